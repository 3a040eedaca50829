import Decimal from 'decimal.js';

/** The currencies a list can show prices in (PRODUCT.md §3). */
export const DISPLAY_CURRENCIES = ['EUR', 'USD', 'TWD', 'MYR'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/** One fxRates entry: `pair` is BASE+QUOTE (e.g. "EURUSD": 1 EUR = `rate` USD). */
export interface FxRateLike {
  pair: string;
  rate: string;
}

/** Digits kept after converting; the price formatter then shows at most four. */
const CONVERTED_DECIMALS = 8;

/** How many US dollars one unit of `currency` is worth, from the rates given, or null when unknown. */
function usdPer(currency: string, rates: readonly FxRateLike[]): Decimal | null {
  if (currency === 'USD') return new Decimal(1);
  for (const { pair, rate } of rates) {
    const r = new Decimal(rate);
    if (r.lte(0)) continue;
    if (pair === `${currency}USD`) return r;
    if (pair === `USD${currency}`) return new Decimal(1).div(r);
  }
  return null;
}

/**
 * An amount in `from` shown in `to`, through US dollars, in decimal arithmetic (never floats).
 * Null when a rate is missing: the caller then shows the amount in its own currency.
 */
export function convertForDisplay(amount: string, from: string, to: string, rates: readonly FxRateLike[]): string | null {
  if (from === to) return amount;
  const fromUsd = usdPer(from, rates);
  const toUsd = usdPer(to, rates);
  if (!fromUsd || !toUsd) return null;
  return new Decimal(amount).mul(fromUsd).div(toUsd).toDecimalPlaces(CONVERTED_DECIMALS).toFixed();
}
