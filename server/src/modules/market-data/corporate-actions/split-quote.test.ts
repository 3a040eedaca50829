import { describe, expect, it } from 'vitest';
import { quoteInSplitTerms } from './split-quote';

const quote = {
  symbol: 'ES:ITX',
  price: '45.31',
  bid: '45.30',
  ask: '45.32',
  open: '44.80',
  high: '45.60',
  low: '44.70',
  previousClose: '44.90',
  volume: '1200300',
  tradeDate: '2026-12-08',
  at: new Date('2026-12-08T16:29:59Z'),
};

describe('a quote in a split’s terms', () => {
  it('becomes the split day’s reference once the ex-date has begun: prices × from/to, no trade yet', () => {
    const q = quoteInSplitTerms(quote, [{ exDate: '2026-12-09', ratioFrom: '2', ratioTo: '3' }], () => true);
    expect(q).toEqual({
      ...quote,
      price: '30.2067',
      bid: '30.2',
      ask: '30.2133',
      open: '30.2067',
      high: '30.2067',
      low: '30.2067',
      previousClose: '30.2067',
      volume: '0',
      tradeDate: '2026-12-09',
    });
    // Idempotent: a quote already on the ex-date is left alone.
    expect(quoteInSplitTerms(q, [{ exDate: '2026-12-09', ratioFrom: '2', ratioTo: '3' }], () => true)).toBe(q);
  });

  it('is left alone before the ex-date begins, and for a split it traded after', () => {
    expect(quoteInSplitTerms(quote, [{ exDate: '2026-12-09', ratioFrom: '2', ratioTo: '3' }], () => false)).toBe(quote);
    expect(quoteInSplitTerms(quote, [{ exDate: '2026-12-01', ratioFrom: '1', ratioTo: '2' }], () => true)).toBe(quote);
  });

  it('compounds two splits in date order (2-for-1, then 1-for-10)', () => {
    const q = quoteInSplitTerms(
      { ...quote, price: '40', bid: '40', ask: '40', tradeDate: '2026-12-01' },
      [
        { exDate: '2026-12-05', ratioFrom: '1', ratioTo: '2' },
        { exDate: '2026-12-09', ratioFrom: '10', ratioTo: '1' },
      ],
      () => true,
    );
    expect([q.price, q.tradeDate]).toEqual(['200', '2026-12-09']);
  });
});
