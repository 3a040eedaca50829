import type Decimal from 'decimal.js';
import { IsInt, IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { LocalisedTextInput } from '../../shared/localised-text';
import { ShortText } from '../../shared/validation';

// Shapes only; dates, figures and lots are checked by ipo-rules.ts.
@InputType({ description: 'An IPO offering as ops define it; spread and return rate are derived, never typed.' })
export class IpoOfferingInput {
  @Field({ description: 'A stock of the catalogue ("US:ACME"); its market price comes from the feed.' })
  @ShortText()
  symbol: string;

  @Field(() => String, {
    nullable: true,
    description: 'Company name shown to users, in English.',
    deprecationReason: 'Use nameText; removed after 2027-06-01',
  })
  @IsOptional()
  @ShortText()
  name?: string | null;

  @Field(() => LocalisedTextInput, { nullable: true, description: 'Company name shown to users, per language (English required).' })
  @IsOptional()
  @ValidateNested()
  nameText?: LocalisedTextInput | null;

  @Field(() => DecimalScalar, { description: 'Underwriting (subscription) price per share, at most 4 decimals.' })
  subscriptionPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Disclosed reference price, the market price while the stock has no quote.' })
  referencePrice: Decimal;

  @Field(() => Int, { description: 'Shares offered to subscribers (a whole number of lots).' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  underwritingShares: number;

  @Field({ description: 'Total shares issued by the company (digits).' })
  @ShortText()
  totalShares: string;

  @Field(() => Int, { description: 'Shares per lot.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  lotSize: number;

  @Field(() => Int, { description: 'Most lots one application may ask for.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  maxLots: number;

  @Field(() => DecimalScalar, { description: 'Flat processing fee, in cents at most.' })
  processingFee: Decimal;

  @Field({ description: 'Subscription date: applications open (ISO-8601 UTC).' })
  opensAt: Date;

  @Field({ description: 'Deadline: applications close (ISO-8601 UTC).' })
  closesAt: Date;

  @Field({ description: 'Drawing date: the lottery runs (ISO-8601 UTC).' })
  drawsAt: Date;

  @Field({ description: 'Allocation (payment) deadline (ISO-8601 UTC).' })
  payBy: Date;

  @Field({ description: 'Issuance date: won shares become positions (ISO-8601 UTC).' })
  issuesAt: Date;
}

@InputType({ description: 'An application for shares of an offering.' })
export class ApplyIpoInput {
  @Field(() => ID, { description: 'The offering.' })
  @ShortText()
  offeringId: string;

  @Field(() => Int, { description: 'Shares applied for: whole lots, up to the offering’s maximum.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  shares: number;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: 'Ops: the offering to cancel and why.' })
export class CancelIpoOfferingInput {
  @Field(() => ID, { description: 'The offering id.' })
  @ShortText()
  id: string;

  @Field(() => String, {
    nullable: true,
    description: 'Shown to every applicant, in English.',
    deprecationReason: 'Use reasonText; removed after 2027-06-01',
  })
  @IsOptional()
  @ShortText()
  reason?: string | null;

  @Field(() => LocalisedTextInput, { nullable: true, description: 'Shown to every applicant in their language (English required).' })
  @IsOptional()
  @ValidateNested()
  reasonText?: LocalisedTextInput | null;
}

@InputType()
export class IpoApplicationsFilter {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @ShortText()
  offeringId?: string | null;
}
