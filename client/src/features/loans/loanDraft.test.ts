import { describe, expect, it } from 'vitest';
import { dailyInterest, draftProblem, interestFor, type LoanDraft } from './loanDraft';

const d: LoanDraft = {
  currency: 'EUR',
  amount: '1000',
  fullName: 'Ana García',
  idNumber: 'X1234567L',
  address: 'Calle Mayor 1',
  phone: '+34 612 345 678',
  email: 'ana@example.com',
};

describe('loan form checks before the agreement', () => {
  it.each([
    [{}, '12000', null],
    [{ email: 'nope' }, '12000', 'error.LOAN_FORM_INCOMPLETE'],
    [{ fullName: ' ' }, '12000', 'error.LOAN_FORM_INCOMPLETE'],
    [{ amount: '0.5' }, '12000', 'loan.form.amountInvalid'],
    [{ amount: '1.234' }, '12000', 'loan.form.amountInvalid'],
    [{ amount: '12000.01' }, '12000', 'error.LOAN_LIMIT_INSUFFICIENT'],
  ])('%j with %s available → %s', (over, available, problem) => {
    expect(draftProblem({ ...d, ...over }, available)).toBe(problem);
  });

  it('interest disclosed before signing uses the day basis (ACT/365 EUR, ACT/360 USD)', () => {
    expect(dailyInterest('10000', '0.055', 365)).toBe('1.50');
    expect(dailyInterest('10000', '0.068', 360)).toBe('1.88');
    expect(interestFor('10000', '0.055', 365, 30)).toBe('45.20');
  });
});
