import pg from 'pg';
import { logger } from '../shared/logger';

/**
 * Least-privilege database roles (issue 11, item 3).
 *
 * Two roles: the **owner** runs migrations and owns every table, function and sequence; the **app**
 * role is what the API, feed and jobs connect as. The app role is no superuser, cannot create
 * databases, roles or temporary tables, owns nothing, and gets only these privileges, granted by the
 * owner after every migration run (so a table added by a later migration is covered at the next start):
 *
 * - every table of the schema: SELECT, INSERT, UPDATE, DELETE (never TRUNCATE, REFERENCES or TRIGGER),
 *   except TypeORM's `migrations` and `user_roles`, which it only reads (`READ_ONLY_TABLES`);
 * - a *history* table (one the database refuses to TRUNCATE: a `BEFORE TRUNCATE` trigger calling
 *   `forbid_change`): no DELETE;
 * - an *append-only* table (a row trigger calling `forbid_change` on UPDATE or DELETE: the ledger's
 *   entries and postings, the audit log, the outbox, FX transfers, orders, order outcomes and position
 *   closes): SELECT and INSERT only; `positions` also UPDATE of the columns a split changes
 *   (`GUARDED_COLUMNS`), which its trigger lets change only as the latest adjustment says. Where the app takes row locks on one (`SELECT … FOR
 *   UPDATE` needs the UPDATE privilege on some column), it gets UPDATE on the primary key alone, which the
 *   append-only trigger still refuses to change (`ROW_LOCKS`);
 * - `ledger_accounts`: SELECT, INSERT and UPDATE of `id` for its row locks. A balance moves only through
 *   a posting: the posting trigger `ledger_apply_posting` runs as the owner (SECURITY DEFINER, fixed
 *   search_path, migration 1764705000000-LeastPrivilege), so the app role never holds UPDATE on `balance`;
 * - `ledger_holds`: SELECT, INSERT and UPDATE of the closing columns only (`HOLD_CLOSING_COLUMNS`); the
 *   hold guard still checks that a hold closes only with its closing entry;
 * - sequences: USAGE and SELECT; the job queue's schema (`pgboss`): its tables' rows, no DDL (the owner
 *   installs it and creates every queue before the app starts);
 * - the database: CONNECT only; TEMPORARY is revoked from PUBLIC (PostgreSQL grants it to everyone by
 *   default), and nobody but the owner may CREATE in the schema.
 */

/** Append-only tables the application locks rows of, and the column granted for it (see above). */
export const ROW_LOCKS: Readonly<Record<string, string>> = { orders: 'id', ledger_accounts: 'id' };
/**
 * Append-only but for a few columns a trigger guards (issue 35: a split changes a position's shares, entry
 * price and margins, only exactly as its latest `position_adjustments` row says): SELECT and INSERT, and
 * UPDATE of these columns alone (the first is the row-lock column); never DELETE.
 */
export const GUARDED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  positions: ['id', 'shares', 'entry_price', 'margin', 'margin_quote'],
};
/** The columns a hold's closing writes (LedgerService.postHold / voidHold). */
export const HOLD_CLOSING_COLUMNS = ['status', 'posted_amount', 'closed_entry_id', 'closed_at'] as const;
/** TypeORM's table of applied migrations (its default name). */
export const MIGRATIONS_TABLE = 'migrations';
/** Tables the app role only reads: TypeORM's migrations, and the roles of users (issue 30: changed only by the owner's `set_user_role`). */
export const READ_ONLY_TABLES: ReadonlySet<string> = new Set([MIGRATIONS_TABLE, 'user_roles']);
/** pg-boss's schema (its default). */
export const JOB_SCHEMA = 'pgboss';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

export interface TablePolicy {
  table: string;
  privileges: string[];
  /** Column-level UPDATE, when the table gets no table-level UPDATE. */
  updateColumns: string[];
}

/** Classifies the schema's tables from the database's own rules (the triggers of the migrations). */
export async function tablePolicies(db: Queryable, schema: string): Promise<TablePolicy[]> {
  const { rows } = await db.query<{ table: string; append_only: boolean; history: boolean }>(
    `SELECT c.relname AS table,
            EXISTS (SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
                    WHERE t.tgrelid = c.oid AND p.proname = 'forbid_change' AND (t.tgtype & 1) = 1 AND (t.tgtype & 16) = 16) AS append_only,
            EXISTS (SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
                    WHERE t.tgrelid = c.oid AND p.proname = 'forbid_change' AND (t.tgtype & 32) = 32) AS history
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY 1`,
    [schema],
  );
  return rows.map((r) => {
    // TypeORM's record of applied migrations: the app reads it (to refuse to start with some pending).
    // The roles of users: read by the app, written only through the owner's set_user_role.
    if (READ_ONLY_TABLES.has(r.table)) return { table: r.table, privileges: ['SELECT'], updateColumns: [] };
    if (r.table === 'ledger_accounts')
      return { table: r.table, privileges: ['SELECT', 'INSERT'], updateColumns: [ROW_LOCKS.ledger_accounts] };
    if (r.table === 'ledger_holds') return { table: r.table, privileges: ['SELECT', 'INSERT'], updateColumns: [...HOLD_CLOSING_COLUMNS] };
    if (GUARDED_COLUMNS[r.table]) return { table: r.table, privileges: ['SELECT', 'INSERT'], updateColumns: [...GUARDED_COLUMNS[r.table]] };
    if (r.append_only)
      return { table: r.table, privileges: ['SELECT', 'INSERT'], updateColumns: ROW_LOCKS[r.table] ? [ROW_LOCKS[r.table]] : [] };
    if (r.history) return { table: r.table, privileges: ['SELECT', 'INSERT', 'UPDATE'], updateColumns: [] };
    return { table: r.table, privileges: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], updateColumns: [] };
  });
}

/**
 * The database-level part: CONNECT for the app role, no TEMPORARY for anyone but the owner. Needs the
 * database's owner (or a superuser); `database` defaults to the current one. Answers false, with a
 * warning, when this role may not change them.
 */
export async function restrictDatabase(db: Queryable, appRole: string, database?: string): Promise<boolean> {
  const { rows } = await db.query<{ name: string; allowed: boolean }>(
    `SELECT d.datname AS name,
            (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR pg_has_role(current_user, d.datdba, 'MEMBER') AS allowed
     FROM pg_database d WHERE d.datname = coalesce($1, current_database())`,
    [database ?? null],
  );
  const target = rows[0];
  if (!target?.allowed) {
    logger.warn(
      { database: target?.name ?? database },
      'this role does not own the database: ask its owner to run REVOKE TEMPORARY ON DATABASE … FROM PUBLIC and GRANT CONNECT to the app role',
    );
    return false;
  }
  await db.query(`REVOKE TEMPORARY, CREATE ON DATABASE ${ident(target.name)} FROM PUBLIC`);
  await db.query(`REVOKE ALL ON DATABASE ${ident(target.name)} FROM ${ident(appRole)}`);
  await db.query(`GRANT CONNECT ON DATABASE ${ident(target.name)} TO ${ident(appRole)}`);
  return true;
}

/**
 * Gives the app role exactly the privileges described above, in one transaction (the app never sees
 * a moment without them), on the owner's session `db` after its migrations ran.
 */
export async function grantAppRole(db: Queryable, appRole: string): Promise<TablePolicy[]> {
  const [{ schema, owner }] = (
    await db.query<{ schema: string; owner: string }>('SELECT current_schema() AS schema, current_user AS owner')
  ).rows;
  if (appRole === owner) throw new Error('the app role must not be the owner role');
  const role = ident(appRole);
  const s = ident(schema);
  const policies = await tablePolicies(db, schema);
  const jobSchema = (await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [JOB_SCHEMA])).rowCount === 1;
  await db.query('BEGIN');
  try {
    await restrictDatabase(db, appRole);
    for (const sch of jobSchema ? [s, ident(JOB_SCHEMA)] : [s]) {
      await db.query(`REVOKE CREATE ON SCHEMA ${sch} FROM PUBLIC, ${role}`);
      await db.query(`GRANT USAGE ON SCHEMA ${sch} TO ${role}`);
      await db.query(`REVOKE ALL ON ALL TABLES IN SCHEMA ${sch} FROM ${role}`);
      await db.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${sch} FROM ${role}`);
      await db.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${sch} TO ${role}`);
    }
    if (jobSchema) await db.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${ident(JOB_SCHEMA)} TO ${role}`);
    for (const p of policies) {
      await db.query(`GRANT ${p.privileges.join(', ')} ON ${s}.${ident(p.table)} TO ${role}`);
      if (p.updateColumns.length > 0)
        await db.query(`GRANT UPDATE (${p.updateColumns.map(ident).join(', ')}) ON ${s}.${ident(p.table)} TO ${role}`);
    }
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => {});
    throw err;
  }
  return policies;
}

/** What a role may do at the cluster level (the app role should answer false to all of them). */
export async function roleAttributes(db: Queryable, role: string) {
  const { rows } = await db.query<{ super: boolean; createdb: boolean; createrole: boolean; replication: boolean; bypassrls: boolean }>(
    `SELECT rolsuper AS super, rolcreatedb AS createdb, rolcreaterole AS createrole, rolreplication AS replication, rolbypassrls AS bypassrls
     FROM pg_roles WHERE rolname = $1`,
    [role],
  );
  return rows[0] ?? null;
}

/** `url` with other credentials (`role:password`, both plain hex here) and another database. */
export function roleUrl(url: string, rolePassword: string, database: string): string {
  const u = new URL(url);
  const [role, password] = rolePassword.split(':');
  u.username = encodeURIComponent(role);
  u.password = encodeURIComponent(password);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The SQL that makes a least-privilege login role (the cluster's superuser runs it). */
export function createLoginRoleSql(role: string, password: string, opts: { inherit?: boolean } = {}): string {
  if (!/^[0-9A-Za-z_-]+$/.test(password)) throw new Error('role passwords are random hex or base64url here');
  return `CREATE ROLE ${ident(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ${
    opts.inherit === false ? 'NOINHERIT' : 'INHERIT'
  } PASSWORD '${password}'`;
}
