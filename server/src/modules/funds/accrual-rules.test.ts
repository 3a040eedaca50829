import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import {
  accrualDays,
  accrueDay,
  cumulativeEarnings,
  dayBasis,
  daysBetween,
  dueDays,
  earlyRedemptionFee,
  fundDayEarnings,
  nextDay,
} from './accrual-rules';

const m = (s: string) => new Money(s);

describe('fund earnings: principal × annual rate ÷ 365, rounded down, remainder carried', () => {
  it.each([
    // principal, rate, days, total
    ['10000.00', '0.035', 1, '0.95'],
    ['10000.00', '0.035', 2, '1.91'],
    ['10000.00', '0.035', 365, '350.00'],
    ['10000.00', '0.035', 366, '350.95'],
    ['1234.56', '0.0425', 30, '4.31'],
    ['1.00', '0.01', 365, '0.01'],
    ['1.00', '0.01', 364, '0.00'],
  ])('%s at %s for %i days earns %s', (p, r, days, total) => {
    expect(cumulativeEarnings(m(p), m(r), days).toFixed(2)).toBe(total);
    let sum = m('0');
    for (let n = 1; n <= days; n++) sum = sum.plus(fundDayEarnings(m(p), m(r), n));
    // Daily entries add up exactly to the total: nothing lost, nothing doubled.
    expect(sum.toFixed(2)).toBe(total);
  });

  it('over a whole year every day is 0.95 or 0.96 and the carry lands the year on 350.00', () => {
    const days = Array.from({ length: 365 }, (_, i) => fundDayEarnings(m('10000'), m('0.035'), i + 1).toFixed(2));
    expect(new Set(days)).toEqual(new Set(['0.95', '0.96']));
    expect(days.filter((d) => d === '0.96').length).toBe(325); // 35 000 cents − 365 × 95 cents
  });

  it('the carried form (accrueDay) gives the same days as the cumulative one', () => {
    let carry = m('0');
    for (let n = 1; n <= 400; n++) {
      const step = accrueDay(m('7777.77'), m('0.0399'), 365, carry);
      carry = step.carry;
      expect(step.amount.toFixed(2)).toBe(fundDayEarnings(m('7777.77'), m('0.0399'), n).toFixed(2));
      expect(carry.gte(0) && carry.lt('0.01')).toBe(true);
    }
  });

  it('a leap day is a calendar day like any other: accrued once, at the ÷ 365 rate', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2028-02-29')).toBe('2028-03-01');
    const { first, last } = accrualDays(new Date('2028-02-27T10:00:00Z'), 3);
    expect([first, last]).toEqual(['2028-02-27', '2028-02-29']);
    expect(dueDays(first, last, new Date('2028-03-01T00:00:00Z'))).toEqual(['2028-02-27', '2028-02-28', '2028-02-29']);
    // A year that holds 29 February has 366 accrual days: 366/365 of the annual rate.
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(cumulativeEarnings(m('10000'), m('0.035'), 366).toFixed(2)).toBe('350.95');
  });
});

describe('due days: only days that have ended, once, catching up after a gap', () => {
  it.each([
    ['2026-11-18', '2026-11-20', '2026-11-18T23:59:59Z', []],
    ['2026-11-18', '2026-11-20', '2026-11-19T00:00:00Z', ['2026-11-18']],
    ['2026-11-18', '2026-11-20', '2026-11-21T05:00:00Z', ['2026-11-18', '2026-11-19', '2026-11-20']],
    ['2026-11-19', '2026-11-20', '2026-12-30T00:00:00Z', ['2026-11-19', '2026-11-20']],
  ])('from %s to %s at %s', (next, last, now, days) => {
    expect(dueDays(next, last, new Date(now))).toEqual(days);
  });
});

describe('interest by day count', () => {
  it.each([
    ['EUR', 365, '100000', '0.05', '13.69'],
    ['USD', 360, '100000', '0.05', '13.88'],
  ])('%s is ACT/%i: a day of %s at %s is %s (rounded down)', (currency, basis, p, r, day) => {
    expect(dayBasis(currency)).toBe(basis);
    expect(accrueDay(m(p), m(r), basis, m('0')).amount.toFixed(2)).toBe(day);
  });

  it('30 days of USD interest at ACT/360 is exactly 1/12 of a 360-day year', () => {
    let carry = m('0');
    let sum = m('0');
    for (let i = 0; i < 30; i++) {
      const s = accrueDay(m('100000'), m('0.06'), 360, carry);
      carry = s.carry;
      sum = sum.plus(s.amount);
    }
    expect(sum.toFixed(2)).toBe('500.00');
  });
});

describe('early redemption cost', () => {
  it.each([
    ['10000', '3.50', '0.01', '100.00'],
    ['10000', '0', '0', '0.00'],
    ['100', '0.10', '0.005', '0.50'],
    ['1.00', '0', '0.1', '0.10'],
  ])('principal %s, earnings %s, fee rate %s → %s', (p, e, r, fee) => {
    expect(earlyRedemptionFee(m(p), m(e), m(r)).toFixed(2)).toBe(fee);
  });
});
