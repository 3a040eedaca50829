import { afterAll, describe, expect, it } from 'vitest';
import { afterTicks, createServices } from '../../app/compose';
import type { Services } from '../../app/registry';
import { createDataSource } from '../../db/data-source';
import { Money } from '../../shared/money';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { type ScriptedMarket, scriptedMarket } from '../../test/scripted-market';
import { APPLY, RECORD, backfillDaily, minuteFixture, newKey, play, strategyUser } from '../../test/intraday-kit';

// The replay test of issue 15: whole sessions of recorded minute bars through the real feed, the tick
// hooks and the ordinary order path, checked for what a user and an auditor would check.

const DAY1 = minuteFixture('aapl-2026-11-20.csv');
const DAY2 = minuteFixture('aapl-2026-11-23.csv');
const CLOSE1 = new Date('2026-11-20T21:00:00Z');
const CLOSE2 = new Date('2026-11-23T21:00:00Z');

interface TradeOut {
  seq: number;
  positionId: string;
  shares: number;
  buyPrice: string;
  sellPrice: string | null;
  stopPrice: string;
  targetPrice: string;
  buyCharges: string;
  sellCharges: string | null;
  netProfit: string | null;
  exitReason: string | null;
  simulated: boolean;
}
interface RecordOut {
  id: string;
  orderNo: string;
  status: string;
  phase: string;
  holding: boolean;
  rangeHigh: string | null;
  realisedNet: string;
  netResult: string | null;
  resultNow: string;
  chargesTotal: string;
  trades: TradeOut[];
}

const opened: TestApp[] = [];
const extra: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of extra) await stop();
  for (const a of opened) await a.close();
});

async function setup(
  date: string,
): Promise<{ app: TestApp; market: ScriptedMarket; ops: TestUser; hooks: { run: (s: readonly string[]) => Promise<void> } }> {
  const app = await createTestApp();
  opened.push(app);
  app.clock.set(new Date(`${date}T14:00:00Z`));
  const hooks = { run: (s: readonly string[]) => afterTicks(app.services, s) };
  const market = await scriptedMarket(app, { afterTicks: (s) => hooks.run(s) });
  extra.push(() => market.feed.stop());
  const ops = await app.createOps();
  await backfillDaily(app, date);
  return { app, market, ops, hooks };
}

async function apply(u: TestUser, amount: string): Promise<RecordOut> {
  const r = await u.client.exec<{ applyIntradayStrategy: RecordOut & { riskBand: string } }>(APPLY, {
    input: { symbol: 'US:AAPL', amount, payPassword: '246810', idempotencyKey: newKey() },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.applyIntradayStrategy;
}

async function record(u: TestUser, id: string): Promise<RecordOut> {
  const r = await u.client.exec<{ intradayApplication: RecordOut }>(RECORD, { id });
  expect(r.errors).toBeUndefined();
  return r.data!.intradayApplication;
}

/** Every check of a finished session: recorded quotes, exposure, flat before the close, the result, the ledger. */
async function checkSession(app: TestApp, market: ScriptedMarket, u: TestUser, rec: RecordOut, close: Date, amount: string) {
  const rows: Array<{
    position_id: string;
    order_type: string;
    leverage: number;
    entry_price: string;
    entry_quote_at: Date;
    entry_cost: string;
    exit_price: string;
    exit_quote_at: Date;
    selling_type: string;
    origin: string;
    closed_at: Date;
    gross: string;
    charges: string;
    net_profit: string;
  }> = await app.ds.query(
    `SELECT t.position_id, o.order_type, o.origin, p.leverage, p.entry_price::text, p.entry_quote_at, t.entry_cost::text, c.exit_price::text,
            c.exit_quote_at, c.selling_type, c.closed_at, c.gross_pnl_quote::text AS gross,
            (p.open_charges_total + c.close_charges_total)::text AS charges, c.net_profit::text
       FROM intraday_trades t JOIN orders o ON o.id = t.order_id JOIN positions p ON p.id = t.position_id
       JOIN position_closes c ON c.position_id = t.position_id
      WHERE t.application_id = $1 ORDER BY t.seq`,
    [rec.id],
  );
  expect(rows.length).toBe(rec.trades.length);
  let cash = new Money(amount);
  for (const r of rows) {
    // Every trade at a recorded quote: the ask the feed recorded at that instant for the buy, its bid for the sell.
    const buy = market.recorded.find((q) => q.at === new Date(r.entry_quote_at).getTime());
    const sell = market.recorded.find((q) => q.at === new Date(r.exit_quote_at).getTime());
    expect(new Money(r.entry_price).eq(buy!.ask)).toBe(true);
    expect(new Money(r.exit_price).eq(sell!.bid)).toBe(true);
    // An ordinary market order at 1×, closed by the strategy, before the close's end-of-day window.
    // Opened by the strategy (trade detail says so), at 1×, closed by the strategy.
    expect([r.order_type, r.origin, r.leverage, r.selling_type]).toEqual(['market', 'strategy', 1, 'strategy']);
    expect(new Date(r.closed_at).getTime()).toBeLessThan(close.getTime() - app.config.trading.endOfDayLeadSeconds * 1000);
    // Never more exposure than the held amount allows: each buy, charges included, within the strategy's cash.
    expect(new Money(r.entry_cost).lte(cash)).toBe(true);
    cash = cash.plus(r.net_profit);
  }
  // Net result = Σ trades − charges, and the hold released with it.
  const gross = rows.reduce((s, r) => s.plus(r.gross), new Money(0));
  const charges = rows.reduce((s, r) => s.plus(r.charges), new Money(0));
  expect(rec.phase).toBe('FINISHED');
  expect(rec.holding).toBe(false);
  expect(new Money(rec.netResult!).eq(gross.minus(charges))).toBe(true);
  expect(new Money(rec.netResult!).eq(rec.realisedNet)).toBe(true);
  expect(new Money(rec.chargesTotal).eq(charges)).toBe(true);
  const pending: unknown[] = await app.ds.query(`SELECT 1 FROM ledger_holds WHERE owner_id = $1 AND status = 'pending'`, [u.user.id]);
  expect(pending).toEqual([]);
  expect((await app.services.ledger.check()).problems).toEqual([]);
  return { gross, charges };
}

let uninterrupted: TradeOut[] = [];

describe('a full session on recorded minute bars (20 Nov 2026, US:AAPL)', () => {
  it('trades the declared rule at recorded quotes, is flat before the close and releases the amount with the net result', async () => {
    const { app, market, ops } = await setup('2026-11-20');
    const u = await strategyUser(app, ops, '50000');
    app.clock.set(new Date('2026-11-20T14:20:00Z'));
    const applied = await apply(u, '10000');
    expect([applied.status, applied.phase]).toEqual(['APPROVED', 'WAITING']);

    await play(app, market, DAY1);
    const rec = await record(u, applied.id);
    expect(rec.rangeHigh).not.toBeNull();
    // The fixture's path shows every exit of the rule: a target, a stop, and the end of the session.
    expect(rec.trades.map((t) => t.exitReason)).toEqual(['TARGET', 'STOP', 'SESSION_END']);
    expect(rec.trades.every((t) => t.simulated)).toBe(true);
    await checkSession(app, market, u, rec, CLOSE1, '10000');

    // The user's USD is the deposit plus the net result, nothing frozen; the statement names the application.
    const b = await u.client.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(
      `query { balances { currency available frozen } }`,
    );
    const usd = b.data!.balances.find((x) => x.currency === 'USD')!;
    expect(new Money(usd.available).eq(new Money(50_000).plus(rec.netResult!))).toBe(true);
    expect(usd.frozen).toBe('0');
    const lines: Array<{ kind: string; reference_no: string; reference_label: string }> = await app.ds.query(
      `SELECT e.kind, e.reference_no, e.reference_label FROM ledger_entries e WHERE e.reference_type = 'intraday_application' AND e.reference_id = $1`,
      [applied.id],
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.reference_no === applied.orderNo && l.reference_label === 'US:AAPL')).toBe(true);
    expect(lines.map((l) => l.kind)).toContain('intraday_settled');
    uninterrupted = rec.trades;
  }, 240_000);
});

describe('the daily loss limit (23 Nov 2026)', () => {
  it('a gap through the limit closes the position and stops the strategy for the day', async () => {
    const { app, market, ops } = await setup('2026-11-23');
    const u = await strategyUser(app, ops, '50000');
    app.clock.set(new Date('2026-11-23T14:20:00Z'));
    const applied = await apply(u, '10000');
    await play(app, market, DAY2);
    const rec = await record(u, applied.id);
    // One entry, closed by the loss limit; the later rally above the range high is not traded.
    expect(rec.trades.map((t) => t.exitReason)).toEqual(['LOSS_LIMIT']);
    expect(new Money(rec.realisedNet).lte(-200)).toBe(true);
    await checkSession(app, market, u, rec, CLOSE2, '10000');
    const [row]: Array<{ finished_reason: string }> = await app.ds.query(
      'SELECT finished_reason FROM intraday_applications WHERE id = $1',
      [applied.id],
    );
    expect(row.finished_reason).toBe('loss_limit');
  }, 240_000);
});

describe('a restart in the middle of the session', () => {
  it('resumes from the database exactly: the same trades as without the restart, no order twice', async () => {
    const { app, market, ops, hooks } = await setup('2026-11-20');
    const u = await strategyUser(app, ops, '50000');
    app.clock.set(new Date('2026-11-20T14:20:00Z'));
    const applied = await apply(u, '10000');
    // The first process runs until just before its third entry (its second position was stopped out at 16:01:35).
    const signal = new Date('2026-11-20T16:01:50Z');
    await play(app, market, DAY1, { until: signal });
    const before = await record(u, applied.id);
    expect(before.trades.map((t) => t.exitReason)).toEqual(['TARGET', 'STOP']);

    // The next tick is recorded while no process steps (the old one is going down).
    hooks.run = async () => {};
    await play(app, market, DAY1, { from: signal, until: new Date('2026-11-20T16:02:00Z') });

    // A new process: its own connection pool and services, nothing in memory but what the database holds.
    const ds = createDataSource(app.appDbUrl, { applicationName: 'vela-restarted', poolSize: 4 });
    await ds.initialize();
    const restarted: Services = createServices({ ds, config: app.config, clock: app.clock, bus: null });
    extra.push(async () => {
      await restarted.close();
      await ds.destroy();
    });
    // The old process finishing its step and the new one starting, at once, on the same breakout: one order.
    await Promise.all([app.services.intradayEngine.sweep(), restarted.intradayEngine.sweep(), restarted.intradayEngine.sweep()]);
    const after = await record(u, applied.id);
    expect(after.trades.length).toBe(3);
    expect(after.holding).toBe(true);

    hooks.run = (s) => afterTicks(restarted, s);
    await play(app, market, DAY1, { from: new Date('2026-11-20T16:02:00Z') });

    const rec = await record(u, applied.id);
    const strip = (t: TradeOut) => [t.seq, t.shares, t.buyPrice, t.sellPrice, t.exitReason, t.netProfit];
    expect(rec.trades.map(strip)).toEqual(uninterrupted.map(strip));
    const [{ orders }]: Array<{ orders: number }> = await app.ds.query('SELECT count(*)::int AS orders FROM orders WHERE user_id = $1', [
      u.user.id,
    ]);
    expect(orders).toBe(rec.trades.length);
    await checkSession(app, market, u, rec, CLOSE1, '10000');
  }, 240_000);
});

describe('a position of the strategy closed by the user', () => {
  it('is booked at the next step (exit OUTSIDE) and stops the strategy for the day; while held, its result so far is the figure Trade shows', async () => {
    const { app, market, ops } = await setup('2026-11-20');
    const u = await strategyUser(app, ops, '50000');
    app.clock.set(new Date('2026-11-20T14:20:00Z'));
    const applied = await apply(u, '10000');
    // Until just after the first entry (14:48:05).
    await play(app, market, DAY1, { until: new Date('2026-11-20T14:48:20Z') });
    const holding = await record(u, applied.id);
    expect(holding.holding).toBe(true);
    const positionId = holding.trades[0].positionId;
    // Issue 30 item 2: the result so far is live, the same figure Trade shows for the position (marked at the
    // quote, net of the charges paid and due), not the 0.00 of nothing closed yet.
    const inTrade = await u.client.exec<{ position: { profit: string } }>(`query P($id: ID!) { position(id: $id) { profit } }`, {
      id: positionId,
    });
    expect(inTrade.errors).toBeUndefined();
    expect(new Money(holding.realisedNet).eq(0)).toBe(true);
    expect(new Money(holding.resultNow).eq(inTrade.data!.position.profit)).toBe(true);
    expect(new Money(holding.resultNow).eq(0)).toBe(false);
    // Stop and target on the instrument's tick (AAPL: 0.01), like every other price of the record.
    expect(holding.trades[0].stopPrice).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(holding.trades[0].targetPrice).toMatch(/^\d+(\.\d{1,2})?$/);
    const closed = await u.client.exec<{ closePosition: { id: string; status: string } }>(
      `mutation C($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }`,
      { id: positionId, key: newKey() },
    );
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closePosition.status).toBe('CLOSED');
    await play(app, market, DAY1, { from: new Date('2026-11-20T14:48:20Z'), until: new Date('2026-11-20T14:49:00Z') });
    const after = await record(u, applied.id);
    expect(after.trades[0].exitReason).toBe('OUTSIDE');
    expect(after.holding).toBe(false);
    expect(new Money(after.realisedNet).eq(after.trades[0].netProfit!)).toBe(true);
    // Issue 30 item 3: the user took the position back, so the strategy stopped for the day: finished with
    // the result, its amount released (nothing held), and no later breakout buys again.
    expect(after.phase).toBe('FINISHED');
    expect(new Money(after.netResult!).eq(after.trades[0].netProfit!)).toBe(true);
    expect(new Money(after.resultNow).eq(after.netResult!)).toBe(true);
    const pending: unknown[] = await app.ds.query(`SELECT 1 FROM ledger_holds WHERE owner_id = $1 AND status = 'pending'`, [u.user.id]);
    expect(pending).toEqual([]);
    await play(app, market, DAY1, { from: new Date('2026-11-20T14:49:00Z'), until: new Date('2026-11-20T16:05:00Z') });
    expect((await record(u, applied.id)).trades.length).toBe(1);
    expect((await app.services.ledger.check()).problems).toEqual([]);
  }, 120_000);
});
