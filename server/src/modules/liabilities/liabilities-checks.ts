import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';
import { CUSTOMER_CASH_KINDS } from './liabilities.service';

/**
 * The published totals equal the ledger's customer liabilities at each snapshot's instant: the postings
 * on customers' cash accounts and on the fund liability (their running fund holdings) that the snapshot's
 * own database snapshot saw, summed again from the append-only postings. Checked for the three latest
 * snapshots (each is immutable: once checked it stays right). A posting's `xmin` is read as a full
 * transaction id of epoch 0, true until the database's transaction counter wraps around once.
 */
export const publishedLiabilitiesMatchLedger: LedgerCheck = {
  name: 'liabilities.published',
  async run(em) {
    const rows: Array<{ date: string; currency: string; published: string; ledger: string }> = await em.query(
      `SELECT s.snapshot_date::text AS date, btrim(r.currency) AS currency, r.total::text AS published,
              (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
               WHERE a.currency = r.currency AND a.kind = ANY($1::text[])
                 AND pg_visible_in_snapshot(p.xmin::text::xid8, s.db_snapshot::pg_snapshot))::text AS ledger
       FROM (SELECT * FROM liability_snapshots ORDER BY snapshot_date DESC LIMIT 3) s JOIN liability_roots r ON r.snapshot_id = s.id`,
      [[...CUSTOMER_CASH_KINDS, 'fund_liability']],
    );
    return rows
      .filter((r) => !new Money(r.published).equals(new Money(r.ledger)))
      .map((r) => ({
        kind: 'LIABILITIES_TOTAL_MISMATCH',
        currency: r.currency,
        detail: `published snapshot of ${r.date}`,
        expected: new Money(r.ledger).toFixed(2),
        actual: new Money(r.published).toFixed(2),
      }));
  },
};
