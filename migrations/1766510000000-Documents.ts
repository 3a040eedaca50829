import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36, documents users keep: monthly statements, trade confirmations, the yearly tax report and CSV
 * exports, built from the ledger and the trading records (which they only read).
 *
 * - `documents`: one row per document asked for (by the user, or by the monthly schedule), its build's
 *   status and progress, and where its encrypted bytes are stored (the uploads store, key
 *   `documents/ab/<id>.bin`). A document is never deleted (a history table: no TRUNCATE, no DELETE for the
 *   app); its bytes never change once ready. The schedule makes one statement per user and month
 *   (`documents_schedule_once`), so a job that runs twice or catches up after downtime adds none twice.
 * - `document_preferences`: the language the user last asked a document in, which the monthly statement
 *   (made while they are away) is written in.
 * - `statement_schedule_runs`: the months the schedule has covered, so the job knows what to catch up.
 */
export class Documents1766510000000 implements MigrationInterface {
  name = 'Documents1766510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE document_no_seq START 100001`);
    await q.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY,
        document_no varchar(24) NOT NULL UNIQUE,
        owner_id uuid NOT NULL REFERENCES users(id),
        kind varchar(24) NOT NULL CHECK (kind IN ('monthly_statement', 'trade_confirmation', 'tax_report', 'csv_export')),
        params jsonb NOT NULL,
        params_key varchar(120) NOT NULL,
        language varchar(8) NOT NULL CHECK (language IN ('en', 'es', 'fr', 'zh-Hans', 'zh-Hant')),
        origin varchar(8) NOT NULL CHECK (origin IN ('user', 'schedule')),
        status varchar(8) NOT NULL CHECK (status IN ('queued', 'building', 'ready', 'failed')),
        progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        attempts smallint NOT NULL DEFAULT 0,
        storage_key varchar(64),
        content_type varchar(40),
        file_name varchar(120),
        size integer CHECK (size >= 0),
        error_code varchar(64),
        created_at timestamptz NOT NULL,
        started_at timestamptz,
        ready_at timestamptz,
        CHECK ((status = 'ready') = (storage_key IS NOT NULL AND size IS NOT NULL AND ready_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX documents_owner_idx ON documents (owner_id, created_at DESC, document_no DESC)`);
    await q.query(`CREATE INDEX documents_unfinished_idx ON documents (created_at) WHERE status IN ('queued', 'building')`);
    await q.query(`CREATE UNIQUE INDEX documents_schedule_once ON documents (owner_id, params_key) WHERE origin = 'schedule'`);
    // Bytes once ready never change, nor what a document is (a fixed search_path, as every trigger function).
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`
      CREATE FUNCTION documents_guard() RETURNS trigger LANGUAGE plpgsql SET search_path = ${s}, pg_temp AS $$
      BEGIN
        IF NEW.id <> OLD.id OR NEW.owner_id <> OLD.owner_id OR NEW.kind <> OLD.kind OR NEW.params <> OLD.params
           OR NEW.params_key <> OLD.params_key OR NEW.document_no <> OLD.document_no OR NEW.created_at <> OLD.created_at
           OR NEW.origin <> OLD.origin THEN
          RAISE EXCEPTION 'what a document is never changes' USING ERRCODE = 'restrict_violation';
        END IF;
        IF OLD.status = 'ready' AND (NEW.status <> 'ready' OR NEW.storage_key <> OLD.storage_key OR NEW.size <> OLD.size) THEN
          RAISE EXCEPTION 'a ready document never changes' USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER documents_guard BEFORE UPDATE ON documents FOR EACH ROW EXECUTE FUNCTION documents_guard()`);
    await q.query(`CREATE TRIGGER documents_no_truncate BEFORE TRUNCATE ON documents EXECUTE FUNCTION forbid_change()`);
    await q.query(`
      CREATE TABLE document_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id),
        language varchar(8) NOT NULL CHECK (language IN ('en', 'es', 'fr', 'zh-Hans', 'zh-Hant')),
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE statement_schedule_runs (
        month char(7) PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        users integer NOT NULL CHECK (users >= 0),
        finished_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE TRIGGER statement_schedule_runs_append_only BEFORE UPDATE OR DELETE ON statement_schedule_runs
      FOR EACH ROW EXECUTE FUNCTION forbid_change()`);
    await q.query(`CREATE TRIGGER statement_schedule_runs_no_truncate BEFORE TRUNCATE ON statement_schedule_runs
      EXECUTE FUNCTION forbid_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE statement_schedule_runs, document_preferences, documents');
    await q.query('DROP FUNCTION documents_guard()');
    await q.query('DROP SEQUENCE document_no_seq');
  }
}
