import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { blockTradePhase, breachesHedge, checkFigures, freshQuote, handlingFee, subscriptionAmount } from './block-trade-rules';
import { newPurchaseCode, normaliseCode } from './block-trade.service';

const figures = {
  subscriptionPrice: new Money('150'),
  hedgePrice: new Money('120'),
  feeRate: new Money('0.0025'),
  minAmount: new Money('30000'),
  ticketsAvailable: 10,
  maxTicketsPerUser: 3,
};

describe('block-trade rules', () => {
  it('amount is tickets × 100 × price; the fee is rounded up to the cent, never down', () => {
    expect(subscriptionAmount(new Money('150.005'), 3).toFixed()).toBe('45001.5');
    expect(handlingFee(new Money('45001.5'), new Money('0.0025')).toFixed()).toBe('112.51');
    expect(handlingFee(new Money('45000'), new Money('0.0025')).toFixed()).toBe('112.5');
    expect(handlingFee(new Money('0.01'), new Money('0.0001')).toFixed()).toBe('0.01');
    expect(handlingFee(new Money('45000'), new Money('0')).toFixed()).toBe('0');
  });

  it('phases follow the window; failed and cancelled override', () => {
    const o = { status: 'scheduled', opensAt: new Date(1000), closesAt: new Date(2000) };
    expect(blockTradePhase(o, new Date(999))).toBe('not_started');
    expect(blockTradePhase(o, new Date(1000))).toBe('available');
    expect(blockTradePhase(o, new Date(2000))).toBe('closed');
    expect(blockTradePhase({ ...o, status: 'failed' }, new Date(1500))).toBe('failed');
    expect(blockTradePhase({ ...o, status: 'cancelled' }, new Date(1500))).toBe('cancelled');
    expect(blockTradePhase({ ...o, status: 'closed' }, new Date(1500))).toBe('closed');
  });

  it('a quote breaches at or below the hedge price, and counts only while fresh', () => {
    expect(breachesHedge(new Money('120'), new Money('120'))).toBe(true);
    expect(breachesHedge(new Money('119.99'), new Money('120'))).toBe(true);
    expect(breachesHedge(new Money('120.0001'), new Money('120'))).toBe(false);
    expect(freshQuote(new Date(0), new Date(10_000), 10)).toBe(true);
    expect(freshQuote(new Date(0), new Date(10_001), 10)).toBe(false);
  });

  it('figures must hold together', () => {
    expect(() => checkFigures(figures)).not.toThrow();
    for (const over of [
      { hedgePrice: new Money('150') },
      { feeRate: new Money('0.1000001') },
      { minAmount: new Money('45000.01') },
      { maxTicketsPerUser: 11 },
      { ticketsAvailable: 2.5 },
    ])
      expect(() => checkFigures({ ...figures, ...over })).toThrow('BLOCK_TRADE_FIGURES_INVALID');
  });

  it('purchase codes are 10 unambiguous symbols, unguessable, and typed loosely', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => newPurchaseCode()));
    expect(codes.size).toBe(5000);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    // All 32 symbols turn up in the first position (no bias towards a few).
    const first = new Set([...codes].map((c) => c[0]));
    expect(first.size).toBe(32);
    expect(normaliseCode(' ab3d-efgh 7k ')).toBe('AB3DEFGH7K');
    expect(normaliseCode(null)).toBe('');
  });
});
