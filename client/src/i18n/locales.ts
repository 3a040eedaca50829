import { STORAGE_KEY_LANG } from '../constants';

export const LOCALES = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own script (never translated). */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

/** BCP 47 tag used for `<html lang>` and Intl formatting. */
export const LOCALE_HTML_LANG: Readonly<Record<Locale, string>> = {
  en: 'en',
  fr: 'fr',
  es: 'es',
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const HANT_REGIONS = new Set(['TW', 'HK', 'MO']);

/** Maps one browser language tag (e.g. `zh-TW`, `fr-CA`, `es`) to a supported locale, if any. */
export function matchLocale(tag: string): Locale | undefined {
  const parts = tag.trim().replace(/_/g, '-').split('-');
  const language = parts[0]?.toLowerCase();
  if (!language) return undefined;
  if (language === 'zh') {
    const rest = parts.slice(1).map((p) => p.toLowerCase());
    if (rest.includes('hant')) return 'zh-Hant';
    if (rest.includes('hans')) return 'zh-Hans';
    if (parts.slice(1).some((p) => HANT_REGIONS.has(p.toUpperCase()))) return 'zh-Hant';
    return 'zh-Hans';
  }
  if (language === 'en' || language === 'fr' || language === 'es') return language;
  return undefined;
}

/** The first of the browser's languages that we support, else English. */
export function detectLocale(browserLanguages: readonly string[]): Locale {
  for (const tag of browserLanguages) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The saved choice (`localStorage.lang`) if valid, else the browser's language, else English. */
export function readInitialLocale(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
  browserLanguages: readonly string[] = browserLanguageList(),
): Locale {
  return readSavedLocale(storage) ?? detectLocale(browserLanguages);
}

/** The saved choice, if any and valid. */
export function readSavedLocale(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Locale | undefined {
  try {
    const saved = storage?.getItem(STORAGE_KEY_LANG);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function saveLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY_LANG, locale);
  } catch {
    // Storage may be full or disabled (private mode); the choice then lasts for this visit.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function browserLanguageList(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
