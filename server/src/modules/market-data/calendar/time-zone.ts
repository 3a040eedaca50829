// IANA time-zone arithmetic on top of Intl, with no library: local wall time <-> instants.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * The last answer per zone, by whole second: the trading engine asks for the same zone and second many
 * times per tick batch (session checks of every order and position), and formatToParts is slow.
 */
const lastParts = new Map<string, { second: number; parts: LocalParts }>();

export function localParts(zone: string, at: Date): LocalParts {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastParts.get(zone);
  if (last && last.second === second) return { ...last.parts };
  const parts = partsOf(zone, at);
  lastParts.set(zone, { second, parts });
  return { ...parts };
}

function partsOf(zone: string, at: Date): LocalParts {
  const parts = formatter(zone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS[get('weekday')] ?? 0,
  };
}

/** Offset of the zone from UTC at an instant, in milliseconds (east positive). */
export function zoneOffsetMs(zone: string, at: Date): number {
  const p = localParts(zone, at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) in the zone at an instant. */
export function localDate(zone: string, at: Date): string {
  const p = localParts(zone, at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The instant a wall-clock time happens in the zone. Times skipped by a DST jump resolve to the
 * instant after the jump; repeated times resolve to the first occurrence.
 */
export function zonedTime(zone: string, date: string, hhmm: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = hhmm.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - zoneOffsetMs(zone, new Date(wall));
  const second = wall - zoneOffsetMs(zone, new Date(guess));
  if (second !== guess) guess = Math.min(guess, second);
  return new Date(guess);
}

/** Calendar arithmetic on YYYY-MM-DD strings (no zone involved). */
export function addDays(date: string, days: number): string {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
