import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '../../seed/ops-flows';
import { Money } from '../../shared/money';
import { type GqlResult, type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// Portfolio performance (issue 37) through the API, PostgreSQL and the test clock: a month of deposits,
// trades, a dividend and an ops correction; the valuation job catches the month up; the figures are
// checked against the ledger and the closes, computed here independently.

const NOV_2 = new Date('2026-11-02T10:00:00Z'); // Monday, 11:00 in Madrid
const NOV_3 = new Date('2026-11-03T10:00:00Z');
const NOV_4 = new Date('2026-11-04T10:00:00Z');
const NOV_5 = new Date('2026-11-05T10:00:00Z');
const NOV_9 = new Date('2026-11-09T10:00:00Z');
const NOV_10 = new Date('2026-11-10T10:00:00Z');
const EX_START = new Date('2026-11-11T23:05:00Z'); // 00:05 in Madrid on the ex-date, 12 November
const PAY = new Date('2026-11-12T23:05:00Z'); // 00:05 in Madrid on the pay date, 13 November
const NOV_20 = new Date('2026-11-20T10:00:00Z');
const DEC_1 = new Date('2026-12-01T10:00:00Z');

const QUERY = `query($period: PerformancePeriod!, $benchmark: PerformanceBenchmark, $currency: String!) {
  performance(period: $period, benchmark: $benchmark, currency: $currency, lang: "en") {
    state period currency valuedTo from to clamped startValue endValue netFlows twr mwrAnnual mwrPeriod days simulated missingRates
    benchmark benchmarkReturn benchmarkDifference
    explanations { figure steps { key params { name value } } }
    points { day value index benchmark }
    breakdown { realised unrealised dividends interest charges taxes other currency total }
    allocation { invested cash concentrated byMarket { key share } bySector { key share } byInstrument { key label value share } byCurrency { key value } }
  }
}`;

interface Perf {
  state: string;
  valuedTo: string | null;
  from: string | null;
  to: string | null;
  startValue: string | null;
  endValue: string | null;
  netFlows: string | null;
  twr: string | null;
  mwrAnnual: string | null;
  mwrPeriod: string | null;
  days: number;
  points: Array<{ day: string; value: string; index: string; benchmark: string | null }>;
  breakdown: Record<
    'realised' | 'unrealised' | 'dividends' | 'interest' | 'charges' | 'taxes' | 'other' | 'currency' | 'total',
    string
  > | null;
  benchmarkReturn: string | null;
  benchmarkDifference: string | null;
  explanations: Array<{ figure: string; steps: Array<{ key: string }> }>;
  allocation: {
    invested: string;
    cash: string;
    concentrated: string[];
    byMarket: Array<{ key: string; share: string }>;
    bySector: Array<{ key: string; share: string }>;
    byInstrument: Array<{ key: string; label: string; value: string; share: string }>;
    byCurrency: Array<{ key: string; value: string }>;
  };
}

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let u: TestUser;
let n = 0;
const key = () => `perf-key-${++n}-${Date.now()}`;
let ibePosition: string;
let sanPosition: string;

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

async function tick(at: Date, quotes: Array<[string, string, string]>): Promise<void> {
  app.clock.set(at);
  await market.tick(quotes);
}

/** Every other Spanish stock at its reference close × `factor`, so the feed computes the IBEX 35 that day. */
async function tickIbex(at: Date, factor: string): Promise<void> {
  const rows: Array<{ symbol: string; close: string }> = await app.ds.query(
    `SELECT symbol, reference_close::text AS close FROM instruments WHERE market = 'ES' AND symbol NOT IN ('ES:IBE', 'ES:SAN')`,
  );
  const quotes = rows.map((r): [string, string, string] => {
    const bid = new Money(r.close).times(factor).toDecimalPlaces(2);
    return [r.symbol, bid.toFixed(2), bid.plus('0.01').toFixed(2)];
  });
  await tick(at, quotes);
}

async function place(input: Record<string, unknown>): Promise<{ id: string; positionId: string }> {
  return ok(
    await u.client.exec<{ placeOrder: { id: string; positionId: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id positionId } }`,
      { input: { leverage: 1, orderType: 'MARKET', direction: 'LONG', ...input, idempotencyKey: key() } },
    ),
  ).placeOrder;
}

async function performance(client: TestUser['client'], vars: Record<string, unknown>): Promise<Perf> {
  return ok(await client.exec<{ performance: Perf }>(QUERY, { period: 'ALL', currency: 'EUR', ...vars })).performance;
}

/** The user's value at the end of a day, from the ledger and the closes alone (not from the valuations). */
async function ledgerValueAt(userId: string, day: string): Promise<Money> {
  const end = new Date(`${day}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const [cash]: Array<{ total: string }> = await app.ds.query(
    `SELECT coalesce(sum(p.amount), 0)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_entries e ON e.id = p.entry_id
     WHERE a.owner_id = $1 AND e.created_at < $2`,
    [userId, end],
  );
  const open: Array<{ symbol: string; shares: number; entry_price: string }> = await app.ds.query(
    `SELECT p.symbol, p.shares, p.entry_price::text AS entry_price FROM positions p LEFT JOIN position_closes c ON c.position_id = p.id
     WHERE p.user_id = $1 AND p.opened_at < $2 AND (c.closed_at IS NULL OR c.closed_at >= $2)`,
    [userId, end],
  );
  let value = new Money(cash.total);
  for (const p of open) {
    const [bar]: Array<{ close: string }> = await app.ds.query(
      `SELECT close::text AS close FROM bars_daily WHERE symbol = $1 AND trade_date <= $2::date ORDER BY trade_date DESC LIMIT 1`,
      [p.symbol, day],
    );
    value = value.plus(new Money(bar.close).minus(p.entry_price).times(p.shares));
  }
  return value;
}

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 30 });
  app.clock.set(NOV_2);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  market.provider.actions.push({
    symbol: 'ES:SAN',
    kind: 'cash_dividend',
    exDate: '2026-11-12',
    recordDate: '2026-11-13',
    payDate: '2026-11-13',
    amount: '0.1',
    currency: 'EUR',
    ratioFrom: null,
    ratioTo: null,
    label: null,
    source: 'https://example.test/investors',
    simulated: false,
  } as Parameters<ScriptedMarket['provider']['actions']['push']>[0]);
  expect((await market.feed.syncCorporateActions('2026-11-01', '2026-11-30')).added).toBe(1);

  u = await app.registerUser();
  await fundUser(app, ops, u, 'EUR', '10000');
  await tick(NOV_2, [
    ['ES:IBE', '15.000', '15.010'],
    ['ES:SAN', '9.000', '9.010'],
  ]);
  await tickIbex(NOV_2, '1');
  ibePosition = (await place({ symbol: 'ES:IBE', shares: 100 })).positionId;
  await tick(NOV_3, [['ES:IBE', '15.200', '15.210']]);
  app.clock.set(NOV_4);
  await fundUser(app, ops, u, 'EUR', '2000');
  await tick(NOV_4, [['ES:SAN', '9.000', '9.010']]);
  sanPosition = (await place({ symbol: 'ES:SAN', shares: 200 })).positionId;
  await tick(NOV_5, [
    ['ES:IBE', '15.500', '15.510'],
    ['ES:SAN', '9.100', '9.110'],
  ]);
  ok(
    await u.client.exec(`mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id } }`, {
      id: ibePosition,
      key: key(),
    }),
  );
  app.clock.set(NOV_9);
  const checker = await app.checker();
  await adjustBalance(app.services, ops.user, checker.user, {
    userId: u.user.id,
    currency: 'EUR',
    amount: new Money('5'),
    reason: 'A missed rebate',
    idempotencyKey: key(),
  });
  await tick(NOV_10, [['ES:SAN', '8.900', '8.910']]);
  app.clock.set(EX_START);
  await app.services.corporateActionsApply.applyDue();
  app.clock.set(PAY);
  expect((await app.services.corporateActionsApply.applyDue()).paid).toBe(1);
  await tick(NOV_20, [['ES:SAN', '9.300', '9.310']]);
  await tickIbex(NOV_20, '1.03');
  app.clock.set(DEC_1);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});
afterEach(async () => {
  const report = await app.services.ledger.check();
  expect(report.problems).toEqual([]);
});

describe('daily valuation', () => {
  it('values every day of the month once, caught up from the ledger, and never twice', async () => {
    expect(await app.services.valuation.catchUp()).toBe(29); // 2 → 30 November
    expect(await app.services.valuation.catchUp()).toBe(0);
    const [days]: Array<{ n: number; first: string; last: string }> = await app.ds.query(
      `SELECT count(*)::int AS n, min(day)::text AS first, max(day)::text AS last FROM portfolio_valuation_days`,
    );
    expect(days).toEqual({ n: 29, first: '2026-11-02', last: '2026-11-30' });
    // A valuation is history: it cannot be changed.
    await expect(app.ds.query(`UPDATE portfolio_valuations SET value = value + 1 WHERE user_id = $1`, [u.user.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('each day’s value is the ledger’s cash and the open positions at that day’s close', async () => {
    const perf = await performance(u.client, { period: 'ALL' });
    const byDay = new Map(perf.points.map((p) => [p.day, p.value]));
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-09', '2026-11-10', '2026-11-13', '2026-11-30']) {
      expect(new Money(byDay.get(day)!).toFixed(4), day).toBe((await ledgerValueAt(u.user.id, day)).toFixed(4));
    }
  });
});

describe('the performance of a month', () => {
  let perf: Perf;
  beforeAll(async () => {
    perf = await performance(u.client, { period: 'ALL', benchmark: 'IBEX35' });
  });

  it('runs from the close before the first deposit to the last close valued', () => {
    expect(perf).toMatchObject({ state: 'READY', valuedTo: '2026-11-30', from: '2026-11-01', to: '2026-11-30', days: 30 });
    expect(perf.startValue).toBe('0');
    expect(new Money(perf.netFlows!).toFixed(2)).toBe('12000.00');
  });

  it('splits the profit into what the ledger says made it, and the parts add up to the total', async () => {
    const b = perf.breakdown!;
    const parts = ['realised', 'unrealised', 'dividends', 'interest', 'charges', 'taxes', 'other', 'currency'] as const;
    const sum = parts.reduce((s, p) => s.plus(b[p]), new Money(0));
    expect(sum.toFixed(4)).toBe(new Money(b.total).toFixed(4));
    expect(new Money(b.total).toFixed(4)).toBe(new Money(perf.endValue!).minus(perf.startValue!).minus(perf.netFlows!).toFixed(4));

    const [ibe]: Array<{ entry: string; exit: string; charges: string }> = await app.ds.query(
      `SELECT p.entry_price::text AS entry, c.exit_price::text AS exit, (p.open_charges_total + c.close_charges_total)::text AS charges
       FROM positions p JOIN position_closes c ON c.position_id = p.id WHERE p.id = $1`,
      [ibePosition],
    );
    const [san]: Array<{ entry: string; charges: string }> = await app.ds.query(
      `SELECT entry_price::text AS entry, open_charges_total::text AS charges FROM positions WHERE id = $1`,
      [sanPosition],
    );
    // Realised: IBE bought at the ask, sold at the bid, 100 shares.
    expect(new Money(b.realised).toFixed(4)).toBe(new Money(ibe.exit).minus(ibe.entry).times(100).toFixed(4));
    // Unrealised at the end: SAN's last close in November (20 November's bid-side close) against its entry.
    const [bar]: Array<{ close: string }> = await app.ds.query(
      `SELECT close::text AS close FROM bars_daily WHERE symbol = 'ES:SAN' AND trade_date = '2026-11-20'`,
    );
    expect(new Money(b.unrealised).toFixed(4)).toBe(new Money(bar.close).minus(san.entry).times(200).toFixed(4));
    // Charges of every leg, taken off: Spain's tax on share purchases among the taxes, with the 19 % withheld
    // from the dividend (200 × 0.10 gross); commissions among the charges.
    const [ftt]: Array<{ total: string }> = await app.ds.query(
      `SELECT coalesce(sum((ch->>'settlementAmount')::numeric), 0)::text AS total
       FROM positions p CROSS JOIN LATERAL jsonb_array_elements(p.open_charges) ch
       WHERE p.user_id = $1 AND ch->>'kind' = 'FINANCIAL_TRANSACTION_TAX'`,
      [u.user.id],
    );
    expect(new Money(ftt.total).gt(0)).toBe(true);
    expect(new Money(b.charges).plus(b.taxes).toFixed(4)).toBe(new Money(ibe.charges).plus(san.charges).plus('3.80').neg().toFixed(4));
    expect(new Money(b.taxes).toFixed(4)).toBe(new Money(ftt.total).plus('3.80').neg().toFixed(4));
    expect(new Money(b.dividends).toFixed(2)).toBe('20.00');
    expect(new Money(b.other).toFixed(2)).toBe('5.00');
    expect(new Money(b.interest).toFixed(2)).toBe('0.00');
    expect(new Money(b.currency).toFixed(4)).toBe('0.0000');
  });

  it('chains the daily returns with the deposits neutralised (time-weighted), computed here from the values', () => {
    const flows: Record<string, string> = { '2026-11-02': '10000', '2026-11-04': '2000' };
    let growth = new Money(1);
    for (let i = 1; i < perf.points.length; i++) {
      const base = new Money(perf.points[i - 1].value).plus(flows[perf.points[i].day] ?? 0);
      if (base.gt(0)) growth = growth.times(new Money(perf.points[i].value).div(base));
    }
    expect(new Money(perf.twr!).toFixed(10)).toBe(growth.minus(1).toFixed(10));
    expect(new Money(perf.points.at(-1)!.index).toFixed(6)).toBe(growth.times(100).toFixed(6));
    expect(perf.explanations.map((e) => e.figure)).toEqual(['twr', 'mwr']);
  });

  it('finds the money-weighted rate that discounts the deposits and the end value to zero', () => {
    const r = new Money(perf.mwrAnnual!);
    const t = (day: string) => (Date.parse(`${day}T00:00:00Z`) - Date.parse('2026-11-02T00:00:00Z')) / 86_400_000;
    const pv = (amount: Money, day: string) => amount.div(r.plus(1).pow(new Money(t(day)).div(365)));
    const residual = pv(new Money(-10000), '2026-11-02')
      .plus(pv(new Money(-2000), '2026-11-04'))
      .plus(pv(new Money(perf.endValue!), '2026-11-30'));
    expect(residual.abs().lt('0.0001')).toBe(true);
  });

  it('rebases the benchmark to 100 at the start and reports the difference', async () => {
    const bars: Array<{ day: string; close: string }> = await app.ds.query(
      `SELECT trade_date::text AS day, close::text AS close FROM bars_daily WHERE symbol = 'IDX:IBEX35' AND trade_date <= '2026-11-30' ORDER BY trade_date`,
    );
    expect(bars.length).toBeGreaterThan(1);
    // No close on or before 1 November (the feed's first is on the 2nd): the line starts there, at 100.
    const first = perf.points.find((p) => p.benchmark !== null)!;
    expect(first.day).toBe(bars[0].day);
    expect(new Money(first.benchmark!).toFixed(6)).toBe('100.000000');
    const last = new Money(bars.at(-1)!.close);
    const base = new Money(bars[0].close);
    expect(new Money(perf.points.at(-1)!.benchmark!).toFixed(6)).toBe(last.div(base).times(100).toFixed(6));
    expect(new Money(perf.benchmarkDifference!).toFixed(10)).toBe(new Money(perf.twr!).minus(perf.benchmarkReturn!).toFixed(10));
  });

  it('shows where the money is now and points out a concentrated position', () => {
    expect(perf.allocation.byInstrument.map((s) => s.key)).toEqual(['ES:SAN']);
    expect(perf.allocation.byInstrument[0].label).toBe('Banco Santander');
    expect(perf.allocation.byMarket).toEqual([{ key: 'ES', share: '1' }]);
    expect(perf.allocation.bySector).toEqual([{ key: 'financials', share: '1' }]);
    expect(perf.allocation.concentrated).toEqual(['ES:SAN']);
    expect(perf.allocation.byCurrency.map((s) => s.key)).toEqual(['EUR']);
  });
});

describe('reading it', () => {
  it('costs the same number of SQL statements for a week as for all the history', async () => {
    const count = async (period: string) => {
      const before = app.statements.count;
      await performance(u.client, { period, benchmark: 'SP500' });
      return app.statements.count - before;
    };
    const week = await count('ONE_WEEK');
    const all = await count('ALL');
    expect(all).toBe(week);
    expect(all).toBeLessThanOrEqual(6);
  });

  it('is the user’s own: another user sees their own (nothing), a stranger is refused, bad input changes nothing', async () => {
    const other = await app.registerUser();
    expect(await performance(other.client, {})).toMatchObject({ state: 'EMPTY', points: [], breakdown: null });
    const anonymous = await app.anonymous().exec(QUERY, { period: 'ALL', currency: 'EUR' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await u.client.exec(QUERY, { period: 'ALL', currency: 'GBP' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it('says the first valuation comes after the close when the money arrived today', async () => {
    const fresh = await app.registerUser();
    await fundUser(app, ops, fresh, 'EUR', '100');
    expect(await performance(fresh.client, {})).toMatchObject({ state: 'FIRST_DAY', points: [] });
  });

  it('ops see a user’s performance as the user does, each look audited; a user may not', async () => {
    const OPS = `query($userId: ID!) { opsUserPerformance(userId: $userId, period: ALL) { state valuedTo endValue breakdown { total } } }`;
    const mine = await performance(u.client, { period: 'ALL' });
    const seen = ok(await ops.client.exec<{ opsUserPerformance: Perf }>(OPS, { userId: u.user.id })).opsUserPerformance;
    expect(seen).toMatchObject({
      state: 'READY',
      valuedTo: mine.valuedTo,
      endValue: mine.endValue,
      breakdown: { total: mine.breakdown!.total },
    });
    const [audit]: Array<{ n: number }> = await app.ds.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'performance.viewed' AND target_id = $1 AND actor_id = $2`,
      [u.user.id, ops.user.id],
    );
    expect(audit.n).toBe(1);
    expect((await u.client.exec(OPS, { userId: u.user.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await ops.client.exec(OPS, { userId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('catches up on a read when the job has not valued yesterday yet', async () => {
    // Two days on (the session has lapsed by then: the service is asked directly, as the resolver does).
    app.clock.set(new Date('2026-12-03T08:00:00Z'));
    const perf = await app.services.performance.performance(u.user.id, { period: '1W', benchmark: null, currency: 'EUR', lang: null });
    expect(perf).toMatchObject({ state: 'READY', valuedTo: '2026-12-02' });
    expect(perf.report).toMatchObject({ from: '2026-11-25', to: '2026-12-02' });
    expect(perf.report!.points).toHaveLength(8);
    expect(perf.report!.endValue.toFixed(4)).toBe((await ledgerValueAt(u.user.id, '2026-12-02')).toFixed(4));
  });
});
