import type { ErrorDescriptions } from '../../graphql/error-codes';
import type { ReviewReasonDescriptions } from '../review/review-reasons';

// Codes of stock-backed loans.
export enum LoanError {
  LOAN_LIMIT_INSUFFICIENT = 'LOAN_LIMIT_INSUFFICIENT',
  LOAN_FORM_INCOMPLETE = 'LOAN_FORM_INCOMPLETE',
  LOAN_AGREEMENT_REQUIRED = 'LOAN_AGREEMENT_REQUIRED',
  LOAN_CURRENCY_NOT_SUPPORTED = 'LOAN_CURRENCY_NOT_SUPPORTED',
  LOAN_NO_DEBT = 'LOAN_NO_DEBT',
  LOAN_REPAYMENT_TOO_LARGE = 'LOAN_REPAYMENT_TOO_LARGE',
  LOAN_COLLATERAL_PLEDGED = 'LOAN_COLLATERAL_PLEDGED',
}

export const loanErrorDescriptions: ErrorDescriptions<LoanError> = {
  LOAN_LIMIT_INSUFFICIENT: "'Insufficient loan limit': the amount is above what may still be borrowed against live collateral.",
  LOAN_FORM_INCOMPLETE: "'Please fill in complete information': a field of the application is missing or malformed.",
  LOAN_AGREEMENT_REQUIRED: 'The agreement must be read and agreed, signed on screen, and be the current version (its hash).',
  LOAN_CURRENCY_NOT_SUPPORTED: 'Loans are in EUR or USD.',
  LOAN_NO_DEBT: "'No outstanding debt': nothing is owed on this loan.",
  LOAN_REPAYMENT_TOO_LARGE: 'The repayment is more than is owed (principal + interest).',
  LOAN_COLLATERAL_PLEDGED: 'The position is pledged to a loan and closing it would break the loan’s maintenance ratio.',
};

/** Why a loan or repayment application may be refused, beyond the common reasons. */
export enum LoanReviewReason {
  SIGNATURE_INVALID = 'SIGNATURE_INVALID',
  COLLATERAL_INSUFFICIENT = 'COLLATERAL_INSUFFICIENT',
  PAYMENT_NOT_MATCHED = 'PAYMENT_NOT_MATCHED',
}

export const loanReviewReasonDescriptions: ReviewReasonDescriptions<LoanReviewReason> = {
  SIGNATURE_INVALID: 'The drawn signature is missing, unreadable or does not match the applicant.',
  COLLATERAL_INSUFFICIENT: 'The collateral no longer supports the amount at review time.',
  PAYMENT_NOT_MATCHED: 'The repayment could not be matched to the loan.',
};
