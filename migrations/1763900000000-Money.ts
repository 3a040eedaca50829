import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry ledger (accounts, append-only entries and postings, two-phase holds), idempotency
 * keys, the per-user event outbox, and funding (deposits, withdrawals, bank cards, crypto addresses,
 * EUR/USD transfers). The database itself enforces what must never happen: a user's cash below zero,
 * an unbalanced entry, an edited entry, a balance set by hand, a hold closed twice.
 */
export class Money1763900000000 implements MigrationInterface {
  name = 'Money1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_accounts (
        id bigserial PRIMARY KEY,
        owner_id uuid REFERENCES users(id),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        kind varchar(24) NOT NULL CHECK (kind IN ('user_available', 'user_hold', 'external', 'fee_income', 'tax_payable', 'fx_liquidity', 'ops_adjustments')),
        balance numeric(24, 4) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_owner_currency_kind_key UNIQUE NULLS NOT DISTINCT (owner_id, currency, kind),
        CONSTRAINT ledger_accounts_user_kinds_have_owner CHECK ((kind IN ('user_available', 'user_hold')) = (owner_id IS NOT NULL)),
        CONSTRAINT user_cash_not_negative CHECK (kind NOT IN ('user_available', 'user_hold') OR balance >= 0)
      )`);
    // A balance only changes through a posting (the posting trigger runs at depth 2); a direct UPDATE of
    // it, from any code or console, is refused. Nothing else about an account may change either.
    await q.query(`
      CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.balance <> 0 THEN RAISE EXCEPTION 'a ledger account opens at zero' USING ERRCODE = 'check_violation'; END IF;
          RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'restrict_violation'; END IF;
        IF pg_trigger_depth() < 2 OR NEW.id <> OLD.id OR NEW.owner_id IS DISTINCT FROM OLD.owner_id
           OR NEW.currency <> OLD.currency OR NEW.kind <> OLD.kind THEN
          RAISE EXCEPTION 'ledger balances change only through postings' USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard()`,
    );
    await q.query(`CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts EXECUTE FUNCTION forbid_change()`);

    await q.query(`
      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        kind varchar(32) NOT NULL,
        reference_type varchar(32),
        reference_id varchar(64),
        memo varchar(500),
        actor_id uuid REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ledger_entries_reference_idx ON ledger_entries (reference_type, reference_id)`);
    await q.query(`
      CREATE TABLE ledger_postings (
        id bigserial PRIMARY KEY,
        entry_id bigint NOT NULL REFERENCES ledger_entries(id),
        account_id bigint NOT NULL REFERENCES ledger_accounts(id),
        currency char(3) NOT NULL,
        amount numeric(24, 4) NOT NULL CHECK (amount <> 0),
        balance_after numeric(24, 4)
      )`);
    await q.query(`CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_id, id)`);
    await q.query(`CREATE INDEX ledger_postings_entry_idx ON ledger_postings (entry_id)`);
    // Each posting moves its account's balance in the same statement and records the balance after it
    // (the statement's running balance). A user's cash going below zero fails user_cash_not_negative.
    await q.query(`
      CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ledger_accounts SET balance = balance + NEW.amount
          WHERE id = NEW.account_id AND currency = NEW.currency
          RETURNING balance INTO NEW.balance_after;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'posting currency % does not match account %', NEW.currency, NEW.account_id USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER ledger_apply_posting BEFORE INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting()`,
    );
    // Checked at commit, once every posting of the entry is in: two or more postings, zero per currency.
    await q.query(`
      CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE n int; bad text;
      BEGIN
        SELECT count(*) INTO n FROM ledger_postings WHERE entry_id = NEW.entry_id;
        IF n < 2 THEN RAISE EXCEPTION 'journal entry % has fewer than two postings', NEW.entry_id USING ERRCODE = 'check_violation'; END IF;
        SELECT currency INTO bad FROM ledger_postings WHERE entry_id = NEW.entry_id GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
        IF bad IS NOT NULL THEN
          RAISE EXCEPTION 'journal entry % does not balance in %', NEW.entry_id, bad USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_postings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced()`);
    for (const table of ['ledger_entries', 'ledger_postings']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
      );
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} EXECUTE FUNCTION forbid_change()`);
    }

    // Two-phase holds: pending, then posted (in full or in part) or voided, exactly once.
    await q.query(`
      CREATE TABLE ledger_holds (
        id bigserial PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users(id),
        currency char(3) NOT NULL,
        amount numeric(24, 4) NOT NULL CHECK (amount > 0),
        status varchar(8) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'voided')),
        posted_amount numeric(24, 4) CHECK (posted_amount >= 0 AND posted_amount <= amount),
        reference_type varchar(32) NOT NULL,
        reference_id varchar(64) NOT NULL,
        created_entry_id bigint NOT NULL REFERENCES ledger_entries(id),
        closed_entry_id bigint REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        CHECK ((status = 'pending') = (closed_at IS NULL)),
        CHECK ((status = 'posted') = (posted_amount IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX ledger_holds_pending_idx ON ledger_holds (owner_id, currency) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX ledger_holds_reference_idx ON ledger_holds (reference_type, reference_id)`);
    await q.query(`
      CREATE FUNCTION ledger_holds_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'holds are never deleted' USING ERRCODE = 'restrict_violation'; END IF;
        IF OLD.status <> 'pending' THEN RAISE EXCEPTION 'hold % is already %', OLD.id, OLD.status USING ERRCODE = 'restrict_violation'; END IF;
        IF NEW.owner_id <> OLD.owner_id OR NEW.currency <> OLD.currency OR NEW.amount <> OLD.amount
           OR NEW.reference_type <> OLD.reference_type OR NEW.reference_id <> OLD.reference_id
           OR NEW.created_entry_id <> OLD.created_entry_id OR NEW.created_at <> OLD.created_at THEN
          RAISE EXCEPTION 'a hold only changes by closing' USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER ledger_holds_guard BEFORE UPDATE OR DELETE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_holds_guard()`,
    );

    await q.query(`
      CREATE TABLE idempotency_keys (
        owner_id uuid NOT NULL REFERENCES users(id),
        key varchar(64) NOT NULL,
        operation varchar(48) NOT NULL,
        request_hash char(64) NOT NULL,
        result_ref varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, key)
      )`);

    // The outbox of events a user's open screens receive; numbered per user, written with the change.
    await q.query(`CREATE TABLE user_event_seqs (user_id uuid PRIMARY KEY REFERENCES users(id), last_seq bigint NOT NULL)`);
    await q.query(`
      CREATE TABLE user_events (
        user_id uuid NOT NULL REFERENCES users(id),
        seq bigint NOT NULL,
        type varchar(32) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, seq)
      )`);
    await q.query(
      `CREATE TRIGGER user_events_append_only BEFORE UPDATE OR DELETE ON user_events FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
    );

    await q.query(`CREATE SEQUENCE funding_order_no_seq START 100001`);
    await q.query(`
      CREATE TABLE deposits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        currency char(3) NOT NULL,
        amount numeric(24, 4) NOT NULL CHECK (amount > 0),
        note varchar(140),
        status varchar(12) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'refused')),
        reason varchar(500),
        reviewed_by_id uuid REFERENCES users(id),
        reviewed_at timestamptz,
        entry_id bigint REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'confirmed') = (entry_id IS NOT NULL)),
        CHECK (status <> 'refused' OR reason IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX deposits_status_idx ON deposits (status, created_at)`);
    await q.query(`
      CREATE TABLE bank_cards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        holder_name varchar(140) NOT NULL,
        bank_name varchar(140) NOT NULL,
        card_number varchar(32) NOT NULL,
        bank_address varchar(140) NOT NULL,
        iban varchar(34) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX bank_cards_user_idx ON bank_cards (user_id) WHERE deleted_at IS NULL`);
    await q.query(`
      CREATE TABLE crypto_addresses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        chain varchar(16) NOT NULL,
        address varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX crypto_addresses_user_idx ON crypto_addresses (user_id) WHERE deleted_at IS NULL`);
    await q.query(`
      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        method varchar(8) NOT NULL CHECK (method IN ('bank', 'crypto')),
        bank_card_id uuid REFERENCES bank_cards(id),
        crypto_address_id uuid REFERENCES crypto_addresses(id),
        destination varchar(200) NOT NULL,
        currency char(3) NOT NULL,
        amount numeric(24, 4) NOT NULL CHECK (amount > 0),
        fee numeric(24, 4) NOT NULL CHECK (fee >= 0 AND fee < amount),
        status varchar(8) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'passed', 'failed', 'revoked')),
        reason varchar(500),
        hold_id bigint NOT NULL REFERENCES ledger_holds(id),
        reviewed_by_id uuid REFERENCES users(id),
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((method = 'bank') = (bank_card_id IS NOT NULL)),
        CHECK ((method = 'crypto') = (crypto_address_id IS NOT NULL)),
        CHECK (status <> 'failed' OR reason IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at)`);
    await q.query(`
      CREATE TABLE fx_transfers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        from_currency char(3) NOT NULL,
        to_currency char(3) NOT NULL CHECK (to_currency <> from_currency),
        amount numeric(24, 4) NOT NULL CHECK (amount > 0),
        mid_rate numeric(20, 8) NOT NULL CHECK (mid_rate > 0),
        rate numeric(20, 8) NOT NULL CHECK (rate > 0),
        spread_bps integer NOT NULL CHECK (spread_bps >= 0),
        spread_amount numeric(24, 4) NOT NULL CHECK (spread_amount >= 0),
        received numeric(24, 4) NOT NULL CHECK (received > 0),
        rate_source varchar(16) NOT NULL,
        entry_id bigint NOT NULL REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX fx_transfers_user_idx ON fx_transfers (user_id, created_at DESC)`);
    await q.query(
      `CREATE TRIGGER fx_transfers_append_only BEFORE UPDATE OR DELETE ON fx_transfers FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'fx_transfers',
      'withdrawals',
      'crypto_addresses',
      'bank_cards',
      'deposits',
      'user_events',
      'user_event_seqs',
      'idempotency_keys',
      'ledger_holds',
      'ledger_postings',
      'ledger_entries',
      'ledger_accounts',
    ]) {
      await q.query(`DROP TABLE ${table} CASCADE`);
    }
    await q.query('DROP SEQUENCE funding_order_no_seq');
    for (const fn of ['ledger_accounts_guard', 'ledger_apply_posting', 'ledger_entry_balanced', 'ledger_holds_guard']) {
      await q.query(`DROP FUNCTION ${fn}()`);
    }
  }
}
