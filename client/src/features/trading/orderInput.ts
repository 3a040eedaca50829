import Big from 'big.js';

/**
 * What the order panel accepts while typing and checks before asking for a preview. Pure: tested in
 * orderInput.test.ts. The server applies the same rules (and the tick grid) and has the last word.
 */

/** Why a share count typed by the user is refused (message id `trading.sharesRequired` or `error.<code>`). */
export type SharesProblem = 'SHARES_REQUIRED' | 'SHARES_INVALID' | 'SHARES_NOT_LOT_MULTIPLE';

/** Why a limit price is refused (message id `trading.limitPriceRequired` or `error.<code>`). */
export type LimitPriceProblem = 'LIMIT_PRICE_REQUIRED' | 'LIMIT_PRICE_INVALID' | 'LIMIT_PRICE_OFF_TICK';

/** At most this many digits in the shares field (the server's own cap is lower). */
const MAX_SHARE_DIGITS = 9;

const strip = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/** The share count as a whole number, or null when the text is not one. Group separators are ignored. */
export function parseShares(text: string): number | null {
  const digits = strip(text).replace(/[.,'’]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

/** Digits only while typing; anything else typed is ignored (the previous value is kept). */
export function acceptSharesKeystroke(previous: string, next: string): string {
  const cleaned = strip(next);
  if (cleaned === '') return '';
  if (!/^\d+$/.test(cleaned) || cleaned.length > MAX_SHARE_DIGITS) return previous;
  return cleaned.replace(/^0+(?=\d)/, '');
}

/** Shares must be a positive whole number and a multiple of the market's lot size (1,000 in Taiwan). */
export function sharesProblem(text: string, lotSize: number): SharesProblem | null {
  if (strip(text) === '') return 'SHARES_REQUIRED';
  const shares = parseShares(text);
  if (shares === null || shares <= 0) return 'SHARES_INVALID';
  if (lotSize > 1 && shares % lotSize !== 0) return 'SHARES_NOT_LOT_MULTIPLE';
  return null;
}

export function sharesProblemMessageId(problem: SharesProblem): string {
  return problem === 'SHARES_REQUIRED' ? 'trading.sharesRequired' : `error.${problem}`;
}

/**
 * The stepper: one lot more or less, landing on a lot multiple ("1500" steps up to 2000 and down to
 * 1000 with lots of 1,000), never below one lot.
 */
export function stepShares(text: string, lotSize: number, direction: 1 | -1): string {
  const lot = Math.max(1, Math.floor(lotSize));
  const shares = parseShares(text) ?? 0;
  const next = direction === 1 ? Math.floor(shares / lot) * lot + lot : Math.ceil(shares / lot) * lot - lot;
  return String(Math.max(lot, next));
}

/** Whole lots in a share count (null when it is not a whole number of lots). */
export function lotsOf(shares: number, lotSize: number): number | null {
  if (lotSize <= 0 || shares <= 0 || shares % lotSize !== 0) return null;
  return shares / lotSize;
}

/** The price as the API wants it ("123.45"): spaces dropped, a decimal comma read as a point. */
export function normalisePrice(text: string): string {
  return strip(text).replace(',', '.');
}

/** Digits and one separator with at most four decimals (PRODUCT §3: prices up to four). */
export function acceptPriceKeystroke(previous: string, next: string): string {
  const cleaned = strip(next);
  if (cleaned === '') return '';
  if (!/^\d*([.,]\d{0,4})?$/.test(cleaned)) return previous;
  if (cleaned.replace(/[.,].*$/, '').length > 10) return previous;
  return cleaned;
}

/** A limit price: a positive decimal with at most four decimals. The tick grid is the server's check. */
export function limitPriceProblem(text: string): LimitPriceProblem | null {
  const value = normalisePrice(text);
  if (value === '') return 'LIMIT_PRICE_REQUIRED';
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value)) return 'LIMIT_PRICE_INVALID';
  if ((value.split('.')[1] ?? '').length > 4) return 'LIMIT_PRICE_OFF_TICK';
  if (!new Big(value).gt(0)) return 'LIMIT_PRICE_INVALID';
  return null;
}

export function limitPriceProblemMessageId(problem: LimitPriceProblem): string {
  return problem === 'LIMIT_PRICE_REQUIRED' ? 'trading.limitPriceRequired' : `error.${problem}`;
}

/** The limit price field's first value: the quote's price on the tick grid (rounded down to a tick). */
export function prefillLimitPrice(price: string | null | undefined, tickSize: string | null | undefined): string {
  if (!price) return '';
  // decimal.js read 'Infinity' and 'NaN' (not finite: no prefill); big.js throws on them.
  if (/^[+-]?(Infinity|NaN)$/.test(price)) return '';
  const p = new Big(price);
  if (p.lte(0)) return '';
  if (tickSize) {
    const tick = new Big(tickSize);
    // Rounded towards zero: the floor, as p and tick are positive.
    if (tick.gt(0)) return p.div(tick).round(0, Big.roundDown).times(tick).toFixed();
  }
  return p.round(4, Big.roundHalfUp).toFixed();
}
