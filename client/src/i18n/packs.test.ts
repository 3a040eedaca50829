import { describe, expect, it } from 'vitest';
import { loadPack } from './loadMessages';
import { LOCALES } from './locales';
import { APP_MESSAGES, PRODUCT_MESSAGES } from './messages';
import { PRODUCT_TEXT_ROUTES } from './packs';

/** The product features whose pages' texts are the `products` pack, with the prefix of those texts. */
const PRODUCT_FEATURES: Readonly<Record<string, string>> = {
  'block-trade': 'blockTrade',
  follow: 'follow',
  funds: 'fund',
  intraday: 'intraday',
  loans: 'loan',
  'api-tokens': 'apiTokens',
};

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
    const key = new RegExp(`['\`"](${Object.values(PRODUCT_FEATURES).join('|')})\\.[a-zA-Z]`);
    const imports = new RegExp(`from '[./]*features/(${Object.keys(PRODUCT_FEATURES).join('|')})/`);
    const allowed = (file: string) => inProductFeature(file) || file.startsWith('../ops/') || PACK_PAGES.has(file);
    const usingTexts = Object.entries(SOURCES).filter(([file, text]) => key.test(text) && !allowed(file));
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
