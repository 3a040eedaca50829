import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { readJson } from './allocation-kit';
import { DEMO_USER, expectNoHorizontalOverflow, serverNow } from './helpers';
import { DEVICE_SCALE, baseURL } from './playwright.config';
import { look, signIn } from './products-kit';

// Issue 36 at 375 px, as the demo user: Mine → Documents asks for last month's statement, follows it
// until it is ready and downloads it (pdftotext reads the statement's title and month: the demo user's
// records begin this month on the suite's clock, so the statement says there was no movement),
// then a CSV export of the statement (the UTF-8 BOM and the header row); in Traditional Chinese the same
// statement is made in Chinese (its title in CJK, the font embedded NotoSansTC), and a market order's
// trade detail downloads the opening fill's confirmation, which names its trade number.

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '..');

type Lang = 'en' | 'zh-Hant';
const texts = (lang: Lang): Record<string, string> => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/documents/messages/${lang}.json`),
});

const source = (file: string) => fs.readFileSync(path.join(root, 'server/src/modules/statements', file), 'utf8');

/**
 * The documents' own words (server/src/modules/statements/documents/document-texts-*.ts): the statement's
 * and the confirmation's titles, and what a month without a movement says (the demo user's records all
 * begin this month on the suite's clock, so last month's statement has no lines and no balances).
 */
function paperWords(lang: Lang): { statement: string; confirmation: string; noTransactions: string } {
  const text =
    (lang === 'en' ? source('documents/document-texts-en.ts') : source('documents/document-texts-cjk.ts').split('const zhHant')[1]) ?? '';
  const titles = [...text.matchAll(/\btitle: '([^']+)'/g)].map((m) => m[1] as string);
  const noTransactions = /noTransactions: '([^']+)'/.exec(text)?.[1] as string;
  return { statement: titles[0] as string, confirmation: titles[1] as string, noTransactions };
}

/** A month ('2026-10') as the documents write it: "October 2026", "2026年10月". */
function monthWords(month: string, lang: Lang): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 15));
}

/** The statement export's header row in English (server/src/modules/statements/csv/exports.texts.ts). */
function statementCsvHeader(): string {
  const en = source('csv/exports.texts.ts').split('const EN')[1] as string;
  const list = /statement: \[([^\]]+)\]/.exec(en)?.[1] as string;
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]).join(',');
}

async function phone(browser: Browser, lang: Lang): Promise<Page> {
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

/** The month before the server's (UTC): the statement's month. */
async function lastMonth(): Promise<string> {
  const now = await serverNow(baseURL);
  const m = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Taps a download button and keeps the file (a name of its own per language and test). */
async function download(page: Page, button: Locator, lang: Lang): Promise<{ file: string; download: Download }> {
  const [d] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
  const file = path.join(os.tmpdir(), `e2e-documents-${lang}-${Date.now()}-${d.suggestedFilename()}`);
  await d.saveAs(file);
  return { file, download: d };
}

const pdfText = async (file: string) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
const pdfFonts = async (file: string) => (await run('pdffonts', [file])).stdout;

async function openDocuments(page: Page): Promise<void> {
  await page.goto('/#/subPackages/mine/documents/index');
  await expect(page.getByTestId('documents-ask')).toBeVisible({ timeout: 20_000 });
}

/** The document of `kind` just asked for (marked in the list), once the server says it is ready. */
async function whenReady(page: Page, kind: string): Promise<Locator> {
  const item = page.locator(`[data-testid="document-item"][data-new="true"][data-kind="${kind}"]`);
  await expect(item).toHaveCount(1, { timeout: 20_000 });
  // A lasting effect: the list item's status (moved on by DOCUMENT_UPDATED over the account events).
  await expect(item).toHaveAttribute('data-status', 'READY', { timeout: 60_000 });
  await expect(item.getByTestId('document-download')).toBeEnabled();
  return item;
}

/** Asks for last month's statement (the default month) and waits until it is ready. */
async function askStatement(page: Page, t: Record<string, string>, month: string): Promise<Locator> {
  await openDocuments(page);
  await expect(page.getByTestId('documents-statement-month')).toHaveValue(month);
  await page.getByTestId('documents-statement-submit').click();
  const item = await whenReady(page, 'MONTHLY_STATEMENT');
  await expect(item.getByTestId('document-title')).toHaveText(t['documents.kind.MONTHLY_STATEMENT']);
  await expect(item.getByTestId('document-status')).toHaveText(t['documents.status.READY']);
  await expect(item.getByTestId('document-size')).not.toBeEmpty();
  return item;
}

/** The screenshot once the page is still: no toast over it, from the top. */
async function still(page: Page, lang: Lang, name: string): Promise<void> {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoHorizontalOverflow(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await look(page, lang, name);
}

test('en: last month’s statement asked for, made and downloaded (its title and month); a CSV export of the statement', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = texts('en');
  const words = paperWords('en');
  const month = await lastMonth();
  const page = await phone(browser, 'en');

  // Mine → Documents from the Mine tab.
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-link-documents').click();
  await expect(page).toHaveURL(/subPackages\/mine\/documents\/index/);

  const item = await askStatement(page, t, month);
  const documentNo = (await item.getAttribute('data-document-no')) as string;
  expect(documentNo).toMatch(/^D\d+$/);
  const statement = await download(page, item.getByTestId('document-download'), 'en');
  expect(statement.download.suggestedFilename()).toBe(`vela-statement-${month}.pdf`);
  expect(fs.readFileSync(statement.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(statement.file);
  expect(text).toContain(words.statement);
  expect(text).toContain(`${monthWords(month, 'en')} (UTC)`);
  expect(text).toContain(words.noTransactions);
  await still(page, 'en', 'documents');

  // A CSV export of the statement (the first of this month to today by default).
  await page.getByTestId('documents-kind-export').click();
  await expect(page.getByTestId('documents-export-dataset')).toHaveValue('statement');
  await page.getByTestId('documents-export-submit').click();
  const exported = await whenReady(page, 'CSV_EXPORT');
  await expect(exported.getByTestId('document-title')).toHaveText(t['documents.kind.CSV_EXPORT']);
  const csv = await download(page, exported.getByTestId('document-download'), 'en');
  expect(csv.download.suggestedFilename()).toMatch(/^vela-statement-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(csv.file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.subarray(3).toString('utf8').split(/\r?\n/);
  expect(header).toBe(statementCsvHeader());
  // The month's lines so far (the demo user's opening deposits), each from its time in UTC.
  expect(rows.filter(Boolean).length).toBeGreaterThan(0);
  expect(rows[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,(EUR|USD),/);
  await still(page, 'en', 'documents-export');
  await page.context().close();
});

test('zh-Hant: the statement in Traditional Chinese (CJK title, NotoSansTC embedded); a trade’s confirmation names its trade number', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const t = texts('zh-Hant');
  const words = paperWords('zh-Hant');
  const month = await lastMonth();
  const page = await phone(browser, 'zh-Hant');

  const item = await askStatement(page, t, month);
  const statement = await download(page, item.getByTestId('document-download'), 'zh-Hant');
  const text = await pdfText(statement.file);
  expect(text).toContain(words.statement);
  expect(text).toContain(`${monthWords(month, 'zh-Hant')}（UTC）`);
  expect(text).toContain(words.noTransactions);
  // Glyphs, not boxes: the Traditional Chinese font is embedded.
  expect(await pdfFonts(statement.file)).toMatch(/NotoSansTC/);
  await still(page, 'zh-Hant', 'documents');
  // The tax report's form: the years, PDF or CSV, and that it is an aid, not tax advice.
  await page.getByTestId('documents-kind-tax').click();
  await expect(page.getByTestId('documents-tax-disclaimer')).toHaveText(t['documents.tax.disclaimer']);
  await still(page, 'zh-Hant', 'documents-tax');

  // A market order filled, then its trade detail's confirmation (PDF) of the opening fill.
  await page.goto('/#/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL');
  await page.getByTestId('order-open-LONG').click();
  await expect(page.getByTestId('order-market-status')).toHaveAttribute('data-open', 'true', { timeout: 30_000 });
  await page.getByTestId('order-shares').fill('1');
  await expect(page.getByTestId('order-figures')).toHaveAttribute('data-shares', '1', { timeout: 30_000 });
  // On a busy machine the feed may fall a few seconds behind: the server then refuses the order as on a
  // stale quote (nothing held) and the user tries again once prices are current.
  await expect(async () => {
    if (await page.getByTestId('order-placed').isVisible()) return;
    await page.getByTestId('order-submit').click({ timeout: 10_000 });
    await page.getByTestId('dialog-confirm').click({ timeout: 10_000 });
    await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
  await page.getByTestId('order-view-trade').click();
  const row = page.locator('[data-testid="position-row"][data-symbol="US:AAPL"]').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const positionId = (await row.getAttribute('data-id')) as string;
  await page.goto(`/#/subPackages/trade/detail?id=${positionId}`);
  await expect(page.getByTestId('detail-hero')).toBeVisible({ timeout: 20_000 });
  const tradeNo = ((await page.getByTestId('detail-trade-rows-tradeNo').textContent()) ?? '').trim();
  expect(tradeNo).toMatch(/^T\d+$/);

  const button = page.getByTestId('detail-confirmation-open-button');
  await expect(button).toHaveText(t['documents.confirmation']);
  // The closing fill's confirmation only once the position is closed.
  await expect(page.getByTestId('detail-confirmation-close-button')).toHaveCount(0);
  const confirmation = await download(page, button, 'zh-Hant');
  expect(confirmation.download.suggestedFilename()).toBe(`vela-confirmation-${tradeNo}-open.pdf`);
  const paper = await pdfText(confirmation.file);
  expect(paper).toContain(tradeNo);
  expect(paper).toContain(words.confirmation);
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  await page.getByTestId('detail-confirmation-open').scrollIntoViewIfNeeded();
  await still(page, 'zh-Hant', 'trade-detail-confirmation');

  // Kept in Mine → Documents too, ready.
  await openDocuments(page);
  const kept = page.locator('[data-testid="document-item"][data-kind="TRADE_CONFIRMATION"]').first();
  await expect(kept).toHaveAttribute('data-status', 'READY');
  await page.context().close();
});
