import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardImage } from '../../seed/id-images';
import { Money } from '../../shared/money';
import { type GqlClient, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// Issue 16, stock-backed loans, through the real API: the live limit from positions at the feed's quotes,
// the application with every field, the agreement's hash and a drawn signature, 'Insufficient loan limit',
// review → disbursement and pledge, daily interest (once per day, after a gap), repayments with 'No
// outstanding debt', the pledge guard on closing, and a margin call then liquidation driven by prices.

const AGREEMENT = `query A($lang: String) { loanAgreement(lang: $lang) { version language text hash } }`;
const LIMIT = `query L($c: String!) { loanLimit(currency: $c) { currency vip tierCap collateralLimit totalLimit borrowed pendingRepayment
  pendingApplications available annualRate benchmarkName dayBasis haircut maintenanceRatio positions { symbol shares value haircut stale pledged } } }`;
const LOAN_FIELDS = `id orderNo currency amount annualRate dayBasis dailyInterest principal interest outstanding status reasonCode reason
  agreementHash signedAt marginCallAt cureBy liquidatedAt repaidAt pledged`;
const APPLY = `mutation A($input: ApplyLoanInput!) { applyLoan(input: $input) { ${LOAN_FIELDS} } }`;
const ONE = `query O($id: ID!) { loan(id: $id) { ${LOAN_FIELDS} } }`;
const MINE = `query { myLoans(first: 20) { items { id status } } myLoanRepayments(first: 20) { items { id status amount interestPaid principalPaid } } }`;
const REPAY = `mutation R($input: RepayLoanInput!) { repayLoan(input: $input) { id orderNo status amount interestPaid principalPaid } }`;
const DECIDE = `mutation D($input: DecideReviewInput!) { decideReview(input: $input) { status opsRequestId } }`;
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const CLOSE = `mutation C($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status sellingType } }`;
const RUN = `mutation { runLoanRisk }`;
const BALANCES = `query { balances { currency available frozen } }`;
const STATEMENT = `query S { statement(currency: "EUR", first: 40) { items { kind orderNo label availableChange frozenChange } } }`;

const T0 = new Date('2026-11-18T15:00:00Z'); // Wednesday: Madrid in session until 16:30 UTC
const DAY = 86_400_000;
const T1 = new Date('2026-11-25T15:00:00Z'); // the Wednesday after
const key = () => `k-${randomBytes(8).toString('hex')}`;

let app: TestApp;
let ops: TestUser;
let market: ScriptedMarket;
let hash: string;

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 60 });
  app.clock.set(T0);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([
    ['ES:SAN', '10.000', '10.010'],
    ['ES:BBVA', '12.000', '12.010'],
  ]);
  hash = (await app.anonymous().exec<{ loanAgreement: { hash: string } }>(AGREEMENT)).data!.loanAgreement.hash;
}, 120_000);

afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

type Loan = Record<string, unknown> & { id: string; status: string };

async function borrower(eur = '30000'): Promise<TestUser> {
  const u = await app.registerUser({ verified: true });
  await fundUser(app, ops, u, 'EUR', eur);
  return u;
}

async function buy(u: TestUser, symbol: string, shares: number, direction = 'LONG'): Promise<string> {
  const r = await u.client.exec<{ placeOrder: { positionId: string } }>(PLACE, {
    input: { symbol, orderType: 'MARKET', direction, shares, leverage: 1, idempotencyKey: key() },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.placeOrder.positionId;
}

async function signature(u: TestUser): Promise<string> {
  const res = await u.client.upload(idCardImage('front', 7), { purpose: 'loan_signature', filename: 'signature.png' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function form(u: TestUser, over: Record<string, unknown> = {}) {
  return {
    currency: 'EUR',
    amount: '10000',
    fullName: 'Ana García',
    idNumber: 'X1234567L',
    address: 'Calle Mayor 1, Madrid',
    phone: '+34 612 345 678',
    email: 'ana@example.com',
    agreed: true,
    agreementHash: hash,
    signatureUploadId: await signature(u),
    idempotencyKey: key(),
    ...over,
  };
}

async function limit(c: GqlClient, currency = 'EUR') {
  const r = await c.exec<{ loanLimit: Record<string, unknown> & { available: string; positions: Array<Record<string, unknown>> } }>(LIMIT, {
    c: currency,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.loanLimit;
}

async function eur(c: GqlClient) {
  const r = await c.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  return r.data!.balances.find((b) => b.currency === 'EUR')!;
}

const approve = (kind: string, id: string) => ops.client.exec(DECIDE, { input: { kind, id, decision: 'APPROVE', idempotencyKey: key() } });

async function clean() {
  expect((await app.services.ledger.check()).problems).toEqual([]);
}

describe('stock-backed loans', () => {
  it('the agreement is public in full with its hash, in French where translated', async () => {
    const en = (await app.anonymous().exec<{ loanAgreement: Record<string, string> }>(AGREEMENT, { lang: 'en' })).data!.loanAgreement;
    const fr = (await app.anonymous().exec<{ loanAgreement: Record<string, string> }>(AGREEMENT, { lang: 'fr' })).data!.loanAgreement;
    expect(en.text).toContain('ACT/365 for EUR and ACT/360 for USD');
    expect(en.text).toContain('2 business days');
    expect(fr.language).toBe('fr');
    expect(fr.text).toContain('ACT/360');
    expect(fr.hash).not.toBe(en.hash);
    expect(en.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a position of the automated intraday strategy is no collateral: it counts nothing in the limit and is not pledged', async () => {
    app.clock.set(T0);
    await market.tick([
      ['ES:SAN', '10.000', '10.010'],
      ['ES:BBVA', '12.000', '12.010'],
    ]);
    const u = await borrower();
    await buy(u, 'ES:SAN', 1000);
    // The strategy's own way in (intraday.engine.ts): a market order at the live quote, origin 'strategy'.
    await app.services.uow.run(
      (tx) =>
        app.services.productTrades.placeMarketInTx(tx, {
          userId: u.user.id,
          symbol: 'ES:BBVA',
          direction: 'long',
          shares: 1000,
          origin: 'strategy',
        }),
      { lockUsers: [u.user.id] },
    );
    const l = await limit(u.client);
    // 1000 × 10 × 60 %: the strategy's 12,000 of BBVA adds nothing.
    expect(l).toMatchObject({ collateralLimit: '6000', totalLimit: '6000', available: '6000' });
    expect(l.positions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ symbol: 'ES:SAN', haircut: '0.6' }),
        expect.objectContaining({ symbol: 'ES:BBVA', value: '12000', haircut: '0' }),
      ]),
    );
    expect(codeOf(await u.client.exec(APPLY, { input: await form(u, { amount: '6000.01' }) }))).toBe('LOAN_LIMIT_INSUFFICIENT');
    const applied = await u.client.exec<{ applyLoan: Loan }>(APPLY, { input: await form(u, { amount: '5000' }) });
    expect(applied.errors).toBeUndefined();
    expect((await approve('loan', applied.data!.applyLoan.id)).errors).toBeUndefined();
    const loan = (await u.client.exec<{ loan: Loan }>(ONE, { id: applied.data!.applyLoan.id })).data!.loan;
    expect(loan).toMatchObject({ status: 'SUCCESSFUL', pledged: ['ES:SAN'] });
    await clean();
  });

  it('limit from live quotes; every refusal of the form changes nothing; review → disbursed and pledged; interest once a day; repay', async () => {
    app.clock.set(T0);
    await market.tick([
      ['ES:SAN', '10.000', '10.010'],
      ['ES:BBVA', '12.000', '12.010'],
    ]);
    const u = await borrower();
    const positionId = await buy(u, 'ES:SAN', 2000);
    await buy(u, 'ES:BBVA', 100, 'SHORT');
    let l = await limit(u.client);
    expect(l).toMatchObject({
      vip: false,
      benchmarkName: '€STR',
      tierCap: '500000',
      collateralLimit: '12000',
      totalLimit: '12000',
      available: '12000',
      annualRate: '0.055',
      dayBasis: 365,
    });
    expect(l.positions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ symbol: 'ES:SAN', value: '20000', haircut: '0.6', stale: false }),
        expect.objectContaining({ symbol: 'ES:BBVA', haircut: '0' }),
      ]),
    );
    const before = await eur(u.client);

    const refuse = async (over: Record<string, unknown>) => codeOf(await u.client.exec(APPLY, { input: await form(u, over) }));
    expect(await refuse({ amount: '12000.01' })).toBe('LOAN_LIMIT_INSUFFICIENT');
    expect(await refuse({ email: 'not-an-email' })).toBe('LOAN_FORM_INCOMPLETE');
    expect(await refuse({ address: '  ' })).toBe('LOAN_FORM_INCOMPLETE');
    expect(await refuse({ agreed: false })).toBe('LOAN_AGREEMENT_REQUIRED');
    expect(await refuse({ agreementHash: 'a'.repeat(64) })).toBe('LOAN_AGREEMENT_REQUIRED');
    expect(await refuse({ currency: 'TWD' })).toBe('LOAN_CURRENCY_NOT_SUPPORTED');
    expect(await refuse({ amount: '0.50' })).toBe('BAD_INPUT');
    const stranger = await borrower('1');
    expect(codeOf(await u.client.exec(APPLY, { input: await form(u, { signatureUploadId: await signature(stranger) }) }))).toBe(
      'UPLOAD_NOT_FOUND',
    );
    expect(codeOf(await app.anonymous().exec(APPLY, { input: await form(u) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(LIMIT, { c: 'EUR' }))).toBe('UNAUTHENTICATED');
    expect((await u.client.exec<{ myLoans: { items: unknown[] } }>(MINE)).data!.myLoans.items).toEqual([]);
    expect(await eur(u.client)).toEqual(before);

    const applied = await u.client.exec<{ applyLoan: Loan }>(APPLY, { input: await form(u) });
    expect(applied.errors).toBeUndefined();
    const loan = applied.data!.applyLoan;
    expect(loan).toMatchObject({
      status: 'PENDING',
      amount: '10000',
      principal: '0',
      agreementHash: hash,
      orderNo: expect.stringMatching(/^L\d+/),
    });
    expect((await limit(u.client)).available).toBe('2000');
    expect(codeOf(await u.client.exec(APPLY, { input: await form(u, { amount: '2500' }) }))).toBe('LOAN_LIMIT_INSUFFICIENT');
    expect(codeOf(await u.client.exec(REPAY, { input: { loanId: loan.id, amount: '10', idempotencyKey: key() } }))).toBe('LOAN_NO_DEBT');
    expect(codeOf(await stranger.client.exec(ONE, { id: loan.id }))).toBe('NOT_FOUND');
    expect(codeOf(await stranger.client.exec(REPAY, { input: { loanId: loan.id, amount: '10', idempotencyKey: key() } }))).toBe(
      'NOT_FOUND',
    );

    expect((await approve('loan', loan.id)).errors).toBeUndefined();
    let got = (await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan;
    expect(got).toMatchObject({
      status: 'SUCCESSFUL',
      principal: '10000',
      interest: '0',
      outstanding: '10000',
      pledged: ['ES:SAN'],
      dailyInterest: '1.5',
    });
    expect(new Money((await eur(u.client)).available).minus(before.available).toFixed()).toBe('10000');
    l = await limit(u.client);
    expect(l).toMatchObject({ borrowed: '10000', pendingRepayment: '10000', available: '2000' });
    // The pledged position cannot be closed: nothing else backs the loan.
    expect(codeOf(await u.client.exec(CLOSE, { id: positionId, key: key() }))).toBe('LOAN_COLLATERAL_PLEDGED');

    // Interest: a day later, the job twice → one day; after a two-day gap, the two missing days once each.
    app.clock.set(new Date(T0.getTime() + DAY));
    await ops.client.exec(RUN);
    await app.services.loanRisk.sweep();
    got = (await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan;
    expect(got).toMatchObject({ interest: '1.5', outstanding: '10001.5' });
    app.clock.set(new Date(T0.getTime() + 3 * DAY));
    await Promise.all([app.services.loanRisk.sweep(), app.services.loanRisk.sweep()]);
    got = (await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan;
    // 10000 × 5.5 % ÷ 365 = 1.50684…/day: 1.50, 1.51, 1.51 with the carry.
    expect(got).toMatchObject({ interest: '4.52', outstanding: '10004.52' });
    const days: Array<{ day: string; amount: string }> = await app.ds.query(
      `SELECT day::text AS day, amount FROM loan_accruals WHERE loan_id = $1 ORDER BY day`,
      [loan.id],
    );
    expect(days).toEqual([
      { day: '2026-11-18', amount: '1.50' },
      { day: '2026-11-19', amount: '1.51' },
      { day: '2026-11-20', amount: '1.51' },
    ]);

    // Repayments: too large, refused (released), then the whole debt.
    expect(codeOf(await u.client.exec(REPAY, { input: { loanId: loan.id, amount: '10004.53', idempotencyKey: key() } }))).toBe(
      'LOAN_REPAYMENT_TOO_LARGE',
    );
    const r1 = (await u.client.exec<{ repayLoan: Loan }>(REPAY, { input: { loanId: loan.id, amount: '5000', idempotencyKey: key() } }))
      .data!.repayLoan;
    expect(r1.status).toBe('PENDING');
    expect((await eur(u.client)).frozen).toBe('5000');
    await ops.client.exec(DECIDE, {
      input: { kind: 'loan_repayment', id: r1.id, decision: 'REFUSE', reasonCode: 'PAYMENT_NOT_MATCHED', idempotencyKey: key() },
    });
    expect((await eur(u.client)).frozen).toBe('0');
    // Interest first, then principal; two parts (an approval above 10,000 would wait for a second ops user).
    const r2 = (await u.client.exec<{ repayLoan: Loan }>(REPAY, { input: { loanId: loan.id, amount: '5000', idempotencyKey: key() } }))
      .data!.repayLoan;
    expect((await approve('loan_repayment', r2.id)).errors).toBeUndefined();
    got = (await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan;
    expect(got).toMatchObject({ principal: '5004.52', interest: '0', outstanding: '5004.52' });
    const r3 = (await u.client.exec<{ repayLoan: Loan }>(REPAY, { input: { loanId: loan.id, amount: '5004.52', idempotencyKey: key() } }))
      .data!.repayLoan;
    expect((await approve('loan_repayment', r3.id)).errors).toBeUndefined();
    got = (await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan;
    expect(got).toMatchObject({ principal: '0', interest: '0', outstanding: '0', repaidAt: expect.any(String) });
    const mine = (await u.client.exec<{ myLoanRepayments: { items: Array<Record<string, unknown>> } }>(MINE)).data!.myLoanRepayments.items;
    const byId = (id: string) => mine.find((x) => x.id === id);
    expect(byId(r3.id)).toMatchObject({ id: r3.id, status: 'SUCCESSFUL', interestPaid: '0', principalPaid: '5004.52' });
    expect(byId(r2.id)).toMatchObject({ id: r2.id, status: 'SUCCESSFUL', interestPaid: '4.52', principalPaid: '4995.48' });
    expect(byId(r1.id)).toMatchObject({ id: r1.id, status: 'FAILED' });
    // Repaid: the position is free to close (on Monday, Madrid open, a fresh quote).
    app.clock.set(new Date(T0.getTime() + 5 * DAY));
    await market.tick([['ES:SAN', '10.000', '10.010']]);
    expect((await u.client.exec(CLOSE, { id: positionId, key: key() })).errors).toBeUndefined();
    expect(codeOf(await u.client.exec(REPAY, { input: { loanId: loan.id, amount: '1', idempotencyKey: key() } }))).toBe('LOAN_NO_DEBT');

    const s = await u.client.exec<{ statement: { items: Array<{ kind: string; orderNo: string; label: string }> } }>(STATEMENT);
    const kinds = s.data!.statement.items.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['loan_disbursed', 'loan_repayment_hold', 'loan_repayment_refused', 'loan_repaid']));
    expect(s.data!.statement.items.find((i) => i.kind === 'loan_disbursed')).toMatchObject({ orderNo: loan.orderNo, label: 'EUR' });
    await clean();
  });

  it('a price fall makes a margin call with 2 business days to cure, then pledged positions are sold at the quote', async () => {
    // A week later (the clock never goes back: the feed's bars run forward).
    app.clock.set(T1);
    await market.tick([['ES:SAN', '10.000', '10.010']]);
    const u = await borrower('20000');
    const positionId = await buy(u, 'ES:SAN', 1000);
    const loan = (await u.client.exec<{ applyLoan: Loan }>(APPLY, { input: await form(u, { amount: '6000' }) })).data!.applyLoan;
    await approve('loan', loan.id);

    // 7.50 × 1000 = 7500; 6000 ÷ 7500 = 0.80 > 0.75: a margin call, cure by Friday.
    await market.tick([['ES:SAN', '7.500', '7.510']]);
    await app.services.loanRisk.sweep();
    let got = (await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan;
    expect(got.marginCallAt).toBe(T1.toISOString());
    expect(got.cureBy).toBe('2026-11-27T15:00:00.000Z');
    const audit: Array<{ action: string }> = await app.ds.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [loan.id]);
    expect(audit.map((a) => a.action)).toContain('loan.margin_call');

    // Thursday, still below: waiting within the cure period. The user asks to repay a part (left pending).
    app.clock.set(new Date(T1.getTime() + DAY));
    await market.tick([['ES:SAN', '7.400', '7.410']]);
    await app.services.loanRisk.sweep();
    const pendingRepayment = (
      await u.client.exec<{ repayLoan: Loan }>(REPAY, { input: { loanId: loan.id, amount: '100', idempotencyKey: key() } })
    ).data!.repayLoan;
    expect((await eur(u.client)).frozen).toBe('100');
    expect((await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan.liquidatedAt).toBeNull();

    // Friday past the deadline, but the quote is stale: nothing is sold on it.
    app.clock.set(new Date(T1.getTime() + 2 * DAY + 60_000));
    await app.services.loanRisk.sweep();
    const open: Array<{ n: string }> = await app.ds.query(`SELECT count(*) AS n FROM position_closes WHERE position_id = $1`, [positionId]);
    expect(open[0].n).toBe('0');

    // A fresh quote: the pledged position is sold at its bid as a loan liquidation and the proceeds repay the loan.
    await market.tick([['ES:SAN', '7.300', '7.310']]);
    await app.services.loanRisk.sweep();
    const closes: Array<{ selling_type: string; exit_price: string }> = await app.ds.query(
      `SELECT selling_type, exit_price FROM position_closes WHERE position_id = $1`,
      [positionId],
    );
    expect(closes).toEqual([{ selling_type: 'loan_liquidation', exit_price: '7.3000' }]);
    got = (await u.client.exec<{ loan: Loan }>(ONE, { id: loan.id })).data!.loan;
    expect(got).toMatchObject({ outstanding: '0', liquidatedAt: expect.any(String) });
    const actions: Array<{ action: string }> = await app.ds.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [
      loan.id,
    ]);
    expect(actions.map((a) => a.action)).toContain('loan.liquidated');
    // The repayment asked for before the sale finds nothing owed: released in full, its statement line
    // saying so with a code the client words in the reader's language (never an English sentence).
    expect((await approve('loan_repayment', pendingRepayment.id)).errors).toBeUndefined();
    expect((await eur(u.client)).frozen).toBe('0');
    const lines = (
      await u.client.exec<{ statement: { items: Array<{ kind: string; memo: string | null; frozenChange: string }> } }>(
        `query S { statement(currency: "EUR", first: 40) { items { kind memo frozenChange } } }`,
      )
    ).data!.statement.items;
    expect(lines.find((i) => i.kind === 'loan_repayment_refused')).toMatchObject({ memo: 'NOTHING_OWED', frozenChange: '-100' });
    await clean();
  });
});
