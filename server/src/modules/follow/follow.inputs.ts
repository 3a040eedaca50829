import type Decimal from 'decimal.js';
import { IsInt, IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { LocalisedLongTextInput } from '../../shared/localised-text';
import { ShortText } from '../../shared/validation';

// Shapes only; the figures and the window are checked by follow-rules.ts.
@InputType({ description: 'An institution as ops record it.' })
export class FollowInstitutionInput {
  @Field({ description: 'Name (unique), up to 120 characters.' })
  @ShortText()
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'What it is and where its trades are disclosed, in English, up to 2000 characters.',
    deprecationReason: 'Use descriptionText; removed after 2027-06-01',
  })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who pays whom (institution, Vela, follower), in English, up to 2000 characters.',
    deprecationReason: 'Use disclosuresText; removed after 2027-06-01',
  })
  disclosures?: string | null;

  @Field(() => LocalisedLongTextInput, {
    nullable: true,
    description: 'What it is and where its trades are disclosed, per language (English required).',
  })
  @IsOptional()
  @ValidateNested()
  descriptionText?: LocalisedLongTextInput | null;

  @Field(() => LocalisedLongTextInput, { nullable: true, description: 'Who pays whom, per language (English required).' })
  @IsOptional()
  @ValidateNested()
  disclosuresText?: LocalisedLongTextInput | null;
}

@InputType({ description: 'An institution’s trade as ops publish it. A window already ended is a historical record (track record only).' })
export class FollowTradeInput {
  @Field(() => ID, { description: 'The institution.' })
  @ShortText()
  institutionId: string;

  @Field({ description: 'A stock of the catalogue ("US:AAPL") settling in its own currency.' })
  @ShortText()
  symbol: string;

  @Field(() => DecimalScalar, { description: 'The institution’s disclosed buy price (reference only), at most 4 decimals.' })
  buyPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Flat handling fee per follow (settlement currency, at most 2 decimals).' })
  fee: Decimal;

  @Field(() => Int, { description: 'Fewest shares per follow.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  minQuantity: number;

  @Field(() => Int, { description: 'Most shares per follow.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  maxQuantity: number;

  @Field({ description: 'The window opens (ISO-8601 UTC).' })
  opensAt: Date;

  @Field({ description: 'The window ends (ISO-8601 UTC); after opensAt.' })
  closesAt: Date;
}

@InputType({ description: 'A follow of a published trade.' })
export class FollowInput {
  @Field(() => ID, { description: 'The published trade.' })
  @ShortText()
  tradeId: string;

  @Field(() => Int, { description: 'Shares, whole, within the trade’s limits.' })
  quantity: number;

  @Field(() => DecimalScalar, { description: 'Price tolerance above the current ask, 0 to 0.1 (0.02 = 2 %).' })
  tolerance: Decimal;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: 'Ops: the published trade to cancel and why.' })
export class CancelFollowTradeInput {
  @Field(() => ID, { description: 'The published trade.' })
  @ShortText()
  id: string;

  @Field({ description: 'Shown to every follower whose follow it releases.' })
  @ShortText()
  reason: string;
}
