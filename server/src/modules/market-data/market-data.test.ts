import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, codeOf, createTestApp } from '../../test/harness';
import { backfill } from './feed/backfill';
import type { Feed } from './feed/feed.service';
import { createProvider } from './providers/create-provider';

let app: TestApp;
let feed: Feed;

beforeAll(async () => {
  app = await createTestApp();
  // Friday 20 Nov 2026, 10:00Z: Madrid and gold are trading, New York and Taipei are closed.
  feed = await app.services.feeds.create();
  const dir = await app.services.marketData.directory();
  await backfill(app.ds, await createProvider(app.config, dir), dir, app.clock.now(), { dailyDays: 60, minuteDays: 1, progress: false });
  await feed.prime();
});
afterAll(async () => {
  await feed?.stop();
  await app?.close();
});

const LIST = `query($list: InstrumentList!, $market: MarketCode, $first: Int) {
  instruments(list: $list, market: $market, first: $first) {
    symbol code name(lang: "zh-Hant") market currency lotSize tickSize sharesOutstanding watched followers
    quote { symbol price previousClose change changePercent volume marketValue currency simulated source marketOpen at }
  }
}`;

type ListItem = {
  symbol: string;
  name: string;
  tickSize: string;
  quote: {
    price: string;
    previousClose: string;
    changePercent: string;
    volume: string;
    marketValue: string | null;
    simulated: boolean;
    marketOpen: boolean;
  };
};

describe('markets API', () => {
  it('lists a market with localised names and simulated quotes from the feed', async () => {
    const res = await app.anonymous().exec<{ instruments: ListItem[] }>(LIST, { list: 'HOT', market: 'TW', first: 30 });
    expect(res.errors).toBeUndefined();
    const list = res.data!.instruments;
    expect(list.length).toBeGreaterThanOrEqual(20);
    const tsmc = list.find((i) => i.symbol === 'TW:2330')!;
    expect(tsmc.name).toBe('台積電');
    expect(tsmc.quote.simulated).toBe(true);
    expect(tsmc.quote.marketOpen).toBe(false); // 18:00 in Taipei
    // TWSE ladder: a price of 1000 or more moves in steps of 5.
    expect(Number(tsmc.quote.price) >= 1000 ? tsmc.tickSize : '5.00').toBe('5.00');
    // HOT is by volume, highest first.
    const volumes = list.map((i) => Number(i.quote.volume));
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
  });

  it('ranks RISING and FALLING by change %', async () => {
    const rising = (await app.anonymous().exec<{ instruments: ListItem[] }>(LIST, { list: 'RISING', first: 100 })).data!.instruments;
    const pct = rising.map((i) => Number(i.quote.changePercent));
    expect(rising).toHaveLength(100);
    expect([...pct].sort((a, b) => b - a)).toEqual(pct);
    const falling = (await app.anonymous().exec<{ instruments: ListItem[] }>(LIST, { list: 'FALLING', market: 'US', first: 5 })).data!
      .instruments;
    expect(falling[0].symbol).toBe(rising.filter((i) => i.symbol.startsWith('US:')).at(-1)!.symbol);
  });

  it('gives the SELECTED list in curated order', async () => {
    const res = await app.anonymous().exec<{ instruments: ListItem[] }>(LIST, { list: 'SELECTED', market: 'US' });
    expect(res.data!.instruments.map((i) => i.symbol)).toEqual(app.config.marketSelected.filter((s) => s.startsWith('US:')));
  });

  it('shows the indices computed from constituents, and gold', async () => {
    const res = await app
      .anonymous()
      .exec<{ indices: Array<{ symbol: string; name: string; quote: { price: string; simulated: boolean } | null }> }>(
        '{ indices { symbol name(lang: "zh-Hans") quote { price simulated } } }',
      );
    expect(res.data!.indices.map((i) => i.symbol)).toEqual(['IDX:IBEX35', 'IDX:SPX', 'IDX:TAIEX', 'GOLD:XAU']);
    expect(res.data!.indices[1].name).toBe('标普500指数');
    for (const i of res.data!.indices) expect(Number(i.quote!.price)).toBeGreaterThan(0);
  });

  it('searches by code or by a name in any language', async () => {
    const q =
      '{ a: searchInstruments(query: "2330") { symbol } b: searchInstruments(query: "鴻海") { symbol } c: searchInstruments(query: "apple") { symbol } }';
    const res = await app.anonymous().exec<Record<string, Array<{ symbol: string }>>>(q);
    expect(res.data!.a[0].symbol).toBe('TW:2330');
    expect(res.data!.b[0].symbol).toBe('TW:2317');
    expect(res.data!.c[0].symbol).toBe('US:AAPL');
    const long = await app.anonymous().exec('query($q: String!) { searchInstruments(query: $q) { symbol } }', { q: 'x'.repeat(65) });
    expect(codeOf(long)).toBe('SEARCH_QUERY_TOO_LONG');
  });

  it('returns daily, weekly and minute bars, and refuses bad ranges', async () => {
    const day = await app
      .anonymous()
      .exec<{ bars: Array<{ at: string; open: string; high: string; low: string; close: string }> }>(
        '{ bars(symbol: "US:AAPL", interval: DAY) { at open high low close volume } }',
      );
    expect(day.errors).toBeUndefined();
    expect(day.data!.bars.length).toBeGreaterThan(35);
    for (const b of day.data!.bars) {
      expect(Number(b.high)).toBeGreaterThanOrEqual(Math.max(Number(b.open), Number(b.close)));
      expect(Number(b.low)).toBeLessThanOrEqual(Math.min(Number(b.open), Number(b.close)));
    }
    const week = await app.anonymous().exec<{ bars: unknown[] }>('{ bars(symbol: "US:AAPL", interval: WEEK) { at close } }');
    expect(week.data!.bars.length).toBeGreaterThanOrEqual(8);
    const minute = await app.anonymous().exec<{ bars: Array<{ at: string }> }>('{ bars(symbol: "ES:SAN", interval: MINUTE) { at close } }');
    expect(minute.data!.bars.length).toBeGreaterThan(60); // Madrid opened at 08:00Z; it is 10:00Z
    const bad = await app
      .anonymous()
      .exec('{ bars(symbol: "US:AAPL", interval: DAY, from: "2026-01-02T00:00:00Z", to: "2026-01-01T00:00:00Z") { at } }');
    expect(codeOf(bad)).toBe('BAR_RANGE_INVALID');
    const tooWide = await app
      .anonymous()
      .exec('{ bars(symbol: "US:AAPL", interval: MINUTE, from: "2026-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z") { at } }');
    expect(codeOf(tooWide)).toBe('BAR_RANGE_INVALID');
    const unknown = await app.anonymous().exec('{ bars(symbol: "US:NOPE", interval: DAY) { at } }');
    expect(codeOf(unknown)).toBe('INSTRUMENT_NOT_FOUND');
  });

  it('reports market status, FX rates, and null for an unknown instrument', async () => {
    const res = await app.anonymous().exec<{
      es: { open: boolean; timeZone: string; nextClose: string };
      us: { open: boolean; nextOpen: string };
      fxRates: Array<{ pair: string; rate: string; simulated: boolean }>;
      instrument: null;
    }>(
      '{ es: marketStatus(market: ES) { open timeZone nextClose } us: marketStatus(market: US) { open nextOpen } fxRates { pair rate simulated } instrument(symbol: "US:NOPE") { symbol } }',
    );
    expect(res.data!.es).toEqual({ open: true, timeZone: 'Europe/Madrid', nextClose: '2026-11-20T16:30:00.000Z' });
    expect(res.data!.us).toEqual({ open: false, nextOpen: '2026-11-20T14:30:00.000Z' });
    expect(res.data!.fxRates.map((r) => r.pair)).toEqual(['EURUSD', 'USDMYR', 'USDTWD']);
    expect(res.data!.instrument).toBeNull();
  });
});
