/**
 * The corporate-actions calendar as screens show it (issue 35): which actions are upcoming and which
 * past, dates, sources. Pure. A split's wording, a dividend's amount per share and a day's format are
 * shared with the screens of applied actions (ui/corporateActionWords.ts), re-exported here.
 */

/** The fields the arrangement and the wording read. */
export interface CalendarEntry {
  exDate: string;
  kind: string;
}

export {
  formatDay,
  formatPerShare,
  type SplitWording,
  splitMessage,
  splitWording,
} from '../../ui/corporateActionWords';

/** The calendar day of an instant in a zone ("2026-11-18"): the market's today. */
export function dayInZone(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The same day a year earlier ("2026-11-18" → "2025-11-18"). */
export function yearBefore(day: string): string {
  const year = Number(day.slice(0, 4));
  return `${String(year - 1).padStart(4, '0')}${day.slice(4)}`;
}

/**
 * Upcoming actions (ex-date today or later) soonest first, then past ones of the last twelve months,
 * latest first. On one day, a split before a dividend (the split changes the shares the dividend is on).
 */
export function arrangeCalendar<T extends CalendarEntry>(actions: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const byDay = (a: T, b: T) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0);
  const splitFirst = (a: T, b: T) => (a.kind === b.kind ? 0 : a.kind === 'SPLIT' ? -1 : 1);
  const since = yearBefore(today);
  const upcoming = actions.filter((a) => a.exDate >= today).sort((a, b) => byDay(a, b) || splitFirst(a, b));
  const past = actions.filter((a) => a.exDate < today && a.exDate >= since).sort((a, b) => byDay(b, a) || splitFirst(a, b));
  return { upcoming, past };
}

/** A source worth linking to: an https address (the simulated feed says "simulated"). */
export function isHttpsAddress(source: string | null | undefined): boolean {
  if (!source) return false;
  try {
    const url = new URL(source.trim());
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The address's site, to name the link by ("investor.apple.com"). */
export function sourceHost(source: string): string {
  try {
    return new URL(source.trim()).hostname.replace(/^www\./, '');
  } catch {
    return source;
  }
}
