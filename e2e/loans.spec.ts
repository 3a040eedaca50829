import { type Browser, expect, type Page } from '@playwright/test';
import { opsClient } from './allocation-kit';
import { DEMO_OPS, DEMO_USER, trustedClient } from './helpers';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { decide, type Lang, look, phonePage, signIn } from './products-kit';
import { test } from './fixtures';

// Issue 16, stock-backed loans at 375px in English and French: the demo user owns Santander shares, the
// live limit shows, the form is filled, the agreement read and agreed and a signature drawn on the
// canvas; ops approve, the balance rises by the amount; the user repays and ops approve the repayment.

const LANGS: Lang[] = ['en', 'fr'];

async function eurAvailable(run: Awaited<ReturnType<typeof trustedClient>>['run']): Promise<string> {
  const r = await run<{ balances: Array<{ currency: string; available: string }> }>('BalanceCard_Balances');
  return r.balances.find((b) => b.currency === 'EUR')?.available ?? '0';
}

async function drawSignature(page: Page): Promise<void> {
  // A finger's stroke: pointer events along a wave across the pad (the phone context has no mouse).
  await page.getByTestId('loan-signature').evaluate((canvas) => {
    const r = canvas.getBoundingClientRect();
    const at = (type: string, i: number) =>
      canvas.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 1,
          pointerType: 'touch',
          clientX: r.left + 30 + i * 22,
          clientY: r.top + 100 - Math.sin(i / 2) * 40,
        }),
      );
    at('pointerdown', 0);
    for (let i = 1; i <= 12; i++) at('pointermove', i);
    at('pointerup', 12);
  });
}

/** A 375px phone page in Spanish or Traditional Chinese, signed in as `who` (issue 30's languages to check). */
async function langPage(browser: Browser, lang: 'es' | 'zh-Hant', who: { national: string; password: string }): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'es' ? 'es-ES' : 'zh-TW',
    timezoneId: 'UTC',
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await signIn(page, who.national, who.password);
  return page;
}

/** The page's title is shown whole (no ellipsis) at 375px. */
async function expectWholeTitle(page: Page): Promise<void> {
  const title = page.getByTestId('navbar-title');
  await expect(title).toBeVisible();
  expect(await title.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

test.use({ timezoneId: 'UTC' });

test('loans: limit, form, agreement with a drawn signature, ops approve, balance rises, repay (en + fr)', async ({ browser }) => {
  test.setTimeout(300_000);
  const ops = await opsClient();
  const user = await trustedClient(baseURL, DEMO_USER.phone, DEMO_USER.password);
  // Collateral: 1,000 Santander shares, long at 1× (an ordinary market order at the live quote).
  // Right after the server starts the feed may not have ticked yet (QUOTE_STALE): retried until a fresh quote fills it.
  await expect(async () => {
    await user.run('OrderPanel_PlaceOrder', {
      input: {
        symbol: 'ES:SAN',
        orderType: 'MARKET',
        direction: 'LONG',
        shares: 1000,
        leverage: 1,
        idempotencyKey: `e2e-loan-${Date.now()}`,
      },
    });
  }).toPass({ timeout: 90_000 });

  const pages = { en: await phonePage(browser, 'en'), fr: await phonePage(browser, 'fr') };
  for (const lang of LANGS) {
    const p = pages[lang];
    await p.goto('/#/subPackages/mine/loan/loan');
    await expect(p.getByTestId('loan-position').filter({ hasText: 'ES:SAN' }).first()).toBeVisible();
    await expect(p.getByTestId('loan-tier-cap')).toHaveText(lang === 'en' ? '€500,000.00' : '500 000,00 €');
    await look(p, lang, 'loan-form');
  }

  const en = pages.en;
  // 'Insufficient loan limit' before anything is sent.
  await en.getByTestId('loan-amount').fill('9999999');
  for (const [id, v] of [
    ['loan-name', 'Demo User'],
    ['loan-id-number', 'X1234567L'],
    ['loan-address', 'Calle Mayor 1, Madrid'],
    ['loan-phone', '+34 612 000 002'],
    ['loan-email', 'demo@example.com'],
  ])
    await en.getByTestId(id).fill(v);
  await en.getByTestId('loan-next').click();
  await expect(en.getByTestId('form-error')).toHaveText('Insufficient loan limit');
  await en.getByTestId('loan-amount').fill('1000');
  await expect(en.getByTestId('loan-interest-hint')).toContainText('€0.15');
  await en.getByTestId('loan-next').click();

  // The agreement: full text with its hash, read and agreed, signed on the canvas.
  await expect(en.getByTestId('loan-agreement-text')).toContainText('ACT/365 for EUR and ACT/360 for USD');
  await expect(en.getByTestId('loan-figures-daily')).toHaveText('€0.15');
  await expect(en.getByTestId('loan-apply')).toBeDisabled();
  await en.getByTestId('loan-agree').check();
  await drawSignature(en);
  await look(en, 'en', 'loan-protocol-signed');
  const before = await eurAvailable(user.run);
  await en.getByTestId('loan-apply').click();
  await expect(en.getByTestId('loan-confirm-amount')).toHaveText('€1,000.00');
  await expect(en.getByTestId('loan-confirm-fee')).toHaveText('€0.00');
  await look(en, 'en', 'loan-confirm');
  await en.getByTestId('dialog-confirm').click();
  await expect(en).toHaveURL(/loan\/record/, { timeout: 20_000 });
  // The records open where the new application is (issue 30: not on an empty "Loans" tab).
  await expect(en.getByTestId('loan-tabs-applications')).toHaveAttribute('aria-selected', 'true');
  const application = en.getByTestId('loan-application').first();
  await expect(application).toHaveAttribute('data-status', 'PENDING');
  await look(en, 'en', 'loan-applications-pending');

  // Ops approve: the amount is credited through the ledger.
  const loans = await ops.gql<{ opsLoans: { items: Array<{ id: string; status: string }> } }>(
    'query { opsLoans(status: PENDING, first: 5) { items { id status } } }',
  );
  const loanId = loans.opsLoans.items[0].id;
  await decide(ops, 'loan', loanId);
  await expect(application).toHaveAttribute('data-status', 'SUCCESSFUL', { timeout: 15_000 });
  const after = await eurAvailable(user.run);
  expect(Number(after) - Number(before)).toBeCloseTo(1000, 2);

  // Repay in full; ops approve the repayment application.
  await en.getByTestId('loan-tabs-loans').click();
  const card = en.getByTestId('loan-card').first();
  await expect(card.getByTestId('loan-outstanding')).toHaveText('€1,000.00');
  await card.getByTestId('loan-repay-amount').fill('1000');
  await card.getByTestId('loan-repay').click();
  await expect(en.getByTestId('loan-repay-confirm-amount')).toHaveText('€1,000.00');
  await en.getByTestId('dialog-confirm').click();
  await en.getByTestId('loan-tabs-repayments').click();
  const repayment = en.getByTestId('loan-repayment').first();
  await expect(repayment).toHaveAttribute('data-status', 'PENDING');
  const reps = await ops.gql<{ reviewQueue: { items: Array<{ id: string }> } }>(
    'query { reviewQueue(kind: "loan_repayment", first: 5) { items { id } } }',
  );
  await decide(ops, 'loan_repayment', reps.reviewQueue.items[0].id);
  await expect(repayment).toHaveAttribute('data-status', 'SUCCESSFUL', { timeout: 15_000 });
  await look(en, 'en', 'loan-repayments');
  await en.getByTestId('loan-tabs-loans').click();
  await expect(en.getByTestId('loan-card').first().getByTestId('loan-outstanding')).toHaveText('€0.00');

  // Nothing owed now: the card says the loan is repaid and offers no repayment (issue 30); a repayment
  // sent anyway is refused with 'No outstanding debt' (LOAN_NO_DEBT) and holds nothing.
  const repaidCard = en.getByTestId('loan-card').first();
  await expect(repaidCard.getByTestId('loan-repaid')).toBeVisible();
  await expect(repaidCard.getByTestId('loan-repay-amount')).toHaveCount(0);
  const beforeRefusal = await eurAvailable(user.run);
  const repaid = await user.run<{ myLoans: { items: Array<{ id: string }> } }>('LoanRecords_Loans', { first: 5 });
  await expect(
    user.run('LoanRecords_Repay', {
      input: { loanId: repaid.myLoans.items[0].id, amount: '10', idempotencyKey: `e2e-no-debt-${Date.now()}` },
    }),
  ).rejects.toThrow('LOAN_NO_DEBT');
  expect(await eurAvailable(user.run)).toBe(beforeRefusal);

  // The French screens of the agreement and the records.
  const fr = pages.fr;
  await fr.goto('/#/subPackages/mine/loan/protocol');
  await expect(fr.getByTestId('loan-agreement-text')).toContainText('Contrat de prêt garanti par titres');
  await look(fr, 'fr', 'loan-protocol');
  await fr.goto('/#/subPackages/mine/loan/record');
  await fr.getByTestId('loan-tabs-repayments').click();
  await expect(fr.getByTestId('loan-repayment').first()).toHaveAttribute('data-status', 'SUCCESSFUL');
  await look(fr, 'fr', 'loan-repayments');
  expect((await ops.gql<{ ledgerCheck: { ok: boolean } }>('query { ledgerCheck { ok } }')).ledgerCheck.ok).toBe(true);

  // Issue 30 at 375px in Spanish and Traditional Chinese: the loan form's title whole, the records,
  // VIP; the ops pages of loans and VIP without horizontal scroll, the VIP re-check on the VIP page.
  for (const lang of ['es', 'zh-Hant'] as const) {
    const p = await langPage(browser, lang, DEMO_USER);
    await p.goto('/#/subPackages/mine/loan/loan');
    await expect(p.getByTestId('loan-limit')).toBeVisible();
    await expect(p.getByTestId('loan-prefilled')).toBeVisible();
    await expectWholeTitle(p);
    await look(p, lang, 'loan-form');
    await p.goto('/#/subPackages/mine/loan/record');
    await expect(p.getByTestId('loan-tabs-repayments')).toHaveAttribute('aria-selected', 'true');
    await look(p, lang, 'loan-records');
    await p.getByTestId('loan-tabs-loans').click();
    await expect(p.getByTestId('loan-card').first()).toBeVisible();
    await look(p, lang, 'loan-records-loans');
    await p.goto('/#/subPackages/mine/vip/index');
    await expect(p.getByTestId('vip-status')).toBeVisible();
    await look(p, lang, 'vip');
    await p.context().close();

    const o = await langPage(browser, lang, { national: '612000001', password: DEMO_OPS.password });
    await o.goto('/#/ops/loans');
    await expect(o.getByTestId('ops-loan-item').first()).toBeVisible();
    await expect(o.getByTestId('ops-vip-recheck')).toHaveCount(0);
    await look(o, lang, 'ops-loans');
    await o.getByTestId('ops-menu-vip').click();
    await expect(o.getByTestId('ops-vip-terms')).toBeVisible();
    const runs = async () =>
      (await ops.gql<{ auditLog: { items: unknown[] } }>('query { auditLog(action: "vip.recheck.run", first: 50) { items { id } } }'))
        .auditLog.items.length;
    const before = await runs();
    await o.getByTestId('ops-vip-recheck').click();
    // The run is audited: what ops did, not a passing toast.
    await expect.poll(runs, { timeout: 15_000 }).toBe(before + 1);
    await look(o, lang, 'ops-vip');
    await o.context().close();
  }
  await ops.dispose();
  await user.dispose();
});
