import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14: institutional follow. Ops record institutions (with who pays whom) and publish their trades
 * (stock, the institution's disclosed buy price as a reference, a flat handling fee, quantity limits, a
 * window). A user's follow holds quantity × ask + charges + fee at once; it executes as an ordinary market
 * order at the live quote (the order's origin 'follow') or fails with a reason, its hold released.
 * Orders gain an origin so a position opened by a follow says so in its trade detail.
 */
export class Follow1764800000000 implements MigrationInterface {
  name = 'Follow1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN origin varchar(10) NOT NULL DEFAULT 'manual' CHECK (origin IN ('manual', 'follow'))`);
    await q.query(`CREATE SEQUENCE follow_no_seq START 100001`);
    await q.query(`
      CREATE TABLE follow_institutions (
        id uuid PRIMARY KEY,
        name varchar(120) NOT NULL UNIQUE,
        description varchar(2000) NOT NULL,
        disclosures varchar(2000) NOT NULL,
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE follow_trades (
        id uuid PRIMARY KEY,
        institution_id uuid NOT NULL REFERENCES follow_institutions(id),
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        settlement_currency char(3) NOT NULL,
        buy_price numeric(20, 4) NOT NULL CHECK (buy_price > 0),
        fee numeric(20, 2) NOT NULL CHECK (fee >= 0),
        min_quantity integer NOT NULL CHECK (min_quantity > 0),
        max_quantity integer NOT NULL CHECK (max_quantity >= min_quantity),
        opens_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'cancelled')),
        cancel_reason varchar(200),
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (opens_at < closes_at),
        CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX follow_trades_institution_idx ON follow_trades (institution_id, opens_at)`);
    await q.query(`CREATE INDEX follow_trades_live_idx ON follow_trades (status, closes_at DESC, id)`);
    await q.query(`
      CREATE TABLE follows (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        trade_id uuid NOT NULL REFERENCES follow_trades(id),
        user_id uuid NOT NULL REFERENCES users(id),
        symbol varchar(24) NOT NULL,
        currency char(3) NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        tolerance numeric(8, 6) NOT NULL CHECK (tolerance >= 0 AND tolerance <= 0.1),
        ask_at_follow numeric(20, 4) NOT NULL CHECK (ask_at_follow > 0),
        max_price numeric(20, 4) NOT NULL CHECK (max_price >= ask_at_follow),
        fee numeric(20, 2) NOT NULL CHECK (fee >= 0),
        held_amount numeric(24, 4) NOT NULL CHECK (held_amount > 0),
        hold_id bigint NOT NULL UNIQUE REFERENCES ledger_holds(id),
        status varchar(12) NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'successful', 'failed')),
        reason varchar(32),
        fill_price numeric(20, 4),
        fill_quote_at timestamptz,
        order_id uuid REFERENCES orders(id),
        position_id uuid REFERENCES positions(id),
        fee_entry_id bigint,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        CHECK ((status = 'failed') = (reason IS NOT NULL)),
        CHECK ((status = 'successful') = (position_id IS NOT NULL AND fill_price IS NOT NULL AND order_id IS NOT NULL)),
        CHECK ((status = 'in_progress') = (decided_at IS NULL))
      )`);
    await q.query(`CREATE INDEX follows_trade_idx ON follows (trade_id, status)`);
    await q.query(`CREATE INDEX follows_pending_idx ON follows (symbol) WHERE status = 'in_progress'`);
    await q.query(`CREATE INDEX follows_user_idx ON follows (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE follows`);
    await q.query(`DROP TABLE follow_trades`);
    await q.query(`DROP TABLE follow_institutions`);
    await q.query(`DROP SEQUENCE follow_no_seq`);
    await q.query(`ALTER TABLE orders DROP COLUMN origin`);
  }
}
