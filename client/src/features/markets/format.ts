import Decimal from 'decimal.js';
import type { IntlShape } from 'react-intl';

/**
 * Number formatting for market data. Values arrive as decimal strings (GraphQL `Decimal`) and are
 * handed to Intl as strings, which formats them exactly (Intl.NumberFormat v3): no float rounding.
 */
type Intl = Pick<IntlShape, 'formatNumber'>;
type Numeric = Intl.StringNumericLiteral;

const asNumeric = (value: string): Numeric => new Decimal(value).toFixed() as Numeric;

/** Prices: at least 2, at most 4 decimals (PRODUCT.md §3). */
export const PRICE_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 4 } as const;
/** Money (cash amounts, market value in full): exactly 2 decimals. */
export const MONEY_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export type Direction = 'up' | 'down' | 'flat';

/**
 * Colour convention (one for the whole app): rises green, falls red, unchanged grey, as on the
 * European and US screens most of our users know. CSS: .price--up / .price--down / .price--flat.
 */
export function directionOf(change: string | null | undefined): Direction {
  if (!change) return 'flat';
  const d = new Decimal(change);
  if (d.isZero()) return 'flat';
  return d.isPositive() ? 'up' : 'down';
}

/**
 * How many decimals to show a set of prices of one instrument with, so they line up: the most any of
 * them has, at least 2 and at most 4 ("7.50" beside "7.594" reads "7.500").
 */
export function priceDigits(values: readonly (string | null | undefined)[]): number {
  let digits: number = PRICE_DIGITS.minimumFractionDigits;
  for (const v of values) {
    if (v) digits = Math.max(digits, new Decimal(v).decimalPlaces());
  }
  return Math.min(digits, PRICE_DIGITS.maximumFractionDigits);
}

/**
 * A price, optionally with its currency symbol. The locale's own symbol ("NT$" in English, "$" in
 * Taiwan, "US$" there for dollars): never a bare "$" that could be either.
 */
export function formatPrice(intl: Intl, value: string, currency?: string, minDigits?: number): string {
  return intl.formatNumber(asNumeric(value), {
    ...PRICE_DIGITS,
    ...(minDigits === undefined ? {} : { minimumFractionDigits: minDigits }),
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
  });
}

/** A cash amount with its currency, two decimals. */
export function formatMoney(intl: Intl, value: string, currency: string): string {
  return intl.formatNumber(asNumeric(value), { ...MONEY_DIGITS, style: 'currency', currency, currencyDisplay: 'symbol' });
}

/** The change in price, signed: "+1.25", "−0.5" → "-0.50". */
export function formatChange(intl: Intl, value: string): string {
  return intl.formatNumber(asNumeric(value), { ...PRICE_DIGITS, signDisplay: 'exceptZero' });
}

/** The change in percent, signed; `value` is in percent units ("1.5" = 1.5 %). */
export function formatPercent(intl: Intl, value: string): string {
  const fraction = new Decimal(value).div(100).toFixed() as Numeric;
  return intl.formatNumber(fraction, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
}

/** Share volume, compact in the reader's language ("12.5M", "1250萬"). */
export function formatVolume(intl: Intl, value: string): string {
  return intl.formatNumber(asNumeric(value), { notation: 'compact', maximumFractionDigits: 2 });
}

/** A large amount of money, compact ("$3.1T", "3.1 Bn €"). */
export function formatCompactMoney(intl: Intl, value: string, currency: string): string {
  return intl.formatNumber(asNumeric(value), {
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
  });
}
