import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTicks } from '../../app/compose';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { APPLY, RECORD, backfillDaily, newKey, strategyUser } from '../../test/intraday-kit';

// Applying for the strategy through the API: the assessment's decision, every refusal of bad input
// (nothing recorded, nothing held), ownership, the ops view of the assessment's inputs, and the events.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;

const LIST = `query { myIntradayApplications(first: 20) { items { id status reasons phase } nextCursor } }`;
const OPS_LIST = `query { opsIntradayApplications(first: 20) { items { userId userPhone inputs application { id status riskBand reasons } } } }`;
const TERMS = `query { intradayTerms { rule minAmount maxAmount dailyLossLimit stopAtrMultiple openingRangeMinutes flatLeadSeconds } }`;
const BALANCES = `query { balances { currency available frozen } }`;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date('2026-11-20T14:20:00Z')); // Friday 09:20 in New York: the session opens at 09:30
  market = await scriptedMarket(app, { afterTicks: (s) => afterTicks(app.services, s) });
  ops = await app.createOps();
  await backfillDaily(app, '2026-11-20');
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

type Applied = { id: string; orderNo: string; status: string; reasons: string[]; riskBand: string | null; phase: string; amount: string };

const input = (over: Record<string, unknown> = {}) => ({
  symbol: 'US:AAPL',
  amount: '10000',
  payPassword: '246810',
  idempotencyKey: newKey(),
  ...over,
});

async function usd(u: TestUser) {
  const r = await u.client.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  return r.data!.balances.find((b) => b.currency === 'USD')!;
}

async function countOf(u: TestUser): Promise<number> {
  const [{ n }] = await app.ds.query('SELECT count(*)::int AS n FROM intraday_applications WHERE user_id = $1', [u.user.id]);
  return n;
}

describe('applying for the automated intraday strategy', () => {
  it('is approved at once with a risk band; the amount is held under the application’s number', async () => {
    const u = await strategyUser(app, ops, '50000');
    const r = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input() });
    expect(r.errors).toBeUndefined();
    const a = r.data!.applyIntradayStrategy;
    expect(a).toMatchObject({ status: 'APPROVED', reasons: [], riskBand: 'LOW', phase: 'WAITING', amount: '10000' });
    expect(a.orderNo).toMatch(/^S2026112\d+$/);
    expect(await usd(u)).toMatchObject({ available: '40000', frozen: '10000' });
    const holds: Array<{ amount: string; reference_no: string; reference_label: string }> = await app.ds.query(
      `SELECT amount::text, reference_no, reference_label FROM ledger_holds WHERE owner_id = $1 AND status = 'pending'`,
      [u.user.id],
    );
    expect(holds).toEqual([{ amount: '10000.0000', reference_no: a.orderNo, reference_label: 'US:AAPL' }]);
    // Live: pending review, then approved, each an INTRADAY_UPDATED event in the user's outbox.
    const events: Array<{ payload: { status: string } }> = await app.ds.query(
      `SELECT payload FROM user_events WHERE user_id = $1 AND type = 'INTRADAY_UPDATED' ORDER BY seq`,
      [u.user.id],
    );
    expect(events.map((e) => e.payload.status)).toEqual(['pending_review', 'approved']);
    // Audited with every input of the assessment.
    const audit: Array<{ action: string; after: Record<string, unknown> }> = await app.ds.query(
      `SELECT action, after FROM audit_log WHERE target_id = $1`,
      [a.id],
    );
    expect(audit[0].action).toBe('intraday.approved');
    expect(audit[0].after).toMatchObject({ available: '50000', exposure: '0', band: 'low', sessionAvailable: true });
    expect((await app.services.ledger.check()).problems).toEqual([]);
  });

  it('is rejected with every reason that applies, and nothing is held', async () => {
    const u = await strategyUser(app, ops, '1500');
    const r = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input({ amount: '1000' }) });
    expect(r.errors).toBeUndefined();
    expect(r.data!.applyIntradayStrategy).toMatchObject({
      status: 'REJECTED',
      reasons: ['CONCENTRATION_TOO_HIGH'],
      riskBand: null,
      phase: 'FINISHED',
    });
    const none = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input({ symbol: 'US:MSFT', amount: '2000' }) });
    // No daily bars for MSFT in this database and more than the balance.
    expect(none.data!.applyIntradayStrategy.reasons).toEqual(['INSUFFICIENT_BALANCE', 'CONCENTRATION_TOO_HIGH', 'INSUFFICIENT_HISTORY']);
    expect(await usd(u)).toMatchObject({ available: '1500', frozen: '0' });
    const list = await u.client.exec<{ myIntradayApplications: { items: Array<{ status: string }> } }>(LIST);
    expect(list.data!.myIntradayApplications.items.map((i) => i.status)).toEqual(['REJECTED', 'REJECTED']);
  });

  it('the same idempotency key answers the first application', async () => {
    const u = await strategyUser(app, ops, '50000');
    const i = input({ amount: '5000' });
    const first = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: i });
    const again = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: i });
    expect(again.data!.applyIntradayStrategy.id).toBe(first.data!.applyIntradayStrategy.id);
    expect(await countOf(u)).toBe(1);
    expect(await usd(u)).toMatchObject({ frozen: '5000' });
  });

  it('a fourth running strategy is over the exposure limit', async () => {
    const u = await strategyUser(app, ops, '200000');
    for (let i = 0; i < 3; i++) {
      const r = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input({ amount: '1000' }) });
      expect(r.data!.applyIntradayStrategy.status).toBe('APPROVED');
    }
    const fourth = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input({ amount: '1000' }) });
    expect(fourth.data!.applyIntradayStrategy.reasons).toEqual(['EXPOSURE_LIMIT']);
  });

  it('after the entry cut-off (or on a closed day) it is rejected: NO_SESSION_TODAY', async () => {
    const u = await strategyUser(app, ops, '50000');
    app.clock.set(new Date('2026-11-20T20:01:00Z')); // 15:01 in New York: less than an hour left
    try {
      const r = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input() });
      expect(r.data!.applyIntradayStrategy.reasons).toEqual(['NO_SESSION_TODAY']);
      app.clock.set(new Date('2026-11-21T15:00:00Z')); // Saturday
      const sat = await u.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input() });
      expect(sat.data!.applyIntradayStrategy.reasons).toContain('NO_SESSION_TODAY');
    } finally {
      app.clock.set(new Date('2026-11-20T14:20:00Z'));
    }
    expect(await usd(u)).toMatchObject({ available: '50000', frozen: '0' });
  });
});

describe('bad input is refused with a stable code and changes nothing', () => {
  it.each([
    ['an empty stock code', { symbol: '  ' }, 'INTRADAY_SYMBOL_REQUIRED'],
    ['an unknown stock code', { symbol: 'US:NOPE' }, 'INSTRUMENT_NOT_FOUND'],
    ['an index is not a stock', { symbol: 'IDX:SPX' }, 'INSTRUMENT_NOT_FOUND'],
    ['a zero amount', { amount: '0' }, 'INTRADAY_AMOUNT_INVALID'],
    ['a negative amount', { amount: '-100' }, 'INTRADAY_AMOUNT_INVALID'],
    ['a fractional amount', { amount: '1000.5' }, 'INTRADAY_AMOUNT_INVALID'],
    ['below the minimum', { amount: '99' }, 'INTRADAY_AMOUNT_OUT_OF_RANGE'],
    ['above the maximum', { amount: '100001' }, 'INTRADAY_AMOUNT_OUT_OF_RANGE'],
    ['a wrong pay password', { payPassword: '000000' }, 'WRONG_PAY_PASSWORD'],
  ])('%s', async (_name, over, code) => {
    const u = await strategyUser(app, ops, '50000');
    expect(codeOf(await u.client.exec(APPLY, { input: input(over) }))).toBe(code);
    expect(await countOf(u)).toBe(0);
    expect(await usd(u)).toMatchObject({ available: '50000', frozen: '0' });
  });

  it('an unverified user is refused (REAL_NAME_REQUIRED); one without a pay password PAY_PASSWORD_NOT_SET', async () => {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '50000');
    expect(codeOf(await u.client.exec(APPLY, { input: input() }))).toBe('REAL_NAME_REQUIRED');
    const v = await app.registerUser({ verified: true });
    expect(codeOf(await v.client.exec(APPLY, { input: input() }))).toBe('PAY_PASSWORD_NOT_SET');
    expect(await countOf(u)).toBe(0);
    expect(await countOf(v)).toBe(0);
  });
});

describe('ownership and the ops console', () => {
  it('another user and anonymous cannot read a record; users cannot read the ops list', async () => {
    const owner = await strategyUser(app, ops, '50000');
    const a = (await owner.client.exec<{ applyIntradayStrategy: Applied }>(APPLY, { input: input({ amount: '2000' }) })).data!
      .applyIntradayStrategy;
    const other = await app.registerUser();
    expect(codeOf(await other.client.exec(RECORD, { id: a.id }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(RECORD, { id: a.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(APPLY, { input: input() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(LIST))).toBe('UNAUTHENTICATED');
    const mine = await other.client.exec<{ myIntradayApplications: { items: unknown[] } }>(LIST);
    expect(mine.data!.myIntradayApplications.items).toEqual([]);
    expect(codeOf(await owner.client.exec(OPS_LIST))).toBe('FORBIDDEN');

    const view = await ops.client.exec<{
      opsIntradayApplications: { items: Array<{ userId: string; inputs: string; application: { id: string; status: string } }> };
    }>(OPS_LIST);
    expect(view.errors).toBeUndefined();
    const row = view.data!.opsIntradayApplications.items.find((i) => i.application.id === a.id)!;
    expect(row.userId).toBe(owner.user.id);
    const inputs = JSON.parse(row.inputs);
    expect(inputs).toMatchObject({ available: '50000', frozen: '0', exposure: '0', activeCount: 0, dailyBars: 21, band: 'low' });
    expect(Number(inputs.atr)).toBeGreaterThan(0);
    expect(Number(inputs.avgVolume)).toBeGreaterThan(100_000);
  });

  it('the terms are public and promise nothing (no return figure exists in them)', async () => {
    const r = await app.anonymous().exec<{ intradayTerms: Record<string, unknown> }>(TERMS);
    expect(r.data!.intradayTerms).toMatchObject({
      rule: 'opening_range_breakout_long',
      minAmount: '100',
      maxAmount: '100000',
      dailyLossLimit: '0.02',
    });
    expect(Object.keys(r.data!.intradayTerms).some((k) => /return|yield|profit/i.test(k))).toBe(false);
  });
});
