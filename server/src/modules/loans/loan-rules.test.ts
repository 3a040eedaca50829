import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import {
  addBusinessDays,
  annualRate,
  breachesMaintenance,
  creditLimit,
  haircutOf,
  loanToValue,
  splitRepayment,
  tierCap,
} from './loan-rules';

const m = (s: string) => new Money(s);

describe('haircuts: 60 % for long 1× positions settling in the loan currency, else 0', () => {
  it.each([
    ['long', 1, 'EUR', 'EUR', 'EUR', '0.6'],
    ['long', 2, 'EUR', 'EUR', 'EUR', '0'],
    ['short', 1, 'EUR', 'EUR', 'EUR', '0'],
    ['long', 1, 'USD', 'USD', 'EUR', '0'],
    ['long', 1, 'USD', 'TWD', 'USD', '0'],
    ['long', 1, 'USD', 'USD', 'USD', '0.6'],
  ])('%s %i× settling %s quoted %s for a %s loan → %s', (direction, leverage, settlementCurrency, quoteCurrency, loan, h) => {
    expect(haircutOf({ direction, leverage, settlementCurrency, quoteCurrency }, loan).toFixed()).toBe(h);
  });

  it.each([
    // strategy, leverage, intraday-only from, haircut
    [false, 1, 0, '0.6'],
    [true, 1, 0, '0'],
    [true, 1, 5, '0'],
    [false, 1, 5, '0.6'],
    [false, 1, 1, '0'],
  ])('intraday positions are never collateral: strategy %s, %i×, intraday-only from %i× → %s', (strategy, leverage, from, h) => {
    const p = { direction: 'long', leverage, settlementCurrency: 'EUR', quoteCurrency: 'EUR', strategy };
    expect(haircutOf(p, 'EUR', from).toFixed()).toBe(h);
  });
});

describe('credit limit = min(tier cap, Σ value × haircut) − owed − pending', () => {
  it.each([
    ['500000', '12000', '0', '0', '12000', '12000'],
    ['500000', '12000.009', '0', '0', '12000', '12000'],
    ['500000', '900000', '0', '0', '500000', '500000'],
    ['5000000', '900000', '0', '0', '900000', '900000'],
    ['500000', '12000', '10000', '0', '12000', '2000'],
    ['500000', '12000', '10000', '2500', '12000', '0'],
    ['500000', '5000', '6000', '0', '5000', '0'],
  ])('cap %s, weighted %s, owed %s, pending %s → total %s, available %s', (cap, weighted, owed, pending, total, available) => {
    const r = creditLimit({ cap: m(cap), weighted: m(weighted), owed: m(owed), pending: m(pending) });
    expect([r.total.toFixed(), r.available.toFixed()]).toEqual([total, available]);
  });

  it('tier caps: 500,000 EUR standard, 5,000,000 EUR VIP, converted for USD at the server rate', () => {
    expect(tierCap(false, 'EUR', m('1.16')).toFixed()).toBe('500000');
    expect(tierCap(true, 'EUR', m('1.16')).toFixed()).toBe('5000000');
    expect(tierCap(false, 'USD', m('1.16')).toFixed()).toBe('580000');
    expect(tierCap(true, 'USD', m('1.16')).toFixed()).toBe('5800000');
  });

  it('the disclosed rate is benchmark + spread', () => {
    expect(annualRate('EUR').toFixed()).toBe('0.055');
    expect(annualRate('USD').toFixed()).toBe('0.068');
  });
});

describe('maintenance and margin-call thresholds', () => {
  it.each([
    ['6000', '10000', '0.6', false],
    ['7500', '10000', '0.75', false],
    ['7500.01', '10000', '0.750001', true],
    ['6000', '7500', '0.8', true],
    ['0', '0', '0', false],
    ['1', '0', 'Infinity', true],
  ])('owed %s on collateral %s: LTV %s, margin call %s', (owed, collateral, ltv, call) => {
    expect(loanToValue(m(owed), m(collateral)).toString()).toBe(ltv);
    expect(breachesMaintenance(m(owed), m(collateral))).toBe(call);
  });

  it.each([
    ['2026-11-18T15:00:00Z', '2026-11-20T15:00:00Z'], // Wednesday → Friday
    ['2026-11-19T15:00:00Z', '2026-11-23T15:00:00Z'], // Thursday → Monday
    ['2026-11-20T15:00:00Z', '2026-11-24T15:00:00Z'], // Friday → Tuesday
    ['2026-11-21T10:00:00Z', '2026-11-24T10:00:00Z'], // Saturday → Tuesday
  ])('a margin call at %s must be cured by %s (2 business days)', (at, by) => {
    expect(addBusinessDays(new Date(at), 2).toISOString()).toBe(new Date(by).toISOString());
  });
});

describe('repayments go to interest first, then principal', () => {
  it.each([
    ['100', '4.52', '10000', '4.52', '95.48', '0'],
    ['3', '4.52', '10000', '3', '0', '0'],
    ['20000', '4.52', '10000', '4.52', '10000', '9995.48'],
  ])('%s against interest %s and principal %s', (amount, interest, principal, i, p, unused) => {
    const s = splitRepayment(m(amount), m(interest), m(principal));
    expect([s.interest.toFixed(), s.principal.toFixed(), s.unused.toFixed()]).toEqual([i, p, unused]);
  });
});
