import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: the automated intraday strategy ("AI Trading 5.0"). An application is assessed at once and
 * approved (amount held) or rejected with its reasons; the engine's state for the session lives on the
 * application row, and every trade it makes is one row here with a unique decision key, so a restart
 * resumes exactly and never places an order twice. The orders and positions themselves are ordinary
 * trading rows (`orders` with origin `strategy`, `positions`, `position_closes` with selling type `strategy`).
 */
export class Intraday1764900000000 implements MigrationInterface {
  name = 'Intraday1764900000000';

  async up(q: QueryRunner): Promise<void> {
    // The strategy's orders say so in trade detail, as a follow's do.
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_origin_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_origin_check CHECK (origin IN ('manual', 'follow', 'strategy'))`);
    await q.query(`CREATE SEQUENCE intraday_no_seq START 100001`);
    await q.query(`
      CREATE TABLE intraday_applications (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        market varchar(8) NOT NULL,
        currency char(3) NOT NULL,
        amount numeric(20, 2) NOT NULL CHECK (amount > 0 AND amount = trunc(amount)),
        status varchar(14) NOT NULL CHECK (status IN ('pending_review', 'approved', 'rejected')),
        reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
        risk_band varchar(6) CHECK (risk_band IN ('low', 'medium', 'high')),
        assessment jsonb NOT NULL,
        trade_date date NOT NULL,
        session_open timestamptz,
        session_close timestamptz,
        phase varchar(8) NOT NULL DEFAULT 'waiting' CHECK (phase IN ('waiting', 'watching', 'holding', 'halted', 'finished')),
        atr numeric(20, 4),
        range_high numeric(20, 4),
        range_low numeric(20, 4),
        last_signal_bar timestamptz,
        cash numeric(24, 4) NOT NULL DEFAULT 0 CHECK (cash >= 0),
        realised_net numeric(24, 4) NOT NULL DEFAULT 0,
        entries integer NOT NULL DEFAULT 0 CHECK (entries >= 0),
        position_id uuid,
        stop_price numeric(20, 4),
        target_price numeric(20, 4),
        hold_id bigint REFERENCES ledger_holds(id),
        net_result numeric(24, 4),
        finished_reason varchar(16),
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        finished_at timestamptz,
        updated_at timestamptz NOT NULL,
        CHECK ((status = 'approved') = (risk_band IS NOT NULL)),
        CHECK ((status = 'rejected') = (jsonb_array_length(reasons) > 0)),
        CHECK ((phase = 'holding') = (position_id IS NOT NULL)),
        CHECK ((phase = 'finished') = (finished_at IS NOT NULL)),
        CHECK ((phase = 'finished') = (net_result IS NOT NULL)),
        -- A rejected application never trades: it is finished when decided, with nothing held.
        CHECK (status <> 'rejected' OR (phase = 'finished' AND hold_id IS NULL AND net_result = 0)),
        CHECK (status <> 'pending_review' OR (phase = 'waiting' AND hold_id IS NULL))
      )`);
    await q.query(`CREATE INDEX intraday_applications_user_idx ON intraday_applications (user_id, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX intraday_applications_live_idx ON intraday_applications (symbol) WHERE status = 'approved' AND phase <> 'finished'`,
    );
    await q.query(`CREATE INDEX intraday_applications_ops_idx ON intraday_applications (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE intraday_trades (
        id uuid PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES intraday_applications(id),
        user_id uuid NOT NULL REFERENCES users(id),
        seq integer NOT NULL CHECK (seq > 0),
        decision_key varchar(64) NOT NULL,
        order_id uuid NOT NULL UNIQUE,
        position_id uuid NOT NULL UNIQUE,
        shares integer NOT NULL CHECK (shares > 0),
        entry_cost numeric(24, 4) NOT NULL CHECK (entry_cost > 0),
        stop_price numeric(20, 4) NOT NULL,
        target_price numeric(20, 4) NOT NULL,
        exit_reason varchar(16) CHECK (exit_reason IN ('stop', 'target', 'loss_limit', 'session_end', 'outside')),
        proceeds numeric(24, 4),
        net_profit numeric(24, 4),
        opened_at timestamptz NOT NULL,
        closed_at timestamptz,
        -- One order per decision: a restart or a second process re-deciding the same step collides here.
        UNIQUE (application_id, seq),
        UNIQUE (application_id, decision_key),
        CHECK ((closed_at IS NULL) = (exit_reason IS NULL)),
        CHECK ((closed_at IS NULL) = (net_profit IS NULL))
      )`);
    await q.query(`CREATE INDEX intraday_trades_app_idx ON intraday_trades (application_id, seq)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE intraday_trades`);
    await q.query(`DROP TABLE intraday_applications`);
    await q.query(`DROP SEQUENCE intraday_no_seq`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_origin_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_origin_check CHECK (origin IN ('manual', 'follow'))`);
  }
}
