import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { featureMessages, localInput, opsClient, readJson, serverClock, settled, showIn, snap } from './allocation-kit';
import { DEMO_OPS, DEMO_USER, freshNationalNumber, login, register, shot, setLanguage } from './helpers';
import { test } from './fixtures';
import { DEVICE_SCALE } from './playwright.config';

// Block trades end to end at 375px in English and Traditional Chinese: ops create an offering in the
// console (then move its window with the edit form, allowed until it opens), the demo user (seeded
// verified) gets their personal purchase code in the app before the window opens, is refused without a
// code, below the minimum and with a wrong code, then subscribes once the window is open; ops run the
// close once it is due; the user sees the subscription successful (live), the allocation record whose
// SHA-256(seed) matches the published hash, and the position in the Trade tab at the subscription price.
//
// The e2e server's clock runs on from CLOCK_START (playwright.config.ts); ops move it (TEST_CLOCK) to the
// window's opening and past its close instead of waiting in real time. One user subscribes once per
// offering: every screen is shown in both languages by switching the saved language and reloading. The
// server's now is read from the offering's own createdAt. The close job belongs to the `jobs` role, which
// the e2e server does not run: ops run the close from the console.

const messages = featureMessages('block-trade');

const LANGS = ['en', 'zh-Hant'] as const;
type Lang = (typeof LANGS)[number];

const NAME = 'Vela Placement AAPL';
/** The name ops type per language (issue 30): each reader sees theirs. */
const NAMES: Record<Lang, string> = { en: NAME, 'zh-Hant': '維拉配售 AAPL' };
const SYMBOL = 'US:AAPL';

/** The server's clock, as an offset from this machine's (read from a record it stamped). */
const clock = serverClock();
const serverNow = clock.now;

/** Every tap target of the page's main content is at least 44px high (buttons, links, inputs). */
async function expectTapTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.bt-detail button, .bt-detail input, .bt-card button, .bt-records-link button'))
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ id: el.dataset.testid ?? el.className, h: el.getBoundingClientRect().height }))
      .filter((x) => x.h < 44),
  );
  expect(small).toEqual([]);
}

async function newUserPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  await setLanguage(page, lang);
  await login(page, DEMO_USER.national, DEMO_USER.password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  return page;
}

test.use({ timezoneId: 'UTC' });

test(`block trade at 375px in ${LANGS.join(' and ')}: ops create an offering, the demo user gets a purchase code and subscribes, the close runs, the position opens at the subscription price`, async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const ops = await opsClient();

  // Ops: the console's block-trade section, a new offering (10 tickets, at most 3 per person, minimum $3,000).
  await login(page, '612000001', DEMO_OPS.password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  await page.goto('/#/ops/block-trade');
  await expect(page.getByTestId('ops-page-title')).toHaveText('Block trades');
  await page.getByTestId('ops-bt-new').click();
  const terms: Record<string, string> = {
    symbol: SYMBOL,
    'name-en': NAMES.en,
    'name-zh-Hant': NAMES['zh-Hant'],
    subscriptionPrice: '15',
    hedgePrice: '1',
    feePercent: '0.25',
    minAmount: '3000',
    ticketsAvailable: '10',
    maxTicketsPerUser: '3',
    // A first window far ahead: moved below with the edit form once the server's now is known.
    opensAt: localInput(Date.now() + 86_400_000),
    closesAt: localInput(Date.now() + 2 * 86_400_000),
  };
  for (const [key, value] of Object.entries(terms)) await page.getByTestId(`ops-bt-${key}`).fill(value);
  // The derived figures are computed from the terms, never typed.
  await expect(page.getByTestId('ops-bt-derived-shares')).toHaveText('1,000');
  await expect(page.getByTestId('ops-bt-derived-value')).toHaveText('$15,000.00');
  await expect(page.getByTestId('ops-bt-derived-max')).toHaveText('$4,500.00');
  await expect(page.getByTestId('ops-bt-derived-fee')).toHaveText('$7.50');
  await settled(page);
  await shot(page, 'en', 'ops-bt-form');
  await page.getByTestId('ops-bt-submit').click();
  const item = page.getByTestId('ops-bt-item').filter({ hasText: NAME }).first();
  await expect(item).toHaveAttribute('data-phase', 'NOT_STARTED');
  const offeringId = (await item.getAttribute('data-id')) ?? '';
  expect(offeringId).toMatch(/^[0-9a-f-]{36}$/);
  const created = await ops.gql<{ blockTradeOffering: { createdAt: string } }>(
    'query($id: ID!) { blockTradeOffering(id: $id) { createdAt } }',
    {
      id: offeringId,
    },
  );
  clock.syncTo(created.blockTradeOffering.createdAt);

  // The window moved to just after the server's now with the edit form (allowed until it opens).
  await item.getByTestId('ops-bt-edit').click();
  await expect(page.getByTestId('ops-bt-form')).toBeVisible();
  await expect(page.getByTestId('ops-bt-feePercent')).toHaveValue('0.25');
  const opensAt = serverNow() + 5 * 60_000;
  const closesAt = opensAt + 5 * 60_000;
  await page.getByTestId('ops-bt-opensAt').fill(localInput(opensAt));
  await page.getByTestId('ops-bt-closesAt').fill(localInput(closesAt));
  await page.getByTestId('ops-bt-submit').click();
  await expect(item).toHaveAttribute('data-phase', 'NOT_STARTED');
  await settled(page);
  await shot(page, 'en', 'ops-bt-list');

  const moveClockTo = (at: number) => clock.moveTo(ops, at, 1500);

  // The demo user, before the window opens: the list and the offering in both languages, and the
  // personal purchase code got in the app.
  const user = await newUserPage(browser, 'zh-Hant');
  const listUrl = '/#/subPackages/market/blockTrade/blockTrade';
  const detailUrl = `/#/subPackages/market/blockTrade/index?id=${offeringId}`;
  for (const lang of LANGS) {
    const t = messages(lang);
    await showIn(user, lang, listUrl);
    const card = user.locator(`[data-testid="bt-offering"][data-id="${offeringId}"]`);
    await expect(card.getByTestId('bt-offering-name')).toHaveText(NAMES[lang]);
    await expect(card.getByTestId('bt-offering-code')).toHaveText('AAPL');
    await expect(card.getByTestId('bt-offering-phase')).toHaveText(t['blockTrade.phase.NOT_STARTED']);
    await expect(card.getByTestId('bt-offering-left')).toHaveText('10');
    await expect(card.getByTestId('bt-offering-fee')).toHaveText(/0[.,]25\s?%/);
    await expect(card.getByTestId('bt-offering-current')).toContainText(/\d/);
    await expectTapTargets(user);
    await snap(user, lang, 'bt-list');
    await card.getByTestId('bt-offering-open').click();
    await expect(user.getByTestId('bt-detail-name')).toHaveText(NAMES[lang]);
    await expect(user.getByTestId('bt-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    if ((await user.getByTestId('bt-detail').getAttribute('data-phase')) === 'NOT_STARTED') {
      await expect(user.getByTestId('bt-not-started')).toContainText(t['error.BLOCK_TRADE_NOT_AVAILABLE']);
    }
    if (lang === LANGS[0]) {
      // The code: got here, shown on the offering.
      await user.getByTestId('bt-get-code').click();
      await expect(user.getByTestId('bt-my-code')).toHaveText(/^[A-Z0-9]{10}$/);
    }
    await expectTapTargets(user);
    await snap(user, lang, 'bt-detail-not-started');
  }
  const code = (await user.getByTestId('bt-my-code').textContent()) ?? '';

  // The code is in the user's notices too (a lasting record, not a toast): the notice page's "My notices"
  // tab lists it with the server's notice in the reader's language, and links back to the offering.
  const noticeUrl = '/#/subPackages/mine/notice/notice';
  for (const lang of LANGS) {
    const t = messages(lang);
    await showIn(user, lang, noticeUrl);
    await expect(user.getByTestId('notice-tabs-published')).toHaveAttribute('aria-selected', 'true');
    await user.getByTestId('notice-tabs-mine').click();
    const notice = user.locator(`[data-testid="bt-notice"][data-offering="${offeringId}"]`);
    await expect(notice.getByTestId('bt-notice-code')).toHaveText(code);
    await expect(notice.getByTestId('bt-notice-title')).toContainText(NAMES[lang]);
    await expect(notice.getByTestId('bt-notice-title')).toHaveAttribute('lang', lang);
    await expect(notice.getByTestId('bt-notice-text')).toContainText(code);
    await expect(notice.getByTestId('bt-notice-stock')).toContainText('AAPL');
    await expect(notice.getByTestId('bt-notice-valid')).toContainText(t['blockTrade.notices.validUntil'].replace('{time}', '').trim());
    await expect(notice.getByTestId('bt-notice-copy')).toHaveText(t['common.copy']);
    await snap(user, lang, 'bt-notices');
  }
  await user.locator(`[data-testid="bt-notice"][data-offering="${offeringId}"]`).getByTestId('bt-notice-offering').click();
  await expect(user.getByTestId('bt-detail-name')).toHaveText(NAMES[LANGS[LANGS.length - 1]]);
  await expect(user.getByTestId('bt-my-code')).toHaveText(code);

  // A user who has not passed real-name verification gets no code: the notice links to the form, and
  // asking anyway is refused with its localised text.
  const stranger = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'UTC',
  });
  const newcomer = await stranger.newPage();
  await newcomer.goto('/');
  await newcomer.evaluate(() => localStorage.setItem('lang', 'en'));
  await register(newcomer, freshNationalNumber(), 'secret123');
  await expect(newcomer).toHaveURL(/#\/pages\/home\/index/, { timeout: 20_000 });
  await newcomer.goto(detailUrl);
  await expect(newcomer.getByTestId('real-name-required')).toBeVisible();
  await newcomer.getByTestId('bt-get-code').click();
  await expect(newcomer.getByTestId('form-error')).toHaveText(
    messages('en')['error.REAL_NAME_REQUIRED'] ?? readJson('client/src/features/real-name/messages/en.json')['error.REAL_NAME_REQUIRED'],
  );
  await expect(newcomer.getByTestId('bt-my-code')).toHaveCount(0);
  await expect(newcomer.getByTestId('real-name-required-link')).toBeVisible();
  await snap(newcomer, 'en', 'bt-detail-real-name-required');
  await stranger.close();

  // The window opens: the form, in both languages, with the amount, fee and total held shown before confirming.
  await moveClockTo(opensAt);
  for (const lang of LANGS) {
    const t = messages(lang);
    await showIn(user, lang, detailUrl);
    await expect(user.getByTestId('bt-detail')).toHaveAttribute('data-phase', 'AVAILABLE');
    await expect(user.getByTestId('bt-tickets')).toHaveValue('2');
    await expect(user.getByTestId('bt-preview-amount')).toContainText('3,000.00');
    await expect(user.getByTestId('bt-preview-fee')).toContainText('7.50');
    await expect(user.getByTestId('bt-preview-total')).toContainText('3,007.50');
    // Refusals, each with its own text: no code; below the minimum; another code (the server's refusal).
    await user.getByTestId('bt-code-input').fill('');
    await user.getByTestId('bt-subscribe-submit').click();
    await expect(user.getByTestId('form-error')).toHaveText(t['error.BLOCK_TRADE_CODE_REQUIRED']);
    await user.getByTestId('bt-code-use').click();
    await expect(user.getByTestId('bt-code-input')).toHaveValue(code);
    await user.getByTestId('bt-tickets-less').click();
    await expect(user.getByTestId('bt-tickets')).toHaveValue('1');
    await user.getByTestId('bt-subscribe-submit').click();
    await expect(user.getByTestId('form-error')).toHaveText(t['error.BLOCK_TRADE_BELOW_MINIMUM']);
    await user.getByTestId('bt-tickets-more').click();
    await expectTapTargets(user);
    await snap(user, lang, 'bt-subscribe-form');
  }
  const t = messages('en');
  await showIn(user, 'en', detailUrl);
  await expect(user.getByTestId('bt-code-input')).toHaveValue(code);
  await user.getByTestId('bt-code-input').fill('WRONGCODE2');
  await user.getByTestId('bt-subscribe-submit').click();
  await user.getByTestId('dialog-confirm').click();
  await expect(user.getByTestId('form-error')).toHaveText(t['error.BLOCK_TRADE_CODE_INVALID']);
  await user.getByTestId('bt-code-use').click();
  await user.getByTestId('bt-subscribe-submit').click();
  await expect(user.getByTestId('bt-confirm-total')).toHaveText('$3,007.50');
  await expect(user.getByTestId('bt-confirm-fee')).toHaveText('$7.50');
  await expect(user.getByTestId('bt-confirm-code')).toHaveText(code);
  await shot(user, 'en', 'bt-subscribe-confirm');
  await user.getByTestId('dialog-confirm').click();
  const mine = user.getByTestId('bt-my-subscription').getByTestId('bt-record');
  await expect(mine).toHaveAttribute('data-status', 'IN_PROGRESS');
  await expect(mine.getByTestId('bt-record-held')).toHaveText('$3,007.50');
  await expect(user.getByTestId('bt-code-box')).toHaveCount(0);
  await snap(user, 'en', 'bt-detail-subscribed');
  await user.goto('/#/subPackages/market/blockTrade/ai');
  await expect(user.getByTestId('bt-record').first()).toHaveAttribute('data-status', 'IN_PROGRESS');
  await expect(user.getByTestId('bt-record-status').first()).toHaveText(t['blockTrade.status.IN_PROGRESS']);
  await snap(user, 'en', 'bt-records-in-progress');

  // The window closes; ops run the due close from the console and see the subscription.
  await moveClockTo(closesAt);
  await page.reload();
  await expect(item).toHaveAttribute('data-phase', 'CLOSED');
  await expect(item.getByTestId('ops-bt-subscribed')).toHaveText('2');
  await item.getByTestId('ops-bt-run-close').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(item).toHaveAttribute('data-status', 'CLOSED');
  await settled(page);
  await shot(page, 'en', 'ops-bt-closed');
  await item.getByTestId('ops-bt-subscriptions-open').click();
  await expect(page.getByTestId('ops-bt-subscription')).toHaveCount(1);
  await expect(page.getByTestId('ops-bt-subscription')).toHaveAttribute('data-status', 'SUCCESSFUL');
  await settled(page);
  await shot(page, 'en', 'ops-bt-subscriptions');

  // The user's record follows live (account events): successful, 200 shares at $15, $3,000 paid plus the $7.50 fee.
  const record = user.getByTestId('bt-record').first();
  await expect(record).toHaveAttribute('data-status', 'SUCCESSFUL', { timeout: 20_000 });
  for (const lang of LANGS) {
    const tl = messages(lang);
    if (lang !== 'en') await showIn(user, lang, '/#/subPackages/market/blockTrade/ai');
    await expect(record.getByTestId('bt-record-status')).toHaveText(tl['blockTrade.status.SUCCESSFUL']);
    await expect(record.getByTestId('bt-record-won')).toHaveText('200');
    await expect(record.getByTestId('bt-record-transaction')).toContainText('3,000.00');
    await expect(record.getByTestId('bt-record-fee')).toContainText('7.50');
    await expect(record.getByTestId('bt-record-released')).toContainText('0.00');
    await expectTapTargets(user);
    await snap(user, lang, 'bt-records-successful');
    // The allocation record: the seed revealed, SHA-256(seed) = the published hash, checked in the browser.
    await record.getByTestId('bt-record-draw').click();
    await expect(user.getByTestId('bt-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(user.getByTestId('bt-seed-check')).toHaveAttribute('data-check', 'match');
    await expect(user.getByTestId('bt-draw-figures-entries')).toHaveText('1');
    await expect(user.getByTestId('bt-draw-record-link')).toHaveAttribute('href', `/draws/block-trade/${offeringId}`);
    await expect(user.getByTestId('bt-draw-record-link')).toHaveText(tl['blockTrade.draw.record']);
    // No command to copy in the app (it is in docs/block-trade.md); the chip says Drawn, not Closed.
    await expect(user.getByTestId('bt-draw')).not.toContainText('verify-draw');
    await expect(user.getByTestId('bt-detail-phase')).toHaveText(tl['blockTrade.phase.DRAWN']);
    await snap(user, lang, 'bt-detail-closed');
    // The position, in the Trade tab, at the subscription price.
    await user.goto('/#/pages/trade/index');
    const position = user
      .locator(`[data-testid="position-row"][data-symbol="${SYMBOL}"]`)
      .filter({ has: user.getByTestId('position-shares').filter({ hasText: /^200$/ }) })
      .first();
    await expect(position.getByTestId('position-shares')).toHaveText('200');
    await expect(position).toContainText(/15\.00/);
    await snap(user, lang, 'bt-trade-position');
    await user.goto('/#/subPackages/market/blockTrade/ai');
  }

  // In Spanish too (issue 30): the list and the allocation record after the close say Drawn; a link naming
  // no offering, or one the server does not know, says "not found" with a way to the list, in each language.
  for (const lang of ['es', 'en', 'zh-Hant'] as const) {
    const t = messages(lang);
    await showIn(user, lang, listUrl);
    const card = user.locator(`[data-testid="bt-offering"][data-id="${offeringId}"]`);
    await expect(card.getByTestId('bt-offering-phase')).toHaveText(t['blockTrade.phase.DRAWN']);
    if (lang === 'es') {
      await snap(user, lang, 'bt-list-drawn');
      await user.goto(`${detailUrl}&view=draw`);
      await expect(user.getByTestId('bt-seed-check')).toHaveText(t['blockTrade.draw.check.match']);
      await expect(user.getByTestId('bt-detail-phase')).toHaveText(t['blockTrade.phase.DRAWN']);
      await snap(user, lang, 'bt-detail-closed');
    }
    await user.goto(`/#/subPackages/market/blockTrade/index?id=${randomUUID()}`);
    await expect(user.getByTestId('bt-not-found')).toContainText(t['blockTrade.notFound.title']);
    await expect(user.getByTestId('page-state-error')).toHaveCount(0);
    await snap(user, lang, 'bt-subscribe-not-found');
    await user.goto('/#/subPackages/market/blockTrade/index');
    await expect(user.getByTestId('bt-not-found')).toContainText(t['blockTrade.notFound.text']);
    await user.getByTestId('bt-not-found-list').click();
    await expect(user.locator(`[data-testid="bt-offering"][data-id="${offeringId}"]`)).toBeVisible();
  }
  await ops.dispose();
});
