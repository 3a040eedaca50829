import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: block trades (placements). Ops create an offering with a committed draw seed; eligible users
 * get a personal, single-use purchase code in the app and subscribe with it, their money held at once
 * (one subscription per person per offering, enforced here). A fresh quote at or below the hedge price
 * during the window fails the offering; at the close, tickets are allocated (by the shared draw engine
 * when oversubscribed) and winners' positions are opened in the same transaction as their payment, so
 * nothing stays in the allocation escrow between transactions.
 */
export class BlockTrade1764610000000 implements MigrationInterface {
  name = 'BlockTrade1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE block_trade_no_seq START 100001`);
    await q.query(`
      CREATE TABLE block_trade_offerings (
        id uuid PRIMARY KEY,
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        name varchar(120) NOT NULL,
        currency char(3) NOT NULL,
        subscription_price numeric(20, 4) NOT NULL CHECK (subscription_price > 0),
        hedge_price numeric(20, 4) NOT NULL CHECK (hedge_price > 0),
        fee_rate numeric(10, 6) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
        min_amount numeric(20, 2) NOT NULL CHECK (min_amount >= 0),
        tickets_available integer NOT NULL CHECK (tickets_available > 0),
        max_tickets_per_user integer NOT NULL CHECK (max_tickets_per_user > 0),
        opens_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        code_policy varchar(16) NOT NULL CHECK (code_policy IN ('real_name')),
        seed char(64) NOT NULL,
        seed_hash char(64) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'failed', 'closed')),
        cancel_reason varchar(200),
        fail_reason varchar(32),
        failed_price numeric(20, 4),
        failed_quote_at timestamptz,
        oversubscribed boolean,
        entries integer,
        tickets_subscribed integer,
        tickets_allocated integer,
        cutoff_round integer,
        cutoff_rank integer,
        closed_at timestamptz,
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (hedge_price < subscription_price),
        CHECK (opens_at < closes_at),
        CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL)),
        CHECK ((status = 'failed') = (fail_reason IS NOT NULL)),
        CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX block_trade_offerings_live_idx ON block_trade_offerings (status, symbol, closes_at)`);
    await q.query(`
      CREATE TABLE block_trade_codes (
        id uuid PRIMARY KEY,
        offering_id uuid NOT NULL REFERENCES block_trade_offerings(id),
        user_id uuid NOT NULL REFERENCES users(id),
        code varchar(16) NOT NULL UNIQUE,
        issued_at timestamptz NOT NULL,
        used_at timestamptz,
        UNIQUE (offering_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE block_trade_subscriptions (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        offering_id uuid NOT NULL REFERENCES block_trade_offerings(id),
        user_id uuid NOT NULL REFERENCES users(id),
        code_id uuid NOT NULL UNIQUE REFERENCES block_trade_codes(id),
        tickets integer NOT NULL CHECK (tickets > 0),
        shares integer NOT NULL CHECK (shares = tickets * 100),
        price numeric(20, 4) NOT NULL,
        amount numeric(24, 4) NOT NULL CHECK (amount > 0),
        fee_rate numeric(10, 6) NOT NULL,
        fee numeric(20, 2) NOT NULL CHECK (fee >= 0),
        held_amount numeric(24, 4) NOT NULL CHECK (held_amount = amount + fee),
        hold_id bigint NOT NULL REFERENCES ledger_holds(id),
        status varchar(12) NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'successful', 'failed')),
        reason varchar(32),
        rank integer,
        won_tickets integer NOT NULL DEFAULT 0,
        won_shares integer NOT NULL DEFAULT 0,
        transaction_amount numeric(24, 4) NOT NULL DEFAULT 0,
        fee_paid numeric(20, 2) NOT NULL DEFAULT 0,
        position_id uuid,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        -- One subscription per person per offering (the purchase code is single-use besides).
        UNIQUE (offering_id, user_id),
        CHECK (won_tickets <= tickets AND won_shares = won_tickets * 100),
        CHECK ((status = 'successful') = (won_tickets > 0)),
        CHECK ((status = 'successful') = (position_id IS NOT NULL)),
        CHECK ((status = 'failed') = (reason IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX block_trade_subscriptions_offering_idx ON block_trade_subscriptions (offering_id, status)`);
    await q.query(`CREATE INDEX block_trade_subscriptions_user_idx ON block_trade_subscriptions (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE block_trade_subscriptions`);
    await q.query(`DROP TABLE block_trade_codes`);
    await q.query(`DROP TABLE block_trade_offerings`);
    await q.query(`DROP SEQUENCE block_trade_no_seq`);
  }
}
