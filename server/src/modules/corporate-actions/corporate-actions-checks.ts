import type { LedgerCheck, LedgerProblem } from '../../app/module';
import { MARKET_HOURS } from '../market-data/calendar/calendar-rules';

// The market's midnight of a date, in SQL, for every market (the zones are the calendar's).
const ZONE_OF_MARKET = `CASE i.market ${Object.entries(MARKET_HOURS)
  .map(([m, h]) => `WHEN '${m}' THEN '${h.zone}'`)
  .join(' ')} END`;

/**
 * Corporate actions applied exactly once (read in the ledger check's snapshot):
 * - every position entitled to an applied dividend has exactly one entitlement (none missing);
 * - every paid entitlement with money to move has exactly one journal entry, and no entitlement has two;
 * - every position open at an applied split's start (and not closed before it was applied) was split once.
 */
export const corporateActionsApplied: LedgerCheck = {
  name: 'corporate-actions.applied',
  async run(em) {
    const problems: LedgerProblem[] = [];
    const missing: Array<{ action_id: string; position_id: string; currency: string }> = await em.query(
      `SELECT ca.id AS action_id, p.id AS position_id, btrim(p.settlement_currency) AS currency
       FROM corporate_action_runs r JOIN corporate_actions ca ON ca.id = r.action_id AND ca.kind = 'cash_dividend'
         JOIN instruments i ON i.symbol = ca.symbol
         JOIN positions p ON p.symbol = ca.symbol LEFT JOIN position_closes c ON c.position_id = p.id
       WHERE p.opened_at < (ca.ex_date::timestamp AT TIME ZONE (${ZONE_OF_MARKET}))
         AND (c.closed_at IS NULL OR c.closed_at >= (ca.ex_date::timestamp AT TIME ZONE (${ZONE_OF_MARKET})))
         AND NOT EXISTS (SELECT 1 FROM dividend_entitlements e WHERE e.action_id = ca.id AND e.position_id = p.id)`,
    );
    for (const m of missing)
      problems.push({
        kind: 'DIVIDEND_ENTITLEMENT_MISSING',
        currency: m.currency,
        detail: `action ${m.action_id}, position ${m.position_id}`,
        expected: '1',
        actual: '0',
      });
    const entries: Array<{ entitlement_id: string; currency: string; n: string }> = await em.query(
      `SELECT dp.entitlement_id, btrim(e.settlement_currency) AS currency, count(le.id) AS n
       FROM dividend_payments dp JOIN dividend_entitlements e ON e.id = dp.entitlement_id
         LEFT JOIN ledger_entries le ON le.reference_type = 'dividend' AND le.reference_id = dp.entitlement_id::text
       WHERE dp.gross > 0 GROUP BY 1, 2 HAVING count(le.id) <> 1`,
    );
    for (const r of entries)
      problems.push({
        kind: 'DIVIDEND_ENTRY_COUNT',
        currency: r.currency,
        detail: `entitlement ${r.entitlement_id}`,
        expected: '1',
        actual: String(r.n),
      });
    const strays: Array<{ reference_id: string; currency: string }> = await em.query(
      `SELECT le.reference_id, '' AS currency FROM ledger_entries le
       WHERE le.reference_type = 'dividend' AND NOT EXISTS (SELECT 1 FROM dividend_payments dp WHERE dp.entitlement_id::text = le.reference_id)`,
    );
    for (const r of strays)
      problems.push({
        kind: 'DIVIDEND_ENTRY_WITHOUT_PAYMENT',
        currency: r.currency,
        detail: `entitlement ${r.reference_id}`,
        expected: '0',
        actual: '1',
      });
    const unsplit: Array<{ action_id: string; position_id: string; currency: string; n: string }> = await em.query(
      `SELECT ca.id AS action_id, p.id AS position_id, btrim(p.settlement_currency) AS currency,
              (SELECT count(*) FROM position_adjustments a WHERE a.action_id = ca.id AND a.position_id = p.id AND a.kind = 'split') AS n
       FROM corporate_action_runs r JOIN corporate_actions ca ON ca.id = r.action_id AND ca.kind = 'split'
         JOIN instruments i ON i.symbol = ca.symbol
         JOIN positions p ON p.symbol = ca.symbol LEFT JOIN position_closes c ON c.position_id = p.id
       WHERE p.opened_at < (ca.ex_date::timestamp AT TIME ZONE (${ZONE_OF_MARKET}))
         AND (c.closed_at IS NULL OR c.closed_at >= r.applied_at OR c.selling_type = 'cash_in_lieu')
         AND (SELECT count(*) FROM position_adjustments a WHERE a.action_id = ca.id AND a.position_id = p.id AND a.kind = 'split') <> 1`,
    );
    for (const u of unsplit)
      problems.push({
        kind: 'SPLIT_ADJUSTMENT_COUNT',
        currency: u.currency,
        detail: `action ${u.action_id}, position ${u.position_id}`,
        expected: '1',
        actual: String(u.n),
      });
    return problems;
  },
};
