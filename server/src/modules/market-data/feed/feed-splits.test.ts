import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/harness';
import { type ScriptedMarket, scriptedMarket } from '../../../test/scripted-market';
import { adjustQuoteForSplit } from '../corporate-actions/split-quote';
import { Money } from '../../../shared/money';
import type { SymbolDirectory } from '../symbol-directory';
import { backfill } from './backfill';

// Issue 35: share counts follow splits, so a constituent's split moves neither its index (live quote or
// backfilled bars) nor its market value: the price divides by the ratio as the share count multiplies.

let app: TestApp;
let market: ScriptedMarket;
let dir: SymbolDirectory;
/** Each TW constituent's price before the splits (a price that divides exactly by 2 and 10). */
const base = new Map<string, string>();

const level = async (symbol: string): Promise<{ price: string; tradeDate: string }> =>
  (await app.ds.query(`SELECT price::text, trade_date::text AS "tradeDate" FROM quotes WHERE symbol = $1`, [symbol]))[0];
const marketValue = async (symbol: string): Promise<string | null> =>
  (await app.services.marketData.quoteViews([symbol]))[0]?.marketValue ?? null;
const split = (symbol: string, exDate: string, ratioFrom: string, ratioTo: string) => ({
  symbol,
  kind: 'split' as const,
  exDate,
  recordDate: null,
  payDate: null,
  amount: null,
  currency: null,
  ratioFrom,
  ratioTo,
  label: `${ratioTo}-for-${ratioFrom} split`,
  source: 'test',
  simulated: true,
});

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date('2026-12-09T02:00:00Z')); // Wednesday 10:00 in Taipei, the day before TW:2330's split
  market = await scriptedMarket(app, { afterTicks: async () => {} });
  dir = await app.services.marketData.directory();
  market.provider.actions.push(
    split('TW:2330', '2026-12-10', '1', '2'),
    split('TW:2002', '2027-03-03', '10', '1'),
    split('ES:ITX', '2026-12-09', '2', '3'),
  );
  expect((await market.feed.syncCorporateActions()).added).toBe(3);
  const constituents = dir.get('IDX:TAIEX')!.constituents;
  expect(constituents).toContain('TW:2330');
  for (const [i, s] of constituents.entries()) base.set(s, `${100 + 10 * i}.00`);
  base.set('TW:2330', '1410.00');
  await market.tick(constituents.map((s) => [s, base.get(s)!, base.get(s)!]));
});
afterAll(async () => {
  await app?.close();
});

describe('an index across a constituent’s split', () => {
  it('keeps the TAIEX level and TW:2330’s market value at the 2-for-1 split (quote adjusted overnight, then the first tick)', async () => {
    const before = await level('IDX:TAIEX');
    expect(before.tradeDate).toBe('2026-12-09');
    const valueBefore = await marketValue('TW:2330');
    expect(valueBefore).toBe(new Money('1410.00').times('25930000000').toFixed());

    // The effective date's start: the last quote becomes the split day's reference, in post-split terms.
    app.clock.set(new Date('2026-12-09T16:00:05Z')); // 00:00:05 on the 10th in Taipei
    const [action] = await app.ds.query(`SELECT id FROM corporate_actions WHERE symbol = 'TW:2330' AND kind = 'split'`);
    await app.ds.transaction((em) =>
      adjustQuoteForSplit(em, { id: action.id, symbol: 'TW:2330', exDate: '2026-12-10', ratioFrom: '1', ratioTo: '2' }, app.clock.now()),
    );
    expect(await level('TW:2330')).toEqual({ price: '705.0000', tradeDate: '2026-12-10' });
    expect(await marketValue('TW:2330')).toBe(valueBefore);
    // A feed (re)starting at night primes with the provider's pre-split close: stored as the same reference,
    // never back in pre-split terms; the index level does not move either.
    await market.feed.prime();
    expect(await level('TW:2330')).toEqual({ price: '705.0000', tradeDate: '2026-12-10' });
    expect(await marketValue('TW:2330')).toBe(valueBefore);
    expect((await level('IDX:TAIEX')).price).toBe(before.price);

    // The split's first session: TW:2330 ticks at half the price, the other constituents have not traded yet.
    app.clock.set(new Date('2026-12-10T01:00:10Z'));
    await market.tick([['TW:2330', '705.00', '705.00']]);
    const after = await level('IDX:TAIEX');
    expect(after).toEqual({ price: before.price, tradeDate: '2026-12-10' });
    expect(await marketValue('TW:2330')).toBe(valueBefore);

    // Then the others, unchanged: still the same level.
    app.clock.set(new Date('2026-12-10T01:01:10Z'));
    await market.tick([...base.entries()].filter(([s]) => s !== 'TW:2330').map(([s, p]) => [s, p, p]));
    expect((await level('IDX:TAIEX')).price).toBe(before.price);
  });

  it('backfills index bars with the share count of each bar’s trade date', async () => {
    // The TW constituents' bars of the 9th (pre-split) and 10th (TW:2330 post-split), daily and by the
    // minute, as ticks stored them; the index's own are removed and backfilled from them.
    const constituents = dir.get('IDX:TAIEX')!.constituents;
    const dailyLive: Array<{ tradeDate: string; close: string }> = await app.ds.query(
      `SELECT trade_date::text AS "tradeDate", close::text FROM bars_daily WHERE symbol = 'IDX:TAIEX' AND trade_date IN ('2026-12-09', '2026-12-10') ORDER BY trade_date`,
    );
    expect(dailyLive.map((b) => b.close)).toEqual([dailyLive[0].close, dailyLive[0].close]);
    const minutes: Array<{ at: Date; n: number }> = await app.ds.query(
      `SELECT at, count(*)::int AS n FROM bars_minute WHERE symbol = ANY($1::varchar[]) GROUP BY at ORDER BY at`,
      [constituents],
    );
    // The 9th's minute has every constituent; the 10th's first only TW:2330, its second all the others.
    const n = constituents.length;
    expect(minutes.map((m) => [m.at.toISOString(), m.n])).toEqual([
      ['2026-12-09T02:00:00.000Z', n],
      ['2026-12-10T01:00:00.000Z', 1],
      ['2026-12-10T01:01:00.000Z', n - 1],
    ]);
    // TW:2330's post-split minute copied into the second one: that minute is complete as well.
    await app.ds.query(
      `INSERT INTO bars_minute (symbol, at, open, high, low, close, volume)
       SELECT symbol, '2026-12-10T01:01:00Z', open, high, low, close, volume FROM bars_minute WHERE symbol = 'TW:2330' AND at = '2026-12-10T01:00:00Z'`,
    );
    await app.ds.query(`DELETE FROM bars_daily WHERE symbol = 'IDX:TAIEX'`);
    await app.ds.query(`DELETE FROM bars_minute WHERE symbol = 'IDX:TAIEX'`);

    app.clock.set(new Date('2026-12-10T06:00:00Z'));
    await backfill(app.ds, market.provider, dir, app.clock.now(), { dailyDays: 3, minuteDays: 2, progress: false });
    // (Closes: the scripted provider carries a symbol's open over from the day before, pre-split.)
    const daily: Array<{ tradeDate: string; close: string }> = await app.ds.query(
      `SELECT trade_date::text AS "tradeDate", close::text FROM bars_daily WHERE symbol = 'IDX:TAIEX' ORDER BY trade_date`,
    );
    expect(daily).toEqual([
      { tradeDate: '2026-12-09', close: dailyLive[0].close },
      { tradeDate: '2026-12-10', close: dailyLive[0].close },
    ]);
    const minute: Array<{ at: Date; close: string }> = await app.ds.query(
      `SELECT at, close::text FROM bars_minute WHERE symbol = 'IDX:TAIEX' ORDER BY at`,
    );
    expect(minute.map((m) => [m.at.toISOString(), m.close])).toEqual([
      ['2026-12-09T02:00:00.000Z', dailyLive[0].close],
      ['2026-12-10T01:01:00.000Z', dailyLive[0].close],
    ]);
  });
  it('keeps it at a 1-for-10 reverse split (TW:2002) too, and a moved price still moves the index', async () => {
    app.clock.set(new Date('2027-03-02T02:00:00Z'));
    await market.tick([...base.entries()].map(([s, p]) => [s, s === 'TW:2330' ? '705.00' : p, s === 'TW:2330' ? '705.00' : p]));
    const before = await level('IDX:TAIEX');
    const valueBefore = await marketValue('TW:2002');
    app.clock.set(new Date('2027-03-03T02:00:00Z'));
    const reversed = new Money(base.get('TW:2002')!).times(10).toFixed(2);
    await market.tick([['TW:2002', reversed, reversed]]);
    expect(await level('IDX:TAIEX')).toEqual({ price: before.price, tradeDate: '2027-03-03' });
    expect(await marketValue('TW:2002')).toBe(valueBefore);
    // A real move of TW:2330 (post-split shares, twice as many) still moves the level.
    await market.tick([['TW:2330', '710.00', '710.00']]);
    expect(Number((await level('IDX:TAIEX')).price)).toBeGreaterThan(Number(before.price));
  });

  it('keeps the IBEX 35 level at a 3-for-2 split (ES:ITX, a fractional ratio)', async () => {
    const members = dir.get('IDX:IBEX35')!.constituents;
    const price = (s: string) => (s === 'ES:ITX' ? '49.80' : '20.00');
    app.clock.set(new Date('2026-12-08T10:00:00Z'));
    await market.tick(members.map((s) => [s, price(s), price(s)]));
    const before = await level('IDX:IBEX35');
    const valueBefore = await marketValue('ES:ITX');
    app.clock.set(new Date('2026-12-09T10:00:00Z'));
    await market.tick([['ES:ITX', '33.20', '33.20']]);
    expect(await level('IDX:IBEX35')).toEqual({ price: before.price, tradeDate: '2026-12-09' });
    expect(await marketValue('ES:ITX')).toBe(valueBefore);
  });
});
