import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_OPS, expectNoHorizontalOverflow, login, shot } from './helpers';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { test } from './fixtures';

// Issue 35, the calendar on screen: stock detail's "Dividends & splits" at 375px in en and es (a dividend
// with its amount per share in the reader's format), and the ops console's read-only calendar.

const STOCK = '/#/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL';

// The feed writes the calendar from the provider's data shortly after the server starts.
test.beforeAll(async ({ request }) => {
  const manifest: Record<string, string> = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../client/src/gql/persisted-documents.json'), 'utf8'),
  );
  const documentId = Object.entries(manifest).find(([, doc]) => doc.includes('query CorporateActions_Calendar('))?.[0];
  expect(documentId).toBeTruthy();
  const entries = async (): Promise<number> => {
    const res = await request.post('/graphql', {
      headers: { 'apollo-require-preflight': 'true' },
      data: { operationName: 'CorporateActions_Calendar', variables: { symbol: 'US:AAPL' }, extensions: { documentId } },
    });
    return ((await res.json()).data?.corporateActions ?? []).length;
  };
  await expect.poll(entries, { timeout: 60_000, intervals: [500] }).toBeGreaterThan(0);
});

async function newPage(browser: Browser, width: number, lang: string): Promise<Page> {
  const desktop = width >= 1000;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: desktop ? 900 : 812 },
    isMobile: !desktop,
    hasTouch: !desktop,
    deviceScaleFactor: desktop ? 1 : DEVICE_SCALE,
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context.newPage();
}

const EXPECTED = {
  en: { title: 'Dividends & splits', amount: /^\$\d+\.\d{2,6} per share$/, payDate: 'Pay date' },
  es: { title: 'Dividendos y desdoblamientos', amount: /^\d+,\d{2,6}\u00a0US\$ por acción$/, payDate: 'Fecha de pago' },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`stock detail lists US:AAPL's dividends with their amount per share, at 375px in ${lang}`, async ({ browser }) => {
    const page = await newPage(browser, 375, lang);
    await page.goto(STOCK);
    const section = page.getByTestId('corporate-actions');
    await expect(section.locator('.markets-section__title')).toHaveText(EXPECTED[lang].title);
    const dividend = section.locator('[data-testid="corporate-action-row"][data-kind="CASH_DIVIDEND"]').first();
    await expect(dividend).toBeVisible({ timeout: 20_000 });
    await expect(dividend.getByTestId('corporate-action-amount')).toHaveText(EXPECTED[lang].amount);
    await expect(dividend.getByTestId('simulated-tag')).toBeVisible();
    await expect(dividend).toContainText(EXPECTED[lang].payDate);
    // Upcoming first, then the last twelve months.
    const whens = await section.getByTestId('corporate-action-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-when')));
    expect(whens.join(',')).toMatch(/^(upcoming,)*(past,?)*$/);
    await section.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await shot(page, lang, 'corporate-actions-stock-detail');
  });
}

test('the ops console lists the calendar, read only', async ({ browser }) => {
  const ops = await newPage(browser, 1280, 'en');
  await login(ops, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
  await expect(ops).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  await ops.goto('/#/ops/reviews');
  await ops.getByTestId('ops-menu-corporate-actions').click();
  await expect(ops).toHaveURL(/#\/ops\/corporate-actions/);
  await expect(ops.getByTestId('ops-corporate-actions-note')).toHaveText(
    'From the market-data source; nobody can enter or change corporate actions here.',
  );
  // Dividends from an earlier day on (the default is today to 90 days ahead).
  await ops.getByTestId('ops-ca-from').fill('2026-01-01');
  await ops.getByTestId('ops-ca-kind').selectOption('CASH_DIVIDEND');
  await ops.getByTestId('ops-ca-apply').click();
  await expect(ops).toHaveURL(/from=2026-01-01/);
  const rows = ops.getByTestId('ops-ca-row');
  await expect(rows.first()).toBeVisible();
  await expect(ops.locator('[data-testid="ops-ca-row"]:not([data-kind="CASH_DIVIDEND"])')).toHaveCount(0);
  await expect(rows.first().getByTestId('ops-ca-row-details')).toContainText(/^\S+ per share/);
  // Nothing to edit: no form field but the filters, no button but theirs and "Load more".
  await expect(ops.locator('[data-testid="ops-corporate-actions"] input:not([type="date"])')).toHaveCount(0);
  await shot(ops, 'en', 'corporate-actions-ops');
});
