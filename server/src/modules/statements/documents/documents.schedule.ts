import type { DataSource } from 'typeorm';
import type { UnitOfWork } from '../../../db/unit-of-work';
import type { Clock } from '../../../shared/clock';
import { logger } from '../../../shared/logger';
import { monthBounds, monthKey } from './document-format';
import { paramsKey } from './document-requests';

// The monthly schedule (issue 36): once a month is over, its statement is queued for every user who had a
// cash account with a posting before the month's end, in the language they last asked a document in; the
// documents-build job makes them. docs/statements.md.

/** How far back a run after downtime catches up. */
const CATCH_UP_MONTHS = 12;

/**
 * Queues last month's statement for every such user, once per month (a unique index on scheduled
 * documents, and `statement_schedule_runs` recording the months covered), catching up every month since
 * the last run, up to a year back. Answers the months it covered.
 */
export async function queueMonthlyStatements(ds: DataSource, clock: Clock, uow: UnitOfWork): Promise<string[]> {
  const now = clock.now();
  const thisMonth = monthBounds(monthKey(now)).start;
  const lastMonth = monthKey(new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - 1, 1)));
  const yearAgo = monthKey(new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - CATCH_UP_MONTHS, 1)));
  const [latest]: Array<{ month: string | null }> = await ds.query(`SELECT max(month) AS month FROM statement_schedule_runs`);
  const firstDue = latest?.month ? monthKey(monthBounds(latest.month).end) : lastMonth;
  const done: string[] = [];
  for (let m = firstDue < yearAgo ? yearAgo : firstDue; m <= lastMonth; m = monthKey(monthBounds(m).end)) {
    const month = m;
    const users = await uow.run(async (tx) => {
      const params = { month };
      const inserted: Array<{ id: string }> = await tx.em.query(
        `INSERT INTO documents (id, document_no, owner_id, kind, params, params_key, language, origin, status, created_at)
         SELECT gen_random_uuid(), 'D' || to_char($3::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('document_no_seq'),
                u.owner_id, 'monthly_statement', $1::jsonb, $2, coalesce(p.language, 'en'), 'schedule', 'queued', $3
         FROM (SELECT DISTINCT a.owner_id FROM ledger_accounts a
               WHERE a.kind IN ('user_available', 'user_hold') AND a.owner_id IS NOT NULL
                 AND EXISTS (SELECT 1 FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
                             WHERE p.account_id = a.id AND e.created_at < $4)) u
         LEFT JOIN document_preferences p ON p.user_id = u.owner_id
         ON CONFLICT (owner_id, params_key) WHERE origin = 'schedule' DO NOTHING
         RETURNING id`,
        [JSON.stringify(params), paramsKey('monthly_statement', params), now, monthBounds(month).end],
      );
      await tx.em.query(`INSERT INTO statement_schedule_runs (month, users, finished_at) VALUES ($1, $2, $3)`, [
        month,
        inserted.length,
        now,
      ]);
      return inserted.length;
    });
    logger.info({ month, users }, 'monthly statements queued');
    done.push(month);
  }
  return done;
}
