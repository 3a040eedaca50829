import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_OPS, DEMO_TOTP_SECRET, DEMO_USER, expectNoHorizontalOverflow, login, shot, trustedClient } from './helpers';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { test } from './fixtures';

// Issue 34, the help centre, at 375 px in English and Spanish: the withdrawal (fee) screen links to the
// article on withdrawal fees, which opens in the reader's language; the help centre finds an article by a
// word and opens it. Then the ops console's help articles (the seeded six with their slugs) at 1280 and
// 375 px. The articles are the demo seed's (server/src/seed/help-articles.ts).

const root = path.join(import.meta.dirname, '..');
const readJson = (p: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
const texts = (lang: string) => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/content/messages/${lang}.json`),
});

const SLUGS = [
  'fees-and-charges',
  'how-the-draw-works',
  'withdrawals-and-fees',
  'strategy-rules',
  'loans-and-margin-calls',
  'security-and-passkeys',
] as const;

/** What each language's reader types and finds, and the seeded articles' titles. */
const CASES = {
  en: {
    withdrawalTitle: 'Withdrawals and their fees',
    withdrawalFigure: '0.5% of the amount',
    search: 'margin call',
    found: 'loans-and-margin-calls',
    foundTitle: 'Stock-backed loans and margin calls',
    foundFigure: '2 business days',
  },
  es: {
    withdrawalTitle: 'Retiradas y sus comisiones',
    withdrawalFigure: '0,5\u00a0% del importe',
    search: 'llamada de margen',
    found: 'loans-and-margin-calls',
    foundTitle: 'Préstamos sobre acciones y llamadas de margen',
    foundFigure: '2 días hábiles',
  },
} as const;

async function newPage(browser: Browser, lang: string, width = 375, height = 812): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    isMobile: width < 600,
    hasTouch: width < 600,
    deviceScaleFactor: DEVICE_SCALE,
  });
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  return context.newPage();
}

/** The demo user's bank card (added through the app's own documents when there is none), so the form shows its fee line. */
async function ensureDemoBankCard(): Promise<void> {
  const user = await trustedClient(baseURL, DEMO_USER.phone, DEMO_USER.password);
  try {
    const { bankCards } = await user.run<{ bankCards: Array<{ id: string }> }>('BankCardList_Cards');
    if (bankCards.length > 0) return;
    // The demo user has an authenticator app: a new card asks for a fresh code.
    await user.stepUp(DEMO_TOTP_SECRET);
    await user.run('BankCardForm_Add', {
      input: {
        holderName: 'Lucía Demo Martín',
        bankName: 'CaixaBank',
        cardNumber: '4000 1234 5678 9010',
        bankAddress: 'Calle Mayor 1, Madrid',
        iban: 'ES9121000418450200051332',
      },
    });
  } finally {
    await user.dispose();
  }
}

async function signIn(page: Page, national: string, password: string) {
  await login(page, national, password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
}

for (const lang of ['en', 'es'] as const) {
  test(`help centre at 375px in ${lang}: from the withdrawal fee to its article, then a search`, async ({ browser }) => {
    test.setTimeout(180_000);
    const m = texts(lang);
    const c = CASES[lang];
    await ensureDemoBankCard();
    const page = await newPage(browser, lang);
    await signIn(page, DEMO_USER.national, DEMO_USER.password);

    // The bank withdrawal screen: the fee rule, then for an amount the fee and what arrives, and below
    // them the link to the article that explains them.
    await page.goto('/#/subPackages/mine/withdraw/withdraw');
    await expect(page.getByTestId('withdraw-fee-rule')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('withdraw-amount').fill('1000');
    await expect(page.getByTestId('withdraw-preview-fee')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    const link = page.getByTestId('help-link-withdrawals-and-fees');
    await expect(link).toHaveText(m['help.link.withdrawals-and-fees']);
    await expectNoHorizontalOverflow(page);
    await shot(page, lang, 'help-withdraw-fee-link');

    await link.click();
    await expect(page).toHaveURL(/#\/subPackages\/mine\/help\/article\?slug=withdrawals-and-fees$/);
    await expect(page.getByTestId('help-article-title')).toHaveText(c.withdrawalTitle);
    await expect(page.getByTestId('help-article')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('help-article-body')).toContainText(c.withdrawalFigure);
    // Rendered Markdown: headings and emphasis, no stray asterisks.
    await expect(page.getByTestId('help-article-body').locator('h2').first()).toBeVisible();
    await expect(page.getByTestId('help-article-body')).not.toContainText('**');
    await expect(page.locator('.navbar')).toContainText(m['route.helpArticle']);
    await expectNoHorizontalOverflow(page);
    await shot(page, lang, 'help-article-withdrawals');

    // On to the whole help centre.
    await page.getByTestId('help-all').click();
    await expect(page).toHaveURL(/#\/subPackages\/mine\/help\/articles$/);
    await expect(page.getByTestId('help-result')).toHaveCount(6);
    await expect(page.getByTestId('help-safety')).toHaveText(m['help.safety']);
    await shot(page, lang, 'help-centre');

    // A search: debounced, the matching article only; a word that is nowhere: the empty state.
    await page.getByTestId('help-search').fill('zzqx');
    await expect(page.getByTestId('help-empty')).toContainText(m['help.noResults'].replace('{query}', 'zzqx'));
    await page.getByTestId('help-search').fill(c.search);
    await expect(page.getByTestId('help-result')).toHaveCount(1);
    await expect(page.getByTestId('help-result')).toHaveAttribute('data-slug', c.found);
    await expect(page.getByTestId('help-result')).toContainText(c.foundTitle);
    await expectNoHorizontalOverflow(page);
    await shot(page, lang, 'help-search');

    await page.getByTestId('help-result').click();
    await expect(page).toHaveURL(new RegExp(`slug=${c.found}$`));
    await expect(page.getByTestId('help-article-title')).toHaveText(c.foundTitle);
    await expect(page.getByTestId('help-article-body')).toContainText(c.foundFigure);
    await expectNoHorizontalOverflow(page);
    await shot(page, lang, 'help-article-found');
  });
}

test('every screen the articles explain links to its article (375px, en)', async ({ browser }) => {
  test.setTimeout(180_000);
  const m = texts('en');
  const page = await newPage(browser, 'en');
  await signIn(page, DEMO_USER.national, DEMO_USER.password);
  const screens: Array<{ url: string; slug: (typeof SLUGS)[number]; name: string; open?: () => Promise<void> }> = [
    {
      url: '/#/subPackages/market/stockDetail/stockDetail?symbol=ES:ITX',
      slug: 'fees-and-charges',
      name: 'order-entry',
      open: async () => {
        await page.getByTestId('order-open-LONG').click();
        await expect(page.getByTestId('order-figures')).toBeVisible({ timeout: 30_000 });
      },
    },
    { url: '/#/subPackages/mine/exchange/exchange', slug: 'fees-and-charges', name: 'exchange' },
    { url: '/#/subPackages/mine/withdraw/usdtWithdraw', slug: 'withdrawals-and-fees', name: 'usdt-withdraw' },
    { url: '/#/subPackages/market/dayTrading/dayTrading', slug: 'strategy-rules', name: 'intraday' },
    { url: '/#/subPackages/mine/loan/loan', slug: 'loans-and-margin-calls', name: 'loan' },
    { url: '/#/subPackages/mine/security/index', slug: 'security-and-passkeys', name: 'security' },
  ];
  for (const screen of screens) {
    await page.goto(screen.url);
    await screen.open?.();
    const link = page.getByTestId(
      screen.slug === 'fees-and-charges' && screen.name === 'order-entry' ? 'order-figures-help' : `help-link-${screen.slug}`,
    );
    await expect(link).toHaveText(m[`help.link.${screen.slug}`], { timeout: 30_000 });
    await link.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    const dir = path.join(import.meta.dirname, 'screenshots', 'en');
    fs.mkdirSync(dir, { recursive: true });
    // The screen as the reader sees it with the link in view (not the whole page).
    await page.screenshot({ path: path.join(dir, `help-link-${screen.name}.png`) });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`slug=${screen.slug}$`));
    await expect(page.getByTestId('help-article')).toHaveAttribute('data-slug', screen.slug);
  }
});

test('ops console: the help articles with their slugs, at 1280px and 375px', async ({ browser }) => {
  test.setTimeout(120_000);
  const m = texts('en');
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    const ops = await newPage(browser, 'en', width, height);
    await signIn(ops, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
    await ops.goto('/#/ops/content?kind=HELP');
    await expect(ops.getByTestId('ops-content-kind-HELP')).toHaveAttribute('aria-selected', 'true');
    await expect(ops.getByTestId('ops-content-item')).toHaveCount(6, { timeout: 20_000 });
    await expect(ops.getByTestId('toast')).toHaveCount(0);
    for (const slug of SLUGS) await expect(ops.getByTestId('ops-content-slug-value').filter({ hasText: slug })).toHaveCount(1);
    await expectNoHorizontalOverflow(ops);
    await shot(ops, 'en', `help-ops-list-${width}`);

    const row = ops.getByTestId('ops-content-item').filter({ hasText: 'Fees and charges' });
    await row.getByTestId('ops-content-edit').click();
    await expect(ops.getByTestId('ops-content-slug')).toHaveValue('fees-and-charges');
    await expect(ops.getByTestId('ops-content-editor')).toContainText(m['ops.content.field.slug']);
    await expect(ops.getByTestId('ops-content-preview-html').locator('h2').first()).toBeVisible();
    // A slug another article has is refused with its message; nothing changes.
    await ops.getByTestId('ops-content-slug').fill('strategy-rules');
    await ops.getByTestId('ops-content-save').click();
    await expect(ops.getByTestId('form-error')).toHaveText(m['error.HELP_SLUG_TAKEN']);
    await expect(ops.getByTestId('toast')).toHaveCount(0);
    await expectNoHorizontalOverflow(ops);
    await shot(ops, 'en', `help-ops-editor-${width}`);
    await ops.context().close();
  }
});
