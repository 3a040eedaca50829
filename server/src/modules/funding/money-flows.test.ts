import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GqlClient, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { writeFx } from '../market-data/quote-store';

// The money features end to end through the real API: deposits, cards, addresses, withdrawals,
// transfers, statement, adjustments; each refusal with its code and with nothing changed.

const BALANCES = `query { balances { currency available frozen total depositTotal } }`;
const FILE_DEPOSIT = `mutation F($input: FileDepositInput!) { fileDeposit(input: $input) { id orderNo status amount currency note } }`;
const CONFIRM = `mutation C($id: ID!, $key: String!) { confirmDeposit(id: $id, idempotencyKey: $key) { id status } }`;
const REFUSE_DEPOSIT = `mutation R($input: ReviewRefusalInput!) { refuseDeposit(input: $input) { id status reason reasonCode } }`;
const MY_DEPOSITS = `query { myDeposits(first: 50) { items { id orderNo status amount reason reasonCode } nextCursor } }`;
const ADD_CARD = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { id iban cardNumber } }`;
const CARDS = `query { bankCards { id iban } }`;
const DELETE_CARD = `mutation D($id: ID!) { deleteBankCard(id: $id) }`;
const ADD_ADDRESS = `mutation A($input: AddCryptoAddressInput!) { addCryptoAddress(input: $input) { id chain address } }`;
const ADDRESSES = `query { cryptoAddresses { id chain address } }`;
const DELETE_ADDRESS = `mutation D($id: ID!) { deleteCryptoAddress(id: $id) }`;
const SET_PAY = `mutation S($input: SetPayPasswordInput!) { setPayPassword(input: $input) }`;
const PREVIEW = `query P($input: WithdrawalPreviewInput!) { withdrawalPreview(input: $input) { amount minimum fee received } }`;
const WITHDRAW = `mutation W($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { id orderNo status amount fee received destination currency } }`;
const REVOKE_DOC = `mutation R($id: ID!, $key: String!) { revokeWithdrawal(id: $id, idempotencyKey: $key) { id status } }`;
// A fresh key per attempt, as the client sends.
const REVOKE: [string, (v: { id: string }) => { id: string; key: string }] = [REVOKE_DOC, (v) => ({ ...v, key: key() })];
const APPROVE = `mutation A($id: ID!, $key: String!) { approveWithdrawal(id: $id, idempotencyKey: $key) { id status } }`;
const REFUSE_W = `mutation R($input: ReviewRefusalInput!) { refuseWithdrawal(input: $input) { id status reason reasonCode } }`;
const MY_WITHDRAWALS = `query { myWithdrawals(first: 50) { items { id status reason reasonCode } } }`;
const FX_QUOTE = `query Q($from: String!, $to: String!, $amount: Decimal!) { fxQuote(from: $from, to: $to, amount: $amount) { midRate rate spreadBps spreadAmount received origin } }`;
const TRANSFER = `mutation T($input: TransferFundsInput!) { transferFunds(input: $input) { id orderNo amount received rate origin } }`;
const STATEMENT = `query S($currency: String!, $after: String) { statement(currency: $currency, first: 5, after: $after) { items { kind memo orderNo availableChange frozenChange availableAfter frozenAfter } nextCursor } }`;
const ADJUST = `mutation A($input: AdjustBalanceInput!) { adjustBalance(input: $input) { id status summary } }`;
const DECIDE_REQUEST = `mutation D($input: DecideOpsRequestInput!) { decideOpsRequest(input: $input) { id status } }`;
const CHECK = `query { ledgerCheck { ok accounts entries problems { kind detail } currencyTotals { currency total } } }`;
const AUDIT = `query A($action: String) { auditLog(action: $action, first: 100) { items { action targetId reason } } }`;

type Bal = { currency: string; available: string; frozen: string; total: string; depositTotal: string };

let app: TestApp;
let ops: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  ops = await app.createOps();
});
afterAll(async () => {
  await app?.close();
});

const key = () => randomUUID();

async function balance(client: GqlClient, currency = 'EUR'): Promise<Bal> {
  const res = await client.exec<{ balances: Bal[] }>(BALANCES);
  expect(res.errors).toBeUndefined();
  return res.data!.balances.find((b) => b.currency === currency)!;
}

async function fund(u: TestUser, amount: string, currency = 'EUR'): Promise<string> {
  const filed = await u.client.exec<{ fileDeposit: { id: string } }>(FILE_DEPOSIT, { input: { currency, amount, idempotencyKey: key() } });
  expect(filed.errors).toBeUndefined();
  const confirmed = await ops.client.exec(CONFIRM, { id: filed.data!.fileDeposit.id, key: key() });
  expect(confirmed.errors).toBeUndefined();
  return filed.data!.fileDeposit.id;
}

/**
 * A user who may withdraw: real-name passed (the harness goes through uploads and an ops approval), a pay
 * password set, and a second factor (the authenticator app) freshly checked in this session.
 */
async function withPayPassword(): Promise<TestUser> {
  const u = await app.registerUser({ verified: true });
  const res = await u.client.exec(SET_PAY, {
    input: { loginPassword: u.password, newPassword: 'pay-123456', confirmPassword: 'pay-123456' },
  });
  expect(res.errors).toBeUndefined();
  await app.enrolSecondFactor(u);
  return u;
}

async function addCard(u: TestUser): Promise<string> {
  const res = await u.client.exec<{ addBankCard: { id: string } }>(ADD_CARD, {
    input: {
      holderName: 'Ana Pérez',
      bankName: 'CaixaBank',
      cardNumber: '4000 1234 5678 9010',
      bankAddress: 'Calle Mayor 1, Madrid',
      iban: 'ES91 2100 0418 4502 0005 1332',
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.addBankCard.id;
}

async function ledgerOk() {
  const res = await ops.client.exec<{ ledgerCheck: { ok: boolean; problems: unknown[] } }>(CHECK);
  expect(res.data?.ledgerCheck.problems).toEqual([]);
  expect(res.data?.ledgerCheck.ok).toBe(true);
}

describe('deposits', () => {
  it('a deposit notice changes nothing until ops confirm it; then available and deposit total rise, once', async () => {
    const u = await app.registerUser();
    const filed = await u.client.exec<{ fileDeposit: { id: string; orderNo: string; status: string; note: string } }>(FILE_DEPOSIT, {
      input: { currency: 'EUR', amount: '1500.50', note: ' transfer from ING ', idempotencyKey: key() },
    });
    expect(filed.data?.fileDeposit).toMatchObject({ status: 'PENDING', note: 'transfer from ING' });
    expect(filed.data?.fileDeposit.orderNo).toMatch(/^D\d{8}\d{6,}$/);
    expect(await balance(u.client)).toMatchObject({ available: '0', frozen: '0', depositTotal: '0' });

    const id = filed.data!.fileDeposit.id;
    const confirmKey = key();
    expect((await ops.client.exec(CONFIRM, { id, key: confirmKey })).data).toMatchObject({ confirmDeposit: { status: 'CONFIRMED' } });
    expect(await balance(u.client)).toMatchObject({ available: '1500.5', frozen: '0', total: '1500.5', depositTotal: '1500.5' });

    // The same ops request again replays; another approval of the same deposit is refused.
    expect((await ops.client.exec(CONFIRM, { id, key: confirmKey })).data).toMatchObject({ confirmDeposit: { status: 'CONFIRMED' } });
    expect(codeOf(await ops.client.exec(CONFIRM, { id, key: key() }))).toBe('ALREADY_REVIEWED');
    expect(codeOf(await ops.client.exec(REFUSE_DEPOSIT, { input: { id, reasonCode: 'OTHER', note: 'late', idempotencyKey: key() } }))).toBe(
      'ALREADY_REVIEWED',
    );
    expect((await balance(u.client)).available).toBe('1500.5');
    const audit = await ops.client.exec<{ auditLog: { items: Array<{ targetId: string }> } }>(AUDIT, { action: 'review.deposit.approve' });
    expect(audit.data?.auditLog.items.filter((a) => a.targetId === id)).toHaveLength(1);
    await ledgerOk();
  });

  it('a refused deposit shows the reason and credits nothing; a refusal needs a reason', async () => {
    const u = await app.registerUser();
    const filed = await u.client.exec<{ fileDeposit: { id: string } }>(FILE_DEPOSIT, {
      input: { currency: 'USD', amount: '20', idempotencyKey: key() },
    });
    const id = filed.data!.fileDeposit.id;
    // A refusal needs one of the reason codes (the document's input is checked before anything runs).
    for (const input of [
      { id, idempotencyKey: key() },
      { id, reasonCode: 'NOT_A_CODE', idempotencyKey: key() },
    ]) {
      expect(['BAD_INPUT', 'QUERY_REJECTED']).toContain(codeOf(await ops.client.exec(REFUSE_DEPOSIT, { input })));
    }
    const note = 'No transfer received with your reference';
    const refused = await ops.client.exec(REFUSE_DEPOSIT, { input: { id, reasonCode: 'FUNDS_NOT_RECEIVED', note, idempotencyKey: key() } });
    expect(refused.data).toMatchObject({ refuseDeposit: { status: 'REFUSED', reason: note, reasonCode: 'FUNDS_NOT_RECEIVED' } });
    const mine = await u.client.exec<{ myDeposits: { items: Array<{ id: string; status: string; reason: string }> } }>(MY_DEPOSITS);
    expect(mine.data?.myDeposits.items[0]).toMatchObject({ id, status: 'REFUSED', reason: note, reasonCode: 'FUNDS_NOT_RECEIVED' });
    expect((await balance(u.client, 'USD')).available).toBe('0');
  });

  it('the same idempotency key and input returns the first deposit; with other input it is refused', async () => {
    const u = await app.registerUser();
    const k = key();
    const a = await u.client.exec<{ fileDeposit: { id: string } }>(FILE_DEPOSIT, {
      input: { currency: 'EUR', amount: '10', idempotencyKey: k },
    });
    const b = await u.client.exec<{ fileDeposit: { id: string } }>(FILE_DEPOSIT, {
      input: { currency: 'EUR', amount: '10.00', idempotencyKey: k },
    });
    expect(b.data?.fileDeposit.id).toBe(a.data?.fileDeposit.id);
    expect(codeOf(await u.client.exec(FILE_DEPOSIT, { input: { currency: 'EUR', amount: '11', idempotencyKey: k } }))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(codeOf(await u.client.exec(FILE_DEPOSIT, { input: { currency: 'EUR', amount: '11', idempotencyKey: 'short' } }))).toBe(
      'IDEMPOTENCY_KEY_INVALID',
    );
    // Keys belong to their user: another user may use the same one.
    const other = await app.registerUser();
    expect((await other.client.exec(FILE_DEPOSIT, { input: { currency: 'EUR', amount: '11', idempotencyKey: k } })).errors).toBeUndefined();
    const mine = await u.client.exec<{ myDeposits: { items: unknown[] } }>(MY_DEPOSITS);
    expect(mine.data?.myDeposits.items).toHaveLength(1);
  });

  it.each([
    ['a negative amount', '-5', 'AMOUNT_NOT_POSITIVE'],
    ['zero', '0', 'AMOUNT_NOT_POSITIVE'],
    ['three decimals', '10.001', 'AMOUNT_TOO_PRECISE'],
    ['a huge amount', '100000000000', 'AMOUNT_TOO_LARGE'],
    ['text', 'ten euros', 'BAD_INPUT'],
    ['exponent notation', '1e5', 'BAD_INPUT'],
  ])('refuses %s with its code and files nothing', async (_name, amount, code) => {
    const u = await app.registerUser();
    expect(codeOf(await u.client.exec(FILE_DEPOSIT, { input: { currency: 'EUR', amount, idempotencyKey: key() } }))).toBe(code);
    expect((await u.client.exec<{ myDeposits: { items: unknown[] } }>(MY_DEPOSITS)).data?.myDeposits.items).toEqual([]);
  });

  it('refuses an unknown currency, anonymous callers and non-ops reviewers', async () => {
    const u = await app.registerUser();
    expect(codeOf(await u.client.exec(FILE_DEPOSIT, { input: { currency: 'GBP', amount: '5', idempotencyKey: key() } }))).toBe(
      'CURRENCY_NOT_SUPPORTED',
    );
    expect(codeOf(await app.anonymous().exec(BALANCES))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(FILE_DEPOSIT, { input: { currency: 'EUR', amount: '5', idempotencyKey: key() } }))).toBe(
      'UNAUTHENTICATED',
    );
    const filed = await u.client.exec<{ fileDeposit: { id: string } }>(FILE_DEPOSIT, {
      input: { currency: 'EUR', amount: '5', idempotencyKey: key() },
    });
    expect(codeOf(await u.client.exec(CONFIRM, { id: filed.data!.fileDeposit.id, key: key() }))).toBe('FORBIDDEN');
    expect((await balance(u.client)).available).toBe('0');
  });
});

describe('bank cards and crypto addresses', () => {
  it('needs every card field, checks the IBAN, and lets only the owner see and delete a card', async () => {
    const u = await app.registerUser();
    const full = { holderName: 'Ana', bankName: 'BBVA', cardNumber: '12345678', bankAddress: 'Madrid', iban: 'DE89370400440532013000' };
    for (const field of Object.keys(full)) {
      expect(codeOf(await u.client.exec(ADD_CARD, { input: { ...full, [field]: '  ' } }))).toBe('INCOMPLETE_INFORMATION');
    }
    expect(codeOf(await u.client.exec(ADD_CARD, { input: { ...full, iban: 'DE89370400440532013001' } }))).toBe('IBAN_INVALID');
    expect(codeOf(await u.client.exec(ADD_CARD, { input: { ...full, cardNumber: '12ab' } }))).toBe('CARD_NUMBER_INVALID');
    expect((await u.client.exec<{ bankCards: unknown[] }>(CARDS)).data?.bankCards).toEqual([]);

    const id = await addCard(u);
    expect((await u.client.exec<{ bankCards: Array<{ iban: string }> }>(CARDS)).data?.bankCards).toEqual([
      { id, iban: 'ES9121000418450200051332' },
    ]);
    const other = await app.registerUser();
    expect((await other.client.exec<{ bankCards: unknown[] }>(CARDS)).data?.bankCards).toEqual([]);
    expect(codeOf(await other.client.exec(DELETE_CARD, { id }))).toBe('NOT_FOUND');
    const anon = await app.anonymous().exec(DELETE_CARD, { id });
    expect(codeOf(anon), JSON.stringify(anon.errors)).toBe('UNAUTHENTICATED');
    expect(codeOf(await u.client.exec(DELETE_CARD, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    expect((await u.client.exec(DELETE_CARD, { id })).data).toEqual({ deleteBankCard: true });
    expect(codeOf(await u.client.exec(DELETE_CARD, { id }))).toBe('NOT_FOUND');
    expect((await u.client.exec<{ bankCards: unknown[] }>(CARDS)).data?.bankCards).toEqual([]);
  });

  it('validates addresses per chain and lets only the owner delete them', async () => {
    const u = await app.registerUser();
    expect(
      codeOf(await u.client.exec(ADD_ADDRESS, { input: { chain: 'USDT_ERC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' } })),
    ).toBe('CRYPTO_ADDRESS_INVALID');
    expect(
      codeOf(await u.client.exec(ADD_ADDRESS, { input: { chain: 'USDT_ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' } })),
    ).toBe('CRYPTO_ADDRESS_INVALID');
    expect(codeOf(await u.client.exec(ADD_ADDRESS, { input: { chain: 'USDT_TRC20', address: '' } }))).toBe('INCOMPLETE_INFORMATION');
    const trc = await u.client.exec<{ addCryptoAddress: { id: string } }>(ADD_ADDRESS, {
      input: { chain: 'USDT_TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    });
    const erc = await u.client.exec(ADD_ADDRESS, { input: { chain: 'USDT_ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' } });
    expect(erc.errors).toBeUndefined();
    const other = await app.registerUser();
    expect(codeOf(await other.client.exec(DELETE_ADDRESS, { id: trc.data!.addCryptoAddress.id }))).toBe('NOT_FOUND');
    expect((await u.client.exec(DELETE_ADDRESS, { id: trc.data!.addCryptoAddress.id })).data).toEqual({ deleteCryptoAddress: true });
    expect(
      (await u.client.exec<{ cryptoAddresses: Array<{ chain: string }> }>(ADDRESSES)).data?.cryptoAddresses.map((a) => a.chain),
    ).toEqual(['USDT_ERC20']);
  });
});

describe('withdrawals', () => {
  it('freezes the amount, shows the fee first, and releases it on revoke; a revoked one cannot be revoked again', async () => {
    const u = await withPayPassword();
    await fund(u, '1000');
    const card = await addCard(u);
    const preview = await u.client.exec(PREVIEW, { input: { method: 'BANK', currency: 'EUR', amount: '400' } });
    expect(preview.data).toEqual({ withdrawalPreview: { amount: '400', minimum: '100', fee: '2', received: '398' } });

    const w = await u.client.exec<{
      requestWithdrawal: { id: string; fee: string; received: string; status: string; destination: string };
    }>(WITHDRAW, {
      input: { method: 'BANK', currency: 'EUR', amount: '400', bankCardId: card, payPassword: 'pay-123456', idempotencyKey: key() },
    });
    expect(w.errors).toBeUndefined();
    expect(w.data?.requestWithdrawal).toMatchObject({
      status: 'PENDING',
      fee: '2',
      received: '398',
      destination: 'CaixaBank ES91 •••• 1332',
    });
    expect(await balance(u.client)).toMatchObject({ available: '600', frozen: '400', total: '1000' });

    const id = w.data!.requestWithdrawal.id;
    const other = await app.registerUser();
    expect(codeOf(await other.client.exec(REVOKE[0], REVOKE[1]({ id })))).toBe('NOT_FOUND');
    expect((await u.client.exec(REVOKE[0], REVOKE[1]({ id }))).data).toEqual({ revokeWithdrawal: { id, status: 'REVOKED' } });
    expect(await balance(u.client)).toMatchObject({ available: '1000', frozen: '0' });
    expect(codeOf(await u.client.exec(REVOKE[0], REVOKE[1]({ id })))).toBe('WITHDRAWAL_NOT_PENDING');
    expect(codeOf(await ops.client.exec(APPROVE, { id, key: key() }))).toBe('ALREADY_REVIEWED');
    await ledgerOk();
  });

  it('on approval pays out the amount less the fee and books the fee as income; approving twice is refused', async () => {
    const u = await withPayPassword();
    await fund(u, '500', 'USD');
    const addr = await u.client.exec<{ addCryptoAddress: { id: string } }>(ADD_ADDRESS, {
      input: { chain: 'USDT_TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    });
    const w = await u.client.exec<{ requestWithdrawal: { id: string } }>(WITHDRAW, {
      input: {
        method: 'CRYPTO',
        currency: 'USD',
        amount: '120.50',
        cryptoAddressId: addr.data!.addCryptoAddress.id,
        payPassword: 'pay-123456',
        idempotencyKey: key(),
      },
    });
    const id = w.data!.requestWithdrawal.id;
    expect((await ops.client.exec(APPROVE, { id, key: key() })).data).toEqual({ approveWithdrawal: { id, status: 'PASSED' } });
    expect(await balance(u.client, 'USD')).toMatchObject({ available: '379.5', frozen: '0', total: '379.5' });
    expect(codeOf(await ops.client.exec(APPROVE, { id, key: key() }))).toBe('ALREADY_REVIEWED');
    const fee: Array<{ balance: string }> = await app.ds.query(
      `SELECT balance FROM ledger_accounts WHERE kind = 'fee_income' AND currency = 'USD'`,
    );
    expect(Number(fee[0].balance)).toBeGreaterThanOrEqual(3);
    await ledgerOk();
  });

  it('a refusal voids the hold and the user sees the reason', async () => {
    const u = await withPayPassword();
    await fund(u, '300');
    const card = await addCard(u);
    const w = await u.client.exec<{ requestWithdrawal: { id: string } }>(WITHDRAW, {
      input: { method: 'BANK', currency: 'EUR', amount: '300', bankCardId: card, payPassword: 'pay-123456', idempotencyKey: key() },
    });
    const id = w.data!.requestWithdrawal.id;
    expect(await balance(u.client)).toMatchObject({ available: '0', frozen: '300' });
    const refusal = { id, reasonCode: 'NAME_MISMATCH', note: 'Card holder name does not match', idempotencyKey: key() };
    expect((await ops.client.exec(REFUSE_W, { input: refusal })).data).toEqual({
      refuseWithdrawal: { id, status: 'FAILED', reason: 'Card holder name does not match', reasonCode: 'NAME_MISMATCH' },
    });
    // The same refusal sent again (same key) replays; nothing is released twice.
    expect((await ops.client.exec(REFUSE_W, { input: refusal })).data).toMatchObject({ refuseWithdrawal: { id, status: 'FAILED' } });
    expect(await balance(u.client)).toMatchObject({ available: '300', frozen: '0' });
    const mine = await u.client.exec<{ myWithdrawals: { items: Array<{ reason: string }> } }>(MY_WITHDRAWALS);
    expect(mine.data?.myWithdrawals.items[0]).toMatchObject({
      id,
      status: 'FAILED',
      reason: 'Card holder name does not match',
      reasonCode: 'NAME_MISMATCH',
    });
    // The refusal reason is also on the user's statement.
    const st = await u.client.exec<{ statement: { items: Array<{ kind: string; memo: string }> } }>(STATEMENT, { currency: 'EUR' });
    expect(st.data?.statement.items[0]).toMatchObject({ kind: 'withdrawal_refused', memo: 'Card holder name does not match' });
    expect(codeOf(await u.client.exec(REVOKE[0], REVOKE[1]({ id })))).toBe('WITHDRAWAL_NOT_PENDING');
  });

  it.each([
    ['a wrong pay password', { payPassword: 'wrong-pass' }, 'WRONG_PAY_PASSWORD'],
    ['more than the balance', { amount: '250.01' }, 'INSUFFICIENT_FUNDS'],
    ['less than the minimum', { amount: '99.99' }, 'WITHDRAWAL_BELOW_MINIMUM'],
    ['three decimals', { amount: '120.001' }, 'AMOUNT_TOO_PRECISE'],
    ['no card', { bankCardId: null }, 'WITHDRAWAL_DESTINATION_REQUIRED'],
    ['another user’s card', { bankCardId: 'OTHER' }, 'NOT_FOUND'],
    ['crypto in euros', { method: 'CRYPTO', cryptoAddressId: randomUUID() }, 'CURRENCY_NOT_SUPPORTED'],
  ])('refuses %s with its code and freezes nothing', async (_name, change, code) => {
    const u = await withPayPassword();
    await fund(u, '250');
    const card = await addCard(u);
    const otherCard = await addCard(await app.registerUser());
    const input = {
      method: 'BANK',
      currency: 'EUR',
      amount: '150',
      bankCardId: card,
      payPassword: 'pay-123456',
      idempotencyKey: key(),
      ...change,
    };
    if (input.bankCardId === 'OTHER') input.bankCardId = otherCard;
    expect(codeOf(await u.client.exec(WITHDRAW, { input }))).toBe(code);
    expect(await balance(u.client)).toMatchObject({ available: '250', frozen: '0' });
    expect((await u.client.exec<{ myWithdrawals: { items: unknown[] } }>(MY_WITHDRAWALS)).data?.myWithdrawals.items).toEqual([]);
  });

  it('asks for a second factor, then a pay password, to be set first', async () => {
    const u = await app.registerUser({ verified: true });
    await fund(u, '250');
    const card = await addCard(u);
    const input = { method: 'BANK', currency: 'EUR', amount: '150', bankCardId: card, payPassword: 'whatever1', idempotencyKey: key() };
    expect(codeOf(await u.client.exec(WITHDRAW, { input }))).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    await app.enrolSecondFactor(u);
    const res = await u.client.exec(WITHDRAW, { input: { ...input, idempotencyKey: key() } });
    expect(codeOf(res)).toBe('PAY_PASSWORD_NOT_SET');
  });
});

describe('transfers between currencies', () => {
  it('shows rate and spread first, moves both legs in one entry at the quote the server issued, and refuses a short balance', async () => {
    const u = await app.registerUser();
    await fund(u, '200');
    const q = await u.client.exec<{ fxQuote: { rate: string; received: string } }>(FX_QUOTE, { from: 'EUR', to: 'USD', amount: '100' });
    expect(q.data?.fxQuote).toEqual({
      midRate: '1.16',
      rate: '1.1542',
      spreadBps: 50,
      spreadAmount: '0.58',
      received: '115.42',
      origin: 'CONFIGURED',
    });

    const quoteId = async (from: string, to: string, amount: string) =>
      (
        await u.client.exec<{ fxQuote: { id: string } }>(
          `query Q($from: String!, $to: String!, $amount: Decimal!) { fxQuote(from: $from, to: $to, amount: $amount) { id expiresAt } }`,
          { from, to, amount },
        )
      ).data!.fxQuote.id;
    expect(codeOf(await u.client.exec(TRANSFER, { input: { quoteId: randomUUID(), idempotencyKey: key() } }))).toBe('NOT_FOUND');
    expect(
      codeOf(await u.client.exec(TRANSFER, { input: { quoteId: await quoteId('EUR', 'USD', '200.01'), idempotencyKey: key() } })),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(codeOf(await u.client.exec(FX_QUOTE, { from: 'EUR', to: 'EUR', amount: '1' }))).toBe('SAME_CURRENCY');
    // Another user's quote is nobody else's to execute.
    const other = await app.registerUser();
    const theirs = (await other.client.exec<{ fxQuote: { id: string } }>(`query { fxQuote(from: "EUR", to: "USD", amount: "1") { id } }`))
      .data!.fxQuote.id;
    expect(codeOf(await u.client.exec(TRANSFER, { input: { quoteId: theirs, idempotencyKey: key() } }))).toBe('NOT_FOUND');
    expect(await balance(u.client)).toMatchObject({ available: '200' });

    await fund(u, '10');
    const k = key();
    const input = { quoteId: await quoteId('EUR', 'USD', '110'), idempotencyKey: k };
    const t = await u.client.exec<{ transferFunds: { id: string; orderNo: string } }>(TRANSFER, { input });
    expect(t.data?.transferFunds, JSON.stringify(t.errors)).toMatchObject({
      amount: '110',
      received: '126.96',
      rate: '1.1542',
      origin: 'CONFIGURED',
    });
    const again = await u.client.exec<{ transferFunds: { id: string } }>(TRANSFER, { input });
    expect(again.data?.transferFunds.id).toBe(t.data?.transferFunds.id);
    expect(await balance(u.client, 'EUR')).toMatchObject({ available: '100' });
    expect(await balance(u.client, 'USD')).toMatchObject({ available: '126.96' });
    const entries: Array<{ n: string }> = await app.ds.query(
      `SELECT count(DISTINCT currency) AS n FROM ledger_postings WHERE entry_id =
      (SELECT entry_id FROM fx_transfers WHERE id = $1)`,
      [t.data!.transferFunds.id],
    );
    expect(entries[0].n).toBe('2');
    await ledgerOk();
  });
});

describe('statement and adjustments', () => {
  it('lists every entry with running balances, newest first, paginated; an adjustment shows its reason and is audited', async () => {
    const u = await withPayPassword();
    await fund(u, '100');
    await fund(u, '50');
    const card = await addCard(u);
    await u.client.exec(WITHDRAW, {
      input: { method: 'BANK', currency: 'EUR', amount: '120', bankCardId: card, payPassword: 'pay-123456', idempotencyKey: key() },
    });
    const checker = await app.checker();
    const adj = await ops.client.exec<{ adjustBalance: { id: string; status: string } }>(ADJUST, {
      input: {
        userId: u.user.id,
        currency: 'EUR',
        amount: '-10.25',
        reason: 'Bank charge on your deposit of 3 Nov',
        idempotencyKey: key(),
      },
    });
    expect(adj.data?.adjustBalance.status).toBe('PENDING');
    // Nothing moves until a second ops user approves; the maker cannot approve their own request.
    expect((await balance(u.client)).available).toBe('30');
    const requestId = adj.data!.adjustBalance.id;
    expect(codeOf(await ops.client.exec(DECIDE_REQUEST, { input: { id: requestId, approve: true, idempotencyKey: key() } }))).toBe(
      'MAKER_CANNOT_APPROVE',
    );
    expect((await balance(u.client)).available).toBe('30');
    expect((await checker.client.exec(DECIDE_REQUEST, { input: { id: requestId, approve: true, idempotencyKey: key() } })).data).toEqual({
      decideOpsRequest: { id: requestId, status: 'APPROVED' },
    });
    expect((await balance(u.client)).available).toBe('19.75');
    expect(codeOf(await checker.client.exec(DECIDE_REQUEST, { input: { id: requestId, approve: true, idempotencyKey: key() } }))).toBe(
      'OPS_REQUEST_NOT_PENDING',
    );
    // An adjustment beyond the balance is filed, then refused when approved, and changes nothing.
    const big = await ops.client.exec<{ adjustBalance: { id: string } }>(ADJUST, {
      input: { userId: u.user.id, currency: 'EUR', amount: '-100', reason: 'x', idempotencyKey: key() },
    });
    expect(
      codeOf(
        await checker.client.exec(DECIDE_REQUEST, { input: { id: big.data!.adjustBalance.id, approve: true, idempotencyKey: key() } }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect((await balance(u.client)).available).toBe('19.75');
    expect(
      codeOf(
        await ops.client.exec(ADJUST, { input: { userId: u.user.id, currency: 'EUR', amount: '5', reason: ' ', idempotencyKey: key() } }),
      ),
    ).toBe('REASON_REQUIRED');
    expect(
      codeOf(
        await u.client.exec(ADJUST, { input: { userId: u.user.id, currency: 'EUR', amount: '5', reason: 'gift', idempotencyKey: key() } }),
      ),
    ).toBe('FORBIDDEN');
    // Nobody adjusts their own account.
    expect(
      codeOf(
        await ops.client.exec(ADJUST, {
          input: { userId: ops.user.id, currency: 'EUR', amount: '5', reason: 'mine', idempotencyKey: key() },
        }),
      ),
    ).toBe('OWN_ACCOUNT_FORBIDDEN');

    const page1 = await u.client.exec<{ statement: { items: Array<Record<string, string>>; nextCursor: string } }>(STATEMENT, {
      currency: 'EUR',
    });
    expect(page1.data?.statement.items).toEqual([
      {
        kind: 'adjustment',
        memo: 'Bank charge on your deposit of 3 Nov',
        orderNo: expect.stringMatching(/^R\d{8}\d{6,}$/),
        availableChange: '-10.25',
        frozenChange: '0',
        availableAfter: '19.75',
        frozenAfter: '120',
      },
      expect.objectContaining({
        kind: 'withdrawal_hold',
        availableChange: '-120',
        frozenChange: '120',
        availableAfter: '30',
        frozenAfter: '120',
      }),
      expect.objectContaining({ kind: 'deposit', availableChange: '50', frozenChange: '0', availableAfter: '150', frozenAfter: '0' }),
      expect.objectContaining({ kind: 'deposit', availableChange: '100', availableAfter: '100' }),
    ]);
    expect(page1.data?.statement.items[1].orderNo).toMatch(/^W/);
    expect(page1.data?.statement.nextCursor).toBeNull();
    const audit = await ops.client.exec<{ auditLog: { items: Array<{ targetId: string; reason: string }> } }>(AUDIT, {
      action: 'ledger.adjustment',
    });
    expect(audit.data?.auditLog.items).toContainEqual(
      expect.objectContaining({ targetId: u.user.id, reason: 'Bank charge on your deposit of 3 Nov' }),
    );
    // Both steps of maker-checker are audited: filed by the maker, approved by the checker.
    for (const [action, actor] of [
      ['ops_request.filed', ops],
      ['ops_request.approved', checker],
    ] as const) {
      const steps = await ops.client.exec<{ auditLog: { items: Array<{ targetId: string }> } }>(
        `query A($action: String) { auditLog(action: $action, first: 100) { items { targetId actor { id } } } }`,
        { action },
      );
      expect(steps.data?.auditLog.items).toContainEqual({ targetId: requestId, actor: { id: actor.user.id } });
    }
    // Another user sees none of it.
    const other = await app.registerUser();
    expect((await other.client.exec<{ statement: { items: unknown[] } }>(STATEMENT, { currency: 'EUR' })).data?.statement.items).toEqual(
      [],
    );
    expect(codeOf(await app.anonymous().exec(STATEMENT, { currency: 'EUR' }))).toBe('UNAUTHENTICATED');
    await ledgerOk();
  });
});

describe('transfer rates from market data', () => {
  it('uses the feed’s FX quote once there is one, and says so (with Simulated when it is)', async () => {
    // Written the way the feed writes it: no API lets anyone set a rate.
    await writeFx(app.ds, [{ pair: 'EURUSD', rate: '1.1700', at: new Date('2026-11-20T10:00:00Z'), source: 'simulated', simulated: true }]);
    const q = await app
      .anonymous()
      .exec(`query { fxQuote(from: "USD", to: "EUR", amount: "117") { midRate rate received origin simulated } }`);
    expect(q.data).toEqual({
      fxQuote: { midRate: '0.85470085', rate: '0.85042734', received: '99.49', origin: 'MARKET', simulated: true },
    });
  });
});
