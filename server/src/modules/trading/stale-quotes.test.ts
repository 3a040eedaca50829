import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// Issue 11, item 10: no stale quote fills anything. While a market is in session, a quote older than
// QUOTE_MAX_AGE_SECONDS (10 s here) refuses market orders and closes with QUOTE_STALE, and the engine
// (limit fills, stop-outs, end of day) waits for a fresh one instead of acting on it.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let n = 0;
const key = () => `stale-key-${++n}-${Date.now()}`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }`;
const ORDER = `query($id: ID!) { order(id: $id) { id status } }`;

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 });
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday: New York in session
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([['US:AAPL', '200.00', '200.10']]);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

async function trader(): Promise<TestUser> {
  const u = await app.registerUser();
  await fundUser(app, ops, u, 'USD', '10000');
  return u;
}

const market10 = { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, leverage: 1 };

describe('stale quotes (issue 11, item 10)', () => {
  it('a market order or a close on a quote older than the limit gets QUOTE_STALE, and nothing moves', async () => {
    const u = await trader();
    app.clock.set(new Date('2026-11-20T15:00:05Z'));
    const opened = await u.client.exec<{ placeOrder: { positionId: string } }>(PLACE, { input: { ...market10, idempotencyKey: key() } });
    expect(opened.errors).toBeUndefined();
    app.clock.set(new Date('2026-11-20T15:00:11Z')); // the quote of 15:00:00 is 11 s old
    const refused = await u.client.exec(PLACE, { input: { ...market10, idempotencyKey: key() } });
    expect(codeOf(refused)).toBe('QUOTE_STALE');
    const close = await u.client.exec(CLOSE, { id: opened.data!.placeOrder.positionId, key: key() });
    expect(codeOf(close)).toBe('QUOTE_STALE');
    const orders: unknown[] = await app.ds.query('SELECT 1 FROM orders WHERE user_id = $1', [u.user.id]);
    expect(orders).toHaveLength(1);
    // A fresh tick and the same request goes through (QUOTE_STALE left the key free).
    await market.tick([['US:AAPL', '200.00', '200.10']]);
    const retried = await u.client.exec(CLOSE, { id: opened.data!.placeOrder.positionId, key: key() });
    expect(retried.errors).toBeUndefined();
  });

  it('the engine does not fill a limit order on a stale quote; it fills on the next fresh one', async () => {
    const u = await trader();
    await market.tick([['US:AAPL', '200.00', '200.10']]);
    const placed = await u.client.exec<{ placeOrder: { id: string; status: string } }>(PLACE, {
      input: { ...market10, orderType: 'LIMIT', limitPrice: '199', idempotencyKey: key() },
    });
    expect(placed.data?.placeOrder.status).toBe('PENDING');
    const id = placed.data!.placeOrder.id;
    // The stored quote crosses the limit, but it is 30 s old by the time the engine looks.
    const at = app.clock.now();
    await app.ds.query(`UPDATE quotes SET bid = 198.80, ask = 198.90, at = $1 WHERE symbol = 'US:AAPL'`, [at]);
    app.clock.set(new Date(at.getTime() + 30_000));
    expect(await app.services.tradingEngine.matchLimitOrders(['US:AAPL'])).toBe(0);
    expect(await app.services.tradingEngine.riskSweep(['US:AAPL'])).toBe(0);
    expect((await u.client.exec<{ order: { status: string } }>(ORDER, { id })).data?.order.status).toBe('PENDING');
    await market.tick([['US:AAPL', '198.80', '198.90']]);
    expect((await u.client.exec<{ order: { status: string } }>(ORDER, { id })).data?.order.status).toBe('FILLED');
  });
});
