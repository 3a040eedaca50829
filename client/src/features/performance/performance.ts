import type { IntlShape } from 'react-intl';
import type { Tone } from '../../ui/money/ProfitText';

// Pure helpers of Mine → Performance (issue 37): the figures arrive as exact decimal strings and are only
// formatted here; the chart's numbers are display only.

export const PERIODS = ['ONE_WEEK', 'ONE_MONTH', 'THREE_MONTHS', 'YEAR_TO_DATE', 'ONE_YEAR', 'ALL'] as const;
export type PeriodValue = (typeof PERIODS)[number];
export const BENCHMARKS = ['IBEX35', 'SP500', 'TAIEX'] as const;
export type BenchmarkValue = (typeof BENCHMARKS)[number];

/** A return (a fraction: "0.0523") as a signed percent in the reader's language: "+5.23%". */
export function formatReturn(intl: Pick<IntlShape, 'formatNumber'>, fraction: string): string {
  return intl.formatNumber(fraction as unknown as number, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
}

/** A difference of returns in percentage points, signed, without the % sign ("+1.20"). */
export function formatPoints(intl: Pick<IntlShape, 'formatNumber'>, fraction: string): string {
  const points = shiftPoint(fraction, 2);
  return intl.formatNumber(points as unknown as number, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
}

/** A share (a fraction) as a percent without a sign: "62.5%". */
export function formatShare(intl: Pick<IntlShape, 'formatNumber'>, fraction: string): string {
  return intl.formatNumber(fraction as unknown as number, { style: 'percent', maximumFractionDigits: 1 });
}

/** Multiplies a decimal string by 10^n by moving its point (exact: no float arithmetic). */
export function shiftPoint(value: string, n: number): string {
  const negative = value.trim().startsWith('-');
  const [int, frac = ''] = value.trim().replace(/^[-+]/, '').split('.');
  const digits = int + frac.padEnd(n, '0');
  const point = int.length + n;
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point);
  return `${negative ? '-' : ''}${whole}${rest ? `.${rest}` : ''}`;
}

/** Up for a gain, down for a loss, flat for zero or nothing: the reader's colours do the rest. */
export function toneOf(value: string | null | undefined): Tone {
  if (!value) return 'flat';
  const v = value.trim();
  if (!/[1-9]/.test(v)) return 'flat';
  return v.startsWith('-') ? 'down' : 'up';
}

export interface ChartPoint {
  day: string;
  index: string;
  benchmark?: string | null;
}

/** The chart's series: the portfolio's index, and the benchmark's where it has a close (UTC midnight of each day). */
export function chartSeries(points: readonly ChartPoint[]): { portfolio: Array<[number, number]>; benchmark: Array<[number, number]> } {
  const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return {
    portfolio: points.map((p) => [at(p.day), Number(p.index)]),
    benchmark: points.filter((p) => p.benchmark != null).map((p) => [at(p.day), Number(p.benchmark)]),
  };
}

/** The parameters of an explanation step that are amounts, returns, days or counts. */
const MONEY_PARAMS = new Set(['startValue', 'endValue', 'netFlows']);
const RATE_PARAMS = new Set(['value', 'annual', 'period']);
const DAY_PARAMS = new Set(['from', 'to', 'endDay']);

/** An explanation step's parameters, formatted for the reader (amounts in the display currency). */
export function stepValues(
  intl: Pick<IntlShape, 'formatNumber' | 'formatDate' | 'formatMessage'>,
  params: ReadonlyArray<{ name: string; value: string }>,
  currency: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of params) {
    if (MONEY_PARAMS.has(name)) out[name] = intl.formatNumber(value as unknown as number, { style: 'currency', currency });
    else if (RATE_PARAMS.has(name)) out[name] = formatReturn(intl, value);
    else if (DAY_PARAMS.has(name)) out[name] = intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    else if (name === 'reason') out[name] = intl.formatMessage({ id: `performance.explain.reason.${value}` });
    else out[name] = value;
  }
  return out;
}

/** What the reader last chose on the page: kept on this device, so the page opens the way they left it. */
export interface PerformanceView {
  period: PeriodValue;
  benchmark: BenchmarkValue | '';
  currency: 'EUR' | 'USD';
}

const VIEW_KEY = 'vela.performanceView';
export const DEFAULT_VIEW: PerformanceView = { period: 'ONE_MONTH', benchmark: '', currency: 'EUR' };

/** The stored choice, each part checked (anything unknown falls back to the default). */
export function readView(storage: Pick<Storage, 'getItem'> | null): PerformanceView {
  try {
    const raw = JSON.parse(storage?.getItem(VIEW_KEY) ?? '{}') as Partial<Record<keyof PerformanceView, unknown>>;
    return {
      period: PERIODS.includes(raw.period as PeriodValue) ? (raw.period as PeriodValue) : DEFAULT_VIEW.period,
      benchmark: BENCHMARKS.includes(raw.benchmark as BenchmarkValue) ? (raw.benchmark as BenchmarkValue) : '',
      currency: raw.currency === 'USD' ? 'USD' : 'EUR',
    };
  } catch {
    return DEFAULT_VIEW;
  }
}

export function writeView(storage: Pick<Storage, 'setItem'> | null, view: PerformanceView): void {
  try {
    storage?.setItem(VIEW_KEY, JSON.stringify(view));
  } catch {
    // Private mode or a full storage: the choice just is not remembered.
  }
}
