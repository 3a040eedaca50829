/**
 * One time-zone policy (PRODUCT.md §11): market data in the exchange's zone, the user's records in the
 * user's own zone, each with the zone's name. The name is taken on its own (never the bracketed
 * "[GMT+1]" some languages put around a zone inside a time) and preferably as a place ("Spain Time",
 * "西班牙時間"), else as an abbreviation ("UTC", "EST"), else as an offset.
 */
const OFFSET_ONLY = /^(GMT|UTC)([+\-−]\d{1,2}(:\d{2})?)?$/;

const zoneNames = new Map<string, string>();

function namePart(locale: string, timeZone: string, style: Intl.DateTimeFormatOptions['timeZoneName']): string | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style, hour: 'numeric' }).formatToParts(new Date());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** The zone's name in the reader's language: a place name, an abbreviation, or the offset at worst. */
export function zoneName(locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  const cached = zoneNames.get(key);
  if (cached) return cached;
  const candidates = [namePart(locale, timeZone, 'shortGeneric'), namePart(locale, timeZone, 'short')];
  const name =
    candidates.find((n) => n && !OFFSET_ONLY.test(n)) ?? candidates.find((n) => n && !/\d/.test(n)) ?? candidates.find(Boolean) ?? timeZone;
  zoneNames.set(key, name);
  return name;
}

/** The zone this browser runs in (the user's own). */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Each market's exchange zone (as the server's `marketStatus.timeZone` says). */
export const MARKET_TIME_ZONES: Readonly<Record<string, string>> = {
  ES: 'Europe/Madrid',
  US: 'America/New_York',
  TW: 'Asia/Taipei',
  GOLD: 'America/New_York',
};

export function marketTimeZone(market: string | null | undefined): string {
  return MARKET_TIME_ZONES[(market ?? '').toUpperCase()] ?? 'UTC';
}

type DateFormatter = {
  formatDate: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  locale: string;
  messages?: Readonly<Record<string, unknown>>;
  formatMessage?: (descriptor: { id: string }) => string;
};

/**
 * The zone's name as the reader's texts write it (`zone.<IANA zone>`: the markets' zones, in every
 * language), else as the browser's locale data names it. The browser's data is uneven ("hora de New
 * York" in Spanish, "ET" in Traditional Chinese), so the zones the product shows every day are named in
 * its own texts.
 */
export function zoneLabel(intl: Pick<DateFormatter, 'locale' | 'messages' | 'formatMessage'>, timeZone: string): string {
  const id = `zone.${timeZone}`;
  // The built app's messages are precompiled (not strings): ask react-intl for the text.
  if (intl.messages?.[id] === undefined) return zoneName(intl.locale, timeZone);
  const own = intl.messages[id];
  return typeof own === 'string' ? own : (intl.formatMessage?.({ id }) ?? zoneName(intl.locale, timeZone));
}

export type TimeStyle = 'time' | 'timeSeconds' | 'dateTime' | 'dateTimeSeconds' | 'weekdayTime';

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  timeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  dateTimeSeconds: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  weekdayTime: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
};

/** "15:01:19 Spain Time", "下午03:01:19 西班牙時間": a moment in one zone, with the zone's name. */
export function formatInZone(intl: DateFormatter, at: Date | string | number, timeZone: string, style: TimeStyle): string {
  return `${intl.formatDate(at, { ...STYLES[style], timeZone })} ${zoneLabel(intl, timeZone)}`;
}
