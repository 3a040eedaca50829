import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import {
  type DailyBar,
  type StepContext,
  type StepState,
  STRATEGY_TERMS,
  assess,
  averageTrueRange,
  averageVolume,
  decideStep,
  openingRange,
  sizeEntry,
  stopAndTarget,
} from './intraday-rules';

/** `n` daily bars around `price` with a high–low range of `range` and `volume` shares. */
function bars(n: number, price: number, range: number, volume = 40_000_000): DailyBar[] {
  return Array.from({ length: n }, () => ({
    high: String(price + range / 2),
    low: String(price - range / 2),
    close: String(price),
    volume: String(volume),
  }));
}

const base = {
  amount: new Money(10_000),
  available: new Money(50_000),
  frozen: new Money(0),
  exposure: new Money(0),
  activeCount: 0,
  dailyBars: bars(21, 100, 1),
  sessionAvailable: true,
};

describe('ATR and average volume', () => {
  it('the true range counts gaps from the previous close', () => {
    const b: DailyBar[] = [
      { high: '101', low: '99', close: '100', volume: '10' },
      { high: '106', low: '104', close: '105', volume: '20' }, // gap up: TR = 106 − 100 = 6
      { high: '103', low: '101', close: '102', volume: '30' }, // gap down: TR = 105 − 101 = 4
    ];
    expect(averageTrueRange(b, 2)?.toFixed()).toBe('5');
    expect(averageTrueRange(b, 3)).toBeNull(); // needs period + 1 bars
    expect(averageVolume(b, 2)?.toFixed()).toBe('25');
    expect(averageVolume([], 2)).toBeNull();
  });
});

describe('the automated risk assessment', () => {
  it.each([
    // ATR share of the price → band
    [1, 'low'],
    [1.99, 'low'],
    [2, 'medium'],
    [3.99, 'medium'],
    [4, 'high'],
    [8, 'high'],
  ])('ATR of %s on a price of 100 is the %s band', (range, band) => {
    const a = assess({ ...base, dailyBars: bars(21, 100, range) });
    expect(a.reasons).toEqual([]);
    expect(a.band).toBe(band);
  });

  it.each([
    ['NO_SESSION_TODAY', { sessionAvailable: false }],
    ['INSUFFICIENT_BALANCE', { available: new Money(9_999.99) }],
    ['EXPOSURE_LIMIT', { exposure: new Money(190_001) }],
    ['EXPOSURE_LIMIT', { activeCount: 3 }],
    ['CONCENTRATION_TOO_HIGH', { available: new Money(12_000), frozen: new Money(7_999) }],
    ['VOLATILITY_TOO_HIGH', { dailyBars: bars(21, 100, 8.01) }],
    ['INSUFFICIENT_HISTORY', { dailyBars: bars(14, 100, 1) }],
    ['LIQUIDITY_TOO_LOW', { dailyBars: bars(21, 100, 1, 99_999) }],
    // 10 000 is more than 1 % of a day's value (100 × 900 000 = 90 000 000 → 1 % = 900 000: fine), so a tiny one:
    ['LIQUIDITY_TOO_LOW', { amount: new Money(10_000), dailyBars: bars(21, 0.05, 0.001, 1_000_000) }],
  ] as const)('rejects with %s', (reason, change) => {
    const a = assess({ ...base, ...change });
    expect(a.reasons).toContain(reason);
    expect(a.band).toBeNull();
  });

  it('lists every reason that applies, and the figures it used', () => {
    const a = assess({ ...base, available: new Money(50), sessionAvailable: false, dailyBars: bars(21, 100, 10) });
    expect(a.reasons).toEqual(['NO_SESSION_TODAY', 'INSUFFICIENT_BALANCE', 'CONCENTRATION_TOO_HIGH', 'VOLATILITY_TOO_HIGH']);
    expect(a.figures).toMatchObject({ atr: '10', lastClose: '100', atrShare: '0.1', avgVolume: '40000000' });
  });

  it('exactly at the limits is still accepted', () => {
    const a = assess({ ...base, available: new Money(10_000), frozen: new Money(10_000), exposure: new Money(190_000), activeCount: 2 });
    expect(a.reasons).toEqual([]);
  });
});

describe('fixed-fractional sizing with a stop at k × ATR', () => {
  const flat = (price: number) => (n: number) => new Money(price).times(n).plus(1); // one unit of commission

  it.each([
    // cash, band, ATR, ask → shares
    // risk 1 % of 10 000 = 100; stop distance 0.5 × 4 = 2 → 50 shares by risk; cash pays for 37 at 270 (9 990 + 1)
    [10_000, 'low', 4, 270, 37],
    // a cheap stock: risk binds. 100 / 2 = 50 shares of 20
    [10_000, 'low', 4, 20, 50],
    // medium: 0.75 % → 75 / 2 = 37
    [10_000, 'medium', 4, 20, 37],
    // high: 0.5 % → 50 / 2 = 25
    [10_000, 'high', 4, 20, 25],
    // the charges push the last share out: 10 × 100 = 1 000 + 1 > 1 000
    [1_000, 'low', 0.1, 100, 9],
    // nothing affordable
    [50, 'low', 4, 270, 0],
  ] as const)('cash %s, band %s, ATR %s, ask %s → %s shares', (cash, band, atr, ask, shares) => {
    const n = sizeEntry({ cash: new Money(cash), band, atr: new Money(atr), ask: new Money(ask), maxShares: 100_000, costOf: flat(ask) });
    expect(n).toBe(shares);
    expect(flat(ask)(n).lte(cash) || n === 0).toBe(true);
  });

  it('never more than the order size limit', () => {
    expect(sizeEntry({ cash: new Money(1e9), band: 'low', atr: new Money(1), ask: new Money(1), maxShares: 500, costOf: flat(1) })).toBe(
      500,
    );
  });

  it('stop k × ATR below the entry and the target twice that above', () => {
    const { stop, target } = stopAndTarget(new Money('271.31'), new Money('4.1'));
    expect(stop.toFixed()).toBe('269.26');
    expect(target.toFixed()).toBe('275.41');
  });

  it('the opening range is the highest high and lowest low', () => {
    expect(openingRange([])).toBeNull();
    const r = openingRange([
      { high: '10.5', low: '10' },
      { high: '11', low: '10.2' },
      { high: '10.8', low: '9.9' },
    ]);
    expect([r?.high.toFixed(), r?.low.toFixed()]).toEqual(['11', '9.9']);
  });
});

describe('the decision of one step', () => {
  const open = new Date('2026-11-20T14:30:00Z');
  const close = new Date('2026-11-20T21:00:00Z');
  const at = (minutes: number) => new Date(open.getTime() + minutes * 60_000);
  const state: StepState = {
    phase: 'watching',
    amount: new Money(10_000),
    realisedNet: new Money(0),
    entries: 0,
    rangeHigh: new Money(271),
    stopPrice: null,
    targetPrice: null,
    lastSignalBar: null,
  };
  const ctx: StepContext = {
    now: at(30),
    session: { open, close },
    flatLeadSeconds: 180,
    lastBar: { at: at(29), close: new Money('271.2') },
    bid: new Money('271.2'),
    openNet: null,
  };
  const holding: StepState = { ...state, phase: 'holding', entries: 1, stopPrice: new Money(269), targetPrice: new Money(275) };

  it.each([
    ['waits for the opening range', { ...state, phase: 'waiting' as const }, { ...ctx, now: at(14) }, 'none'],
    ['fixes the range after 15 minutes', { ...state, phase: 'waiting' as const }, { ...ctx, now: at(15) }, 'range'],
    ['enters on a close above the range high', state, ctx, 'enter'],
    ['not on a close at the high', state, { ...ctx, lastBar: { at: at(29), close: new Money(271) } }, 'none'],
    ['not on the bar it already used', { ...state, lastSignalBar: at(29) }, ctx, 'none'],
    ['not without a fresh quote', state, { ...ctx, bid: null }, 'none'],
    ['not after the entry cut-off', state, { ...ctx, now: at(331) }, 'none'],
    ['not after the third entry', { ...state, entries: 3 }, ctx, 'none'],
    ['not once the loss limit is reached', { ...state, realisedNet: new Money(-200) }, ctx, 'none'],
    ['finishes flat before the close', state, { ...ctx, now: new Date(close.getTime() - 180_000) }, 'finish'],
    ['a halted day finishes too', { ...state, phase: 'halted' as const }, { ...ctx, now: new Date(close.getTime() - 1000) }, 'finish'],
    ['holds between stop and target', holding, { ...ctx, openNet: new Money(-10) }, 'none'],
    ['nothing is decided holding without a fresh quote', holding, { ...ctx, bid: null, now: new Date(close.getTime() - 10) }, 'none'],
  ] as const)('%s', (_name, s, c, kind) => {
    expect(decideStep(s, c).kind).toBe(kind);
  });

  it.each([
    ['stop', { bid: new Money(269), openNet: new Money(-80) }],
    ['target', { bid: new Money(275), openNet: new Money(150) }],
    // realised −150 and open −50: the limit (2 % of 10 000 = 200) is reached before the stop
    ['loss_limit', { bid: new Money('269.5'), openNet: new Money(-50) }],
    ['session_end', { now: new Date(close.getTime() - 180_000), bid: new Money(272), openNet: new Money(20) }],
  ] as const)('exits: %s', (reason, change) => {
    const s = reason === 'loss_limit' ? { ...holding, realisedNet: new Money(-150) } : holding;
    expect(decideStep(s, { ...ctx, ...change })).toEqual({ kind: 'exit', reason });
  });

  it('the published terms are the ones the rule uses', () => {
    expect(STRATEGY_TERMS.dailyLossLimit.toFixed()).toBe('0.02');
    expect(STRATEGY_TERMS.stopAtrMultiple.toFixed()).toBe('0.5');
  });
});
