import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';

/**
 * Every pending application's hold is pending for exactly its held amount, and every decided one's
 * hold is closed; the allocation escrow holds exactly what winners paid for shares not yet issued.
 */
export const ipoHoldsMatchApplications: LedgerCheck = {
  name: 'ipo.holds',
  async run(em) {
    const rows: Array<{ id: string; status: string; hold_status: string; held: string; amount: string; currency: string }> = await em.query(
      `SELECT a.id, a.status, h.status AS hold_status, a.held_amount AS held, h.amount, h.currency
       FROM ipo_applications a JOIN ledger_holds h ON h.id = a.hold_id
       WHERE NOT ((a.status = 'pending' AND h.status = 'pending' AND h.amount = a.held_amount)
               OR (a.status IN ('won', 'issued') AND h.status = 'posted')
               OR (a.status IN ('cancelled', 'excluded', 'not_won') AND h.status = 'voided'))`,
    );
    return rows.map((r) => ({
      kind: 'IPO_HOLD_MISMATCH',
      currency: r.currency.trim(),
      detail: `application ${r.id} is ${r.status} but its hold is ${r.hold_status}`,
      expected: new Money(r.held).toFixed(),
      actual: new Money(r.amount).toFixed(),
    }));
  },
};

export const allocationEscrowMatchesWinners: LedgerCheck = {
  name: 'ipo.escrow',
  async run(em) {
    const rows: Array<{ currency: string; balance: string; owed: string }> = await em.query(
      `SELECT coalesce(b.currency, w.currency) AS currency, coalesce(b.balance, 0) AS balance, coalesce(w.owed, 0) AS owed
       FROM (SELECT currency, sum(balance) AS balance FROM ledger_accounts WHERE kind = 'allocation_escrow' GROUP BY 1) b
       FULL JOIN (SELECT o.currency, sum(a.price * a.won_shares) AS owed FROM ipo_applications a JOIN ipo_offerings o ON o.id = a.offering_id
                  WHERE a.status = 'won' GROUP BY 1) w ON w.currency = b.currency
       WHERE coalesce(b.balance, 0) <> coalesce(w.owed, 0)`,
    );
    return rows.map((r) => ({
      kind: 'ALLOCATION_ESCROW_MISMATCH',
      currency: r.currency.trim(),
      detail: 'allocation escrow against shares won and not yet issued',
      expected: new Money(r.owed).toFixed(),
      actual: new Money(r.balance).toFixed(),
    }));
  },
};
