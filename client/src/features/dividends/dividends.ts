import type { IntlShape } from 'react-intl';
import { GROUPING } from '../../ui/price/format';

/**
 * The user's dividends as Mine → Dividends and a position's detail show them (issue 35). Pure, no float
 * arithmetic: amounts and rates stay decimal strings, handed to Intl as they are.
 */

/** The fields the arrangement reads. */
export interface PaymentLike {
  status: string;
  direction: string;
}

/** Pending payments first (they are still to come), the rest in the server's order (newest first). */
export function pendingFirst<T extends PaymentLike>(items: readonly T[]): T[] {
  return [...items.filter((d) => d.status === 'PENDING'), ...items.filter((d) => d.status !== 'PENDING')];
}

/** A decimal string with the other sign ("2.93" → "-2.93"); zero stays zero. */
export function negated(value: string): string {
  const v = value.trim();
  if (!/[1-9]/.test(v)) return v.replace(/^-/, '');
  return v.startsWith('-') ? v.slice(1) : `-${v.replace(/^\+/, '')}`;
}

/**
 * What a payment did to the user's cash: a long's net (credited, gross less withholding), a short's net
 * as a debit (it paid the lender the gross). Null while pending.
 */
export function signedNet(d: PaymentLike & { net?: string | null }): string | null {
  if (d.net == null) return null;
  return d.direction === 'SHORT' ? negated(d.net) : d.net;
}

/** A withholding rate ("0.19") as a percentage in the reader's format ("19%", "19 %"), up to two decimals. */
export function formatRatePercent(intl: Pick<IntlShape, 'formatNumber'>, rate: string): string {
  return intl.formatNumber(rate.trim() as Intl.StringNumericLiteral, { ...GROUPING, style: 'percent', maximumFractionDigits: 2 });
}

/** One row of the server's withholding table (the public `withholdingRates`). */
export interface RateRow {
  market: string;
  from: string;
  rate: string;
  condition?: string | null;
  residence: string;
}

/** The rates of one market in force on a day: one rate, or one with the W-8BEN and one without. */
export interface MarketRates {
  market: string;
  rate?: string;
  treaty?: string;
  noTreaty?: string;
}

/**
 * The rates in force on `today` (YYYY-MM-DD), per market in the table's order: for each market and
 * condition, the row with the latest `from` not after today (a later row replaces an earlier one).
 * A market with no row in force yet is left out.
 */
export function ratesInForce(rows: readonly RateRow[], today: string): MarketRates[] {
  const latest = new Map<string, RateRow>();
  for (const row of rows) {
    if (row.from > today) continue;
    const key = `${row.market}|${row.condition ?? ''}`;
    const seen = latest.get(key);
    if (!seen || row.from > seen.from) latest.set(key, row);
  }
  // Each market where the table first names it.
  const markets = new Map<string, MarketRates>(rows.map((row) => [row.market, { market: row.market }]));
  for (const row of latest.values()) {
    const m = markets.get(row.market) as MarketRates;
    if (row.condition === 'treaty_form') m.treaty = row.rate;
    else if (row.condition === 'no_treaty_form') m.noTreaty = row.rate;
    else m.rate = row.rate;
  }
  return [...markets.values()].filter((m) => m.rate !== undefined || m.treaty !== undefined || m.noTreaty !== undefined);
}

/** "ES:ITX" → "ES". */
export function marketOfSymbol(symbol: string): string {
  const i = symbol.indexOf(':');
  return i < 0 ? '' : symbol.slice(0, i);
}

/** "ES:ITX" → "ITX". */
export function codeOfSymbol(symbol: string): string {
  const i = symbol.indexOf(':');
  return i < 0 ? symbol : symbol.slice(i + 1);
}
