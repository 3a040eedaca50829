import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import zhHans from './messages/zh-Hans.json';
import zhHant from './messages/zh-Hant.json';
import { LOCALES, type Locale } from './locales';

export type Messages = Record<string, string>;

const CORE: Readonly<Record<Locale, Messages>> = { en, fr, es, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/**
 * Each domain keeps its own texts in features/<domain>/messages/<locale>.json, so domains grow
 * without touching one shared file; they are merged here. A key defined twice is a bug.
 */
const DOMAIN_FILES = import.meta.glob<Messages>('../features/*/messages/*.json', { eager: true, import: 'default' });

export function mergeMessages(core: Readonly<Record<Locale, Messages>>, files: Record<string, Messages>): Record<Locale, Messages> {
  const merged = Object.fromEntries(LOCALES.map((l) => [l, { ...core[l] }])) as Record<Locale, Messages>;
  for (const [file, messages] of Object.entries(files)) {
    const locale = file.replace(/^.*\//, '').replace(/\.json$/, '') as Locale;
    if (!LOCALES.includes(locale)) throw new Error(`${file}: unknown locale`);
    for (const [key, value] of Object.entries(messages)) {
      if (key in merged[locale]) throw new Error(`${file}: message ${key} is defined twice`);
      merged[locale][key] = value;
    }
  }
  return merged;
}

export const MESSAGES: Readonly<Record<Locale, Messages>> = mergeMessages(CORE, DOMAIN_FILES);
