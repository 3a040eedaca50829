import type { DataSource } from 'typeorm';
import type { LedgerCheck, LedgerProblem } from '../../app/module';
import { Money } from '../../shared/money';

export type { LedgerProblem } from '../../app/module';

export interface LedgerCheckReport {
  ok: boolean;
  accounts: number;
  entries: number;
  postings: number;
  currencyTotals: Array<{ currency: string; total: string }>;
  problems: LedgerProblem[];
}

/**
 * Recomputes every balance from the postings and checks the invariants: each account's balance equals
 * the sum of its postings, each entry and each currency sums to zero, no user cash is negative, and each
 * user's frozen cash equals the sum of their pending holds; then every module's checks. One consistent snapshot.
 */
export async function runLedgerCheck(ds: DataSource, moduleChecks: readonly LedgerCheck[]): Promise<LedgerCheckReport> {
  return ds.transaction('REPEATABLE READ', async (em) => {
    await em.query('SET TRANSACTION READ ONLY');
    const problems: LedgerProblem[] = [];
    const drift: Array<{ id: string; currency: string; kind: string; balance: string; computed: string }> = await em.query(
      `SELECT a.id, a.currency, a.kind, a.balance, coalesce(p.total, 0) AS computed
       FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_postings GROUP BY account_id) p
         ON p.account_id = a.id
       WHERE a.balance <> coalesce(p.total, 0)`,
    );
    for (const r of drift) {
      problems.push({
        kind: 'ACCOUNT_BALANCE',
        currency: r.currency.trim(),
        detail: `account ${r.id} (${r.kind})`,
        expected: new Money(r.computed).toFixed(),
        actual: new Money(r.balance).toFixed(),
      });
    }
    const unbalanced: Array<{ entry_id: string; currency: string; total: string }> = await em.query(
      `SELECT entry_id, currency, sum(amount) AS total FROM ledger_postings GROUP BY entry_id, currency HAVING sum(amount) <> 0 LIMIT 100`,
    );
    for (const r of unbalanced) {
      problems.push({
        kind: 'ENTRY_UNBALANCED',
        currency: r.currency.trim(),
        detail: `entry ${r.entry_id}`,
        expected: '0',
        actual: r.total,
      });
    }
    const totals: Array<{ currency: string; total: string; computed: string }> = await em.query(
      `SELECT a.currency, sum(a.balance) AS total,
              (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p WHERE p.currency = a.currency) AS computed
       FROM ledger_accounts a GROUP BY a.currency ORDER BY a.currency`,
    );
    for (const r of totals) {
      for (const value of [r.total, r.computed]) {
        if (!new Money(value).isZero()) {
          problems.push({
            kind: 'CURRENCY_TOTAL',
            currency: r.currency.trim(),
            detail: 'all accounts',
            expected: '0',
            actual: new Money(value).toFixed(),
          });
        }
      }
    }
    const negative: Array<{ id: string; currency: string; balance: string }> = await em.query(
      `SELECT id, currency, balance FROM ledger_accounts WHERE kind IN ('user_available', 'user_hold', 'user_margin') AND balance < 0`,
    );
    for (const r of negative) {
      problems.push({
        kind: 'NEGATIVE_USER_BALANCE',
        currency: r.currency.trim(),
        detail: `account ${r.id}`,
        expected: '>= 0',
        actual: r.balance,
      });
    }
    const holds: Array<{ owner_id: string; currency: string; balance: string; pending: string }> = await em.query(
      `SELECT coalesce(a.owner_id, h.owner_id) AS owner_id, coalesce(a.currency, h.currency) AS currency,
              coalesce(a.balance, 0) AS balance, coalesce(h.total, 0) AS pending
       FROM (SELECT owner_id, currency, balance FROM ledger_accounts WHERE kind = 'user_hold') a
       FULL JOIN (SELECT owner_id, currency, sum(amount) AS total FROM ledger_holds WHERE status = 'pending' GROUP BY owner_id, currency) h
         ON h.owner_id = a.owner_id AND h.currency = a.currency
       WHERE coalesce(a.balance, 0) <> coalesce(h.total, 0)`,
    );
    for (const r of holds) {
      problems.push({
        kind: 'HOLDS_MISMATCH',
        currency: r.currency.trim(),
        detail: `user ${r.owner_id}`,
        expected: new Money(r.pending).toFixed(),
        actual: new Money(r.balance).toFixed(),
      });
    }
    // Each module's own invariants (a trading user's margin equals their open positions' margin, …).
    for (const check of moduleChecks) problems.push(...(await check.run(em)));
    const counts: Array<{ accounts: string; entries: string; postings: string }> = await em.query(
      `SELECT (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_entries) AS entries,
              (SELECT count(*) FROM ledger_postings) AS postings`,
    );
    return {
      ok: problems.length === 0,
      accounts: Number(counts[0].accounts),
      entries: Number(counts[0].entries),
      postings: Number(counts[0].postings),
      currencyTotals: totals.map((r) => ({ currency: r.currency.trim(), total: new Money(r.total).toFixed() })),
      problems,
    };
  });
}
