import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { runDraw } from '../allocation/draw';
import {
  allocateTickets,
  allottedFigures,
  blockTradePhase,
  breachesHedge,
  checkFigures,
  checkTickets,
  checkWindow,
  freshQuote,
  handlingFee,
  newPurchaseCode,
  normaliseCode,
  offeringAuditView,
  releaseKind,
  subscriptionAmount,
  subscriptionFigures,
} from './block-trade-rules';
import { BlockTradeFailReason } from './block-trade.entities';

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

const d = (v: string | number) => new Money(v);
const SEED = 'a3'.repeat(32);

describe('block-trade figures (tables)', () => {
  it.each([
    ['150.005', 3, '0.0025', 300, '45001.5', '112.51', '45114.01'],
    ['150', 2, '0.0025', 200, '30000', '75', '30075'],
    ['60', 1, '0', 100, '6000', '0', '6000'],
    ['0.0001', 1, '0.1', 100, '0.01', '0.01', '0.02'], // the fee rounded up to a cent
    ['390', 1, '0.0025', 100, '39000', '97.5', '39097.5'],
  ])('%s × %i ticket(s) at a %s fee rate: %i shares, amount %s, fee %s, held %s', (price, tickets, rate, shares, amount, fee, held) => {
    const f = subscriptionFigures(d(price), tickets, d(rate));
    expect({ shares: f.shares, amount: f.amount.toFixed(), fee: f.fee.toFixed(), held: f.held.toFixed() }).toEqual({
      shares,
      amount,
      fee,
      held,
    });
  });

  it.each([
    ['150.005', 3, '0.0025', 300, '45001.5', '112.51'],
    ['60', 2, '0.0025', 200, '12000', '30'],
    ['60', 1, '0', 100, '6000', '0'],
    ['60', 0, '0.0025', 0, '0', '0'],
  ])('won at %s: %i ticket(s) at a %s fee rate are %i shares, %s allocated and a %s fee', (price, won, rate, shares, cost, fee) => {
    const f = allottedFigures(d(price), won, d(rate));
    expect({ wonShares: f.wonShares, cost: f.cost.toFixed(), fee: f.fee.toFixed() }).toEqual({ wonShares: shares, cost, fee });
  });

  it.each([
    [1, 3, true],
    [3, 3, true],
    [0, 3, false],
    [-1, 3, false],
    [4, 3, false],
    [1.5, 3, false],
  ])('%d ticket(s) under a cap of %i: valid %s', (tickets, cap, ok) => {
    if (ok) expect(() => checkTickets(tickets, cap)).not.toThrow();
    else expect(() => checkTickets(tickets, cap)).toThrow('BLOCK_TRADE_TICKETS_INVALID');
  });

  it.each([
    [60, 120, 0, true],
    [0, 1, 0, true],
    [60, 60, 0, false],
    [60, 30, 0, false],
    [60, 120, 61, false],
  ])('a window from minute %i to %i, created at minute %i: valid %s', (opens, closes, now, ok) => {
    const m = (x: number) => new Date(x * 60_000);
    const check = () => checkWindow({ opensAt: m(opens), closesAt: m(closes) }, m(now));
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow('BLOCK_TRADE_DATES_INVALID');
  });

  it.each([
    [BlockTradeFailReason.NOT_ALLOCATED, 'block_trade_not_allocated'],
    [BlockTradeFailReason.HEDGE_PRICE_BREACHED, 'block_trade_hedge_breached'],
    [BlockTradeFailReason.OFFERING_CANCELLED, 'block_trade_cancelled'],
  ])('a hold released for %s is journalled as %s', (reason, kind) => {
    expect(releaseKind(reason)).toBe(kind);
  });
});

describe('the allocation at the close (tables)', () => {
  it.each([
    ['nobody subscribed', [], 10, 0, 0],
    ['fewer tickets asked than offered', [2, 3], 10, 5, 5],
    ['exactly the tickets offered', [3, 3, 4], 10, 10, 10],
  ])('%s: every ticket asked for is allocated, no draw', (_, asked, available, total, allocated) => {
    const entries = asked.map((tickets, i) => ({ id: `s${i}`, tickets }));
    const r = allocateTickets(SEED, entries, available);
    expect(r).toMatchObject({ asked: total, oversubscribed: false, allocated, cutoff: null });
    expect([...r.won.entries()]).toEqual(entries.map((e) => [e.id, { wonTickets: e.tickets, rank: null }]));
  });

  it.each([
    ['one ticket too many', [3, 2, 3, 1], 8],
    ['twice the tickets offered', [3, 2, 3, 1, 1], 5],
    ['one ticket for three', [1, 1, 1], 1],
  ])('%s: the draw engine allocates them, reproducibly', (_, asked, available) => {
    const entries = asked.map((tickets, i) => ({ id: `s${i}`, tickets }));
    const r = allocateTickets(SEED, entries, available);
    const draw = runDraw(
      SEED,
      entries.map((e) => ({ id: e.id, lots: e.tickets })),
      available,
    );
    expect(r.asked).toBe(asked.reduce((a, b) => a + b, 0));
    expect(r.oversubscribed).toBe(true);
    expect(r.allocated).toBe(available);
    expect(r.cutoff).toEqual(draw.cutoff);
    expect([...r.won.values()].reduce((sum, w) => sum + w.wonTickets, 0)).toBe(available);
    for (const x of draw.ranking) expect(r.won.get(x.id)).toEqual({ wonTickets: x.wonLots, rank: x.rank });
  });
});

describe('the audit view of the terms', () => {
  it('records the terms as plain text, the minimum in cents', () => {
    const view = offeringAuditView({
      ...figures,
      symbol: 'US:AAPL',
      opensAt: new Date('2026-11-18T16:00:00Z'),
      closesAt: new Date('2026-11-18T17:00:00Z'),
      codePolicy: 'real_name',
    });
    expect(view).toEqual({
      symbol: 'US:AAPL',
      subscriptionPrice: '150',
      hedgePrice: '120',
      feeRate: '0.0025',
      minAmount: '30000.00',
      ticketsAvailable: 10,
      maxTicketsPerUser: 3,
      opensAt: '2026-11-18T16:00:00.000Z',
      closesAt: '2026-11-18T17:00:00.000Z',
      codePolicy: 'real_name',
    });
  });
});
