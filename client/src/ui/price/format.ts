import type { IntlShape } from 'react-intl';

/**
 * Number formatting for market data. Values arrive as decimal strings (GraphQL `Decimal`) and are
 * handed to Intl as strings, which formats them exactly (Intl.NumberFormat v3): no float rounding.
 */
type Intl = Pick<IntlShape, 'formatNumber'>;
type Numeric = Intl.StringNumericLiteral;

/** A plain decimal string as the server writes it ("-12.50", "7", ".5"); nothing else is formatted. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function parts(value: string): { negative: boolean; int: string; frac: string } {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`not a decimal: ${value}`);
  return { negative: m[1] === '-', int: m[2], frac: m[3] ?? '' };
}

const asNumeric = (value: string): Numeric => {
  parts(value);
  return value.trim() as Numeric;
};

/**
 * The value divided by 10^n, still exact: the decimal string with an exponent ("1.5" → "1.5e-2"),
 * which Intl reads as that exact decimal. (No decimal library in the first screen's JS.)
 */
const scaledDown = (value: string | number, n: number): Numeric => `${asNumeric(String(value))}e-${n}` as Numeric;

/** Decimals of a value without its trailing zeros ("0.010" → 2, "5" → 0). */
function decimalPlaces(value: string): number {
  return parts(value).frac.replace(/0+$/, '').length;
}

/**
 * Thousands grouped the same way in every figure: Spanish groups "1.085" like "12.085" (its default
 * leaves four-digit numbers ungrouped, which mixes "1085,00 €" with "12.085,00 €" on one screen).
 */
export const GROUPING = { useGrouping: 'always' } as const;

/** Prices: at least 2, at most 4 decimals (PRODUCT.md §3). */
export const PRICE_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 4 } as const;
/** Money (cash amounts, market value in full): exactly 2 decimals. */
export const MONEY_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export type Direction = 'up' | 'down' | 'flat';

/**
 * The direction of a change. Its colour follows the reader (PRODUCT.md §11): CSS .price--up / .price--down
 * read the `--up` / `--down` pair (green up elsewhere, red up for Chinese readers, or the reader's choice).
 */
export function directionOf(change: string | null | undefined): Direction {
  if (!change) return 'flat';
  const p = parts(change);
  if (!/[1-9]/.test(p.int + p.frac)) return 'flat';
  return p.negative ? 'down' : 'up';
}

/**
 * How many decimals a decimal string is written with ("7.590" → 3, "12" → 0). The server writes quotes
 * on the instrument's tick grid ("7.590" where the tick is 0.001), so this is the instrument's precision.
 */
export function writtenDecimals(value: string | null | undefined): number {
  if (!value) return 0;
  const m = /\.(\d+)$/.exec(value.trim());
  return m ? m[1].length : 0;
}

/**
 * The instrument's price precision (PRODUCT.md §11: prices keep the tick's precision on every screen):
 * the decimals of its tick size, or of a quote written on its grid; at least 2, at most 4.
 */
export function tickDigits(tickSize?: string | null, quotePrice?: string | null): number {
  const fromTick = tickSize ? decimalPlaces(tickSize) : 0;
  const d = Math.max(PRICE_DIGITS.minimumFractionDigits, fromTick, writtenDecimals(quotePrice));
  return Math.min(d, PRICE_DIGITS.maximumFractionDigits);
}

/**
 * How many decimals to show a set of prices of one instrument with, so they line up: the most any of
 * them has, at least 2 and at most 4 ("7.50" beside "7.594" reads "7.500").
 */
export function priceDigits(values: readonly (string | null | undefined)[]): number {
  let digits: number = PRICE_DIGITS.minimumFractionDigits;
  for (const v of values) {
    if (v) digits = Math.max(digits, decimalPlaces(v));
  }
  return Math.min(digits, PRICE_DIGITS.maximumFractionDigits);
}

/**
 * A price, optionally with its currency symbol. The locale's own symbol ("NT$" in English, "$" in
 * Taiwan, "US$" there for dollars): never a bare "$" that could be either.
 */
export function formatPrice(intl: Intl, value: string, currency?: string, minDigits?: number): string {
  return intl.formatNumber(asNumeric(value), {
    ...GROUPING,
    ...PRICE_DIGITS,
    ...(minDigits === undefined ? {} : { minimumFractionDigits: minDigits }),
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
  });
}

/** Which way a limit rounds onto the tick grid: a ceiling (at most) down, a floor (at least) up. */
export type PriceBound = 'ceiling' | 'floor';

/**
 * A price on exactly `digits` decimals (the instrument's tick precision), optionally with its currency.
 * A plain price rounds half away from zero (it is on the grid already); a `bound` rounds the way that
 * keeps its meaning for prices on the grid: "at most 204.102" is "at most 204.10" when the tick is 0.01.
 */
export function formatTickPrice(intl: Intl, value: string, digits: number, currency?: string, bound?: PriceBound): string {
  return intl.formatNumber(asNumeric(value), {
    ...GROUPING,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: bound === 'ceiling' ? 'floor' : bound === 'floor' ? 'ceil' : 'halfExpand',
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
  } as Parameters<Intl['formatNumber']>[1]);
}

/**
 * A negative amount written with the minus sign (U+2212), whatever the locale's data says: CLDR gives
 * Spanish and English the hyphen-minus, which read "-0,86 US$" beside "−" elsewhere (issue 30).
 */
export function withMinusSign(formatted: string): string {
  return formatted.replace('-', '\u2212');
}

/** A cash amount with its currency, two decimals: the one money format (`useFormatMoney` is this as a hook). */
export function formatMoney(
  intl: Intl,
  value: string,
  currency: string,
  signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto',
): string {
  // Not checked as a decimal (asNumeric): a screen showing a figure must never throw on one.
  return withMinusSign(
    intl.formatNumber(String(value).trim() as Numeric, {
      ...GROUPING,
      ...MONEY_DIGITS,
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      signDisplay,
    }),
  );
}

/** The change in price, signed: "+1.25", "−0.5" → "-0.50"; on `minDigits` decimals to match the price. */
export function formatChange(intl: Intl, value: string, minDigits?: number): string {
  return intl.formatNumber(asNumeric(value), {
    ...GROUPING,
    ...PRICE_DIGITS,
    ...(minDigits === undefined ? {} : { minimumFractionDigits: minDigits }),
    signDisplay: 'exceptZero',
  });
}

/** An exchange rate: four decimals ("1 USD = 29.8772 TWD"), in the reader's digits. */
export function formatRate(intl: Intl, value: string): string {
  return intl.formatNumber(asNumeric(value), { ...GROUPING, minimumFractionDigits: 4, maximumFractionDigits: 4 });
}

/** Basis points as a percentage ("50" → "0.50%"): no jargon on screen. */
export function formatBps(intl: Intl, bps: string | number): string {
  const fraction = scaledDown(bps, 4);
  return intl.formatNumber(fraction, { ...GROUPING, style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/**
 * A rate written as a percentage ("0.1425%", "0.3%"), in the reader's format ("0,1425 %"), keeping
 * its written precision.
 */
export function formatPercentText(intl: Intl, percent: string): string {
  const d = writtenDecimals(percent);
  const fraction = scaledDown(percent, 2);
  return intl.formatNumber(fraction, {
    ...GROUPING,
    style: 'percent',
    minimumFractionDigits: Math.min(d, 6),
    maximumFractionDigits: Math.min(Math.max(d, 2), 6),
  });
}

/** A number as written, in the reader's digits and separators ("0.005" → "0,005", "20.60" → "20,60"). */
export function formatWritten(intl: Intl, value: string): string {
  const d = Math.min(writtenDecimals(value), 8);
  return intl.formatNumber(asNumeric(value), { ...GROUPING, minimumFractionDigits: d, maximumFractionDigits: d });
}

/** The change in percent, signed; `value` is in percent units ("1.5" = 1.5 %). */
export function formatPercent(intl: Intl, value: string): string {
  const fraction = scaledDown(value, 2);
  return intl.formatNumber(fraction, {
    ...GROUPING,
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

/** A whole count (shares, lots) in the reader's digits, grouped like every other figure. */
export function formatCount(intl: Intl, value: number | string): string {
  return intl.formatNumber(asNumeric(String(value)), { ...GROUPING, maximumFractionDigits: 0 });
}
