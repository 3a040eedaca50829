import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// Issue 31, the stop-out warning: a leveraged or short position whose equity falls to the warning level
// (MARGIN_WARNING_RATIO of its margin, 0.75 by default, above the close-out level 0.5) tells its owner
// once, "near stop-out", before the stop-out closes it. Same rules as a stop-out: a market in session
// and a quote no older than QUOTE_MAX_AGE_SECONDS (10 s here), or nothing.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let n = 0;
const key = () => `warn-key-${++n}-${Date.now()}`;

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const LIST = `query { notifications(first: 20) { items { kind category link params { key value } } unreadCount } }`;
const POSITION = `query($id: ID!) { position(id: $id) { status sellingType } }`;

// 10 AAPL long at the ask 200.10, 2×: margin 1,000.50. Warned when equity (margin + (bid − 200.10) × 10)
// ≤ 750.375, i.e. the bid at 175.08 or below; stopped out at ≤ 500.25, the bid at 150.07 or below.
const OPENING: [string, string, string] = ['US:AAPL', '200.00', '200.10'];
const ABOVE_WARNING: [string, string, string] = ['US:AAPL', '180.00', '180.10'];
const AT_WARNING: [string, string, string] = ['US:AAPL', '175.00', '175.10'];
const LOWER_STILL: [string, string, string] = ['US:AAPL', '170.00', '170.10'];
const AT_STOP_OUT: [string, string, string] = ['US:AAPL', '150.00', '150.10'];

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 });
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday: New York in session
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([OPENING]);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

/** A funded user with a fresh 2× long of 10 AAPL, opened at the opening quote. */
async function leveragedLong(): Promise<{ u: TestUser; positionId: string }> {
  const u = await app.registerUser();
  await fundUser(app, ops, u, 'USD', '10000');
  await market.tick([OPENING]);
  const r = await u.client.exec<{ placeOrder: { positionId: string } }>(PLACE, {
    input: { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, leverage: 2, idempotencyKey: key() },
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return { u, positionId: r.data!.placeOrder.positionId };
}

async function kinds(userId: string, kind: string): Promise<Array<{ params: Record<string, string> }>> {
  return app.ds.query('SELECT params FROM notifications WHERE user_id = $1 AND kind = $2', [userId, kind]);
}

async function atRiskEvents(userId: string): Promise<number> {
  const [{ c }] = await app.ds.query(
    `SELECT count(*)::int AS c FROM user_events WHERE user_id = $1 AND type = 'POSITION_UPDATED' AND payload->>'status' = 'at_risk'`,
    [userId],
  );
  return c;
}

describe('stop-out warning (issue 31)', () => {
  it('warns once when the quote falls to the warning level, not again as it falls further, then the stop-out closes it', async () => {
    const { u, positionId } = await leveragedLong();
    await market.tick([ABOVE_WARNING]);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toEqual([]);

    await market.tick([AT_WARNING]);
    const listed = await u.client.exec<{
      notifications: { items: Array<{ kind: string; category: string; link: string; params: Array<{ key: string; value: string }> }> };
    }>(LIST);
    expect(listed.errors).toBeUndefined();
    const warning = listed.data!.notifications.items.filter((i) => i.kind === 'POSITION_STOP_OUT_WARNING');
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatchObject({ category: 'ORDERS', link: '/pages/trade/index?tab=positions' });
    expect(Object.fromEntries(warning[0].params.map((p) => [p.key, p.value]))).toEqual({ id: positionId, symbol: 'US:AAPL' });
    // Still open: a warning closes nothing.
    expect((await u.client.exec<{ position: { status: string } }>(POSITION, { id: positionId })).data!.position.status).toBe('OPEN');

    // The same level again, lower still, and a sweep of every symbol (the job): still one warning.
    await market.tick([AT_WARNING]);
    await market.tick([LOWER_STILL]);
    expect(await app.services.tradingEngine.riskSweep()).toBe(0);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toHaveLength(1);
    expect(await atRiskEvents(u.user.id)).toBe(1);

    // A further fall to the close-out level stops it out, with its own notification.
    await market.tick([AT_STOP_OUT]);
    const closed = await u.client.exec<{ position: { status: string; sellingType: string } }>(POSITION, { id: positionId });
    expect(closed.data!.position).toEqual({ status: 'CLOSED', sellingType: 'STOP_OUT' });
    expect(await kinds(u.user.id, 'POSITION_STOPPED_OUT')).toHaveLength(1);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toHaveLength(1);
  });

  it('a fall straight past the warning level to the close-out level stops out without a warning', async () => {
    const { u } = await leveragedLong();
    await market.tick([AT_STOP_OUT]);
    expect(await kinds(u.user.id, 'POSITION_STOPPED_OUT')).toHaveLength(1);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toEqual([]);
  });

  it('two sweeps at once (and the tick’s own) warn once', async () => {
    const { u } = await leveragedLong();
    await market.tick([AT_WARNING], { wait: false });
    const engine = app.services.tradingEngine;
    await Promise.all([engine.riskSweep(['US:AAPL']), engine.riskSweep(['US:AAPL']), engine.riskSweep()]);
    await market.feed.settled();
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toHaveLength(1);
    expect(await atRiskEvents(u.user.id)).toBe(1);
  });

  it('an unleveraged long is not watched: no warning at any level', async () => {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '10000');
    await market.tick([OPENING]);
    const r = await u.client.exec(PLACE, {
      input: { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, leverage: 1, idempotencyKey: key() },
    });
    expect(r.errors).toBeUndefined();
    await market.tick([AT_WARNING]);
    await market.tick([AT_STOP_OUT]);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toEqual([]);
  });

  it('a stale quote at the warning level warns nothing; the next fresh one does', async () => {
    const { u } = await leveragedLong();
    // The stored quote is at the warning level, but 30 s old by the time the engine looks.
    const at = app.clock.now();
    await app.ds.query(`UPDATE quotes SET bid = 175.00, ask = 175.10, at = $1 WHERE symbol = 'US:AAPL'`, [at]);
    app.clock.set(new Date(at.getTime() + 30_000));
    expect(await app.services.tradingEngine.riskSweep(['US:AAPL'])).toBe(0);
    expect(await app.services.tradingEngine.riskSweep()).toBe(0);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toEqual([]);
    await market.tick([AT_WARNING]);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toHaveLength(1);
  });

  // Last: it moves the clock past the close and on to Monday's session.
  it('a closed market warns nothing; the warning comes with the first quote in session', async () => {
    const { u } = await leveragedLong();
    app.clock.set(new Date('2026-11-20T21:30:00Z')); // Friday 16:30 in New York: closed
    await market.tick([AT_WARNING]);
    expect(await app.services.tradingEngine.riskSweep()).toBe(0);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toEqual([]);
    app.clock.set(new Date('2026-11-23T15:00:00Z')); // Monday 10:00 in New York
    await market.tick([AT_WARNING]);
    expect(await kinds(u.user.id, 'POSITION_STOP_OUT_WARNING')).toHaveLength(1);
  });
});
