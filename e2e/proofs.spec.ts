import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, test } from '@playwright/test';
import { readJson } from './allocation-kit';
import { DEMO_USER, expectNoHorizontalOverflow } from './helpers';
import { DEVICE_SCALE, baseURL } from './playwright.config';
import { look, signIn } from './products-kit';

// Issue 38 at 375 px in English and Traditional Chinese: the demo user opens Mine → Proof of
// liabilities, checks the latest snapshot (the demo publishes the day's at start), sees that their
// balance is included in the published total (verified in the browser), downloads the proof file, and
// the standalone script verifies that file against the public record at /proofs/<date> alone.

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '..');

type Lang = 'en' | 'zh-Hant';
const texts = (lang: Lang): Record<string, string> => readJson(`client/src/features/liabilities/messages/${lang}.json`);

async function phone(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    timezoneId: 'UTC',
    acceptDownloads: true,
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await signIn(page, DEMO_USER.national, DEMO_USER.password);
  return page;
}

for (const lang of ['en', 'zh-Hant'] as const) {
  test(`${lang}: the balance is included in the published total; the downloaded proof verifies without Vela`, async ({ browser }) => {
    const t = texts(lang);
    const page = await phone(browser, lang);
    await page.goto('/#/subPackages/mine/proofs/index');
    const snapshot = page.getByTestId('proofs-snapshot').first();
    await expect(snapshot).toBeVisible({ timeout: 20_000 });
    const date = (await snapshot.getAttribute('data-date')) as string;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const eur = snapshot.locator('[data-testid="proofs-root"][data-currency="EUR"]');
    await eur.getByTestId('proofs-check').click();
    const result = eur.getByTestId('proofs-result');
    await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
    // The sentence in the reader's language, with the two amounts filled in.
    const [before] = t['proofs.result.ok'].split('{amount}');
    await expect(result).toContainText(before.trim());
    await expectNoHorizontalOverflow(page);
    // The sign-in toast gone (it would cover the screenshot).
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
    await look(page, lang, 'proof-of-liabilities');

    // The file, checked by the script against the public record only.
    const [download] = await Promise.all([page.waitForEvent('download'), eur.getByTestId('proofs-download').click()]);
    expect(download.suggestedFilename()).toBe(`vela-proof-${date}-EUR.json`);
    const file = path.join(os.tmpdir(), `e2e-${lang}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const { stdout } = await run('node', [path.join(root, 'scripts/verify-liabilities.mjs'), file, '--url', `${baseURL}/proofs/${date}`]);
    expect(stdout).toMatch(/^OK: your balance of [\d.]+ EUR is included in the published total of [\d.]+ EUR/);
    await page.context().close();
  });
}
