import holidays from '../data/holidays.json';
import { MarketCode } from '../market-code';
import { addDays, localDate, weekdayOf, zonedTime } from './time-zone';

// Exchange calendars: sessions in IANA zones, holidays and early closes from data/holidays.json.
// Pure functions of (market, instant); nothing here reads a clock.

export interface MarketHours {
  zone: string;
  open: string;
  close: string;
  /** Gold: the session of day D opens at `open` on the previous calendar day (Sunday evening for Monday). */
  overnight: boolean;
}

export const MARKET_HOURS: Record<MarketCode, MarketHours> = {
  [MarketCode.ES]: { zone: 'Europe/Madrid', open: '09:00', close: '17:30', overnight: false },
  [MarketCode.US]: { zone: 'America/New_York', open: '09:30', close: '16:00', overnight: false },
  [MarketCode.TW]: { zone: 'Asia/Taipei', open: '09:00', close: '13:30', overnight: false },
  [MarketCode.GOLD]: { zone: 'America/New_York', open: '18:00', close: '17:00', overnight: true },
};

/** Daily price limit as a fraction of the previous close (TWSE ±10%); null where there is none. */
export const DAILY_LIMIT: Record<MarketCode, number | null> = {
  [MarketCode.ES]: null,
  [MarketCode.US]: null,
  [MarketCode.TW]: 0.1,
  [MarketCode.GOLD]: null,
};

interface HolidayTable {
  closed: Set<string>;
  early: Map<string, string>;
}

const TABLES = new Map<MarketCode, HolidayTable>(
  (Object.keys(MARKET_HOURS) as MarketCode[]).map((m) => {
    const raw = (holidays as unknown as Record<string, { closed: string[]; early: Record<string, string> }>)[m];
    return [m, { closed: new Set(raw.closed), early: new Map(Object.entries(raw.early)) }];
  }),
);

export interface Session {
  market: MarketCode;
  /** The trade date (local calendar day the session belongs to). */
  date: string;
  open: Date;
  close: Date;
  early: boolean;
}

export function isHoliday(market: MarketCode, date: string): boolean {
  return TABLES.get(market)!.closed.has(date);
}

const sessionCache = new Map<string, Session | null>();

/** The session on a trade date, or null on weekends and holidays. */
export function sessionOn(market: MarketCode, date: string): Session | null {
  const key = `${market}|${date}`;
  let s = sessionCache.get(key);
  if (s === undefined) {
    s = computeSession(market, date);
    if (sessionCache.size > 50_000) sessionCache.clear();
    sessionCache.set(key, s);
  }
  return s;
}

function computeSession(market: MarketCode, date: string): Session | null {
  const wd = weekdayOf(date);
  if (wd === 0 || wd === 6 || isHoliday(market, date)) return null;
  const h = MARKET_HOURS[market];
  const earlyClose = TABLES.get(market)!.early.get(date);
  const open = zonedTime(h.zone, h.overnight ? addDays(date, -1) : date, h.open);
  const close = zonedTime(h.zone, date, earlyClose ?? h.close);
  return { market, date, open, close, early: earlyClose !== undefined };
}

/** The session in progress at `at`, or null when the market is closed. */
export function sessionAt(market: MarketCode, at: Date): Session | null {
  const today = localDate(MARKET_HOURS[market].zone, at);
  for (const date of MARKET_HOURS[market].overnight ? [today, addDays(today, 1)] : [today]) {
    const s = sessionOn(market, date);
    if (s && s.open.getTime() <= at.getTime() && at.getTime() < s.close.getTime()) return s;
  }
  return null;
}

export function isOpen(market: MarketCode, at: Date): boolean {
  return sessionAt(market, at) !== null;
}

/** The first session that opens strictly after `at`. */
export function nextSession(market: MarketCode, at: Date): Session {
  let date = addDays(localDate(MARKET_HOURS[market].zone, at), -1);
  for (let i = 0; i < 60; i++, date = addDays(date, 1)) {
    const s = sessionOn(market, date);
    if (s && s.open.getTime() > at.getTime()) return s;
  }
  throw new Error(`no session of ${market} within 60 days after ${at.toISOString()}`);
}

/** The latest session that has opened at or before `at` (the current one while open). */
export function lastSession(market: MarketCode, at: Date): Session {
  let date = addDays(localDate(MARKET_HOURS[market].zone, at), 1);
  for (let i = 0; i < 60; i++, date = addDays(date, -1)) {
    const s = sessionOn(market, date);
    if (s && s.open.getTime() <= at.getTime()) return s;
  }
  throw new Error(`no session of ${market} within 60 days before ${at.toISOString()}`);
}

export function nextOpen(market: MarketCode, at: Date): Date {
  return nextSession(market, at).open;
}

/** The close of the session in progress, or of the next one when closed. */
export function nextClose(market: MarketCode, at: Date): Date {
  return (sessionAt(market, at) ?? nextSession(market, at)).close;
}

/** Every session whose trade date is within [fromDate, toDate]. */
export function sessionsBetween(market: MarketCode, fromDate: string, toDate: string): Session[] {
  const out: Session[] = [];
  for (let d = fromDate; d <= toDate; d = addDays(d, 1)) {
    const s = sessionOn(market, d);
    if (s) out.push(s);
  }
  return out;
}

export function marketZone(market: MarketCode): string {
  return MARKET_HOURS[market].zone;
}
