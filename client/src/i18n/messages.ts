import en from './bundles/en';
import es from './bundles/es';
import fr from './bundles/fr';
import zhHans from './bundles/zh-Hans';
import zhHant from './bundles/zh-Hant';
import productsEn from './bundles/products/en';
import productsEs from './bundles/products/es';
import productsFr from './bundles/products/fr';
import productsZhHans from './bundles/products/zh-Hans';
import productsZhHant from './bundles/products/zh-Hant';
import screensEn from './bundles/screens/en';
import screensEs from './bundles/screens/es';
import screensFr from './bundles/screens/fr';
import screensZhHans from './bundles/screens/zh-Hans';
import screensZhHant from './bundles/screens/zh-Hant';
import { LOCALES, type Locale } from './locales';
import { type Messages, mergeLocaleFiles } from './mergeMessages';

export type { Messages } from './mergeMessages';

/**
 * EVERY language's texts, the ops console's included, at once — for tests and checks only. The app
 * never imports this file (a test in loadMessages.test.ts makes sure): it loads one language at a
 * time through loadMessages.ts. Each domain keeps its own texts in features/<domain>/messages/<locale>.json
 * (merged per language in bundles/<locale>.ts); the ops console keeps its texts in ops/messages (loaded
 * with the console). The review reason labels (`review.reason.<CODE>`), which users and ops both read, are
 * app texts: a domain's own reasons with its texts, the common ones in i18n/reviewReasons. A key defined
 * twice, in any of them, is a bug.
 */
const APP: Readonly<Record<Locale, Messages>> = { en, fr, es, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The product pages' texts (the `products` pack, i18n/packs.ts), each language. */
export const PRODUCT_MESSAGES: Readonly<Record<Locale, Messages>> = {
  en: productsEn,
  fr: productsFr,
  es: productsEs,
  'zh-Hans': productsZhHans,
  'zh-Hant': productsZhHant,
};

/** The texts only the screens beyond the first show (the `screens` pack, i18n/packs.ts), each language. */
export const SCREEN_MESSAGES: Readonly<Record<Locale, Messages>> = {
  en: screensEn,
  fr: screensFr,
  es: screensEs,
  'zh-Hans': screensZhHans,
  'zh-Hant': screensZhHant,
};

const OPS_FILES = import.meta.glob<Messages>('../ops/messages/*.json', { eager: true, import: 'default' });

export function mergeMessages(core: Readonly<Record<Locale, Messages>>, files: Record<string, Messages>): Record<Locale, Messages> {
  for (const file of Object.keys(files)) {
    if (!LOCALES.some((locale) => file.endsWith(`/${locale}.json`))) throw new Error(`${file}: unknown locale`);
  }
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      mergeLocaleFiles(
        locale,
        core[locale],
        Object.fromEntries(Object.entries(files).filter(([file]) => file.endsWith(`/${locale}.json`))),
      ),
    ]),
  ) as Record<Locale, Messages>;
}

/** The app's texts of each language (what `loadMessages(locale, [])` gives). */
export const APP_MESSAGES: Readonly<Record<Locale, Messages>> = APP;

/** The app's, the screens', the product pages' and the ops console's texts of each language. */
export const MESSAGES: Readonly<Record<Locale, Messages>> = mergeMessages(
  Object.fromEntries(
    LOCALES.map((l) => [
      l,
      mergeLocaleFiles(l, APP[l], { [`screens/${l}.json`]: SCREEN_MESSAGES[l], [`products/${l}.json`]: PRODUCT_MESSAGES[l] }),
    ]),
  ) as Record<Locale, Messages>,
  OPS_FILES,
);
