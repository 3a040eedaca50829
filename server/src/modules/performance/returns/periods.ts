import type { IsoDay } from './returns.types';

export type Period = '1W' | '1M' | '3M' | 'YTD' | '1Y' | 'ALL';
export const PERIODS: readonly Period[] = ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'];

const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function parts(day: IsoDay): [number, number, number] {
  const m = DAY_FORMAT.exec(day);
  if (!m) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Days since 1970-01-01 (UTC, so no daylight-saving hour can shift a day). Rejects 2023-02-30. */
export function dayNumber(day: IsoDay): number {
  const [y, m, d] = parts(day);
  const n = Date.UTC(y, m - 1, d) / MS_PER_DAY;
  if (fromDayNumber(n) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return n;
}

export function fromDayNumber(n: number): IsoDay {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, n: number): IsoDay {
  return fromDayNumber(dayNumber(day) + n);
}

/** Calendar days from a to b (Actual, as XIRR counts them). */
export function daysBetween(a: IsoDay, b: IsoDay): number {
  return dayNumber(b) - dayNumber(a);
}

/** Same day `months` earlier, clamped to that month's end (03-31 minus 1 month = 02-28 or 02-29). */
export function minusMonths(day: IsoDay, months: number): IsoDay {
  const [y, m, d] = parts(day);
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12; // 0-based
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month + 1, 2)}-${pad(Math.min(d, lastDay), 2)}`;
}

export interface PeriodRange {
  /** The close the measurement starts from (its own day's movement is not in the period). */
  from: IsoDay;
  /** The close it ends at, inclusive. */
  to: IsoDay;
  /** True when the period reached before the account existed and was cut to start at the first deposit. */
  clamped: boolean;
}

/**
 * The close-to-close range of a period ending today. Returns run from the close of `from` to the close
 * of `to`, so 1Y from 2024-06-01 is 2023-06-01 → 2024-06-01 and YTD starts at the close of 31 December.
 * The earliest start is the close before the first deposit (value 0): the first deposit is then a flow
 * inside the period, and its day's movement is measured too.
 */
export function periodRange(period: Period, today: IsoDay, firstDeposit: IsoDay): PeriodRange {
  const earliest = addDays(firstDeposit, -1);
  dayNumber(today);
  let from: IsoDay;
  switch (period) {
    case '1W':
      from = addDays(today, -7);
      break;
    case '1M':
      from = minusMonths(today, 1);
      break;
    case '3M':
      from = minusMonths(today, 3);
      break;
    case 'YTD':
      from = `${pad(parts(today)[0] - 1, 4)}-12-31`;
      break;
    case '1Y':
      from = minusMonths(today, 12);
      break;
    case 'ALL':
      from = earliest;
      break;
    default:
      throw new RangeError(`Unknown period: ${String(period)}`);
  }
  // ISO days compare correctly as strings.
  if (earliest > today) return { from: today, to: today, clamped: true };
  if (from < earliest) return { from: earliest, to: today, clamped: true };
  return { from, to: today, clamped: false };
}
