import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { featureMessages, localInput, type Ops, opsClient, serverClock, settled, showIn, snap } from './allocation-kit';
import { baseURL } from './playwright.config';
import { DEMO_OPS, freshNationalNumber, login, register, shot, trustedClient, setLanguage } from './helpers';
import { test } from './fixtures';

// New-stock subscription end to end at 375px in English and Traditional Chinese: ops create an offering in
// the console, one user per language applies in that language, ops run the draw once it is due, the winner
// sees the win notice on Home, the lottery card and the new-stock inventory, the loser sees the hold
// released, and both can check SHA-256(seed) = the hash published before the draw.
//
// Every user screen is asserted and photographed in both languages (LANGS), over ONE offering: each
// applicant applies in its own language and, after the draw, the winner's and the loser's screens are shown
// again in the other language (a reload after switching `lang`), which the random draw would otherwise
// leave to chance. The offering is dated a few minutes after the server's own now (read from a record it
// stamps) and ops move the server's test clock (TEST_CLOCK) to its opening and past its deadline.
// Issuance (a position) is a job of the `jobs` role, which the e2e server does not run.

const messages = featureMessages('ipo');

const LANGS = ['en', 'zh-Hant'] as const;
type Lang = (typeof LANGS)[number];
const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'zh-Hant' : 'en');

const PASSWORD = 'secret123';
const NAME = 'Vela Robotics';
/** The name ops type per language (issue 30): each reader sees theirs. */
const NAMES: Record<Lang, string> = { en: NAME, 'zh-Hant': '維拉機器人' };
const SYMBOL = 'US:AAPL';

/**
 * The server's clock runs on from CLOCK_START: its now is read from a record it just made (a deposit
 * notice's createdAt, stamped by the injected clock).
 */
const clock = serverClock();

type Verify = (base: string, phone: string, password: string) => Promise<void>;

async function realNameVerifier(): Promise<Verify | null> {
  const kit = path.join(import.meta.dirname, 'real-name-kit.ts');
  if (!fs.existsSync(kit)) return null;
  try {
    return ((await import(kit)) as { verifyRealName: Verify }).verifyRealName;
  } catch (error) {
    console.warn(`real-name kit not loaded (${String(error).slice(0, 120)}): applying without verification`);
    return null;
  }
}

interface Applicant {
  /** The language the user signed up and applied in. */
  lang: Lang;
  page: Page;
  national: string;
  phone: string;
}

/** A fresh user in its own browser, signed up, funded with $5,000 (a deposit ops confirm) and, where the real-name gate exists, verified. */
async function newApplicant(browser: Browser, ops: Ops, lang: Lang): Promise<Applicant> {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-TW', timezoneId: 'UTC' });
  const page = await context.newPage();
  await setLanguage(page, lang);
  const national = freshNationalNumber();
  const phone = `+34${national}`;
  await register(page, national, PASSWORD);
  await expect(page).toHaveURL(/#\/pages\/home\/index/, { timeout: 20_000 });
  const user = await trustedClient(baseURL, phone, PASSWORD);
  const filed = await user.run<{ fileDeposit: { id: string; createdAt: string } }>('DepositScreen_FileDeposit', {
    input: { currency: 'USD', amount: '5000', idempotencyKey: randomUUID() },
  });
  clock.syncTo(filed.fileDeposit.createdAt);
  await ops.gql('mutation($id: ID!, $key: String!) { confirmDeposit(id: $id, idempotencyKey: $key) { id status } }', {
    id: filed.fileDeposit.id,
    key: randomUUID(),
  });
  await user.dispose();
  // Applying needs passed real-name verification (PRODUCT.md §5) once the real-name module gates it:
  // verify the real way with its e2e kit when that kit is there and loads.
  const verify = await realNameVerifier();
  if (verify) await verify(baseURL, phone, PASSWORD);
  return { lang, page, national, phone };
}

/** The list and the detail before the window opens ('Currently not available for subscription'). */
async function previewBeforeOpen(a: Applicant, offeringId: string): Promise<void> {
  const t = messages(a.lang);
  const { page } = a;
  await page.goto('/#/subPackages/market/ipo/ipo');
  const card = page.locator(`[data-testid="ipo-offering"][data-id="${offeringId}"]`);
  await expect(card.getByTestId('ipo-offering-name')).toHaveText(NAMES[a.lang]);
  await snap(page, a.lang, 'ipo-list');
  await card.getByRole('button').click();
  await expect(page.getByTestId('ipo-detail-name')).toHaveText(NAMES[a.lang]);
  await expect(page.getByTestId('ipo-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  if ((await page.getByTestId('ipo-detail').getAttribute('data-phase')) !== 'AVAILABLE') {
    await expect(page.getByTestId('ipo-not-available')).toContainText(t['error.SUBSCRIPTION_NOT_AVAILABLE']);
    await snap(page, a.lang, 'ipo-detail-not-started');
  } else {
    console.warn(`ipo.spec: the window opened before the ${a.lang} user saw it closed (slow machine); no not-started shot`);
  }
}

/** Applies for one lot on the detail page, once the window is open. */
async function applyFor(a: Applicant, offeringId: string): Promise<void> {
  const t = messages(a.lang);
  const { page } = a;
  await page.goto(`/#/subPackages/market/ipo/detail?id=${offeringId}`);
  await page.reload();
  await expect(page.getByTestId('ipo-detail-name')).toHaveText(NAMES[a.lang]);
  // Whole lots only: 150 shares is refused before anything is sent.
  await page.getByTestId('ipo-shares').fill('150');
  await page.getByTestId('ipo-apply-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText(t['ipo.apply.sharesLots']);
  await page.getByTestId('ipo-shares').fill('100');
  await expect(page.getByTestId('ipo-preview-total')).toHaveText(a.lang === 'en' ? '$1,502.50' : /1,502\.50/);
  await snap(page, a.lang, 'ipo-detail-apply');
  await page.getByTestId('ipo-apply-submit').click();
  // The hold (price × shares + fee) is shown before the user confirms (integrity rule 3).
  await expect(page.getByTestId('ipo-confirm-total')).toHaveText(a.lang === 'en' ? '$1,502.50' : /1,502\.50/);
  await expect(page.getByTestId('ipo-confirm-shares')).toHaveText('100');
  await shot(page, a.lang, 'ipo-apply-confirm');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('ipo-my-application')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('ipo-mine-held')).toHaveText(a.lang === 'en' ? '$1,502.50' : /1,502\.50/);
  await expect(page.getByTestId('ipo-cancel')).toBeVisible();
  await snap(page, a.lang, 'ipo-detail-applied');
  // The lottery card: pending, with the hold.
  await page.goto('/#/pages/trade/index?tab=lottery');
  const lottery = page.getByTestId('lottery-card').first();
  await expect(lottery).toHaveAttribute('data-status', 'PENDING');
  await expect(lottery.getByTestId('lottery-status')).toHaveText(t['ipo.status.PENDING']);
  await snap(page, a.lang, 'ipo-lottery-pending');
}

test.use({ timezoneId: 'UTC' });

test(`IPO at 375px in ${LANGS.join(' and ')}: ops create an offering, a user per language applies, the draw runs, the winner sees the win, the loser gets the hold back, the seed checks out`, async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const ops = await opsClient();
  const now = clock.now;
  const applicants: Applicant[] = [];
  for (const lang of LANGS) applicants.push(await newApplicant(browser, ops, lang));

  // Ops: the console's IPO section, a new offering of one lot (two applicants of one lot each: one wins).
  await login(page, '612000001', DEMO_OPS.password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  await page.goto('/#/ops/ipo');
  await expect(page.getByTestId('ops-page-title')).toHaveText('IPOs');
  await page.getByTestId('ops-ipo-new').click();
  const terms: Record<string, string> = {
    symbol: SYMBOL,
    'name-en': NAMES.en,
    'name-zh-Hant': NAMES['zh-Hant'],
    subscriptionPrice: '15',
    referencePrice: '18',
    underwritingShares: '100',
    totalShares: '5000000',
    lotSize: '100',
    maxLots: '2',
    processingFee: '2.50',
  };
  for (const [key, value] of Object.entries(terms)) await page.getByTestId(`ops-ipo-${key}`).fill(value);
  // The dates last, from the server's now at this moment: the window opens when ops move the clock, once
  // both users have seen the offering not yet open, and closes at the next move, once both have applied.
  const opensAt = now() + 5 * 60_000;
  const closesAt = opensAt + 5 * 60_000;
  const dates: Record<string, string> = {
    opensAt: localInput(opensAt),
    closesAt: localInput(closesAt),
    drawsAt: localInput(closesAt),
    payBy: localInput(closesAt),
    issuesAt: localInput(closesAt + 60_000),
  };
  for (const [key, value] of Object.entries(dates)) await page.getByTestId(`ops-ipo-${key}`).fill(value);
  await shot(page, 'en', 'ops-ipo-form');
  await page.getByTestId('ops-ipo-submit').click();
  const item = page.getByTestId('ops-ipo-item').filter({ hasText: NAME }).first();
  await expect(item).toHaveAttribute('data-phase', 'NOT_STARTED');
  await expect(item.getByTestId('ops-ipo-edit')).toBeVisible();
  const offeringId = (await item.getAttribute('data-id')) ?? '';
  expect(offeringId).toMatch(/^[0-9a-f-]{36}$/);

  const moveClockTo = (at: number) => clock.moveTo(ops, at, 1000);
  // Before the window: each user sees the offering in their language (at once, with the console's list
  // shot); then each applies in it.
  await Promise.all([
    settled(page).then(() => shot(page, 'en', 'ops-ipo-list')),
    ...applicants.map((a) => previewBeforeOpen(a, offeringId)),
  ]);
  await moveClockTo(opensAt);
  for (const a of applicants) await applyFor(a, offeringId);
  // The count is live.
  const last = applicants[applicants.length - 1];
  await last.page.goto(`/#/subPackages/market/ipo/detail?id=${offeringId}`);
  await expect(last.page.getByTestId('ipo-detail-applications')).toHaveText('2');

  // The deadline passes; ops run the due draw from the console.
  await moveClockTo(closesAt);
  await page.reload();
  await expect(item).toHaveAttribute('data-phase', 'EXPIRED');
  await expect(item.getByTestId('ops-ipo-applications')).toHaveText('2');
  await item.getByTestId('ops-ipo-run-draw').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(item).toHaveAttribute('data-status', 'DRAWN');
  await settled(page);
  await shot(page, 'en', 'ops-ipo-drawn');
  await item.getByTestId('ops-ipo-applications-open').click();
  await expect(page.getByTestId('ops-ipo-application')).toHaveCount(2);
  await expect(page.locator('[data-testid="ops-ipo-application"][data-status="WON"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="ops-ipo-application"][data-status="NOT_WON"]')).toHaveCount(1);
  await shot(page, 'en', 'ops-ipo-applications');

  // Each user's lottery card follows live (account events); one won, one did not.
  const outcome = async (u: Applicant) => {
    const card = u.page.getByTestId('lottery-card').first();
    await expect(card).not.toHaveAttribute('data-status', 'PENDING', { timeout: 20_000 });
    return (await card.getAttribute('data-status')) ?? '';
  };
  for (const u of applicants) await u.page.goto('/#/pages/trade/index?tab=lottery');
  const results = new Map<Applicant, string>();
  for (const u of applicants) results.set(u, await outcome(u));
  expect([...results.values()].sort()).toEqual(['NOT_WON', 'WON']);
  const winner = applicants.find((u) => results.get(u) === 'WON')!;
  const loser = applicants.find((u) => results.get(u) === 'NOT_WON')!;

  // The winner, in their language and then the other: the lottery card (100 won, paid $1,502.50, nothing
  // to pay), the inventory, the win notice on Home.
  for (const lang of [winner.lang, otherLang(winner.lang)]) {
    const t = messages(lang);
    const p = winner.page;
    if (lang !== winner.lang) await showIn(p, lang, '/#/pages/trade/index?tab=lottery');
    const card = p.getByTestId('lottery-card').first();
    await expect(card.getByTestId('lottery-status')).toHaveText(t['ipo.status.WON']);
    await expect(card.getByTestId('lottery-won')).toHaveText('100');
    await expect(card.getByTestId('lottery-paid')).toContainText('1,502.50');
    await expect(card.getByTestId('lottery-to-pay')).toContainText('0.00');
    await snap(p, lang, 'ipo-lottery-won');
    await p.getByTestId('trade-tab-inventory').click();
    await expect(p.getByTestId('inventory-card')).toHaveCount(1);
    await snap(p, lang, 'ipo-inventory');
    await p.getByTestId('tabbar-home').click();
    const notice = p.getByTestId('win-notice').first();
    await expect(notice).toHaveAttribute('data-status', 'WON');
    await expect(notice.getByTestId('win-notice-text')).toContainText(NAMES[lang]);
    await expect(notice.getByTestId('win-notice-text')).toContainText('100');
    await p.getByTestId('home-wins').scrollIntoViewIfNeeded();
    await snap(p, lang, 'ipo-home-win-notice');
  }

  // The loser, in both languages: not winning, the whole hold released — the available balance is back to $5,000.
  for (const lang of [loser.lang, otherLang(loser.lang)]) {
    const t = messages(lang);
    const p = loser.page;
    if (lang !== loser.lang) await showIn(p, lang, '/#/pages/trade/index?tab=lottery');
    const card = p.getByTestId('lottery-card').first();
    await expect(card.getByTestId('lottery-status')).toHaveText(t['ipo.status.NOT_WON']);
    await expect(card.getByTestId('lottery-won')).toHaveText('0');
    await expect(card.getByTestId('lottery-released')).toContainText('1,502.50');
    await snap(p, lang, 'ipo-lottery-not-won');
    if (lang === loser.lang) {
      const user = await trustedClient(baseURL, loser.phone, PASSWORD);
      const balances = await user.run<{ balances: Array<{ currency: string; available: string; frozen: string }> }>('IpoApply_Balances');
      await user.dispose();
      const usd = balances.balances.find((x) => x.currency === 'USD');
      expect(Number(usd?.available)).toBe(5000);
      await p.getByTestId('tabbar-home').click();
      await expect(p.getByTestId('win-notices').getByTestId('win-notice')).toHaveCount(0);
    }
  }

  // Both can verify the draw: SHA-256(seed) = the published hash, computed in their own browser — the
  // winner's view in one language, the loser's in the other (each page now shows its last language).
  for (const u of [winner, loser]) {
    const lang = u === winner ? otherLang(winner.lang) : otherLang(loser.lang);
    const t = messages(lang);
    await u.page.goto(`/#/subPackages/market/ipo/detail?id=${offeringId}`);
    await expect(u.page.getByTestId('ipo-detail')).toHaveAttribute('data-status', 'DRAWN');
    await expect(u.page.getByTestId('ipo-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(u.page.getByTestId('ipo-seed-check')).toHaveAttribute('data-check', 'match');
    await expect(u.page.getByTestId('ipo-seed-check')).toHaveText(t['ipo.draw.check.match']);
    await expect(u.page.getByTestId('ipo-draw-figures-entries')).toHaveText('2');
    await expect(u.page.getByTestId('ipo-draw-figures-myRank')).toHaveText(/^[12]$/);
    await expect(u.page.getByTestId('ipo-draw-record-link')).toHaveAttribute('href', `/draws/ipo/${offeringId}`);
    await expect(u.page.getByTestId('ipo-draw-record-link')).toHaveText(t['ipo.draw.record']);
    // No command to copy in the app (it is in docs/ipo.md); the chip says Drawn, not Closed.
    await expect(u.page.getByTestId('ipo-draw')).not.toContainText('verify-draw');
    await expect(u.page.getByTestId('ipo-detail-phase')).toHaveText(t['ipo.phase.DRAWN']);
    await u.page.getByTestId('ipo-draw').scrollIntoViewIfNeeded();
    // Full-page shots from the top: a sticky header scrolled with the page would be drawn mid-page.
    await snap(u.page, lang, u === winner ? 'ipo-detail-drawn-winner' : 'ipo-detail-drawn-loser');
  }

  // In Spanish too (issue 30): the list and the detail say Drawn after the draw; a link naming no offering,
  // or one the server does not know, says "not found" with a way to the list, in each language.
  const p = winner.page;
  for (const lang of ['es', 'en', 'zh-Hant'] as const) {
    const t = messages(lang);
    await showIn(p, lang, '/#/subPackages/market/ipo/ipo');
    const card = p.locator(`[data-testid="ipo-offering"][data-id="${offeringId}"]`);
    await expect(card.getByTestId('ipo-offering-phase')).toHaveText(t['ipo.phase.DRAWN']);
    if (lang === 'es') {
      await snap(p, lang, 'ipo-list-drawn');
      await p.goto(`/#/subPackages/market/ipo/detail?id=${offeringId}`);
      await expect(p.getByTestId('ipo-seed-check')).toHaveText(t['ipo.draw.check.match']);
      await expect(p.getByTestId('ipo-detail-phase')).toHaveText(t['ipo.phase.DRAWN']);
      await snap(p, lang, 'ipo-detail-drawn-winner');
    }
    await p.goto(`/#/subPackages/market/ipo/detail?id=${randomUUID()}`);
    await expect(p.getByTestId('ipo-not-found')).toContainText(t['ipo.notFound.title']);
    await expect(p.getByTestId('page-state-error')).toHaveCount(0);
    await snap(p, lang, 'ipo-detail-not-found');
    await p.goto('/#/subPackages/market/ipo/detail');
    await expect(p.getByTestId('ipo-not-found')).toContainText(t['ipo.notFound.text']);
    await p.getByTestId('ipo-not-found-list').click();
    await expect(p.getByTestId('ipo-list')).toBeVisible();
  }
  await ops.dispose();
});
