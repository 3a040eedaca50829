import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, loginAsDemo, setLanguage, shot } from './helpers';
import { test } from './fixtures';

/** The server's price string for a typed one: the same number, trailing zeros or not ("4.0" is "4"). */
function samePrice(typed: string): RegExp {
  const base = typed.includes('.') ? typed.replace(/\.?0+$/, '') : typed;
  return new RegExp(`^${base.replace('.', '\\.')}${base.includes('.') ? '0*' : '(\\.0*)?'}$`);
}

// Trading as the demo user, on a server whose clock starts on a Wednesday afternoon (CLOCK_START in
// playwright.config.ts) when Madrid, New York and gold trade and Taipei is closed.

const root = path.join(import.meta.dirname, '..');
const readJson = (p: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
const messages = (lang: string): Record<string, string> => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/money/messages/${lang}.json`),
  ...readJson(`client/src/features/markets/messages/${lang}.json`),
  ...readJson(`client/src/features/trading/messages/${lang}.json`),
  ...readJson(`client/src/features/ipo/messages/${lang}.json`),
});
const en = messages('en');

async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-state-loading')).toHaveCount(0);
  // A toast (shown 1500 ms) would cover the screenshot: wait for it to have gone, however busy the machine.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoHorizontalOverflow(page);
}

/** A full-page screenshot from the top (a scrolled page would show its sticky bar mid-page). */
async function snap(page: Page, lang: string, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, lang, name);
}

/** Opens stock detail and its order sheet from the bottom bar (Buy long, or Sell short). */
async function openStock(page: Page, symbol: string, direction: 'LONG' | 'SHORT' = 'LONG'): Promise<void> {
  await page.goto(`/#/subPackages/market/stockDetail/stockDetail?symbol=${symbol}`);
  await page.getByTestId(`order-open-${direction}`).click();
  await expect(page.getByTestId('order-panel')).toBeVisible();
}

/** The charges read as one line; a tap lists every item (`prefix`: order-figures or order-confirm). */
async function showCharges(page: Page, prefix: string): Promise<void> {
  const toggle = page.getByTestId(`${prefix}-charges-toggle`);
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByTestId(`${prefix}-charges-detail`)).toBeVisible();
}

interface OrderSpec {
  orderType?: 'MARKET' | 'LIMIT';
  direction?: 'LONG' | 'SHORT';
  shares: string;
  leverage?: number;
  /** LIMIT: the limit price from the prefilled quote price. */
  limit?: (quotePrice: number) => string;
}

/** Fills the order panel and waits for the server's preview of exactly that order. */
async function fillOrder(page: Page, o: OrderSpec): Promise<void> {
  if (o.orderType === 'LIMIT') await page.getByTestId('order-type-LIMIT').click();
  if (o.direction === 'SHORT') await page.getByTestId('order-direction-SHORT').click();
  await page.getByTestId('order-shares').fill(o.shares);
  if (o.leverage) await page.getByTestId(`order-leverage-${o.leverage}`).click();
  if (o.limit) {
    const field = page.getByTestId('order-limit-price');
    await expect(field).not.toHaveValue('');
    const prefilled = Number(await field.inputValue());
    const typed = o.limit(prefilled);
    // Until the user types, the field follows the live quote; under load a fill can land while the
    // field re-renders with a new quote and be lost, so fill again until the server priced the typed one.
    await expect(async () => {
      if ((await field.inputValue()) !== typed) await field.fill(typed);
      await expect(page.getByTestId('order-figures')).toHaveAttribute('data-price', samePrice(typed), {
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });
  }
  // The preview on screen is the server's for exactly this order.
  const figures = page.getByTestId('order-figures');
  await expect(figures).toBeVisible({ timeout: 30_000 });
  await expect(figures).toHaveAttribute('data-shares', o.shares);
  await expect(figures).toHaveAttribute('data-order-type', o.orderType ?? 'MARKET');
  await expect(figures).toHaveAttribute('data-direction', o.direction ?? 'LONG');
  await expect(figures).toHaveAttribute('data-leverage', String(o.leverage ?? 1));
}

/** Switches the app's language (kept in local storage, read at start). */
async function useLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
}

/** A message with its `{no}` placeholder as a pattern matching an order number. */
function withOrderNo(message: string): RegExp {
  const [before, after = ''] = message.split('{no}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${before}O\\d+${after}`);
}

/**
 * Confirms the order in the dialog and waits for the lasting answer on the panel: the order's number
 * and whether it filled or waits (`message`, with `{no}` for the number), with a way to Trade.
 */
async function confirmOrder(page: Page, message: string, screenshot?: { lang: string; name: string }): Promise<void> {
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-confirm')).toBeVisible();
  await showCharges(page, 'order-confirm');
  await expect(page.getByTestId('order-confirm-charges-line').first()).toBeVisible();
  if (screenshot) await snap(page, screenshot.lang, screenshot.name);
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('order-confirm')).toHaveCount(0);
  await expect(page.getByTestId('order-placed')).toContainText(withOrderNo(message), { timeout: 20_000 });
  await expect(page.getByTestId('order-view-trade')).toBeEnabled();
}

test.beforeEach(async ({ page }) => {
  await setLanguage(page, 'en');
  await loginAsDemo(page);
});

test('buy long at market, watch the position live, open it, close it, find it closed with every charge', async ({ page }) => {
  test.setTimeout(180_000);
  await openStock(page, 'US:AAPL');
  await expect(page.getByTestId('order-market-status')).toHaveAttribute('data-open', 'true', { timeout: 30_000 });
  await fillOrder(page, { shares: '10' });
  // The preview discloses the price's quote (Simulated), the margin, each charge and the total.
  const figures = page.getByTestId('order-figures');
  await expect(figures.getByTestId('simulated-tag').first()).toBeVisible();
  await showCharges(page, 'order-figures');
  await expect(page.getByTestId('order-figures-charges-line').first()).toContainText(en['trading.charge.COMMISSION']);
  await expect(page.getByTestId('order-figures-totals-totalCost')).not.toBeEmpty();
  await expect(page.getByTestId('order-figures-close-charges-line').first()).toBeVisible();
  await expect(page.getByTestId('order-figures-insufficient')).toHaveCount(0);
  await settled(page);
  await snap(page, 'en', 'trading-order-panel');

  await confirmOrder(page, en['trading.panel.placedFilled'], { lang: 'en', name: 'trading-order-confirm' });
  await expect(page.getByTestId('order-placed')).toBeVisible();
  await page.getByTestId('order-view-trade').click();
  await expect(page).toHaveURL(/pages\/trade\/index\?tab=positions/);

  // My positions: the row, its direction and leverage, its profit moving with the quote.
  const row = page
    .getByTestId('position-row')
    .filter({ has: page.getByTestId('position-direction') })
    .first();
  await expect(row).toHaveAttribute('data-symbol', 'US:AAPL');
  await expect(row.getByTestId('position-direction')).toContainText(en['trading.direction.LONG']);
  await expect(row.getByTestId('position-direction-leverage')).toHaveText('1×');
  await expect(row.getByTestId('position-shares')).toHaveText('10');
  const firstPrice = await row.getByTestId('position-current-price').textContent();
  await expect.poll(async () => row.getByTestId('position-current-price').textContent(), { timeout: 30_000 }).not.toBe(firstPrice);
  await expect(row.getByTestId('position-profit')).toHaveText(/\$/);
  await settled(page);
  await snap(page, 'en', 'trading-positions');

  // Trade detail of the open position.
  await row.getByTestId('position-open').click();
  await expect(page).toHaveURL(/subPackages\/trade\/detail\?id=/);
  await expect(page.getByTestId('detail-code')).toHaveText('AAPL');
  await expect(page.getByTestId('detail-buy-charges-line').first()).toBeVisible();
  await expect(page.getByTestId('detail-buy-quote').getByTestId('simulated-tag')).toBeVisible();
  await expect(page.getByTestId('detail-trade-rows-tradeNo')).toHaveText(/^T\d+/);
  await expect(page.getByTestId('detail-trade-rows-orderNo')).toHaveText(/^O\d+/);
  await settled(page);
  await snap(page, 'en', 'trading-detail-open');

  // Close it: the dialog shows price, charges, proceeds and net profit.
  await page.getByTestId('detail-close').click();
  await expect(page.getByTestId('close-confirm')).toBeVisible();
  await expect(page.getByTestId('close-confirm-charges-line').first()).toBeVisible();
  await expect(page.getByTestId('close-confirm-totals-proceeds')).not.toBeEmpty();
  await expect(page.getByTestId('close-confirm-totals-netProfit')).not.toBeEmpty();
  await snap(page, 'en', 'trading-close-confirm');
  await page.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(/subPackages\/trade\/detail2\?id=/);
  await expect(page.getByTestId('detail-sell')).toBeVisible();
  await expect(page.getByTestId('detail-selling-type')).toHaveText(en['trading.sellingType.MANUAL']);
  // US sells: commission, SEC fee and FINRA's fee, each on its own line.
  const sellKinds = await page
    .getByTestId('detail-sell-charges-line')
    .evaluateAll((lines) => lines.map((l) => l.getAttribute('data-kind')));
  expect(sellKinds).toEqual(expect.arrayContaining(['COMMISSION', 'SEC_FEE']));
  await expect(page.getByTestId('detail-sell-quote').getByTestId('simulated-tag')).toBeVisible();
  await settled(page);
  await snap(page, 'en', 'trading-detail-closed');

  // Closed positions list → detail2.
  await page.goto('/#/pages/trade/index?tab=closed');
  const closed = page.getByTestId('closed-row').first();
  await expect(closed).toHaveAttribute('data-symbol', 'US:AAPL');
  await expect(closed.getByTestId('closed-selling-type')).toHaveText(en['trading.sellingType.MANUAL']);
  await expect(closed.getByTestId('closed-sell-price')).toBeVisible();
  await settled(page);
  await snap(page, 'en', 'trading-closed');
  await closed.getByTestId('closed-open').click();
  await expect(page).toHaveURL(/subPackages\/trade\/detail2\?id=/);
  await expect(page.getByTestId('detail-sell-charges-line').first()).toBeVisible();

  // The statement (USD) names the close by its trade number and the opening by its order number, each with the instrument.
  await page.goto('/#/subPackages/mine/statement/statement');
  await page.getByRole('tab', { name: 'USD' }).click();
  const lines = page.getByTestId('statement-line');
  await expect(lines.first().getByTestId('statement-reference')).toHaveText(/T\d+ · US:AAPL/);
  await expect(lines.filter({ hasText: /O\d+ · US:AAPL/ }).first()).toBeVisible();
  await settled(page);
  await snap(page, 'en', 'trading-statement');
});

test('a limit order far from the price waits in pending orders and can be cancelled', async ({ page }) => {
  await openStock(page, 'ES:SAN');
  await fillOrder(page, {
    orderType: 'LIMIT',
    shares: '100',
    limit: (price) => (Math.floor(price * 5) / 10).toFixed(1),
  });
  await expect(page.getByTestId('order-figures-totals-totalCost')).toContainText('€');
  await confirmOrder(page, en['trading.panel.placedPending']);
  await page.getByTestId('order-view-trade').click();
  await expect(page).toHaveURL(/tab=orders/);

  const row = page.getByTestId('order-row').first();
  await expect(row).toHaveAttribute('data-symbol', 'ES:SAN');
  await expect(row.getByTestId('order-status')).toHaveText(en['trading.orderStatus.PENDING']);
  await expect(row.getByTestId('order-shares')).toHaveText('100');
  await expect(row.getByTestId('order-held')).toContainText('€');
  await settled(page);
  await snap(page, 'en', 'trading-orders');

  await row.getByTestId('order-cancel').click();
  await expect(page.getByTestId('cancel-confirm')).toBeVisible();
  await snap(page, 'en', 'trading-cancel-confirm');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
});

test('sell short with leverage: the position says short and 2×, Mine shows its value live', async ({ page }) => {
  await openStock(page, 'US:MSFT', 'SHORT');
  await fillOrder(page, { direction: 'SHORT', shares: '5', leverage: 2 });
  // A leveraged or short position is watched: its stop-out price is disclosed before confirm.
  await expect(page.getByTestId('order-figures-totals-stopOut')).toBeVisible();
  await confirmOrder(page, en['trading.panel.placedFilled']);
  await page.goto('/#/pages/trade/index');
  const short = page.locator('[data-testid="position-row"][data-symbol="US:MSFT"]').first();
  await expect(short).toBeVisible();
  await expect(short.getByTestId('position-direction')).toContainText(en['trading.direction.SHORT']);
  await expect(short.getByTestId('position-direction-leverage')).toHaveText('2×');

  // Mine: position value, total assets, floating and total profit in USD.
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('balance-currency-USD').click();
  await expect(page.getByTestId('balance-position-value')).not.toHaveText(/^\$0\.00$/);
  await expect(page.getByTestId('balance-floating-profit')).toBeVisible();
  await expect(page.getByTestId('balance-total-profit')).toBeVisible();
  await settled(page);
  await snap(page, 'en', 'trading-mine-balances');

  // Close it from the list.
  await page.goto('/#/pages/trade/index');
  await short.getByTestId('position-close').click();
  await expect(page.getByTestId('close-confirm')).toBeVisible();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.locator('[data-testid="position-row"][data-symbol="US:MSFT"]')).toHaveCount(0);
});

test('bad input is refused in the reader’s language; a closed market refuses market orders up front', async ({ page }) => {
  const zh = messages('zh-Hant');
  await useLanguage(page, 'zh-Hant');
  await openStock(page, 'TW:2330');
  await expect(page.getByTestId('order-lot-hint')).toContainText('1,000');

  // Taiwan trades in lots of 1,000 shares.
  await page.getByTestId('order-shares').fill('500');
  await expect(page.getByTestId('order-shares-error')).toHaveText(zh['error.SHARES_NOT_LOT_MULTIPLE']);
  await page.getByTestId('order-shares').fill('0');
  await expect(page.getByTestId('order-shares-error')).toHaveText(zh['error.SHARES_INVALID']);
  await page.getByTestId('order-shares-plus').click();
  await expect(page.getByTestId('order-shares')).toHaveValue('1000');
  await expect(page.getByTestId('order-shares-error')).toHaveCount(0);

  // Taipei is closed: a market order is refused before anything is sent; a limit order is allowed.
  await expect(page.getByTestId('order-market-status')).toHaveAttribute('data-open', 'false', { timeout: 30_000 });
  await expect(page.getByTestId('order-market-closed')).toContainText(zh['error.MARKET_CLOSED']);
  await expect(page.getByTestId('order-submit')).toBeDisabled();
  await expect(page.getByTestId('order-figures')).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await snap(page, 'zh-Hant', 'trading-order-closed-market');

  // A limit price off the tick grid is refused by the server, in the reader's language.
  await page.getByTestId('order-type-LIMIT').click();
  await expect(page.getByTestId('order-submit')).toBeEnabled();
  // The prefilled price is the quote's on the tick grid (and within Taiwan's ±10 % of the previous close).
  const limitField = page.getByTestId('order-limit-price');
  await expect(limitField).not.toHaveValue('');
  const onTick = await limitField.inputValue();
  await limitField.fill(`${onTick}.3`);
  await expect(page.getByTestId('order-preview-error')).toHaveText(zh['error.LIMIT_PRICE_OFF_TICK']);
  // TW settles in USD at a disclosed rate: the preview shows the FX rate and spread.
  await limitField.fill(onTick);
  await expect(page.getByTestId('order-figures-main-fx')).toContainText('USD');
  await showCharges(page, 'order-figures');
  await expect(page.locator('[data-testid="order-figures-charges-line"][data-kind="FX_SPREAD"]')).toBeVisible();
  await settled(page);
  await snap(page, 'zh-Hant', 'trading-order-tw-limit');
});

test('French: order panel, positions and trade details fit the screen', async ({ page }) => {
  test.setTimeout(150_000);
  const fr = messages('fr');
  await useLanguage(page, 'fr');
  await openStock(page, 'ES:SAN');
  await fillOrder(page, { shares: '200' });
  // Spain's financial transaction tax on buys of its large caps.
  await showCharges(page, 'order-figures');
  await expect(page.locator('[data-testid="order-figures-charges-line"][data-kind="FINANCIAL_TRANSACTION_TAX"]')).toContainText(
    fr['trading.charge.FINANCIAL_TRANSACTION_TAX'],
  );
  await settled(page);
  await snap(page, 'fr', 'trading-order-panel');
  await confirmOrder(page, fr['trading.panel.placedFilled'], { lang: 'fr', name: 'trading-order-confirm' });

  await page.goto('/#/pages/trade/index');
  const row = page.locator('[data-testid="position-row"][data-symbol="ES:SAN"]').first();
  await expect(row.getByTestId('position-direction')).toContainText(fr['trading.direction.LONG']);
  await settled(page);
  await snap(page, 'fr', 'trading-positions');
  for (const tab of ['inventory', 'lottery', 'orders'] as const) {
    await page.getByTestId(`trade-tab-${tab}`).click();
    await expect(page.getByTestId(`${tab}-empty`)).toBeVisible();
  }
  await settled(page);
  await snap(page, 'fr', 'trading-orders-empty');
  await page.getByTestId('trade-tab-lottery').click();
  // No applications yet: the lottery tab says so in French (IPO subscriptions fill it).
  await expect(page.getByTestId('lottery-empty')).toContainText(fr['ipo.lottery.empty']);

  await page.getByTestId('trade-tab-positions').click();
  await row.getByTestId('position-open').click();
  await expect(page.getByTestId('detail-buy-charges-line').first()).toBeVisible();
  await settled(page);
  await snap(page, 'fr', 'trading-detail-open');
  await page.getByTestId('detail-close').click();
  await expect(page.getByTestId('close-confirm')).toBeVisible();
  await snap(page, 'fr', 'trading-close-confirm');
  await page.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(/subPackages\/trade\/detail2\?id=/);
  await expect(page.getByTestId('detail-sell')).toBeVisible();
  await settled(page);
  await snap(page, 'fr', 'trading-detail-closed');

  await page.goto('/#/pages/mine/index');
  await expect(page.getByTestId('balance-position-value')).toBeVisible();
  await settled(page);
  await snap(page, 'fr', 'trading-mine-balances');
});

test('signed out: the order panel asks to sign in', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/#/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL');
  await page.reload();
  await page.getByTestId('order-open-LONG').click();
  await expect(page.getByTestId('order-signed-out')).toBeVisible();
  await page.getByTestId('order-login').click();
  await expect(page).toHaveURL(/subPackages\/login\/login\?redirect=/);
});
