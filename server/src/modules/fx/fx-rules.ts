import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';

export interface FxQuoteFigures {
  /** Mid-market rate: units of `to` per unit of `from`. */
  mid: Decimal;
  /** The rate the user gets: mid less the disclosed spread. */
  rate: Decimal;
  /** What arrives, in `to`, rounded down to the cent. */
  received: Decimal;
  /** What the spread (and the rounding down) costs, in `to`: amount × mid − received. */
  spreadAmount: Decimal;
}

/** Rates are quoted per pair (EURUSD = USD per EUR); the inverse direction divides. */
export function midRate(from: string, to: string, table: Readonly<Record<string, Decimal>>): Decimal | null {
  const direct = table[`${from}${to}`];
  if (direct) return direct;
  const inverse = table[`${to}${from}`];
  return inverse ? new Money(1).dividedBy(inverse).toDecimalPlaces(8, Money.ROUND_HALF_EVEN) : null;
}

/** The transfer figures shown before confirm and recorded after. */
export function quoteTransfer(amount: Decimal, mid: Decimal, spreadBps: number): FxQuoteFigures {
  const rate = mid.times(new Money(1).minus(new Money(spreadBps).dividedBy(10_000))).toDecimalPlaces(8, Money.ROUND_DOWN);
  const received = amount.times(rate).toDecimalPlaces(2, Money.ROUND_DOWN);
  const spreadAmount = amount.times(mid).minus(received).toDecimalPlaces(4, Money.ROUND_HALF_EVEN);
  return { mid, rate, received, spreadAmount };
}

/** How long a quote the user was shown can be executed: long enough to read it and confirm. */
export const FX_QUOTE_TTL_SECONDS = 30;

/**
 * The rate a transfer executes at: the quote the server issued, or the live rate when that is worse
 * for the user (lower: fewer units of `to`), so waiting on a quote never beats the market. Null when the
 * live rate has fallen more than the tolerance below the quote: the user is shown the new one.
 */
export function executionRate(quoted: Decimal, live: Decimal, toleranceBps: number): Decimal | null {
  if (live.lt(lowestExecutableRate(quoted, toleranceBps))) return null;
  return live.lt(quoted) ? live : quoted;
}

/** The lowest live rate a quote still executes at: the quote less the tolerance. */
function lowestExecutableRate(quoted: Decimal, toleranceBps: number): Decimal {
  return quoted.minus(quoted.times(toleranceBps).dividedBy(10_000));
}

/**
 * The least a quote can deliver when it executes: at the worst live rate the tolerance still executes at
 * (a bigger fall is RATE_CHANGED and the user is asked again). Shown before confirming, so what arrives
 * is never below a figure the user saw.
 */
export function minimumReceived(amount: Decimal, quoted: Decimal, toleranceBps: number): Decimal {
  return amount.times(lowestExecutableRate(quoted, toleranceBps)).toDecimalPlaces(2, Money.ROUND_DOWN);
}
