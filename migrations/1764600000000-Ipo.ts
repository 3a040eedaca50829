import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: new-stock subscriptions (IPO) drawn by lottery. An offering commits to its draw seed when it
 * is created (only the hash is public until the draw); applications hold their money at once; one live
 * application per person per offering is enforced here. Won shares are paid into the platform's
 * allocation escrow at the draw and become a fully paid position on the issuance date.
 */
export class Ipo1764600000000 implements MigrationInterface {
  name = 'Ipo1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
      'user_available', 'user_hold', 'user_margin', 'external', 'fee_income', 'tax_payable', 'fx_liquidity', 'ops_adjustments',
      'trading_counterparty', 'allocation_escrow'))`);
    // A position that came from an allotment has an order of its own kind (no quote was hit).
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_order_type_check`);
    await q.query(`ALTER TABLE orders ALTER COLUMN order_type TYPE varchar(9)`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_order_type_check CHECK (order_type IN ('market', 'limit', 'allotment'))`);
    await q.query(`CREATE SEQUENCE ipo_no_seq START 100001`);
    await q.query(`
      CREATE TABLE ipo_offerings (
        id uuid PRIMARY KEY,
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        name varchar(120) NOT NULL,
        currency char(3) NOT NULL,
        subscription_price numeric(20, 4) NOT NULL CHECK (subscription_price > 0),
        reference_price numeric(20, 4) NOT NULL CHECK (reference_price > 0),
        underwriting_shares integer NOT NULL CHECK (underwriting_shares > 0),
        total_shares bigint NOT NULL,
        lot_size integer NOT NULL CHECK (lot_size > 0),
        max_lots integer NOT NULL CHECK (max_lots > 0),
        processing_fee numeric(20, 2) NOT NULL CHECK (processing_fee >= 0),
        opens_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        draws_at timestamptz NOT NULL,
        pay_by timestamptz NOT NULL,
        issues_at timestamptz NOT NULL,
        seed char(64) NOT NULL,
        seed_hash char(64) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'drawn', 'issued')),
        cancel_reason varchar(200),
        entries integer,
        lots_allocated integer,
        cutoff_round integer,
        cutoff_rank integer,
        excluded jsonb,
        drawn_at timestamptz,
        issued_at timestamptz,
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (underwriting_shares % lot_size = 0),
        CHECK (total_shares >= underwriting_shares),
        CHECK (opens_at < closes_at AND closes_at <= draws_at AND draws_at <= pay_by AND pay_by <= issues_at),
        CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX ipo_offerings_schedule_idx ON ipo_offerings (status, draws_at)`);
    await q.query(`
      CREATE TABLE ipo_applications (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        offering_id uuid NOT NULL REFERENCES ipo_offerings(id),
        user_id uuid NOT NULL REFERENCES users(id),
        lots integer NOT NULL CHECK (lots > 0),
        shares integer NOT NULL CHECK (shares > 0),
        price numeric(20, 4) NOT NULL,
        fee numeric(20, 2) NOT NULL,
        held_amount numeric(24, 4) NOT NULL CHECK (held_amount > 0),
        hold_id bigint NOT NULL REFERENCES ledger_holds(id),
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'cancelled', 'excluded', 'not_won', 'won', 'issued')),
        rank integer,
        won_lots integer NOT NULL DEFAULT 0,
        won_shares integer NOT NULL DEFAULT 0,
        amount_paid numeric(24, 4) NOT NULL DEFAULT 0,
        position_id uuid,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        CHECK ((status IN ('won', 'issued')) = (won_shares > 0)),
        CHECK ((status = 'issued') = (position_id IS NOT NULL))
      )`);
    // One live application per person per offering; a cancelled one does not count.
    await q.query(`CREATE UNIQUE INDEX ipo_one_application_idx ON ipo_applications (offering_id, user_id) WHERE status <> 'cancelled'`);
    await q.query(`CREATE INDEX ipo_applications_offering_idx ON ipo_applications (offering_id, status)`);
    await q.query(`CREATE INDEX ipo_applications_user_idx ON ipo_applications (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ipo_applications`);
    await q.query(`DROP TABLE ipo_offerings`);
    await q.query(`DROP SEQUENCE ipo_no_seq`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_order_type_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_order_type_check CHECK (order_type IN ('market', 'limit'))`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
      'user_available', 'user_hold', 'user_margin', 'external', 'fee_income', 'tax_payable', 'fx_liquidity', 'ops_adjustments', 'trading_counterparty'))`);
  }
}
