import { describe, expect, it } from 'vitest';
import {
  acceptPriceKeystroke,
  acceptSharesKeystroke,
  limitPriceProblem,
  limitPriceProblemMessageId,
  lotsOf,
  normalisePrice,
  parseShares,
  prefillLimitPrice,
  sharesProblem,
  sharesProblemMessageId,
  stepShares,
} from './orderInput';

describe('shares', () => {
  it('reads whole numbers, with group separators', () => {
    expect(parseShares('1000')).toBe(1000);
    expect(parseShares('1,000')).toBe(1000);
    expect(parseShares('1 000')).toBe(1000);
    expect(parseShares('')).toBeNull();
    expect(parseShares('12a')).toBeNull();
    expect(parseShares('-5')).toBeNull();
  });

  it('refuses zero, empty and non-numbers, and Taiwan shares that are not whole lots', () => {
    expect(sharesProblem('', 1)).toBe('SHARES_REQUIRED');
    expect(sharesProblem('0', 1)).toBe('SHARES_INVALID');
    expect(sharesProblem('abc', 1)).toBe('SHARES_INVALID');
    expect(sharesProblem('500', 1000)).toBe('SHARES_NOT_LOT_MULTIPLE');
    expect(sharesProblem('1500', 1000)).toBe('SHARES_NOT_LOT_MULTIPLE');
    expect(sharesProblem('2000', 1000)).toBeNull();
    expect(sharesProblem('7', 1)).toBeNull();
  });

  it('names the message of each problem', () => {
    expect(sharesProblemMessageId('SHARES_REQUIRED')).toBe('trading.sharesRequired');
    expect(sharesProblemMessageId('SHARES_NOT_LOT_MULTIPLE')).toBe('error.SHARES_NOT_LOT_MULTIPLE');
    expect(sharesProblemMessageId('SHARES_INVALID')).toBe('error.SHARES_INVALID');
  });

  it('keeps only digits while typing', () => {
    expect(acceptSharesKeystroke('10', '10x')).toBe('10');
    expect(acceptSharesKeystroke('10', '105')).toBe('105');
    expect(acceptSharesKeystroke('10', '')).toBe('');
    expect(acceptSharesKeystroke('0', '05')).toBe('5');
    expect(acceptSharesKeystroke('1', '1.5')).toBe('1');
    expect(acceptSharesKeystroke('123456789', '1234567890')).toBe('123456789');
  });

  it('steps by one lot onto lot multiples, never below one lot', () => {
    expect(stepShares('1000', 1000, 1)).toBe('2000');
    expect(stepShares('1500', 1000, 1)).toBe('2000');
    expect(stepShares('1500', 1000, -1)).toBe('1000');
    expect(stepShares('1000', 1000, -1)).toBe('1000');
    expect(stepShares('', 1000, 1)).toBe('1000');
    expect(stepShares('9', 1, 1)).toBe('10');
    expect(stepShares('1', 1, -1)).toBe('1');
  });

  it('counts whole lots', () => {
    expect(lotsOf(3000, 1000)).toBe(3);
    expect(lotsOf(500, 1000)).toBeNull();
    expect(lotsOf(0, 1000)).toBeNull();
    expect(lotsOf(7, 1)).toBe(7);
  });
});

describe('limit price', () => {
  it('reads a decimal comma as a point', () => {
    expect(normalisePrice('12,5')).toBe('12.5');
    expect(normalisePrice(' 1 025.5 ')).toBe('1025.5');
  });

  it('needs a positive price with at most four decimals', () => {
    expect(limitPriceProblem('')).toBe('LIMIT_PRICE_REQUIRED');
    expect(limitPriceProblem('0')).toBe('LIMIT_PRICE_INVALID');
    expect(limitPriceProblem('0.0000')).toBe('LIMIT_PRICE_INVALID');
    expect(limitPriceProblem('1.2.3')).toBe('LIMIT_PRICE_INVALID');
    expect(limitPriceProblem('1.23456')).toBe('LIMIT_PRICE_OFF_TICK');
    expect(limitPriceProblem('187.42')).toBeNull();
    expect(limitPriceProblem('4,125')).toBeNull();
    expect(limitPriceProblemMessageId('LIMIT_PRICE_REQUIRED')).toBe('trading.limitPriceRequired');
    expect(limitPriceProblemMessageId('LIMIT_PRICE_OFF_TICK')).toBe('error.LIMIT_PRICE_OFF_TICK');
  });

  it('accepts at most four decimals while typing', () => {
    expect(acceptPriceKeystroke('1.234', '1.2345')).toBe('1.2345');
    expect(acceptPriceKeystroke('1.2345', '1.23456')).toBe('1.2345');
    expect(acceptPriceKeystroke('1', '1e')).toBe('1');
    expect(acceptPriceKeystroke('1', '1,5')).toBe('1,5');
  });

  it('prefills from the quote, rounded down onto the tick grid', () => {
    expect(prefillLimitPrice('187.4200', '0.01')).toBe('187.42');
    expect(prefillLimitPrice('1027', '5')).toBe('1025');
    expect(prefillLimitPrice('7.594', '0.002')).toBe('7.594');
    expect(prefillLimitPrice('7.595', '0.002')).toBe('7.594');
    expect(prefillLimitPrice(null, '0.01')).toBe('');
    expect(prefillLimitPrice('12.34567', null)).toBe('12.3457');
  });
});
