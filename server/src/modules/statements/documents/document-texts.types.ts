import type { BasisWords } from './document-format';

// The shape of the documents' own texts: one record per language (document-texts-en.ts, -es.ts, -fr.ts,
// -cjk.ts), so a text missing in one language is a compile error. Parameters arrive
// already formatted (dates, figures, codes).

export type OrderTypeKey = 'market' | 'limit' | 'allotment' | 'stop' | 'stop_limit' | 'trailing_stop';
export type SellingTypeKey =
  | 'manual'
  | 'limit'
  | 'stop_out'
  | 'strategy'
  | 'end_of_day'
  | 'loan_liquidation'
  | 'stop_loss'
  | 'take_profit'
  | 'trailing_stop'
  | 'cash_in_lieu'
  | 'other';
export type ChargeKindKey =
  | 'COMMISSION'
  | 'TRANSACTION_TAX'
  | 'FINANCIAL_TRANSACTION_TAX'
  | 'SEC_FEE'
  | 'FINRA_TAF'
  | 'FX_SPREAD'
  | 'OTHER';
export type QuoteSourceKey = 'simulated' | 'replay' | 'yahoo';

export interface StatementTexts {
  title: string;
  /** The header's period: "December 2026 (UTC)". */
  period: (month: string) => string;
  /** What the month is: its first and last days, in UTC. */
  coverage: (from: string, to: string) => string;
  /** A currency's section: "EUR account". */
  account: (currency: string) => string;
  openingAvailable: string;
  openingFrozen: string;
  closingAvailable: string;
  closingFrozen: string;
  noTransactions: string;
  col: {
    date: string;
    description: string;
    reference: string;
    instrument: string;
    availableChange: string;
    frozenChange: string;
    availableAfter: string;
  };
  charges: (currency: string) => string;
  chargesNone: string;
  chargesTotal: string;
  dividends: (currency: string) => string;
  dividendsNone: string;
  dividendsGross: string;
  dividendsWithholding: string;
  dividendsNet: string;
  dividendsShortPaid: string;
  holds: (currency: string) => string;
  holdsNone: string;
  holdsTotal: string;
  holdCol: { since: string; description: string; reference: string; instrument: string; amount: string };
  positions: (currency: string) => string;
  positionsNone: string;
  /** How the positions are valued (the last daily close of the month, in the instrument's currency). */
  positionsNote: string;
  positionsSimulated: string;
  positionCol: {
    trade: string;
    instrument: string;
    direction: string;
    shares: string;
    entryPrice: string;
    close: string;
    marketValue: string;
    unrealised: string;
    margin: string;
  };
  /** An instrument with no daily close up to the month's end. */
  noClose: string;
}

export interface ConfirmationTexts {
  title: string;
  openLeg: (tradeNo: string) => string;
  closeLeg: (tradeNo: string) => string;
  orderNo: string;
  tradeNo: string;
  instrument: string;
  orderType: string;
  side: string;
  direction: string;
  shares: string;
  limitPrice: string;
  stopPrice: string;
  trail: string;
  timeInForce: string;
  placedAt: string;
  filledAt: string;
  closedAt: string;
  leverage: string;
  sellingType: string;
  triggerPrice: string;
  gapped: string;
  quote: string;
  bid: string;
  ask: string;
  quoteTime: string;
  source: string;
  fill: string;
  fillPrice: string;
  notional: string;
  margin: string;
  fxRate: string;
  charges: string;
  chargeKind: string;
  basis: string;
  amount: string;
  inSettlement: (currency: string) => string;
  chargesTotal: string;
  settlement: string;
  netDebited: string;
  grossPnl: string;
  proceeds: string;
  lossAbsorbed: string;
  netProfit: string;
  /** A split changed the position after this fill. */
  splitNote: (shares: string) => string;
  simulatedQuote: string;
  yes: string;
  no: string;
  buy: string;
  sell: string;
}

export interface DocumentTexts {
  /** The footer's page numbers. */
  page: (page: number, pages: number) => string;
  /** The label on simulated figures. */
  simulated: string;
  /** The footer's note: when the document was made. */
  generated: (at: string) => string;
  statement: StatementTexts;
  confirmation: ConfirmationTexts;
  directions: Record<'long' | 'short', string>;
  orderTypes: Record<OrderTypeKey, string>;
  timeInForce: Record<'day' | 'gtc', string>;
  sellingTypes: Record<SellingTypeKey, string>;
  chargeKinds: Record<ChargeKindKey, string>;
  chargesNone: string;
  sources: Record<QuoteSourceKey, string>;
  basis: BasisWords;
}
