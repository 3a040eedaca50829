import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GqlClient, type GqlResult, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { Money } from '../../shared/money';
import { sessionOn } from '../market-data/calendar/calendar-rules';
import { MarketCode } from '../market-data/market-code';

// Issue 33, protective and conditional orders, through the real API (HTTP, GraphQL, PostgreSQL) with
// quotes arriving through the real feed from a scripted provider and time from the test clock: stop,
// stop-limit and trailing-stop entries (trigger, gap), brackets and a position's take-profit and
// stop-loss (OCO in the closing transaction), time in force (DAY at the close, a partial session, GTC at
// the next quarter's last close), amendments (also racing a fill), replayed keys, stale and closed quotes.
// The ledger check is clean after every test. Each describe trades its own symbol, so one test's book
// never meets another's quotes; the clock only moves forward (the feed refuses a quote older than the last).

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let n = 0;
const key = () => `protect-key-${++n}-${Date.now()}`;

type Quote = [symbol: string, bid: string, ask: string];

interface OrderView {
  id: string;
  orderNo: string;
  status: string;
  orderType: string;
  direction: string;
  shares: number;
  limitPrice: string | null;
  stopPrice: string | null;
  trailAmount: string | null;
  trailPercent: string | null;
  currentStop: string | null;
  timeInForce: string | null;
  expiresAt: string | null;
  takeProfit: string | null;
  stopLoss: string | null;
  version: number;
  triggeredAt: string | null;
  triggerPrice: string | null;
  gapped: boolean | null;
  heldAmount: string | null;
  positionId: string | null;
  cancelReason: string | null;
}

interface PositionView {
  id: string;
  status: string;
  direction: string;
  shares: number;
  margin: string;
  buyPrice: string;
  sellPrice: string | null;
  sellingType: string | null;
  takeProfit: string | null;
  stopLoss: string | null;
  stopLossTrailAmount: string | null;
  stopLossTrailPercent: string | null;
  triggerPrice: string | null;
  gapped: boolean | null;
}

const ORDER_FIELDS = `id orderNo status orderType direction shares limitPrice stopPrice trailAmount trailPercent currentStop timeInForce expiresAt
  takeProfit stopLoss version triggeredAt triggerPrice gapped heldAmount positionId cancelReason`;
const POSITION_FIELDS = `id status direction shares margin buyPrice sellPrice sellingType takeProfit stopLoss stopLossTrailAmount stopLossTrailPercent
  triggerPrice gapped`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;
const ORDER = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const PENDING = `query { orders(first: 50) { items { ${ORDER_FIELDS} } } }`;
const POSITION = `query($id: ID!) { position(id: $id) { ${POSITION_FIELDS} } }`;
const PROTECT = `mutation($input: PositionProtectionInput!) { setPositionProtection(input: $input) { ${POSITION_FIELDS} } }`;
const AMEND = `mutation($input: AmendOrderInput!) { amendOrder(input: $input) { ${ORDER_FIELDS} } }`;
const VERSIONS = `query($id: ID!) { orderVersions(id: $id) { version shares limitPrice stopPrice trailAmount trailPercent heldAmount at } }`;
const PREVIEW = `query($input: OrderPreviewInput!) { orderPreview(input: $input) {
  orderType price totalCost gapRisk expiresAt timeInForce stopPrice currentStop takeProfit stopLoss } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { ${POSITION_FIELDS} } }`;
const BALANCES = `{ portfolio { balances { currency available frozen } } }`;

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 });
  app.clock.set(new Date('2026-11-20T02:00:00Z')); // Friday 10:00 in Taipei: Taiwan in session (New York closed)
  market = await scriptedMarket(app);
  ops = await app.createOps();
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});
afterEach(async () => {
  // The ledger check is clean after every scenario (and no margin account differs from its positions).
  const report = await app.services.ledger.check();
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
});

/** One tick through the feed, a second after the last (the engine runs after it). */
async function tick(...quotes: Quote[]): Promise<void> {
  app.clock.advance(1000);
  await market.tick(quotes);
}

async function trader(usd = '10000'): Promise<TestUser> {
  const u = await app.registerUser();
  await fundUser(app, ops, u, 'USD', usd);
  return u;
}

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

function place(u: TestUser, input: Record<string, unknown>, idempotencyKey = key()) {
  return u.client.exec<{ placeOrder: OrderView }>(PLACE, { input: { leverage: 1, idempotencyKey, ...input } });
}

async function placed(u: TestUser, input: Record<string, unknown>): Promise<OrderView> {
  return ok(await place(u, input)).placeOrder;
}

async function order(u: TestUser, id: string): Promise<OrderView> {
  return ok(await u.client.exec<{ order: OrderView }>(ORDER, { id })).order;
}

async function position(u: TestUser, id: string): Promise<PositionView> {
  return ok(await u.client.exec<{ position: PositionView }>(POSITION, { id })).position;
}

function protect(u: TestUser, input: Record<string, unknown>, idempotencyKey = key()) {
  return u.client.exec<{ setPositionProtection: PositionView }>(PROTECT, { input: { idempotencyKey, ...input } });
}

function amend(u: TestUser, input: Record<string, unknown>, idempotencyKey = key()) {
  return u.client.exec<{ amendOrder: OrderView }>(AMEND, { input: { idempotencyKey, ...input } });
}

async function balance(u: TestUser, currency = 'USD'): Promise<{ available: string; frozen: string }> {
  const r = ok(await u.client.exec<{ portfolio: { balances: Array<{ currency: string; available: string; frozen: string }> } }>(BALANCES));
  const b = r.portfolio.balances.find((x) => x.currency === currency);
  return { available: b?.available ?? '0', frozen: b?.frozen ?? '0' };
}

const minus = (a: string, b: string | null) => new Money(a).minus(b ?? 0).toFixed();

/** What rests on the book for a position (its take-profit and stop-loss). */
async function bookOfPosition(positionId: string): Promise<Array<{ kind: string; side: string; limit_price: string | null }>> {
  return app.ds.query('SELECT kind, side, limit_price::text FROM resting_orders WHERE position_id = $1 ORDER BY kind', [positionId]);
}

async function bookOfOrder(orderId: string): Promise<Array<{ kind: string; trail_best: string | null; trigger_price: string | null }>> {
  return app.ds.query('SELECT kind, trail_best::text, trigger_price::text FROM resting_orders WHERE order_id = $1', [orderId]);
}

/**
 * The position's protection history: [kind, action, reason], in order; the two exits a close ends (one
 * statement's rows, in no set order) by kind.
 */
async function protectionEvents(positionId: string): Promise<Array<[string, string, string | null]>> {
  const rows: Array<{ kind: string; action: string; reason: string | null }> = await app.ds.query(
    `SELECT kind, action, reason FROM protection_events WHERE position_id = $1
     ORDER BY action IN ('filled', 'cancelled'), CASE WHEN action IN ('filled', 'cancelled') THEN kind END, id`,
    [positionId],
  );
  return rows.map((r) => [r.kind, r.action, r.reason]);
}

async function pendingHolds(orderId: string): Promise<number> {
  const [{ c }] = await app.ds.query(`SELECT count(*)::int AS c FROM ledger_holds WHERE reference_id = $1 AND status = 'pending'`, [
    orderId,
  ]);
  return c;
}

/** The user's notifications of orders and positions (a deposit's own notice left out). */
async function notificationKinds(userId: string): Promise<string[]> {
  const rows: Array<{ kind: string }> = await app.ds.query(
    `SELECT kind FROM notifications WHERE user_id = $1 AND (kind LIKE 'ORDER%' OR kind LIKE 'POSITION%') ORDER BY id`,
    [userId],
  );
  return rows.map((r) => r.kind);
}

/** The closing transaction's id (xmin) of a position's close and of its exits' filled/cancelled events. */
async function closeTransactions(positionId: string): Promise<{ close: string; exits: string[] }> {
  const [c] = await app.ds.query('SELECT xmin::text AS x FROM position_closes WHERE position_id = $1', [positionId]);
  const exits: Array<{ x: string }> = await app.ds.query(
    `SELECT DISTINCT xmin::text AS x FROM protection_events WHERE position_id = $1 AND action IN ('filled', 'cancelled')`,
    [positionId],
  );
  return { close: c.x, exits: exits.map((e) => e.x) };
}

// ---------------------------------------------------------------------------------------------------
// Taiwan first: its session is the early hours UTC, before New York's (the clock only moves forward).

describe("Taiwan's daily limits (±10 % of the previous close)", () => {
  // The scripted provider's first quote of a day sets its previous close: (200.00 + 200.50) / 2 = 200.25.
  // Limits on the TWSE ladder (0.5 between 100 and 500): up 220.275 → 220.0, down 180.225 → 180.5.
  const TW: Quote = ['TW:2317', '200.0', '200.5'];

  it('refuses a take-profit, a stop-loss or a stop outside them (PRICE_OUTSIDE_DAILY_LIMIT); at the limit is fine', async () => {
    const u = await trader();
    await tick(TW);
    const opened = await placed(u, { symbol: 'TW:2317', orderType: 'MARKET', direction: 'LONG', shares: 1000 });
    const id = opened.positionId as string;
    const before = await bookOfPosition(id);

    const above = await protect(u, { positionId: id, takeProfit: '220.5' });
    expect(codeOf(above)).toBe('PRICE_OUTSIDE_DAILY_LIMIT');
    expect(above.errors?.[0].extensions?.details).toEqual({ down: '180.5', up: '220' });
    expect(codeOf(await protect(u, { positionId: id, stopLoss: '180' }))).toBe('PRICE_OUTSIDE_DAILY_LIMIT');
    expect(await bookOfPosition(id)).toEqual(before);
    expect(await protectionEvents(id)).toEqual([]);

    // A stop entry beyond the limit is refused too, and places nothing.
    const stop = await place(u, { symbol: 'TW:2317', orderType: 'STOP', direction: 'LONG', shares: 1000, stopPrice: '221' });
    expect(codeOf(stop)).toBe('PRICE_OUTSIDE_DAILY_LIMIT');
    const [{ c }] = await app.ds.query('SELECT count(*)::int AS c FROM orders WHERE user_id = $1', [u.user.id]);
    expect(c).toBe(1);

    // Exactly at the limits is allowed.
    const set = ok(await protect(u, { positionId: id, takeProfit: '220', stopLoss: '180.5' })).setPositionProtection;
    expect(set).toMatchObject({ takeProfit: '220', stopLoss: '180.5' });
    ok(await u.client.exec(CLOSE, { id, key: key() }));
  });
});

describe('in New York', () => {
  beforeAll(() => {
    app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday 10:00 in New York
  });

  describe('STOP entries', () => {
    it('a buy stop above the ask rests with a hold, ignores a quote short of it and fills at the ask that reaches it', async () => {
      const u = await trader();
      await tick(['US:MSFT', '400.00', '400.10']);
      const o = await placed(u, { symbol: 'US:MSFT', orderType: 'STOP', direction: 'LONG', shares: 5, stopPrice: '405.00' });
      expect(o).toMatchObject({
        status: 'PENDING',
        orderType: 'STOP',
        stopPrice: '405',
        currentStop: '405',
        timeInForce: 'GTC',
        version: 1,
        triggeredAt: null,
        positionId: null,
      });
      expect(o.expiresAt).not.toBeNull();
      // Held at the stop: 5 × 405.00 + the commission.
      expect(new Money(o.heldAmount as string).gt(2025)).toBe(true);
      expect(await balance(u)).toEqual({ available: minus('10000', o.heldAmount), frozen: o.heldAmount });
      expect(await pendingHolds(o.id)).toBe(1);
      // Trade → pending orders lists it with its type, trigger, time in force and expiry.
      const listed = ok(await u.client.exec<{ orders: { items: OrderView[] } }>(PENDING)).orders.items;
      expect(listed.map((x) => [x.id, x.orderType, x.currentStop, x.timeInForce])).toEqual([[o.id, 'STOP', '405', 'GTC']]);

      await tick(['US:MSFT', '403.00', '403.10']);
      expect((await order(u, o.id)).status).toBe('PENDING');
      await tick(['US:MSFT', '404.90', '405.00']);
      const triggeredAt = app.clock.now().toISOString();
      const filled = await order(u, o.id);
      expect(filled).toMatchObject({ status: 'FILLED', triggerPrice: '405', gapped: false, triggeredAt, currentStop: null });
      const p = await position(u, filled.positionId as string);
      expect(p).toMatchObject({ status: 'OPEN', direction: 'LONG', shares: 5, buyPrice: '405' });
      const [trigger] = await app.ds.query(
        'SELECT stop_price::text, bid::text, ask::text, gapped FROM order_triggers WHERE order_id = $1',
        [o.id],
      );
      expect(trigger).toEqual({ stop_price: '405.0000', bid: '404.9000', ask: '405.0000', gapped: false });
      expect(await pendingHolds(o.id)).toBe(0);
      expect((await balance(u)).frozen).toBe('0');
      expect(await bookOfOrder(o.id)).toEqual([]);
    });

    it('a quote that gaps through a buy stop fills at the quote, not at the stop, and says gapped', async () => {
      const u = await trader();
      await tick(['US:MSFT', '405.00', '405.10']);
      const o = await placed(u, { symbol: 'US:MSFT', orderType: 'STOP', direction: 'LONG', shares: 5, stopPrice: '410.00' });
      await tick(['US:MSFT', '409.00', '409.10']);
      expect((await order(u, o.id)).status).toBe('PENDING');
      await tick(['US:MSFT', '414.90', '415.00']);
      const filled = await order(u, o.id);
      expect(filled).toMatchObject({ status: 'FILLED', triggerPrice: '410', gapped: true });
      expect((await position(u, filled.positionId as string)).buyPrice).toBe('415');
      const [trigger] = await app.ds.query('SELECT stop_price::text, ask::text, gapped FROM order_triggers WHERE order_id = $1', [o.id]);
      expect(trigger).toEqual({ stop_price: '410.0000', ask: '415.0000', gapped: true });
      // The fill cost more than was held: paid in full, nothing left held.
      expect(await pendingHolds(o.id)).toBe(0);
      expect((await balance(u)).frozen).toBe('0');
    });

    it('a gap the available cash cannot pay for cancels the order (INSUFFICIENT_FUNDS) and releases its hold', async () => {
      const u = await trader('2100');
      await tick(['US:MSFT', '400.00', '400.10']);
      const o = await placed(u, { symbol: 'US:MSFT', orderType: 'STOP', direction: 'LONG', shares: 5, stopPrice: '405.00' });
      await tick(['US:MSFT', '429.90', '430.00']); // 5 × 430 = 2,150 > 2,100
      expect(await order(u, o.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'INSUFFICIENT_FUNDS', positionId: null });
      expect(await balance(u)).toEqual({ available: '2100', frozen: '0' });
      expect(await pendingHolds(o.id)).toBe(0);
      expect(await bookOfOrder(o.id)).toEqual([]);
    });

    it('a sell stop below the bid (a short entry) fills at the bid that reaches it; a gap fills at the quote', async () => {
      const u = await trader('20000');
      await tick(['US:NVDA', '180.00', '180.10']);
      const o = await placed(u, { symbol: 'US:NVDA', orderType: 'STOP', direction: 'SHORT', shares: 10, stopPrice: '175.00' });
      expect(o).toMatchObject({ status: 'PENDING', currentStop: '175' });
      await tick(['US:NVDA', '176.00', '176.10']);
      expect((await order(u, o.id)).status).toBe('PENDING');
      await tick(['US:NVDA', '175.00', '175.10']);
      const filled = await order(u, o.id);
      expect(filled).toMatchObject({ status: 'FILLED', triggerPrice: '175', gapped: false });
      expect(await position(u, filled.positionId as string)).toMatchObject({ direction: 'SHORT', shares: 10, buyPrice: '175' });

      const gap = await placed(u, { symbol: 'US:NVDA', orderType: 'STOP', direction: 'SHORT', shares: 10, stopPrice: '170.00' });
      await tick(['US:NVDA', '165.00', '165.10']);
      const gapped = await order(u, gap.id);
      expect(gapped).toMatchObject({ status: 'FILLED', triggerPrice: '170', gapped: true });
      expect((await position(u, gapped.positionId as string)).buyPrice).toBe('165');
      expect(await pendingHolds(gap.id)).toBe(0);
    });
  });

  describe('STOP_LIMIT', () => {
    it('triggers, rests as a limit while the quote is beyond it, then fills when the limit is reached', async () => {
      const u = await trader();
      await tick(['US:AMZN', '220.00', '220.10']);
      const o = await placed(u, {
        symbol: 'US:AMZN',
        orderType: 'STOP_LIMIT',
        direction: 'LONG',
        shares: 5,
        stopPrice: '222.00',
        limitPrice: '222.50',
      });
      expect(o).toMatchObject({ status: 'PENDING', stopPrice: '222', limitPrice: '222.5', currentStop: '222' });
      // The ask jumps past the stop and past the limit: triggered, now a limit order at 222.50.
      await tick(['US:AMZN', '222.90', '223.00']);
      const triggeredAt = app.clock.now().toISOString();
      const resting = await order(u, o.id);
      expect(resting).toMatchObject({ status: 'PENDING', triggeredAt, triggerPrice: '222', currentStop: null });
      expect(await bookOfOrder(o.id)).toEqual([{ kind: 'limit', trail_best: null, trigger_price: null }]);
      expect(await pendingHolds(o.id)).toBe(1);
      await tick(['US:AMZN', '222.70', '222.80']);
      expect((await order(u, o.id)).status).toBe('PENDING');
      await tick(['US:AMZN', '222.40', '222.50']);
      const filled = await order(u, o.id);
      expect(filled).toMatchObject({ status: 'FILLED', triggeredAt, triggerPrice: '222' });
      expect((await position(u, filled.positionId as string)).buyPrice).toBe('222.5');
      expect(await pendingHolds(o.id)).toBe(0);
      expect(await bookOfOrder(o.id)).toEqual([]);
    });

    it('fills at once when the quote that triggers it is within the limit', async () => {
      const u = await trader();
      await tick(['US:AMZN', '220.00', '220.10']);
      const o = await placed(u, {
        symbol: 'US:AMZN',
        orderType: 'STOP_LIMIT',
        direction: 'LONG',
        shares: 5,
        stopPrice: '222.00',
        limitPrice: '222.50',
      });
      await tick(['US:AMZN', '222.10', '222.20']);
      const filled = await order(u, o.id);
      expect(filled).toMatchObject({ status: 'FILLED', triggerPrice: '222' });
      expect(filled.triggeredAt).not.toBeNull();
      expect((await position(u, filled.positionId as string)).buyPrice).toBe('222.2');
    });
  });

  describe('TRAILING_STOP entries', () => {
    it('by percent (a buy): the stop follows the lowest fresh ask, never moves back, and triggers on the reversal', async () => {
      const u = await trader();
      await tick(['US:GOOGL', '300.00', '300.10']);
      const o = await placed(u, { symbol: 'US:GOOGL', orderType: 'TRAILING_STOP', direction: 'LONG', shares: 3, trailPercent: '1' });
      // 300.10 × 1.01 = 303.101, up to the tick: 303.11.
      expect(o).toMatchObject({ status: 'PENDING', trailPercent: '1', currentStop: '303.11' });
      const stopNow = async () => (await order(u, o.id)).currentStop;
      await tick(['US:GOOGL', '298.00', '298.10']);
      expect(await stopNow()).toBe('301.09'); // 298.10 × 1.01 = 301.081
      await tick(['US:GOOGL', '299.00', '299.10']);
      expect(await stopNow()).toBe('301.09'); // a higher ask does not move it back
      expect(await bookOfOrder(o.id)).toMatchObject([{ kind: 'trailing_stop', trail_best: '298.1000' }]);
      await tick(['US:GOOGL', '296.00', '296.10']);
      expect(await stopNow()).toBe('299.07'); // 296.10 × 1.01 = 299.061
      await tick(['US:GOOGL', '298.90', '299.00']);
      expect((await order(u, o.id)).status).toBe('PENDING');
      await tick(['US:GOOGL', '298.97', '299.07']);
      const filled = await order(u, o.id);
      expect(filled).toMatchObject({ status: 'FILLED', triggerPrice: '299.07', gapped: false, currentStop: null });
      expect((await position(u, filled.positionId as string)).buyPrice).toBe('299.07');
      expect(await pendingHolds(o.id)).toBe(0);
    });

    it('by amount (a sell): the stop follows the highest fresh bid, never moves back, and triggers on the reversal', async () => {
      const u = await trader();
      await tick(['US:META', '590.00', '590.20']);
      const o = await placed(u, { symbol: 'US:META', orderType: 'TRAILING_STOP', direction: 'SHORT', shares: 2, trailAmount: '5' });
      expect(o).toMatchObject({ status: 'PENDING', trailAmount: '5', currentStop: '585' });
      const stopNow = async () => (await order(u, o.id)).currentStop;
      await tick(['US:META', '595.00', '595.20']);
      expect(await stopNow()).toBe('590');
      await tick(['US:META', '593.00', '593.20']);
      expect(await stopNow()).toBe('590');
      await tick(['US:META', '600.00', '600.20']);
      expect(await stopNow()).toBe('595');
      await tick(['US:META', '596.00', '596.20']);
      expect((await order(u, o.id)).status).toBe('PENDING');
      await tick(['US:META', '595.00', '595.20']);
      const filled = await order(u, o.id);
      expect(filled).toMatchObject({ status: 'FILLED', triggerPrice: '595', gapped: false });
      expect(await position(u, filled.positionId as string)).toMatchObject({ direction: 'SHORT', buyPrice: '595' });
    });
  });

  describe('brackets: take-profit and stop-loss, one cancels the other', () => {
    it('a MARKET bracket: the take-profit closes it (TAKE_PROFIT) and the stop-loss leaves the book in the same transaction', async () => {
      const u = await trader();
      await tick(['US:AAPL', '200.00', '200.10']);
      const o = await placed(u, {
        symbol: 'US:AAPL',
        orderType: 'MARKET',
        direction: 'LONG',
        shares: 10,
        takeProfit: '210',
        stopLoss: '190',
      });
      expect(o).toMatchObject({ status: 'FILLED', takeProfit: '210', stopLoss: '190' });
      const id = o.positionId as string;
      expect(await position(u, id)).toMatchObject({ status: 'OPEN', takeProfit: '210', stopLoss: '190' });
      expect(await bookOfPosition(id)).toEqual([
        { kind: 'limit', side: 'sell', limit_price: '210.0000' },
        { kind: 'stop', side: 'sell', limit_price: null },
      ]);
      await tick(['US:AAPL', '209.00', '209.10']);
      expect((await position(u, id)).status).toBe('OPEN');
      await tick(['US:AAPL', '210.00', '210.10']);
      expect(await position(u, id)).toMatchObject({
        status: 'CLOSED',
        sellingType: 'TAKE_PROFIT',
        sellPrice: '210',
        triggerPrice: '210',
        gapped: false,
        takeProfit: null,
        stopLoss: null,
      });
      expect(await bookOfPosition(id)).toEqual([]);
      expect(await protectionEvents(id)).toEqual([
        ['take_profit', 'set', null],
        ['stop_loss', 'set', null],
        ['stop_loss', 'cancelled', 'oco'],
        ['take_profit', 'filled', null],
      ]);
      const tx = await closeTransactions(id);
      expect(tx.exits).toEqual([tx.close]);
    });

    it('a LIMIT bracket: set when the limit fills; a quote gapping through the stop-loss closes it (STOP_LOSS, gapped)', async () => {
      const u = await trader();
      await tick(['US:AAPL', '200.00', '200.10']);
      const o = await placed(u, {
        symbol: 'US:AAPL',
        orderType: 'LIMIT',
        direction: 'LONG',
        shares: 10,
        limitPrice: '199.00',
        takeProfit: '205',
        stopLoss: '195',
      });
      expect(o).toMatchObject({ status: 'PENDING', takeProfit: '205', stopLoss: '195', positionId: null });
      await tick(['US:AAPL', '198.90', '199.00']);
      const filled = await order(u, o.id);
      expect(filled.status).toBe('FILLED');
      const id = filled.positionId as string;
      expect(await position(u, id)).toMatchObject({ buyPrice: '199', takeProfit: '205', stopLoss: '195' });
      await tick(['US:AAPL', '195.50', '195.60']);
      expect((await position(u, id)).status).toBe('OPEN');
      await tick(['US:AAPL', '193.00', '193.10']);
      expect(await position(u, id)).toMatchObject({
        status: 'CLOSED',
        sellingType: 'STOP_LOSS',
        sellPrice: '193',
        triggerPrice: '195',
        gapped: true,
      });
      expect(await bookOfPosition(id)).toEqual([]);
      expect((await protectionEvents(id)).slice(2)).toEqual([
        ['stop_loss', 'filled', null],
        ['take_profit', 'cancelled', 'oco'],
      ]);
      const tx = await closeTransactions(id);
      expect(tx.exits).toEqual([tx.close]);
    });

    it("a short's exits rest on the buy side: the take-profit below the ask, the stop-loss above it (gapped through)", async () => {
      const u = await trader();
      await tick(['US:AAPL', '200.00', '200.10']);
      const wrongSide = { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'SHORT', shares: 10 };
      expect(codeOf(await place(u, { ...wrongSide, takeProfit: '201' }))).toBe('TAKE_PROFIT_WRONG_SIDE');
      expect(codeOf(await place(u, { ...wrongSide, stopLoss: '199' }))).toBe('STOP_LOSS_WRONG_SIDE');
      const o = await placed(u, { ...wrongSide, takeProfit: '190', stopLoss: '205' });
      const id = o.positionId as string;
      expect(await bookOfPosition(id)).toEqual([
        { kind: 'limit', side: 'buy', limit_price: '190.0000' },
        { kind: 'stop', side: 'buy', limit_price: null },
      ]);
      await tick(['US:AAPL', '204.80', '204.90']);
      expect((await position(u, id)).status).toBe('OPEN');
      await tick(['US:AAPL', '207.00', '207.10']);
      expect(await position(u, id)).toMatchObject({
        status: 'CLOSED',
        sellingType: 'STOP_LOSS',
        sellPrice: '207.1',
        triggerPrice: '205',
        gapped: true,
      });
      expect((await protectionEvents(id)).slice(2)).toEqual([
        ['stop_loss', 'filled', null],
        ['take_profit', 'cancelled', 'oco'],
      ]);
    });

    it('a stop-loss reached exactly closes at it, not gapped', async () => {
      const u = await trader();
      await tick(['US:AAPL', '200.00', '200.10']);
      const o = await placed(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, stopLoss: '198' });
      await tick(['US:AAPL', '198.00', '198.10']);
      expect(await position(u, o.positionId as string)).toMatchObject({
        status: 'CLOSED',
        sellingType: 'STOP_LOSS',
        sellPrice: '198',
        triggerPrice: '198',
        gapped: false,
      });
      expect(await protectionEvents(o.positionId as string)).toEqual([
        ['stop_loss', 'set', null],
        ['stop_loss', 'filled', null],
      ]);
    });
  });

  describe('setPositionProtection', () => {
    it('sets, changes (moves the stop-loss) and removes; a trailing stop-loss by percent closes as TRAILING_STOP', async () => {
      const u = await trader();
      await tick(['US:TSLA', '390.00', '390.10']);
      const id = (await placed(u, { symbol: 'US:TSLA', orderType: 'MARKET', direction: 'LONG', shares: 5 })).positionId as string;
      expect(await position(u, id)).toMatchObject({ takeProfit: null, stopLoss: null });

      const set = ok(await protect(u, { positionId: id, takeProfit: '400', stopLoss: '380' })).setPositionProtection;
      expect(set).toMatchObject({ status: 'OPEN', takeProfit: '400', stopLoss: '380' });
      const moved = ok(await protect(u, { positionId: id, takeProfit: '400', stopLoss: '385' })).setPositionProtection;
      expect(moved).toMatchObject({ takeProfit: '400', stopLoss: '385' });
      expect(await bookOfPosition(id)).toHaveLength(2);
      const removed = ok(await protect(u, { positionId: id, takeProfit: null, stopLoss: null })).setPositionProtection;
      expect(removed).toMatchObject({ takeProfit: null, stopLoss: null });
      expect(await bookOfPosition(id)).toEqual([]);
      expect(await protectionEvents(id)).toEqual([
        ['take_profit', 'set', null],
        ['stop_loss', 'set', null],
        ['stop_loss', 'set', null],
        ['take_profit', 'removed', null],
        ['stop_loss', 'removed', null],
      ]);

      // 2 % under the best bid: 390.00 × 0.98 = 382.20.
      const trailing = ok(await protect(u, { positionId: id, stopLossTrailPercent: '2' })).setPositionProtection;
      expect(trailing).toMatchObject({ stopLoss: '382.2', stopLossTrailPercent: '2', stopLossTrailAmount: null, takeProfit: null });
      await tick(['US:TSLA', '395.00', '395.10']);
      expect((await position(u, id)).stopLoss).toBe('387.1'); // 395.00 × 0.98
      await tick(['US:TSLA', '392.00', '392.10']);
      expect((await position(u, id)).stopLoss).toBe('387.1'); // never back
      await tick(['US:TSLA', '387.10', '387.20']);
      expect(await position(u, id)).toMatchObject({
        status: 'CLOSED',
        sellingType: 'TRAILING_STOP',
        sellPrice: '387.1',
        triggerPrice: '387.1',
        gapped: false,
      });
      expect(await bookOfPosition(id)).toEqual([]);
      expect((await protectionEvents(id)).at(-1)).toEqual(['stop_loss', 'filled', null]);
    });

    it('refuses what cannot be, each with its code, and changes nothing', async () => {
      const u = await trader();
      const other = await trader();
      await tick(['US:TSLA', '390.00', '390.10']);
      const id = (await placed(u, { symbol: 'US:TSLA', orderType: 'MARKET', direction: 'LONG', shares: 5 })).positionId as string;
      ok(await protect(u, { positionId: id, takeProfit: '400', stopLoss: '380' }));
      const book = await bookOfPosition(id);
      const history = await protectionEvents(id);
      const unchanged = async () => {
        expect(await position(u, id)).toMatchObject({ status: 'OPEN', takeProfit: '400', stopLoss: '380', stopLossTrailPercent: null });
        expect(await bookOfPosition(id)).toEqual(book);
        expect(await protectionEvents(id)).toEqual(history);
      };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ takeProfit: '389' }, 'TAKE_PROFIT_WRONG_SIDE'], // a long's take-profit below the bid
        [{ takeProfit: '400', stopLoss: '391' }, 'STOP_LOSS_WRONG_SIDE'], // its stop-loss above the bid
        [{ takeProfit: '400.005' }, 'PRICE_OFF_TICK'],
        [{ stopLoss: '380.001' }, 'PRICE_OFF_TICK'],
        [{ stopLossTrailPercent: '0' }, 'TRAIL_INVALID'],
        [{ stopLossTrailPercent: '60' }, 'TRAIL_INVALID'],
        [{ stopLossTrailAmount: '0' }, 'TRAIL_INVALID'],
        [{ stopLoss: '380', stopLossTrailAmount: '2' }, 'TRAIL_INVALID'],
      ];
      for (const [input, code] of cases) {
        const r = await protect(u, { positionId: id, ...input });
        expect(codeOf(r), JSON.stringify(input)).toBe(code);
        await unchanged();
      }
      expect(codeOf(await protect(other, { positionId: id, takeProfit: '410' }))).toBe('NOT_FOUND');
      const anonymous = await app.anonymous().exec(PROTECT, { input: { positionId: id, takeProfit: '410', idempotencyKey: key() } });
      expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
      await unchanged();

      ok(await u.client.exec(CLOSE, { id, key: key() }));
      expect(codeOf(await protect(u, { positionId: id, takeProfit: '410' }))).toBe('POSITION_ALREADY_CLOSED');
      expect(await bookOfPosition(id)).toEqual([]);
    });
  });

  describe('any other close cancels both exits', () => {
    it('a manual close', async () => {
      const u = await trader();
      await tick(['US:JPM', '300.00', '300.10']);
      const o = await placed(u, {
        symbol: 'US:JPM',
        orderType: 'MARKET',
        direction: 'LONG',
        shares: 5,
        takeProfit: '320',
        stopLoss: '290',
      });
      const id = o.positionId as string;
      const closed = ok(await u.client.exec<{ closePosition: PositionView }>(CLOSE, { id, key: key() })).closePosition;
      expect(closed).toMatchObject({ status: 'CLOSED', sellingType: 'MANUAL', triggerPrice: null, gapped: null });
      expect(await bookOfPosition(id)).toEqual([]);
      expect((await protectionEvents(id)).slice(2)).toEqual([
        ['stop_loss', 'cancelled', 'manual'],
        ['take_profit', 'cancelled', 'manual'],
      ]);
      const tx = await closeTransactions(id);
      expect(tx.exits).toEqual([tx.close]);
    });

    it('a stop-out', async () => {
      const u = await trader();
      await tick(['US:JPM', '300.00', '300.10']);
      // 10 at 300.10, 2×: margin 1,500.50, stopped out once the bid is at or below 225.075. The stop-loss
      // at 200 is further away, so the stop-out comes first.
      const o = await placed(u, {
        symbol: 'US:JPM',
        orderType: 'MARKET',
        direction: 'LONG',
        shares: 10,
        leverage: 2,
        takeProfit: '400',
        stopLoss: '200',
      });
      const id = o.positionId as string;
      await tick(['US:JPM', '225.00', '225.10']);
      expect(await position(u, id)).toMatchObject({ status: 'CLOSED', sellingType: 'STOP_OUT' });
      expect(await bookOfPosition(id)).toEqual([]);
      expect((await protectionEvents(id)).slice(2)).toEqual([
        ['stop_loss', 'cancelled', 'stop_out'],
        ['take_profit', 'cancelled', 'stop_out'],
      ]);
      const tx = await closeTransactions(id);
      expect(tx.exits).toEqual([tx.close]);
    });
  });

  describe('amendOrder', () => {
    it("a limit order's price and shares: version 2, one hold of the new amount, both versions kept", async () => {
      const u = await trader();
      await tick(['US:WMT', '105.00', '105.10']);
      const o = await placed(u, { symbol: 'US:WMT', orderType: 'LIMIT', direction: 'LONG', shares: 10, limitPrice: '100.00' });
      const v1Held = o.heldAmount as string;
      expect(await balance(u)).toEqual({ available: minus('10000', v1Held), frozen: v1Held });

      const amended = ok(await amend(u, { id: o.id, limitPrice: '101.00', shares: 12 })).amendOrder;
      expect(amended).toMatchObject({ id: o.id, status: 'PENDING', version: 2, shares: 12, limitPrice: '101' });
      const v2Held = amended.heldAmount as string;
      expect(new Money(v2Held).gt(v1Held)).toBe(true);
      expect(new Money(v2Held).gte(1212)).toBe(true);
      // Exactly one hold: the new one.
      expect(await balance(u)).toEqual({ available: minus('10000', v2Held), frozen: v2Held });
      const holds: Array<{ status: string; amount: string }> = await app.ds.query(
        'SELECT status, amount::text FROM ledger_holds WHERE reference_id = $1 ORDER BY id',
        [o.id],
      );
      expect(holds.map((h) => [h.status, new Money(h.amount).toFixed()])).toEqual([
        ['voided', v1Held],
        ['pending', v2Held],
      ]);
      const versions = ok(await u.client.exec<{ orderVersions: Array<Record<string, unknown>> }>(VERSIONS, { id: o.id })).orderVersions;
      expect(versions).toMatchObject([
        { version: 1, shares: 10, limitPrice: '100', stopPrice: null, heldAmount: v1Held },
        { version: 2, shares: 12, limitPrice: '101', stopPrice: null, heldAmount: v2Held },
      ]);

      // Nothing to change, or a field a limit order does not have: AMEND_INVALID, nothing changes.
      for (const input of [{ limitPrice: '101', shares: 12 }, { stopPrice: '102' }, { trailAmount: '1' }, {}]) {
        expect(codeOf(await amend(u, { id: o.id, ...input })), JSON.stringify(input)).toBe('AMEND_INVALID');
      }
      expect((await order(u, o.id)).version).toBe(2);
      expect(await balance(u)).toEqual({ available: minus('10000', v2Held), frozen: v2Held });

      // It fills on the new version's terms.
      await tick(['US:WMT', '100.90', '101.00']);
      const filled = await order(u, o.id);
      expect(filled.status).toBe('FILLED');
      expect(await position(u, filled.positionId as string)).toMatchObject({ shares: 12, buyPrice: '101' });
      expect(await pendingHolds(o.id)).toBe(0);
      expect(codeOf(await amend(u, { id: o.id, shares: 11 }))).toBe('ORDER_NOT_PENDING');
      const other = await trader();
      expect(codeOf(await amend(other, { id: o.id, shares: 11 }))).toBe('NOT_FOUND');
    });

    it("a stop's stop price, checked against the quote as when placed", async () => {
      const u = await trader();
      await tick(['US:WMT', '105.00', '105.10']);
      const o = await placed(u, { symbol: 'US:WMT', orderType: 'STOP', direction: 'LONG', shares: 10, stopPrice: '107.00' });
      expect(codeOf(await amend(u, { id: o.id, stopPrice: '104.00' }))).toBe('STOP_PRICE_WRONG_SIDE');
      expect(codeOf(await amend(u, { id: o.id, limitPrice: '108.00' }))).toBe('AMEND_INVALID');
      const amended = ok(await amend(u, { id: o.id, stopPrice: '106.00' })).amendOrder;
      expect(amended).toMatchObject({ version: 2, stopPrice: '106', currentStop: '106' });
      expect(await balance(u)).toEqual({ available: minus('10000', amended.heldAmount), frozen: amended.heldAmount });
      await tick(['US:WMT', '105.90', '106.00']);
      expect(await order(u, o.id)).toMatchObject({ status: 'FILLED', triggerPrice: '106', gapped: false });
    });

    it('racing a fill: either amended then filled on the new terms, or filled then refused (ORDER_NOT_PENDING)', async () => {
      const u = await trader('40000');
      const outcomes: string[] = [];
      for (let i = 0; i < 9; i++) {
        await tick(['US:ORCL', '200.00', '200.10']);
        const o = await placed(u, { symbol: 'US:ORCL', orderType: 'LIMIT', direction: 'LONG', shares: 5, limitPrice: '199.00' });
        app.clock.advance(1000);
        const cross = (opts?: { wait: boolean }) => market.tick([['US:ORCL', '198.80', '198.90']], opts);
        const change = () => amend(u, { id: o.id, shares: 6, limitPrice: '199.50' });
        // Both at once: the amendment sent first, the tick sent first, or the tick's quote stored and the
        // amendment racing the engine's matching of it.
        let amendResult: GqlResult<{ amendOrder: OrderView }>;
        if (i % 3 === 0) [amendResult] = await Promise.all([change(), cross()]);
        else if (i % 3 === 1) [, amendResult] = await Promise.all([cross(), change()]);
        else {
          await cross({ wait: false });
          amendResult = await change();
        }
        await market.feed.settled();
        const final = await order(u, o.id);
        expect(final.status).toBe('FILLED');
        const p = await position(u, final.positionId as string);
        expect(p.buyPrice).toBe('198.9');
        if (amendResult.errors) {
          expect(codeOf(amendResult)).toBe('ORDER_NOT_PENDING');
          expect(final).toMatchObject({ version: 1, shares: 5, limitPrice: '199' });
          expect(p.shares).toBe(5);
          outcomes.push('filled-then-refused');
        } else {
          expect(amendResult.data!.amendOrder).toMatchObject({ version: 2, shares: 6 });
          expect(final).toMatchObject({ version: 2, shares: 6, limitPrice: '199.5' });
          expect(p.shares).toBe(6);
          outcomes.push('amended-then-filled');
        }
        expect(new Money(p.margin).eq(new Money('198.9').times(p.shares))).toBe(true);
        expect(await pendingHolds(o.id)).toBe(0);
        expect((await balance(u)).frozen).toBe('0');
        const report = await app.services.ledger.check();
        expect(report.problems).toEqual([]);
      }
      expect(outcomes).toHaveLength(9);
    });
  });

  describe('replayed idempotency keys', () => {
    it('placeOrder (STOP): the first order, once; the key with other input is refused', async () => {
      const u = await trader();
      await tick(['US:V', '330.00', '330.10']);
      const input = { symbol: 'US:V', orderType: 'STOP', direction: 'LONG', shares: 2, stopPrice: '335.00' };
      const k = key();
      const first = ok(await place(u, input, k)).placeOrder;
      const again = ok(await place(u, input, k)).placeOrder;
      expect(again.id).toBe(first.id);
      expect(await balance(u)).toEqual({ available: minus('10000', first.heldAmount), frozen: first.heldAmount });
      expect(codeOf(await place(u, { ...input, stopPrice: '336.00' }, k))).toBe('IDEMPOTENCY_KEY_REUSED');
      // After the quote moved through the stop (it filled), the replay still answers that order.
      await tick(['US:V', '335.00', '335.10']);
      const replayed = ok(await place(u, input, k)).placeOrder;
      expect(replayed).toMatchObject({ id: first.id, status: 'FILLED' });
      const [{ c }] = await app.ds.query('SELECT count(*)::int AS c FROM orders WHERE user_id = $1', [u.user.id]);
      expect(c).toBe(1);
    });

    it('amendOrder: one new version; the key with other input is refused', async () => {
      const u = await trader();
      await tick(['US:V', '330.00', '330.10']);
      const o = await placed(u, { symbol: 'US:V', orderType: 'LIMIT', direction: 'LONG', shares: 2, limitPrice: '320.00' });
      const k = key();
      const first = ok(await amend(u, { id: o.id, shares: 3 }, k)).amendOrder;
      const again = ok(await amend(u, { id: o.id, shares: 3 }, k)).amendOrder;
      expect(first).toMatchObject({ version: 2, shares: 3 });
      expect(again).toMatchObject({ id: o.id, version: 2, shares: 3, heldAmount: first.heldAmount });
      expect(codeOf(await amend(u, { id: o.id, shares: 4 }, k))).toBe('IDEMPOTENCY_KEY_REUSED');
      const [{ c }] = await app.ds.query('SELECT count(*)::int AS c FROM order_amendments WHERE order_id = $1', [o.id]);
      expect(c).toBe(1);
      expect(await balance(u)).toEqual({ available: minus('10000', first.heldAmount), frozen: first.heldAmount });
    });

    it('setPositionProtection: set once; the key with other input is refused; a replay after the close still answers', async () => {
      const u = await trader();
      await tick(['US:V', '330.00', '330.10']);
      const id = (await placed(u, { symbol: 'US:V', orderType: 'MARKET', direction: 'LONG', shares: 2 })).positionId as string;
      const k = key();
      const input = { positionId: id, takeProfit: '340', stopLoss: '320' };
      const first = ok(await protect(u, input, k)).setPositionProtection;
      const again = ok(await protect(u, input, k)).setPositionProtection;
      expect(again).toEqual(first);
      expect(await protectionEvents(id)).toHaveLength(2);
      expect(await bookOfPosition(id)).toHaveLength(2);
      expect(codeOf(await protect(u, { ...input, takeProfit: '341' }, k))).toBe('IDEMPOTENCY_KEY_REUSED');
      // The take-profit fills; the replay answers the position (now closed) and changes nothing.
      await tick(['US:V', '340.00', '340.10']);
      const replayed = await protect(u, input, k);
      expect(codeOf(replayed)).toBeUndefined();
      expect(replayed.data!.setPositionProtection).toMatchObject({ id, status: 'CLOSED', sellingType: 'TAKE_PROFIT' });
      expect(await bookOfPosition(id)).toEqual([]);
      expect(await protectionEvents(id)).toHaveLength(4);
    });
  });

  describe('stale quotes', () => {
    it('nothing triggers or trails on a quote older than the limit; the next fresh quote does', async () => {
      const u = await trader();
      await tick(['US:XOM', '117.00', '117.10']);
      const stop = await placed(u, { symbol: 'US:XOM', orderType: 'STOP', direction: 'LONG', shares: 2, stopPrice: '118.00' });
      const trail = await placed(u, { symbol: 'US:XOM', orderType: 'TRAILING_STOP', direction: 'SHORT', shares: 2, trailAmount: '1' });
      expect(trail.currentStop).toBe('116');
      const held = await balance(u);
      // The stored quote crosses the stop and would move the trail, but it is 30 s old when the engine looks.
      const at = app.clock.now();
      await app.ds.query(`UPDATE quotes SET bid = 118.50, ask = 118.60, at = $1 WHERE symbol = 'US:XOM'`, [at]);
      app.clock.set(new Date(at.getTime() + 30_000));
      expect(await app.services.tradingEngine.matchBook(['US:XOM'])).toBe(0);
      await app.services.tradingEngine.matchBook();
      expect(await order(u, stop.id)).toMatchObject({ status: 'PENDING', triggeredAt: null });
      expect((await order(u, trail.id)).currentStop).toBe('116');
      expect(await bookOfOrder(trail.id)).toMatchObject([{ trail_best: '117.0000' }]);
      expect(await balance(u)).toEqual(held);

      await tick(['US:XOM', '118.50', '118.60']);
      expect(await order(u, stop.id)).toMatchObject({ status: 'FILLED', triggerPrice: '118', gapped: true });
      expect((await order(u, trail.id)).currentStop).toBe('117.5');
    });
  });

  describe('orderPreview', () => {
    it('for a STOP: gap risk said, the expiry stated, the hold it would take', async () => {
      const u = await trader();
      await tick(['US:KO', '71.00', '71.10']);
      const input = { symbol: 'US:KO', orderType: 'STOP', direction: 'LONG', shares: 10, leverage: 1, stopPrice: '72.00' };
      const p = ok(await u.client.exec<{ orderPreview: Record<string, unknown> }>(PREVIEW, { input })).orderPreview;
      // GTC: the close of the last trading day of the next calendar quarter: Wednesday 31 March 2027, 16:00
      // in New York (daylight saving time by then: 20:00 UTC).
      const gtcClose = sessionOn(MarketCode.US, '2027-03-31')?.close as Date;
      expect(gtcClose.toISOString()).toBe('2027-03-31T20:00:00.000Z');
      expect(p).toMatchObject({ orderType: 'STOP', price: '72', stopPrice: '72', gapRisk: true, timeInForce: 'GTC' });
      expect(new Date(p.expiresAt as string).getTime()).toBe(gtcClose.getTime());
      const o = await placed(u, input);
      expect(o.heldAmount).toBe(p.totalCost);
      expect(new Date(o.expiresAt as string).getTime()).toBe(gtcClose.getTime());

      const day = ok(
        await u.client.exec<{ orderPreview: Record<string, unknown> }>(PREVIEW, { input: { ...input, timeInForce: 'DAY' } }),
      ).orderPreview;
      expect(day).toMatchObject({ timeInForce: 'DAY', expiresAt: '2026-11-20T21:00:00.000Z' });
      const trailing = ok(
        await u.client.exec<{ orderPreview: Record<string, unknown> }>(PREVIEW, {
          input: { symbol: 'US:KO', orderType: 'TRAILING_STOP', direction: 'LONG', shares: 10, trailAmount: '0.5' },
        }),
      ).orderPreview;
      expect(trailing).toMatchObject({ gapRisk: true, currentStop: '71.6' });
      const limit = ok(
        await u.client.exec<{ orderPreview: Record<string, unknown> }>(PREVIEW, {
          input: { symbol: 'US:KO', orderType: 'LIMIT', direction: 'LONG', shares: 10, limitPrice: '70' },
        }),
      ).orderPreview;
      expect(limit.gapRisk).toBe(false);
      const bracket = ok(
        await u.client.exec<{ orderPreview: Record<string, unknown> }>(PREVIEW, {
          input: { symbol: 'US:KO', orderType: 'MARKET', direction: 'LONG', shares: 10, stopLoss: '70', takeProfit: '75' },
        }),
      ).orderPreview;
      expect(bracket).toMatchObject({ gapRisk: true, stopLoss: '70', takeProfit: '75', expiresAt: null, timeInForce: null });
    });

    it.each([
      ['a buy stop at or below the ask', { orderType: 'STOP', direction: 'LONG', stopPrice: '71.10' }, 'STOP_PRICE_WRONG_SIDE'],
      ['a sell stop at or above the bid', { orderType: 'STOP', direction: 'SHORT', stopPrice: '71.00' }, 'STOP_PRICE_WRONG_SIDE'],
      [
        "a buy stop-limit's limit below its stop",
        { orderType: 'STOP_LIMIT', direction: 'LONG', stopPrice: '72.00', limitPrice: '71.50' },
        'STOP_LIMIT_WRONG_SIDE',
      ],
      ['a STOP without a stop price', { orderType: 'STOP', direction: 'LONG' }, 'STOP_PRICE_INVALID'],
      ['a stop price on a LIMIT', { orderType: 'LIMIT', direction: 'LONG', limitPrice: '70', stopPrice: '72' }, 'STOP_PRICE_INVALID'],
      ['a limit price on a STOP', { orderType: 'STOP', direction: 'LONG', stopPrice: '72.00', limitPrice: '72.50' }, 'LIMIT_PRICE_INVALID'],
      ['a stop off the tick grid', { orderType: 'STOP', direction: 'LONG', stopPrice: '72.005' }, 'PRICE_OFF_TICK'],
      ['a trail of 0 %', { orderType: 'TRAILING_STOP', direction: 'LONG', trailPercent: '0' }, 'TRAIL_INVALID'],
      ['a trail over 50 %', { orderType: 'TRAILING_STOP', direction: 'LONG', trailPercent: '50.5' }, 'TRAIL_INVALID'],
      ['a trail both ways', { orderType: 'TRAILING_STOP', direction: 'LONG', trailPercent: '1', trailAmount: '1' }, 'TRAIL_INVALID'],
      ['a trail on a STOP', { orderType: 'STOP', direction: 'LONG', stopPrice: '72.00', trailAmount: '1' }, 'TRAIL_INVALID'],
      [
        "a bracket's take-profit below a long's entry",
        { orderType: 'LIMIT', direction: 'LONG', limitPrice: '70', takeProfit: '69' },
        'TAKE_PROFIT_WRONG_SIDE',
      ],
      [
        "a bracket's stop-loss above a long's entry",
        { orderType: 'LIMIT', direction: 'LONG', limitPrice: '70', stopLoss: '70.5' },
        'STOP_LOSS_WRONG_SIDE',
      ],
    ])('refuses %s, in the preview and when placed (nothing placed)', async (_name, extra, code) => {
      const u = await trader();
      await tick(['US:KO', '71.00', '71.10']);
      const input = { symbol: 'US:KO', shares: 10, leverage: 1, ...extra };
      expect(codeOf(await u.client.exec(PREVIEW, { input }))).toBe(code);
      expect(codeOf(await place(u, input))).toBe(code);
      const [{ c }] = await app.ds.query('SELECT count(*)::int AS c FROM orders WHERE user_id = $1', [u.user.id]);
      expect(c).toBe(0);
      expect(await balance(u)).toEqual({ available: '10000', frozen: '0' });
    });
  });

  describe('notifications', () => {
    it('a STOP fill says ORDER_FILLED; closes by take-profit, stop-loss and trailing stop say which', async () => {
      const u = await trader('20000');
      await tick(['US:PG', '148.00', '148.10']);
      const stop = await placed(u, { symbol: 'US:PG', orderType: 'STOP', direction: 'LONG', shares: 5, stopPrice: '148.50' });
      const tp = await placed(u, { symbol: 'US:PG', orderType: 'MARKET', direction: 'LONG', shares: 5, takeProfit: '150' });
      const sl = await placed(u, { symbol: 'US:PG', orderType: 'MARKET', direction: 'LONG', shares: 5, stopLoss: '146' });
      const tr = await placed(u, { symbol: 'US:PG', orderType: 'MARKET', direction: 'LONG', shares: 5 });
      ok(await protect(u, { positionId: tr.positionId, stopLossTrailAmount: '1' })); // at 147.00 now
      expect(await notificationKinds(u.user.id)).toEqual([]); // market fills are the answer itself

      await tick(['US:PG', '150.00', '150.10']); // fills the stop, takes the profit, moves the trail to 149.00
      expect((await order(u, stop.id)).status).toBe('FILLED');
      expect((await position(u, tp.positionId as string)).sellingType).toBe('TAKE_PROFIT');
      expect((await position(u, tr.positionId as string)).stopLoss).toBe('149');
      await tick(['US:PG', '149.00', '149.10']);
      expect((await position(u, tr.positionId as string)).sellingType).toBe('TRAILING_STOP');
      await tick(['US:PG', '146.00', '146.10']);
      expect((await position(u, sl.positionId as string)).sellingType).toBe('STOP_LOSS');

      const kinds = await notificationKinds(u.user.id);
      expect([...kinds].sort()).toEqual(['ORDER_FILLED', 'POSITION_STOP_LOSS', 'POSITION_TAKE_PROFIT', 'POSITION_TRAILING_STOP']);
      const [filled] = await app.ds.query(`SELECT params FROM notifications WHERE user_id = $1 AND kind = 'ORDER_FILLED'`, [u.user.id]);
      expect(filled.params).toMatchObject({ id: stop.id, symbol: 'US:PG', orderNo: stop.orderNo });
    });
  });

  // Last: these move the clock past closes, to the next week and to the end of the next quarter.
  describe('time in force, and a closed market', () => {
    const COST: Quote = ['US:COST', '913.00', '913.20'];
    let u: TestUser;
    let gtc: OrderView;

    it("DAY expires at that market's close: cancelled EXPIRED_DAY, its hold released", async () => {
      u = await trader('30000');
      await tick(COST);
      const before = await balance(u);
      const day = await placed(u, {
        symbol: 'US:COST',
        orderType: 'LIMIT',
        direction: 'LONG',
        shares: 2,
        limitPrice: '900.00',
        timeInForce: 'DAY',
      });
      expect(day).toMatchObject({ status: 'PENDING', timeInForce: 'DAY', expiresAt: '2026-11-20T21:00:00.000Z' });
      gtc = await placed(u, { symbol: 'US:COST', orderType: 'STOP', direction: 'LONG', shares: 2, stopPrice: '920.00' });
      const withGtc = minus(before.available, gtc.heldAmount);
      expect(await balance(u)).toEqual({
        available: minus(withGtc, day.heldAmount),
        frozen: new Money(day.heldAmount as string).plus(gtc.heldAmount as string).toFixed(),
      });

      app.clock.set(new Date('2026-11-20T20:59:59Z'));
      await app.services.tradingEngine.expireOrders();
      expect((await order(u, day.id)).status).toBe('PENDING');
      app.clock.set(new Date('2026-11-20T21:00:00Z'));
      expect(await app.services.tradingEngine.expireOrders()).toBeGreaterThanOrEqual(1);
      expect(await order(u, day.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'EXPIRED_DAY' });
      expect(await order(u, gtc.id)).toMatchObject({ status: 'PENDING' });
      expect(await balance(u)).toEqual({ available: withGtc, frozen: gtc.heldAmount });
      expect(await pendingHolds(day.id)).toBe(0);
      expect(await bookOfOrder(day.id)).toEqual([]);
      expect(await notificationKinds(u.user.id)).toContain('ORDER_EXPIRED');
    });

    it('nothing triggers while the market is closed; the first quote in the next session does', async () => {
      app.clock.set(new Date('2026-11-20T21:30:00Z')); // Friday 16:30 in New York
      await tick(['US:COST', '924.00', '924.20']);
      expect(await app.services.tradingEngine.matchBook(['US:COST'])).toBe(0);
      expect(await order(u, gtc.id)).toMatchObject({ status: 'PENDING', triggeredAt: null });
      // A DAY order placed while closed expires at the next session's close (Monday 16:00 in New York).
      const preview = ok(
        await u.client.exec<{ orderPreview: { expiresAt: string } }>(PREVIEW, {
          input: { symbol: 'US:COST', orderType: 'LIMIT', direction: 'LONG', shares: 1, limitPrice: '900', timeInForce: 'DAY' },
        }),
      ).orderPreview;
      expect(preview.expiresAt).toBe('2026-11-23T21:00:00.000Z');

      app.clock.set(new Date('2026-11-23T15:00:00Z')); // Monday 10:00 in New York
      await tick(['US:COST', '924.00', '924.20']);
      expect(await order(u, gtc.id)).toMatchObject({ status: 'FILLED', triggerPrice: '920', gapped: true });
    });

    it('a partial session: a DAY order expires at the early close; after it nothing fills', async () => {
      // The day after Thanksgiving: New York closes at 13:00 (18:00 UTC).
      const early = sessionOn(MarketCode.US, '2026-11-27');
      expect(early).toMatchObject({ early: true });
      expect(early?.close.toISOString()).toBe('2026-11-27T18:00:00.000Z');
      app.clock.set(new Date('2026-11-27T15:00:00Z'));
      await tick(COST);
      const before = await balance(u);
      const day = await placed(u, {
        symbol: 'US:COST',
        orderType: 'LIMIT',
        direction: 'LONG',
        shares: 2,
        limitPrice: '900.00',
        timeInForce: 'DAY',
      });
      expect(day.expiresAt).toBe('2026-11-27T18:00:00.000Z');
      const stop = await placed(u, { symbol: 'US:COST', orderType: 'STOP', direction: 'LONG', shares: 2, stopPrice: '920.00' });

      app.clock.set(new Date('2026-11-27T17:59:59Z'));
      await app.services.tradingEngine.expireOrders();
      expect((await order(u, day.id)).status).toBe('PENDING');
      app.clock.set(new Date('2026-11-27T18:00:00Z'));
      await app.services.tradingEngine.expireOrders();
      expect(await order(u, day.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'EXPIRED_DAY' });
      expect(await balance(u)).toEqual({ available: minus(before.available, stop.heldAmount), frozen: stop.heldAmount });

      // 13:30 in New York, a time a full day would still trade: the market is closed, the stop waits.
      app.clock.set(new Date('2026-11-27T18:30:00Z'));
      await tick(['US:COST', '899.00', '925.00']);
      expect(await order(u, stop.id)).toMatchObject({ status: 'PENDING', triggeredAt: null });
      gtc = stop;
    });

    it('GTC expires at the close of the last trading day of the next calendar quarter: EXPIRED_GTC, its hold released', async () => {
      const expiry = sessionOn(MarketCode.US, '2027-03-31')?.close as Date;
      expect(new Date(gtc.expiresAt as string).getTime()).toBe(expiry.getTime());
      const before = await balance(u);

      app.clock.set(new Date(expiry.getTime() - 1000));
      await app.services.tradingEngine.expireOrders();
      expect(await app.ds.query('SELECT 1 FROM order_outcomes WHERE order_id = $1', [gtc.id])).toEqual([]);
      expect(await pendingHolds(gtc.id)).toBe(1);
      app.clock.set(expiry);
      await app.services.tradingEngine.expireOrders();
      // Four months on, the user signs in again (sessions last 30 days) and sees why.
      const signedIn = await app.services.auth.login({ phone: u.user.phone, password: u.password }, { ip: null, userAgent: 'test' });
      const again: TestUser = { ...u, client: new GqlClient(app.url, `vela_sid=${signedIn.token}`) };
      expect(await order(again, gtc.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'EXPIRED_GTC' });
      expect(await balance(again)).toEqual({
        available: new Money(before.available).plus(gtc.heldAmount as string).toFixed(),
        frozen: '0',
      });
      expect(await pendingHolds(gtc.id)).toBe(0);
    });
  });
});
