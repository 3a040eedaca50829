import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTicks } from '../../app/compose';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, scriptedMarket } from '../../test/scripted-market';
import { Money } from '../../shared/money';
import { PriceAlertCondition, PriceAlertRepeat } from './price-alerts.types';

// Issue 31, price alerts: set on any instrument or index, judged on the feed's fresh ticks only (never a
// stale quote), one-shot or repeating with a cool-down on the injected clock, each firing one
// notification even with two batches racing; at most 100 set per user; bad input refused with a code.

let app: TestApp;
let market: ScriptedMarket;
const T0 = new Date('2026-11-20T15:00:00Z'); // Friday: New York in session

const CREATE = `mutation($input: CreatePriceAlertInput!) { createPriceAlert(input: $input) { id symbol condition value repeat cooldownMinutes status } }`;
const LIST = `query($symbol: String) { priceAlerts(symbol: $symbol) { id symbol status triggerCount lastPrice } }`;
const PAUSE = `mutation($id: ID!, $paused: Boolean!) { pausePriceAlert(id: $id, paused: $paused) { id status } }`;
const DELETE = `mutation($id: ID!) { deletePriceAlert(id: $id) }`;

type Alert = { id: string; symbol: string; status: string; triggerCount: number; lastPrice: string | null };

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 });
  app.clock.set(T0);
  // Every module's tick hooks run after each batch, as in production.
  market = await scriptedMarket(app, { afterTicks: (symbols) => afterTicks(app.services, symbols) });
  await market.tick([['US:AAPL', '200.00', '200.10']]);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

async function create(u: TestUser, input: Record<string, unknown>): Promise<string> {
  const res = await u.client.exec<{ createPriceAlert: { id: string } }>(CREATE, { input });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createPriceAlert.id;
}

async function alerts(u: TestUser, symbol?: string): Promise<Alert[]> {
  const res = await u.client.exec<{ priceAlerts: Alert[] }>(LIST, { symbol });
  expect(res.errors).toBeUndefined();
  return res.data!.priceAlerts;
}

async function fired(userId: string): Promise<Array<{ params: Record<string, string> }>> {
  return app.ds.query(`SELECT params FROM notifications WHERE user_id = $1 AND kind = 'PRICE_ALERT' ORDER BY created_at`, [userId]);
}

/** A tick stamped now (the scripted provider stamps the clock's time). */
const tick = (bid: string, ask: string, symbol = 'US:AAPL') => market.tick([[symbol, bid, ask]]);

describe('firing', () => {
  it('a one-shot ABOVE alert fires once on the fresh tick that crosses it, with a notification, and is done', async () => {
    const u = await app.registerUser();
    await tick('200.00', '200.10');
    const id = await create(u, { symbol: 'US:AAPL', condition: 'ABOVE', value: '201.5', repeat: 'ONCE' });
    await tick('201.00', '201.10');
    expect(await fired(u.user.id)).toEqual([]);
    await tick('202.00', '202.10');
    await tick('203.00', '203.10');
    const made = await fired(u.user.id);
    expect(made).toHaveLength(1);
    expect(made[0].params).toMatchObject({ id, symbol: 'US:AAPL', condition: 'above', value: '201.5000', price: '202.0500' });
    expect((await alerts(u)).find((a) => a.id === id)).toMatchObject({ status: 'DONE', triggerCount: 1, lastPrice: '202.05' });
  });

  it('never on a stale quote: a stored quote past the age limit that crosses fires nothing; the next fresh tick does', async () => {
    const u = await app.registerUser();
    await tick('200.00', '200.10');
    await create(u, { symbol: 'US:AAPL', condition: 'BELOW', value: '190', repeat: 'ONCE' });
    const at = app.clock.now();
    await app.ds.query(`UPDATE quotes SET price = 180, bid = 180, ask = 180.1, at = $1 WHERE symbol = 'US:AAPL'`, [at]);
    app.clock.set(new Date(at.getTime() + 11_000)); // the stored quote is 11 s old, the limit 10 s
    expect(await app.services.priceAlerts.evaluate(['US:AAPL'])).toBe(0);
    expect(await fired(u.user.id)).toEqual([]);
    await tick('180.00', '180.10');
    expect(await fired(u.user.id)).toHaveLength(1);
    await tick('200.00', '200.10');
  });

  it('a repeating alert respects its cool-down on the injected clock', async () => {
    const u = await app.registerUser();
    await tick('200.00', '200.10');
    const id = await create(u, { symbol: 'US:AAPL', condition: 'DAY_MOVE_PCT', value: '1', repeat: 'REPEAT', cooldownMinutes: 5 });
    const [{ prev_close }] = await app.ds.query(`SELECT prev_close::text FROM quotes WHERE symbol = 'US:AAPL'`);
    const up = new Money(prev_close).times('1.02').toFixed(2); // 2 % above the previous close
    const start = app.clock.now();
    await tick(up, up);
    expect(await fired(u.user.id)).toHaveLength(1);
    app.clock.set(new Date(start.getTime() + 4 * 60_000));
    await tick(up, up);
    expect(await fired(u.user.id)).toHaveLength(1); // still resting
    app.clock.set(new Date(start.getTime() + 5 * 60_000));
    await tick(up, up);
    expect(await fired(u.user.id)).toHaveLength(2);
    expect((await alerts(u)).find((a) => a.id === id)).toMatchObject({ status: 'ACTIVE', triggerCount: 2 });
    await tick('200.00', '200.10');
  });

  it('two batches racing fire an alert once (one notification)', async () => {
    const u = await app.registerUser();
    await tick('200.00', '200.10');
    await create(u, { symbol: 'US:AAPL', condition: 'ABOVE', value: '205', repeat: 'REPEAT', cooldownMinutes: 60 });
    await market.tick([['US:AAPL', '206.00', '206.10']], { wait: false });
    const counts = await Promise.all([
      app.services.priceAlerts.evaluate(['US:AAPL']),
      app.services.priceAlerts.evaluate(['US:AAPL']),
      app.services.priceAlerts.evaluate(['US:AAPL']),
    ]);
    await market.feed.settled();
    expect(await fired(u.user.id)).toHaveLength(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    await tick('200.00', '200.10');
  });

  it('a paused alert does not fire; resumed, it does', async () => {
    const u = await app.registerUser();
    await tick('200.00', '200.10');
    const id = await create(u, { symbol: 'US:AAPL', condition: 'BELOW', value: '199', repeat: 'ONCE' });
    expect((await u.client.exec<{ pausePriceAlert: { status: string } }>(PAUSE, { id, paused: true })).data?.pausePriceAlert.status).toBe(
      'PAUSED',
    );
    await tick('198.00', '198.10');
    expect(await fired(u.user.id)).toEqual([]);
    await u.client.exec(PAUSE, { id, paused: false });
    await tick('198.00', '198.10');
    expect(await fired(u.user.id)).toHaveLength(1);
    await tick('200.00', '200.10');
  });

  it('a new 52-week high: above the highest high of the year before today, on an index too', async () => {
    const u = await app.registerUser();
    await tick('200.00', '200.10');
    const [{ trade_date }] = await app.ds.query(`SELECT trade_date::text FROM quotes WHERE symbol = 'US:AAPL'`);
    await app.ds.query(
      `INSERT INTO bars_daily (symbol, trade_date, open, high, low, close, volume)
       VALUES ('US:AAPL', $1::date - 30, 200, 210, 150, 205, 1000) ON CONFLICT (symbol, trade_date) DO UPDATE SET high = 210, low = 150`,
      [trade_date],
    );
    await create(u, { symbol: 'US:AAPL', condition: 'HIGH_52W', repeat: 'ONCE' });
    await tick('209.00', '209.10');
    expect(await fired(u.user.id)).toEqual([]);
    await tick('211.00', '211.10');
    expect(await fired(u.user.id)).toHaveLength(1);
    // An index: its level is a quote like any other (a minute later: the list is in the order they fired).
    app.clock.advance(60_000);
    await create(u, { symbol: 'IDX:SPX', condition: 'ABOVE', value: '7000', repeat: 'ONCE' });
    await app.ds.query(
      `INSERT INTO quotes (symbol, price, bid, ask, open, high, low, prev_close, volume, trade_date, at, source, simulated)
       VALUES ('IDX:SPX', 7001, 7001, 7001, 6900, 7001, 6900, 6900, 0, $1, $2, 'scripted', true)
       ON CONFLICT (symbol) DO UPDATE SET price = 7001, at = $2`,
      [trade_date, app.clock.now()],
    );
    expect(await app.services.priceAlerts.evaluate(['IDX:SPX'])).toBe(1);
    expect((await fired(u.user.id)).map((f) => f.params.symbol)).toEqual(['US:AAPL', 'IDX:SPX']);
    await tick('200.00', '200.10');
  });
});

describe('setting alerts', () => {
  it('refuses the 101st active alert with a code (counted atomically), and accepts again once one is deleted', async () => {
    const u = await app.registerUser();
    for (let i = 0; i < 98; i++)
      await app.services.priceAlerts.create(u.user, {
        symbol: 'US:AAPL',
        condition: PriceAlertCondition.ABOVE,
        value: new Money(1000 + i),
        repeat: PriceAlertRepeat.ONCE,
      });
    // The 99th and 100th race with a 101st: exactly two get in.
    const input = { symbol: 'US:AAPL', condition: 'ABOVE', value: '5000', repeat: 'ONCE' };
    const raced = await Promise.all([0, 1, 2].map(() => u.client.exec(CREATE, { input })));
    expect(raced.filter((r) => !r.errors)).toHaveLength(2);
    expect(raced.filter((r) => codeOf(r) === 'PRICE_ALERT_LIMIT_REACHED')).toHaveLength(1);
    const [{ c }] = await app.ds.query(`SELECT count(*)::int AS c FROM price_alerts WHERE user_id = $1`, [u.user.id]);
    expect(c).toBe(100);
    expect(codeOf(await u.client.exec(CREATE, { input }))).toBe('PRICE_ALERT_LIMIT_REACHED');
    const one = (await alerts(u))[0];
    expect((await u.client.exec(DELETE, { id: one.id })).errors).toBeUndefined();
    expect((await u.client.exec(CREATE, { input })).errors).toBeUndefined();
  });

  it('bad input gets a code and stores nothing', async () => {
    const u = await app.registerUser();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ symbol: 'US:NOPE', condition: 'ABOVE', value: '1' }, 'INSTRUMENT_NOT_FOUND'],
      [{ symbol: 'US:AAPL', condition: 'ABOVE', value: '0' }, 'PRICE_ALERT_PRICE_INVALID'],
      [{ symbol: 'US:AAPL', condition: 'BELOW' }, 'PRICE_ALERT_PRICE_INVALID'],
      [{ symbol: 'US:AAPL', condition: 'ABOVE', value: '1.00001' }, 'PRICE_ALERT_PRICE_INVALID'],
      [{ symbol: 'US:AAPL', condition: 'DAY_MOVE_PCT', value: '101' }, 'PRICE_ALERT_PERCENT_INVALID'],
      [{ symbol: 'US:AAPL', condition: 'HIGH_52W', value: '3' }, 'PRICE_ALERT_VALUE_NOT_ALLOWED'],
      [{ symbol: 'US:AAPL', condition: 'ABOVE', value: '1', repeat: 'REPEAT', cooldownMinutes: 0 }, 'PRICE_ALERT_COOLDOWN_INVALID'],
      [{ symbol: 'US:AAPL', condition: 'ABOVE', value: '1', repeat: 'REPEAT', cooldownMinutes: 10081 }, 'PRICE_ALERT_COOLDOWN_INVALID'],
      [{ symbol: 'US:AAPL', condition: 'ABOVE', value: 'abc' }, 'BAD_INPUT'],
    ];
    for (const [input, code] of bad) expect(codeOf(await u.client.exec(CREATE, { input })), JSON.stringify(input)).toBe(code);
    expect(await alerts(u)).toEqual([]);
  });

  it('another user cannot list, pause or delete them; anonymous gets UNAUTHENTICATED', async () => {
    const owner = await app.registerUser();
    const id = await create(owner, { symbol: 'US:AAPL', condition: 'ABOVE', value: '300' });
    const intruder = await app.registerUser();
    expect(await alerts(intruder)).toEqual([]);
    expect(codeOf(await intruder.client.exec(PAUSE, { id, paused: true }))).toBe('NOT_FOUND');
    expect(codeOf(await intruder.client.exec(DELETE, { id }))).toBe('NOT_FOUND');
    expect((await alerts(owner)).map((a) => [a.id, a.status])).toEqual([[id, 'ACTIVE']]);
    const anon = app.anonymous();
    expect(codeOf(await anon.exec(LIST, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(CREATE, { input: { symbol: 'US:AAPL', condition: 'ABOVE', value: '1' } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(DELETE, { id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(PAUSE, { id, paused: true }))).toBe('UNAUTHENTICATED');
  });
});
