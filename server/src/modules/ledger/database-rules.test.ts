import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { credit as creditUser } from '../../test/money-kit';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';

// Issue 11 item 8: what an attacker with a SQL prompt (as the app's role) tried, in raw SQL, against the
// database's own rules. Each statement runs on a fresh connection, as a new session would.

let app: TestApp;
let ops: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  ops = await app.createOps();
});
afterAll(async () => {
  await app?.close();
});

const credit = (userId: string, amount: string, currency = 'EUR') => creditUser(app, ops, userId, amount, currency);

/** Runs the statements in one transaction of a new session; the error message, or 'committed'. */
async function attempt(statements: Array<string | [string, unknown[]]>): Promise<string> {
  const sql = new pg.Client({ connectionString: app.dbUrl });
  await sql.connect();
  try {
    await sql.query('BEGIN');
    for (const s of statements) await (typeof s === 'string' ? sql.query(s) : sql.query(s[0], s[1]));
    await sql.query('COMMIT');
    return 'committed';
  } catch (err) {
    await sql.query('ROLLBACK').catch(() => {});
    return (err as Error).message;
  } finally {
    await sql.end();
  }
}

async function accountId(userId: string, kind: string, currency = 'EUR'): Promise<string> {
  const rows: Array<{ id: string }> = await app.ds.query(
    `SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = $2 AND currency = $3`,
    [userId, kind, currency],
  );
  return String(rows[0].id);
}

async function platformAccount(kind: string, currency = 'EUR'): Promise<string> {
  const rows: Array<{ id: string }> = await app.ds.query(
    `SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND kind = $1 AND currency = $2 ORDER BY id LIMIT 1`,
    [kind, currency],
  );
  return String(rows[0].id);
}

async function pendingHold(userId: string, amount: string) {
  return app.ds.transaction((em) =>
    app.services.ledger.hold(em, {
      ownerId: userId,
      currency: 'EUR',
      amount: new Money(amount),
      referenceType: 'test',
      referenceId: randomUUID(),
      kind: 'test_hold',
    }),
  );
}

describe('database rules (issue 11, item 8)', () => {
  it('refuses TRUNCATE on every append-only table, fx_transfers and user_events included', async () => {
    for (const table of ['fx_transfers', 'user_events', 'ledger_holds', 'audit_log', 'ledger_postings', 'orders']) {
      expect(await attempt([`TRUNCATE ${table} CASCADE`]), table).toMatch(/append-only/);
    }
    // Every table with a row-level append-only trigger also refuses TRUNCATE.
    const uncovered: Array<{ table: string }> = await app.ds.query(`
      SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND p.proname = 'forbid_change' AND (t.tgtype & 16) = 0
        AND NOT EXISTS (SELECT 1 FROM pg_trigger u WHERE u.tgrelid = t.tgrelid AND (u.tgtype & 32) <> 0)`);
    expect(uncovered).toEqual([]);
  });

  it('refuses to void a pending hold by a plain UPDATE, or with an entry that does not release it', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '100');
    const hold = await pendingHold(u.user.id, '60');
    expect(await attempt([[`UPDATE ledger_holds SET status = 'voided', closed_at = now() WHERE id = $1`, [hold.id]]])).toMatch(
      /closes only with the entry/,
    );
    // Its own opening entry (which moved money in, not out) does not close it either.
    expect(
      await attempt([
        [`UPDATE ledger_holds SET status = 'voided', closed_at = now(), closed_entry_id = $2 WHERE id = $1`, [hold.id, hold.entryId]],
      ]),
    ).toMatch(/closes only with the entry/);
    // Nor does an entry that releases only part of it.
    const partial = `WITH e AS (INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id),
      p AS (INSERT INTO ledger_postings (entry_id, account_id, currency, amount)
            SELECT id, a, 'EUR', v FROM e, (VALUES ($2::bigint, -10), ($3::bigint, 10)) AS x(a, v))
      UPDATE ledger_holds SET status = 'voided', closed_at = now(), closed_entry_id = (SELECT id FROM e) WHERE id = $1`;
    const [holdAcc, availAcc] = [await accountId(u.user.id, 'user_hold'), await accountId(u.user.id, 'user_available')];
    expect(await attempt([[partial, [hold.id, holdAcc, availAcc]]])).toMatch(/closes only with the entry/);
    expect((await app.services.ledger.balances(u.user.id, ['EUR']))[0]).toMatchObject({ available: new Money(40), frozen: new Money(60) });
    const [row] = await app.ds.query(`SELECT status FROM ledger_holds WHERE id = $1`, [hold.id]);
    expect(row.status).toBe('pending');
    // The ledger's own path still closes it, and the books agree.
    await app.ds.transaction((em) => app.services.ledger.voidHold(em, hold.id, { kind: 'test_void' }));
    expect((await app.services.ledger.balances(u.user.id, ['EUR']))[0]).toMatchObject({ available: new Money(100), frozen: new Money(0) });
    expect((await app.services.ledger.check()).ok).toBe(true);
  });

  it('refuses a closing entry that already closed another hold', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '100');
    const a = await pendingHold(u.user.id, '30');
    const b = await pendingHold(u.user.id, '30');
    const closed = await app.ds.transaction((em) => app.services.ledger.voidHold(em, a.id, { kind: 'test_void' }));
    expect(
      await attempt([
        [`UPDATE ledger_holds SET status = 'voided', closed_at = now(), closed_entry_id = $2 WHERE id = $1`, [b.id, closed.entryId]],
      ]),
    ).toMatch(/ledger_holds_closed_entry_key|closes only with the entry/);
    expect((await app.services.ledger.check()).ok).toBe(true);
  });

  it('is not fooled by a trigger of the attacker’s own (on a temp table) moving a balance at depth 2', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '10');
    const acc = await accountId(u.user.id, 'user_available');
    const setup = [
      `CREATE TEMP TABLE nudge (x int)`,
      `CREATE FUNCTION pg_temp.nudge() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN UPDATE ledger_accounts SET balance = balance + 1000000 WHERE id = ${Number(acc)}; RETURN NEW; END $$`,
      `CREATE TRIGGER nudge AFTER INSERT ON nudge FOR EACH ROW EXECUTE FUNCTION pg_temp.nudge()`,
      `INSERT INTO nudge VALUES (1)`,
    ];
    expect(await attempt(setup)).toMatch(/only through postings/);
    // Nor by a legitimate-looking posting right after the nudge (its balance after would include it).
    const external = await platformAccount('ops_adjustments');
    const spend = `WITH e AS (INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, currency, amount) SELECT id, a, 'EUR', v FROM e, (VALUES ($1::bigint, -500), ($2::bigint, 500)) AS x(a, v)`;
    expect(await attempt([...setup, [spend, [acc, external]]])).toMatch(/only through postings/);
    expect((await app.services.ledger.balances(u.user.id, ['EUR']))[0].available.toFixed()).toBe('10');
    expect((await app.services.ledger.check()).ok).toBe(true);
  });

  it('is not fooled by temp tables shadowing ledger_accounts or ledger_postings', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '10');
    const acc = await accountId(u.user.id, 'user_available');
    const external = await platformAccount('ops_adjustments');
    // A shadow ledger_accounts: the posting trigger must still move (and guard) the real balance.
    const overdraw = `WITH e AS (INSERT INTO public.ledger_entries (kind) VALUES ('forged') RETURNING id)
      INSERT INTO public.ledger_postings (entry_id, account_id, currency, amount)
      SELECT id, a, 'EUR', v FROM e, (VALUES ($1::bigint, -1000), ($2::bigint, 1000)) AS x(a, v)`;
    const shadowAccounts = [
      `CREATE TEMP TABLE ledger_accounts (id bigint, currency char(3), balance numeric)`,
      [`INSERT INTO ledger_accounts VALUES ($1, 'EUR', 1000000), ($2, 'EUR', 0)`, [acc, external]] as [string, unknown[]],
    ];
    expect(await attempt([...shadowAccounts, [overdraw, [acc, external]]])).toMatch(/user_cash_not_negative/);
    // A shadow ledger_postings: the commit-time balance check of an entry must read the real postings.
    const lopsided = `WITH e AS (INSERT INTO public.ledger_entries (kind) VALUES ('forged') RETURNING id)
      INSERT INTO public.ledger_postings (entry_id, account_id, currency, amount)
      SELECT id, a, 'EUR', v FROM e, (VALUES ($1::bigint, 5), ($2::bigint, -1)) AS x(a, v)`;
    const shadowPostings = [
      `CREATE TEMP TABLE ledger_postings (entry_id bigint, account_id bigint, currency char(3), amount numeric, balance_after numeric, applied_seq bigint)`,
      `INSERT INTO ledger_postings SELECT last_value + 1, 0, 'EUR', v, 0, 0 FROM public.ledger_entries_id_seq, (VALUES (1), (-1)) x(v)`,
    ];
    expect(await attempt([...shadowPostings, [lopsided, [acc, external]]])).toMatch(/does not balance|only through postings/);
    expect((await app.services.ledger.balances(u.user.id, ['EUR']))[0].available.toFixed()).toBe('10');
    expect((await app.services.ledger.check()).ok).toBe(true);
    // Every trigger function runs with a fixed search_path.
    const loose: Array<{ proname: string }> = await app.ds.query(`
      SELECT DISTINCT p.proname FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND NOT EXISTS (SELECT 1 FROM unnest(p.proconfig) c WHERE c LIKE 'search_path=%')`);
    expect(loose).toEqual([]);
  });
});
