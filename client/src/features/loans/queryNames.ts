/** Every loan query a change may affect. */
export const LOAN_QUERIES = ['LoanForm_Limit', 'LoanRecords_Loans', 'LoanRecords_Repayments'];
