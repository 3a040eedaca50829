import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { advanceTestClock, type Ops } from './allocation-kit';
import { DEMO_USER, expectNoHorizontalOverflow } from './helpers';
import { DEVICE_SCALE } from './playwright.config';

// What funds.spec.ts, loans.spec.ts and vip.spec.ts share: a phone-sized signed-in page in a language,
// screenshots to look at, and the test clock moved forward by ops.

export type Lang = 'en' | 'fr';

/** A 375px phone page signed in as the demo user, in `lang`. */
export async function phonePage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : 'fr-FR',
    timezoneId: 'UTC',
  });
  // The language is chosen before the app starts (as a returning user's saved choice).
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  // Signed out, the launch screen goes on to Home and Home asks to sign in (coming back to Home after).
  await signIn(page, DEMO_USER.national, DEMO_USER.password);
  return page;
}

/** Opens the app signed out and signs in on the page Home sends to (no race with the launch screen). */
export async function signIn(page: Page, national: string, password: string): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  await page.getByTestId('login-phone').fill(national);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
}

/** A full-page screenshot once nothing loads and nothing overflows (E2E_SHOTS_DIR, else e2e/screenshots). */
export async function look(page: Page, lang: string, name: string): Promise<void> {
  await expect(page.getByTestId('page-state-loading')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  const dir = path.join(process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, 'screenshots'), lang);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Moves the server's test clock forward (TEST_CLOCK) and returns its new now. */
export function advance(ops: Ops, hours: number): Promise<string> {
  return advanceTestClock(ops, { hours });
}

/** An ops decision through the one review workflow. */
export async function decide(ops: Ops, kind: string, id: string): Promise<void> {
  await ops.gql('mutation($input: DecideReviewInput!) { decideReview(input: $input) { status } }', {
    input: { kind, id, decision: 'APPROVE', idempotencyKey: `e2e-${kind}-${id.slice(0, 8)}-${Date.now()}` },
  });
}

/** Buys `shares` of `symbol` at market from the stock's order sheet and answers the new position's id. */
export async function buyAtMarket(page: Page, symbol: string, shares: string): Promise<string> {
  await page.goto(`/#/subPackages/market/stockDetail/stockDetail?symbol=${symbol}`);
  await page.getByTestId('order-open-LONG').click();
  await expect(page.getByTestId('order-market-status')).toHaveAttribute('data-open', 'true', { timeout: 30_000 });
  await page.getByTestId('order-shares').fill(shares);
  await expect(page.getByTestId('order-figures')).toHaveAttribute('data-shares', shares, { timeout: 30_000 });
  // On a busy machine the feed may fall a few seconds behind: the server then refuses the order as on a
  // stale quote (nothing held) and the user tries again once prices are current.
  await expect(async () => {
    if (await page.getByTestId('order-placed').isVisible()) return;
    await page.getByTestId('order-submit').click({ timeout: 10_000 });
    await page.getByTestId('dialog-confirm').click({ timeout: 10_000 });
    await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
  await page.getByTestId('order-view-trade').click();
  const row = page.locator(`[data-testid="position-row"][data-symbol="${symbol}"]`).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  return (await row.getAttribute('data-id')) as string;
}
