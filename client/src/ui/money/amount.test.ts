import { describe, expect, it } from 'vitest';
import { acceptAmountKeystroke, amountProblem, decimalGte, normaliseAmount } from './amount';

describe('amount rule (> 0, at most two decimals)', () => {
  it.each([
    ['', 'AMOUNT_REQUIRED'],
    ['   ', 'AMOUNT_REQUIRED'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['0.00', 'AMOUNT_NOT_POSITIVE'],
    ['-5', 'AMOUNT_INVALID'],
    ['1e3', 'AMOUNT_INVALID'],
    ['12.3.4', 'AMOUNT_INVALID'],
    ['abc', 'AMOUNT_INVALID'],
    ['10.001', 'AMOUNT_TOO_PRECISE'],
    ['0.005', 'AMOUNT_TOO_PRECISE'],
    ['0.01', null],
    ['10', null],
    ['10.', null],
    ['.5', null],
    ['10.5', null],
    ['1234.56', null],
    ['1 234,56', null],
    ['99999999999999.99', null],
  ])('%j → %s', (input, expected) => {
    expect(amountProblem(input)).toBe(expected);
  });

  it('sends a decimal comma as a point and drops spaces', () => {
    expect(normaliseAmount('1 234,5')).toBe('1234.5');
  });

  it('keeps exact values beyond float precision', () => {
    expect(amountProblem('9007199254740993.01')).toBeNull();
    expect(decimalGte('9007199254740993.01', '9007199254740993.00')).toBe(true);
    expect(decimalGte('0.1', '0.10')).toBe(true);
    expect(decimalGte('0.09', '0.1')).toBe(false);
  });
});

describe('amount typing', () => {
  it('accepts digits and up to two decimals, ignores the rest', () => {
    expect(acceptAmountKeystroke('', '1')).toBe('1');
    expect(acceptAmountKeystroke('1', '12.')).toBe('12.');
    expect(acceptAmountKeystroke('12.3', '12.34')).toBe('12.34');
    expect(acceptAmountKeystroke('12.34', '12.345')).toBe('12.34');
    expect(acceptAmountKeystroke('12', '12a')).toBe('12');
    expect(acceptAmountKeystroke('12', '12,5')).toBe('12,5');
    expect(acceptAmountKeystroke('12', '-12')).toBe('12');
    expect(acceptAmountKeystroke('12', '')).toBe('');
  });
});
