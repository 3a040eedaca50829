// The monthly statement's data, read by monthly-statement.ts and drawn by monthly-statement-render.ts.
import type Decimal from 'decimal.js';
import type { MonthKey } from './document-build';

export interface StatementLine {
  entryId: string;
  /** The order in which the entry was applied to the user's accounts (the running balance follows it). */
  seq: string;
  at: Date;
  kind: string;
  memo: string | null;
  referenceType: string | null;
  /** The order or trade number (ledger_entries.reference_no). */
  orderNo: string | null;
  /** The instrument of a trade, the currency pair of a transfer (ledger_entries.reference_label). */
  label: string | null;
  availableChange: Decimal;
  frozenChange: Decimal;
  availableAfter: Decimal;
  frozenAfter: Decimal;
}

export interface Balances {
  available: Decimal;
  frozen: Decimal;
}

export interface MonthHold {
  holdId: string;
  since: Date;
  /** The kind of the entry that froze it ('order_hold', 'withdrawal_hold'…). */
  kind: string;
  orderNo: string | null;
  label: string | null;
  amount: Decimal;
}

export interface MonthEndPosition {
  positionId: string;
  tradeNo: string;
  symbol: string;
  /** The instrument's name by language, and its default. */
  names: Record<string, string>;
  name: string;
  direction: 'long' | 'short';
  /** The shares held at the month's end (a split after it is undone from the position's adjustments). */
  shares: number;
  entryPrice: Decimal;
  quoteCurrency: string;
  settlementCurrency: string;
  margin: Decimal;
  /** The instrument's last daily close on or before the month's last day, as traded; null when it has none. */
  close: Decimal | null;
  closeDay: string | null;
  /** shares × close, in the quote currency. */
  marketValue: Decimal | null;
  /** (close − entry) × shares, negated for a short, in the quote currency, before charges. */
  unrealised: Decimal | null;
  /** The close comes from the simulated feed (the instrument's stored quote is simulated). */
  simulated: boolean;
}

export interface DividendSums {
  count: number;
  gross: Decimal;
  withholding: Decimal;
  net: Decimal;
  /** Gross paid to lenders on short positions. */
  shortPaid: Decimal;
  simulated: boolean;
}

export interface StatementCurrency {
  currency: string;
  opening: Balances;
  closing: Balances;
  lines: StatementLine[];
  /** Trading charges of the legs filled this month, by kind, in this (settlement) currency. */
  charges: Array<{ kind: string; amount: Decimal }>;
  dividends: DividendSums;
  holds: MonthHold[];
  positions: MonthEndPosition[];
}

export interface MonthlyStatementData {
  userId: string;
  month: MonthKey;
  /** The month's first instant (UTC) and the next month's (exclusive). */
  start: Date;
  end: Date;
  firstDay: string;
  lastDay: string;
  currencies: StatementCurrency[];
}
