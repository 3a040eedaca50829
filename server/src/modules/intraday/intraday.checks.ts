import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';

/**
 * A running application's cash is exactly its one pending hold (no hold when all of it is in a position),
 * owned by the applicant; a finished or rejected one holds nothing; a finished one's net result is the sum
 * of its trades' net results (after every charge), and so is the realised figure of a running one.
 */
export const intradayHoldsMatchApplications: LedgerCheck = {
  name: 'intraday.holds',
  async run(em) {
    const rows: Array<{ id: string; currency: string; detail: string; expected: string; actual: string }> = await em.query(
      `WITH a AS (
         SELECT a.*, (SELECT coalesce(sum(h.amount), 0) FROM ledger_holds h
                      WHERE h.reference_type = 'intraday_application' AND h.reference_id = a.id::text AND h.status = 'pending') AS pending,
                     (SELECT count(*) FROM ledger_holds h
                      WHERE h.reference_type = 'intraday_application' AND h.reference_id = a.id::text AND h.status = 'pending') AS pending_n,
                     (SELECT h.owner_id FROM ledger_holds h WHERE h.id = a.hold_id) AS hold_owner,
                     (SELECT coalesce(sum(t.net_profit), 0) FROM intraday_trades t WHERE t.application_id = a.id) AS trades_net
         FROM intraday_applications a)
       SELECT id, currency, 'held' AS detail, (CASE WHEN status = 'approved' AND phase <> 'finished' THEN cash ELSE 0 END)::text AS expected,
              pending::text AS actual
         FROM a
        WHERE pending <> (CASE WHEN status = 'approved' AND phase <> 'finished' THEN cash ELSE 0 END)
           OR pending_n > 1 OR (hold_id IS NOT NULL AND hold_owner <> user_id)
       UNION ALL
       SELECT id, currency, 'net' AS detail, trades_net::text, realised_net::text FROM a WHERE realised_net <> trades_net
       UNION ALL
       SELECT id, currency, 'result' AS detail, realised_net::text, net_result::text FROM a
        WHERE status = 'approved' AND phase = 'finished' AND net_result <> realised_net`,
    );
    return rows.map((r) => ({
      kind: 'INTRADAY_HOLD_MISMATCH',
      currency: r.currency.trim(),
      detail: `intraday application ${r.id}: ${r.detail} does not match`,
      expected: new Money(r.expected).toFixed(),
      actual: new Money(r.actual).toFixed(),
    }));
  },
};
