import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { executionRate, midRate, minimumReceived, quoteTransfer } from './fx-rules';

describe('transfer quotes', () => {
  it.each([
    // amount, mid, spread bps → rate, received, spread amount
    ['100', '1.16', 50, '1.1542', '115.42', '0.58'],
    ['1000', '1.16', 0, '1.16', '1160', '0'],
    ['0.01', '1.16', 50, '1.1542', '0.01', '0.0016'],
    ['250.5', '0.86206897', 50, '0.85775862', '214.86', '1.0883'],
  ])('%s at mid %s with %i bps', (amount, mid, bps, rate, received, spread) => {
    const q = quoteTransfer(new Money(amount), new Money(mid), bps);
    expect(q.rate.toFixed()).toBe(rate);
    expect(q.received.toFixed()).toBe(received);
    expect(q.spreadAmount.toFixed()).toBe(spread);
  });

  it('inverts a quoted pair for the other direction', () => {
    expect(midRate('USD', 'EUR', { EURUSD: new Money('1.16') })?.toFixed()).toBe('0.86206897');
    expect(midRate('EUR', 'USD', { EURUSD: new Money('1.16') })?.toFixed()).toBe('1.16');
    expect(midRate('EUR', 'TWD', { EURUSD: new Money('1.16') })).toBeNull();
  });

  it('never gives more than the mid rate would, never less than the disclosed spread allows, and keeps cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 5_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        (c, m, bps) => {
          const amount = new Money(c).dividedBy(100);
          const mid = new Money(m).dividedBy(1_000_000);
          const q = quoteTransfer(amount, mid, bps);
          const atMid = amount.times(mid);
          expect(q.received.lte(atMid)).toBe(true);
          // The user loses at most the spread plus a cent of rounding (and the rate's 8th-decimal truncation).
          const worst = atMid
            .times(new Money(1).minus(new Money(bps).dividedBy(10_000)))
            .minus(new Money('0.01'))
            .minus(amount.times('0.00000001'));
          expect(q.received.gte(worst)).toBe(true);
          expect(q.received.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(q.spreadAmount.gte(0)).toBe(true);
          expect(q.received.plus(q.spreadAmount).minus(atMid).abs().lte('0.0001')).toBe(true);
        },
      ),
    );
  });
});

describe('execution rate of a quote (issue 11, item 4)', () => {
  it.each([
    // quoted, live, tolerance bps, executes at (null: RATE_CHANGED)
    ['1.1542', '1.1542', 10, '1.1542'],
    ['1.1542', '1.1600', 10, '1.1542'], // the market moved for the user: the quote stands, never better than it
    ['1.1542', '1.1535', 10, '1.1535'], // moved against the user within tolerance: the live rate, never better than live
    ['1.1542', '1.1529', 10, null], // beyond the tolerance: shown the new rate
    ['1.1542', '1.1531', 10, '1.1531'],
  ])('quoted %s, live %s, tolerance %i bps → %s', (quoted, live, bps, expected) => {
    const rate = executionRate(new Money(quoted), new Money(live), bps);
    expect(rate === null ? null : rate.toString()).toBe(expected);
    if (rate) expect(rate.lte(live) && rate.lte(quoted)).toBe(true);
  });
});

describe('the least a quote delivers, shown before confirming', () => {
  it('at the tolerance’s edge: 10,000 EUR quoted at 1.16415, 10 bps', () => {
    expect(minimumReceived(new Money('10000'), new Money('1.16415'), 10).toFixed()).toBe('11629.85');
    expect(minimumReceived(new Money('100'), new Money('1.1854'), 0).toFixed()).toBe('118.54');
  });

  it('whatever the live rate does, a transfer that executes never delivers less, and never more than quoted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 5_000, max: 2_000_000 }),
        fc.integer({ min: -300, max: 300 }),
        fc.integer({ min: 0, max: 200 }),
        (c, q, moveBps, tolerance) => {
          const amount = new Money(c).dividedBy(100);
          const quoted = new Money(q).dividedBy(1_000_000);
          const live = quoted.times(new Money(1).plus(new Money(moveBps).dividedBy(10_000))).toDecimalPlaces(8, Money.ROUND_DOWN);
          const rate = executionRate(quoted, live, tolerance);
          const floor = minimumReceived(amount, quoted, tolerance);
          const quotedReceived = amount.times(quoted).toDecimalPlaces(2, Money.ROUND_DOWN);
          expect(floor.lte(quotedReceived)).toBe(true);
          if (!rate) return;
          const received = amount.times(rate).toDecimalPlaces(2, Money.ROUND_DOWN);
          expect(received.gte(floor)).toBe(true);
          expect(received.lte(quotedReceived)).toBe(true);
        },
      ),
    );
  });
});
