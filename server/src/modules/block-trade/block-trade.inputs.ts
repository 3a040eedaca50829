import type Decimal from 'decimal.js';
import { IsInt, IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { LocalisedTextInput } from '../../shared/localised-text';
import { ShortText } from '../../shared/validation';
import { BlockTradeCodePolicy } from './block-trade.entities';

// Shapes only; the window and the figures are checked by block-trade-rules.ts.
@InputType({ description: 'A block-trade offering as ops define it.' })
export class BlockTradeOfferingInput {
  @Field({ description: 'A stock of the catalogue ("US:ACME") settling in its own currency.' })
  @ShortText()
  symbol: string;

  @Field(() => String, {
    nullable: true,
    description: 'Stock name as shown to users, in English.',
    deprecationReason: 'Use nameText; removed after 2027-06-01',
  })
  @IsOptional()
  @ShortText()
  name?: string | null;

  @Field(() => LocalisedTextInput, { nullable: true, description: 'Stock name as shown to users, per language (English required).' })
  @IsOptional()
  @ValidateNested()
  nameText?: LocalisedTextInput | null;

  @Field(() => DecimalScalar, { description: 'Subscription (offer) price per share, at most 4 decimals.' })
  subscriptionPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Hedge price (protection floor), below the subscription price.' })
  hedgePrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Handling fee rate of the amount (0.0025 = 0.25 %), from 0 to 0.1.' })
  feeRate: Decimal;

  @Field(() => DecimalScalar, { description: 'Minimum subscription amount (before the fee), in cents at most.' })
  minAmount: Decimal;

  @Field(() => Int, { description: 'Tickets offered (one ticket = 100 shares).' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  ticketsAvailable: number;

  @Field(() => Int, { description: 'Most tickets one person may subscribe for.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  maxTicketsPerUser: number;

  @Field({ description: 'The window opens (ISO-8601 UTC); must be in the future.' })
  opensAt: Date;

  @Field({ description: 'The window closes and tickets are allocated (ISO-8601 UTC); after opensAt.' })
  closesAt: Date;

  @Field(() => BlockTradeCodePolicy, { description: 'Who may get a purchase code (published with the offering).' })
  codePolicy: BlockTradeCodePolicy;
}

@InputType({ description: 'A subscription to an offering with the personal purchase code.' })
export class SubscribeBlockTradeInput {
  @Field(() => ID, { description: 'The offering.' })
  @ShortText()
  offeringId: string;

  @Field(() => Int, { description: 'Tickets (one ticket = 100 shares), from one up to the per-person cap.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  tickets: number;

  @Field(() => String, { nullable: true, description: 'The personal purchase code issued in the app (required).' })
  @IsOptional()
  @ShortText()
  code?: string | null;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: 'Ops: the offering to cancel and why.' })
export class CancelBlockTradeOfferingInput {
  @Field(() => ID, { description: 'The offering id.' })
  @ShortText()
  id: string;

  @Field(() => String, {
    nullable: true,
    description: 'Shown to every subscriber, in English.',
    deprecationReason: 'Use reasonText; removed after 2027-06-01',
  })
  @IsOptional()
  @ShortText()
  reason?: string | null;

  @Field(() => LocalisedTextInput, { nullable: true, description: 'Shown to every subscriber in their language (English required).' })
  @IsOptional()
  @ValidateNested()
  reasonText?: LocalisedTextInput | null;
}
