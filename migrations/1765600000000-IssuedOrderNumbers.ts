import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 item 6: an order number names one record across every product. A follow and a fund holding
 * both drew `F<date><n>` from their own sequences, so F20261127100001 was both. Follows now draw `C…`
 * (follow.commands.ts), and the database makes any future collision impossible: every table that
 * issues a number has an AFTER INSERT trigger writing it into `issued_order_numbers`, whose primary key
 * refuses a number already issued by any product, in the same transaction as the record (so the record
 * is refused with it). A number, once issued, is never re-issued (the table is append-only).
 *
 * Existing numbers are copied in; a pair that already collided before this migration keeps its first
 * (oldest) owner and the other is left out of the table (it cannot be renumbered: it is printed on
 * statements), which is why the backfill does not fail on it.
 */
export const ORDER_NUMBER_COLUMNS: ReadonlyArray<readonly [table: string, column: string, issuedAt: string]> = [
  ['deposits', 'order_no', 'created_at'],
  ['withdrawals', 'order_no', 'created_at'],
  ['fx_transfers', 'order_no', 'created_at'],
  ['orders', 'order_no', 'created_at'],
  ['positions', 'trade_no', 'opened_at'],
  ['ops_requests', 'request_no', 'created_at'],
  ['real_name_submissions', 'submission_no', 'created_at'],
  ['ipo_applications', 'order_no', 'created_at'],
  ['block_trade_subscriptions', 'order_no', 'created_at'],
  ['follows', 'order_no', 'created_at'],
  ['intraday_applications', 'order_no', 'created_at'],
  ['fund_holdings', 'order_no', 'applied_at'],
  ['loans', 'order_no', 'applied_at'],
  ['loan_repayments', 'order_no', 'applied_at'],
];

export class IssuedOrderNumbers1765600000000 implements MigrationInterface {
  name = 'IssuedOrderNumbers1765600000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`
      CREATE TABLE issued_order_numbers (
        order_no varchar(24) PRIMARY KEY,
        product varchar(40) NOT NULL,
        record_id varchar(40) NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE TRIGGER issued_order_numbers_append_only BEFORE UPDATE OR DELETE ON issued_order_numbers
      FOR EACH ROW EXECUTE FUNCTION forbid_change()`);
    await q.query(`CREATE TRIGGER issued_order_numbers_no_truncate BEFORE TRUNCATE ON issued_order_numbers
      FOR EACH STATEMENT EXECUTE FUNCTION forbid_change()`);
    // TG_ARGV[0]: the column holding the number. A duplicate raises unique_violation on the primary key.
    await q.query(`
      CREATE FUNCTION ${s}.issue_order_no() RETURNS trigger LANGUAGE plpgsql
      SET search_path = pg_catalog, ${s}, pg_temp AS $$
      BEGIN
        INSERT INTO ${s}.issued_order_numbers (order_no, product, record_id)
          VALUES (to_jsonb(NEW) ->> TG_ARGV[0], TG_TABLE_NAME, to_jsonb(NEW) ->> 'id');
        RETURN NULL;
      END $$`);
    for (const [table, column, issuedAt] of ORDER_NUMBER_COLUMNS) {
      const [{ present }]: Array<{ present: boolean }> = await q.query('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
      if (!present) continue;
      await q.query(
        `INSERT INTO issued_order_numbers (order_no, product, record_id, issued_at)
           SELECT ${column}, '${table}', id::text, ${issuedAt} FROM ${table} ORDER BY ${issuedAt}, id
           ON CONFLICT (order_no) DO NOTHING`,
      );
      await q.query(`CREATE TRIGGER ${table}_issue_order_no AFTER INSERT ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ${s}.issue_order_no('${column}')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    for (const [table] of ORDER_NUMBER_COLUMNS) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_issue_order_no ON ${table}`);
    }
    await q.query(`DROP FUNCTION ${s}.issue_order_no()`);
    await q.query('DROP TABLE issued_order_numbers');
  }
}
