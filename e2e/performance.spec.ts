import { type Browser, expect, type Page, test } from '@playwright/test';
import { advanceTestClock, opsClient, type Ops, readJson } from './allocation-kit';
import { DEMO_OPS, DEMO_USER } from './helpers';
import { DEVICE_SCALE } from './playwright.config';
import { buyAtMarket, look, signIn } from './products-kit';

// Issue 37 at 375 px, as the demo user, on a server of its own whose clock starts on Tuesday 24 November
// 2026 at 11:00 in Madrid (run.mjs CLOCKED: E2E_CLOCK_START=2026-11-24T10:00:00Z), the day the demo money
// arrives. Before a day has closed, Performance says the first valuation comes after the close; ops then
// move the clock two days on (TEST_CLOCK), and the page shows the valued days: the chart, a period change,
// the benchmark switch (a second line and the difference), a return's formula in words, the profit by cause
// and the allocation, in English and in Traditional Chinese, with rises in green and in red respectively.
// Without its clock (the ordinary passes) it is skipped.

const START = process.env.E2E_CLOCK_START;
test.skip(START !== '2026-11-24T10:00:00Z', 'needs its own clock: E2E_CLOCK_START=2026-11-24T10:00:00Z');
test.describe.configure({ mode: 'serial' });

type Lang = 'en' | 'zh-Hant';
const texts = (lang: Lang): Record<string, string> => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/performance/messages/${lang}.json`),
});

let ops: Ops;

async function phone(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    timezoneId: lang === 'en' ? 'Europe/Madrid' : 'Asia/Taipei',
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const p = await context.newPage();
  await signIn(p, DEMO_USER.national, DEMO_USER.password);
  return p;
}

/** Opens Mine → Performance from its link, as a person would. */
async function openPerformance(page: Page): Promise<void> {
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-link-performance').click();
  await expect(page.getByTestId('performance-screen')).toBeVisible({ timeout: 30_000 });
}

/** The colour a figure shows, and the app's colour for a rise and a fall. */
async function colours(page: Page, testId: string): Promise<{ shown: string; up: string; down: string }> {
  return page.getByTestId(testId).evaluate((el) => {
    const probe = (v: string) => {
      const s = document.createElement('span');
      s.style.color = `var(${v})`;
      document.body.append(s);
      const c = getComputedStyle(s).color;
      s.remove();
      return c;
    };
    const figure = el.querySelector('[data-sign]') ?? el;
    return { shown: getComputedStyle(figure).color, up: probe('--up'), down: probe('--down') };
  });
}

test.beforeAll(async () => {
  ops = await opsClient();
});

test('the first day: the money has arrived, the first valuation comes after the close', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await phone(browser, 'en');
  // One holding, so the allocation has something to show and points out the concentration.
  await buyAtMarket(page, 'ES:SAN', '300');
  await openPerformance(page);
  await expect(page.getByTestId('performance-first-day')).toBeVisible();
  await expect(page.getByTestId('performance-concentration')).toBeVisible();
  await look(page, 'en', 'performance-first-day');
  await page.context().close();
});

for (const lang of ['en', 'zh-Hant'] as const) {
  test(`${lang}: the chart, a period change, the benchmark switch, a return explained, in the reader's colours`, async ({ browser }) => {
    test.setTimeout(180_000);
    if (lang === 'en') await advanceTestClock(ops, { hours: 48 });
    const t = texts(lang);
    const page = await phone(browser, lang);
    await openPerformance(page);
    await expect(page.getByRole('heading', { name: t['route.performance'] }).first()).toBeVisible();
    const chart = page.getByTestId('performance-chart');
    await expect(chart).toHaveAttribute('data-series', '1', { timeout: 30_000 });
    await expect(page.getByTestId('performance-twr')).toBeVisible();
    await expect(page.getByTestId('performance-breakdown')).toBeVisible();
    await expect(page.getByTestId('performance-concentration')).toBeVisible();

    // A period change: the week's chart is drawn, the chip is the one pressed.
    await page.getByTestId('performance-period-ONE_WEEK').click();
    await expect(page.getByTestId('performance-period-ONE_WEEK')).toHaveAttribute('aria-selected', 'true');
    await expect(chart).toHaveAttribute('data-series', '1');

    // The benchmark: a second line, rebased to 100, and the difference.
    await page.getByTestId('performance-benchmark').selectOption('IBEX35');
    await expect(chart).toHaveAttribute('data-series', '2', { timeout: 30_000 });
    await expect(page.getByTestId('performance-benchmark-difference')).toBeVisible();

    // Rises and falls in the reader's convention: the return's colour is the app's up or down colour by its
    // sign, and up is green in English, red in Chinese.
    const c = await colours(page, 'performance-twr');
    const sign = await page.getByTestId('performance-twr').locator('[data-sign]').first().getAttribute('data-sign');
    if (sign === 'up') expect(c.shown).toBe(c.up);
    if (sign === 'down') expect(c.shown).toBe(c.down);
    const [r, g] = c.up.match(/\d+/g)!.map(Number);
    if (lang === 'en') expect(g).toBeGreaterThan(r);
    else expect(r).toBeGreaterThan(g);
    await look(page, lang, 'performance');

    // A figure explained by a tap: its formula in words.
    await page.getByTestId('performance-twr').click();
    const sheet = page.getByTestId('performance-explain');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('li').first()).toHaveText(t['performance.explain.twr.what']);
    // The sheet fades in: the picture once it has.
    await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await look(page, lang, 'performance-explain');
    await page.context().close();
  });
}

test('ops console: the user’s month on their page, in English and Spanish', async ({ browser }) => {
  for (const lang of ['en', 'es'] as const) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: DEVICE_SCALE,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const opsPage = await context.newPage();
    await signIn(opsPage, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
    await opsPage.goto('/#/ops/users');
    await opsPage.getByTestId('ops-users-query').fill(DEMO_USER.national);
    await opsPage.getByTestId('ops-users-search').click();
    await opsPage.getByTestId('ops-user-row').first().click();
    const card = opsPage.getByTestId('ops-performance');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(opsPage.getByTestId('ops-performance-twr')).toHaveText(/%/);
    const ops = readJson(`client/src/ops/messages/${lang}.json`);
    await expect(card).toContainText(ops['ops.user.performance.profit']);
    await card.scrollIntoViewIfNeeded();
    await look(opsPage, lang, 'ops-user-performance');
    await context.close();
  }
});
