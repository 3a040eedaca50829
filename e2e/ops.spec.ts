import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import {
  DEMO_CHECKER,
  DEMO_OPS,
  DEMO_PAY_PASSWORD,
  DEMO_TOTP_SECRET,
  DEMO_USER,
  expectNoHorizontalOverflow,
  login,
  shot,
  trustedClient,
} from './helpers';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { test } from './fixtures';

const OPS_NATIONAL = DEMO_OPS.phone.replace('+34', '');

/** The demo user files a deposit notice and asks for a bank withdrawal, through the app's own documents. */
async function demoUserFiles(depositAmount: string, withdrawalAmount: string) {
  const user = await trustedClient(baseURL, DEMO_USER.phone, DEMO_USER.password);
  try {
    const deposit = await user.run<{ fileDeposit: { orderNo: string } }>('DepositScreen_FileDeposit', {
      input: { currency: 'EUR', amount: depositAmount, note: 'e2e ops', idempotencyKey: randomUUID() },
    });
    // The demo user has an authenticator app: a new card and a withdrawal ask for a fresh code.
    await user.stepUp(DEMO_TOTP_SECRET);
    const { bankCards } = await user.run<{ bankCards: Array<{ id: string }> }>('BankCardList_Cards');
    let cardId = bankCards[0]?.id;
    if (!cardId) {
      const added = await user.run<{ addBankCard: { id: string } }>('BankCardForm_Add', {
        input: {
          holderName: 'Demo Usuario',
          bankName: 'CaixaBank',
          cardNumber: '4000 1234 5678 9010',
          bankAddress: 'Calle Mayor 1, Madrid',
          iban: 'ES9121000418450200051332',
        },
      });
      cardId = added.addBankCard.id;
    }
    const withdrawal = await user.run<{ requestWithdrawal: { orderNo: string } }>('WithdrawScreen_RequestWithdrawal', {
      input: {
        method: 'BANK',
        bankCardId: cardId,
        currency: 'EUR',
        amount: withdrawalAmount,
        payPassword: DEMO_PAY_PASSWORD,
        idempotencyKey: randomUUID(),
      },
    });
    return { depositNo: deposit.fileDeposit.orderNo, withdrawalNo: withdrawal.requestWithdrawal.orderNo };
  } finally {
    await user.dispose();
  }
}

async function signIn(page: Page, national: string, password: string) {
  await login(page, national, password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
}

/** The demo user's available EUR as the ops user page shows it, as a number. */
async function availableEur(page: Page): Promise<number> {
  const text = (await page.getByTestId('ops-user-available-EUR').textContent()) ?? '';
  return Number(text.replace(/[^\d.,-]/g, '').replace(/,/g, ''));
}

async function newPage(browser: Browser, width: number, lang: string): Promise<Page> {
  const desktop = width >= 1000;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: desktop ? 900 : 812 },
    isMobile: !desktop,
    hasTouch: !desktop,
    deviceScaleFactor: desktop ? 1 : DEVICE_SCALE,
  });
  // The language is set before any page script runs (no launch screen racing the sign-in).
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  return context.newPage();
}

for (const width of [375, 1280]) {
  test(`ops console at ${width}px: approve a deposit, refuse a withdrawal with a reason, maker-checker adjustment`, async ({ browser }) => {
    test.setTimeout(240_000);
    const tag = width >= 1000 ? 'desktop' : 'phone';
    const deposit = width >= 1000 ? '321.00' : '123.00';
    const filed = await demoUserFiles(deposit, '150');

    // A signed-out visitor is sent to login; a signed-in customer is refused.
    const user = await newPage(browser, width, 'en');
    await user.goto('/#/ops/reviews');
    await expect(user).toHaveURL(/subPackages\/login\/login\?redirect=%2Fops/);
    // Signing in there comes back to the console, which refuses a customer.
    await user.getByTestId('login-phone').fill(DEMO_USER.national);
    await user.getByTestId('login-password').fill(DEMO_USER.password);
    await user.getByTestId('login-submit').click();
    await expect(user.getByTestId('ops-forbidden')).toContainText('Insufficient permissions, contact support');
    await user.goto('/#/pages/mine/index');
    await expect(user.getByTestId('balance-card')).toBeVisible();
    await expect(user.getByTestId('mine-link-ops')).toHaveCount(0);

    // Ops opens the console from Mine.
    const ops = await newPage(browser, width, 'en');
    await signIn(ops, OPS_NATIONAL, DEMO_OPS.password);
    await ops.goto('/#/pages/mine/index');
    await ops.getByTestId('mine-link-ops').click();
    await expect(ops.getByTestId('ops-console')).toBeVisible();
    await expect(ops).toHaveURL(/#\/ops\/reviews/);

    // Approve the deposit.
    await ops.getByTestId('ops-review-kind-deposit').click();
    const depositItem = ops.locator(`[data-testid="ops-review-item"][data-order-no="${filed.depositNo}"]`);
    await expect(depositItem.getByTestId('ops-review-phone')).toHaveText('+34 612000002');
    await shot(ops, 'en', `ops-${tag}-reviews-deposits`);
    await expectNoHorizontalOverflow(ops);
    await depositItem.getByTestId('ops-review-approve').click();
    await ops.getByTestId('dialog-confirm').click();
    await expect(depositItem).toHaveCount(0);
    await ops.getByTestId('ops-review-status').selectOption('confirmed');
    await expect(depositItem.getByTestId('ops-review-status-badge')).toHaveText('Confirmed');

    // Refuse the withdrawal with a reason code and a note.
    await ops.getByTestId('ops-review-kind-withdrawal').click();
    const withdrawalItem = ops.locator(`[data-testid="ops-review-item"][data-order-no="${filed.withdrawalNo}"]`);
    await withdrawalItem.getByTestId('ops-review-refuse').click();
    await withdrawalItem.getByTestId('ops-refuse-reason').selectOption('NAME_MISMATCH');
    await withdrawalItem.getByTestId('ops-refuse-note').fill('Titular distinto');
    await shot(ops, 'en', `ops-${tag}-reviews-refuse`);
    await withdrawalItem.getByTestId('ops-refuse-submit').click();
    await ops.getByTestId('dialog-confirm').click();
    await expect(withdrawalItem).toHaveCount(0);
    await ops.getByTestId('ops-review-status').selectOption('failed');
    await expect(withdrawalItem.getByTestId('ops-review-status-badge')).toHaveText('Failed');

    // The demo user, reading Spanish, sees the reason in their language.
    await user.evaluate(() => localStorage.setItem('lang', 'es'));
    await user.goto('/#/subPackages/mine/transactionRecord/transactionRecord?tab=withdrawals');
    await user.reload();
    const refused = user.getByTestId('withdrawal-record').filter({ hasText: filed.withdrawalNo });
    await expect(refused.getByTestId('record-reason')).toHaveText('Retirada fallida: El nombre no coincide · Titular distinto');
    await shot(user, 'es', `ops-${tag}-user-withdrawal-refused`);

    // The user's page: balance before the adjustment.
    await ops.getByTestId('ops-menu-users').click();
    await ops.getByTestId('ops-users-query').fill(DEMO_USER.national);
    await ops.getByTestId('ops-users-search').click();
    await ops.getByTestId('ops-user-row').filter({ hasText: '612' }).first().click();
    await expect(ops.getByTestId('ops-user-phone')).toContainText('612');
    await expect(ops.getByTestId('ops-statement-line').first()).toBeVisible();
    const before = await availableEur(ops);
    await shot(ops, 'en', `ops-${tag}-user`);
    await expectNoHorizontalOverflow(ops);

    // File an adjustment (maker) …
    await ops.getByTestId('ops-user-adjust').click();
    await ops.getByTestId('ops-adjust-amount').fill('25.50');
    await ops.getByTestId('ops-adjust-reason').fill('Goodwill credit e2e');
    await ops.getByTestId('ops-adjust-submit').click();
    await ops.getByTestId('dialog-confirm').click();
    await expect(ops).toHaveURL(/#\/ops\/requests$/);
    const mine = ops.getByTestId('ops-request').filter({ hasText: 'Goodwill credit e2e' }).first();
    await expect(mine.getByTestId('ops-request-status')).toHaveText('Pending');
    // … who cannot approve it.
    await mine.getByTestId('ops-request-approve').click();
    await ops.getByTestId('dialog-confirm').click();
    await expect(mine.getByTestId('form-error')).toHaveText('The request must be approved by another person');
    await shot(ops, 'en', `ops-${tag}-requests`);

    // The checker approves it; the balance changes.
    const checker = await newPage(browser, width, 'es');
    await signIn(checker, DEMO_CHECKER.national, DEMO_CHECKER.password);
    await checker.goto('/#/ops/requests');
    const pending = checker.getByTestId('ops-request').filter({ hasText: 'Goodwill credit e2e' }).first();
    await pending.getByTestId('ops-request-note').fill('ok');
    await shot(checker, 'es', `ops-${tag}-requests`);
    await expectNoHorizontalOverflow(checker);
    await pending.getByTestId('ops-request-approve').click();
    await checker.getByTestId('dialog-confirm').click();
    await expect(pending).toHaveCount(0);
    await checker.getByTestId('ops-requests-status').selectOption('APPROVED');
    await expect(
      checker.getByTestId('ops-request').filter({ hasText: 'Goodwill credit e2e' }).first().getByTestId('ops-request-status'),
    ).toHaveText('Aprobada');

    await ops.goto(`/#/ops/users`);
    await ops.getByTestId('ops-users-query').fill(DEMO_USER.national);
    await ops.getByTestId('ops-users-search').click();
    await ops.getByTestId('ops-user-row').first().click();
    await expect.poll(() => availableEur(ops)).toBeCloseTo(before + 25.5, 2);
    await expect(ops.getByTestId('ops-statement-line').first()).toContainText('Goodwill credit e2e');

    // Ledger check and audit log.
    await ops.getByTestId('ops-menu-ledger').click();
    await expect(ops.getByTestId('ops-ledger-verdict')).toContainText('The ledger is sound');
    await shot(ops, 'en', `ops-${tag}-ledger`);
    await ops.getByTestId('ops-menu-audit').click();
    await expect(ops.getByTestId('ops-audit-entry').first()).toBeVisible();
    await shot(ops, 'en', `ops-${tag}-audit`);
    await ops.getByTestId('ops-menu-invites').click();
    await ops.getByTestId('ops-invite-note').fill('e2e');
    await ops.getByTestId('ops-invite-issue').click();
    await expect(ops.getByTestId('ops-invite').filter({ hasText: 'e2e' }).first()).toBeVisible();

    // Spanish and zh-Hant screens of the console.
    for (const lang of ['es', 'zh-Hant']) {
      await checker.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const screen of ['reviews?kind=withdrawal&status=failed', 'users', 'ledger']) {
        await checker.goto(`/#/ops/${screen}`);
        await checker.reload();
        await expect(checker.getByTestId('ops-page-title')).toBeVisible();
        await checker.waitForLoadState('networkidle');
        await shot(checker, lang, `ops-${tag}-${screen.split('?')[0]}`);
        await expectNoHorizontalOverflow(checker);
      }
    }
  });
}
