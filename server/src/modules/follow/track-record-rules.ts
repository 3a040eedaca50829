import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';

// The track record of an institution, computed only from the feed's daily closes of its published
// trades: each trade is followed with its minimum quantity at the close of its window's first trading
// day and held to the last close, every charge counted (the follow fee and the opening charges on entry,
// the closing charges due on the value). Pure: table-tested in track-record-rules.test.ts.

export interface TrackTrade {
  id: string;
  symbol: string;
  /** The date (the market's trade date, YYYY-MM-DD) the window opened. */
  fromDate: string;
  quantity: number;
  fee: Decimal;
}

/** Charges of one leg at a price, in the settlement currency (the market's commission and taxes). */
export type LegCharges = (symbol: string, leg: 'open' | 'close', quantity: number, price: Decimal, date: string) => Decimal;

export interface PeriodReturn {
  from: string;
  to: string;
  /** Net return over the period (0.05 = 5 %). */
  netReturn: Decimal;
}

export interface TrackRecord {
  /** The first entry's date; null when no published trade has a close in the feed yet. */
  inception: string | null;
  /** The last close used. */
  asOf: string | null;
  /** Complete 12-month periods from inception, oldest first (none until a year has passed). */
  periods: PeriodReturn[];
  /** Net return since inception (time-weighted across entries). */
  sinceInception: Decimal;
  /** Largest fall from a peak of the net value index (0.12 = 12 %), never negative. */
  maxDrawdown: Decimal;
  /** Trades whose net value at the last close exceeds all they cost, over trades entered. */
  wins: number;
  tradesCounted: number;
  winRate: Decimal | null;
}

/** Adds `months` calendar months to a YYYY-MM-DD date (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The record from each symbol's daily closes (ascending by date). A trade enters at the first close on
 * or after its window's first day; from then on it is worth quantity × close − the closing charges due.
 * The index is time-weighted: money that enters at a day's close is not counted as gain.
 */
export function computeTrackRecord(
  trades: readonly TrackTrade[],
  closes: ReadonlyMap<string, ReadonlyArray<{ date: string; close: Decimal }>>,
  charges: LegCharges,
): TrackRecord {
  const dates = [...new Set([...closes.values()].flatMap((rows) => rows.map((r) => r.date)))].sort();
  const last = new Map<string, Decimal>();
  const byDate = new Map<string, Map<string, Decimal>>();
  for (const [symbol, rows] of closes)
    for (const r of rows) (byDate.get(r.date) ?? byDate.set(r.date, new Map()).get(r.date)!).set(symbol, r.close);
  const entered = new Map<string, { cost: Decimal }>();
  const value = (t: TrackTrade, date: string) => {
    const c = last.get(t.symbol)!;
    return c.times(t.quantity).minus(charges(t.symbol, 'close', t.quantity, c, date));
  };
  let index = new Money(1);
  let peak = new Money(1);
  let maxDrawdown = new Money(0);
  let previousValue = new Money(0);
  let inception: string | null = null;
  let asOf: string | null = null;
  const series: Array<{ date: string; index: Decimal }> = [];
  for (const date of dates) {
    for (const [symbol, c] of byDate.get(date) ?? []) last.set(symbol, c);
    let inflow = new Money(0);
    for (const t of trades) {
      if (entered.has(t.id) || t.fromDate > date || !last.has(t.symbol) || !byDate.get(date)?.has(t.symbol)) continue;
      const c = last.get(t.symbol)!;
      const cost = c
        .times(t.quantity)
        .plus(charges(t.symbol, 'open', t.quantity, c, date))
        .plus(t.fee);
      entered.set(t.id, { cost });
      inflow = inflow.plus(cost);
    }
    if (entered.size === 0) continue;
    inception ??= date;
    asOf = date;
    const today = trades.filter((t) => entered.has(t.id)).reduce((sum, t) => sum.plus(value(t, date)), new Money(0));
    // Entries happen at the day's close: the day's return is the old holdings' move plus what the new
    // ones lost to their charges, over the old holdings' value (over the new money on the first day).
    const base = previousValue.gt(0) ? previousValue : inflow;
    if (base.gt(0)) index = index.times(base.plus(today.minus(previousValue).minus(inflow)).dividedBy(base));
    previousValue = today;
    if (index.gt(peak)) peak = index;
    const dd = new Money(1).minus(index.dividedBy(peak));
    if (dd.gt(maxDrawdown)) maxDrawdown = dd;
    series.push({ date, index });
  }
  const periods: PeriodReturn[] = [];
  if (inception && asOf) {
    const at = (date: string) => {
      let v: Decimal | null = null;
      for (const p of series) if (p.date <= date) v = p.index;
      return v ?? new Money(1);
    };
    for (let k = 0; ; k++) {
      const from = addMonths(inception, 12 * k);
      const to = addMonths(inception, 12 * (k + 1));
      if (to > asOf) break;
      // The first period starts before the first charge: the entry's costs count against it.
      const start = k === 0 ? new Money(1) : at(from);
      periods.push({ from, to, netReturn: at(to).dividedBy(start).minus(1) });
    }
  }
  let wins = 0;
  for (const t of trades) {
    const e = entered.get(t.id);
    if (e && asOf && value(t, asOf).gt(e.cost)) wins++;
  }
  return {
    inception,
    asOf,
    periods,
    sinceInception: index.minus(1),
    maxDrawdown,
    wins,
    tradesCounted: entered.size,
    winRate: entered.size ? new Money(wins).dividedBy(entered.size) : null,
  };
}
