import { type Browser, expect, type Page, test } from '@playwright/test';
import { advanceTestClock, opsClient, type Ops, readJson } from './allocation-kit';
import { DEMO_USER, expectNoHorizontalOverflow, serverNow } from './helpers';
import { DEVICE_SCALE, baseURL } from './playwright.config';
import { buyAtMarket, look, signIn } from './products-kit';

// Issue 35 at 375 px, as the demo user, on a server of its own whose clock starts on Tuesday 24 November
// 2026 at 11:00 in Madrid (run.mjs CLOCKED: E2E_CLOCK_START=2026-11-24T10:00:00Z) and which ops move
// forward (TEST_CLOCK) through the simulated calendar's real dates:
//  - ES:MAP (Mapfre) goes ex-dividend on 25 November and pays EUR 0.07 a share on 27 November: a position
//    bought on the 24th shows it pending after the ex-date, then paid, net of Spain's 19 %, on Mine →
//    Dividends and on the position, in English and in Spanish;
//  - ES:ITX (Inditex) splits 3-for-2 on 9 December (simulated): 15 shares become 22 and half a share paid
//    in cash, the position's value unchanged (its market value before = after plus the cash).
// Without its clock (the ordinary passes) it is skipped.

const START = process.env.E2E_CLOCK_START;
test.skip(START !== '2026-11-24T10:00:00Z', 'needs its own clock: E2E_CLOCK_START=2026-11-24T10:00:00Z');
test.describe.configure({ mode: 'serial' });

type Lang = 'en' | 'es';
const texts = (lang: Lang): Record<string, string> => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/dividends/messages/${lang}.json`),
  ...readJson(`client/src/features/trading/messages/${lang}.json`),
});

let ops: Ops;
let page: Page;
const positions: Record<string, string> = {};

/** A number as the app writes it in English ("€1,234.56", "22"): digits, sign and point only. */
const amountOf = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));

async function phone(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const p = await context.newPage();
  await signIn(p, DEMO_USER.national, DEMO_USER.password);
  return p;
}

/** Moves the server's clock forward to `target` (whole minutes, a little past it; at most 240 hours a step). */
async function moveClockTo(target: string): Promise<void> {
  const now = await serverNow(baseURL);
  let minutes = Math.ceil((Date.parse(target) - now.getTime()) / 60_000);
  expect(minutes).toBeGreaterThan(0);
  while (minutes > 0) {
    const step = Math.min(minutes, 240 * 60);
    await advanceTestClock(ops, { hours: Math.floor(step / 60), minutes: step % 60 });
    minutes -= step;
  }
}

async function openPosition(id: string): Promise<void> {
  await page.goto(`/#/subPackages/trade/detail?id=${id}`);
  await expect(page.getByTestId('detail-hero')).toBeVisible({ timeout: 20_000 });
}

test.beforeAll(async ({ browser }) => {
  ops = await opsClient();
  page = await phone(browser, 'en');
});
test.afterAll(async () => {
  await ops?.dispose();
});

test('a position bought before the ex-date receives its dividend on the pay date, shown on Mine → Dividends and on the position', async () => {
  test.setTimeout(240_000);
  const en = texts('en');
  positions.map = await buyAtMarket(page, 'ES:MAP', '1000');
  positions.itx = await buyAtMarket(page, 'ES:ITX', '15');

  // 25 November begins in Madrid: the ex-date. The entitlement is recorded (shown pending, to be paid on the 27th).
  await moveClockTo('2026-11-24T23:05:00Z');
  await page.goto('/#/subPackages/mine/dividends/index');
  const map = page
    .locator('[data-testid="dividend-item"]')
    .filter({ has: page.getByTestId('dividend-symbol').filter({ hasText: 'MAP' }) })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(map).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await expect(map).toHaveAttribute('data-status', 'PENDING');
  await look(page, 'en', 'dividends-pending');

  // 27 November, 09:05 in Madrid: the pay date, the market open. 1,000 × EUR 0.07 = 70.00 gross, 19 % withheld (13.30), 56.70 net.
  await moveClockTo('2026-11-27T08:05:00Z');
  await expect(async () => {
    await page.reload();
    await expect(map).toHaveAttribute('data-status', 'PAID', { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await expect(map).toContainText('70.00');
  await expect(map).toContainText('13.30');
  await expect(map).toContainText('56.70');
  await expect(page.getByTestId('dividends-totals')).toContainText('56.70');
  await expect(page.getByTestId('dividends-rates')).toContainText('19');
  await look(page, 'en', 'dividends-paid');

  // The position shows the dividend it received.
  await openPosition(positions.map);
  const received = page.getByTestId('position-dividends');
  await expect(received).toBeVisible({ timeout: 20_000 });
  await expect(received).toContainText('56.70');
  await expect(page.getByTestId('position-corporate-actions')).toContainText(en['dividends.position.title']);
  await page.getByTestId('position-corporate-actions').scrollIntoViewIfNeeded();
  await look(page, 'en', 'position-dividend');
});

test('in Spanish: the same dividend, worded in Spanish with Spanish numbers', async ({ browser }) => {
  const es = texts('es');
  const spanish = await phone(browser, 'es');
  await spanish.goto('/#/subPackages/mine/dividends/index');
  const map = spanish
    .locator('[data-testid="dividend-item"]')
    .filter({ has: spanish.getByTestId('dividend-symbol').filter({ hasText: 'MAP' }) })
    .first();
  await expect(map).toHaveAttribute('data-status', 'PAID', { timeout: 20_000 });
  // Spanish writes the decimal comma.
  await expect(map).toContainText('56,70');
  await expect(spanish.locator('body')).toContainText(es['route.dividends']);
  await expectNoHorizontalOverflow(spanish);
  await look(spanish, 'es', 'dividends-paid');
  await spanish.goto(`/#/subPackages/trade/detail?id=${positions.map}`);
  await expect(spanish.getByTestId('position-dividends')).toContainText('56,70', { timeout: 20_000 });
  await look(spanish, 'es', 'position-dividend');
  await spanish.context().close();
});

test('a 3-for-2 split: 15 shares become 22 and half a share in cash, the value unchanged', async ({ browser }) => {
  test.setTimeout(180_000);
  // After Friday's close in Madrid: the quote stands still, so the value before is the one the split meets.
  await moveClockTo('2026-11-27T17:00:00Z');
  await openPosition(positions.itx);
  const rows = page.getByTestId('detail-trade-rows');
  await expect(page.getByTestId('detail-trade-rows-shares')).toHaveText('15');
  const valueBefore = amountOf((await page.getByTestId('detail-trade-rows-marketValue').textContent()) ?? '');
  expect(valueBefore).toBeGreaterThan(0);

  // 9 December begins in Madrid: the split's effective date (the market still closed).
  await moveClockTo('2026-12-08T23:05:00Z');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('detail-trade-rows-shares')).toHaveText('22', { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  const split = page.getByTestId('position-split');
  await expect(split).toBeVisible();
  await expect(page.getByTestId('position-split-summary')).toContainText('15');
  await expect(page.getByTestId('position-split-summary')).toContainText('22');
  const cash = amountOf((await page.getByTestId('position-split-cash').textContent())?.match(/€[\d,]+\.\d{2}/)?.[0] ?? '');
  expect(cash).toBeGreaterThan(0);
  const valueAfter = amountOf((await page.getByTestId('detail-trade-rows-marketValue').textContent()) ?? '');
  // 22 shares at the post-split reference plus the cash for half a share: what 15 shares were worth.
  expect(Math.abs(valueAfter + cash - valueBefore)).toBeLessThanOrEqual(valueBefore * 0.005);
  await expect(rows).toBeVisible();
  await page.getByTestId('position-corporate-actions').scrollIntoViewIfNeeded();
  await look(page, 'en', 'position-split');

  const spanish = await phone(browser, 'es');
  await spanish.goto(`/#/subPackages/trade/detail?id=${positions.itx}`);
  await expect(spanish.getByTestId('position-split-summary')).toContainText('22', { timeout: 20_000 });
  await look(spanish, 'es', 'position-split');
  await spanish.context().close();
});
