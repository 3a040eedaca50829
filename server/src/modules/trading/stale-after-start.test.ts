import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GqlClient, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { tradingModule } from './trading.module';

// Issue 11, item 10: "right after start, fills used a 71 s old quote". A process starts while the feed
// has not ticked since: the latest recorded quote is 71 s old, past QUOTE_MAX_AGE_SECONDS (10 s here).
// A market order is QUOTE_STALE with nothing held or filled, and the trading sweep (which runs right
// after a start to catch what a restart missed) matches no limit order on that quote.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let n = 0;
const key = () => `start-key-${++n}-${Date.now()}`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status heldAmount positionId } }`;
const ORDER = `query($id: ID!) { order(id: $id) { id status positionId } }`;
const BALANCES = `query { balances { currency available frozen } }`;

const LAST_TICK = new Date('2026-11-20T15:00:00Z'); // Friday 10:00 in New York, in session
const STARTED = new Date('2026-11-20T15:01:11Z'); // 71 s later: a new process, no tick since

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 });
  app.clock.set(LAST_TICK);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([['US:AAPL', '200.00', '200.10']]);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

const order10 = { symbol: 'US:AAPL', direction: 'LONG', shares: 10, leverage: 1 };

async function usd(client: GqlClient): Promise<{ available: string; frozen: string }> {
  const r = await client.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  expect(r.errors).toBeUndefined();
  const b = r.data!.balances.find((x) => x.currency === 'USD')!;
  return { available: b.available, frozen: b.frozen };
}

async function rows(sql: string, userId: string): Promise<unknown[]> {
  return app.ds.query(sql, [userId]);
}

describe('right after a start, before the feed ticks (issue 11, item 10)', () => {
  it('a market order on the 71 s old quote is QUOTE_STALE, nothing held or filled; no limit order matches on it', async () => {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '10000');
    app.clock.set(STARTED);
    const api = await app.startAnotherApi(); // the freshly started process
    const client = new GqlClient(`http://127.0.0.1:${api.port}`, u.client.cookie);

    const refused = await client.exec(PLACE, { input: { ...order10, orderType: 'MARKET', idempotencyKey: key() } });
    expect(codeOf(refused)).toBe('QUOTE_STALE');
    expect(await usd(client)).toEqual({ available: '10000', frozen: '0' });
    expect(await rows('SELECT 1 FROM orders WHERE user_id = $1', u.user.id)).toEqual([]);
    expect(await rows(`SELECT 1 FROM ledger_holds WHERE owner_id = $1`, u.user.id)).toEqual([]);
    expect(await rows('SELECT 1 FROM positions WHERE user_id = $1', u.user.id)).toEqual([]);

    // A limit order the stale ask (200.10) crosses waits with its hold; the sweep fills nothing on it.
    const placed = await client.exec<{ placeOrder: { id: string; status: string; heldAmount: string } }>(PLACE, {
      input: { ...order10, orderType: 'LIMIT', limitPrice: '200.50', idempotencyKey: key() },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.status).toBe('PENDING');
    const { id, heldAmount } = placed.data!.placeOrder;
    const waiting = await usd(client);
    expect(waiting.frozen).toBe(heldAmount);

    const sweep = tradingModule.jobs!.find((j) => j.name === 'trading-risk-sweep')!;
    await sweep.run(app.services);
    expect((await client.exec<{ order: { status: string } }>(ORDER, { id })).data?.order.status).toBe('PENDING');
    expect(await rows('SELECT 1 FROM positions WHERE user_id = $1', u.user.id)).toEqual([]);
    expect(await usd(client)).toEqual(waiting);

    // The feed's first tick after the start: the same order fills on the fresh quote.
    await market.tick([['US:AAPL', '200.00', '200.10']]);
    const filled = await client.exec<{ order: { status: string; positionId: string | null } }>(ORDER, { id });
    expect(filled.data?.order.status).toBe('FILLED');
    expect(filled.data?.order.positionId).toEqual(expect.any(String));
    expect((await usd(client)).frozen).toBe('0');
  });
});
