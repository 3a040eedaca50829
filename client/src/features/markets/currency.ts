import Big from 'big.js';

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

/*
 * Every step rounded to 20 significant digits, half up, as decimal.js did (big.js multiplies exactly and
 * divides to 20 decimal places): through an inexact 1 ÷ rate, an exact tie on the 9th decimal (e.g.
 * 1.0001 EUR in TWD = 35.211770825) otherwise rounds the other way.
 */
const STEP_DIGITS = 20;
/** A big.js of its own (the shared one is left alone) that divides truncating. */
const Truncating = Big();
Truncating.RM = Big.roundDown;

function times(a: Big, b: Big): Big {
  return a.times(b).prec(STEP_DIGITS, Big.roundHalfUp);
}

function div(a: Big, b: Big): Big {
  // At least one digit more than kept, truncated, then rounded once: the exactly rounded quotient.
  Truncating.DP = Math.max(0, STEP_DIGITS + 1 - (a.e - b.e));
  return new Big(new Truncating(a).div(b).prec(STEP_DIGITS, Big.roundHalfUp));
}

/** How many US dollars one unit of `currency` is worth, from the rates given, or null when unknown. */
function usdPer(currency: string, rates: readonly FxRateLike[]): Big | null {
  if (currency === 'USD') return new Big(1);
  for (const { pair, rate } of rates) {
    const r = new Big(rate);
    if (r.lte(0)) continue;
    if (pair === `${currency}USD`) return r;
    if (pair === `USD${currency}`) return div(new Big(1), r);
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
  return div(times(new Big(amount), fromUsd), toUsd)
    .round(CONVERTED_DECIMALS, Big.roundHalfUp)
    .toFixed();
}
