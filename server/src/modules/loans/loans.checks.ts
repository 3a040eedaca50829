import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';

/**
 * What borrowers owe in the records equals the loan receivable in the ledger (disbursed + interest −
 * repaid), per currency; every pending repayment's hold is pending for its amount, every refused one's voided.
 */
export const loanReceivableMatchesLoans: LedgerCheck = {
  name: 'loans.receivable',
  async run(em) {
    const rows: Array<{ currency: string; balance: string; owed: string }> = await em.query(
      `SELECT coalesce(b.currency, l.currency)::text AS currency, coalesce(-b.balance, 0)::text AS balance, coalesce(l.owed, 0)::text AS owed
         FROM (SELECT currency, sum(balance) AS balance FROM ledger_accounts WHERE kind = 'loan_receivable' GROUP BY 1) b
         FULL JOIN (SELECT currency, sum(principal + interest) AS owed FROM loans WHERE status = 'successful' GROUP BY 1) l
           ON l.currency = b.currency
        WHERE coalesce(-b.balance, 0) <> coalesce(l.owed, 0)`,
    );
    const holds: Array<{ id: string; currency: string; amount: string; held: string }> = await em.query(
      `SELECT r.id, r.currency::text AS currency, r.amount, h.amount AS held FROM loan_repayments r JOIN ledger_holds h ON h.id = r.hold_id
        WHERE h.amount <> r.amount OR h.owner_id <> r.user_id
           OR NOT ((r.status = 'pending' AND h.status = 'pending') OR (r.status = 'failed' AND h.status = 'voided')
                   OR (r.status = 'successful' AND (h.status = 'voided' OR h.posted_amount = r.interest_paid + r.principal_paid)))`,
    );
    return [
      ...rows.map((r) => ({
        kind: 'LOAN_RECEIVABLE_MISMATCH',
        currency: r.currency.trim(),
        detail: 'the loan receivable differs from what borrowers owe',
        expected: new Money(r.owed).toFixed(),
        actual: new Money(r.balance).toFixed(),
      })),
      ...holds.map((r) => ({
        kind: 'LOAN_REPAYMENT_HOLD_MISMATCH',
        currency: r.currency.trim(),
        detail: `loan repayment ${r.id} and its hold disagree`,
        expected: new Money(r.amount).toFixed(),
        actual: new Money(r.held).toFixed(),
      })),
    ];
  },
};
