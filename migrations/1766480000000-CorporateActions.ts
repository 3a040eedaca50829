import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, the corporate-actions calendar: dividends and splits as the market-data provider publishes
 * them, written only by the feed (integrity rule 1: nobody types one in; no API writes this table). One
 * row per (symbol, kind, ex-date); when the provider revises one (an announced amount made final, a pay
 * date published), the row changes and `corporate_action_revisions` (append-only) keeps what it was.
 */
export class CorporateActions1766480000000 implements MigrationInterface {
  name = 'CorporateActions1766480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE corporate_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        kind varchar(16) NOT NULL CHECK (kind IN ('cash_dividend', 'split')),
        ex_date date NOT NULL,
        record_date date,
        pay_date date,
        amount numeric(20, 6) CHECK (amount > 0),
        currency char(3),
        ratio_from numeric(20, 6) CHECK (ratio_from > 0),
        ratio_to numeric(20, 6) CHECK (ratio_to > 0),
        label varchar(140),
        source varchar(500) NOT NULL,
        simulated boolean NOT NULL,
        provider varchar(16) NOT NULL,
        first_seen_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (symbol, kind, ex_date),
        CONSTRAINT corporate_actions_dividend_fields CHECK ((kind = 'cash_dividend') = (amount IS NOT NULL AND currency IS NOT NULL AND record_date IS NOT NULL)),
        CONSTRAINT corporate_actions_split_fields CHECK ((kind = 'split') = (ratio_from IS NOT NULL AND ratio_to IS NOT NULL)),
        CONSTRAINT corporate_actions_dates CHECK (record_date IS NULL OR record_date >= ex_date),
        CONSTRAINT corporate_actions_pay_date CHECK (pay_date IS NULL OR pay_date >= record_date)
      )`);
    await q.query(`CREATE INDEX corporate_actions_ex_date_idx ON corporate_actions (ex_date, symbol)`);
    await q.query(`
      CREATE TABLE corporate_action_revisions (
        id bigserial PRIMARY KEY,
        action_id uuid NOT NULL REFERENCES corporate_actions(id),
        before jsonb NOT NULL,
        after jsonb NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX corporate_action_revisions_action_idx ON corporate_action_revisions (action_id, id)`);
    await q.query(
      `CREATE TRIGGER corporate_action_revisions_append_only BEFORE UPDATE OR DELETE ON corporate_action_revisions FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
    );
    await q.query(
      `CREATE TRIGGER corporate_action_revisions_no_truncate BEFORE TRUNCATE ON corporate_action_revisions EXECUTE FUNCTION forbid_change()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE corporate_action_revisions, corporate_actions');
  }
}
