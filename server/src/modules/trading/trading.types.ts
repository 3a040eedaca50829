import type Decimal from 'decimal.js';
import { IsInt, IsOptional } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { ShortText } from '../../shared/validation';

export enum OrderType {
  MARKET = 'market',
  LIMIT = 'limit',
}
registerEnumType(OrderType, {
  name: 'OrderType',
  description: 'MARKET fills at once at the quote; LIMIT waits for the quote to reach its price.',
});

export enum TradeDirection {
  LONG = 'long',
  SHORT = 'short',
}
registerEnumType(TradeDirection, {
  name: 'TradeDirection',
  description: 'LONG (buy long) profits when the price rises, SHORT when it falls.',
});

export enum OrderStatus {
  PENDING = 'pending',
  FILLED = 'filled',
  CANCELLED = 'cancelled',
}
registerEnumType(OrderStatus, { name: 'OrderStatus' });

export enum PositionStatus {
  OPEN = 'open',
  CLOSED = 'closed',
}
registerEnumType(PositionStatus, { name: 'PositionStatus' });

export enum SellingType {
  MANUAL = 'manual',
  LIMIT = 'limit',
  STOP_OUT = 'stop_out',
  STRATEGY = 'strategy',
  END_OF_DAY = 'end_of_day',
}
registerEnumType(SellingType, { name: 'SellingType', description: 'How a position was closed.' });

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
});

@ObjectType({ description: 'One charge of a trade, disclosed before confirm and itemised after.' })
export class Charge {
  @Field(() => ChargeKind)
  kind: ChargeKind;

  @Field({ description: "How it is computed, e.g. '0.3%' or '0.005/share, min 1.00'." })
  basis: string;

  @Field(() => DecimalScalar, { description: 'In `currency` (the quote currency; FX_SPREAD in the settlement currency).' })
  amount: Decimal;

  @Field()
  currency: string;

  @Field(() => DecimalScalar, { description: 'What it costs in the settlement currency.' })
  settlementAmount: Decimal;
}

@ObjectType({ description: 'The quote a fill used, as the market-data source recorded it.' })
export class FillQuote {
  @Field(() => DecimalScalar)
  bid: Decimal;

  @Field(() => DecimalScalar)
  ask: Decimal;

  @Field()
  at: Date;

  @Field()
  source: string;

  @Field()
  simulated: boolean;
}

@InputType()
export class OrderPreviewInput {
  @Field({ description: 'Instrument symbol, e.g. US:AAPL.' })
  @ShortText()
  symbol: string;

  @Field(() => OrderType)
  orderType: OrderType;

  @Field(() => TradeDirection)
  direction: TradeDirection;

  @Field(() => Int, { description: 'Whole shares; a multiple of the lot size where the market has one (1,000 in Taiwan).' })
  @IsInt({ context: { code: 'SHARES_INVALID' } })
  shares: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'LIMIT orders only: on the tick grid.' })
  @IsOptional()
  limitPrice?: Decimal | null;

  @Field(() => Int, { defaultValue: 1, description: "One of the market's allowed leverages (see `tradingRules`)." })
  @IsInt({ context: { code: 'LEVERAGE_NOT_ALLOWED' } })
  leverage: number;
}

@InputType()
export class PlaceOrderInput extends OrderPreviewInput {
  @Field({ description: 'One per attempt: the same key with the same input returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@ObjectType({ description: 'Everything an order would cost, shown before the user confirms it.' })
export class OrderPreview {
  @Field()
  symbol: string;

  @Field(() => OrderType)
  orderType: OrderType;

  @Field(() => TradeDirection)
  direction: TradeDirection;

  @Field(() => Int)
  shares: number;

  @Field(() => Int)
  leverage: number;

  @Field(() => DecimalScalar, { description: 'The price it fills at (the ask to buy, the bid to sell) or the limit price.' })
  price: Decimal;

  @Field(() => FillQuote, { description: 'The current quote.' })
  quote: FillQuote;

  @Field({ description: 'Whether the market is open now (a MARKET order needs it to be).' })
  marketOpen: boolean;

  @Field()
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

  @Field(() => Int, { nullable: true })
  fxSpreadBps: number | null;

  @Field(() => [Charge], { description: 'Charges of opening.' })
  charges: Charge[];

  @Field(() => DecimalScalar)
  chargesTotal: Decimal;

  @Field(() => DecimalScalar, { description: 'Margin + charges: what leaves the available balance (held, for a LIMIT order).' })
  totalCost: Decimal;

  @Field(() => [Charge], { description: 'Charges closing it at the current quote would add (estimate, disclosed up front).' })
  closeChargesEstimate: Charge[];

  @Field(() => DecimalScalar, { nullable: true, description: 'Watched positions only: the price at which it would be stopped out.' })
  stopOutPrice: Decimal | null;

  @Field(() => DecimalScalar)
  available: Decimal;

  @Field()
  sufficientFunds: boolean;
}

@ObjectType({ description: 'An order: placed once, then filled or cancelled (never edited).' })
export class Order {
  @Field(() => ID)
  id: string;

  @Field()
  orderNo: string;

  @Field()
  symbol: string;

  @Field()
  market: string;

  @Field(() => TradeDirection)
  direction: TradeDirection;

  @Field(() => OrderType)
  orderType: OrderType;

  @Field(() => Int)
  shares: number;

  @Field(() => DecimalScalar, { nullable: true })
  limitPrice: Decimal | null;

  @Field(() => Int)
  leverage: number;

  @Field()
  quoteCurrency: string;

  @Field()
  settlementCurrency: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'LIMIT orders: held while pending (margin + charges at the limit).' })
  heldAmount: Decimal | null;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled: USER, or a refusal code when a fill could not be paid.' })
  cancelReason: string | null;

  @Field(() => ID, { nullable: true })
  positionId: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  closedAt: Date | null;
}

@ObjectType({ description: 'A position: opened by a fill, closed once (trade detail fields of PRODUCT.md §4).' })
export class Position {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Transaction number.' })
  tradeNo: string;

  @Field({ description: 'The order that opened it.' })
  orderNo: string;

  @Field()
  symbol: string;

  @Field()
  market: string;

  @Field(() => TradeDirection)
  direction: TradeDirection;

  @Field(() => Int, { description: 'Amount (shares).' })
  shares: number;

  @Field(() => Int)
  leverage: number;

  @Field()
  quoteCurrency: string;

  @Field()
  settlementCurrency: string;

  @Field(() => PositionStatus)
  status: PositionStatus;

  @Field(() => DecimalScalar, { description: 'Buy price (entry): the recorded quote it filled at.' })
  buyPrice: Decimal;

  @Field({ description: 'Buy time.' })
  buyTime: Date;

  @Field(() => FillQuote)
  buyQuote: FillQuote;

  @Field(() => DecimalScalar, { description: 'Total buy price: buy price × shares (quote currency).' })
  totalBuyPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Margin held, settlement currency.' })
  margin: Decimal;

  @Field(() => DecimalScalar, { nullable: true })
  buyFxRate: Decimal | null;

  @Field(() => [Charge])
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
      'Profit and loss, settlement currency: floating (gross, before closing charges) while open; net of every charge once closed.',
  })
  profit: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: 'Watched positions: where the stop-out triggers.' })
  stopOutPrice: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Sell price (exit).' })
  sellPrice: Decimal | null;

  @Field(() => Date, { nullable: true })
  sellTime: Date | null;

  @Field(() => FillQuote, { nullable: true })
  sellQuote: FillQuote | null;

  @Field(() => SellingType, { nullable: true })
  sellingType: SellingType | null;

  @Field(() => DecimalScalar, { nullable: true })
  sellFxRate: Decimal | null;

  @Field(() => [Charge])
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
}

@ObjectType()
export class OrderPage {
  @Field(() => [Order])
  items: Order[];

  @Field(() => String, { nullable: true })
  nextCursor: string | null;
}

@ObjectType()
export class PositionPage {
  @Field(() => [Position])
  items: Position[];

  @Field(() => String, { nullable: true })
  nextCursor: string | null;
}

@ObjectType({ description: 'A close at the current quote, shown in the confirm dialog.' })
export class ClosePreview {
  @Field(() => ID)
  positionId: string;

  @Field(() => DecimalScalar)
  price: Decimal;

  @Field(() => FillQuote)
  quote: FillQuote;

  @Field()
  marketOpen: boolean;

  @Field(() => [Charge])
  charges: Charge[];

  @Field(() => DecimalScalar)
  chargesTotal: Decimal;

  @Field(() => DecimalScalar)
  proceeds: Decimal;

  @Field(() => DecimalScalar, { description: 'Net of every charge, opening ones included.' })
  netProfit: Decimal;
}

@ObjectType({ description: "The user's trading money in one settlement currency, marked at the current quotes." })
export class PortfolioBalance {
  @Field()
  currency: string;

  @Field(() => DecimalScalar)
  available: Decimal;

  @Field(() => DecimalScalar)
  frozen: Decimal;

  @Field(() => DecimalScalar, { description: 'Open positions: margin + floating profit.' })
  positionValue: Decimal;

  @Field(() => DecimalScalar, { description: 'Available + frozen + position value.' })
  totalAssets: Decimal;

  @Field(() => DecimalScalar, { description: 'Open positions at the current quotes, before closing charges.' })
  floatingProfit: Decimal;

  @Field(() => DecimalScalar, { description: 'Closed positions (net of charges) plus floating profit.' })
  totalProfit: Decimal;

  @Field(() => DecimalScalar)
  depositTotal: Decimal;
}

@ObjectType({ description: 'One open position marked at the current quote.' })
export class PositionMark {
  @Field(() => ID)
  positionId: string;

  @Field()
  symbol: string;

  @Field(() => DecimalScalar)
  currentPrice: Decimal;

  @Field(() => DecimalScalar)
  marketValue: Decimal;

  @Field(() => DecimalScalar)
  profit: Decimal;
}

@ObjectType({ description: 'Balances and open positions, marked at the current quotes; pushed live by `portfolioUpdates`.' })
export class Portfolio {
  @Field(() => [PortfolioBalance])
  balances: PortfolioBalance[];

  @Field(() => [PositionMark])
  marks: PositionMark[];

  @Field({ description: 'Quotes are simulated.' })
  simulated: boolean;

  @Field()
  at: Date;
}

@ObjectType({ description: 'A market trading rules: shown on the order panel.' })
export class MarketTradingRules {
  @Field()
  market: string;

  @Field(() => [Int])
  leverages: number[];

  @Field(() => Int)
  lotSize: number;

  @Field(() => Int, { nullable: true, description: 'Positions with at least this leverage are closed at the end of the day.' })
  intradayLeverageFrom: number | null;

  @Field(() => DecimalScalar, { description: 'Equity ÷ margin at which a watched position is closed out.' })
  closeOutRatio: Decimal;

  @Field()
  settlementCurrency: string;
}
