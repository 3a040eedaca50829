// Calendar-day arithmetic on 'YYYY-MM-DD' strings (no time zones: trade dates are already local days).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `s` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/**
 * The same day `months` months later (or earlier when negative), "de fecha a fecha" (Código Civil art.
 * 5.1): when that month has no such day, the last day of the month (31 Dec + 2 months = 28/29 Feb).
 */
export function addMonths(date: string, months: number): string {
  const m = ISO_DATE.exec(date);
  if (!m || !isIsoDate(date)) throw new Error(`Expected a date YYYY-MM-DD, got '${date}'`);
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month1 = (total % 12) + 1;
  const day = Math.min(Number(m[3]), daysInMonth(year, month1));
  return `${String(year).padStart(4, '0')}-${String(month1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar year of a 'YYYY-MM-DD' date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
