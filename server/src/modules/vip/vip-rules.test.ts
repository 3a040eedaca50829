import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { checkCriteria, toEur } from './vip-rules';

const m = (s: string) => new Money(s);

describe('VIP criteria: total assets ≥ €25,000 or 30-day traded value ≥ €250,000', () => {
  it.each([
    ['25000', '0', ['TOTAL_ASSETS'], []],
    ['24999.99', '0', [], ['TOTAL_ASSETS', 'TRADED_30D']],
    ['100', '250000', ['TRADED_30D'], []],
    ['30000', '300000', ['TOTAL_ASSETS', 'TRADED_30D'], []],
    ['24999.99', '249999.99', [], ['TOTAL_ASSETS', 'TRADED_30D']],
  ])('assets %s, traded %s → met %j, unmet %j', (assets, traded, met, unmet) => {
    expect(checkCriteria(m(assets), m(traded))).toEqual({ met, unmet });
  });

  it.each([
    ['100', 'EUR', '100'],
    ['116', 'USD', '100'],
    ['100', 'USD', '86.2'],
    ['1000', 'TWD', '0'],
  ])('%s %s is €%s', (amount, currency, eur) => {
    expect(toEur(m(amount), currency, m('1.16')).toFixed()).toBe(eur);
  });
});
