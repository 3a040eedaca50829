import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import zhHans from './messages/zh-Hans.json';
import zhHant from './messages/zh-Hant.json';
import type { Locale } from './locales';

export type Messages = Record<string, string>;

export const MESSAGES: Readonly<Record<Locale, Messages>> = {
  en,
  fr,
  es,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};
