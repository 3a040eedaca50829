import { describe, expect, it } from 'vitest';
import { divisorOf, referenceData } from './seed-instruments';
import { indexLevel } from './index-rules';
import { changeOf, limitPrices, marketValueOf, roundToTick, tickUnitsAt, unitsToDecimal } from './quote-rules';

describe('tick sizes', () => {
  it.each([
    [9.99, 0.01],
    [10, 0.05],
    [49.95, 0.05],
    [50, 0.1],
    [100, 0.5],
    [500, 1],
    [999, 1],
    [1000, 5],
    [1410, 5],
  ])('TWSE price %s moves in steps of %s', (price, tick) => {
    expect(tickUnitsAt('twse', 0, price * 10_000)).toBe(tick * 10_000);
  });

  it.each([
    ['twse', 0, 14_123_456, 14_100_000],
    ['twse', 0, 499_900, 500_000], // 49.99 rounds to 50.00 (the next band's grid)
    ['fixed', 100, 2_714_949, 2_714_900],
    ['fixed', 5, 89_503, 89_505],
  ] as const)('%s rounds %s to %s', (rule, tick, price, expected) => {
    expect(roundToTick(rule, tick, price)).toBe(expected);
  });

  it('puts the TWSE limits on the grid inside ±10%', () => {
    expect(limitPrices('twse', 0, 14_100_000, 0.1)).toEqual({ up: 15_500_000, down: 12_700_000 }); // 1551 → 1550; 1269 → 1270
    expect(limitPrices('twse', 0, 190_500, 0.1)).toEqual({ up: 209_500, down: 171_500 }); // 19.05: 20.955 → 20.95; 17.145 → 17.15
  });
});

describe('quote figures', () => {
  it.each([
    ['271.49', '270.00', '1.49', '0.55'],
    ['1410.00', '1450.00', '-40', '-2.76'],
    ['8.9505', '8.9505', '0', '0.00'],
  ])('price %s against %s: change %s, %s%%', (price, prev, change, pct) => {
    expect(changeOf(price, prev)).toEqual({ change, changePercent: pct });
  });

  it('computes market value exactly and writes units as decimals', () => {
    expect(marketValueOf('1410.00', '25930000000')).toBe('36561300000000');
    expect(marketValueOf('4065.30', null)).toBeNull();
    expect(unitsToDecimal(89_505, 2)).toBe('8.9505');
    expect(unitsToDecimal(14_100_000, 2)).toBe('1410.00');
    expect(unitsToDecimal(2_714_900, 4)).toBe('271.4900');
  });

  it('sets each index divisor so the reference closes give the published level', () => {
    for (const idx of referenceData.indices) {
      const members = referenceData.instruments.filter((i) => i.market === idx.market);
      const level = indexLevel(
        members.map((m) => ({ price: m.referenceClose, shares: m.sharesOutstanding! })),
        divisorOf(idx, referenceData.instruments),
      );
      expect(level).toBe(Number(idx.referenceLevel).toFixed(2));
    }
  });
});
