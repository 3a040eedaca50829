import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11 item 3, least-privilege roles: the application's role holds no UPDATE on
 * `ledger_accounts.balance` (server/src/db/roles.ts grants it the rest after every migration run). A
 * balance still moves with every posting because the posting trigger runs as the function's owner
 * (the migration role): SECURITY DEFINER, with the fixed search_path (pg_temp last) LedgerRules gave it,
 * naming its tables with their schema. Only a row inserted into `ledger_postings` reaches it, and those
 * are append-only and balanced per entry at commit; nobody may call it directly (trigger functions
 * cannot be called, and EXECUTE is revoked from PUBLIC besides).
 */
export class LeastPrivilege1764705000000 implements MigrationInterface {
  name = 'LeastPrivilege1764705000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`ALTER FUNCTION ${s}.ledger_apply_posting() SECURITY DEFINER`);
    await q.query(`REVOKE EXECUTE ON FUNCTION ${s}.ledger_apply_posting() FROM PUBLIC`);
  }

  async down(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`GRANT EXECUTE ON FUNCTION ${s}.ledger_apply_posting() TO PUBLIC`);
    await q.query(`ALTER FUNCTION ${s}.ledger_apply_posting() SECURITY INVOKER`);
  }
}
