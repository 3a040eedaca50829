import { describe, expect, it } from 'vitest';
import { amountProblem, expectedEarnings, holdingTone } from './fundRules';

describe('fund figures shown before confirm', () => {
  it.each([
    ['10000', '0.0365', 3, '3.00'],
    ['10000', '0.035', 365, '350.00'],
    ['1234.56', '0.0425', 30, '4.31'],
    ['100', '0.01', 1, '0.00'],
  ])('%s at %s for %i days earns %s (rounded down, like the server)', (amount, rate, days, out) => {
    expect(expectedEarnings(amount, rate, days)).toBe(out);
  });

  it.each([
    ['100', null],
    ['99.99', 'error.FUND_AMOUNT_OUT_OF_RANGE'],
    ['50000.01', 'error.FUND_AMOUNT_OUT_OF_RANGE'],
    ['100.001', 'fund.form.amountInvalid'],
    ['', 'fund.form.amountInvalid'],
    ['abc', 'fund.form.amountInvalid'],
  ])('amount %s → %s', (amount, problem) => {
    expect(amountProblem(amount, '100', '50000')).toBe(problem);
  });

  it('status tones', () => {
    expect(holdingTone('PENDING')).toBe('pending');
    expect(holdingTone('REJECTED')).toBe('failed');
    expect(holdingTone('ENDED')).toBe('ok');
  });
});
