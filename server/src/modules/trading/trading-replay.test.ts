import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// Issue 11, item 11, for orders: a key keeps its first business answer. A replay answers from the key
// alone (market hours and quotes are not asked again), and a refusal such as INSUFFICIENT_FUNDS stays
// the key's answer after the user has the money.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let n = 0;
const key = () => `replay-key-${++n}-${Date.now()}`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id orderNo status positionId } }`;
const BALANCES = `query { balances { currency available frozen } }`;
const PREVIEW = `query($input: OrderPreviewInput!) { orderPreview(input: $input) { marketOpen } }`;

type Placed = { id: string; orderNo: string; status: string; positionId: string | null };
const ORDER_FIELDS = `id orderNo symbol market orderType direction shares leverage limitPrice heldAmount quoteCurrency
  settlementCurrency status positionId cancelReason createdAt closedAt`;
const PLACE_FULL = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;
const ORDER = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

const IN_SESSION = new Date('2026-11-20T15:00:00Z'); // Friday 10:00 in New York
const AFTER_CLOSE = new Date('2026-11-20T21:30:00Z'); // Friday 16:30 in New York: closed

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(IN_SESSION);
  market = await scriptedMarket(app);
  ops = await app.createOps();
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

const market10 = { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, leverage: 1 };

async function usd(u: TestUser): Promise<{ available: string; frozen: string }> {
  const r = await u.client.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  expect(r.errors).toBeUndefined();
  const b = r.data!.balances.find((x) => x.currency === 'USD')!;
  return { available: b.available, frozen: b.frozen };
}

async function countOf(table: 'orders' | 'positions', userId: string): Promise<number> {
  const [{ n }] = await app.ds.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]);
  return n;
}

/** In session, with a fresh quote: a new user with this many USD. */
async function fundedUser(usdAmount: string): Promise<TestUser> {
  app.clock.set(IN_SESSION);
  await market.tick([['US:AAPL', '200.00', '200.10']]);
  const u = await app.registerUser();
  await fundUser(app, ops, u, 'USD', usdAmount);
  return u;
}

describe('placing an order again with its idempotency key (issue 11, item 11)', () => {
  it('after the close, the same key answers the order placed in session; a new key is MARKET_CLOSED', async () => {
    const u = await fundedUser('10000');
    const input = { ...market10, idempotencyKey: key() };
    const first = await u.client.exec<{ placeOrder: Placed }>(PLACE, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data!.placeOrder.status).toBe('FILLED');
    const after = await usd(u);
    expect(after.available).toBe('7998'); // 10 000 − 10 × 200.10 − 1 commission

    app.clock.set(AFTER_CLOSE);
    const preview = await u.client.exec<{ orderPreview: { marketOpen: boolean } }>(PREVIEW, { input: market10 });
    expect(preview.data?.orderPreview.marketOpen).toBe(false);

    const again = await u.client.exec<{ placeOrder: Placed }>(PLACE, { input });
    expect(again.errors).toBeUndefined();
    expect(again.data!.placeOrder).toEqual(first.data!.placeOrder);
    expect(await countOf('orders', u.user.id)).toBe(1);
    expect(await countOf('positions', u.user.id)).toBe(1);
    expect(await usd(u)).toEqual(after);

    const fresh = await u.client.exec(PLACE, { input: { ...market10, idempotencyKey: key() } });
    expect(codeOf(fresh)).toBe('MARKET_CLOSED');
    expect(await countOf('orders', u.user.id)).toBe(1);
    expect(await usd(u)).toEqual(after);
  });

  it('a key first answered INSUFFICIENT_FUNDS answers it again after the user is funded; nothing is placed', async () => {
    const u = await fundedUser('100');
    const input = { ...market10, idempotencyKey: key() };
    expect(codeOf(await u.client.exec(PLACE, { input }))).toBe('INSUFFICIENT_FUNDS');

    await fundUser(app, ops, u, 'USD', '10000');
    expect(codeOf(await u.client.exec(PLACE, { input }))).toBe('INSUFFICIENT_FUNDS');
    expect(await countOf('orders', u.user.id)).toBe(0);
    const holds: unknown[] = await app.ds.query(`SELECT 1 FROM ledger_holds WHERE owner_id = $1 AND status = 'pending'`, [u.user.id]);
    expect(holds).toEqual([]);
    expect(await usd(u)).toEqual({ available: '10100', frozen: '0' });

    // A new key is a new attempt, and goes through with the money now there.
    const fresh = await u.client.exec<{ placeOrder: Placed }>(PLACE, { input: { ...input, idempotencyKey: key() } });
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.placeOrder.status).toBe('FILLED');
    expect(await countOf('orders', u.user.id)).toBe(1);
  });

  it('with the quote gone stale, the same key answers the order placed; a new key is QUOTE_STALE', async () => {
    const u = await fundedUser('10000');
    const input = { ...market10, idempotencyKey: key() };
    const first = await u.client.exec<{ placeOrder: Placed }>(PLACE, { input });
    expect(first.data!.placeOrder.status).toBe('FILLED');
    const after = await usd(u);

    app.clock.set(new Date(IN_SESSION.getTime() + 10 * 60_000)); // in session, no tick for ten minutes
    const again = await u.client.exec<{ placeOrder: Placed }>(PLACE, { input });
    expect(again.errors).toBeUndefined();
    expect(again.data!.placeOrder).toEqual(first.data!.placeOrder);
    expect(codeOf(await u.client.exec(PLACE, { input: { ...market10, idempotencyKey: key() } }))).toBe('QUOTE_STALE');
    expect(await countOf('orders', u.user.id)).toBe(1);
    expect(await usd(u)).toEqual(after);
  });

  it('the placed order, market or limit, answers exactly what the order query reads back', async () => {
    const u = await fundedUser('10000');
    const limit = { ...market10, orderType: 'LIMIT', limitPrice: '150.00' };
    for (const input of [market10, limit]) {
      const placed = await u.client.exec<{ placeOrder: Record<string, unknown> }>(PLACE_FULL, {
        input: { ...input, idempotencyKey: key() },
      });
      expect(placed.errors).toBeUndefined();
      const read = await u.client.exec<{ order: Record<string, unknown> }>(ORDER, { id: placed.data!.placeOrder.id });
      expect(placed.data!.placeOrder).toEqual(read.data!.order);
      expect(placed.data!.placeOrder.status).toBe(input === limit ? 'PENDING' : 'FILLED');
    }
  });
});
