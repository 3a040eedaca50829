import Big from 'big.js';

/**
 * Merging live ticks into what the screen already has. Pure functions: the Apollo cache policy
 * (apollo/cachePolicies.ts) and the stock chart use them.
 */

// Home's live quotes import it alone (without big.js): the first screen's JavaScript.
export { isOlderTick } from './tickOrder';

export type BarInterval = 'MINUTE' | 'DAY' | 'WEEK' | 'MONTH';

export interface BarLike {
  at: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** The close as traded, on a bar the server adjusted for a later split (null or absent otherwise). */
  unadjustedClose?: string | null;
}

export interface TickLike {
  price: string;
  at: string;
  /** The session's volume so far. */
  volume: string;
}

const MINUTE_MS = 60_000;

function updateLast(bar: BarLike, tick: TickLike, volume: string): BarLike {
  const price = new Big(tick.price);
  const high = new Big(bar.high);
  const low = new Big(bar.low);
  return {
    ...bar,
    high: (high.lt(price) ? price : high).toFixed(),
    low: (low.gt(price) ? price : low).toFixed(),
    close: price.toFixed(),
    volume,
  };
}

/**
 * The bars after a tick: the last candle takes the new price as its close (and stretches its high or
 * low). On the minute chart a tick in a later minute opens a new candle. Day, week and month charts
 * update the current (last) candle; the day candle's volume is the session volume the quote carries.
 * Ticks older than the last candle change nothing. Returns the same array when nothing changed.
 */
export function applyTick(bars: readonly BarLike[], tick: TickLike, interval: BarInterval): readonly BarLike[] {
  const last = bars[bars.length - 1];
  if (!last) return bars;
  const tickMs = Date.parse(tick.at);
  const lastMs = Date.parse(last.at);
  if (Number.isNaN(tickMs) || tickMs < lastMs) return bars;
  if (interval === 'MINUTE') {
    const minuteStart = Math.floor(tickMs / MINUTE_MS) * MINUTE_MS;
    if (minuteStart >= lastMs + MINUTE_MS) {
      const p = new Big(tick.price).toFixed();
      return [...bars, { at: new Date(minuteStart).toISOString(), open: p, high: p, low: p, close: p, volume: '0' }];
    }
    return [...bars.slice(0, -1), updateLast(last, tick, last.volume)];
  }
  return [...bars.slice(0, -1), updateLast(last, tick, interval === 'DAY' ? tick.volume : last.volume)];
}
