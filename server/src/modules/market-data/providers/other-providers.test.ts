import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MarketCode } from '../market-code';
import { decimalToUnits } from '../quote-rules';
import { referenceData, symbolOf, tickOf } from '../seed-instruments';
import type { InstrumentSpec } from './provider';
import { ReplayProvider, parseReplayCsv } from './replay/replay-provider';
import { type YahooClient, YahooProvider, yahooTicker } from './yahoo/yahoo-provider';

const specs: InstrumentSpec[] = referenceData.instruments.map((i) => ({
  symbol: symbolOf(i.market, i.code),
  code: i.code,
  market: i.market as MarketCode,
  currency: i.currency,
  lotSize: i.lotSize,
  tickRule: tickOf(i).rule,
  tickUnits: decimalToUnits(tickOf(i).fixed),
  referenceClose: i.referenceClose,
  sharesOutstanding: i.sharesOutstanding,
  names: i.names,
}));

describe('replay provider', () => {
  const dir = path.join(__dirname, '../data/replay');
  const start = new Date('2026-11-20T15:00:00Z');

  it('replays the sample file one bar per step, with the day aggregated so far', async () => {
    const p = ReplayProvider.fromDirectory(dir, specs, { startedAt: start, stepMs: 1000 });
    expect(p.symbols().sort()).toEqual(['TW:2330', 'US:AAPL']);
    const [first] = await p.quotes(['US:AAPL'], start);
    expect(first).toMatchObject({ price: '270.02', open: '270.00', previousClose: '270.00', tradeDate: '2025-11-20' });
    const [third] = await p.quotes(['US:AAPL'], new Date(start.getTime() + 2000));
    const csv = parseReplayCsv(fs.readFileSync(path.join(dir, 'sample.csv'), 'utf8')).filter((b) => b.symbol === 'US:AAPL');
    expect(third.price).toBe(csv[2].close);
    expect(third.volume).toBe(String(csv.slice(0, 3).reduce((s, b) => s + Number(b.volume), 0)));
    // The second file day: previous close is the first day's last close; after the end it loops.
    const [day2] = await p.quotes(['US:AAPL'], new Date(start.getTime() + 30_000));
    expect(day2).toMatchObject({ tradeDate: '2025-11-21', previousClose: csv[29].close, open: csv[30].open });
    const [looped] = await p.quotes(['US:AAPL'], new Date(start.getTime() + 60_000));
    expect(looped.price).toBe(first.price);
    expect(await p.bars('US:AAPL', 'DAY', new Date('2025-11-01T00:00:00Z'), new Date('2025-12-01T00:00:00Z'))).toHaveLength(2);
  });

  it('names the line of a malformed row', () => {
    expect(() => parseReplayCsv('symbol,time,open,high,low,close,volume\nUS:AAPL,2025-11-20T14:30:00Z,1,2,x,1,10', 'bad.csv')).toThrow(
      'bad.csv line 2',
    );
    expect(() => parseReplayCsv('sym,t\n', 'bad.csv')).toThrow('header');
  });
});

// Recorded responses, written from yahoo-finance2's documented result shapes (no network here).
function recorded(name: string) {
  const text = fs.readFileSync(path.join(__dirname, 'yahoo/fixtures', name), 'utf8');
  return JSON.parse(text, (k, v) => (k === 'date' || k === 'regularMarketTime' ? new Date(v) : v));
}

function recordedClient(calls: string[]): YahooClient {
  return {
    async quote(symbols) {
      calls.push(`quote ${symbols.join(',')}`);
      return symbols.includes('EURUSD=X') ? recorded('quote-fx.json') : recorded('quote-aapl-2330-san.json');
    },
    async chart(symbol, opts) {
      calls.push(`chart ${symbol} ${opts.interval}`);
      return recorded('chart-aapl-1d.json');
    },
    async search(query) {
      calls.push(`search ${query}`);
      return recorded('search-taiwan-semi.json');
    },
  };
}

describe('yahoo provider (recorded responses)', () => {
  it('maps symbols to Yahoo tickers', () => {
    expect(yahooTicker({ market: MarketCode.ES, code: 'SAN' })).toBe('SAN.MC');
    expect(yahooTicker({ market: MarketCode.TW, code: '2330' })).toBe('2330.TW');
    expect(yahooTicker({ market: MarketCode.US, code: 'BRK.B' })).toBe('BRK-B');
    expect(yahooTicker({ market: MarketCode.GOLD, code: 'XAU' })).toBe('GC=F');
  });

  it('turns quotes into decimal quotes with the local trade date, filling missing bid/ask with the price', async () => {
    const calls: string[] = [];
    const p = new YahooProvider(recordedClient(calls), specs, 15_000);
    const quotes = await p.quotes(['US:AAPL', 'TW:2330', 'ES:SAN'], new Date());
    expect(calls).toEqual(['quote AAPL,2330.TW,SAN.MC']);
    expect(quotes.find((q) => q.symbol === 'US:AAPL')).toMatchObject({
      price: '272.61',
      bid: '272.6',
      ask: '272.62',
      previousClose: '271.49',
      volume: '21846519',
      tradeDate: '2025-11-21',
    });
    expect(quotes.find((q) => q.symbol === 'TW:2330')).toMatchObject({ price: '1405', bid: '1405', ask: '1405', tradeDate: '2025-11-21' });
    expect(quotes.find((q) => q.symbol === 'ES:SAN')!.price).toBe('8.954'); // 8.9539999 from the float, to 4 places
    expect(p.simulated).toBe(false);
  });

  it('reads daily bars, skipping the unfinished day without prices', async () => {
    const p = new YahooProvider(recordedClient([]), specs, 15_000);
    const bars = await p.bars('US:AAPL', 'DAY', new Date('2025-11-17T00:00:00Z'), new Date('2025-11-22T00:00:00Z'));
    expect(bars.map((b) => b.tradeDate)).toEqual(['2025-11-17', '2025-11-18', '2025-11-19', '2025-11-20']);
    expect(bars[3]).toMatchObject({ open: '270.83', high: '275.43', low: '265.82', close: '266.25', volume: '45823600' });
  });

  it('keeps search results and FX rates it knows', async () => {
    const p = new YahooProvider(recordedClient([]), specs, 15_000);
    expect(await p.search('taiwan semi')).toEqual(['TW:2330', 'TW:2317']);
    const fx = await p.fxRates(['EURUSD', 'USDTWD', 'USDMYR'], new Date());
    expect(fx.map((r) => [r.pair, r.rate])).toEqual([
      ['EURUSD', '1.151383'],
      ['USDTWD', '31.365'],
      ['USDMYR', '4.142'],
    ]);
  });
});
