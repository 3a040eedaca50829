import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/harness';

// Issue 35: stored bars stay as traded; the bars query serves them split-adjusted (prices × from/to and
// volume × to/from before each split in effect), with the raw close beside an adjusted one. Bars and
// calendar rows are written here as the feed writes them. The clock is Friday 20 Nov 2026.

let app: TestApp;

type Row = [tradeDate: string, open: string, high: string, low: string, close: string, volume: string];

async function insertDaily(symbol: string, rows: Row[]): Promise<void> {
  for (const [d, o, h, l, c, v] of rows)
    await app.ds.query(`INSERT INTO bars_daily (symbol, trade_date, open, high, low, close, volume) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      symbol,
      d,
      o,
      h,
      l,
      c,
      v,
    ]);
}

async function insertSplit(symbol: string, exDate: string, from: string, to: string): Promise<void> {
  await app.ds.query(
    `INSERT INTO corporate_actions (symbol, kind, ex_date, ratio_from, ratio_to, label, source, simulated, provider, first_seen_at, updated_at)
     VALUES ($1, 'split', $2, $3, $4, 'split (test)', 'simulated', true, 'simulated', $5, $5)`,
    [symbol, exDate, from, to, app.clock.now()],
  );
}

beforeAll(async () => {
  app = await createTestApp();
  // US:NVDA: a 2-for-1 split on Wednesday 11 Nov; the raw bars drop by half there.
  await insertDaily('US:NVDA', [
    ['2026-11-02', '200', '204', '198', '202', '1000'],
    ['2026-11-03', '202', '206', '201', '205.01', '1500'],
    ['2026-11-04', '205', '207', '203', '206', '1200'],
    ['2026-11-05', '206', '208', '204', '207', '1100'],
    ['2026-11-06', '207', '210', '206', '208', '1300'],
    ['2026-11-09', '208', '212', '207', '210', '1400'],
    ['2026-11-10', '210', '211', '208', '209', '1250'],
    ['2026-11-11', '105', '106', '103', '104', '2600'],
    ['2026-11-12', '104', '105.5', '103.5', '105', '2400'],
    ['2026-11-13', '105', '107', '104', '106', '2200'],
  ]);
  await insertSplit('US:NVDA', '2026-11-11', '1', '2');
  // A dividend never adjusts bars.
  await app.ds.query(
    `INSERT INTO corporate_actions (symbol, kind, ex_date, record_date, amount, currency, label, source, simulated, provider, first_seen_at, updated_at)
     VALUES ('US:NVDA', 'cash_dividend', '2026-11-05', '2026-11-05', 0.01, 'USD', 'Quarterly dividend', 'simulated', true, 'simulated', $1, $1)`,
    [app.clock.now()],
  );
  // Minute bars on either side of the split.
  for (const [at, o, h, l, c, v] of [
    ['2026-11-10T15:00:00Z', '209.00', '209.50', '208.80', '209.20', '100'],
    ['2026-11-11T15:00:00Z', '104.60', '104.90', '104.50', '104.70', '220'],
  ])
    await app.ds.query(`INSERT INTO bars_minute (symbol, at, open, high, low, close, volume) VALUES ('US:NVDA', $1, $2, $3, $4, $5, $6)`, [
      at,
      o,
      h,
      l,
      c,
      v,
    ]);
  // TW:2002: a 1-for-10 reverse split on Monday 16 Nov.
  await insertDaily('TW:2002', [
    ['2026-11-12', '13.50', '13.60', '13.40', '13.55', '30000'],
    ['2026-11-13', '13.55', '13.70', '13.50', '13.65', '25005'],
    ['2026-11-16', '136.5', '137.0', '135.0', '136.0', '2600'],
    ['2026-11-17', '136.0', '138.0', '135.5', '137.5', '2400'],
  ]);
  await insertSplit('TW:2002', '2026-11-16', '10', '1');
  // TW:2330: a split announced for December is not in effect yet.
  await insertDaily('TW:2330', [['2026-11-19', '1600', '1610', '1590', '1605', '40000000']]);
  await insertSplit('TW:2330', '2026-12-10', '1', '2');
});
afterAll(async () => {
  await app?.close();
});

interface BarOut {
  at: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  unadjustedClose: string | null;
}

const BARS = `query($symbol: ID!, $interval: BarInterval!, $from: DateTime, $to: DateTime) {
  bars(symbol: $symbol, interval: $interval, from: $from, to: $to) { at open high low close volume unadjustedClose }
}`;

async function bars(symbol: string, interval: string, from = '2026-11-01T00:00:00Z', to = '2026-11-20T00:00:00Z'): Promise<BarOut[]> {
  const res = await app.anonymous().exec<{ bars: BarOut[] }>(BARS, { symbol, interval, from, to });
  expect(res.errors).toBeUndefined();
  return res.data!.bars;
}

const row = (b: BarOut) => [b.at.slice(0, 10), b.open, b.high, b.low, b.close, b.volume, b.unadjustedClose];

describe('bars served split-adjusted', () => {
  it('leaves no cliff at a 2-for-1 split: earlier bars at half price and twice the volume, the raw close beside them', async () => {
    const day = await bars('US:NVDA', 'DAY');
    expect(day.map(row)).toEqual([
      ['2026-11-02', '100.00', '102.00', '99.00', '101.00', '2000', '202.00'],
      ['2026-11-03', '101.00', '103.00', '100.50', '102.505', '3000', '205.01'],
      ['2026-11-04', '102.50', '103.50', '101.50', '103.00', '2400', '206.00'],
      ['2026-11-05', '103.00', '104.00', '102.00', '103.50', '2200', '207.00'],
      ['2026-11-06', '103.50', '105.00', '103.00', '104.00', '2600', '208.00'],
      ['2026-11-09', '104.00', '106.00', '103.50', '105.00', '2800', '210.00'],
      ['2026-11-10', '105.00', '105.50', '104.00', '104.50', '2500', '209.00'],
      ['2026-11-11', '105.00', '106.00', '103.00', '104.00', '2600', null],
      ['2026-11-12', '104.00', '105.50', '103.50', '105.00', '2400', null],
      ['2026-11-13', '105.00', '107.00', '104.00', '106.00', '2200', null],
    ]);
    // No cliff: no day-to-day move of the close beyond 2 %.
    for (let i = 1; i < day.length; i++) expect(Math.abs(Number(day[i].close) / Number(day[i - 1].close) - 1)).toBeLessThan(0.02);
    // Stored bars stay as traded.
    const [raw] = await app.ds.query(`SELECT close::text FROM bars_daily WHERE symbol = 'US:NVDA' AND trade_date = '2026-11-10'`);
    expect(Number(raw.close)).toBe(209);
  });

  it('aggregates weeks from the adjusted days: a week across the split is adjusted where it must be', async () => {
    const week = await bars('US:NVDA', 'WEEK');
    expect(week.map(row)).toEqual([
      // Wholly before the split: adjusted, with the raw Friday close.
      ['2026-11-02', '100.00', '105.00', '99.00', '104.00', '12200', '208.00'],
      // Monday and Tuesday adjusted, the rest as traded; its close was not adjusted.
      ['2026-11-09', '104.00', '107.00', '103.00', '106.00', '12500', null],
    ]);
    const month = await bars('US:NVDA', 'MONTH', '2026-10-01T00:00:00Z');
    expect(month.map(row)).toEqual([['2026-11-01', '100.00', '107.00', '99.00', '106.00', '24700', null]]);
  });

  it('adjusts minute bars by their trade date', async () => {
    const minute = await bars('US:NVDA', 'MINUTE', '2026-11-10T14:00:00Z', '2026-11-11T21:00:00Z');
    expect(minute.map((b) => [b.at, b.open, b.high, b.low, b.close, b.volume, b.unadjustedClose])).toEqual([
      ['2026-11-10T15:00:00.000Z', '104.50', '104.75', '104.40', '104.60', '200', '209.20'],
      ['2026-11-11T15:00:00.000Z', '104.60', '104.90', '104.50', '104.70', '220', null],
    ]);
  });

  it('multiplies by ten before a 1-for-10 reverse split (volume divided by ten, to whole shares)', async () => {
    expect((await bars('TW:2002', 'DAY')).map(row)).toEqual([
      ['2026-11-12', '135.00', '136.00', '134.00', '135.50', '3000', '13.55'],
      ['2026-11-13', '135.50', '137.00', '135.00', '136.50', '2501', '13.65'],
      ['2026-11-16', '136.50', '137.00', '135.00', '136.00', '2600', null],
      ['2026-11-17', '136.00', '138.00', '135.50', '137.50', '2400', null],
    ]);
  });

  it('does not adjust for a split whose ex-date has not come', async () => {
    expect((await bars('TW:2330', 'DAY')).map(row)).toEqual([['2026-11-19', '1600.00', '1610.00', '1590.00', '1605.00', '40000000', null]]);
  });

  it('costs the same number of statements with splits or without, daily, weekly or minute', async () => {
    const cost = async (symbol: string, interval: string, from?: string, to?: string) => {
      const before = app.statements.count;
      await bars(symbol, interval, from, to);
      return app.statements.count - before;
    };
    await cost('US:AAPL', 'DAY'); // warm the per-process instrument directory
    const plain = await cost('US:AAPL', 'DAY');
    expect(await cost('US:NVDA', 'DAY')).toBe(plain);
    expect(await cost('US:NVDA', 'WEEK')).toBe(plain);
    expect(await cost('US:NVDA', 'DAY', '2026-11-10T00:00:00Z')).toBe(plain);
    expect(await cost('US:NVDA', 'MINUTE', '2026-11-10T14:00:00Z', '2026-11-11T21:00:00Z')).toBe(plain);
    // The bars and the symbol's splits: one extra statement at most.
    expect(plain).toBeLessThanOrEqual(2);
  });
});
