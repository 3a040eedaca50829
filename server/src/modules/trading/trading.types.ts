import type Decimal from 'decimal.js';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { ShortText } from '../../shared/validation';

export enum OrderType {
  MARKET = 'market',
  LIMIT = 'limit',
  /** Shares allotted by an IPO or block-trade draw at the offering's price; never placed by a user. */
  ALLOTMENT = 'allotment',
  STOP = 'stop',
  STOP_LIMIT = 'stop_limit',
  TRAILING_STOP = 'trailing_stop',
}
registerEnumType(OrderType, {
  name: 'OrderType',
  description:
    'MARKET fills at once at the quote; LIMIT waits for the quote to reach its price; ALLOTMENT is a position allotted by an IPO or block-trade draw at the offering price.',
  valuesConfig: {
    MARKET: { description: 'Fills at once at the current quote (bid or ask); needs the market open.' },
    LIMIT: { description: 'Waits, its cost held, until the quote reaches the limit price.' },
    ALLOTMENT: { description: "Shares allotted by an IPO or block-trade draw at the offering's price; never placed by a user." },
    STOP: {
      description:
        'Waits, its cost held, until the quote reaches the stop price (the ask for a buy stop, the bid for a sell stop); then fills at that quote like a market order. A quote that gaps through the stop fills at the quote, not at the stop.',
    },
    STOP_LIMIT: { description: 'Once the stop triggers, rests as a limit order at its limit price.' },
    TRAILING_STOP: {
      description:
        'A stop that follows the best fresh quote since placement by a trail (an amount or a percent) and never moves back; fills like STOP when reached.',
    },
  },
});

export enum TimeInForce {
  DAY = 'day',
  GTC = 'gtc',
}
registerEnumType(TimeInForce, {
  name: 'TimeInForce',
  description: 'How long a waiting order stays on the book.',
  valuesConfig: {
    DAY: {
      description:
        "Until that market's close today (or the next session's close when placed while closed); then cancelled, reason EXPIRED_DAY.",
    },
    GTC: {
      description:
        'Good till cancelled: until the close of the last trading day of the next calendar quarter (expiresAt, stated before confirm); then cancelled, reason EXPIRED_GTC.',
    },
  },
});

export enum TradeDirection {
  LONG = 'long',
  SHORT = 'short',
}
registerEnumType(TradeDirection, {
  name: 'TradeDirection',
  description: 'LONG (buy long) profits when the price rises, SHORT when it falls.',
  valuesConfig: {
    LONG: { description: 'Buy long: profits when the price rises.' },
    SHORT: { description: 'Sell short: profits when the price falls.' },
  },
});

export enum OrderStatus {
  PENDING = 'pending',
  FILLED = 'filled',
  CANCELLED = 'cancelled',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order stands.',
  valuesConfig: {
    PENDING: { description: 'A LIMIT order waiting for its price; its cost is held.' },
    FILLED: { description: 'Filled: it opened the position positionId.' },
    CANCELLED: { description: 'Cancelled by the user or because the fill could not be paid (cancelReason).' },
  },
});

export enum PositionStatus {
  OPEN = 'open',
  CLOSED = 'closed',
}
registerEnumType(PositionStatus, {
  name: 'PositionStatus',
  description: 'Whether a position is still open.',
  valuesConfig: {
    OPEN: { description: 'Open: marked at the current quote, its margin held.' },
    CLOSED: { description: 'Closed: profit realised, proceeds returned.' },
  },
});

export enum OrderOrigin {
  MANUAL = 'manual',
  FOLLOW = 'follow',
  STRATEGY = 'strategy',
}
registerEnumType(OrderOrigin, {
  name: 'OrderOrigin',
  description: 'What placed the order that opened a position.',
  valuesConfig: {
    MANUAL: { description: 'The user (placeOrder), or an allotment.' },
    FOLLOW: { description: "An institutional follow: a market order at the live quote on the user's behalf (selling type 'follow')." },
    STRATEGY: { description: 'The automated intraday strategy: a market order at the live quote, attributed to its application.' },
  },
});

export enum SellingType {
  MANUAL = 'manual',
  LIMIT = 'limit',
  STOP_OUT = 'stop_out',
  STRATEGY = 'strategy',
  END_OF_DAY = 'end_of_day',
  LOAN_LIQUIDATION = 'loan_liquidation',
  STOP_LOSS = 'stop_loss',
  TAKE_PROFIT = 'take_profit',
  TRAILING_STOP = 'trailing_stop',
  CASH_IN_LIEU = 'cash_in_lieu',
}
registerEnumType(SellingType, {
  name: 'SellingType',
  description: 'How a position was closed.',
  valuesConfig: {
    MANUAL: { description: 'Closed by the user (closePosition).' },
    LIMIT: { description: 'Reserved for a close at a limit price; not produced by the server yet.' },
    STOP_OUT: { description: 'Closed out by the server when equity fell to the close-out ratio of the margin.' },
    STRATEGY: { description: 'Closed by the automated intraday strategy that opened it (its stop, target, loss limit or session end).' },
    END_OF_DAY: { description: 'Closed at the end of the session because its leverage is intraday-only.' },
    LOAN_LIQUIDATION: {
      description:
        'Sold at the quote because a stock-backed loan it was pledged to stayed above its maintenance ratio past the cure period.',
    },
    STOP_LOSS: { description: "Closed at the quote by the position's stop-loss (triggerPrice; gapped when the quote went through it)." },
    TAKE_PROFIT: { description: "Closed at the quote by the position's take-profit (triggerPrice)." },
    TRAILING_STOP: { description: "Closed at the quote by the position's trailing stop-loss (triggerPrice: its level then)." },
    CASH_IN_LIEU: {
      description:
        'Closed by a reverse split that left it less than one whole share: paid as cash in lieu at the last close before the split, with no charges.',
    },
  },
});

export enum ChargeKind {
  COMMISSION = 'COMMISSION',
  TRANSACTION_TAX = 'TRANSACTION_TAX',
  FINANCIAL_TRANSACTION_TAX = 'FINANCIAL_TRANSACTION_TAX',
  SEC_FEE = 'SEC_FEE',
  FINRA_TAF = 'FINRA_TAF',
  FX_SPREAD = 'FX_SPREAD',
}
registerEnumType(ChargeKind, {
  name: 'ChargeKind',
  description:
    'COMMISSION; TRANSACTION_TAX (Taiwan securities transaction tax on sells); FINANCIAL_TRANSACTION_TAX (Spain, on buys); SEC_FEE and FINRA_TAF (US, on sells); FX_SPREAD (converting TWD to the USD balance).',
  valuesConfig: {
    COMMISSION: { description: "The broker's commission." },
    TRANSACTION_TAX: { description: 'Taiwan securities transaction tax, on sells.' },
    FINANCIAL_TRANSACTION_TAX: { description: 'Spanish financial transaction tax, on buys.' },
    SEC_FEE: { description: 'US SEC fee, on sells.' },
    FINRA_TAF: { description: 'US FINRA trading activity fee, on sells.' },
    FX_SPREAD: { description: 'The spread of converting TWD amounts to the USD balance.' },
  },
});

@ObjectType({ description: 'One charge of a trade, disclosed before confirm and itemised after.' })
export class Charge {
  @Field(() => ChargeKind, { description: 'What the charge is.' })
  kind: ChargeKind;

  @Field({ description: "How it is computed, e.g. '0.3%' or '0.005/share, min 1.00'." })
  basis: string;

  @Field(() => DecimalScalar, { description: 'In `currency` (the quote currency; FX_SPREAD in the settlement currency).' })
  amount: Decimal;

  @Field({ description: 'ISO 4217 code of `amount`.' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'What it costs in the settlement currency.' })
  settlementAmount: Decimal;
}

@ObjectType({ description: 'The quote a fill used, as the market-data source recorded it.' })
export class FillQuote {
  @Field(() => DecimalScalar, { description: 'Best bid, a decimal string.' })
  bid: Decimal;

  @Field(() => DecimalScalar, { description: 'Best ask, a decimal string.' })
  ask: Decimal;

  @Field({ description: 'When the quote was observed (ISO-8601 UTC).' })
  at: Date;

  @Field({ description: 'Provider that produced it: simulated, replay or yahoo.' })
  source: string;

  @Field({ description: 'True when it came from the simulator.' })
  simulated: boolean;
}

@InputType({ description: 'An order to price (or, as PlaceOrderInput, to place).' })
export class OrderPreviewInput {
  @Field({ description: 'Instrument symbol, e.g. US:AAPL.' })
  @ShortText()
  symbol: string;

  @Field(() => OrderType, { description: 'MARKET, LIMIT, STOP, STOP_LIMIT or TRAILING_STOP (ALLOTMENT orders come only from a draw).' })
  @IsIn([OrderType.MARKET, OrderType.LIMIT, OrderType.STOP, OrderType.STOP_LIMIT, OrderType.TRAILING_STOP], {
    context: { code: 'BAD_INPUT' },
  })
  orderType: OrderType;

  @Field(() => TradeDirection, { description: 'Long or short.' })
  direction: TradeDirection;

  @Field(() => Int, { description: 'Whole shares; a multiple of the lot size where the market has one (1,000 in Taiwan).' })
  @IsInt({ context: { code: 'SHARES_INVALID' } })
  shares: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'LIMIT and STOP_LIMIT orders only: on the tick grid.' })
  @IsOptional()
  limitPrice?: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'STOP and STOP_LIMIT orders only: on the tick grid, beyond the quote.' })
  @IsOptional()
  stopPrice?: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'TRAILING_STOP only: the trail as an amount in the quote currency (or give trailPercent).',
  })
  @IsOptional()
  trailAmount?: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'TRAILING_STOP only: the trail as a percent in (0, 50] of the best quote (or give trailAmount).',
  })
  @IsOptional()
  trailPercent?: Decimal | null;

  @Field(() => TimeInForce, { defaultValue: TimeInForce.GTC, description: 'Waiting orders: DAY or GTC (default). Ignored by MARKET.' })
  @IsIn([TimeInForce.DAY, TimeInForce.GTC], { context: { code: 'BAD_INPUT' } })
  timeInForce: TimeInForce;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'A bracket: the take-profit the fill sets on the position (a long: above the entry).',
  })
  @IsOptional()
  takeProfit?: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'A bracket: the stop-loss the fill sets on the position (a long: below the entry).',
  })
  @IsOptional()
  stopLoss?: Decimal | null;

  @Field(() => Int, { defaultValue: 1, description: "One of the market's allowed leverages (see `tradingRules`)." })
  @IsInt({ context: { code: 'LEVERAGE_NOT_ALLOWED' } })
  leverage: number;
}

@InputType({ description: 'An order to place: the previewed fields and an idempotency key.' })
export class PlaceOrderInput extends OrderPreviewInput {
  @Field({ description: 'One per attempt: the same key with the same input returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@ObjectType({ description: 'Everything an order would cost, shown before the user confirms it.' })
export class OrderPreview {
  @Field({ description: 'Instrument symbol.' })
  symbol: string;

  @Field(() => OrderType, { description: 'MARKET or LIMIT.' })
  orderType: OrderType;

  @Field(() => TradeDirection, { description: 'Long or short.' })
  direction: TradeDirection;

  @Field(() => Int, { description: 'Whole shares.' })
  shares: number;

  @Field(() => Int, { description: 'The leverage asked for.' })
  leverage: number;

  @Field(() => DecimalScalar, { description: 'The price it fills at (the ask to buy, the bid to sell) or the limit price.' })
  price: Decimal;

  @Field(() => FillQuote, { description: 'The current quote.' })
  quote: FillQuote;

  @Field({ description: 'Whether the market is open now (a MARKET order needs it to be).' })
  marketOpen: boolean;

  @Field({ description: 'ISO 4217 currency the instrument is priced in.' })
  quoteCurrency: string;

  @Field({ description: 'The balance it is paid from (USD for Taiwan).' })
  settlementCurrency: string;

  @Field(() => DecimalScalar, { description: 'price × shares, quote currency.' })
  notional: Decimal;

  @Field(() => DecimalScalar, { description: 'notional ÷ leverage, quote currency.' })
  marginQuote: Decimal;

  @Field(() => DecimalScalar, { description: 'The margin held, settlement currency.' })
  margin: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: 'Quote units per settlement unit applied (spread included), TW only.' })
  fxRate: Decimal | null;

  @Field(() => Int, { nullable: true, description: 'The FX spread in basis points, TW only.' })
  fxSpreadBps: number | null;

  @Field(() => [Charge], { description: 'Charges of opening.' })
  charges: Charge[];

  @Field(() => DecimalScalar, { description: 'Sum of the opening charges, in the settlement currency, a decimal string.' })
  chargesTotal: Decimal;

  @Field(() => DecimalScalar, { description: 'Margin + charges: what leaves the available balance (held, for a LIMIT order).' })
  totalCost: Decimal;

  @Field(() => [Charge], { description: 'Charges closing it at the current quote would add (estimate, disclosed up front).' })
  closeChargesEstimate: Charge[];

  @Field(() => DecimalScalar, { nullable: true, description: 'Watched positions only: the price at which it would be stopped out.' })
  stopOutPrice: Decimal | null;

  @Field(() => DecimalScalar, { description: 'The available balance of the settlement currency now, a decimal string.' })
  available: Decimal;

  @Field({ description: 'True when available covers totalCost.' })
  sufficientFunds: boolean;

  @Field(() => DecimalScalar, { nullable: true, description: 'STOP and STOP_LIMIT: the stop price.' })
  stopPrice: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'TRAILING_STOP: where the stop would start, on the tick grid, from the current quote.',
  })
  currentStop: Decimal | null;

  @Field(() => TimeInForce, { nullable: true, description: 'Waiting orders: DAY or GTC; null for MARKET.' })
  timeInForce: TimeInForce | null;

  @Field(() => Date, { nullable: true, description: 'Waiting orders: when it would expire and release its hold, stated before confirm.' })
  expiresAt: Date | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A bracket: the take-profit.' })
  takeProfit: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A bracket: the stop-loss.' })
  stopLoss: Decimal | null;

  @Field({
    description:
      'True when a stop is involved (STOP, TRAILING_STOP, or a stop-loss): a quote that gaps through it fills at that quote, which may be worse than the stop. Said in plain words before confirm.',
  })
  gapRisk: boolean;
}

@ObjectType({ description: 'An order: placed, perhaps amended (each amendment a new version), then filled, cancelled or expired.' })
export class Order {
  @Field(() => ID, { description: 'The order id.' })
  id: string;

  @Field({ description: 'Order number shown in records (O…).' })
  orderNo: string;

  @Field({ description: 'Instrument symbol.' })
  symbol: string;

  @Field({ description: 'Market code (ES, US, TW, GOLD).' })
  market: string;

  @Field(() => TradeDirection, { description: 'Long or short.' })
  direction: TradeDirection;

  @Field(() => OrderType, { description: 'Market, limit or allotment.' })
  orderType: OrderType;

  @Field(() => Int, { description: 'Whole shares.' })
  shares: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'LIMIT orders: the limit price, in the quote currency, a decimal string.' })
  limitPrice: Decimal | null;

  @Field(() => Int, { description: 'The leverage.' })
  leverage: number;

  @Field({ description: 'ISO 4217 currency the instrument is priced in.' })
  quoteCurrency: string;

  @Field({ description: 'The balance it is paid from (USD for Taiwan).' })
  settlementCurrency: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'LIMIT orders: held while pending (margin + charges at the limit).' })
  heldAmount: Decimal | null;

  @Field(() => OrderStatus, { description: 'Where it stands.' })
  status: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled: USER, or a refusal code when a fill could not be paid.' })
  cancelReason: string | null;

  @Field(() => ID, { nullable: true, description: 'The position a fill opened.' })
  positionId: string | null;

  @Field({ description: 'When it was placed (ISO-8601 UTC).' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was filled or cancelled (ISO-8601 UTC).' })
  closedAt: Date | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'STOP and STOP_LIMIT: the stop price (the current version).' })
  stopPrice: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'TRAILING_STOP: the trail as an amount.' })
  trailAmount: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'TRAILING_STOP: the trail as a percent.' })
  trailPercent: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "While waiting: the stop's level now, on the tick grid (a trailing stop's moves with the best fresh quote).",
  })
  currentStop: Decimal | null;

  @Field(() => TimeInForce, { nullable: true, description: 'Waiting types: DAY or GTC.' })
  timeInForce: TimeInForce | null;

  @Field(() => Date, { nullable: true, description: 'When it expires (its hold released, reason EXPIRED_DAY or EXPIRED_GTC).' })
  expiresAt: Date | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A bracket: the take-profit its fill sets on the position.' })
  takeProfit: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A bracket: the stop-loss its fill sets on the position.' })
  stopLoss: Decimal | null;

  @Field(() => Int, { description: '1 as placed; each amendment is a new version (see orderVersions).' })
  version: number;

  @Field(() => Date, { nullable: true, description: 'When its stop triggered.' })
  triggeredAt: Date | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The stop level it triggered at.' })
  triggerPrice: Decimal | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True when the quote gapped through the stop: it filled at the quote (position buyPrice), not at triggerPrice.',
  })
  gapped: boolean | null;
}

@ObjectType({ description: 'One version of an order: as placed (1) or as amended.' })
export class OrderVersion {
  @Field(() => Int, { description: '1 as placed, then 2, 3… per amendment.' })
  version: number;

  @Field(() => Int, { description: 'Shares of this version.' })
  shares: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'Limit price of this version.' })
  limitPrice: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Stop price of this version.' })
  stopPrice: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Trail amount of this version.' })
  trailAmount: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Trail percent of this version.' })
  trailPercent: Decimal | null;

  @Field(() => DecimalScalar, { description: 'What this version held.' })
  heldAmount: Decimal;

  @Field({ description: 'When this version was made.' })
  at: Date;
}

@InputType({ description: "A pending order's new shares or prices (only the fields it has); a new version, its hold adjusted at once." })
export class AmendOrderInput {
  @Field(() => ID, { description: 'The pending order.' })
  @ShortText()
  id: string;

  @Field(() => Int, { nullable: true, description: 'New shares.' })
  @IsOptional()
  @IsInt({ context: { code: 'SHARES_INVALID' } })
  shares?: number | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'New limit price (LIMIT, STOP_LIMIT).' })
  @IsOptional()
  limitPrice?: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'New stop price (STOP, STOP_LIMIT not yet triggered).' })
  @IsOptional()
  stopPrice?: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'New trail amount (TRAILING_STOP).' })
  @IsOptional()
  trailAmount?: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'New trail percent (TRAILING_STOP).' })
  @IsOptional()
  trailPercent?: Decimal | null;

  @Field({ description: 'One per attempt: the same key with the same input returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: "An open position's take-profit and stop-loss as they should be from now on (null: none)." })
export class PositionProtectionInput {
  @Field(() => ID, { description: 'The open position.' })
  @ShortText()
  positionId: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Take-profit price (a long: above the bid; a short: below the ask); null for none.',
  })
  @IsOptional()
  takeProfit?: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'A fixed stop-loss price (a long: below the bid); null for none or a trailing one.',
  })
  @IsOptional()
  stopLoss?: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A trailing stop-loss by an amount (instead of stopLoss).' })
  @IsOptional()
  stopLossTrailAmount?: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A trailing stop-loss by a percent in (0, 50] (instead of stopLoss).' })
  @IsOptional()
  stopLossTrailPercent?: Decimal | null;

  @Field({ description: 'One per attempt: the same key with the same input returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@ObjectType({ description: 'A position: opened by a fill, closed once (trade detail fields of PRODUCT.md §4).' })
export class Position {
  @Field(() => ID, { description: 'The position id.' })
  id: string;

  @Field({ description: 'Transaction number.' })
  tradeNo: string;

  @Field({ description: 'The order that opened it.' })
  orderNo: string;

  @Field({ description: 'Instrument symbol.' })
  symbol: string;

  @Field({ description: 'Market code (ES, US, TW, GOLD).' })
  market: string;

  @Field(() => TradeDirection, { description: 'Long or short.' })
  direction: TradeDirection;

  @Field(() => Int, { description: 'Amount (shares).' })
  shares: number;

  @Field(() => Int, { description: 'The leverage.' })
  leverage: number;

  @Field({ description: 'ISO 4217 currency the instrument is priced in.' })
  quoteCurrency: string;

  @Field({ description: 'The balance it is paid from (USD for Taiwan).' })
  settlementCurrency: string;

  @Field(() => PositionStatus, { description: 'Open or closed.' })
  status: PositionStatus;

  @Field(() => DecimalScalar, { description: 'Buy price (entry): the recorded quote it filled at.' })
  buyPrice: Decimal;

  @Field({ description: 'Buy time.' })
  buyTime: Date;

  @Field(() => FillQuote, { description: 'The quote the opening fill used.' })
  buyQuote: FillQuote;

  @Field(() => DecimalScalar, { description: 'Total buy price: buy price × shares (quote currency).' })
  totalBuyPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Margin held, settlement currency.' })
  margin: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: 'TW only: quote units per settlement unit applied at opening.' })
  buyFxRate: Decimal | null;

  @Field(() => [Charge], { description: 'Every charge of opening, itemised.' })
  buyCharges: Charge[];

  @Field(() => DecimalScalar, { description: 'Buy fee: every opening charge, settlement currency.' })
  buyFee: Decimal;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Open positions: the price it would close at now (bid for long, ask for short).',
  })
  currentPrice: Decimal | null;

  @Field(() => DecimalScalar, { description: 'Market value: current (or sell) price × shares, quote currency.' })
  marketValue: Decimal;

  @Field(() => DecimalScalar, {
    description:
      'Profit and loss, settlement currency, net of every charge: while open, what closing now would make after the opening charges paid and the closing charges due; once closed, the realised net profit.',
  })
  profit: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: 'Watched positions: where the stop-out triggers.' })
  stopOutPrice: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Sell price (exit).' })
  sellPrice: Decimal | null;

  @Field(() => Date, { nullable: true, description: 'When it was closed (ISO-8601 UTC).' })
  sellTime: Date | null;

  @Field(() => FillQuote, { nullable: true, description: 'The quote the closing fill used.' })
  sellQuote: FillQuote | null;

  @Field(() => SellingType, { nullable: true, description: 'How it was closed.' })
  sellingType: SellingType | null;

  @Field(() => OrderOrigin, { description: 'What placed its opening order: the user, an institutional follow or the intraday strategy.' })
  origin: OrderOrigin;

  @Field(() => DecimalScalar, { nullable: true, description: 'TW only: quote units per settlement unit applied at closing.' })
  sellFxRate: Decimal | null;

  @Field(() => [Charge], { description: 'Every charge of closing, itemised (empty while open).' })
  sellCharges: Charge[];

  @Field(() => DecimalScalar, { nullable: true, description: 'Sell fee: every closing charge, settlement currency.' })
  sellFee: Decimal | null;

  @Field(() => DecimalScalar, { description: 'Securities transaction tax paid (Taiwan), settlement currency.' })
  transactionTax: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: '(sell − buy) × shares × direction, quote currency.' })
  grossProfitQuote: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Returned to the available balance on close.' })
  proceeds: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A loss beyond the margin, borne by Vela (negative balance protection).' })
  lossAbsorbed: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Open: its take-profit price, or null.' })
  takeProfit: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "Open: its stop-loss level now, on the tick grid (a trailing one's follows the best fresh quote), or null.",
  })
  stopLoss: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Open: a trailing stop-loss by amount.' })
  stopLossTrailAmount: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Open: a trailing stop-loss by percent.' })
  stopLossTrailPercent: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Closed by a take-profit or stop-loss: its level when it triggered.' })
  triggerPrice: Decimal | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Closed by a stop: true when the quote gapped through it (sellPrice is worse than triggerPrice).',
  })
  gapped: boolean | null;
}

@ObjectType({ description: 'A page of orders, newest first.' })
export class OrderPage {
  @Field(() => [Order], { description: 'The orders of this page.' })
  items: Order[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null at the end.' })
  nextCursor: string | null;
}

@ObjectType({ description: 'A page of positions, newest first.' })
export class PositionPage {
  @Field(() => [Position], { description: 'The positions of this page.' })
  items: Position[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null at the end.' })
  nextCursor: string | null;
}

@ObjectType({ description: 'A close at the current quote, shown in the confirm dialog.' })
export class ClosePreview {
  @Field(() => ID, { description: 'The position.' })
  positionId: string;

  @Field(() => DecimalScalar, {
    description: 'The price it would close at (bid for long, ask for short), in the quote currency, a decimal string.',
  })
  price: Decimal;

  @Field(() => FillQuote, { description: 'The current quote.' })
  quote: FillQuote;

  @Field({ description: 'Whether the market is open now (closing needs it).' })
  marketOpen: boolean;

  @Field(() => [Charge], { description: 'Charges of closing, itemised.' })
  charges: Charge[];

  @Field(() => DecimalScalar, { description: 'Sum of the closing charges, in the settlement currency, a decimal string.' })
  chargesTotal: Decimal;

  @Field(() => DecimalScalar, { description: 'What would return to the available balance, in the settlement currency, a decimal string.' })
  proceeds: Decimal;

  @Field(() => DecimalScalar, { description: 'Net of every charge, opening ones included.' })
  netProfit: Decimal;
}

@ObjectType({ description: "The user's trading money in one settlement currency, marked at the current quotes." })
export class PortfolioBalance {
  @Field({ description: 'Settlement currency (ISO 4217).' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Cash free to use, a decimal string.' })
  available: Decimal;

  @Field(() => DecimalScalar, { description: 'Cash held for pending withdrawals and orders, a decimal string.' })
  frozen: Decimal;

  @Field(() => DecimalScalar, {
    description: 'What the open positions would return if closed now: margin + gross profit − closing charges.',
  })
  positionValue: Decimal;

  @Field(() => DecimalScalar, { description: 'Available + frozen + position value.' })
  totalAssets: Decimal;

  @Field(() => DecimalScalar, { description: 'Open positions at the current quotes, net of opening and closing charges.' })
  floatingProfit: Decimal;

  @Field(() => DecimalScalar, { description: 'Closed positions (net of charges) plus floating profit.' })
  totalProfit: Decimal;

  @Field(() => DecimalScalar, { description: 'Sum of confirmed deposits, a decimal string.' })
  depositTotal: Decimal;
}

@ObjectType({ description: 'One open position marked at the current quote.' })
export class PositionMark {
  @Field(() => ID, { description: 'The position.' })
  positionId: string;

  @Field({ description: 'Instrument symbol.' })
  symbol: string;

  @Field(() => DecimalScalar, { description: 'The price it would close at now, in the quote currency, a decimal string.' })
  currentPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'currentPrice × shares, in the quote currency, a decimal string.' })
  marketValue: Decimal;

  @Field(() => DecimalScalar, { description: 'Net of the opening charges paid and the closing charges due now.' })
  profit: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: "Its stop-loss level now (a trailing one's moves live), or null." })
  stopLoss: Decimal | null;
}

@ObjectType({ description: 'Balances and open positions, marked at the current quotes; pushed live by `portfolioUpdates`.' })
export class Portfolio {
  @Field(() => [PortfolioBalance], { description: 'One per settlement currency.' })
  balances: PortfolioBalance[];

  @Field(() => [PositionMark], { description: 'Every open position, marked.' })
  marks: PositionMark[];

  @Field({ description: 'Quotes are simulated.' })
  simulated: boolean;

  @Field({ description: 'When it was marked (ISO-8601 UTC).' })
  at: Date;
}

@ObjectType({ description: 'A market trading rules: shown on the order panel.' })
export class MarketTradingRules {
  @Field({ description: 'Market code (ES, US, TW, GOLD).' })
  market: string;

  @Field(() => [Int], { description: 'The leverages an order may use.' })
  leverages: number[];

  @Field(() => Int, { description: 'Shares per lot; orders are whole multiples of it.' })
  lotSize: number;

  @Field(() => Int, { nullable: true, description: 'Positions with at least this leverage are closed at the end of the day.' })
  intradayLeverageFrom: number | null;

  @Field(() => DecimalScalar, { description: 'Equity ÷ margin at which a watched position is closed out.' })
  closeOutRatio: Decimal;

  @Field({ description: 'The balance trades of this market settle in.' })
  settlementCurrency: string;
}
