import { LOCALES, type Locale } from './locales';

export type Messages = Record<string, string>;

/**
 * Adds one language's message files (path → texts) to its core texts. Every file must be that
 * language's (`…/<locale>.json`); a key defined twice is a bug and throws.
 */
export function mergeLocaleFiles(locale: Locale, core: Readonly<Messages>, files: Readonly<Record<string, Messages>>): Messages {
  const merged: Messages = { ...core };
  for (const [file, messages] of Object.entries(files)) {
    const fileLocale = file.replace(/^.*\//, '').replace(/\.json$/, '');
    if (!(LOCALES as readonly string[]).includes(fileLocale)) throw new Error(`${file}: unknown locale`);
    if (fileLocale !== locale) throw new Error(`${file}: not a ${locale} file`);
    for (const [key, value] of Object.entries(messages)) {
      if (key in merged) throw new Error(`${file}: message ${key} is defined twice`);
      merged[key] = value;
    }
  }
  return merged;
}
