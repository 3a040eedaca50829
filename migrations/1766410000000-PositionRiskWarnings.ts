import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, the stop-out warning: a watched position (leveraged or short) whose equity falls to the warning
 * level (MARGIN_WARNING_RATIO of its margin, above the close-out level) warns its owner once. One row per
 * position warned: the risk sweep inserts it (`ON CONFLICT DO NOTHING`) in the transaction of the
 * POSITION_UPDATED `at_risk` event, so two sweeps at once warn once, and the sweep's query skips positions
 * already warned. Append-only like the positions it refers to: the app role may only read and insert.
 */
export class PositionRiskWarnings1766410000000 implements MigrationInterface {
  name = 'PositionRiskWarnings1766410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE position_risk_warnings (
        position_id uuid PRIMARY KEY REFERENCES positions(id),
        warned_at timestamptz NOT NULL
      )`);
    await q.query(
      'CREATE TRIGGER position_risk_warnings_append_only BEFORE UPDATE OR DELETE ON position_risk_warnings FOR EACH ROW EXECUTE FUNCTION forbid_change()',
    );
    await q.query(
      'CREATE TRIGGER position_risk_warnings_no_truncate BEFORE TRUNCATE ON position_risk_warnings EXECUTE FUNCTION forbid_change()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE position_risk_warnings');
  }
}
