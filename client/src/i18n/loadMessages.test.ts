import { describe, expect, it } from 'vitest';
import { NAV_ERROR_CODES } from '../navigation/pageStack';
import { ALL_ROUTES } from '../navigation/routeTable';
import { CLIENT_ERROR_CODES } from './errors';
import { loadMessages, loadPack } from './loadMessages';
import { LOCALES } from './locales';
import { APP_MESSAGES, MESSAGES, SCREEN_MESSAGES } from './messages';
import { schemaErrorCodes } from './schemaErrorCodes.testkit';

const OPS_FILES = import.meta.glob<Record<string, string>>('../ops/messages/*.json', { eager: true, import: 'default' });
/** The app's own sources (tests and this folder's test-only file excepted), as text. */
const APP_SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../gql/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('texts loaded on demand', () => {
  it.each(LOCALES)('%s: the app pack is that language alone; with the screens, products and ops packs it is every text', async (locale) => {
    expect(await loadMessages(locale)).toEqual(APP_MESSAGES[locale]);
    expect(await loadMessages(locale, ['screens', 'products', 'ops'])).toEqual(MESSAGES[locale]);
  });

  it('the app pack (what every screen but the ops console has) holds every route title and navigation error, and with the screens pack every error code', () => {
    const codes = [...schemaErrorCodes(), ...CLIENT_ERROR_CODES];
    for (const locale of LOCALES) {
      const withScreens = { ...APP_MESSAGES[locale], ...SCREEN_MESSAGES[locale] };
      for (const code of codes) expect(withScreens, locale).toHaveProperty(`error.${code}`);
      for (const code of CLIENT_ERROR_CODES) expect(APP_MESSAGES[locale], locale).toHaveProperty(`error.${code}`);
      for (const route of ALL_ROUTES) expect(APP_MESSAGES[locale], locale).toHaveProperty(`route.${route.name}`);
      for (const code of NAV_ERROR_CODES) expect(APP_MESSAGES[locale], locale).toHaveProperty(`nav.error.${code}`);
    }
  });

  it('the ops console’s texts are only in the ops pack, which holds only ops.* texts', async () => {
    const ops = await loadPack('ops', 'en');
    expect(Object.keys(ops).length).toBeGreaterThan(20);
    expect(Object.keys(ops).filter((key) => !key.startsWith('ops.'))).toEqual([]);
    expect(Object.keys(APP_MESSAGES.en).filter((key) => key in ops)).toEqual([]);
    expect(Object.keys(OPS_FILES).sort()).toEqual(LOCALES.map((l) => `../ops/messages/${l}.json`).sort());
  });

  it('no app code imports every language at once (i18n/messages.ts is for tests)', () => {
    const offenders = Object.entries(APP_SOURCES)
      .filter(([file]) => !file.endsWith('/testSetup.ts') && !/\.testkit\.tsx?$/.test(file))
      .filter(([, text]) => /from '(\.\.?\/)+(i18n\/)?messages'/.test(text))
      .map(([file]) => file);
    expect(Object.keys(APP_SOURCES).length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
