import type Decimal from 'decimal.js';

// Inputs and outputs of the Spanish yearly tax computation (spain-fifo.ts). Money in the inputs is a
// Decimal or a decimal string (never a JS float); every money figure in the output is a Decimal in EUR,
// rounded to the cent as docs/tax-report.md explains.

/** A decimal as a Decimal or a plain decimal string ('41.20'). */
export type Dec = Decimal | string;
/** A number of shares: whole for trades (a JS integer is fine), a fraction for cash in lieu ('0.5'). */
export type ShareCount = number | Dec;

/**
 * EUR per one unit of `currency` on `date` ('YYYY-MM-DD'), e.g. the ECB reference rate of that day (the
 * caller decides which rate and what to do on a day without one). Never asked for EUR.
 */
export type EurRate = (currency: string, date: string) => Dec;

/** One itemised charge of a trade leg, as stored in open_charges / close_charges (amount in `currency`). */
export interface TaxCharge {
  kind: string;
  amount: Dec;
  currency: string;
}

interface EventBase {
  /** Unique in the stream: a position id for opens, a close's or an adjustment's id otherwise. */
  id: string;
  /** The instrument; equal symbols are homogeneous securities. */
  symbol: string;
  /** The instant it happened: orders the stream (ties keep the input order). */
  at: Date;
  /** Its trade date in the market's calendar, 'YYYY-MM-DD': picks the FX rate, the tax year, the two-month window. */
  date: string;
  /** A reference to show (trade or order number). */
  ref?: string;
}

interface Trade {
  shares: ShareCount;
  /** Per share, in `currency` (the quote currency). */
  price: Dec;
  currency: string;
  charges: readonly TaxCharge[];
}

/** A long position opened: an acquisition (a lot). `id` is the position's id. */
export interface BuyEvent extends EventBase, Trade {
  type: 'buy';
  leverage: number;
}

/** A long position closed: a sale, matched first-in-first-out against the symbol's lots whatever position was closed. */
export interface SellEvent extends EventBase, Trade {
  type: 'sell';
  leverage: number;
  /** The Vela position closed (shown only; FIFO decides which shares were sold). */
  positionId?: string;
}

/** A short position opened (the opening sale). `id` is the position's id. */
export interface ShortOpenEvent extends EventBase, Trade {
  type: 'shortOpen';
  leverage: number;
}

/** A short position closed (the closing purchase): all its remaining shares. */
export interface ShortCloseEvent extends EventBase, Trade {
  type: 'shortClose';
  /** The `id` of its shortOpen. */
  positionId: string;
}

/** A split of the symbol: `from` old shares become `to` (3-for-2: from 2, to 3). Applies to every lot and short held. */
export interface SplitEvent extends EventBase {
  type: 'split';
  from: Dec;
  to: Dec;
}

/**
 * Cash paid for a fraction left by a split: a sale of `shares` (post-split) at `price` (post-split, the
 * close it was taken at). A long's fraction is taken FIFO from the earliest lot; a short's (with
 * `shortPositionId`) is bought back from that short.
 */
export interface CashInLieuEvent extends EventBase {
  type: 'cashInLieu';
  shares: Dec;
  price: Dec;
  currency: string;
  charges?: readonly TaxCharge[];
  shortPositionId?: string;
}

/** A dividend payment (dividend_payments): amounts in `currency` (the settlement currency); net = gross − withholding. */
export interface DividendEvent {
  type: 'dividend';
  id: string;
  symbol: string;
  /** The pay date, 'YYYY-MM-DD'. */
  date: string;
  /** Where it was paid from and withheld: 'ES', 'US', 'TW'. */
  country: string;
  currency: string;
  gross: Dec;
  withholding: Dec;
  net: Dec;
  /** A short pays the dividend instead of receiving it. */
  direction: 'long' | 'short';
  ref?: string;
}

export type TradeEvent = BuyEvent | SellEvent | ShortOpenEvent | ShortCloseEvent | SplitEvent | CashInLieuEvent;
export type TaxEvent = TradeEvent | DividendEvent;

export interface SpainReportInput {
  year: number;
  /** The user's whole history up to now (earlier years give the lots; the next two months give wash-sale repurchases). */
  events: readonly TaxEvent[];
  rate: EurRate;
  /** The last day the events are complete for: a loss whose two months after run past it is flagged provisional. */
  asOf?: string;
}

// ---- output ----

/** The sale leg of a line (a long's sale, a cash in lieu, a short's opening sale). */
export interface SaleLeg {
  date: string;
  shares: Decimal;
  /** Per share, in `currency` (split-adjusted for a short's opening sale). */
  price: Decimal;
  currency: string;
  /** EUR per unit of `currency` on `date` (1 for EUR). */
  rate: Decimal;
  /** shares × price × rate, to the cent. */
  gross: Decimal;
  charges: Decimal;
  /** gross − charges. */
  proceeds: Decimal;
  /** A short's opening sale taken across a split: shares and price in post-split terms. */
  splitAdjusted: boolean;
}

/** Shares of one acquisition consumed by a line (a lot; for a short, the closing purchase). */
export interface AcquisitionPart {
  lotId: string;
  ref: string | null;
  date: string;
  shares: Decimal;
  /** Per share in `currency` at acquisition (split-adjusted when `splitAdjusted`). */
  price: Decimal;
  currency: string;
  rate: Decimal;
  value: Decimal;
  charges: Decimal;
  /** Losses deferred by the two-month rule and added to this lot's cost, the part carried by these shares. */
  deferredLoss: Decimal;
  /** The sales whose deferred losses the lot carries. */
  deferredFrom: { saleId: string; date: string }[];
  leverage: number;
  splitAdjusted: boolean;
}

export interface WashTrigger {
  acquisitionId: string;
  ref: string | null;
  date: string;
  /** The acquisition's shares matched to the sold shares (in the acquisition's own units). */
  shares: Decimal;
  /** Bought in the two months before the sale (and still held after it) or after. */
  when: 'before' | 'after';
  /** The part of the deferred loss added to its cost. */
  deferredLoss: Decimal;
}

export interface WashSale {
  windowFrom: string;
  windowTo: string;
  /** Sold shares matched by homogeneous acquisitions in the window. */
  matchedShares: Decimal;
  deferredLoss: Decimal;
  triggers: WashTrigger[];
}

export interface LineFlags {
  /** Some or all of the loss is not computable this year (two-month rule). */
  washSaleDeferred: boolean;
  /** A loss whose two months after the sale run past `asOf`: a repurchase may still defer it. */
  washWindowOpen: boolean;
  short: boolean;
  /** The closing position or a lot consumed had leverage above 1. */
  leveraged: boolean;
  cashInLieu: boolean;
}

/** A structured step of "how this figure was computed": a code and string params the UI translates. */
export interface ExplanationStep {
  code:
    | 'SALE'
    | 'CASH_IN_LIEU'
    | 'SHORT_SALE'
    | 'LOT'
    | 'BUY_BACK'
    | 'COST'
    | 'RESULT'
    | 'WASH_SALE'
    | 'WASH_TRIGGER'
    | 'WASH_WINDOW_OPEN'
    | 'LEVERAGED';
  params: Record<string, string>;
}

export interface RealisedLine {
  /** The id of the event that realised it (the sale, the short's close, the cash in lieu). */
  id: string;
  ref: string | null;
  symbol: string;
  kind: 'sale' | 'short' | 'cashInLieu';
  /** When the gain or loss was realised (a short: its close). */
  date: string;
  /** The Vela position closed, when known. */
  positionId: string | null;
  sale: SaleLeg;
  acquisitions: AcquisitionPart[];
  grossProceeds: Decimal;
  saleCharges: Decimal;
  /** Transmission value: gross proceeds − sale charges. */
  proceeds: Decimal;
  acquisitionValue: Decimal;
  acquisitionCharges: Decimal;
  /** Deferred losses of earlier sales carried into this cost (integrated now). */
  deferredLossesIncluded: Decimal;
  /** Acquisition value: acquisitionValue + acquisitionCharges + deferredLossesIncluded. */
  cost: Decimal;
  /** proceeds − cost. */
  gain: Decimal;
  /** The part of a loss not computable now (≥ 0, at most −gain). */
  deferredLoss: Decimal;
  /** gain + deferredLoss: what counts this year. */
  computableGain: Decimal;
  leverage: number;
  flags: LineFlags;
  washSale: WashSale | null;
  explanation: ExplanationStep[];
}

export interface RealisedTotals {
  lines: number;
  grossProceeds: Decimal;
  saleCharges: Decimal;
  proceeds: Decimal;
  acquisitionValue: Decimal;
  acquisitionCharges: Decimal;
  deferredLossesIncluded: Decimal;
  cost: Decimal;
  /** Sum of computable gains of the lines that gained. */
  gains: Decimal;
  /** Sum of computable losses (positive), deferred parts excluded. */
  losses: Decimal;
  /** Sum of losses deferred by the two-month rule (positive). */
  deferredLosses: Decimal;
  /** gains − losses (= Σ gain + deferredLosses). */
  net: Decimal;
}

export interface DividendLine {
  id: string;
  ref: string | null;
  symbol: string;
  date: string;
  country: string;
  direction: 'long' | 'short';
  currency: string;
  rate: Decimal;
  gross: Decimal;
  withholding: Decimal;
  net: Decimal;
  /** In EUR: gross and withholding to the cent, net = gross − withholding. */
  grossEur: Decimal;
  withholdingEur: Decimal;
  netEur: Decimal;
}

export interface DividendCountryTotal {
  country: string;
  payments: number;
  gross: Decimal;
  withholding: Decimal;
  net: Decimal;
}

export interface DividendSection {
  /** Every payment of the year, longs and shorts. */
  payments: DividendLine[];
  /** Dividends received (longs), by source country, sorted by country. */
  byCountry: DividendCountryTotal[];
  received: { gross: Decimal; withholding: Decimal; net: Decimal };
  /** Dividends a short paid to the lender (EUR): not income, listed apart. */
  paidOnShorts: Decimal;
}

export interface SpainTaxReport {
  jurisdiction: 'ES';
  year: number;
  asOf: string | null;
  lines: RealisedLine[];
  totals: RealisedTotals;
  dividends: DividendSection;
}
