import Big from 'big.js';

// The application typed on the form page, carried to the agreement page where it is signed and sent.
// Kept in sessionStorage (this tab only, gone when it closes); never holds the signature.

export interface LoanDraft {
  currency: 'EUR' | 'USD';
  amount: string;
  fullName: string;
  idNumber: string;
  address: string;
  phone: string;
  email: string;
}

const KEY = 'vela.loanDraft';

export function saveDraft(d: LoanDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(d));
}

export function readDraft(): LoanDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as LoanDraft) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}

/** The first problem of a draft, as a message id ('Please fill in complete information', …), or null. */
export function draftProblem(d: LoanDraft, available: string | null): string | null {
  if (
    !d.fullName.trim() ||
    !d.idNumber.trim() ||
    !d.address.trim() ||
    !/^\+?[0-9 ()-]{7,20}$/.test(d.phone.trim()) ||
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email.trim())
  )
    return 'error.LOAN_FORM_INCOMPLETE';
  if (!/^\d+(\.\d{1,2})?$/.test(d.amount) || new Big(d.amount).lt(1)) return 'loan.form.amountInvalid';
  if (available !== null && new Big(d.amount).gt(available)) return 'error.LOAN_LIMIT_INSUFFICIENT';
  return null;
}

/** One day's interest on `amount` at the annual rate and day basis, rounded down (as the server accrues). */
export function dailyInterest(amount: string, annualRate: string, basis: number): string {
  return new Big(amount).times(annualRate).div(basis).round(2, Big.roundDown).toFixed(2);
}

/** Interest over `days` days at a fixed principal (rounded down), for the disclosure before signing. */
export function interestFor(amount: string, annualRate: string, basis: number, days: number): string {
  return new Big(amount).times(annualRate).times(days).div(basis).round(2, Big.roundDown).toFixed(2);
}
