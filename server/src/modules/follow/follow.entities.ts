import type Decimal from 'decimal.js';
import { Arg, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DecimalScalar } from '../../graphql/scalars';
import { decimalColumn } from '../../shared/decimal-column';
import { LocalisedText, type LocalisedTexts, LocalisedTextValues, localise, localisedValues } from '../../shared/localised-text';

@ObjectType({ description: 'An institution whose disclosed trades ops publish for users to follow.' })
@Entity('follow_institutions')
export class FollowInstitution {
  @Field(() => ID, { description: 'The institution id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Name as shown to users.' })
  @Column({ type: 'varchar' })
  name: string;

  @Field({
    description: 'What the institution is and where its trades are disclosed (e.g. its 13F filings), in English.',
    deprecationReason: 'Use descriptionText; removed after 2027-06-01',
  })
  @Column({ type: 'varchar' })
  description: string;

  @Field({
    description: 'Who pays whom: what the institution, Vela and the follower pay or receive, in English.',
    deprecationReason: 'Use disclosuresText; removed after 2027-06-01',
  })
  @Column({ type: 'varchar' })
  disclosures: string;

  /** Every language version of the description (null: a row from before issue 30, English only). */
  @Column({ name: 'description_i18n', type: 'jsonb', nullable: true })
  descriptionTexts: LocalisedTexts | null;

  /** Every language version of who pays whom. */
  @Column({ name: 'disclosures_i18n', type: 'jsonb', nullable: true })
  disclosuresTexts: LocalisedTexts | null;

  @Field(() => LocalisedText, {
    description:
      'What the institution is and where its trades are disclosed, in the reader’s language (English, flagged, when untranslated).',
  })
  descriptionText(
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): LocalisedText {
    return localise(this.descriptionTexts ?? { en: this.description }, lang);
  }

  @Field(() => LocalisedText, { description: 'Who pays whom, in the reader’s language (English, flagged, when untranslated).' })
  disclosuresText(
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): LocalisedText {
    return localise(this.disclosuresTexts ?? { en: this.disclosures }, lang);
  }

  @Field(() => LocalisedTextValues, { description: 'Ops: every language version of the description.' })
  descriptionTranslations(): LocalisedTextValues {
    return localisedValues(this.descriptionTexts ?? { en: this.description });
  }

  @Field(() => LocalisedTextValues, { description: 'Ops: every language version of who pays whom.' })
  disclosuresTranslations(): LocalisedTextValues {
    return localisedValues(this.disclosuresTexts ?? { en: this.disclosures });
  }

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Field({ description: 'When ops recorded it.' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export enum FollowTradeStatus {
  PUBLISHED = 'published',
  CANCELLED = 'cancelled',
}
registerEnumType(FollowTradeStatus, {
  name: 'FollowTradeStatus',
  description: 'published by ops, or cancelled (every follow still in progress released).',
  valuesConfig: {
    PUBLISHED: { description: 'Published; followable inside its window.' },
    CANCELLED: { description: 'Cancelled by ops; follows still in progress were released.' },
  },
});

/** What the user sees: not started → open → ended; cancelled overrides. */
export enum FollowTradePhase {
  NOT_STARTED = 'not_started',
  OPEN = 'open',
  ENDED = 'ended',
  CANCELLED = 'cancelled',
}
registerEnumType(FollowTradePhase, {
  name: 'FollowTradePhase',
  description: 'Follow phase from the window: not started, open, ended; or cancelled by ops.',
  valuesConfig: {
    NOT_STARTED: { description: 'Before the window opens.' },
    OPEN: { description: 'The window is open: follows accepted and executed while the market is open.' },
    ENDED: { description: 'The window has ended.' },
    CANCELLED: { description: 'Cancelled by ops.' },
  },
});

@ObjectType({ description: 'An institution’s trade, published by ops for users to follow at the live quote.' })
@Entity('follow_trades')
export class FollowTrade {
  @Field(() => ID, { description: 'The published trade id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The institution.' })
  @Column({ name: 'institution_id', type: 'uuid' })
  institutionId: string;

  @Field({ description: 'The stock ("US:AAPL"); its market price is the live quote.' })
  @Column({ type: 'varchar' })
  symbol: string;

  @Field({ description: 'The balance follows are paid from (ISO 4217).' })
  @Column({ name: 'settlement_currency', type: 'char' })
  settlementCurrency: string;

  @Field(() => DecimalScalar, {
    description: 'The institution’s disclosed buy price (quote currency): a reference figure only, never a fill price.',
  })
  @Column({ name: 'buy_price', type: 'numeric', transformer: decimalColumn })
  buyPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Flat handling fee per follow, settlement currency, charged when the follow fills.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  fee: Decimal;

  @Field(() => Int, { description: 'Fewest shares one follow may ask for.' })
  @Column({ name: 'min_quantity', type: 'int' })
  minQuantity: number;

  @Field(() => Int, { description: 'Most shares one follow may ask for.' })
  @Column({ name: 'max_quantity', type: 'int' })
  maxQuantity: number;

  @Field({ description: 'The window opens.' })
  @Column({ name: 'opens_at', type: 'timestamptz' })
  opensAt: Date;

  @Field({ description: 'The window ends: follows not yet filled fail then, their holds released.' })
  @Column({ name: 'closes_at', type: 'timestamptz' })
  closesAt: Date;

  @Field(() => FollowTradeStatus, { description: 'Published or cancelled.' })
  @Column({ type: 'varchar' })
  status: FollowTradeStatus;

  @Field(() => String, { nullable: true, description: 'Why ops cancelled it (shown to followers).' })
  @Column({ name: 'cancel_reason', type: 'varchar', nullable: true })
  cancelReason: string | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Field({ description: 'When ops published it.' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export enum FollowStatus {
  IN_PROGRESS = 'in_progress',
  SUCCESSFUL = 'successful',
  FAILED = 'failed',
}
registerEnumType(FollowStatus, {
  name: 'FollowStatus',
  description: 'In progress (money held) → successful (a position at the live ask) | failed (hold released, with the reason).',
  valuesConfig: {
    IN_PROGRESS: { description: 'Held; waiting for the market to be open with a fresh quote inside the window.' },
    SUCCESSFUL: { description: 'Filled as a market order at the live ask: a position opened.' },
    FAILED: { description: 'The hold was released in full; reason says why.' },
  },
});

/** Why a follow failed (its hold was released in full). */
export enum FollowFailReason {
  PRICE_BEYOND_TOLERANCE = 'PRICE_BEYOND_TOLERANCE',
  WINDOW_ENDED = 'WINDOW_ENDED',
  INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS',
  TRADE_CANCELLED = 'TRADE_CANCELLED',
}
registerEnumType(FollowFailReason, {
  name: 'FollowFailReason',
  description: 'Why a follow failed.',
  valuesConfig: {
    PRICE_BEYOND_TOLERANCE: { description: 'The live ask was above the follow’s price tolerance when it came to execute.' },
    WINDOW_ENDED: { description: 'The window ended before the market was open with a fresh quote.' },
    INSUFFICIENT_FUNDS: { description: 'At the live ask the order and fee cost more than the hold and the available balance.' },
    TRADE_CANCELLED: { description: 'Ops cancelled the published trade (its reason is on the trade).' },
  },
});

@ObjectType({ description: 'A follow of a published trade: a market order placed for the user at the live quote.' })
@Entity('follows')
export class Follow {
  @Field(() => ID, { description: 'The follow id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Order number (F…), on every journal entry of the follow.' })
  @Column({ name: 'order_no', type: 'varchar' })
  orderNo: string;

  @Field(() => ID, { description: 'The published trade followed.' })
  @Column({ name: 'trade_id', type: 'uuid' })
  tradeId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field({ description: 'The stock.' })
  @Column({ type: 'varchar' })
  symbol: string;

  @Field({ description: 'The balance it is paid from.' })
  @Column({ type: 'char' })
  currency: string;

  @Field(() => Int, { description: 'Shares asked for.' })
  @Column({ type: 'int' })
  quantity: number;

  @Field(() => DecimalScalar, { description: 'Price tolerance (0.02 = 2 %) above the ask at the time of following.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  tolerance: Decimal;

  @Field(() => DecimalScalar, { description: 'The live ask when the user followed (quote currency).' })
  @Column({ name: 'ask_at_follow', type: 'numeric', transformer: decimalColumn })
  askAtFollow: Decimal;

  @Field(() => DecimalScalar, { description: 'Highest ask it fills at: ask at follow × (1 + tolerance).' })
  @Column({ name: 'max_price', type: 'numeric', transformer: decimalColumn })
  maxPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'The handling fee (settlement currency), paid only when it fills.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  fee: Decimal;

  @Field(() => DecimalScalar, { description: 'Held at once: quantity × ask + opening charges + fee (settlement currency).' })
  @Column({ name: 'held_amount', type: 'numeric', transformer: decimalColumn })
  heldAmount: Decimal;

  @Column({ name: 'hold_id', type: 'bigint' })
  holdId: string;

  @Field(() => FollowStatus, { description: 'in progress → successful | failed.' })
  @Column({ type: 'varchar' })
  status: FollowStatus;

  @Field(() => FollowFailReason, { nullable: true, description: 'Why it failed.' })
  @Column({ type: 'varchar', nullable: true })
  reason: FollowFailReason | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The live ask it filled at (recorded on the position), or the ask it was refused at (PRICE_BEYOND_TOLERANCE).',
  })
  @Column({ name: 'fill_price', type: 'numeric', nullable: true, transformer: decimalColumn })
  fillPrice: Decimal | null;

  @Field(() => Date, { nullable: true, description: 'When the quote it filled at (or was refused at) was recorded.' })
  @Column({ name: 'fill_quote_at', type: 'timestamptz', nullable: true })
  fillQuoteAt: Date | null;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Field(() => ID, { nullable: true, description: 'The position it opened (its trade detail).' })
  @Column({ name: 'position_id', type: 'uuid', nullable: true })
  positionId: string | null;

  @Column({ name: 'fee_entry_id', type: 'bigint', nullable: true })
  feeEntryId: string | null;

  @Field({ description: 'When the user followed.' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it filled or failed.' })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
