import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { baseURL } from './playwright.config';
import { DEMO_OPS, enrolAuthenticatorInApp, expectFormError, freshNationalNumber, register, setLanguage, shot } from './helpers';
import { verifyRealName } from './real-name-kit';
import { test } from './fixtures';

const root = path.join(import.meta.dirname, '..');
const readJson = (p: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
const en = {
  ...readJson('client/src/i18n/messages/en.json'),
  ...readJson('client/src/features/money/messages/en.json'),
  ...readJson('client/src/features/second-factor/messages/en.json'),
};
const manifest = readJson('client/src/gql/persisted-documents.json');

/**
 * Ops back office through GraphQL, as an ops tool would use it: sign in with the app's own trusted
 * login document, then (as ops) send any query text.
 */
async function opsClient() {
  const ctx: APIRequestContext = await request.newContext({ baseURL });
  const loginId = Object.entries(manifest).find(([, text]) => text.includes('mutation Login_SignIn('))?.[0];
  if (!loginId) throw new Error('Login_SignIn is not in the manifest');
  const signIn = await ctx.post('/graphql', {
    data: {
      operationName: 'Login_SignIn',
      variables: { input: { phone: DEMO_OPS.phone, password: DEMO_OPS.password } },
      extensions: { documentId: loginId },
    },
  });
  expect((await signIn.json()).errors).toBeUndefined();
  const gql = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await ctx.post('/graphql', { data: { query, variables } });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data as T;
  };
  return { gql, dispose: () => ctx.dispose() };
}

type Ops = Awaited<ReturnType<typeof opsClient>>;

async function pendingDepositOf(ops: Ops, phone: string): Promise<string> {
  const data = await ops.gql<{ opsDeposits: { items: Array<{ id: string; user: { phone: string } }> } }>(
    'query { opsDeposits(status: PENDING, first: 100) { items { id user { phone } } } }',
  );
  const found = data.opsDeposits.items.find((d) => d.user.phone === phone);
  if (!found) throw new Error(`no pending deposit of ${phone}`);
  return found.id;
}

async function pendingWithdrawalOf(ops: Ops, phone: string): Promise<string> {
  const data = await ops.gql<{ opsWithdrawals: { items: Array<{ id: string; user: { phone: string } }> } }>(
    'query { opsWithdrawals(status: PENDING, first: 100) { items { id user { phone } } } }',
  );
  const found = data.opsWithdrawals.items.find((w) => w.user.phone === phone);
  if (!found) throw new Error(`no pending withdrawal of ${phone}`);
  return found.id;
}

async function openMine(page: Page) {
  await page.getByTestId('tabbar-mine').click();
  await expect(page.getByTestId('balance-card')).toBeVisible();
}

async function fillWithdrawal(page: Page, amount: string, payPassword: string) {
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-pay-password').fill(payPassword);
  await page.getByTestId('withdraw-submit').click();
}

const SCREENS = [
  'pages/mine/index',
  'subPackages/mine/deposit/deposit',
  'subPackages/mine/bank/bankList',
  'subPackages/mine/bank/bankCard',
  'subPackages/mine/withdraw/addressList',
  'subPackages/mine/withdraw/bindAddress',
  'subPackages/mine/withdraw/withdrawType',
  'subPackages/mine/withdraw/withdraw',
  'subPackages/mine/withdraw/usdtWithdraw',
  'subPackages/mine/transactionRecord/transactionRecord',
  'subPackages/mine/exchange/exchange',
  'subPackages/mine/statement/statement',
];

/** Every money screen in one language, with the forms showing their previews. */
async function shootScreens(page: Page, lang: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  for (const screen of SCREENS) {
    await page.goto(`/#/${screen}`);
    await page.reload();
    const name = screen.split('/').slice(-2).join('-');
    if (screen.endsWith('/withdraw') || screen.endsWith('usdtWithdraw')) {
      await page.getByTestId('withdraw-amount').fill('150');
      await expect(page.getByTestId('withdraw-preview-received')).toBeVisible();
    } else if (screen.endsWith('exchange')) {
      await page.getByTestId('fx-amount').fill('100');
      await expect(page.getByTestId('fx-quote-received')).toBeVisible();
    } else if (screen.endsWith('transactionRecord')) {
      await expect(page.getByTestId('deposit-record').first()).toBeVisible();
      await shot(page, lang, `${name}-deposits`);
      await page.getByTestId('records-tab-withdrawals').click();
      await expect(page.getByTestId('withdrawal-record').first()).toBeVisible();
    } else if (screen.endsWith('statement')) {
      await expect(page.getByTestId('statement-line').first()).toBeVisible();
    } else {
      await page.waitForLoadState('networkidle');
    }
    await shot(page, lang, name);
    // Nothing may stick out at 375px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${lang} ${screen} overflows`).toBeLessThanOrEqual(0);
  }
}

test('money: deposit credited live, card, pay password, withdraw and revoke, refusal with reason, EUR→USD, statement', async ({ page }) => {
  // Five languages of screenshots after the flows: near four minutes on a machine others share.
  test.setTimeout(480_000);
  const national = freshNationalNumber();
  const phone = `+34${national}`;
  const ops = await opsClient();
  try {
    await setLanguage(page, 'en');
    await register(page, national, 'secret1');
    await expect(page).toHaveURL(/#\/pages\/home\/index/);
    // Withdrawals need passed real-name: uploads, the app's submit document and an ops approval (e2e/real-name.spec.ts covers the screens).
    await verifyRealName(baseURL, phone, 'secret1');
    await openMine(page);
    await expect(page.getByTestId('balance-available')).toHaveText('€0.00');

    // Deposit: instructions with the user's reference, copy, then a deposit notice.
    await page.getByTestId('balance-action-deposit').click();
    await expect(page.getByTestId('deposit-iban')).toHaveText('ES9121000418450200051332');
    await expect(page.getByTestId('deposit-reference')).not.toBeEmpty();
    // Copying leaves nothing on the page to check (the clipboard is the browser's): click it, move on.
    await page.getByTestId('deposit-iban-copy').click();
    await page.getByTestId('deposit-amount').fill('1000');
    await page.getByTestId('deposit-submit').click();
    // Filed: the form empties (the record itself is checked in the records below).
    await expect(page.getByTestId('deposit-amount')).toHaveValue('');
    await page.getByTestId('deposit-submit').click();
    await expectFormError(page, en['money.amountRequired']);
    await page.getByTestId('deposit-records').click();
    await expect(page.getByTestId('deposit-record').first()).toContainText('€1,000.00');
    await expect(page.getByTestId('deposit-record').first().getByTestId('record-status')).toHaveText('Pending review');

    // Ops confirm it; Mine shows the money without a reload.
    await page.getByTestId('navbar-back').click();
    await page.getByTestId('navbar-back').click();
    await expect(page.getByTestId('balance-available')).toHaveText('€0.00');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const depositId = await pendingDepositOf(ops, phone);
    await ops.gql('mutation($id: ID!, $key: String!) { confirmDeposit(id: $id, idempotencyKey: $key) { id status } }', {
      id: depositId,
      key: randomUUID(),
    });
    await expect(page.getByTestId('balance-available')).toHaveText('€1,000.00');
    await expect(page.getByTestId('balance-deposit-total')).toHaveText('€1,000.00');
    expect(navigations).toEqual([]);
    await shot(page, 'en', 'money-mine-live');

    // Bank card: everything required, IBAN checked here.
    await page.getByTestId('mine-link-bankList').click();
    await expect(page.getByTestId('bank-add')).toBeVisible();
    await page.getByTestId('bank-add').click();
    await page.getByTestId('bank-submit').click();
    await expectFormError(page, 'Please fill in complete information');
    await page.getByTestId('bank-holderName').fill('Ana García López');
    await page.getByTestId('bank-bankName').fill('CaixaBank');
    await page.getByTestId('bank-cardNumber').fill('4000 1234 5678 9010');
    await page.getByTestId('bank-bankAddress').fill('Calle Mayor 1, Madrid');
    await page.getByTestId('bank-iban').fill('ES91 2100 0418 4502 0005 1333');
    await page.getByTestId('bank-submit').click();
    await expectFormError(page, en['error.IBAN_INVALID']);
    await page.getByTestId('bank-iban').fill('ES91 2100 0418 4502 0005 1332');
    await page.getByTestId('bank-submit').click();
    await expect(page).toHaveURL(/bank\/bankList/);
    await expect(page.getByTestId('bank-card')).toHaveCount(1);
    await expect(page.getByTestId('bank-card')).toContainText('•••• 9010');

    // Withdraw without a second factor: the form explains why one is needed and leads to Security, where
    // the authenticator app is set up (the balance stays in view all along).
    await page.goto('/#/subPackages/mine/withdraw/withdrawType');
    await page.getByTestId('withdraw-type-bank').click();
    await expect(page.getByTestId('withdraw-no-second-factor')).toContainText(en['security.withdraw.setupTitle']);
    await page.getByTestId('withdraw-amount').fill('200');
    await page.getByTestId('withdraw-submit').click();
    await expectFormError(page, en['error.SECOND_FACTOR_SETUP_REQUIRED']);
    await page.getByTestId('withdraw-set-up-second-factor').click();
    await expect(page).toHaveURL(/mine\/security\/index/);
    await enrolAuthenticatorInApp(page, baseURL);

    // Withdraw without a pay password: pointed to set one.
    await page.goto('/#/subPackages/mine/withdraw/withdrawType');
    await page.getByTestId('withdraw-type-bank').click();
    await expect(page.getByTestId('withdraw-no-second-factor')).toHaveCount(0);
    await expect(page.getByTestId('withdraw-no-pay-password')).toBeVisible();
    await page.getByTestId('withdraw-set-pay-password').click();
    await page.getByTestId('cpp-login').fill('secret1');
    await page.getByTestId('cpp-new').fill('246810');
    await page.getByTestId('cpp-confirm').fill('246810');
    await page.getByTestId('cpp-submit').click();
    // Saved: back on the withdrawal form, which no longer asks for one.
    await expect(page.getByTestId('withdraw-amount')).toBeVisible();
    await expect(page.getByTestId('withdraw-no-pay-password')).toHaveCount(0);

    // The fee and what arrives, before confirming.
    await expect(page.getByTestId('withdraw-minimum')).toContainText('€100.00');
    await page.getByTestId('withdraw-amount').fill('200');
    await expect(page.getByTestId('withdraw-preview-fee')).toHaveText('€2.00');
    await expect(page.getByTestId('withdraw-preview-received')).toHaveText('€198.00');
    await page.getByTestId('withdraw-amount').fill('50');
    await page.getByTestId('withdraw-submit').click();
    await expectFormError(page, en['error.WITHDRAWAL_BELOW_MINIMUM']);
    await page.getByTestId('withdraw-amount').fill('5000');
    await page.getByTestId('withdraw-pay-password').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('dialog-confirm').click();
    await expectFormError(page, 'Insufficient funds in the account');
    await fillWithdrawal(page, '200', '000000');
    await page.getByTestId('dialog-confirm').click();
    await expectFormError(page, en['error.WRONG_PAY_PASSWORD']);
    await fillWithdrawal(page, '200', '246810');
    await expect(page.getByTestId('withdraw-confirm-fee')).toHaveText('€2.00');
    await expect(page.getByTestId('withdraw-confirm-received')).toHaveText('€198.00');
    await expect(page.getByTestId('withdraw-confirm-destination')).toContainText('CaixaBank •••• 9010');
    await shot(page, 'en', 'money-withdraw-confirm');
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/transactionRecord\?tab=withdrawals/);
    const first = page.getByTestId('withdrawal-record').first();
    await expect(first.getByTestId('record-status')).toHaveText('Pending review');

    // Revoke: funds back.
    await first.getByTestId('withdrawal-revoke').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(first.getByTestId('record-status')).toHaveText('Revoked');
    await expect(first.getByTestId('withdrawal-revoke')).toHaveCount(0);

    // Withdraw again; ops refuse with a reason; the user sees it and the money is back.
    await page.goto('/#/subPackages/mine/withdraw/withdraw');
    await fillWithdrawal(page, '300', '246810');
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/transactionRecord\?tab=withdrawals/);
    await expect(page.getByTestId('withdrawal-record').first().getByTestId('record-status')).toHaveText('Pending review');
    const withdrawalId = await pendingWithdrawalOf(ops, phone);
    await ops.gql('mutation($input: ReviewRefusalInput!) { refuseWithdrawal(input: $input) { id status } }', {
      input: {
        id: withdrawalId,
        reasonCode: 'NAME_MISMATCH',
        note: 'Holder name does not match the account',
        idempotencyKey: `refuse-${withdrawalId}`,
      },
    });
    const refused = page.getByTestId('withdrawal-record').first();
    await expect(refused.getByTestId('record-status')).toHaveText('Failed');
    // The reason code in the reader's language, then ops' note.
    await expect(refused.getByTestId('record-reason')).toContainText('Withdrawal Failed');
    await expect(refused.getByTestId('record-reason')).toContainText('Holder name does not match the account');
    await expect(refused.getByTestId('withdrawal-revoke')).toHaveCount(0);
    await shot(page, 'en', 'money-records-refused');
    await page.goto('/#/pages/mine/index');
    await expect(page.getByTestId('balance-available')).toHaveText('€1,000.00');
    await expect(page.getByTestId('balance-frozen')).toHaveText('€0.00');

    // EUR → USD: rate, spread and what arrives before confirming.
    await page.getByTestId('balance-action-exchange').click();
    await page.getByTestId('fx-amount').fill('100');
    await expect(page.getByTestId('fx-quote-rate')).toContainText('1 EUR =');
    await expect(page.getByTestId('fx-quote-spread')).toContainText('50');
    // The configured table until the feed has quoted EURUSD, the market quote after (with Simulated then).
    await expect(page.getByTestId('fx-quote-origin')).toContainText(/Configured rate|Market quote/);
    const cents = (text: string | null) => {
      expect(text).toMatch(/\$\d+\.\d{2}/);
      return Math.round(Number(/\$(\d+\.\d{2})/.exec(text ?? '')![1]) * 100);
    };
    await page.getByTestId('fx-submit').click();
    // The confirmation shows what arrives and the least it can be if the rate falls before it executes.
    const quoted = cents(await page.getByTestId('fx-confirm-received').textContent());
    await expect(page.getByTestId('fx-confirm-minimum')).toContainText('never less than $');
    const floor = cents(await page.getByTestId('fx-confirm-minimum').textContent());
    expect(floor).toBeLessThanOrEqual(quoted);
    await page.getByTestId('dialog-confirm').click();
    // Done: the form empties, the exchange is itemised (order number, rate, spread, what arrived) and the
    // available euros drop by the amount sent.
    await expect(page.getByTestId('fx-amount')).toHaveValue('');
    await expect(page.getByTestId('fx-result-orderNo')).toContainText(/Order no\. X\d+/);
    await expect(page.getByTestId('fx-result-amount')).toHaveText('€100.00');
    await expect(page.getByTestId('fx-result-rate')).toContainText('1 EUR =');
    const received = (await page.getByTestId('fx-result-received').textContent()) ?? '';
    // The live rate applies when it is worse for the user (the market moves): never more than quoted,
    // never less than the floor shown.
    expect(cents(received)).toBeLessThanOrEqual(quoted);
    expect(cents(received)).toBeGreaterThanOrEqual(floor);
    await expect(page.getByTestId('fx-available')).toContainText('€900.00');
    await shot(page, 'en', 'money-exchange-done');
    await page.goto('/#/pages/mine/index');
    await expect(page.getByTestId('balance-available')).toHaveText('€900.00');
    await page.getByTestId('balance-currency-USD').click();
    await expect(page.getByTestId('balance-available')).toHaveText(received);

    // Statement: every entry with its kind, changes and running balance.
    await page.getByTestId('mine-link-statement').click();
    const lines = page.getByTestId('statement-line');
    await expect(lines.first().getByTestId('statement-kind')).toHaveText('Currency transfer');
    await expect(lines.first().getByTestId('statement-available-change')).toHaveText('−€100.00');
    await expect(lines.first().getByTestId('statement-available-after')).toHaveText('€900.00');
    await expect(page.getByTestId('statement-memo').first()).toContainText('Holder name does not match the account');
    await expect(lines.last().getByTestId('statement-kind')).toHaveText('Deposit');

    // Crypto address: validated per chain; add and delete.
    await page.goto('/#/subPackages/mine/withdraw/bindAddress');
    await page.getByTestId('address-input').fill('TNotAValidTronAddress000000000000');
    await page.getByTestId('address-submit').click();
    await expectFormError(page, en['error.CRYPTO_ADDRESS_INVALID']);
    await page.getByTestId('address-input').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await page.getByTestId('address-submit').click();
    // Saved: the form closes.
    await expect(page).not.toHaveURL(/withdraw\/bindAddress/);
    await page.goto('/#/subPackages/mine/withdraw/addressList');
    await expect(page.getByTestId('address-item')).toHaveCount(1);
    await expect(page.getByTestId('address-item')).toContainText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await shootScreens(page, 'en');
    await page.goto('/#/subPackages/mine/withdraw/addressList');
    await page.getByTestId('address-delete').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('address-item')).toHaveCount(0);
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-chain-USDT_ERC20').click();
    await page.getByTestId('address-input').fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await page.getByTestId('address-submit').click();
    // Back on the list, which shows the new address.
    await expect(page).toHaveURL(/withdraw\/addressList/);
    await expect(page.getByTestId('address-item')).toHaveCount(1);
    await expect(page.getByTestId('address-item')).toContainText('0x52908400098527886E0F7030069857D2E4169EE7');

    // Bank card delete.
    await page.goto('/#/subPackages/mine/bank/bankList');
    await page.getByTestId('bank-delete').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('bank-card')).toHaveCount(0);
    // Put it back for the screenshots.
    await page.getByTestId('bank-add').click();
    await page.getByTestId('bank-holderName').fill('Ana García López');
    await page.getByTestId('bank-bankName').fill('CaixaBank');
    await page.getByTestId('bank-cardNumber').fill('4000123456789010');
    await page.getByTestId('bank-bankAddress').fill('Calle Mayor 1, Madrid');
    await page.getByTestId('bank-iban').fill('ES9121000418450200051332');
    await page.getByTestId('bank-submit').click();
    await expect(page).toHaveURL(/bank\/bankList/);
    await expect(page.getByTestId('bank-card')).toHaveCount(1);
    await expect(page.getByTestId('bank-card')).toContainText('•••• 9010');

    for (const lang of ['es', 'zh-Hant', 'fr', 'zh-Hans']) await shootScreens(page, lang);
  } finally {
    await ops.dispose();
  }
});

test('signed out, a money screen sends to login', async ({ page }) => {
  await setLanguage(page, 'en');
  await page.goto('/#/subPackages/mine/deposit/deposit');
  await expect(page).toHaveURL(/subPackages\/login\/login/);
});
