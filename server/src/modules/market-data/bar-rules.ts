import { Money, toPlain } from '../../shared/money';
import { addDays, weekdayOf } from './calendar/time-zone';

// Bar aggregation: ticks into minute bars, daily bars into weeks (Monday-start) and months.

export interface OhlcvBar {
  at: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** A tick folded into the bar of its minute: opens a new bar, or widens high/low and moves the close. */
export function applyTick(bar: OhlcvBar | null, minuteStart: Date, price: string, volumeInMinute: string): OhlcvBar {
  if (!bar || bar.at.getTime() !== minuteStart.getTime()) {
    return { at: minuteStart, open: price, high: price, low: price, close: price, volume: volumeInMinute };
  }
  const p = new Money(price);
  return {
    at: bar.at,
    open: bar.open,
    high: p.greaterThan(bar.high) ? price : bar.high,
    low: p.lessThan(bar.low) ? price : bar.low,
    close: price,
    volume: Money.max(bar.volume, volumeInMinute).toFixed(),
  };
}

export function minuteStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** The period a trade date (YYYY-MM-DD) falls in: the Monday of its week, or the 1st of its month. */
export function periodStart(tradeDate: string, period: 'WEEK' | 'MONTH'): string {
  if (period === 'MONTH') return `${tradeDate.slice(0, 7)}-01`;
  const wd = weekdayOf(tradeDate);
  return addDays(tradeDate, -((wd + 6) % 7));
}

/**
 * Week or month bars from daily bars (oldest first): open of the first day, close of the last,
 * extreme high and low, summed volume; `at` is the period's first calendar day at 00:00Z.
 */
export function aggregateBars(daily: Array<OhlcvBar & { tradeDate: string }>, period: 'WEEK' | 'MONTH'): OhlcvBar[] {
  const out: OhlcvBar[] = [];
  let key: string | null = null;
  let cur: { open: string; high: Money; low: Money; close: string; volume: Money } | null = null;
  const flush = () => {
    if (cur && key) {
      out.push({
        at: new Date(`${key}T00:00:00Z`),
        open: cur.open,
        high: toPlain(cur.high),
        low: toPlain(cur.low),
        close: cur.close,
        volume: toPlain(cur.volume),
      });
    }
  };
  for (const d of daily) {
    const k = periodStart(d.tradeDate, period);
    if (k !== key) {
      flush();
      key = k;
      cur = { open: d.open, high: new Money(d.high), low: new Money(d.low), close: d.close, volume: new Money(d.volume) };
    } else if (cur) {
      cur.high = Money.max(cur.high, d.high);
      cur.low = Money.min(cur.low, d.low);
      cur.close = d.close;
      cur.volume = cur.volume.plus(d.volume);
    }
  }
  flush();
  return out;
}

/** A split as bars read it: `ratioFrom` old shares become `ratioTo` new ones from `exDate` (decimal strings). */
export interface BarSplit {
  exDate: string;
  ratioFrom: string;
  ratioTo: string;
}

/**
 * Bars in today's share terms (stored bars stay as traded): a bar whose trade date is before a split's
 * ex-date has open, high, low and close × ratioFrom / ratioTo (4 decimals, half up) and its volume ×
 * ratioTo / ratioFrom (whole shares, half up); several splits compound into one factor, rounded once.
 * `unadjustedClose` holds the raw close of an adjusted bar, null on the others. Dividends never adjust.
 */
export function splitAdjusted<B extends OhlcvBar>(
  bars: readonly B[],
  splits: readonly BarSplit[],
  tradeDateOf: (bar: B) => string,
): Array<B & { unadjustedClose: string | null }> {
  const sorted = [...splits].sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  // The factor of a bar before sorted[i].exDate (and on or after the one before it): splits i.. compounded.
  const froms: Money[] = [];
  const tos: Money[] = [];
  let from = new Money(1);
  let to = new Money(1);
  for (let i = sorted.length - 1; i >= 0; i--) {
    from = from.times(sorted[i].ratioFrom);
    to = to.times(sorted[i].ratioTo);
    froms[i] = from;
    tos[i] = to;
  }
  return bars.map((bar) => {
    const date = tradeDateOf(bar);
    const i = sorted.findIndex((s) => date < s.exDate);
    if (i < 0) return { ...bar, unadjustedClose: null };
    const price = (v: string) => toPlain(new Money(v).times(froms[i]).div(tos[i]).toDecimalPlaces(4, Money.ROUND_HALF_UP));
    return {
      ...bar,
      open: price(bar.open),
      high: price(bar.high),
      low: price(bar.low),
      close: price(bar.close),
      volume: toPlain(new Money(bar.volume).times(tos[i]).div(froms[i]).toDecimalPlaces(0, Money.ROUND_HALF_UP)),
      unadjustedClose: bar.close,
    };
  });
}
