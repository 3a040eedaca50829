import type { Locale } from './locales';
import type { Messages } from './mergeMessages';

/**
 * Texts are loaded one language at a time, on demand: the first screen downloads only the reader's
 * language; switching language downloads the other one (kept once loaded). `app` is every screen's
 * texts (i18n/bundles/<locale>.ts, one chunk per language); `screens` the texts only the screens
 * beyond the first show (i18n/bundles/screens/<locale>.ts); `products` the product pages'
 * (i18n/bundles/products/<locale>.ts, see packs.ts); `ops` is the ops console's
 * (ops/messages/<locale>.json), loaded with the console's chunk.
 */
export type MessagePack = 'app' | 'ops' | 'products' | 'screens';

const APP: Readonly<Record<Locale, () => Promise<{ default: Messages }>>> = {
  en: () => import('./bundles/en'),
  fr: () => import('./bundles/fr'),
  es: () => import('./bundles/es'),
  'zh-Hans': () => import('./bundles/zh-Hans'),
  'zh-Hant': () => import('./bundles/zh-Hant'),
};

const PRODUCTS: Readonly<Record<Locale, () => Promise<{ default: Messages }>>> = {
  en: () => import('./bundles/products/en'),
  fr: () => import('./bundles/products/fr'),
  es: () => import('./bundles/products/es'),
  'zh-Hans': () => import('./bundles/products/zh-Hans'),
  'zh-Hant': () => import('./bundles/products/zh-Hant'),
};

const SCREENS: Readonly<Record<Locale, () => Promise<{ default: Messages }>>> = {
  en: () => import('./bundles/screens/en'),
  fr: () => import('./bundles/screens/fr'),
  es: () => import('./bundles/screens/es'),
  'zh-Hans': () => import('./bundles/screens/zh-Hans'),
  'zh-Hant': () => import('./bundles/screens/zh-Hant'),
};

const OPS_FILES = import.meta.glob<Messages>('../ops/messages/*.json', { import: 'default' });

const LOADERS: Readonly<Record<MessagePack, (locale: Locale) => Promise<Messages>>> = {
  app: (locale) => APP[locale]().then((m) => m.default),
  products: (locale) => PRODUCTS[locale]().then((m) => m.default),
  screens: (locale) => SCREENS[locale]().then((m) => m.default),
  ops: (locale) => {
    const load = OPS_FILES[`../ops/messages/${locale}.json`];
    return load ? load() : Promise.reject(new Error(`no ops messages for ${locale}`));
  },
};

const loading = new Map<string, Promise<Messages>>();
const known = new Set<string>();

/** One pack of one language; a failed download may be tried again. */
export function loadPack(pack: MessagePack, locale: Locale): Promise<Messages> {
  const key = `${pack}:${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[pack](locale).then(
      (messages) => {
        registerKnownMessages(messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** The app's texts of a language, with the given extra packs merged in. */
export async function loadMessages(locale: Locale, packs: readonly MessagePack[] = []): Promise<Messages> {
  const names = ['app' as const, ...packs.filter((p) => p !== 'app')];
  const loaded = await Promise.all(names.map((pack) => loadPack(pack, locale)));
  return Object.assign({}, ...loaded) as Messages;
}

/**
 * Whether a message id exists (in any loaded language: every language has the same keys, a test checks
 * it). Screens render only once their language is loaded, so this is known whenever a screen asks.
 */
export function isKnownMessageId(id: string): boolean {
  return known.has(id);
}

/** Tests only: forgets every id recorded so far, as on a page that has loaded no texts yet. */
export function forgetKnownMessages(): void {
  known.clear();
}

/** Records message ids as known (done for every loaded pack; tests record all of them at once). */
export function registerKnownMessages(messages: Readonly<Messages>): void {
  for (const id of Object.keys(messages)) known.add(id);
}

/**
 * Shown only when the reader's texts themselves cannot be downloaded (so they cannot come from the
 * message files): a retry button, in each language.
 */
export const TEXTS_FAILED: Readonly<Record<Locale, string>> = {
  en: 'Could not load the app. Tap to try again.',
  fr: 'Impossible de charger l’application. Touchez pour réessayer.',
  es: 'No se pudo cargar la aplicación. Toque para reintentar.',
  'zh-Hans': '无法加载应用，点击重试。',
  'zh-Hant': '無法載入應用程式，點擊重試。',
};
