import { expect, test } from '@playwright/test';
import { opsClient } from './allocation-kit';
import { DEMO_OPS } from './helpers';
import { advance, decide, type Lang, look, phonePage, signIn } from './products-kit';

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
