import type Decimal from 'decimal.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DecimalScalar } from '../../graphql/scalars';
import { decimalColumn } from '../../shared/decimal-column';
import { EntryRow, OfferingRow } from '../allocation/entities';

export enum BlockTradeOfferingStatus {
  SCHEDULED = 'scheduled',
  CANCELLED = 'cancelled',
  FAILED = 'failed',
  CLOSED = 'closed',
}
registerEnumType(BlockTradeOfferingStatus, {
  name: 'BlockTradeOfferingStatus',
  description:
    'scheduled (before the close), closed (tickets allocated, positions opened), failed (the hedge price was breached: every hold released) or cancelled by ops.',
  valuesConfig: {
    SCHEDULED: { description: 'Created; its window has not closed yet.' },
    CANCELLED: { description: 'Cancelled by ops; every hold was released.' },
    FAILED: { description: 'A fresh quote reached the hedge price during the window; every hold was released.' },
    CLOSED: { description: 'Tickets allocated and positions opened at the close.' },
  },
});

/** What the user sees: not started → available → closed; failed and cancelled override. */
export enum BlockTradePhase {
  NOT_STARTED = 'not_started',
  AVAILABLE = 'available',
  CLOSED = 'closed',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
}
registerEnumType(BlockTradePhase, {
  name: 'BlockTradePhase',
  description: 'Subscription phase: not started, available (the window is open), closed, failed (hedge price breached) or cancelled.',
  valuesConfig: {
    NOT_STARTED: { description: 'Before the window opens.' },
    AVAILABLE: { description: 'The window is open: subscriptions accepted.' },
    CLOSED: { description: 'The window has closed.' },
    FAILED: { description: 'The hedge price was breached.' },
    CANCELLED: { description: 'Cancelled by ops.' },
  },
});

/** Who may get a purchase code: the published eligibility rule of an offering. */
export enum BlockTradeCodePolicy {
  /** Every user who passed real-name verification. */
  REAL_NAME = 'real_name',
}
registerEnumType(BlockTradeCodePolicy, {
  name: 'BlockTradeCodePolicy',
  description: 'The published rule for personal purchase codes: REAL_NAME = every user who passed real-name verification.',
  valuesConfig: { REAL_NAME: { description: 'Every user who passed real-name verification.' } },
});

export enum BlockTradeSubscriptionStatus {
  IN_PROGRESS = 'in_progress',
  SUCCESSFUL = 'successful',
  FAILED = 'failed',
}
registerEnumType(BlockTradeSubscriptionStatus, {
  name: 'BlockTradeSubscriptionStatus',
  description:
    'Subscription in progress (money held) → successful (a position at the subscription price) | failed (hold released, with the reason).',
  valuesConfig: {
    IN_PROGRESS: { description: 'Waiting for the close; amount and fee are held.' },
    SUCCESSFUL: { description: 'Tickets allocated: a position opened at the subscription price.' },
    FAILED: { description: 'The hold was released in full; reason says why.' },
  },
});

/** Why a subscription failed (its hold was released in full). */
export enum BlockTradeFailReason {
  /** Oversubscribed and no ticket came to it in the draw. */
  NOT_ALLOCATED = 'NOT_ALLOCATED',
  /** A fresh quote traded at or below the hedge price during the window: the offering failed. */
  HEDGE_PRICE_BREACHED = 'HEDGE_PRICE_BREACHED',
  /** Ops cancelled the offering (its reason is on the offering). */
  OFFERING_CANCELLED = 'OFFERING_CANCELLED',
}
registerEnumType(BlockTradeFailReason, {
  name: 'BlockTradeFailReason',
  description: 'Why a block-trade subscription failed.',
  valuesConfig: {
    NOT_ALLOCATED: { description: 'Oversubscribed and no ticket came to it in the draw.' },
    HEDGE_PRICE_BREACHED: { description: 'A fresh quote traded at or below the hedge price during the window: the offering failed.' },
    OFFERING_CANCELLED: { description: 'Ops cancelled the offering (its reason is on the offering).' },
  },
});

@ObjectType({ description: 'A block trade (placement) offering, created by ops; subscriptions need a personal purchase code.' })
@Entity('block_trade_offerings')
export class BlockTradeOffering extends OfferingRow {
  @Field(() => ID, { description: 'The offering id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'The stock ("US:ACME"); its current price is the live quote.' })
  @Column({ type: 'varchar' })
  symbol: string;

  @Field({ description: 'Stock name as shown in records, in English.', deprecationReason: 'Use nameText; removed after 2027-06-01' })
  @Column({ type: 'varchar' })
  override name: string;

  @Field({ description: 'ISO 4217 currency of its prices and of the balance subscriptions are paid from.' })
  @Column({ type: 'char' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Subscription (offer) price per share.' })
  @Column({ name: 'subscription_price', type: 'numeric', transformer: decimalColumn })
  subscriptionPrice: Decimal;

  @Field(() => DecimalScalar, {
    description: 'The protection floor: a fresh quote at or below it during the window fails the offering and releases every hold.',
  })
  @Column({ name: 'hedge_price', type: 'numeric', transformer: decimalColumn })
  hedgePrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Disclosed handling fee rate of the amount (0.0025 = 0.25 %), rounded up to the cent.' })
  @Column({ name: 'fee_rate', type: 'numeric', transformer: decimalColumn })
  feeRate: Decimal;

  @Field(() => DecimalScalar, { description: 'Minimum subscription amount (tickets × 100 × price), before the fee.' })
  @Column({ name: 'min_amount', type: 'numeric', transformer: decimalColumn })
  minAmount: Decimal;

  @Field(() => Int, { description: 'Tickets offered (one ticket = 100 shares).' })
  @Column({ name: 'tickets_available', type: 'int' })
  ticketsAvailable: number;

  @Field(() => Int, { description: 'Most tickets one person may subscribe for.' })
  @Column({ name: 'max_tickets_per_user', type: 'int' })
  maxTicketsPerUser: number;

  @Field({ description: 'The window opens.' })
  @Column({ name: 'opens_at', type: 'timestamptz' })
  opensAt: Date;

  @Field({ description: 'The window closes; tickets are allocated then.' })
  @Column({ name: 'closes_at', type: 'timestamptz' })
  closesAt: Date;

  @Field(() => BlockTradeCodePolicy, { description: 'Who may get a purchase code (the published rule).' })
  @Column({ name: 'code_policy', type: 'varchar' })
  codePolicy: BlockTradeCodePolicy;

  @Field({ description: 'SHA-256 of the draw seed, published when the offering is created (commit).' })
  @Column({ name: 'seed_hash', type: 'char' })
  seedHash: string;

  @Field(() => BlockTradeOfferingStatus, { description: 'Where the offering is in its life.' })
  @Column({ type: 'varchar' })
  status: BlockTradeOfferingStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Why ops cancelled it (every hold was released), in English.',
    deprecationReason: 'Use cancelReasonText; removed after 2027-06-01',
  })
  @Column({ name: 'cancel_reason', type: 'varchar', nullable: true })
  override cancelReason: string | null;

  @Field(() => BlockTradeFailReason, { nullable: true, description: 'Why it failed (HEDGE_PRICE_BREACHED).' })
  @Column({ name: 'fail_reason', type: 'varchar', nullable: true })
  failReason: BlockTradeFailReason | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The quote that breached the hedge price.' })
  @Column({ name: 'failed_price', type: 'numeric', nullable: true, transformer: decimalColumn })
  failedPrice: Decimal | null;

  @Field(() => Date, { nullable: true, description: 'When that quote was recorded.' })
  @Column({ name: 'failed_quote_at', type: 'timestamptz', nullable: true })
  failedQuoteAt: Date | null;

  @Column({ type: 'boolean', nullable: true })
  oversubscribed: boolean | null;

  @Column({ name: 'tickets_subscribed', type: 'int', nullable: true })
  ticketsSubscribed: number | null;

  @Column({ name: 'tickets_allocated', type: 'int', nullable: true })
  ticketsAllocated: number | null;

  @Field(() => Date, { nullable: true, description: 'When tickets were allocated.' })
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Field({ description: 'When ops created it (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ description: 'A personal, single-use purchase code, issued in the app to an eligible user for one offering.' })
@Entity('block_trade_codes')
export class BlockTradeCode {
  @PrimaryColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The offering it is valid for.' })
  @Column({ name: 'offering_id', type: 'uuid' })
  offeringId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field({ description: 'The code to type on the subscription form.' })
  @Column({ type: 'varchar' })
  code: string;

  @Field({ description: 'When it was issued (ISO-8601 UTC).' })
  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When a subscription used it (a code works once).' })
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}

@ObjectType({ description: 'A block-trade subscription (purchase record): money held at once, allocated at the close.' })
@Entity('block_trade_subscriptions')
export class BlockTradeSubscription extends EntryRow {
  @Field(() => ID, { description: 'The subscription id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Order number shown in records and the statement (B…).' })
  @Column({ name: 'order_no' })
  orderNo: string;

  @Column({ name: 'code_id', type: 'uuid' })
  codeId: string;

  @Field(() => Int, { description: 'Tickets subscribed (one ticket = 100 shares).' })
  @Column({ type: 'int' })
  tickets: number;

  @Field(() => Int, { description: 'Application volume in shares.' })
  @Column({ type: 'int' })
  shares: number;

  @Field(() => DecimalScalar, { description: 'Subscription price per share.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  price: Decimal;

  @Field(() => DecimalScalar, { description: 'Amount applied for: shares × subscription price.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  amount: Decimal;

  @Field(() => DecimalScalar, { description: "The offering's handling fee rate (0.0025 = 0.25 %)." })
  @Column({ name: 'fee_rate', type: 'numeric', transformer: decimalColumn })
  feeRate: Decimal;

  @Field(() => DecimalScalar, { description: 'Handling fee held: amount × rate, rounded up to the cent.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  fee: Decimal;

  @Field(() => DecimalScalar, { description: 'Held when subscribing: amount + fee.' })
  @Column({ name: 'held_amount', type: 'numeric', transformer: decimalColumn })
  heldAmount: Decimal;

  @Field(() => BlockTradeSubscriptionStatus, { description: 'Where the subscription stands.' })
  @Column({ type: 'varchar' })
  status: BlockTradeSubscriptionStatus;

  @Field(() => BlockTradeFailReason, { nullable: true, description: 'Why it failed (the hold was released in full).' })
  @Column({ type: 'varchar', nullable: true })
  reason: BlockTradeFailReason | null;

  @Field(() => Int, { nullable: true, description: 'Place in the draw order (1 = first), when the offering was oversubscribed.' })
  @Column({ type: 'int', nullable: true })
  rank: number | null;

  @Field(() => Int, { description: 'Tickets allocated.' })
  @Column({ name: 'won_tickets', type: 'int' })
  wonTickets: number;

  @Field(() => Int, { description: 'Shares allocated.' })
  @Column({ name: 'won_shares', type: 'int' })
  wonShares: number;

  @Field(() => DecimalScalar, { description: 'Transaction amount: allocated shares × subscription price (zero until successful).' })
  @Column({ name: 'transaction_amount', type: 'numeric', transformer: decimalColumn })
  transactionAmount: Decimal;

  @Field(() => DecimalScalar, { description: 'Handling fee charged on the transaction amount (zero unless successful).' })
  @Column({ name: 'fee_paid', type: 'numeric', transformer: decimalColumn })
  feePaid: Decimal;

  @Field(() => ID, { nullable: true, description: 'The position opened at the subscription price.' })
  @Column({ name: 'position_id', type: 'uuid', nullable: true })
  positionId: string | null;

  @Field({ description: 'When the user subscribed (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the close, the hedge breach or the cancellation decided it.' })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
