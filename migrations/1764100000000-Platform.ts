import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The platform the products stand on:
 * - ledger references: every journal entry (and hold) records what it is about when it is posted (type,
 *   id, order number, a label such as the instrument), so the statement reads only ledger tables;
 * - the order postings were applied in: `applied_seq` is drawn by the posting trigger after it has taken
 *   the account's row lock, so along one account it follows the order balances actually moved (entry
 *   ids are drawn earlier and may not);
 * - review decisions carry a reason code the user sees in their language, plus an optional note;
 * - maker-checker requests: ops actions that take effect only when a second ops user approves.
 */
export class Platform1764100000000 implements MigrationInterface {
  name = 'Platform1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entries ADD COLUMN reference_no varchar(32), ADD COLUMN reference_label varchar(64)`);
    await q.query(`ALTER TABLE ledger_holds ADD COLUMN reference_no varchar(32), ADD COLUMN reference_label varchar(64)`);
    await q.query(`CREATE SEQUENCE ledger_applied_seq`);
    await q.query(`ALTER TABLE ledger_postings ADD COLUMN applied_seq bigint`);

    // Existing rows: numbered as they were (posting ids), references copied from the product tables once.
    await q.query(`ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_append_only`);
    await q.query(`UPDATE ledger_postings SET applied_seq = id`);
    await q.query(`ALTER TABLE ledger_postings ENABLE TRIGGER ledger_postings_append_only`);
    await q.query(`SELECT setval('ledger_applied_seq', coalesce((SELECT max(id) FROM ledger_postings), 0) + 1, false)`);
    await q.query(`ALTER TABLE ledger_postings ALTER COLUMN applied_seq SET NOT NULL`);
    await q.query(`CREATE INDEX ledger_postings_account_applied_idx ON ledger_postings (account_id, applied_seq)`);

    await q.query(`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
    await q.query(
      `UPDATE ledger_entries e SET reference_no = d.order_no FROM deposits d WHERE e.reference_type = 'deposit' AND d.id::text = e.reference_id`,
    );
    await q.query(
      `UPDATE ledger_entries e SET reference_no = w.order_no FROM withdrawals w WHERE e.reference_type = 'withdrawal' AND w.id::text = e.reference_id`,
    );
    await q.query(
      `UPDATE ledger_entries e SET reference_no = x.order_no, reference_label = x.from_currency || '→' || x.to_currency
       FROM fx_transfers x WHERE e.reference_type = 'fx_transfer' AND x.id::text = e.reference_id`,
    );
    await q.query(
      `UPDATE ledger_entries e SET reference_no = o.order_no, reference_label = o.symbol FROM orders o WHERE e.reference_type = 'order' AND o.id::text = e.reference_id`,
    );
    await q.query(
      `UPDATE ledger_entries e SET reference_no = CASE WHEN e.kind = 'position_open' THEN o.order_no ELSE p.trade_no END, reference_label = p.symbol
       FROM positions p JOIN orders o ON o.id = p.order_id WHERE e.reference_type = 'position' AND p.id::text = e.reference_id`,
    );
    await q.query(
      `UPDATE ledger_entries SET reference_label = 'adjustment' WHERE reference_type = 'adjustment' AND reference_label IS NULL`,
    );
    await q.query(`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    await q.query(`ALTER TABLE ledger_holds DISABLE TRIGGER ledger_holds_guard`);
    await q.query(
      `UPDATE ledger_holds h SET reference_no = e.reference_no, reference_label = e.reference_label FROM ledger_entries e WHERE e.id = h.created_entry_id`,
    );
    await q.query(`ALTER TABLE ledger_holds ENABLE TRIGGER ledger_holds_guard`);

    // The posting trigger now also numbers the posting in applied order, under the account's row lock.
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ledger_accounts SET balance = balance + NEW.amount
          WHERE id = NEW.account_id AND currency = NEW.currency
          RETURNING balance INTO NEW.balance_after;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'posting currency % does not match account %', NEW.currency, NEW.account_id USING ERRCODE = 'check_violation';
        END IF;
        NEW.applied_seq := nextval('ledger_applied_seq');
        RETURN NEW;
      END $$`);
    // A hold's reference is as fixed as the rest of it.
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_holds_reference_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.reference_no IS DISTINCT FROM OLD.reference_no OR NEW.reference_label IS DISTINCT FROM OLD.reference_label THEN
          RAISE EXCEPTION 'a hold''s reference cannot change' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER ledger_holds_reference_fixed BEFORE UPDATE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_holds_reference_fixed()`,
    );

    // Review decisions: a reason code (shown to the user in their language); \`reason\` keeps the optional note.
    for (const table of ['deposits', 'withdrawals']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN reason_code varchar(32)`);
      await q.query(`UPDATE ${table} SET reason_code = 'OTHER' WHERE reason IS NOT NULL`);
    }
    // A refusal needs its reason code now; the note is optional.
    for (const [table, refused] of [
      ['deposits', 'refused'],
      ['withdrawals', 'failed'],
    ]) {
      await q.query(`
        DO $$ DECLARE c text; BEGIN
          FOR c IN SELECT conname FROM pg_constraint
            WHERE conrelid = '${table}'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%reason IS NOT NULL%'
          LOOP EXECUTE format('ALTER TABLE ${table} DROP CONSTRAINT %I', c); END LOOP;
        END $$`);
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_refusal_has_reason CHECK (status <> '${refused}' OR reason_code IS NOT NULL)`,
      );
    }

    // Maker-checker: what one ops user asks and a second, different one approves or rejects.
    await q.query(`
      CREATE TABLE ops_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_no varchar(24) NOT NULL UNIQUE,
        kind varchar(32) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
        maker_id uuid NOT NULL REFERENCES users(id),
        target_user_id uuid REFERENCES users(id),
        summary varchar(300) NOT NULL,
        payload jsonb NOT NULL,
        reason varchar(500) NOT NULL,
        checker_id uuid REFERENCES users(id),
        checker_note varchar(500),
        result jsonb,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        CHECK (checker_id IS NULL OR checker_id <> maker_id),
        CHECK ((status = 'pending') = (decided_at IS NULL))
      )`);
    await q.query(`CREATE INDEX ops_requests_status_idx ON ops_requests (status, created_at DESC, id DESC)`);
    // At most one pending request per reviewed item, so a decision waiting for its checker is not asked twice.
    await q.query(
      `CREATE UNIQUE INDEX ops_requests_one_pending_review ON ops_requests ((payload->>'kind'), (payload->>'id')) WHERE status = 'pending' AND kind = 'review_decision'`,
    );
    await q.query(`CREATE SEQUENCE ops_request_no_seq START 100001`);
    // Decided requests are history: only a pending one may change, once, and nothing is deleted.
    await q.query(`
      CREATE FUNCTION ops_requests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' OR OLD.status <> 'pending' THEN
          RAISE EXCEPTION 'a decided maker-checker request cannot change' USING ERRCODE = 'check_violation';
        END IF;
        IF NEW.maker_id <> OLD.maker_id OR NEW.payload <> OLD.payload OR NEW.kind <> OLD.kind OR NEW.reason <> OLD.reason THEN
          RAISE EXCEPTION 'a maker-checker request''s content cannot change' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER ops_requests_guard BEFORE UPDATE OR DELETE ON ops_requests FOR EACH ROW EXECUTE FUNCTION ops_requests_guard()`,
    );
    await q.query(`CREATE TRIGGER ops_requests_no_truncate BEFORE TRUNCATE ON ops_requests EXECUTE FUNCTION forbid_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ops_requests');
    await q.query('DROP FUNCTION ops_requests_guard()');
    await q.query('DROP SEQUENCE ops_request_no_seq');
    await q.query('ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_refusal_has_reason');
    await q.query('ALTER TABLE deposits DROP CONSTRAINT deposits_refusal_has_reason');
    for (const table of ['deposits', 'withdrawals']) await q.query(`ALTER TABLE ${table} DROP COLUMN reason_code`);
    await q.query('DROP TRIGGER ledger_holds_reference_fixed ON ledger_holds');
    await q.query('DROP FUNCTION ledger_holds_reference_fixed()');
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ledger_accounts SET balance = balance + NEW.amount
          WHERE id = NEW.account_id AND currency = NEW.currency
          RETURNING balance INTO NEW.balance_after;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'posting currency % does not match account %', NEW.currency, NEW.account_id USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query('DROP INDEX ledger_postings_account_applied_idx');
    await q.query('ALTER TABLE ledger_postings DROP COLUMN applied_seq');
    await q.query('DROP SEQUENCE ledger_applied_seq');
    await q.query('ALTER TABLE ledger_holds DROP COLUMN reference_no, DROP COLUMN reference_label');
    await q.query('ALTER TABLE ledger_entries DROP COLUMN reference_no, DROP COLUMN reference_label');
  }
}
