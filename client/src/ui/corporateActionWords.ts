import type { IntlShape } from 'react-intl';
import { GROUPING, writtenDecimals } from './price/format';

/**
 * How a corporate action reads, wherever it is shown (stock detail's calendar, the ops console's, a
 * position's splits, Mine → Dividends, the notifications): a split's wording from its ratio, a dividend's
 * amount per share, a calendar day. Pure, no float arithmetic: ratios are reduced with BigInt, amounts
 * handed to Intl as decimal strings.
 */

/** A plain non-negative decimal ("2", "1.5", "0.125"): nothing else is a ratio. */
const RATIO = /^(\d+)(?:\.(\d+))?$/;

/** Ratios beyond this (after reducing) read as a bare ratio, not "123457-for-100000". */
const MAX_WORDED_TERM = 1000n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * How a split reads, from its ratio (`ratioFrom` old shares become `ratioTo` new ones), in lowest whole
 * terms: 2 → 3 is a "3-for-2" split, 10 → 1 a "1-for-10" reverse split, 1 → 1.5 also "3-for-2". A
 * ratio that does not reduce to small whole numbers (1 → 1.333333) reads as a ratio of the figures as
 * written; a missing, zero or one-to-one ratio as just "split".
 */
export type SplitWording =
  | { kind: 'forward' | 'reverse'; from: bigint; to: bigint }
  | { kind: 'ratio'; from: string; to: string }
  | { kind: 'unknown' };

export function splitWording(ratioFrom: string | null | undefined, ratioTo: string | null | undefined): SplitWording {
  const a = RATIO.exec((ratioFrom ?? '').trim());
  const b = RATIO.exec((ratioTo ?? '').trim());
  if (!a || !b) return { kind: 'unknown' };
  const places = Math.max((a[2] ?? '').length, (b[2] ?? '').length);
  const whole = (m: RegExpExecArray) => BigInt(`${m[1]}${(m[2] ?? '').padEnd(places, '0')}`);
  let from = whole(a);
  let to = whole(b);
  if (from === 0n || to === 0n || from === to) return { kind: 'unknown' };
  const d = gcd(from, to);
  from /= d;
  to /= d;
  if (from > MAX_WORDED_TERM || to > MAX_WORDED_TERM) return { kind: 'ratio', from: a[0], to: b[0] };
  return { kind: to > from ? 'forward' : 'reverse', from, to };
}

/** The message and values of a split's name ("3-for-2 split", "1-for-10 reverse split"). */
export function splitMessage(wording: SplitWording, intl: Pick<IntlShape, 'formatNumber'>): { id: string; values: Record<string, string> } {
  const n = (v: bigint | string) => intl.formatNumber(String(v) as Intl.StringNumericLiteral, { ...GROUPING, maximumFractionDigits: 8 });
  switch (wording.kind) {
    case 'forward':
    case 'reverse':
    case 'ratio':
      return { id: `corporateActions.split.${wording.kind}`, values: { from: n(wording.from), to: n(wording.to) } };
    default:
      return { id: 'corporateActions.split.unknown', values: {} };
  }
}

/**
 * A dividend per share in its currency, in the reader's format: at least two decimals, and as many as
 * the source wrote (up to six), since a quarter's 0.2475 per share is not 0.25.
 */
export function formatPerShare(intl: Pick<IntlShape, 'formatNumber'>, amount: string, currency: string): string {
  const digits = Math.min(Math.max(writtenDecimals(amount), 2), 6);
  return intl.formatNumber(amount.trim() as Intl.StringNumericLiteral, {
    ...GROUPING,
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A calendar day ("2026-11-10") in the reader's language ("Nov 10, 2026"), whatever the reader's zone. */
export function formatDay(intl: Pick<IntlShape, 'formatDate'>, day: string): string {
  return intl.formatDate(`${day}T12:00:00Z`, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
