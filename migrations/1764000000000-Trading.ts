import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trading (issue 5): orders, their outcomes (filled or cancelled), positions and their closes. Every
 * table is append-only: an order never changes once placed (its fill or cancellation is a new row), a
 * position never changes once opened (its close is a new row). The ledger gains the user's margin
 * account (cash backing open positions, never negative) and the platform's trading counterparty, and
 * platform accounts gain a shard number so busy ones (fees, taxes, counterparty) can be split into
 * sub-accounts that concurrent trades do not queue on.
 *
 * A position (or close) row is written before its journal entry, with the entry's id drawn from the
 * entries' sequence, so the entry (which locks the busy account rows) is the transaction's last write
 * but one; the foreign key is checked at commit.
 */
export class Trading1764000000000 implements MigrationInterface {
  name = 'Trading1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0 AND shard < 256)`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_currency_kind_key`);
    await q.query(
      `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner_currency_kind_key UNIQUE NULLS NOT DISTINCT (owner_id, currency, kind, shard)`,
    );
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
      'user_available', 'user_hold', 'user_margin', 'external', 'fee_income', 'tax_payable', 'fx_liquidity', 'ops_adjustments', 'trading_counterparty'))`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_user_kinds_have_owner`);
    await q.query(
      `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_user_kinds_have_owner CHECK ((kind IN ('user_available', 'user_hold', 'user_margin')) = (owner_id IS NOT NULL))`,
    );
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT user_cash_not_negative`);
    await q.query(
      `ALTER TABLE ledger_accounts ADD CONSTRAINT user_cash_not_negative CHECK (kind NOT IN ('user_available', 'user_hold', 'user_margin') OR balance >= 0)`,
    );
    // The guard must also keep the shard fixed.
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.balance <> 0 THEN RAISE EXCEPTION 'a ledger account opens at zero' USING ERRCODE = 'check_violation'; END IF;
          RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'restrict_violation'; END IF;
        IF pg_trigger_depth() < 2 OR NEW.id <> OLD.id OR NEW.owner_id IS DISTINCT FROM OLD.owner_id
           OR NEW.currency <> OLD.currency OR NEW.kind <> OLD.kind OR NEW.shard <> OLD.shard THEN
          RAISE EXCEPTION 'ledger balances change only through postings' USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);

    await q.query(`CREATE SEQUENCE trading_no_seq START 1000001`);
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        market varchar(4) NOT NULL,
        direction varchar(5) NOT NULL CHECK (direction IN ('long', 'short')),
        order_type varchar(6) NOT NULL CHECK (order_type IN ('market', 'limit')),
        shares integer NOT NULL CHECK (shares > 0),
        limit_price numeric(20, 4) CHECK (limit_price > 0),
        leverage smallint NOT NULL CHECK (leverage >= 1),
        quote_currency char(3) NOT NULL,
        settlement_currency char(3) NOT NULL,
        hold_id bigint REFERENCES ledger_holds(id),
        held_amount numeric(24, 4),
        created_at timestamptz NOT NULL,
        CHECK ((order_type = 'limit') = (limit_price IS NOT NULL)),
        CHECK ((order_type = 'limit') = (hold_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE order_outcomes (
        order_id uuid PRIMARY KEY REFERENCES orders(id),
        user_id uuid NOT NULL REFERENCES users(id),
        status varchar(9) NOT NULL CHECK (status IN ('filled', 'cancelled')),
        position_id uuid,
        reason varchar(64),
        at timestamptz NOT NULL,
        CHECK ((status = 'filled') = (position_id IS NOT NULL))
      )`);
    // Limit orders still waiting: those without an outcome. The matcher scans them per symbol.
    await q.query(`
      CREATE TABLE positions (
        id uuid PRIMARY KEY,
        trade_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        order_id uuid NOT NULL UNIQUE REFERENCES orders(id),
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        market varchar(4) NOT NULL,
        direction varchar(5) NOT NULL CHECK (direction IN ('long', 'short')),
        shares integer NOT NULL CHECK (shares > 0),
        leverage smallint NOT NULL CHECK (leverage >= 1),
        quote_currency char(3) NOT NULL,
        settlement_currency char(3) NOT NULL,
        entry_price numeric(20, 4) NOT NULL CHECK (entry_price > 0),
        entry_quote_at timestamptz NOT NULL,
        entry_bid numeric(20, 4) NOT NULL,
        entry_ask numeric(20, 4) NOT NULL,
        entry_quote_source varchar(16) NOT NULL,
        entry_simulated boolean NOT NULL,
        entry_fx_mid numeric(20, 8),
        entry_fx_rate numeric(20, 8),
        margin_quote numeric(24, 4) NOT NULL CHECK (margin_quote > 0),
        margin numeric(24, 4) NOT NULL CHECK (margin > 0),
        open_charges jsonb NOT NULL,
        open_charges_total numeric(24, 4) NOT NULL CHECK (open_charges_total >= 0),
        trade_date date NOT NULL,
        entry_id bigint NOT NULL REFERENCES ledger_entries(id) DEFERRABLE INITIALLY DEFERRED,
        opened_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX positions_user_idx ON positions (user_id, opened_at DESC, id DESC)`);
    await q.query(`CREATE INDEX positions_symbol_idx ON positions (symbol)`);
    await q.query(`
      CREATE TABLE position_closes (
        position_id uuid PRIMARY KEY REFERENCES positions(id),
        user_id uuid NOT NULL REFERENCES users(id),
        selling_type varchar(10) NOT NULL CHECK (selling_type IN ('manual', 'limit', 'stop_out', 'strategy', 'end_of_day')),
        exit_price numeric(20, 4) NOT NULL CHECK (exit_price > 0),
        exit_quote_at timestamptz NOT NULL,
        exit_bid numeric(20, 4) NOT NULL,
        exit_ask numeric(20, 4) NOT NULL,
        exit_quote_source varchar(16) NOT NULL,
        exit_simulated boolean NOT NULL,
        exit_fx_mid numeric(20, 8),
        exit_fx_rate numeric(20, 8),
        gross_pnl_quote numeric(24, 4) NOT NULL,
        close_charges jsonb NOT NULL,
        close_charges_total numeric(24, 4) NOT NULL CHECK (close_charges_total >= 0),
        proceeds numeric(24, 4) NOT NULL CHECK (proceeds >= 0),
        loss_absorbed numeric(24, 4) NOT NULL CHECK (loss_absorbed >= 0),
        net_profit numeric(24, 4) NOT NULL,
        trade_date date NOT NULL,
        entry_id bigint NOT NULL REFERENCES ledger_entries(id) DEFERRABLE INITIALLY DEFERRED,
        closed_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX position_closes_user_idx ON position_closes (user_id, closed_at DESC, position_id DESC)`);
    for (const table of ['orders', 'order_outcomes', 'positions', 'position_closes']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
      );
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} EXECUTE FUNCTION forbid_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['position_closes', 'positions', 'order_outcomes', 'orders']) await q.query(`DROP TABLE ${table} CASCADE`);
    await q.query('DROP SEQUENCE trading_no_seq');
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_currency_kind_key`);
    await q.query(`ALTER TABLE ledger_accounts DROP COLUMN shard`);
    await q.query(
      `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner_currency_kind_key UNIQUE NULLS NOT DISTINCT (owner_id, currency, kind)`,
    );
  }
}
