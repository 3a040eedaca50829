import { describe, expect, it } from 'vitest';
import { convertForDisplay, isDisplayCurrency } from './currency';

const rates = [
  { pair: 'EURUSD', rate: '1.08' },
  { pair: 'USDTWD', rate: '32.5' },
  { pair: 'USDMYR', rate: '4.4' },
];

describe('convertForDisplay', () => {
  it.each([
    // amount, from, to, expected
    ['100', 'USD', 'USD', '100'],
    ['100', 'EUR', 'USD', '108'],
    ['108', 'USD', 'EUR', '100'],
    ['1000', 'TWD', 'USD', '30.76923077'],
    ['1000', 'TWD', 'EUR', '28.49002849'],
    ['10', 'EUR', 'TWD', '351'],
    ['10', 'EUR', 'MYR', '47.52'],
    ['650', 'TWD', 'MYR', '88'],
    ['0.1', 'USD', 'MYR', '0.44'],
  ])('%s %s in %s is %s', (amount, from, to, expected) => {
    expect(convertForDisplay(amount, from, to, rates)).toBe(expected);
  });

  it('keeps exact decimals where floats would not (0.1 + 0.2 style)', () => {
    // 0.3 EUR at 1.1 USD/EUR: a float multiply gives 0.33000000000000007.
    expect(convertForDisplay('0.3', 'EUR', 'USD', [{ pair: 'EURUSD', rate: '1.1' }])).toBe('0.33');
  });

  it('returns null when a rate is missing or unusable, so the native price is shown instead', () => {
    expect(convertForDisplay('10', 'EUR', 'TWD', [{ pair: 'USDTWD', rate: '32.5' }])).toBeNull();
    expect(convertForDisplay('10', 'USD', 'MYR', [{ pair: 'USDMYR', rate: '0' }])).toBeNull();
    expect(convertForDisplay('10', 'GBP', 'USD', rates)).toBeNull();
  });
});

describe('isDisplayCurrency', () => {
  it('accepts the four display currencies only', () => {
    expect(['EUR', 'USD', 'TWD', 'MYR'].every(isDisplayCurrency)).toBe(true);
    expect(isDisplayCurrency('GBP')).toBe(false);
    expect(isDisplayCurrency(null)).toBe(false);
  });
});
