import { useLocale } from './I18nProvider';

/** The `lang` argument for instrument names: the reader's language (e.g. "zh-Hant" → 台積電). */
export function useLang(): string {
  return useLocale().locale;
}
