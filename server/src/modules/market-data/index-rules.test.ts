import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { type ShareSplit, indexLevel, sharesOn, splitFactorRanges, splitShareFactor } from './index-rules';
import { SHARES_REFERENCE_DATE } from './seed-instruments';

// Share counts follow splits (issue 35): instruments.shares_outstanding is the count on the reference
// date of data/instruments.json's closes; on another trade date it is scaled by the splits in between.

const REF = '2025-11-21';
const twoForOne: ShareSplit = { exDate: '2026-12-10', ratioFrom: '1', ratioTo: '2' };
const oneForTen: ShareSplit = { exDate: '2027-03-03', ratioFrom: '10', ratioTo: '1' };
const threeForTwo: ShareSplit = { exDate: '2026-12-09', ratioFrom: '2', ratioTo: '3' };
const fourForOneBefore: ShareSplit = { exDate: '2020-08-31', ratioFrom: '1', ratioTo: '4' };
const threeForTwoBefore: ShareSplit = { exDate: '2024-06-10', ratioFrom: '2', ratioTo: '3' };
const onReference: ShareSplit = { exDate: REF, ratioFrom: '1', ratioTo: '5' };

describe('shares outstanding through splits', () => {
  it('counts from the reference closes’ date, 2025-11-21 (the simulator’s anchor)', () => {
    expect(SHARES_REFERENCE_DATE).toBe(REF);
  });

  it.each([
    ['a 2-for-1 after the reference date, the day before its ex-date', [twoForOne], '2026-12-09', '1000', '1/1'],
    ['a 2-for-1 after the reference date, on its ex-date', [twoForOne], '2026-12-10', '2000', '2/1'],
    ['a 2-for-1 after the reference date, later', [twoForOne], '2027-06-30', '2000', '2/1'],
    ['a 1-for-10 reverse split, before its ex-date', [oneForTen], '2027-03-02', '1000', '1/1'],
    ['a 1-for-10 reverse split, from its ex-date', [oneForTen], '2027-03-03', '100', '1/10'],
    ['two compounding: 3-for-2 then 2-for-1, between them', [threeForTwo, twoForOne], '2026-12-09', '1500', '3/2'],
    ['two compounding: 3-for-2 then 2-for-1, after both', [twoForOne, threeForTwo], '2026-12-10', '3000', '6/2'],
    ['three compounding with a reverse split', [threeForTwo, twoForOne, oneForTen], '2027-03-03', '300', '6/20'],
    ['a 4-for-1 before the reference date, before its ex-date', [fourForOneBefore], '2020-08-28', '250', '1/4'],
    ['a 4-for-1 before the reference date, from its ex-date', [fourForOneBefore], '2020-08-31', '1000', '1/1'],
    ['a 4-for-1 before the reference date, on the reference date', [fourForOneBefore], REF, '1000', '1/1'],
    [
      'a 3-for-2 before the reference date, before its ex-date (a fraction)',
      [threeForTwoBefore],
      '2024-06-07',
      '666.6666666666666666666666666666666666667',
      '2/3',
    ],
    ['a split on the reference date is in the count already', [onReference], REF, '1000', '1/1'],
    ['a split on the reference date, the day before', [onReference], '2025-11-20', '200', '1/5'],
    ['a future split not yet effective', [twoForOne], '2026-11-20', '1000', '1/1'],
    ['splits on both sides of the reference date, between them', [fourForOneBefore, twoForOne], '2026-01-02', '1000', '1/1'],
    ['splits on both sides of the reference date, before both', [fourForOneBefore, twoForOne], '2019-01-02', '250', '1/4'],
    ['splits on both sides of the reference date, after both', [fourForOneBefore, twoForOne], '2027-01-04', '2000', '2/1'],
    ['no split', [], '2026-12-10', '1000', '1/1'],
  ] as const)('%s: %s', (_what, splits, tradeDate, shares, factor) => {
    const { num, den } = splitShareFactor(splits, REF, tradeDate);
    expect(`${num.toFixed()}/${den.toFixed()}`).toBe(factor);
    expect(sharesOn('1000', splits, REF, tradeDate)).toBe(shares);
  });

  it('keeps price × shares across each split: the price divides by the ratio as the shares multiply', () => {
    for (const [split, before, after] of [
      [twoForOne, '1410.00', '705.00'],
      [oneForTen, '19.05', '190.50'],
      [threeForTwo, '49.80', '33.20'],
    ] as const) {
      const dayBefore = new Date(Date.parse(`${split.exDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const capBefore = new Money(before).times(sharesOn('25930000000', [split], REF, dayBefore));
      const capAfter = new Money(after).times(sharesOn('25930000000', [split], REF, split.exDate));
      expect(capAfter.toFixed()).toBe(capBefore.toFixed());
    }
  });

  it('leaves an index level unchanged across a constituent’s split', () => {
    const splits = [twoForOne];
    const level = (date: string, price: string) =>
      indexLevel(
        [
          { price, shares: sharesOn('25930000000', splits, REF, date) },
          { price: '225.50', shares: '13860000000' },
        ],
        '1357246.123456789012',
      );
    expect(level('2026-12-10', '705.00')).toBe(level('2026-12-09', '1410.00'));
  });

  it('gives the same factors as date ranges for SQL, leaving out the ranges at 1', () => {
    expect(splitFactorRanges([twoForOne, threeForTwo, oneForTen], REF)).toEqual([
      { from: '2026-12-09', to: '2026-12-10', num: '3', den: '2' },
      { from: '2026-12-10', to: '2027-03-03', num: '6', den: '2' },
      { from: '2027-03-03', to: null, num: '6', den: '20' },
    ]);
    expect(splitFactorRanges([fourForOneBefore, twoForOne], REF)).toEqual([
      { from: null, to: '2020-08-31', num: '1', den: '4' },
      { from: '2026-12-10', to: null, num: '2', den: '1' },
    ]);
    expect(splitFactorRanges([], REF)).toEqual([]);
    // Every range agrees with the per-date factor on its first day.
    const splits = [fourForOneBefore, threeForTwoBefore, twoForOne, oneForTen];
    for (const r of splitFactorRanges(splits, REF)) {
      const { num, den } = splitShareFactor(splits, REF, r.from ?? '2000-01-03');
      expect(new Money(r.num).div(r.den).eq(num.div(den))).toBe(true);
    }
  });
});
