import { type Browser, expect, type Page } from '@playwright/test';
import { opsClient } from './allocation-kit';
import { DEMO_OPS, DEMO_USER } from './helpers';
import { advance, decide, type Lang, look, phonePage, signIn } from './products-kit';
import { test } from './fixtures';
import { DEVICE_SCALE } from './playwright.config';

// Issue 16, funds at 375px in English and French: ops publish a fund, the demo user buys it with every
// figure shown before confirm, ops approve it, a test-clock day later the day's earnings show, and two
// days later it matures with principal and earnings back in the balance.

const LANGS: Lang[] = ['en', 'fr'];
const NAME = `Euro Cash 2D ${Date.now() % 100000}`;

test.use({ timezoneId: 'UTC' });

test('funds: buy, a day of earnings on the test clock, maturity (en + fr)', async ({ browser }) => {
  test.setTimeout(300_000);
  const ops = await opsClient();
  const created = await ops.gql<{ createFundProduct: { id: string } }>(
    'mutation($input: FundProductInput!) { createFundProduct(input: $input) { id } }',
    {
      input: {
        name: NAME,
        underlying: 'Euro money-market instruments',
        rateSource: 'ECB deposit facility rate + 1.365 %',
        currency: 'EUR',
        periodDays: 2,
        annualRate: '0.0365',
        minAmount: '100',
        maxAmount: '50000',
        autoApproveUpTo: '0',
        earlyFeeRate: '0.01',
        disclosure: 'Not a bank deposit. Earnings accrue every calendar day and are paid with the principal at the end of the term.',
      },
    },
  );
  expect(created.createFundProduct.id).toMatch(/^[0-9a-f-]{36}$/);

  const pages = { en: await phonePage(browser, 'en'), fr: await phonePage(browser, 'fr') };
  const en = pages.en;
  await en.goto('/#/subPackages/market/fund/index');
  const card = en.getByTestId('fund-card').filter({ hasText: NAME });
  await expect(card.getByTestId('fund-rate')).toContainText('3.65%');
  await look(en, 'en', 'fund-list');
  await card.getByTestId('fund-buy-open').click();
  await card.getByTestId('fund-amount').fill('10000');
  // Every figure before confirm: principal, period, rate, earnings at maturity (10,000 × 3.65 % × 2 ÷ 365), no fee, held now.
  await expect(card.getByTestId('fund-preview-earnings')).toHaveText('€2.00');
  await expect(card.getByTestId('fund-preview-fee')).toHaveText('€0.00');
  await expect(card.getByTestId('fund-preview-held')).toHaveText('€10,000.00');
  await card.getByTestId('fund-buy').click();
  await expect(en.getByTestId('fund-confirm-earnings')).toHaveText('€2.00');
  await look(en, 'en', 'fund-confirm');
  await en.getByTestId('dialog-confirm').click();

  await en.goto('/#/subPackages/market/fund/record');
  const holding = en.getByTestId('fund-holding').filter({ hasText: NAME }).first();
  await expect(holding).toHaveAttribute('data-status', 'PENDING');
  const id = (await holding.getAttribute('data-id')) ?? '';
  await look(en, 'en', 'fund-record-pending');

  await decide(ops, 'fund_purchase', id);
  await expect(holding).toHaveAttribute('data-status', 'HOLDING', { timeout: 15_000 });

  // One day on the test clock, then the daily job: the day's earnings (€1.00) show.
  await advance(ops, 24);
  await ops.gql('mutation { runFundAccrual }');
  for (const lang of LANGS) {
    const p = pages[lang];
    await p.goto('/#/subPackages/market/fund/record');
    await p.reload();
    const h = p.getByTestId('fund-holding').filter({ hasText: NAME }).first();
    await expect(h.getByTestId('fund-holding-fields-earningDays')).toHaveText('1');
    await expect(h.getByTestId('fund-holding-fields-earnings')).toHaveText(lang === 'en' ? '€1.00' : '1,00 €');
    await expect(h.getByTestId('fund-holding-fields-holdingAmount')).toHaveText(lang === 'en' ? '€10,001.00' : '10 001,00 €');
    await h.getByTestId('fund-accruals').locator('summary').click();
    await expect(h.getByTestId('fund-accrual')).toHaveCount(1);
    await look(p, lang, 'fund-record-day1');
  }

  // The second day: the job posts it and the holding matures; principal and earnings return.
  await advance(ops, 24);
  await ops.gql('mutation { runFundAccrual }');
  for (const lang of LANGS) {
    const p = pages[lang];
    await p.reload();
    const h = p.getByTestId('fund-holding').filter({ hasText: NAME }).first();
    await expect(h).toHaveAttribute('data-status', 'ENDED');
    await expect(h.getByTestId('fund-holding-fields-earnings')).toHaveText(lang === 'en' ? '€2.00' : '2,00 €');
    await look(p, lang, 'fund-record-ended');
  }
  // The ops console: the funds page lists the product and the holding.
  const opsPage = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signIn(opsPage, '612000001', DEMO_OPS.password);
  await opsPage.goto('/#/ops/funds');
  await expect(opsPage.getByTestId('ops-fund-item').filter({ hasText: NAME })).toHaveAttribute('data-status', 'OPEN');
  await expect(opsPage.getByTestId('ops-fund-holding').filter({ hasText: NAME }).first()).toHaveAttribute('data-status', 'ENDED');
  await look(opsPage, 'en', 'ops-funds');
  const statement = await ops.gql<{ ledgerCheck: { ok: boolean } }>('query { ledgerCheck { ok } }');
  expect(statement.ledgerCheck.ok).toBe(true);
  await ops.dispose();
});

// Issue 30: what ops write exists per language. Ops publish a USD fund with no automatic limit from the
// console form, translated into Traditional Chinese only; readers in English, Spanish and Traditional
// Chinese get their version or the English one marked as such, and the limit worded as absent.
type ShotLang = 'en' | 'es' | 'zh-Hant';

async function pageIn(browser: Browser, national: string, password: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  const page = await context.newPage();
  await signIn(page, national, password);
  return page;
}

/** The saved language switched (as the Mine › Language screen saves it), then the screen opened afresh. */
async function openIn(page: Page, lang: ShotLang, url: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(url);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('fund texts in five languages: the ops form, fallbacks marked, no automatic limit (en + es + zh-Hant)', async ({ browser }) => {
  test.setTimeout(480_000);
  const name = `Dollar Cash 7D ${Date.now() % 100000}`;
  const langs: ShotLang[] = ['en', 'es', 'zh-Hant'];

  // The console form in each language: one field per language for each text, English marked required.
  const ops = await pageIn(browser, '612000001', DEMO_OPS.password);
  for (const lang of langs) {
    await openIn(ops, lang, '/#/ops/funds');
    await ops.getByTestId('ops-fund-name-en').fill(lang === 'en' ? name : '');
    await ops.getByTestId('ops-fund-name-zh-Hant').fill(`美元現金 7 天 ${name.slice(15)}`);
    await ops.getByTestId('ops-fund-underlying-en').fill('US Treasury bills');
    await ops.getByTestId('ops-fund-underlying-es').fill('Letras del Tesoro de EE. UU.');
    await ops.getByTestId('ops-fund-underlying-zh-Hant').fill('美國國庫券');
    await ops.getByTestId('ops-fund-rateSource-en').fill('Fed funds rate + 0.25 %');
    await ops.getByTestId('ops-fund-disclosure-en').fill('Not a bank deposit. Capital is not guaranteed.');
    await ops.getByTestId('ops-fund-disclosure-zh-Hant').fill('本產品並非銀行存款，本金不受保障。');
    await ops.getByTestId('ops-fund-currency').fill('USD');
    await ops.getByTestId('ops-fund-periodDays').fill('7');
    await ops.getByTestId('ops-fund-annualRate').fill('0.04');
    await ops.getByTestId('ops-fund-autoApproveUpTo').fill('0');
    if (lang === 'en') {
      await look(ops, lang, 'ops-fund-form-texts');
      await ops.getByTestId('ops-fund-create').click();
      await expect(ops.getByTestId('ops-fund-item').filter({ hasText: name }).getByTestId('ops-fund-translated')).toContainText('繁體中文');
    } else {
      // Without English the server refuses it, in the ops user's language, and nothing is published.
      await ops.getByTestId('ops-fund-create').click();
      await expect(ops.getByTestId('form-error')).toHaveText(
        lang === 'es' ? 'Escribe la versión en inglés: se muestra donde falte una traducción' : '請填寫英文版本：缺少翻譯時將顯示英文',
      );
      await look(ops, lang, 'ops-fund-form-texts');
    }
  }
  await ops.context().close();

  const expected: Record<ShotLang, { name: string; nameTag: string | null; rateTag: string | null; review: string }> = {
    en: { name, nameTag: null, rateTag: null, review: 'No automatic limit: our team reviews every purchase' },
    es: { name, nameTag: '(en inglés)', rateTag: '(en inglés)', review: 'Sin límite automático: nuestro equipo revisa cada compra' },
    'zh-Hant': {
      name: `美元現金 7 天 ${name.slice(15)}`,
      nameTag: null,
      rateTag: '（英文）',
      review: '無自動通過額度：每筆申購均由人工審核',
    },
  };
  const p = await pageIn(browser, DEMO_USER.national, DEMO_USER.password);
  for (const lang of langs) {
    await openIn(p, lang, '/#/subPackages/market/fund/index');
    const card = p.locator('[data-testid="fund-card"]', {
      has: p.getByTestId('fund-name').getByText(expected[lang].name, { exact: true }),
    });
    await expect(card.getByTestId('fund-name')).toHaveText(expected[lang].name);
    if (expected[lang].nameTag) await expect(card.getByTestId('fund-name-fallback')).toHaveText(expected[lang].nameTag as string);
    else await expect(card.getByTestId('fund-name-fallback')).toHaveCount(0);
    if (expected[lang].rateTag) await expect(card.getByTestId('fund-rate-source-fallback')).toHaveText(expected[lang].rateTag as string);
    else await expect(card.getByTestId('fund-rate-source-fallback')).toHaveCount(0);
    await expect(card.getByTestId('fund-terms-review')).toHaveText(expected[lang].review);
    await card.scrollIntoViewIfNeeded();
    await look(p, lang, 'fund-texts');
  }
  await p.context().close();
});
