import type { Locale } from '../../i18n/locales';

/** The longest a message or note may be (the server refuses longer: SUPPORT_MESSAGE_TOO_LONG). */
export const SUPPORT_BODY_MAX = 4000;

/** A link Vela's messages may carry (a help-centre article), shown as an example under the reply. */
export const LINK_EXAMPLE = '[…](/subPackages/mine/help/article?slug=withdrawals-and-fees)';

/** A span of time as at most two units, largest first: 3 days 4 h, 2 h 5 min, 12 min. */
export type DurationUnit = 'day' | 'hour' | 'minute';
export interface DurationPart {
  unit: DurationUnit;
  value: number;
}

/**
 * The two largest non-zero units of a number of seconds (rounded down to the minute); under a minute,
 * `lessThanMinute` (shown "< 1 min"). Negative spans (a clock ahead of ours) count as none.
 */
export function durationParts(seconds: number): { parts: DurationPart[]; lessThanMinute: boolean } {
  const minutesTotal = Math.floor(Math.max(0, seconds) / 60);
  if (minutesTotal === 0) return { parts: [], lessThanMinute: true };
  const days = Math.floor(minutesTotal / 1440);
  const hours = Math.floor((minutesTotal % 1440) / 60);
  const minutes = minutesTotal % 60;
  const all: DurationPart[] = [
    { unit: 'day', value: days },
    { unit: 'hour', value: hours },
    { unit: 'minute', value: minutes },
  ];
  const first = all.findIndex((p) => p.value > 0);
  // The largest unit and the next one down, when that one is not zero (2 days 0 h shows "2 days").
  const parts = all.slice(first, first + 2).filter((p) => p.value > 0);
  return { parts, lessThanMinute: false };
}

/** Seconds from `since` (ISO) to `now` (ms). */
export function secondsSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
}

/** How urgent a wait is: under 4 h calm, up to a day a warning, a day or more late. */
export type WaitTone = 'calm' | 'warn' | 'late';
export function waitTone(seconds: number): WaitTone {
  if (seconds >= 24 * 3600) return 'late';
  if (seconds >= 4 * 3600) return 'warn';
  return 'calm';
}

/** A canned reply's texts as the API returns them (LocalisedTextValues). */
export interface CannedTexts {
  en: string;
  fr?: string | null;
  es?: string | null;
  zhHans?: string | null;
  zhHant?: string | null;
}

/**
 * The text of a canned reply in the user's language (chosen by ops: the server does not know it);
 * a language left empty gives the English text, with `fellBack` so the console can say so.
 */
export function cannedTextFor(texts: CannedTexts, lang: Locale): { text: string; fellBack: boolean } {
  const byLang: Record<Locale, string | null | undefined> = {
    en: texts.en,
    fr: texts.fr,
    es: texts.es,
    'zh-Hans': texts.zhHans,
    'zh-Hant': texts.zhHant,
  };
  const own = byLang[lang]?.trim();
  if (own) return { text: own, fellBack: false };
  return { text: texts.en.trim(), fellBack: lang !== 'en' };
}

/**
 * `text` put into `body` in place of the selection [start, end), set apart from the text around it by a
 * blank line; `caret` is where the cursor goes after it.
 */
export function insertText(body: string, text: string, start = body.length, end = start): { body: string; caret: number } {
  const from = Math.max(0, Math.min(start, body.length));
  const to = Math.max(from, Math.min(end, body.length));
  const before = body.slice(0, from);
  const after = body.slice(to);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const next = `${before}${lead}${text}${trail}${after}`;
  return { body: next, caret: before.length + lead.length + text.length };
}

/** A list without repeated ids (offset pages of a list whose order moves may repeat an item). */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** The inbox's "waiting at least" choices, in hours (the API takes 0–720). */
export const WAITING_HOURS = [1, 4, 12, 24, 48, 72, 168] as const;

/** A filter value from the address: a known choice or nothing. */
export function pickOne<T extends string | number>(choices: readonly T[], raw: string | null): T | null {
  if (raw === null || raw === '') return null;
  return choices.find((c) => String(c) === raw) ?? null;
}
