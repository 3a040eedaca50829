import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { credit } from '../test/money-kit';
import { GUARDED_COLUMNS, ROW_LOCKS, roleAttributes, tablePolicies } from './roles';

// Issue 11 item 3: the API connects as a least-privilege role. Every statement below runs as that role
// (app.appDbUrl, the very role the harness gives every test's API) on a fresh session, and PostgreSQL
// itself refuses it. Before the roles, the app connected as the superuser and all of these succeeded
// or reached only the triggers.

let app: TestApp;
let appRole: string;
let admin: pg.Client;
beforeAll(async () => {
  app = await createTestApp();
  appRole = decodeURIComponent(new URL(app.appDbUrl).username);
  admin = new pg.Client({ connectionString: app.dbUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await app?.close();
});

/** Runs the statements in one transaction of a new session as the app role; the error, or 'committed'. */
async function asApp(...statements: string[]): Promise<string> {
  const sql = new pg.Client({ connectionString: app.appDbUrl });
  await sql.connect();
  try {
    await sql.query('BEGIN');
    for (const s of statements) await sql.query(s);
    await sql.query('COMMIT');
    return 'committed';
  } catch (err) {
    await sql.query('ROLLBACK').catch(() => {});
    return (err as Error).message;
  } finally {
    await sql.end();
  }
}

const APPEND_ONLY = [
  'ledger_entries',
  'ledger_postings',
  'audit_log',
  'user_events',
  'fx_transfers',
  'orders',
  'order_outcomes',
  'position_closes',
  'position_risk_warnings',
];

describe('the application database role (issue 11, item 3)', () => {
  it('is no superuser and may not create databases or roles, and the API runs as it', async () => {
    expect(await roleAttributes(admin, appRole)).toEqual({
      super: false,
      createdb: false,
      createrole: false,
      replication: false,
      bypassrls: false,
    });
    const [{ user }] = await app.appDs.query('SELECT current_user AS user');
    expect(user).toBe(appRole);
    const sessions: Array<{ usename: string }> = await app.ds.query(
      `SELECT DISTINCT usename FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'vela-api'`,
    );
    expect(sessions.map((s) => s.usename)).toEqual([appRole]);
  });

  it('cannot create temporary tables, tables or schemas', async () => {
    expect(await asApp('CREATE TEMP TABLE ledger_accounts (id bigint)')).toMatch(/permission denied to create temporary tables/);
    expect(await asApp('CREATE TABLE public.sneaky (id int)')).toMatch(/permission denied for schema public/);
    expect(await asApp('CREATE SCHEMA sneaky')).toMatch(/permission denied for database/);
  });

  it('cannot UPDATE, DELETE or TRUNCATE an append-only table', async () => {
    const policies = await tablePolicies(admin, 'public');
    const appendOnly = policies.filter((p) => !p.privileges.includes('UPDATE')).map((p) => p.table);
    for (const table of APPEND_ONLY) expect(appendOnly).toContain(table);
    for (const table of APPEND_ONLY) {
      const column = ROW_LOCKS[table] ? 'created_at' : 'id';
      const [{ has }] = await app.ds.query(
        `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2) AS has`,
        [table, column],
      );
      const col = has
        ? column
        : (
            await app.ds.query(`SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id' LIMIT 1`, [
              table,
            ])
          )[0].column_name;
      expect(await asApp(`UPDATE ${table} SET ${col} = ${col}`), table).toMatch(new RegExp(`permission denied for table ${table}`));
      expect(await asApp(`DELETE FROM ${table}`), table).toMatch(new RegExp(`permission denied for table ${table}`));
      expect(await asApp(`TRUNCATE ${table}`), table).toMatch(new RegExp(`permission denied for table ${table}`));
    }
    // The row-lock column (SELECT … FOR UPDATE needs UPDATE on some column) is the only one, and the
    // append-only trigger refuses to change it (trading's own tests write rows; none exist here).
    for (const table of Object.keys(ROW_LOCKS)) {
      const rows: Array<{ column: string }> = (
        await admin.query(
          `SELECT column_name AS column FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = $2 AND has_column_privilege($1, format('public.%I', table_name), column_name, 'UPDATE')`,
          [appRole, table],
        )
      ).rows;
      expect(
        rows.map((r) => r.column),
        table,
      ).toEqual([ROW_LOCKS[table]]);
    }
    expect(await asApp('SELECT id FROM orders FOR UPDATE')).toBe('committed');
  });

  it('may change only the columns a split changes of a position, never delete or truncate one', async () => {
    const rows: Array<{ column: string }> = (
      await admin.query(
        `SELECT column_name AS column FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = 'positions' AND has_column_privilege($1, 'public.positions', column_name, 'UPDATE')
         ORDER BY column_name`,
        [appRole],
      )
    ).rows;
    expect(rows.map((r) => r.column)).toEqual([...GUARDED_COLUMNS.positions].sort());
    expect(await asApp('UPDATE positions SET symbol = symbol')).toMatch(/permission denied for table positions/);
    expect(await asApp('DELETE FROM positions')).toMatch(/permission denied for table positions/);
    expect(await asApp('TRUNCATE positions')).toMatch(/permission denied for table positions/);
    expect(await asApp('SELECT id FROM positions FOR UPDATE')).toBe('committed');
  });

  it('never truncates and never deletes history, whatever the table', async () => {
    const rows: Array<{ table: string; truncate: boolean }> = await app.ds.query(
      `SELECT c.relname AS table, has_table_privilege($1, c.oid, 'TRUNCATE') AS truncate
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'pgboss') AND c.relkind IN ('r', 'p')`,
      [appRole],
    );
    expect(rows.filter((r) => r.truncate)).toEqual([]);
    for (const table of ['ledger_holds', 'ledger_accounts', 'ops_requests']) {
      expect(await asApp(`DELETE FROM ${table}`), table).toMatch(new RegExp(`permission denied for table ${table}`));
    }
  });

  it('moves a balance only through the posting path: a direct UPDATE of a balance or a hold is refused', async () => {
    const ops = await app.createOps();
    const { user } = await app.registerUser();
    await credit(app, ops, user.id, '100');
    const [{ id }] = await app.ds.query(
      `SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'user_available' AND currency = 'EUR'`,
      [user.id],
    );
    expect(await asApp(`UPDATE ledger_accounts SET balance = balance + 1000 WHERE id = ${id}`)).toMatch(
      /permission denied for table ledger_accounts/,
    );
    expect(await asApp(`UPDATE ledger_holds SET amount = 0`)).toMatch(/permission denied for table ledger_holds/);
    // The posting trigger runs as the owner: SECURITY DEFINER, and nobody else may call it.
    const [fn] = await app.ds.query(
      `SELECT p.prosecdef AS definer, r.rolname AS owner, has_function_privilege($1, p.oid, 'EXECUTE') AS callable
       FROM pg_proc p JOIN pg_roles r ON r.oid = p.proowner WHERE p.proname = 'ledger_apply_posting'`,
      [appRole],
    );
    expect(fn.definer).toBe(true);
    expect(fn.owner).not.toBe(appRole);
    expect(fn.callable).toBe(false);
    // And the balance the ledger shows is still the posted one.
    const [{ balance }] = await app.ds.query('SELECT balance FROM ledger_accounts WHERE id = $1', [id]);
    expect(Number(balance)).toBe(100);
  });
});
