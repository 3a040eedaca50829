import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_OPS, loginAsDemo, login, shot } from './helpers';
import { test } from './fixtures';
import { DEVICE_SCALE } from './playwright.config';

// Accessibility as Lighthouse and a screen-reader user meet it (issue 12: accessibility 100): axe-core (the
// engine inside Lighthouse's accessibility audits) over the screens Lighthouse measures, signed in, at
// 375px, in three languages (Chinese up/down colours differ), plus the ops console. Every WCAG 2.x A/AA
// rule, tap targets of WCAG 2.2 and visible labels matching accessible names. Nothing is left out: the tab
// bar's colours pass AA since issue 30 (client/src/ui/theme.css). Then Lighthouse itself over the same four
// screens (accessibility 100), and the first screen's JavaScript against its budget.

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The first screen's JavaScript (issue 30): at most 175 KB gzip (-9, of the built files) for what Home
 * loads, cold, signed in, as Lighthouse loads it (bench/lighthouse.mjs measures it the same way); the
 * fixed stack alone is 136 KB (bench/stack-floor.mjs). Home measured 205.6 KB at stop 33, 178.5 KB at
 * stop 34, 183.1 KB with issue 31's bell and service worker, and 174.6 KB at stop 36 (docs/benchmarks.md
 * says where the bytes went). The aim is the ceiling now: a change that grows the first screen past it fails.
 */
const FIRST_SCREEN_JS_AIM_KB = 175;
const DIST = path.join(import.meta.dirname, '..', 'client', 'dist');

const SCREENS = [
  { name: 'home', hash: '/pages/home/index', ready: 'home-indices' },
  { name: 'market', hash: '/pages/market/index', ready: 'market-list' },
  { name: 'stock-detail', hash: '/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL', ready: 'quote-panel' },
  { name: 'mine', hash: '/pages/mine/index', ready: 'mine-phone' },
] as const;

// axe is injected into the page; the app's CSP (script-src 'self') would refuse it as an inline script.
test.use({ bypassCSP: true });

/** The other screens a signed-in reader opens most (English): each product's main page and the Trade tab. */
const MORE_SCREENS = [
  '/pages/trade/index',
  '/pages/optional/index',
  '/subPackages/market/ipo/ipo',
  '/subPackages/market/blockTrade/blockTrade',
  '/subPackages/market/instaFollow/instaFollow',
  '/subPackages/market/dayTrading/dayTrading',
  '/subPackages/market/fund/index',
  '/subPackages/mine/loan/loan',
  '/subPackages/mine/vip/index',
  '/subPackages/mine/statement/statement',
] as const;

type Violation = { id: string; nodes: string[] };

async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v: { id: string; nodes: Array<{ target: string[]; failureSummary?: string }> }) => ({
      id: v.id,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`),
    }));
  });
}

async function settle(page: Page, ready: string): Promise<void> {
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 20_000 });
  // Loading states gone, live rows in: audit what a reader sees, not a skeleton.
  await expect(page.getByTestId('page-state-loading')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
}

for (const lang of ['en', 'es', 'zh-Hant'] as const) {
  test(`accessibility (axe, WCAG 2.2 AA) of Home, Market, stock detail and Mine, signed in, in ${lang}`, async ({ page }) => {
    // Four screens, each settled, audited and photographed: 2 minutes was too short on a loaded machine.
    test.setTimeout(240_000);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await loginAsDemo(page);
    const found: Record<string, Violation[]> = {};
    for (const screen of SCREENS) {
      await page.goto(`/#${screen.hash}`);
      await settle(page, screen.ready);
      const v = await violations(page);
      if (v.length > 0) found[screen.name] = v;
      await shot(page, lang, `a11y-${screen.name}`);
    }
    expect(found).toEqual({});
  });
}

test('accessibility (axe) of Trade, the watchlist and every product page, signed in, in en', async ({ page }) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await loginAsDemo(page);
  const found: Record<string, Violation[]> = {};
  for (const hash of MORE_SCREENS) {
    await page.goto(`/#${hash}`);
    await expect(page.locator('.navbar, .tabbar').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('page-state-loading')).toHaveCount(0, { timeout: 20_000 });
    const v = await violations(page);
    if (v.length > 0) found[hash] = v;
  }
  expect(found).toEqual({});
});

test('accessibility (axe) of the ops console at 375px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await login(page, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  const found: Record<string, Violation[]> = {};
  for (const hash of ['/ops', '/ops/reviews', '/ops/users']) {
    await page.goto(`/#${hash}`);
    await expect(page.getByTestId('ops-console')).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const v = await violations(page);
    if (v.length > 0) found[hash] = v;
  }
  expect(found).toEqual({});
});

/** Lighthouse (mobile, 375 px, no throttling: accessibility and the network log only) over one screen. */
async function lighthouseRun(url: string, cookie: string, categories: string[]) {
  // A run Lighthouse could not finish (a page it lost, a load it never saw settle) is run once more.
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(categories.length > 0 ? { onlyCategories: categories } : {}),
        onlyAudits: ['network-requests'],
        extraHeaders: { Cookie: cookie },
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 375, height: 812, deviceScaleFactor: DEVICE_SCALE, disabled: false },
        throttlingMethod: 'provided',
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!result.lhr.runtimeError || attempt >= 2) return result.lhr;
    } catch (error) {
      if (attempt >= 2) throw error;
    } finally {
      await chrome.kill();
    }
  }
}

/** The demo user's session cookie, for Lighthouse's own browser. */
async function demoCookie(page: Page): Promise<string> {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await loginAsDemo(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  // The app stops in this browser (its live prices would share the CPU with Lighthouse's).
  await page.goto('about:blank');
  return cookie;
}

test('Lighthouse accessibility is 100 on Home, Market, stock detail and Mine, signed in', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const cookie = await demoCookie(page);
  const scores: Record<string, { accessibility: number; failing: string[] }> = {};
  for (const screen of SCREENS) {
    const lhr = await lighthouseRun(`${baseURL}/#${screen.hash}`, cookie, ['accessibility']);
    const category = lhr.categories.accessibility;
    if (!category) throw new Error(`no accessibility score for ${screen.name}`);
    // The audits that fail, with the elements they name, so a failure says what to fix.
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a !== undefined && a.score !== null && a.score < 1)
      .map((a) => {
        const items = (a?.details as { items?: Array<{ node?: { selector?: string } }> } | undefined)?.items ?? [];
        return `${a?.id}: ${items.map((i) => i.node?.selector ?? '?').join(', ')}`;
      });
    scores[screen.name] = { accessibility: Math.round((category.score ?? 0) * 100), failing };
  }
  const perfect = Object.fromEntries(SCREENS.map((s) => [s.name, { accessibility: 100, failing: [] }]));
  expect(scores, `Lighthouse accessibility below 100; failing audits: ${JSON.stringify(scores, null, 2)}`).toEqual(perfect);
});

test('the first screen (Home, cold, signed in) loads at most 175 KB of JavaScript (gzip)', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const cookie = await demoCookie(page);
  const lhr = await lighthouseRun(`${baseURL}/#/pages/home/index`, cookie, []);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
  const files = new Set(
    requests
      .filter((r) => r.url.startsWith(baseURL as string) && r.resourceType === 'Script')
      .map((r) => new URL(r.url).pathname.replace(/^\//, '')),
  );
  const js = [...files].map((file) => ({
    file,
    gzipKb: zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024,
  }));
  expect(
    js.map((f) => f.file).some((f) => /^assets\/main-/.test(f)),
    'Lighthouse saw main load on Home',
  ).toBe(true);
  const total = js.reduce((sum, f) => sum + f.gzipKb, 0);
  const listing = js
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .map((f) => `${f.file} ${f.gzipKb.toFixed(1)}`)
    .join(', ');
  console.log(
    `first screen (Home) JS: ${total.toFixed(1)} KB gzip -9 in ${js.length} files (aim ${FIRST_SCREEN_JS_AIM_KB} KB): ${listing}`,
  );
  expect(
    total,
    `first-screen JS ${total.toFixed(1)} KB gzip, over the ${FIRST_SCREEN_JS_AIM_KB} KB budget: ${listing}`,
  ).toBeLessThanOrEqual(FIRST_SCREEN_JS_AIM_KB);
});
