import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { localInput, opsClient, readJson, serverClock, settled, showIn } from './allocation-kit';
import { DEMO_OPS, DEMO_USER, login, setLanguage } from './helpers';
import { test } from './fixtures';
import { DEVICE_SCALE } from './playwright.config';

// Institutional follow end to end at 375px in English and Spanish: ops record an institution and publish
// two of its trades in the console (one from a year and more ago, as history for the track record, and
// one whose window is open now); the demo user (seeded verified) sees the live market price and up/down,
// follows with a quantity and a tolerance after a confirmation that shows every charge, sees the follow
// fill live (the feed's tick hook executes it at the ask), opens the position's trade detail (opened by
// a follow), finds it in the Trade tab and the follow's lines in the statement, and reads the
// institution's track record with the past-performance warning.

const LANGS = ['en', 'es'] as const;
type Lang = (typeof LANGS)[number];
const SYMBOL = 'US:AAPL';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-issue-14';

const messages = (lang: string): Record<string, string> => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/follow/messages/${lang}.json`),
  ...readJson(`client/src/features/follow/messages/pages/${lang}.json`),
  ...readJson(`client/src/features/trading/messages/${lang}.json`),
});

const clock = serverClock();

async function snap(page: Page, lang: string, name: string): Promise<void> {
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
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
    locale: lang === 'en' ? 'en-US' : 'es-ES',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  await setLanguage(page, lang);
  await login(page, DEMO_USER.national, DEMO_USER.password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  return page;
}

test.use({ timezoneId: 'UTC' });

test('institutional follow at 375px in en and es: ops publish, the user follows, it fills live, the position and the statement, the track record', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000); // zh-Hant and the close dialogs of issue 30 add about a minute on a loaded machine
  const ops = await opsClient();
  const name = `Harbor Capital ${Date.now() % 100000}`;

  // Ops: the console's follow page, an institution with who pays whom.
  await login(page, '612000001', DEMO_OPS.password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  await page.goto('/#/ops/follow');
  await expect(page.getByTestId('ops-page-title')).toHaveText('Institutional follow');
  await page.getByTestId('ops-follow-inst-name').fill(name);
  // One field per language (issue 30): the description in English and Spanish, who pays whom in English only.
  await page.getByTestId('ops-follow-inst-description-en').fill('A long-only fund; trades taken from its quarterly 13F filings.');
  await page
    .getByTestId('ops-follow-inst-description-es')
    .fill('Un fondo que solo compra; operaciones tomadas de sus informes trimestrales 13F.');
  await page
    .getByTestId('ops-follow-inst-disclosures-en')
    .fill('Vela pays the institution nothing and receives the handling fee of each filled follow; the institution pays nobody.');
  await snap(page, 'en', 'ops-follow-institution-form');
  await page.getByTestId('ops-follow-inst-submit').click();
  const inst = page.getByTestId('ops-follow-institution').filter({ hasText: name });
  await expect(inst).toBeVisible();
  const institutionId = (await inst.getAttribute('data-id')) ?? '';
  const made = await ops.gql<{ followInstitution: { createdAt: string } }>('query($id: ID!) { followInstitution(id: $id) { createdAt } }', {
    id: institutionId,
  });
  clock.syncTo(made.followInstitution.createdAt);
  const now = clock.now();

  // A trade disclosed 400 days ago (history for the track record), then one open now for 30 minutes.
  const publish = async (opensAt: number, closesAt: number, buyPrice: string) => {
    await page.getByTestId('ops-follow-trade-institution').selectOption(institutionId);
    const terms: Record<string, string> = {
      symbol: SYMBOL,
      buyPrice,
      fee: '2.50',
      minQuantity: '1',
      maxQuantity: '20',
      opensAt: localInput(opensAt),
      closesAt: localInput(closesAt),
    };
    for (const [key, value] of Object.entries(terms)) await page.getByTestId(`ops-follow-trade-${key}`).fill(value);
    const published = page.getByTestId('ops-follow-trade').filter({ hasText: name });
    const before = await published.count();
    await page.getByTestId('ops-follow-trade-submit').click();
    // The lasting effect: the trade is in the console's list (not the 1500 ms toast).
    await expect(published).toHaveCount(before + 1);
  };
  // The institution's disclosed buy prices: typed by ops as reference figures (here a little under the live price).
  const live = await ops.gql<{ instrument: { quote: { price: string } } }>('query { instrument(symbol: "US:AAPL") { quote { price } } }');
  const ref = (f: number) => (Math.round(Number(live.instrument.quote.price) * f * 100) / 100).toFixed(2);
  await publish(now - 400 * 86_400_000, now - 399 * 86_400_000, ref(0.8));
  await publish(now - 60_000, now + 30 * 60_000, ref(0.97));
  const trades = page.getByTestId('ops-follow-trade').filter({ hasText: name });
  await expect(trades).toHaveCount(2);
  await expect(trades.first()).toHaveAttribute('data-phase', 'OPEN');
  await settled(page);
  await snap(page, 'en', 'ops-follow');
  const tradeId = (await trades.first().getAttribute('data-id')) ?? '';

  // The demo user: the published trade with its live market price, up/down against the buy price, fee.
  const user = await userPage(browser, 'en');
  const url = '/#/subPackages/market/instaFollow/instaFollow';
  for (const lang of LANGS) {
    const t = messages(lang);
    await showIn(user, lang, url);
    const card = user.locator(`[data-testid="follow-trade"][data-id="${tradeId}"]`);
    await expect(card.getByTestId('follow-trade-phase')).toHaveText(t['follow.phase.OPEN']);
    await expect(card.getByTestId('follow-trade-institution')).toContainText(name);
    await expect(card.getByTestId('follow-trade-market')).toContainText(/\d/);
    await expect(card.getByTestId('follow-trade-updown')).toContainText(/%/);
    await expect(card.getByTestId('simulated-tag').first()).toBeVisible();
    await expect(card.getByTestId('follow-trade-fee')).toContainText(lang === 'en' ? '$2.50' : '2,50');
    // The market price moves with the feed's ticks while on screen (no reload).
    const first = await card.getByTestId('follow-trade-market').textContent();
    await expect.poll(() => card.getByTestId('follow-trade-market').textContent(), { timeout: 20_000 }).not.toBe(first);
    await snap(user, lang, 'follow-trades');
  }

  // Follow 2 shares with a 5 % tolerance: the confirmation shows the ask, every charge, the fee and the total held.
  await showIn(user, 'en', url);
  const en = messages('en');
  const card = user.locator(`[data-testid="follow-trade"][data-id="${tradeId}"]`);
  await card.getByTestId('follow-quantity').fill('0');
  await card.getByTestId('follow-submit').click();
  await expect(card).toContainText(en['error.FOLLOW_QUANTITY_INVALID']);
  await card.getByTestId('follow-quantity').fill('21');
  await card.getByTestId('follow-submit').click();
  await expect(card).toContainText(en['error.FOLLOW_QUANTITY_OUT_OF_LIMITS']);
  await card.getByTestId('follow-quantity').fill('2');
  await card.getByTestId('follow-tolerance').fill('5');
  await card.getByTestId('follow-submit').click();
  const dialog = user.getByRole('alertdialog');
  await expect(dialog.getByTestId('follow-confirm-ask')).toContainText('$');
  await expect(dialog.getByTestId('follow-confirm-charge-0')).toBeVisible();
  await expect(dialog.getByTestId('follow-confirm-fee')).toHaveText('$2.50');
  await expect(dialog.getByTestId('follow-confirm-total')).toContainText('$');
  await user.evaluate(() => window.scrollTo(0, 0));
  fs.mkdirSync(path.join(SHOTS, 'en'), { recursive: true });
  await user.screenshot({ path: path.join(SHOTS, 'en', 'follow-confirm.png') });
  await dialog.getByRole('button', { name: en['follow.confirm.confirm'] }).click();

  // It fills at the next tick: the record turns successful on its own (accountEvents), with the fill price.
  await user.getByTestId('follow-tabs-records').click();
  const record = user.getByTestId('follow-record').first();
  await expect(record.getByTestId('follow-record-status')).toHaveText(en['follow.status.SUCCESSFUL'], { timeout: 20_000 });
  await expect(record.getByTestId('follow-record-fill')).toContainText('$');
  const mine = await ops.gql<{ opsFollows: { items: Array<{ status: string; fillPrice: string; positionId: string; orderNo: string }> } }>(
    'query($id: ID!) { opsFollows(tradeId: $id, first: 5) { items { status fillPrice positionId orderNo } } }',
    { id: tradeId },
  );
  const f = mine.opsFollows.items[0];
  expect(f.status).toBe('SUCCESSFUL');
  // Issue 30 item 6: the fill at the instrument's full precision (AAPL: 0.01), never rounded to cash's two
  // places by another formatter; the fill's charges itemised (commission…) beside the handling fee.
  const fillText = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    Number(f.fillPrice),
  );
  await expect(record.getByTestId('follow-record-fill')).toHaveText(fillText);
  await expect(record.getByTestId('follow-record-max')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expect(record.getByTestId('follow-record-facts').getByText(en['trading.charge.COMMISSION'], { exact: false })).toBeVisible();
  await snap(user, 'en', 'follow-records');
  await showIn(user, 'zh-Hant', `${url}?tab=records`);
  await expect(user.getByTestId('follow-record').first().getByTestId('follow-record-status')).toHaveText(
    messages('zh-Hant')['follow.status.SUCCESSFUL'],
  );
  await snap(user, 'zh-Hant', 'follow-records');
  await showIn(user, 'es', `${url}?tab=records`);
  await expect(user.getByTestId('follow-record').first().getByTestId('follow-record-status')).toHaveText(
    messages('es')['follow.status.SUCCESSFUL'],
  );
  await snap(user, 'es', 'follow-records');

  // The position's trade detail says a follow opened it, at the follow's fill price.
  await user.getByTestId('follow-record-position').first().click();
  await expect(user).toHaveURL(/subPackages\/trade\/detail\?id=/);
  await expect(user.getByTestId('detail-origin')).toHaveAttribute('data-origin', 'FOLLOW');
  await expect(user.getByTestId('detail-origin')).toHaveText(messages('es')['trading.origin.FOLLOW']);
  await snap(user, 'es', 'follow-trade-detail');

  // The Trade tab lists the position; the statement has the follow's hold, release and fee and the order.
  for (const lang of [...LANGS, 'zh-Hant'] as const) {
    await showIn(user, lang, '/#/pages/trade/index');
    const row = user.locator(
      `[data-testid="position-row"][data-id="${f.positionId}"], [data-testid="position-row"][data-symbol="${SYMBOL}"]`,
    );
    await expect(row.first()).toBeVisible();
    // Issue 30 item 3: labelled as the follow's, and its Close says what closing does before confirm.
    const followRow = user.locator(`[data-testid="position-row"][data-id="${f.positionId}"]`);
    await expect(followRow.getByTestId('position-origin')).toHaveText(messages(lang)['trading.badge.FOLLOW']);
    await snap(user, lang, 'follow-trade-tab');
    await followRow.getByTestId('position-close').click();
    await expect(user.getByTestId('close-origin-note')).toHaveText(messages(lang)['trading.close.followNote']);
    await snap(user, lang, 'follow-close-confirm');
    await user.getByTestId('dialog-cancel').click();
    await showIn(user, lang, '/#/subPackages/mine/statement/statement');
    await user.getByRole('tab', { name: 'USD' }).click();
    const lines = user.getByTestId('statement-line');
    await expect(lines.filter({ hasText: new RegExp(`${f.orderNo} · US:AAPL`) }).first()).toBeVisible();
    await expect(lines.filter({ hasText: /O\d+ · US:AAPL/ }).first()).toBeVisible();
    await snap(user, lang, 'follow-statement');
  }

  // The track record: computed from the feed's closes of both trades, net, with the warning, "Simulated".
  for (const lang of LANGS) {
    const t = messages(lang);
    await showIn(user, lang, `${url}?tab=institutions`);
    await expect(user.getByTestId('follow-past-performance')).toHaveText(t['follow.record.warning']);
    const inst2 = user.locator(`[data-testid="follow-institution"][data-id="${institutionId}"]`);
    await expect(inst2.getByTestId('follow-institution-disclosures')).toContainText('Vela pays the institution nothing');
    // The description in the reader's language; who pays whom in English, marked as such in Spanish.
    await expect(inst2.getByTestId('follow-institution-description')).toHaveText(
      lang === 'es'
        ? 'Un fondo que solo compra; operaciones tomadas de sus informes trimestrales 13F.'
        : 'A long-only fund; trades taken from its quarterly 13F filings.',
    );
    if (lang === 'es') await expect(inst2.getByTestId('follow-institution-disclosures-text-fallback')).toHaveText('(en inglés)');
    else await expect(inst2.getByTestId('follow-institution-disclosures-text-fallback')).toHaveCount(0);
    await expect(inst2.getByTestId('follow-record-since')).toContainText(/%/);
    await expect(inst2.getByTestId('follow-record-dd')).toContainText(/%/);
    await expect(inst2.getByTestId('follow-record-periods')).toBeVisible();
    await expect(inst2.getByTestId('simulated-tag')).toBeVisible();
    await inst2.scrollIntoViewIfNeeded();
    await snap(user, lang, 'follow-track-record');
  }
  await ops.dispose();
});
