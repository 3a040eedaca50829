import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { featureMessages, readJson, settled } from './allocation-kit';
import { DEMO_OPS, DEMO_USER, login } from './helpers';
import { test } from './fixtures';
import { DEVICE_SCALE } from './playwright.config';

// The automated intraday strategy end to end at 375px in English and Simplified Chinese: the demo user
// (seeded verified, USD 10,000, pay password) reads the description and risk disclosure, applies in each
// language and sees the approval at once, watches the strategy's trade appear live in the records, and
// sees the final result once it is flat before the close; an application above the balance is rejected
// with its reasons, in both languages.
//
// A session's last hour must pass within the test, so this spec needs the test clock: the server starts at
// 19:10 UTC on Wednesday 18 November 2026 (14:10 in New York) and runs 24 times real speed. The clock runs
// from the server's start, so its start-up and the sign-ins spend it: 19:10 leaves 50 server minutes (about
// two real minutes, enough on a busy machine) before the entry cut-off at 20:00, an hour before the close:
//   E2E_CLOCK_START=2026-11-18T19:10:00Z E2E_CLOCK_RATE=24 node e2e/run.mjs intraday.spec.ts
// (without E2E_CLOCK_RATE it is skipped). With the rate set, playwright.config.ts also sets QUOTE_MAX_AGE_SECONDS=60
// and END_OF_DAY_LEAD_SECONDS=1200 (server seconds: 2.5 s and 50 s of real time), so a busy machine's slower ticks
// are not all stale and the flat-before-the-close window lasts long enough in real time. With the simulator's
// default seed, US:AAPL trades above its opening range that afternoon, so the rule buys at the first completed
// bar after the application.

const RATE = Number(process.env.E2E_CLOCK_RATE ?? 0);
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-issue-15';
const messages = featureMessages('intraday');
const LANGS = ['en', 'zh-Hant'] as const;
type Lang = (typeof LANGS)[number] | 'es';
/** AAPL's name as the reader's language has it (instruments.json: zh-Hant 蘋果, es falls back to English). */
const AAPL_NAME: Record<Lang, string> = { en: 'Apple', es: 'Apple', 'zh-Hant': '蘋果' };

async function shot(page: Page, lang: string, name: string): Promise<void> {
  await settled(page);
  const dir = path.join(SHOTS, lang);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function userPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : lang === 'es' ? 'es-ES' : 'zh-TW',
    timezoneId: 'UTC',
  });
  // The language is chosen before the app's first load (no launch screen racing the sign-in page).
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  // Signed in when a page that needs it opens; on a busy machine the first sign-in may not take: up to three tries.
  for (let attempt = 1; ; attempt++) {
    await login(page, DEMO_USER.national, DEMO_USER.password);
    await page.waitForURL((url) => !url.hash.startsWith('#/subPackages/login/login'), { timeout: 10_000 }).catch(() => undefined);
    await page.goto('/#/subPackages/market/dayTrading/dayTrading');
    const signedIn = await expect(page.getByTestId('it-page'))
      .toBeVisible({ timeout: 20_000 })
      .then(() => true)
      .catch((error: unknown) => {
        if (attempt >= 3) throw error;
        return false;
      });
    if (signedIn) break;
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return page;
}

/**
 * Up to the pay password (issue 30 item 5): the stock named with its market as soon as the code is known,
 * the available balance and its currency, no placeholder posing as a value, then a confirmation of what
 * will be held, then the pay password.
 */
async function review(page: Page, lang: Lang, amount: string, name: string): Promise<void> {
  const t = messages(lang);
  await page.goto('/#/subPackages/market/dayTrading/pay?code=AAPL&market=US');
  await expect(page.getByTestId('it-symbol')).toHaveValue('US:AAPL');
  await expect(page.getByTestId('it-instrument')).toHaveAttribute('data-symbol', 'US:AAPL');
  await expect(page.getByTestId('it-instrument')).toContainText(AAPL_NAME[lang]);
  await expect(page.getByTestId('it-instrument')).toContainText(
    readJson(`client/src/features/markets/messages/${lang}.json`)['markets.market.US'],
  );
  await expect(page.getByTestId('it-available')).toContainText(t['intraday.form.available']);
  await expect(page.getByTestId('it-amount')).not.toHaveAttribute('placeholder', /\d/);
  await expect(page.getByTestId('it-pay-password')).toHaveCount(0);
  await page.getByTestId('it-amount').fill(amount);
  await shot(page, lang, `${name}-form`);
  await page.getByTestId('it-continue').click();
  // Every charge before confirming: the stock, the balance, the amount held, no strategy fee, each trade's charges.
  await expect(page.getByTestId('it-confirm-stock')).toContainText(`${AAPL_NAME[lang]} (AAPL)`);
  await expect(page.getByTestId('it-confirm-available')).toContainText(/\d/);
  await expect(page.getByTestId('it-confirm-fee')).toHaveText(t['intraday.form.none']);
  await expect(page.getByTestId('it-confirm-charges')).toHaveText(t['intraday.form.tradeChargesValue']);
  await shot(page, lang, `${name}-confirm`);
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('it-pay')).toBeVisible();
  await expect(page.getByTestId('it-pay-summary-amount')).toContainText(/\d/);
  await shot(page, lang, `${name}-pay`);
}

async function apply(page: Page, lang: Lang, amount: string, name: string): Promise<void> {
  await review(page, lang, amount, name);
  await page.getByTestId('it-pay-password').fill('pay123456');
  await page.getByTestId('it-submit').click();
  await expect(page.getByTestId('it-result')).toBeVisible();
}

test.use({ timezoneId: 'UTC' });

test(`intraday strategy at 375px in ${LANGS.join(' and ')}: description, apply and approval, trades live, the final result, a rejection with reasons`, async ({
  browser,
}) => {
  test.skip(!RATE, 'needs the test clock: E2E_CLOCK_START=2026-11-18T19:10:00Z E2E_CLOCK_RATE=24');
  test.setTimeout(420_000);
  const pages = { en: await userPage(browser, 'en'), 'zh-Hant': await userPage(browser, 'zh-Hant') };

  // The description and the risk disclosure: what the rule does, sizes, the loss limit, losses possible, no return shown.
  for (const lang of LANGS) {
    const page = pages[lang];
    const t = messages(lang);
    await page.goto('/#/subPackages/market/dayTrading/dayTrading');
    await expect(page.getByTestId('it-risk')).toContainText(t['intraday.risk.losses']);
    await expect(page.getByTestId('it-risk')).toContainText(t['intraday.risk.noReturn']);
    await expect(page.getByTestId('it-rule')).toContainText(t['intraday.rule.title']);
    await expect(page.getByTestId('it-sizing')).toBeVisible();
    await expect(page.getByTestId('it-limit')).toBeVisible();
    await shot(page, lang, 'it-description');
    await page.getByTestId('it-tab-records').click();
    await expect(page.getByTestId('it-records-empty')).toBeVisible();
  }

  // Apply in each language: approved at once, the amount held.
  await apply(pages.en, 'en', '4000', 'it-apply');
  await expect(pages.en.getByTestId('it-result').getByTestId('it-record-status')).toHaveText(messages('en')['intraday.status.APPROVED']);
  await shot(pages.en, 'en', 'it-approved');
  await apply(pages['zh-Hant'], 'zh-Hant', '2500', 'it-apply');
  await expect(pages['zh-Hant'].getByTestId('it-result').getByTestId('it-record-status')).toHaveText(
    messages('zh-Hant')['intraday.status.APPROVED'],
  );
  await shot(pages['zh-Hant'], 'zh-Hant', 'it-approved');
  // Spanish: the steps up to the pay password (not applied: the demo user's strategies are limited).
  const es = await userPage(browser, 'es');
  await review(es, 'es', '1000', 'it-apply');
  await es.getByTestId('it-back').click();
  await expect(es.getByTestId('it-pay')).toHaveCount(0);

  // A rejection with its reasons (more than the balance left, and more than half of the cash).
  for (const lang of LANGS) {
    const page = pages[lang];
    const t = messages(lang);
    await apply(page, lang, '9000', 'it-reject');
    const result = page.getByTestId('it-result');
    await expect(result.getByTestId('it-record-status')).toHaveText(t['intraday.status.REJECTED']);
    await expect(result.getByTestId('it-record-reasons')).toContainText(t['intraday.reason.INSUFFICIENT_BALANCE']);
    await expect(result.getByTestId('it-record-reasons')).toContainText(t['intraday.reason.CONCENTRATION_TOO_HIGH']);
    await shot(page, lang, 'it-rejected');
  }

  // The records: the strategy's trade appears live (no reload) once the first bar after the application completes.
  for (const lang of LANGS) await pages[lang].goto('/#/subPackages/market/dayTrading/dayTrading?tab=records');
  const approved = (page: Page) => page.locator('[data-testid="it-record"][data-status="APPROVED"]');
  for (const lang of LANGS) {
    const page = pages[lang];
    await expect(approved(page)).toHaveCount(2);
    await expect(approved(page).first().getByTestId('it-trade').first()).toBeVisible({ timeout: 120_000 });
    await expect(approved(page).first().getByTestId('it-record-holding')).toHaveText(messages(lang)['intraday.holding.yes']);
    // Issue 30 item 2: while it holds, the result so far is the live mark after charges, not 0.00.
    await expect(approved(page).first().getByTestId('it-record-net-value')).toContainText(/[1-9]/);
    await approved(page).first().getByTestId('it-trades').scrollIntoViewIfNeeded();
    await shot(page, lang, 'it-trade-live');
  }

  // Issue 30 item 3: in Trade the strategy's position is labelled, and its Close says the strategy stops for today.
  for (const lang of LANGS) {
    const page = pages[lang];
    const t = messages(lang);
    const positionId = await approved(page).first().getByTestId('it-trade').first().getAttribute('data-position');
    await page.goto('/#/pages/trade/index');
    const row = page.locator(`[data-testid="position-row"][data-id="${positionId}"]`);
    await expect(row.getByTestId('position-origin')).toHaveText(t['trading.badge.STRATEGY']);
    await shot(page, lang, 'it-trade-tab');
    await row.getByTestId('position-close').click();
    await expect(page.getByTestId('close-origin-note')).toHaveText(t['trading.close.strategyNote']);
    await shot(page, lang, 'it-close-confirm');
    await page.getByTestId('dialog-cancel').click();
    await page.goto('/#/subPackages/market/dayTrading/dayTrading?tab=records');
    await expect(approved(page)).toHaveCount(2);
  }

  // The trade opens its trade detail: an ordinary position at 1×.
  await approved(pages.en).first().getByTestId('it-trade-open').first().click();
  await expect(pages.en).toHaveURL(/subPackages\/trade\/detail/);
  await expect(pages.en.getByTestId('detail-hero')).toBeVisible();
  await shot(pages.en, 'en', 'it-trade-detail');
  await pages.en.goBack();

  // Flat before the close: the final result after charges, live.
  for (const lang of LANGS) {
    const page = pages[lang];
    const t = messages(lang);
    // Live: the first page waits up to 300 s, the second (left idle meanwhile) 60 s. A page that missed the
    // live update is reloaded once (noted in the report): the record must then say finished, or the engine failed.
    const finished = async (timeout: number) => {
      for (const i of [0, 1]) await expect(approved(page).nth(i)).toHaveAttribute('data-phase', 'FINISHED', { timeout });
    };
    await finished(lang === 'en' ? 300_000 : 60_000).catch(async () => {
      test.info().annotations.push({ type: 'warning', description: `${lang}: the final result needed a reload` });
      console.warn(`WARNING ${lang}: the final result did not arrive live; reloaded`);
      await page.reload();
      await finished(20_000);
    });
    for (const i of [0, 1]) {
      const card = approved(page).nth(i);
      await expect(card.getByTestId('it-record-holding')).toHaveText(t['intraday.holding.sold']);
      await expect(card.getByTestId('it-trade').last()).toHaveAttribute('data-exit', /.+/);
    }
    await expect(approved(page).first()).toContainText(t['intraday.field.netResult']);
    await shot(page, lang, 'it-final');
  }

  // The closed trade's detail says who sold it: the strategy (selling type STRATEGY).
  await approved(pages.en).first().getByTestId('it-trade-open').first().click();
  await expect(pages.en.getByTestId('detail-selling-type')).toContainText('Strategy');
  await shot(pages.en, 'en', 'it-trade-detail-closed');

  // Ops see every application and every input of its assessment in the console.
  const ops = await browser.newPage({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
  });
  await ops.goto('/');
  await ops.evaluate(() => localStorage.setItem('lang', 'en'));
  await login(ops, '612000001', DEMO_OPS.password);
  await expect(ops).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  await ops.goto('/#/ops/intraday');
  await expect(ops.getByTestId('ops-it-application')).toHaveCount(4);
  await ops.getByTestId('ops-it-filter-REJECTED').click();
  await expect(ops.getByTestId('ops-it-application')).toHaveCount(2);
  await ops.getByTestId('ops-it-inputs').first().locator('summary').click();
  await expect(ops.getByTestId('ops-it-input-available').first()).not.toHaveText('—');
  await expect(ops.getByTestId('ops-it-input-atr').first()).not.toHaveText('—');
  await shot(ops, 'en', 'it-ops');
});
