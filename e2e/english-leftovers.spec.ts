import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { asciiPunctuationInChinese, type CheckedLocale, englishLeftovers, englishVocabulary } from '../client/src/i18n/englishLeftovers';
import { ALL_ROUTES, OPS_PATH } from '../client/src/navigation/routeTable';
import { DEMO_OPS, loginAsDemo, login, shot } from './helpers';
import { test } from './fixtures';

// Issue 30: no English word on a screen of another language, outside the names of
// client/src/i18n/englishLeftovers.ts, and Chinese punctuated full-width. Every route of the route table
// and every page of the ops console, in es and zh-Hant, as a signed-in reader sees them at 375px: the
// visible text (document.body.innerText) against the words of the English texts. The unit test
// (client/src/i18n/englishLeftovers.test.ts) checks every message; this checks what screens assemble
// (names from the server, dates and zones from the browser, colons written by components).
//
// Texts typed by ops (content, offering, fund and institution names and descriptions, disclosures) are
// marked data-ops-content where they are shown and left out here: their languages are ops' to enter.
// So are the audit log's records (data-record): action codes, actors, targets and reasons as stored.

const root = path.join(import.meta.dirname, '..');

/** Every English message file: the app's, each feature's and product page's, the ops console's, the review reasons'. */
function englishTexts(): string[] {
  const files = fs
    .readdirSync(path.join(root, 'client/src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('/en.json') && (f.includes('messages/') || f.includes('reviewReasons/')));
  return files.flatMap((f) =>
    Object.values(JSON.parse(fs.readFileSync(path.join(root, 'client/src', f), 'utf8')) as Record<string, string>),
  );
}

const ENGLISH = englishVocabulary(englishTexts());
const LANGS: CheckedLocale[] = ['es', 'zh-Hant'];

/** Routes a route needs an argument for: the one the reader would come with. */
const ARGS: Record<string, string> = {
  stockDetail: '?symbol=ES:ITX',
  helpArticle: '?slug=withdrawals-and-fees',
};

/** The ops console's pages (its menu, client/src/ops/OpsConsole.tsx). */
const OPS_PAGES = [
  'reviews',
  'requests',
  'users',
  'invites',
  'content',
  'ipo',
  'block-trade',
  'follow',
  'intraday',
  'funds',
  'loans',
  'corporate-actions',
  'ledger',
  'audit',
  'apps',
];

/** What the reader sees: the page's visible text, without what ops typed (data-ops-content) and stored records (data-record). */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hidden = Array.from(document.querySelectorAll<HTMLElement>('[data-ops-content], [data-record]'));
    const before = hidden.map((el) => el.style.display);
    for (const el of hidden) el.style.display = 'none';
    const text = document.body.innerText;
    hidden.forEach((el, i) => {
      el.style.display = before[i];
    });
    return text;
  });
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('.navbar, .tabbar, [data-testid="ops-console"]').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // A list still loading reads its localised loading text: checked as it is rather than waited for forever.
  await expect(page.getByTestId('page-state-loading'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}

/** The leftovers on screen now, as "word" and "…:…" lines (empty when clean). */
async function leftovers(page: Page, lang: CheckedLocale): Promise<string[]> {
  const text = await visibleText(page);
  const words = [...new Set(englishLeftovers(text, lang, ENGLISH))];
  const punctuation = lang.startsWith('zh') ? asciiPunctuationInChinese(text) : [];
  return [...words, ...punctuation];
}

async function useLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

// On since stop 34: tickers, the language list's own names and the catalogue's company names read as
// names; ops-entered content and the deposit's configured bank details are marked data-ops-content.
test.describe('no English on a non-English screen', () => {
  for (const lang of LANGS) {
    test(`no English on any screen of the app in ${lang}, signed in`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.goto('/#/pages/market/index');
      await useLanguage(page, lang);
      const found: Record<string, string[]> = {};
      // Signed out first: the sign-in and registration forms (signed in, they send the reader on).
      for (const name of ['login', 'register']) {
        const route = ALL_ROUTES.find((r) => r.name === name)!;
        await page.goto(`/#${route.path}`);
        await page.reload();
        await settle(page);
        const left = await leftovers(page, lang);
        if (left.length > 0) found[name] = left;
      }
      await loginAsDemo(page);
      for (const route of ALL_ROUTES) {
        if (route.name === 'login' || route.name === 'register' || route.path === OPS_PATH || route.path === '/') continue;
        await page.goto(`/#${route.path}${ARGS[route.name] ?? ''}`);
        await settle(page);
        const left = await leftovers(page, lang);
        if (left.length > 0) found[route.path] = left;
        await shot(page, lang, `leftovers-${route.name}`);
      }
      // A New York stock's order sheet: its zone named in the reader's words ("hora de Nueva York", "紐約時間").
      await page.goto('/#/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL');
      await settle(page);
      await page.getByTestId('order-open-LONG').click();
      await expect(page.getByTestId('order-figures')).toBeVisible({ timeout: 30_000 });
      const zone = lang === 'es' ? 'hora de Nueva York' : '紐約時間';
      if (!(await page.getByTestId('order-panel').innerText()).includes(zone)) found['US:AAPL order sheet: zone'] = [`not "${zone}"`];
      const sheet = await leftovers(page, lang);
      if (sheet.length > 0) found['US:AAPL order sheet'] = sheet;
      await shot(page, lang, 'leftovers-order-sheet-us');
      expect(found).toEqual({});
    });

    test(`no English on any page of the ops console in ${lang}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.goto('/#/pages/market/index');
      await useLanguage(page, lang);
      await login(page, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
      await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
      const found: Record<string, string[]> = {};
      for (const sub of ['', ...OPS_PAGES]) {
        const hash = sub ? `${OPS_PATH}/${sub}` : OPS_PATH;
        await page.goto(`/#${hash}`);
        await expect(page.getByTestId('ops-console')).toBeVisible({ timeout: 20_000 });
        await settle(page);
        const left = await leftovers(page, lang);
        if (left.length > 0) found[hash] = left;
        await shot(page, lang, `leftovers-ops-${sub || 'home'}`);
      }
      expect(found).toEqual({});
    });
  }
});
