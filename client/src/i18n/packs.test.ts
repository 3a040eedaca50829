import { describe, expect, it } from 'vitest';
import { loadPack } from './loadMessages';
import { LOCALES } from './locales';
import { APP_MESSAGES, PRODUCT_MESSAGES, SCREEN_MESSAGES } from './messages';
import { FIRST_SCREEN_ROUTES, featureOfMessageFile, isScreenText, PRODUCT_TEXT_ROUTES, SCREEN_ERROR_FEATURES } from './packs';

/** The product features whose pages' texts are the `products` pack, with the prefix of those texts. */
const PRODUCT_FEATURES: Readonly<Record<string, string>> = {
  'block-trade': 'blockTrade',
  follow: 'follow',
  funds: 'fund',
  intraday: 'intraday',
  loans: 'loan',
  'api-tokens': 'apiTokens',
  push: 'push',
};

/** Each feature's texts (messages/<locale>.json, whole: not split into packs). */
const FEATURE_MESSAGE_FILES = import.meta.glob<Record<string, string>>('../features/*/messages/*.json', { eager: true, import: 'default' });
/** The app's core texts (i18n/messages/<locale>.json, whole). */
const CORE_MESSAGE_FILES = import.meta.glob<Record<string, string>>('./messages/*.json', { eager: true, import: 'default' });

/** The app's own sources (tests excepted), as text, by path relative to this folder. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../gql/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ROUTES_SOURCE = SOURCES['../routes.tsx'] as string;
/** The page files of the routes that load the pack (read from routes.tsx as the boot script's build does). */
const PACK_PAGES = new Set(
  [...ROUTES_SOURCE.slice(ROUTES_SOURCE.indexOf('export const PAGES')).matchAll(/^\s+(\w+): (\w+),$/gm)]
    .filter(([, name]) => PRODUCT_TEXT_ROUTES.has(name as string))
    .map(
      ([, , component]) => new RegExp(`const ${component} = lazyPage\\(\\(\\) => import\\('\\./(pages/[^']+)'\\)`).exec(ROUTES_SOURCE)?.[1],
    )
    .map((file) => `../${file}.tsx`),
);

const inProductFeature = (file: string) => Object.keys(PRODUCT_FEATURES).some((d) => file.startsWith(`../features/${d}/`));

describe('the product pages’ texts (a pack of their own)', () => {
  it.each(LOCALES)('%s: are each under their feature’s prefix, and none is also an app text', async (locale) => {
    const pack = await loadPack('products', locale);
    expect(pack).toEqual(PRODUCT_MESSAGES[locale]);
    const prefixes = Object.values(PRODUCT_FEATURES).map((p) => `${p}.`);
    expect(Object.keys(pack).length).toBeGreaterThan(300);
    expect(Object.keys(pack).filter((key) => !prefixes.some((p) => key.startsWith(p)))).toEqual([]);
    expect(Object.keys(pack).filter((key) => key in APP_MESSAGES[locale])).toEqual([]);
  });

  it('every route that loads them has its page file found', () => {
    expect(PACK_PAGES.size).toBe(PRODUCT_TEXT_ROUTES.size);
    expect([...PACK_PAGES].filter((file) => !(file in SOURCES))).toEqual([]);
  });

  it('are shown only where they are loaded: the product features’ own code, their pages, the ops console', () => {
    const key = new RegExp(`['\`"]((?:${Object.values(PRODUCT_FEATURES).join('|')})\\.[a-zA-Z][\\w.]*)`, 'g');
    // A product's text that every screen has (an app text, such as the short reasons the statement shows) is fine anywhere.
    // A key's start (a template literal's) counts as a product text when any product text begins with it.
    const appIds = new Set(Object.keys(APP_MESSAGES.en));
    const productIds = Object.keys(PRODUCT_MESSAGES.en);
    const productText = (id: string) => (id.endsWith('.') ? productIds.some((p) => p.startsWith(id)) : !appIds.has(id));
    const imports = new RegExp(`from '[./]*features/(${Object.keys(PRODUCT_FEATURES).join('|')})/`);
    const allowed = (file: string) => inProductFeature(file) || file.startsWith('../ops/') || PACK_PAGES.has(file);
    const usingTexts = Object.entries(SOURCES).filter(
      ([file, text]) => !allowed(file) && [...text.matchAll(key)].some((m) => productText(m[1] as string)),
    );
    // A product feature's screens render only on those pages; its event handler loads the pack itself.
    const usingScreens = Object.entries(SOURCES).filter(
      ([file, text]) => imports.test(text) && !allowed(file) && file !== '../AccountEventsListener.tsx',
    );
    expect(usingTexts.map(([file]) => file)).toEqual([]);
    expect(usingScreens.map(([file]) => file)).toEqual([]);
  });

  it('are loaded by each product’s account-events handler before it speaks', () => {
    const handlers = Object.entries(SOURCES).filter(([file]) => inProductFeature(file) && /\/use\w+Events\.ts$/.test(file));
    expect(handlers.length).toBe(5);
    for (const [file, text] of handlers) expect(text, file).toMatch(/useAccountEventHandler\(\w+, 'products'\)/);
  });
});

/** The page file of each route name of routes.tsx's PAGES, for the lazily loaded pages. */
const PAGE_FILES = new Map(
  [...ROUTES_SOURCE.slice(ROUTES_SOURCE.indexOf('export const PAGES')).matchAll(/^\s+(\w+): (\w+),$/gm)].map(([, name, component]) => [
    name as string,
    `../${new RegExp(`const ${component} = lazyPage\\(\\(\\) => import\\('\\./(pages/[^']+)'\\)`).exec(ROUTES_SOURCE)?.[1]}.tsx`,
  ]),
);

/** The app's files a file imports statically (type-only imports aside), by path relative to this folder. */
function staticImports(file: string): string[] {
  const text = SOURCES[file] ?? '';
  const dir = file.slice(0, file.lastIndexOf('/'));
  const found: string[] = [];
  for (const [, what, spec] of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from '(\.[^']+)';/gms)) {
    if (what) continue;
    const parts = `${dir}/${spec}`.split('/');
    const out: string[] = [];
    for (const part of parts) {
      if (part === '.') continue;
      if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else out.push(part);
    }
    const base = out.join('/');
    const hit = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => f in SOURCES);
    if (hit) found.push(hit);
  }
  for (const [, spec] of text.matchAll(/^import '(\.[^']+\.tsx?)';/gm)) found.push(spec as string);
  return found;
}

/** The account events' handlers (AccountEventsListener.tsx and what it composes): they speak on any screen. */
const isEventHandler = (file: string) => /\/use\w*Events\.ts$/.test(file);

/**
 * Every app file a file reaches through static imports (itself included), not going into the account
 * events' handlers (`handlers` collects them: they load the screens' texts before they speak).
 */
function reach(file: string, handlers = new Set<string>()): Set<string> {
  const seen = new Set([file]);
  const queue = [file];
  for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
    for (const next of staticImports(f)) {
      if (isEventHandler(next)) handlers.add(next);
      else if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The screens' texts a file names: quoted ids (a template's start counts: `money.status.${x}`). */
function screenTextsIn(file: string): string[] {
  return [...(SOURCES[file] ?? '').matchAll(/['`"]([a-zA-Z]+\.[\w.-]*)/g)].map((m) => m[1] as string).filter((key) => isScreenText(key));
}

describe('the screens’ texts (a pack of their own, off the first screen)', () => {
  it.each(LOCALES)('%s: are the feature texts under the screens’ prefixes, none of them also an app text', async (locale) => {
    const pack = await loadPack('screens', locale);
    expect(pack).toEqual(SCREEN_MESSAGES[locale]);
    expect(Object.keys(pack).length).toBeGreaterThan(400);
    expect(Object.keys(pack).filter((key) => !isScreenText(key) && !key.startsWith('error.'))).toEqual([]);
    expect(Object.keys(APP_MESSAGES[locale]).filter((key) => isScreenText(key))).toEqual([]);
    // Home's IPO win notices stay in the app's texts.
    expect(APP_MESSAGES[locale]).toHaveProperty('ipo.win.text');
  });

  it.each(
    LOCALES,
  )('%s: the error codes of the screens beyond the first are in it; the app’s and the first screens’ features’ stay', async (locale) => {
    const pack = await loadPack('screens', locale);
    const moved: string[] = [];
    const kept: string[] = [];
    for (const [file, messages] of Object.entries({ ...FEATURE_MESSAGE_FILES, ...CORE_MESSAGE_FILES })) {
      if (!file.endsWith(`/${locale}.json`)) continue;
      const feature = featureOfMessageFile(file);
      for (const key of Object.keys(messages).filter((k) => k.startsWith('error.'))) {
        (isScreenText(key, feature) ? moved : kept).push(key);
        // Every code of a screens feature moves.
        if (feature && SCREEN_ERROR_FEATURES.has(feature)) expect(isScreenText(key, feature), key).toBe(true);
      }
    }
    expect(moved.length).toBeGreaterThan(120);
    expect(moved.filter((key) => !(key in pack) || key in APP_MESSAGES[locale])).toEqual([]);
    expect(kept.filter((key) => !(key in APP_MESSAGES[locale]) || key in pack)).toEqual([]);
    // Signing in, the watchlist and every screen's own conditions can be shown before the pack is in.
    for (const code of ['INVALID_CREDENTIALS', 'INSTRUMENT_NOT_FOUND', 'INTERNAL_ERROR', 'NETWORK', 'TIMEOUT', 'RATE_LIMITED']) {
      expect(APP_MESSAGES[locale], code).toHaveProperty(`error.${code}`);
    }
  });

  it('the import walk finds the files (so the next test can fail)', () => {
    const main = reach('../main.tsx');
    expect(main.has('../routes.tsx')).toBe(true);
    expect(main.has('../ui/PageState.tsx')).toBe(true);
    expect(reach(PAGE_FILES.get('trade') as string).has('../features/trading/TradeScreen.tsx')).toBe(true);
    expect(screenTextsIn('../features/trading/TradeScreen.tsx').length).toBeGreaterThan(0);
  });

  it('are named only where they are loaded: not by main’s code nor by the first screens’ pages', () => {
    expect([...FIRST_SCREEN_ROUTES].filter((name) => name !== 'launch' && !((PAGE_FILES.get(name) ?? '') in SOURCES))).toEqual([]);
    const handlers = new Set<string>();
    const files = new Set([...reach('../main.tsx', handlers)]);
    for (const name of FIRST_SCREEN_ROUTES) {
      const page = PAGE_FILES.get(name);
      if (page) for (const file of reach(page)) files.add(file);
    }
    const naming = [...files].flatMap((file) => screenTextsIn(file).map((key) => `${file}: ${key}`));
    expect(naming).toEqual([]);
    // The account events' handlers that speak (a toast, a formatted text) do so only through an intl with
    // the screens' texts loaded; one that only refreshes the cache (the notification centre's) says nothing.
    expect(handlers.size).toBeGreaterThanOrEqual(10);
    const speaks = (src: string) => /useIntl\(|formatMessage\(|toast/i.test(src);
    const unloaded = [...handlers].filter((file) => {
      const src = SOURCES[file] ?? '';
      return speaks(src) && !/intlWithPacks\(|useAccountEventHandler\(/.test(src);
    });
    expect(unloaded).toEqual([]);
  });

  it('the account events’ handlers load them before they speak (ui/useAccountEventHandler.ts)', () => {
    const source = SOURCES['../ui/useAccountEventHandler.ts'] ?? '';
    expect(source).toMatch(/texts \? \['screens', texts\] : \['screens'\]/);
    expect(source).toMatch(/loadPack\(pack, locale\)/);
  });
});

describe('the icons beyond the first screens’ (ui/moreIcons.tsx, off the first screen)', () => {
  const moreNames = [...(SOURCES['../ui/moreIcons.tsx'] ?? '').matchAll(/^ {2}\| '(\w+)'/gm)].map((m) => m[1] as string);

  it('are named by none of main’s code nor the first screens’ pages', () => {
    expect(moreNames.length).toBeGreaterThan(10);
    const files = new Set(reach('../main.tsx'));
    for (const name of FIRST_SCREEN_ROUTES) {
      const page = PAGE_FILES.get(name);
      if (page) for (const file of reach(page)) files.add(file);
    }
    // The route table's names ('deposit', 'vip'…) are routes, not icons; the icon modules name them all.
    const skip = new Set(['../navigation/routeTable.ts', '../ui/icons.tsx', '../ui/moreIcons.tsx']);
    const naming = [...files]
      .filter((file) => !skip.has(file))
      .flatMap((file) =>
        [...(SOURCES[file] ?? '').matchAll(/['"`](\w+)['"`]/g)]
          .map((m) => m[1] as string)
          .filter((word) => moreNames.includes(word))
          .map((word) => `${file}: ${word}`),
      );
    expect(naming).toEqual([]);
  });
});
