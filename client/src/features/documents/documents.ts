import type { IntlShape } from 'react-intl';

/*
 * Mine → Documents' calendar (issue 36): which months, years and days may be asked for, counted on the
 * server's clock in UTC as the server checks them (server/src/modules/statements/documents/document-requests.ts).
 */

/** The first year documents cover. */
export const FIRST_YEAR = 2020;
/** The longest CSV export, in years. */
export const MAX_EXPORT_YEARS = 5;
/** How many past months a statement may be asked for from the screen. */
export const STATEMENT_MONTHS = 12;
/** The tax report's years: this one and this many before. */
export const TAX_YEARS_BACK = 5;

export const CSV_DATASETS = ['statement', 'orders', 'positions', 'closed_positions'] as const;
export type CsvDataset = (typeof CSV_DATASETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-28": the UTC day of an instant (ms). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The `count` months that are over at `now` (UTC), newest first: ['2026-10', '2026-09', …]; none before 2020. */
export function monthsOver(now: number, count = STATEMENT_MONTHS): string[] {
  const d = new Date(now);
  const months: string[] = [];
  for (let back = 1; back <= count; back += 1) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
    if (m.getUTCFullYear() < FIRST_YEAR) break;
    months.push(`${m.getUTCFullYear()}-${pad(m.getUTCMonth() + 1)}`);
  }
  return months;
}

/** The tax report's years at `now`: this year (so far) and the five before, newest first; none before 2020. */
export function taxYears(now: number): number[] {
  const year = new Date(now).getUTCFullYear();
  const years: number[] = [];
  for (let y = year; y >= Math.max(FIRST_YEAR, year - TAX_YEARS_BACK); y -= 1) years.push(y);
  return years;
}

/** An export's default days: the first of this month to today (UTC). */
export function exportDefaults(now: number): { from: string; to: string } {
  const today = utcDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(s: string): boolean {
  if (!DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * What is wrong with an export's days, as the server would say it (the message id of its code), or null:
 * both real days, the first not after the last, from 2020 on, the last not after today, under five years.
 */
export function exportProblem(from: string, to: string, now: number): string | null {
  if (!validDay(from) || !validDay(to) || from > to || Number(from.slice(0, 4)) < FIRST_YEAR || to > utcDay(now)) {
    return 'error.DOCUMENT_PERIOD_INVALID';
  }
  const limit = `${Number(from.slice(0, 4)) + MAX_EXPORT_YEARS}${from.slice(4)}`;
  if (to >= limit) return 'error.DOCUMENT_RANGE_TOO_LONG';
  return null;
}

/** "2026-10" in the reader's language: "October 2026", "octobre 2026", "2026年10月". */
export function formatMonth(intl: Pick<IntlShape, 'formatDate'>, month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return intl.formatDate(Date.UTC(y, m - 1, 15), { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** A file's size: "0.8 kB", "34 kB", "1.2 MB" in the reader's number format. */
export function formatSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  if (bytes < 1_000_000) {
    const kb = bytes / 1000;
    return intl.formatNumber(kb, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: kb < 10 ? 1 : 0 });
  }
  return intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
