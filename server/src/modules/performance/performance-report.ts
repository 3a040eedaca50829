import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';
import { midRate } from '../fx/fx-rules';
import { addDays } from './returns/periods';
import { explainMwr, explainTwr, type Explanation } from './returns/explain';
import type { ExternalFlow, IsoDay, Valuation } from './returns/returns.types';
import { timeWeightedReturn } from './returns/twr';
import { moneyWeightedReturn } from './returns/xirr';

// A period's performance in the display currency, from the stored daily valuations (pure: the service
// reads, this computes). Each currency's figures are converted at the rates recorded for their own day.

const ZERO = new Money(0);
const HUNDRED = new Money(100);
/** Converted amounts keep the ledger's 4 decimals, so the breakdown's parts add up to the total exactly. */
const AMOUNT_DECIMALS = 4;

/** What caused a day's movement, as stored (valuation.sql.ts); `exchange` is reported with the currency effect. */
export const PARTS = ['realised', 'dividends', 'interest', 'charges', 'taxes', 'exchange', 'other'] as const;
export type Part = (typeof PARTS)[number];

export interface ValuationRow {
  day: IsoDay;
  currency: string;
  unrealised: Decimal;
  value: Decimal;
  flow: Decimal;
  parts: Record<Part, Decimal>;
  simulated: boolean;
  /** The day's FX mid rates (pair → rate). */
  rates: Record<string, string>;
}

export interface BenchmarkBar {
  day: IsoDay;
  close: Decimal;
}

export interface ReportPoint {
  day: IsoDay;
  value: Decimal;
  /** 100 at the period's start, growing with the time-weighted return. */
  index: Decimal;
  /** The benchmark rebased to 100 at the period's start; null before its first close. */
  benchmark: Decimal | null;
}

export interface ProfitBreakdown {
  realised: Decimal;
  unrealised: Decimal;
  dividends: Decimal;
  interest: Decimal;
  charges: Decimal;
  taxes: Decimal;
  /** Corrections by ops (journal entries with their reason). */
  other: Decimal;
  /** Exchanges between the user's currencies and the rates' moves when converting to the display currency. */
  currency: Decimal;
  /** End value − start value − net deposits: the sum of the lines above. */
  total: Decimal;
}

export interface PerformanceReport {
  from: IsoDay;
  to: IsoDay;
  startValue: Decimal;
  endValue: Decimal;
  netFlows: Decimal;
  twr: Decimal | null;
  mwrAnnual: Decimal | null;
  mwrPeriod: Decimal | null;
  explanations: Explanation[];
  points: ReportPoint[];
  breakdown: ProfitBreakdown;
  benchmarkReturn: Decimal | null;
  /** The time-weighted return less the benchmark's, in fractions (0.01 = one percentage point). */
  benchmarkDifference: Decimal | null;
  simulated: boolean;
  /** True when some amount could not be converted (no rate recorded for its currency that day). */
  missingRates: boolean;
}

/** Each day's parsed rates, by the rates object (rows of one day share it): parsed once, not per amount. */
const parsedRates = new WeakMap<Record<string, string>, Map<string, Decimal | null>>();

function rateFor(currency: string, display: string, rates: Record<string, string>): Decimal | null {
  let cache = parsedRates.get(rates);
  if (!cache) {
    cache = new Map();
    parsedRates.set(rates, cache);
  }
  const key = `${currency}${display}`;
  if (!cache.has(key)) {
    const table: Record<string, Decimal> = {};
    for (const [pair, rate] of Object.entries(rates)) table[pair] = new Money(rate);
    cache.set(key, midRate(currency, display, table));
  }
  return cache.get(key) ?? null;
}

export function convertAmount(amount: Decimal, currency: string, display: string, rates: Record<string, string>): Decimal | null {
  if (currency === display) return amount;
  const rate = rateFor(currency, display, rates);
  return rate ? new Money(amount).times(rate).toDecimalPlaces(AMOUNT_DECIMALS, Money.ROUND_HALF_EVEN) : null;
}

/**
 * The period's report. `days` are the valued days in the period (every day has a valuation once the first
 * one exists: a day without a row is a day the account held nothing).
 */
export function buildReport(input: {
  from: IsoDay;
  to: IsoDay;
  firstValuedDay: IsoDay;
  rows: readonly ValuationRow[];
  display: string;
  benchmark: readonly BenchmarkBar[] | null;
}): PerformanceReport {
  const { from, to, display } = input;
  let missingRates = false;
  const conv = (r: ValuationRow, amount: Decimal) => {
    const c = convertAmount(amount, r.currency, display, r.rates);
    if (c === null) missingRates = true;
    return c ?? ZERO;
  };

  const byDay = new Map<IsoDay, ValuationRow[]>();
  for (const r of input.rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const valuations: Valuation[] = [];
  const flows: ExternalFlow[] = [];
  // Every valued day from the later of the first valued day and `from`: a day without rows is worth 0.
  const first = input.firstValuedDay > from ? input.firstValuedDay : from;
  for (let d = first; d <= to; d = addDays(d, 1)) {
    const rows = byDay.get(d) ?? [];
    valuations.push({ day: d, value: rows.reduce((s, r) => s.plus(conv(r, r.value)), ZERO) });
    const flow = rows.reduce((s, r) => s.plus(conv(r, r.flow)), ZERO);
    if (!flow.isZero()) flows.push({ day: d, amount: flow });
  }

  const twr = timeWeightedReturn(valuations, flows, from, to);
  const mwr = moneyWeightedReturn(valuations, flows, from, to);
  const total = twr.endValue.minus(twr.startValue).minus(twr.netFlows);

  const sum = (part: Part) => input.rows.filter((r) => r.day > from && r.day <= to).reduce((s, r) => s.plus(conv(r, r.parts[part])), ZERO);
  const unrealisedAt = (day: IsoDay) => (byDay.get(day) ?? []).reduce((s, r) => s.plus(conv(r, r.unrealised)), ZERO);
  const lines = {
    realised: sum('realised'),
    unrealised: unrealisedAt(twr.endDay).minus(unrealisedAt(from)),
    dividends: sum('dividends'),
    interest: sum('interest'),
    charges: sum('charges'),
    taxes: sum('taxes'),
    other: sum('other'),
  };
  const explained = Object.values(lines).reduce((s, v) => s.plus(v), ZERO);
  const breakdown: ProfitBreakdown = { ...lines, currency: total.minus(explained), total };

  const valueOn = new Map(valuations.map((v) => [v.day, v.value]));
  const benchmarkIndex = rebase(
    input.benchmark,
    twr.index.map((p) => p.day),
    from,
  );
  const points: ReportPoint[] = twr.index.map((p, i) => ({
    day: p.day,
    value: p.day === from ? twr.startValue : (valueOn.get(p.day) ?? ZERO),
    index: p.value,
    benchmark: benchmarkIndex[i],
  }));
  const lastBenchmark = benchmarkIndex.length ? benchmarkIndex[benchmarkIndex.length - 1] : null;
  const benchmarkReturn = lastBenchmark ? lastBenchmark.div(HUNDRED).minus(1).toDecimalPlaces(12) : null;

  return {
    from,
    to,
    startValue: twr.startValue,
    endValue: twr.endValue,
    netFlows: twr.netFlows,
    twr: twr.value,
    mwrAnnual: mwr.annual,
    mwrPeriod: mwr.period,
    explanations: [explainTwr(twr), explainMwr(mwr)],
    points,
    breakdown,
    benchmarkReturn,
    benchmarkDifference: benchmarkReturn !== null && twr.value !== null ? twr.value.minus(benchmarkReturn) : null,
    simulated: input.rows.some((r) => r.simulated && r.day >= from && r.day <= to),
    missingRates,
  };
}

/** The benchmark's close on or before each day, as 100 × close ÷ the close on or before `from` (days in order). */
function rebase(bars: readonly BenchmarkBar[] | null, days: readonly IsoDay[], from: IsoDay): Array<Decimal | null> {
  if (!bars || bars.length === 0) return days.map(() => null);
  const sorted = [...bars].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  // No close on or before the start: the line starts at the first close inside the period.
  const before = sorted.filter((b) => b.day <= from);
  const base = before.length ? before[before.length - 1].close : (sorted.find((b) => b.day > from)?.close ?? null);
  let i = 0;
  let last: Decimal | null = null;
  return days.map((d) => {
    while (i < sorted.length && sorted[i].day <= d) last = sorted[i++].close;
    return last && base ? HUNDRED.times(last).div(base).toDecimalPlaces(10) : null;
  });
}
