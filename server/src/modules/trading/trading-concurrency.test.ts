import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { Money } from '../../shared/money';

// Many clients place, cancel and close at random through the real API while the feed ticks (and the
// engine fills limit orders and stops positions out after every tick). Afterwards the books must add up.

const WORKERS = 12;
const OPS_PER_WORKER = 60;
const USERS = 24;
const SYMBOLS: Array<{ symbol: string; mid: number; tick: number; decimals: number }> = [
  { symbol: 'US:AAPL', mid: 200, tick: 0.01, decimals: 2 },
  { symbol: 'US:MSFT', mid: 420, tick: 0.01, decimals: 2 },
  { symbol: 'ES:SAN', mid: 9, tick: 0.001, decimals: 3 },
  { symbol: 'GOLD:XAU', mid: 2600, tick: 0.01, decimals: 2 },
];

let app: TestApp;
let market: ScriptedMarket;
let users: TestUser[];
let seed = 20261121;
const rand = () => {
  // Deterministic (mulberry32), so a failure can be replayed.
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const CANCEL = `mutation($id: ID!, $key: String!) { cancelOrder(id: $id, idempotencyKey: $key) { id status } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }`;
const MINE = `{ orders(first: 50) { items { id } } positions(first: 50) { items { id } } }`;

beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 24 });
  app.clock.set(new Date('2026-11-20T15:00:00Z'));
  market = await scriptedMarket(app);
  await market.tick(SYMBOLS.map((s) => [s.symbol, s.mid.toFixed(s.decimals), (s.mid + s.tick * 2).toFixed(s.decimals)]));
  const ops = await app.createOps();
  users = [];
  for (let i = 0; i < USERS; i++) {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '20000');
    await fundUser(app, ops, u, 'EUR', '5000');
    users.push(u);
  }
}, 120_000);
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

describe('trading under concurrency while the feed ticks', () => {
  it('keeps the ledger sound and every fill and P&L exact', async () => {
    const outcomes = new Map<string, number>();
    const count = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    let ticking = true;
    const ticker = (async () => {
      // A random walk with jumps: some leveraged positions get stopped out, some limits get crossed.
      const mids = new Map(SYMBOLS.map((s) => [s.symbol, s.mid]));
      while (ticking) {
        app.clock.advance(7);
        const batch: Array<[string, string, string]> = SYMBOLS.map((s) => {
          const jump = rand() < 0.08 ? (rand() - 0.5) * 0.16 : (rand() - 0.5) * 0.01;
          const mid = Math.max(s.tick * 10, (mids.get(s.symbol) as number) * (1 + jump));
          mids.set(s.symbol, mid);
          const bid = Math.round(mid / s.tick) * s.tick;
          return [s.symbol, bid.toFixed(s.decimals), (bid + s.tick * (1 + Math.floor(rand() * 3))).toFixed(s.decimals)];
        });
        // Not waiting for the fills and stop-outs a tick triggers: the feed gathers them, as in production.
        await market.tick(batch, { wait: false });
        await new Promise((r) => setTimeout(r, 10));
      }
    })();

    const worker = async (w: number) => {
      for (let i = 0; i < OPS_PER_WORKER; i++) {
        const u = users[(w + i * WORKERS) % USERS];
        const r = rand();
        const s = pick(SYMBOLS);
        const key = `cc-${w}-${i}-${Math.floor(rand() * 1e9)}`;
        if (r < 0.45) {
          const leverage = pick(s.symbol.startsWith('GOLD') ? [1, 5, 10, 20] : [1, 2, 5]);
          const input = {
            symbol: s.symbol,
            orderType: rand() < 0.7 ? 'MARKET' : 'LIMIT',
            direction: rand() < 0.5 ? 'LONG' : 'SHORT',
            shares: s.symbol === 'ES:SAN' ? 100 * (1 + Math.floor(rand() * 5)) : 1 + Math.floor(rand() * 3),
            leverage,
            idempotencyKey: key,
            limitPrice: undefined as string | undefined,
          };
          if (input.orderType === 'LIMIT') {
            const [q] = await app.ds.query('SELECT bid::float8 AS bid FROM quotes WHERE symbol = $1', [s.symbol]);
            const off = (input.direction === 'LONG' ? -1 : 1) * s.tick * Math.floor(rand() * 40);
            input.limitPrice = (Math.round((q.bid + off) / s.tick) * s.tick).toFixed(s.decimals);
          }
          // Sometimes the same request twice at once (a double tap): one order either way.
          const sends = rand() < 0.15 ? 2 : 1;
          const results = await Promise.all(
            Array.from({ length: sends }, () => u.client.exec<{ placeOrder: { id: string } }>(PLACE, { input })),
          );
          for (const res of results) count(`place:${codeOf(res) ?? 'ok'}`);
          if (sends === 2 && !results[0].errors && !results[1].errors) {
            expect(results[0].data!.placeOrder.id).toBe(results[1].data!.placeOrder.id);
          }
        } else {
          const mine = await u.client.exec<{ orders: { items: Array<{ id: string }> }; positions: { items: Array<{ id: string }> } }>(MINE);
          if (r < 0.6) {
            const order = mine.data?.orders.items.length ? pick(mine.data.orders.items) : null;
            if (!order) continue;
            count(`cancel:${codeOf(await u.client.exec(CANCEL, { id: order.id, key })) ?? 'ok'}`);
          } else {
            const position = mine.data?.positions.items.length ? pick(mine.data.positions.items) : null;
            if (!position) continue;
            count(`close:${codeOf(await u.client.exec(CLOSE, { id: position.id, key })) ?? 'ok'}`);
          }
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    ticking = false;
    await ticker;
    await market.feed.settled();
    const seconds = (Date.now() - started) / 1000;

    // Only refusals a user can cause: short of cash, a race with the engine (filled / stopped first).
    const allowed = /^(place|cancel|close):(ok|INSUFFICIENT_FUNDS|ORDER_NOT_PENDING|POSITION_ALREADY_CLOSED|MARKET_CLOSED)$/;
    for (const k of outcomes.keys()) expect(k).toMatch(allowed);

    const report = await app.services.ledger.check();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(await app.services.trading.marginMismatches()).toEqual([]);

    // Every fill price is the recorded quote's ask (buys) or bid (sells), at the instant recorded.
    const recorded = new Set(market.recorded.map((q) => `${q.symbol}|${q.at}|${new Money(q.bid).toFixed()}|${new Money(q.ask).toFixed()}`));
    const rows: Array<Record<string, string | Date | number | null>> = await app.ds.query(
      `SELECT p.id, p.symbol, p.direction, p.shares, p.entry_price::text, p.entry_bid::text, p.entry_ask::text, p.entry_quote_at,
              p.margin::text, p.open_charges_total::text, c.exit_price::text, c.exit_bid::text, c.exit_ask::text, c.exit_quote_at,
              c.gross_pnl_quote::text, c.close_charges_total::text, c.proceeds::text, c.loss_absorbed::text, c.net_profit::text, c.selling_type
       FROM positions p LEFT JOIN position_closes c ON c.position_id = p.id`,
    );
    expect(rows.length).toBeGreaterThan(50);
    for (const p of rows) {
      const long = p.direction === 'long';
      expect(p.entry_price).toBe(long ? p.entry_ask : p.entry_bid);
      const entryKey = `${p.symbol}|${(p.entry_quote_at as Date).getTime()}|${new Money(p.entry_bid as string).toFixed()}|${new Money(p.entry_ask as string).toFixed()}`;
      expect(recorded.has(entryKey), `entry quote of ${p.id}`).toBe(true);
      if (p.exit_price === null) continue;
      expect(p.exit_price).toBe(long ? p.exit_bid : p.exit_ask);
      const exitKey = `${p.symbol}|${(p.exit_quote_at as Date).getTime()}|${new Money(p.exit_bid as string).toFixed()}|${new Money(p.exit_ask as string).toFixed()}`;
      expect(recorded.has(exitKey), `exit quote of ${p.id}`).toBe(true);
      // P&L = (exit − entry) × shares × direction, minus every charge (these markets settle in their own currency).
      const gross = new Money(p.exit_price as string)
        .minus(p.entry_price as string)
        .times(p.shares as number)
        .times(long ? 1 : -1);
      expect(new Money(p.gross_pnl_quote as string).eq(gross)).toBe(true);
      const charges = new Money(p.open_charges_total as string).plus(p.close_charges_total as string);
      const net = gross
        .toDecimalPlaces(2, Money.ROUND_HALF_UP)
        .minus(charges)
        .plus(p.loss_absorbed as string);
      expect(new Money(p.net_profit as string).toFixed(), `P&L of ${p.id}`).toBe(net.toFixed());
    }
    const byType = rows.reduce<Record<string, number>>((acc, p) => {
      const k = (p.selling_type as string | null) ?? 'open';
      acc[k] = (acc[k] ?? 0) + 1;
      return acc;
    }, {});
    const [{ limits }] = await app.ds.query(
      `SELECT count(*)::int AS limits FROM orders o JOIN order_outcomes oc ON oc.order_id = o.id WHERE o.order_type = 'limit' AND oc.status = 'filled'`,
    );
    // Printed for the closing note: how much of each path the run exercised.
    console.log(
      JSON.stringify({
        seconds,
        ticks: market.recorded.length / SYMBOLS.length,
        outcomes: Object.fromEntries(outcomes),
        positions: byType,
        limitFills: limits,
      }),
    );
    expect(byType.stop_out ?? 0).toBeGreaterThan(0);
    expect(limits).toBeGreaterThan(0);
  }, 300_000);
});
