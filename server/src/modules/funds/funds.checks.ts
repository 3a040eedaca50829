import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';

/**
 * The fund liability account holds exactly the principal and earnings of every running holding, and
 * every pending purchase's hold is pending for its principal.
 */
export const fundLiabilityMatchesHoldings: LedgerCheck = {
  name: 'funds.liability',
  async run(em) {
    const rows: Array<{ currency: string; balance: string; owed: string }> = await em.query(
      `SELECT coalesce(b.currency, h.currency)::text AS currency, coalesce(b.balance, 0)::text AS balance, coalesce(h.owed, 0)::text AS owed
         FROM (SELECT currency, sum(balance) AS balance FROM ledger_accounts WHERE kind = 'fund_liability' GROUP BY 1) b
         FULL JOIN (SELECT currency, sum(principal + accrued) AS owed FROM fund_holdings WHERE status = 'holding' GROUP BY 1) h
           ON h.currency = b.currency
        WHERE coalesce(b.balance, 0) <> coalesce(h.owed, 0)`,
    );
    const holds: Array<{ id: string; currency: string; principal: string; amount: string }> = await em.query(
      `SELECT f.id, f.currency::text AS currency, f.principal, h.amount FROM fund_holdings f JOIN ledger_holds h ON h.id = f.hold_id
        WHERE h.amount <> f.principal OR h.owner_id <> f.user_id
           OR NOT ((f.status = 'pending' AND h.status = 'pending') OR (f.status = 'rejected' AND h.status = 'voided')
                   OR (f.status IN ('holding', 'ended', 'redeemed') AND h.status = 'posted'))`,
    );
    return [
      ...rows.map((r) => ({
        kind: 'FUND_LIABILITY_MISMATCH',
        currency: r.currency.trim(),
        detail: 'the fund liability differs from the principal and earnings of running holdings',
        expected: new Money(r.owed).toFixed(),
        actual: new Money(r.balance).toFixed(),
      })),
      ...holds.map((r) => ({
        kind: 'FUND_HOLD_MISMATCH',
        currency: r.currency.trim(),
        detail: `fund holding ${r.id} and its hold disagree`,
        expected: new Money(r.principal).toFixed(),
        actual: new Money(r.amount).toFixed(),
      })),
    ];
  },
};
