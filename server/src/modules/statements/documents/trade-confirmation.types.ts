// A trade confirmation's data, read by trade-confirmation.ts and drawn by trade-confirmation-render.ts.
import type Decimal from 'decimal.js';

export interface ConfirmationCharge {
  kind: string;
  basis: string;
  /** In `currency` (the quote currency; the FX spread in the settlement currency). */
  amount: Decimal;
  currency: string;
  /** What it cost in the settlement currency. */
  settlementAmount: Decimal;
}

export interface ConfirmationQuote {
  bid: Decimal;
  ask: Decimal;
  at: Date;
  source: string;
  simulated: boolean;
}

export interface TradeConfirmationData {
  leg: 'open' | 'close';
  positionId: string;
  tradeNo: string;
  orderNo: string;
  symbol: string;
  names: Record<string, string>;
  name: string;
  direction: 'long' | 'short';
  /** The shares of this fill (the opening's as filled, before any later split). */
  shares: number;
  /** The shares now, when a split changed them after the opening; else null. */
  sharesAfterSplit: number | null;
  leverage: number;
  quoteCurrency: string;
  settlementCurrency: string;
  order: {
    type: string;
    timeInForce: string | null;
    limitPrice: Decimal | null;
    stopPrice: Decimal | null;
    trailAmount: Decimal | null;
    trailPercent: Decimal | null;
    placedAt: Date;
  };
  /** The level a stop order or a triggered close fired at, and whether the quote gapped through it. */
  trigger: { price: Decimal; gapped: boolean } | null;
  sellingType: string | null;
  /** The fill: its instant, price and quote. */
  at: Date;
  openedAt: Date;
  price: Decimal;
  /** The entry price, for a close (the profit is counted from it). */
  entryPrice: Decimal;
  quote: ConfirmationQuote;
  /** Quote units per settlement unit applied, where the currencies differ. */
  fxRate: Decimal | null;
  margin: Decimal;
  charges: ConfirmationCharge[];
  chargesTotal: Decimal;
  /** Close only: the gross profit in the quote currency, the cash returned, the loss beyond the margin and the net profit. */
  grossPnlQuote: Decimal | null;
  proceeds: Decimal | null;
  lossAbsorbed: Decimal | null;
  netProfit: Decimal | null;
}
