import type Decimal from 'decimal.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DecimalScalar } from '../../graphql/scalars';
import { decimalColumn } from '../../shared/decimal-column';
import { EntryRow, OfferingRow } from '../allocation/entities';

export enum IpoOfferingStatus {
  SCHEDULED = 'scheduled',
  CANCELLED = 'cancelled',
  DRAWN = 'drawn',
  ISSUED = 'issued',
}
registerEnumType(IpoOfferingStatus, {
  name: 'IpoOfferingStatus',
  description: 'Where the offering is in its life: scheduled (before the draw), drawn, issued (positions opened), or cancelled by ops.',
  valuesConfig: {
    SCHEDULED: { description: 'Created; not drawn yet (applications open between its dates).' },
    CANCELLED: { description: 'Cancelled by ops before its draw; every hold was released.' },
    DRAWN: { description: 'The lottery has run; winners paid.' },
    ISSUED: { description: 'Won shares became positions on the issuance date.' },
  },
});

/** What the user sees: not started → available → expired (after the deadline). */
export enum IpoPhase {
  NOT_STARTED = 'not_started',
  AVAILABLE = 'available',
  EXPIRED = 'expired',
  CANCELLED = 'cancelled',
}
registerEnumType(IpoPhase, {
  name: 'IpoPhase',
  description: 'Subscription phase from the offering’s dates: not started, available, expired, or cancelled.',
  valuesConfig: {
    NOT_STARTED: { description: 'Before the subscription date.' },
    AVAILABLE: { description: 'Between the subscription date and the deadline: applications accepted.' },
    EXPIRED: { description: 'After the deadline.' },
    CANCELLED: { description: 'Cancelled by ops.' },
  },
});

export enum IpoApplicationStatus {
  PENDING = 'pending',
  CANCELLED = 'cancelled',
  EXCLUDED = 'excluded',
  NOT_WON = 'not_won',
  WON = 'won',
  ISSUED = 'issued',
}
registerEnumType(IpoApplicationStatus, {
  name: 'IpoApplicationStatus',
  description:
    'Lottery pending (money held) → not winning (released) | winning (paid; new-stock inventory) → issued (a position) | excluded (under-funded at the deadline) | cancelled by the user before the deadline.',
  valuesConfig: {
    PENDING: { description: 'Waiting for the draw; the money is held.' },
    CANCELLED: { description: 'Cancelled by the user before the deadline, or by the offering being cancelled; the hold was released.' },
    EXCLUDED: { description: 'Left out of the draw: the hold did not cover what it owed at the deadline.' },
    NOT_WON: { description: 'Drew no lots; the hold was released.' },
    WON: { description: 'Won lots; paid from the hold (the rest released), waiting for issuance.' },
    ISSUED: { description: 'The won shares became a position (positionId).' },
  },
});

@ObjectType({ description: 'A new-stock subscription offering, created by ops; applications are drawn by a verifiable lottery.' })
@Entity('ipo_offerings')
export class IpoOffering extends OfferingRow {
  @Field(() => ID, { description: 'The offering id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'The stock ("US:ACME"); its market price comes from the feed.' })
  @Column({ type: 'varchar' })
  symbol: string;

  @Field({ description: 'Company name as ops typed it, in English.', deprecationReason: 'Use nameText; removed after 2027-06-01' })
  @Column({ type: 'varchar' })
  override name: string;

  @Field({ description: 'ISO 4217 currency of its prices and of the balance applications are paid from.' })
  @Column({ type: 'char' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Underwriting (subscription) price per share.' })
  @Column({ name: 'subscription_price', type: 'numeric', transformer: decimalColumn })
  subscriptionPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'The disclosed reference price, used as market price while the stock has no quote.' })
  @Column({ name: 'reference_price', type: 'numeric', transformer: decimalColumn })
  referencePrice: Decimal;

  @Field(() => Int, { description: 'Shares offered to subscribers (a whole number of lots).' })
  @Column({ name: 'underwriting_shares', type: 'int' })
  underwritingShares: number;

  @Field({ description: 'Total shares issued by the company (as text: it may exceed 2^31).' })
  @Column({ name: 'total_shares', type: 'bigint' })
  totalShares: string;

  @Field(() => Int, { description: 'Shares per lot.' })
  @Column({ name: 'lot_size', type: 'int' })
  lotSize: number;

  @Field(() => Int, { description: 'Most lots one application may ask for.' })
  @Column({ name: 'max_lots', type: 'int' })
  maxLots: number;

  @Field(() => DecimalScalar, { description: 'Disclosed flat processing fee, charged to winners only (released with the hold otherwise).' })
  @Column({ name: 'processing_fee', type: 'numeric', transformer: decimalColumn })
  processingFee: Decimal;

  @Field({ description: 'Subscription date: applications open.' })
  @Column({ name: 'opens_at', type: 'timestamptz' })
  opensAt: Date;

  @Field({ description: 'Deadline: applications close.' })
  @Column({ name: 'closes_at', type: 'timestamptz' })
  closesAt: Date;

  @Field({ description: 'Drawing date: the seed is revealed and the lottery runs.' })
  @Column({ name: 'draws_at', type: 'timestamptz' })
  drawsAt: Date;

  @Field({ description: 'Allocation (payment) deadline.' })
  @Column({ name: 'pay_by', type: 'timestamptz' })
  payBy: Date;

  @Field({ description: 'Issuance date: won shares become positions.' })
  @Column({ name: 'issues_at', type: 'timestamptz' })
  issuesAt: Date;

  @Field({ description: 'SHA-256 of the draw seed, published before any application (commit).' })
  @Column({ name: 'seed_hash', type: 'char' })
  seedHash: string;

  @Field(() => IpoOfferingStatus, { description: 'Where the offering is in its life.' })
  @Column({ type: 'varchar' })
  status: IpoOfferingStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Why ops cancelled it (every hold was released), in English.',
    deprecationReason: 'Use cancelReasonText; removed after 2027-06-01',
  })
  @Column({ name: 'cancel_reason', type: 'varchar', nullable: true })
  override cancelReason: string | null;

  @Column({ name: 'lots_allocated', type: 'int', nullable: true })
  lotsAllocated: number | null;

  /** Application ids left out of the draw at the deadline and why (public, listed on the verification page). */
  @Column({ type: 'jsonb', nullable: true })
  excluded: Array<{ id: string; reason: string }> | null;

  @Field(() => Date, { nullable: true, description: 'When the draw ran (ISO-8601 UTC).' })
  @Column({ name: 'drawn_at', type: 'timestamptz', nullable: true })
  drawnAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When won shares became positions (ISO-8601 UTC).' })
  @Column({ name: 'issued_at', type: 'timestamptz', nullable: true })
  issuedAt: Date | null;

  @Field({ description: 'When ops created it (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ description: 'A subscription application (the lottery card): money held at once, drawn at the drawing date.' })
@Entity('ipo_applications')
export class IpoApplication extends EntryRow {
  @Field(() => ID, { description: 'The application id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Order number shown in records and the statement (I…).' })
  @Column({ name: 'order_no' })
  orderNo: string;

  @Field(() => Int, { description: 'Lots applied for.' })
  @Column({ type: 'int' })
  lots: number;

  @Field(() => Int, { description: 'Shares applied for.' })
  @Column({ type: 'int' })
  shares: number;

  @Field(() => DecimalScalar, { description: 'Subscription price per share.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  price: Decimal;

  @Field(() => DecimalScalar, { description: 'Processing fee (charged only on a win).' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  fee: Decimal;

  @Field(() => DecimalScalar, { description: 'Held when applying: price × shares + fee.' })
  @Column({ name: 'held_amount', type: 'numeric', transformer: decimalColumn })
  heldAmount: Decimal;

  @Field(() => IpoApplicationStatus, { description: 'Where the application stands.' })
  @Column({ type: 'varchar' })
  status: IpoApplicationStatus;

  @Field(() => Int, { nullable: true, description: 'Place in the draw order (1 = first), once drawn.' })
  @Column({ type: 'int', nullable: true })
  rank: number | null;

  @Field(() => Int, { description: 'Winning shares.' })
  @Column({ name: 'won_shares', type: 'int' })
  wonShares: number;

  @Column({ name: 'won_lots', type: 'int' })
  wonLots: number;

  @Field(() => DecimalScalar, { description: 'Amount paid: winning shares × price + fee, taken from the hold.' })
  @Column({ name: 'amount_paid', type: 'numeric', transformer: decimalColumn })
  amountPaid: Decimal;

  @Field(() => ID, { nullable: true, description: 'The position opened on the issuance date.' })
  @Column({ name: 'position_id', type: 'uuid', nullable: true })
  positionId: string | null;

  @Field({ description: 'When the user applied (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the draw (or the cancellation) decided it.' })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
