import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';

/** Each user's margin account holds exactly the margin of their open positions (read in the check's snapshot). */
export const marginMatchesPositions: LedgerCheck = {
  name: 'trading.margin',
  async run(em) {
    const rows: Array<{ owner_id: string; currency: string; balance: string; total: string }> = await em.query(
      `SELECT coalesce(a.owner_id, o.user_id) AS owner_id, coalesce(a.currency, o.currency) AS currency,
              coalesce(a.balance, 0) AS balance, coalesce(o.total, 0) AS total
       FROM (SELECT owner_id, currency, balance FROM ledger_accounts WHERE kind = 'user_margin') a
       FULL JOIN (SELECT p.user_id, p.settlement_currency AS currency, sum(p.margin) AS total FROM positions p
                  WHERE NOT EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id) GROUP BY 1, 2) o
         ON o.user_id = a.owner_id AND o.currency = a.currency
       WHERE coalesce(a.balance, 0) <> coalesce(o.total, 0)`,
    );
    return rows.map((r) => ({
      kind: 'MARGIN_MISMATCH',
      currency: r.currency.trim(),
      detail: `user ${r.owner_id}`,
      expected: new Money(r.total).toFixed(),
      actual: new Money(r.balance).toFixed(),
    }));
  },
};
