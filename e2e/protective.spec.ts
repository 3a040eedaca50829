import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { asciiPunctuationInChinese, englishLeftovers, englishVocabulary } from '../client/src/i18n/englishLeftovers';
import { test } from './fixtures';
import { expectNoHorizontalOverflow, loginAsDemo, setLanguage } from './helpers';

// Protective and conditional orders (issue 33) as the demo user at 375px, in English and Traditional
// Chinese: a bracket (a market order with a take-profit and a stop-loss), its exits on the position, the
// stop-loss moved with the edit sheet to just under the bid, the live quotes going through it, and the
// closed position's trade detail with its selling type. As trading.spec.ts: the server's clock starts on
// a Wednesday afternoon (CLOCK_START in playwright.config.ts) with New York in session, and the simulated
// feed ticks once a second; the stop triggers on the first fresh bid at or under it. A pending trailing
// stop is amended and cancelled; a stop-limit's preview states its stop, time in force and expiry.

const root = path.join(import.meta.dirname, '..');
const readJson = (p: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
const messages = (lang: string): Record<string, string> => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/trading/messages/${lang}.json`),
});

/** The English vocabulary of every English text (as english-leftovers.spec.ts reads it). */
function englishWords(): Set<string> {
  const files = fs
    .readdirSync(path.join(root, 'client/src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('/en.json') && (f.includes('messages/') || f.includes('reviewReasons/')));
  return englishVocabulary(
    files.flatMap((f) => Object.values(JSON.parse(fs.readFileSync(path.join(root, 'client/src', f), 'utf8')) as Record<string, string>)),
  );
}
const ENGLISH = englishWords();

/** English words or ASCII punctuation left on a Chinese screen (empty when clean). */
async function chineseLeftovers(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(englishLeftovers(text, 'zh-Hant', ENGLISH)), ...asciiPunctuationInChinese(text)];
}

/** A full-page screenshot into this test's output folder (E2E_OUTPUT_DIR), to be looked at. */
async function snap(page: Page, lang: string, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${lang}-${name}.png`), fullPage: true });
}

/** A screenshot with `testId` scrolled into view (a sheet scrolls inside itself: its lower part). */
async function snapAt(page: Page, lang: string, name: string, testId: string): Promise<void> {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${lang}-${name}.png`) });
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-state-loading')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoHorizontalOverflow(page);
}

async function openStock(page: Page, symbol: string): Promise<void> {
  await page.goto(`/#/subPackages/market/stockDetail/stockDetail?symbol=${symbol}`);
  await page.getByTestId('order-open-LONG').click();
  await expect(page.getByTestId('order-panel')).toBeVisible();
  await expect(page.getByTestId('order-market-status')).toHaveAttribute('data-open', 'true', { timeout: 30_000 });
}

/** A US price on its cent grid. */
const cents = (n: number): string => (Math.round(n * 100) / 100).toFixed(2);
/** The server's price string for a typed one ("190.5" is "190.50" or "190.5000"). */
const samePrice = (typed: string) => {
  const base = typed.includes('.') ? typed.replace(/\.?0+$/, '') : typed;
  return new RegExp(`^${base.replace('.', '\\.')}${base.includes('.') ? '0*' : '(\\.0*)?'}$`);
};

/** The open position row of `symbol` (the newest). */
const positionRow = (page: Page, symbol: string): Locator => page.locator(`[data-testid="position-row"][data-symbol="${symbol}"]`).first();

/**
 * Moves the position's stop-loss with the edit sheet to `ticks` cents under its live bid. The bid may
 * fall under it before the server checks it (then it is refused as on the wrong side): a tick lower, again.
 */
async function moveStopLossUnderBid(page: Page, row: Locator, lang: string, ticks: number, shots: boolean): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await row.getByTestId('position-protect').click();
    const sheet = page.getByTestId('protect-sheet');
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('protect-sl-mode-fixed')).toHaveAttribute('aria-checked', 'true');
    const bid = Number(await row.getAttribute('data-current-price'));
    const stopLoss = cents(bid - 0.01 * (ticks + attempt));
    await page.getByTestId('protect-stop-loss').fill(stopLoss);
    await expect(page.getByTestId('protect-gap-risk')).toBeVisible();
    if (shots && attempt === 0) await snap(page, lang, 'protect-sheet');
    await page.getByTestId('protect-save').click();
    await expect(page.getByTestId('protect-confirm')).toBeVisible();
    await expect(page.getByTestId('protect-confirm-gap-risk')).toBeVisible();
    if (shots && attempt === 0) await snap(page, lang, 'protect-confirm');
    await page.getByTestId('dialog-confirm').click();
    // Saved: the sheet closes; refused (the bid already went under it): its reason shows in the sheet.
    let outcome: 'saved' | 'refused' | null = null;
    for (const until = Date.now() + 15_000; outcome === null && Date.now() < until; ) {
      if ((await sheet.count()) === 0) outcome = 'saved';
      else if ((await page.getByTestId('form-error').count()) > 0) outcome = 'refused';
      else await page.waitForTimeout(200);
    }
    if (outcome === 'saved') return stopLoss;
    await page.getByTestId('protect-layer-close').click();
    await expect(sheet).toHaveCount(0);
  }
  throw new Error('the stop-loss could not be set under the bid');
}

for (const lang of ['en', 'zh-Hant'] as const) {
  // A stock of its own per language (and none the other specs trade), two shares: it moves a few cents a second.
  const symbol = lang === 'en' ? 'US:TSLA' : 'US:NVDA';

  test(`${lang}: a bracket, its take-profit and stop-loss on the position, the stop-loss moved and triggered, the trade detail says Stop-loss`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = messages(lang);
    await setLanguage(page, lang);
    await loginAsDemo(page);

    // The order sheet: a market order with a take-profit 10 % above the price and a stop-loss 10 % under it.
    await openStock(page, symbol);
    await expect(page.getByTestId('order-type-explain')).toHaveText(t['trading.orderTypeExplain.MARKET']);
    await page.getByTestId('order-shares').fill('2');
    const figures = page.getByTestId('order-figures');
    await expect(figures).toHaveAttribute('data-shares', '2', { timeout: 30_000 });
    const ask = Number(await figures.getAttribute('data-price'));
    const takeProfit = cents(ask * 1.1);
    const stopLoss = cents(ask * 0.9);
    await page.getByTestId('order-bracket-toggle').click();
    await expect(page.getByTestId('order-bracket-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('order-take-profit').fill(takeProfit);
    await page.getByTestId('order-stop-loss').fill(stopLoss);
    // The preview states both exits and, a stop-loss being a stop, the gap risk in plain words.
    await expect(page.getByTestId('order-figures-main-takeProfit')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('order-figures-main-stopLoss')).toBeVisible();
    await expect(page.getByTestId('order-figures-gap-risk')).toHaveText(t['trading.preview.gapRisk']);
    await settled(page);
    await snap(page, lang, 'bracket-order-sheet');
    await snapAt(page, lang, 'bracket-order-exits', 'order-bracket');
    await snapAt(page, lang, 'bracket-order-preview', 'order-figures-gap-risk');

    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('order-confirm-main-takeProfit')).toBeVisible();
    await expect(page.getByTestId('order-confirm-main-stopLoss')).toBeVisible();
    await expect(page.getByTestId('order-confirm-gap-risk')).toBeVisible();
    await snap(page, lang, 'bracket-confirm');
    await page.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('order-view-trade').click();
    await expect(page).toHaveURL(/tab=positions/);

    // The position shows its exits.
    const row = positionRow(page, symbol);
    await expect(row.getByTestId('position-exits-tp')).toHaveAttribute('data-value', samePrice(takeProfit));
    await expect(row.getByTestId('position-exits-sl')).toHaveAttribute('data-value', samePrice(stopLoss));
    await expect(row.getByTestId('position-protect')).toHaveText(t['trading.protect.button']);
    const id = (await row.getAttribute('data-id')) as string;
    await expect(row).toHaveAttribute('data-current-price', /\d/);
    await settled(page);
    if (lang === 'zh-Hant') expect(await chineseLeftovers(page)).toEqual([]);
    await snap(page, lang, 'position-exits');

    // The stop-loss moved to one cent under the bid with the edit sheet; the take-profit stays.
    let moved = await moveStopLossUnderBid(page, row, lang, 1, true);
    const byId = page.locator(`[data-testid="position-row"][data-id="${id}"]`);
    // The row shows the new stop-loss, the take-profit unchanged, unless the next bid already went through it.
    await expect
      .poll(
        async () => {
          if ((await byId.count()) === 0) return 'closed';
          const sl = await byId.getByTestId('position-exits-sl').getAttribute('data-value');
          const tp = await byId.getByTestId('position-exits-tp').getAttribute('data-value');
          return samePrice(moved).test(sl ?? '') && samePrice(takeProfit).test(tp ?? '') ? 'moved' : `${tp} ${sl}`;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^(moved|closed)$/);

    // The feed's next bids go through it: the position closes by its stop-loss (the list follows the
    // account events). Should the quotes drift up and away first, the stop follows them up again.
    for (let round = 0; round < 6; round += 1) {
      const closed = await expect(byId)
        .toHaveCount(0, { timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (closed) break;
      // It may close while the sheet is being filled: that is the outcome waited for.
      moved = await moveStopLossUnderBid(page, byId, lang, 1, false).catch(async (error: unknown) => {
        if ((await byId.count()) === 0) return moved;
        throw error;
      });
    }
    await expect(byId).toHaveCount(0);

    // Closed: the row says Stop-loss; its trade detail the selling type and the trigger (and, if the bid
    // jumped through the stop, both prices in a sentence).
    await page.getByTestId('trade-tab-closed').click();
    const closedRow = page.locator(`[data-testid="closed-row"][data-id="${id}"]`);
    await expect(closedRow.getByTestId('closed-selling-type')).toHaveText(t['trading.sellingType.STOP_LOSS'], { timeout: 20_000 });
    await settled(page);
    await snap(page, lang, 'closed-stop-loss');
    await closedRow.getByTestId('closed-open').click();
    await expect(page).toHaveURL(/subPackages\/trade\/detail2\?id=/);
    await expect(page.getByTestId('detail-selling-type')).toHaveText(t['trading.sellingType.STOP_LOSS']);
    await expect(page.getByTestId('detail-sell-rows-sellingType')).toHaveText(t['trading.sellingType.STOP_LOSS']);
    await expect(page.getByTestId('detail-trigger-price')).toBeVisible();
    const sell = Number((await page.getByTestId('detail-sell-price').textContent())?.replace(/[^\d.]/g, ''));
    if (sell < Number(moved) - 0.001) await expect(page.getByTestId('detail-gapped')).toBeVisible();
    await settled(page);
    if (lang === 'zh-Hant') expect(await chineseLeftovers(page)).toEqual([]);
    await snap(page, lang, 'detail-stop-loss');
  });
}

test('zh-Hant: a stop-limit states its stop, time in force and expiry; a trailing stop waits, is amended and cancelled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lang = 'zh-Hant';
  const t = messages(lang);
  await setLanguage(page, lang);
  await loginAsDemo(page);
  await openStock(page, 'US:AMD');
  await page.getByTestId('order-shares').fill('1');
  const figures = page.getByTestId('order-figures');
  await expect(figures).toHaveAttribute('data-shares', '1', { timeout: 30_000 });
  const ask = Number(await figures.getAttribute('data-price'));

  // A stop-limit to buy 10 % above the price, for the day: the preview says all of it before confirm.
  await page.getByTestId('order-type-STOP_LIMIT').click();
  await expect(page.getByTestId('order-type-explain')).toHaveText(t['trading.orderTypeExplain.STOP_LIMIT']);
  await page.getByTestId('order-stop-price').fill(cents(ask * 1.1));
  await page.getByTestId('order-limit-price').fill(cents(ask * 1.12));
  await page.getByTestId('order-tif-DAY').click();
  await expect(figures).toHaveAttribute('data-order-type', 'STOP_LIMIT', { timeout: 30_000 });
  await expect(page.getByTestId('order-figures-main-stop')).toBeVisible();
  await expect(page.getByTestId('order-figures-main-tif')).toHaveText(t['trading.tif.DAY']);
  await expect(page.getByTestId('order-figures-main-expires')).not.toBeEmpty();
  await expect(page.getByTestId('order-figures-totals-totalCost')).toBeVisible();
  await settled(page);
  expect(await chineseLeftovers(page)).toEqual([]);
  await snap(page, lang, 'stop-limit-sheet');
  await snapAt(page, lang, 'stop-limit-preview', 'order-figures-totals');

  // A trailing stop to buy, 5 % over the lowest ask, good till cancelled: placed, it waits in Trade.
  await page.getByTestId('order-type-TRAILING_STOP').click();
  await page.getByTestId('order-tif-GTC').click();
  await page.getByTestId('order-trail').fill('5');
  await expect(figures).toHaveAttribute('data-order-type', 'TRAILING_STOP', { timeout: 30_000 });
  await expect(page.getByTestId('order-figures-main-trailStart')).toBeVisible();
  await expect(page.getByTestId('order-figures-main-expires')).not.toBeEmpty();
  await expect(page.getByTestId('order-figures-gap-risk')).toHaveText(t['trading.preview.gapRisk']);
  await settled(page);
  await snap(page, lang, 'trailing-sheet');
  await snapAt(page, lang, 'trailing-preview', 'order-figures-gap-risk');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-confirm-main-trail')).toBeVisible();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('order-view-trade').click();
  await expect(page).toHaveURL(/tab=orders/);

  const row = page.locator('[data-testid="order-row"][data-symbol="US:AMD"][data-order-type="TRAILING_STOP"]').first();
  await expect(row.getByTestId('order-type')).toHaveText(t['trading.orderType.TRAILING_STOP']);
  await expect(row.getByTestId('order-trigger-price')).toBeVisible();
  await expect(row.getByTestId('order-trail')).toContainText('5%');
  await expect(row.getByTestId('order-tif')).toHaveAttribute('data-tif', 'GTC');
  await expect(row.getByTestId('order-expires')).toBeVisible();
  await settled(page);
  expect(await chineseLeftovers(page)).toEqual([]);
  await snap(page, lang, 'pending-trailing');

  // Amend: the trail from 5 % to 6 %, a new version of the same order.
  await row.getByTestId('order-amend').click();
  await expect(page.getByTestId('amend-sheet')).toBeVisible();
  await expect(page.getByTestId('amend-trail')).toHaveValue('5');
  await page.getByTestId('amend-trail').fill('6');
  await snap(page, lang, 'amend-sheet');
  await page.getByTestId('amend-save').click();
  await expect(page.getByTestId('amend-confirm-rows-trail')).toContainText('6%');
  await snap(page, lang, 'amend-confirm');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('amend-sheet')).toHaveCount(0, { timeout: 15_000 });
  await expect(row).toHaveAttribute('data-version', '2');
  await expect(row.getByTestId('order-trail')).toContainText('6%');
  await expect(row.getByTestId('order-version')).toBeVisible();
  await settled(page);
  await snap(page, lang, 'pending-amended');

  // Cancel it: its hold returns.
  await row.getByTestId('order-cancel').click();
  await expect(page.getByTestId('cancel-confirm-trigger')).toBeVisible();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.locator('[data-testid="order-row"][data-symbol="US:AMD"][data-order-type="TRAILING_STOP"]')).toHaveCount(0, {
    timeout: 15_000,
  });
});
