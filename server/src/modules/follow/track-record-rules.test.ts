import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { addMonths, computeTrackRecord, type TrackTrade } from './track-record-rules';

const closes = (rows: Array<[string, string]>) => rows.map(([date, c]) => ({ date, close: new Money(c) }));
const noCharges = () => new Money(0);
const trade = (id: string, symbol: string, fromDate: string, fee = '0'): TrackTrade => ({
  id,
  symbol,
  fromDate,
  quantity: 10,
  fee: new Money(fee),
});

describe('track record rules', () => {
  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-06-15', 12)).toBe('2026-06-15');
  });

  it('has no figures before any trade has a close', () => {
    const r = computeTrackRecord([trade('a', 'X', '2025-01-01')], new Map([['X', []]]), noCharges);
    expect(r).toMatchObject({ inception: null, asOf: null, periods: [], wins: 0, tradesCounted: 0, winRate: null });
    expect(r.sinceInception.toFixed()).toBe('0');
  });

  it('chains returns over entries without counting new money as gain; drawdown from the peak; win rate per trade', () => {
    const map = new Map([
      [
        'X',
        closes([
          ['2025-01-02', '100'],
          ['2025-03-03', '150'],
          ['2025-06-02', '75'],
          ['2026-01-05', '120'],
        ]),
      ],
      [
        'Y',
        closes([
          ['2025-03-03', '50'],
          ['2025-06-02', '50'],
          ['2026-01-05', '40'],
        ]),
      ],
    ]);
    const r = computeTrackRecord([trade('a', 'X', '2025-01-01'), trade('b', 'Y', '2025-03-01')], map, noCharges);
    // Day 1: X enters at 100 (index 1). Day 2: X 150 (+50 %) and Y enters at 50: index 1.5.
    // Day 3: value 750 + 500 = 1250 over 1500 + 500: index 1.5 × 1250/2000 = 0.9375 (drawdown 37.5 %).
    // Day 4: 1200 + 400 = 1600 over 1250: index 0.9375 × 1.28 = 1.2.
    expect(r.inception).toBe('2025-01-02');
    expect(r.asOf).toBe('2026-01-05');
    expect(r.sinceInception.toFixed(6)).toBe('0.200000');
    expect(r.maxDrawdown.toFixed(6)).toBe('0.375000');
    expect(r.periods).toHaveLength(1);
    expect(r.periods[0]).toMatchObject({ from: '2025-01-02', to: '2026-01-02' });
    expect(r.periods[0].netReturn.toFixed(6)).toBe('-0.062500'); // the index at 2025-06-02, the last close before 2026-01-02
    expect(r.wins).toBe(1); // X: 1200 > 1000; Y: 400 < 500
    expect(r.winRate?.toFixed()).toBe('0.5');
  });

  it('counts the fee and both legs’ charges: a flat price loses exactly what they cost', () => {
    const map = new Map([
      [
        'X',
        closes([
          ['2025-01-02', '100'],
          ['2025-01-03', '100'],
        ]),
      ],
    ]);
    const r = computeTrackRecord([trade('a', 'X', '2025-01-01', '5')], map, (_s, leg) => new Money(leg === 'open' ? 2 : 3));
    // Cost 1000 + 2 + 5 = 1007; value 1000 − 3 = 997.
    expect(r.sinceInception.toFixed(6)).toBe(new Money(997).dividedBy(1007).minus(1).toFixed(6));
    expect(r.wins).toBe(0);
    expect(r.periods).toHaveLength(0);
  });
});
