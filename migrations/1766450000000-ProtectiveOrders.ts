import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, protective and conditional orders.
 *
 * - `orders` (append-only, as placed) gains the stop types, a trail, the time in force with its expiry
 *   instant, and a bracket's take-profit and stop-loss. Which price columns an order carries follows
 *   from its type (checks below); only market orders and allotments go without a hold.
 * - `resting_orders` is the book of what waits for a quote: a pending order (limit, stop, stop-limit,
 *   trailing stop) or a position's take-profit (kind `limit`) and stop-loss (`stop` or `trailing_stop`).
 *   It is the one mutable table here: a trailing stop's best quote moves, a triggered stop-limit turns
 *   into a limit, an amendment changes prices, and a row leaves the book when its order or position ends
 *   (the record of what happened is in the append-only tables). The engine finds what a tick triggers by
 *   range scans of its partial indexes per symbol and side, so a tick batch costs in proportion to the
 *   rows it triggers, not to those resting.
 * - `order_triggers` records when a stop triggered, at which quote, and whether it gapped.
 * - `order_amendments` keeps every later version of an order (its shares, prices, hold); version 1 is
 *   the order row.
 * - `protection_events` is the history of a position's take-profit and stop-loss: set, removed,
 *   filled, cancelled (with why: the other one filled, or the position closed another way).
 * - `position_closes` gains the selling types of a triggered close and the trigger's price and gap.
 */
export class ProtectiveOrders1766450000000 implements MigrationInterface {
  name = 'ProtectiveOrders1766450000000';

  async up(q: QueryRunner): Promise<void> {
    const checks: Array<{ conname: string; def: string }> = await q.query(
      `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'orders'::regclass AND contype = 'c'`,
    );
    for (const c of checks)
      if (/order_type/.test(c.def) && /limit_price IS NOT NULL|hold_id IS NOT NULL|'allotment'/.test(c.def))
        await q.query(`ALTER TABLE orders DROP CONSTRAINT "${c.conname}"`);
    await q.query(`ALTER TABLE orders ALTER COLUMN order_type TYPE varchar(13)`);
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN stop_price numeric(20, 4) CHECK (stop_price > 0),
        ADD COLUMN trail_amount numeric(20, 4) CHECK (trail_amount > 0),
        ADD COLUMN trail_percent numeric(6, 3) CHECK (trail_percent > 0 AND trail_percent <= 50),
        ADD COLUMN time_in_force varchar(3) NOT NULL DEFAULT 'gtc' CHECK (time_in_force IN ('day', 'gtc')),
        ADD COLUMN expires_at timestamptz,
        ADD COLUMN take_profit numeric(20, 4) CHECK (take_profit > 0),
        ADD COLUMN stop_loss numeric(20, 4) CHECK (stop_loss > 0),
        ADD CONSTRAINT orders_order_type_check
          CHECK (order_type IN ('market', 'limit', 'allotment', 'stop', 'stop_limit', 'trailing_stop')),
        ADD CONSTRAINT orders_limit_price_by_type CHECK ((order_type IN ('limit', 'stop_limit')) = (limit_price IS NOT NULL)),
        ADD CONSTRAINT orders_stop_price_by_type CHECK ((order_type IN ('stop', 'stop_limit')) = (stop_price IS NOT NULL)),
        ADD CONSTRAINT orders_trail_by_type
          CHECK ((order_type = 'trailing_stop') = ((trail_amount IS NOT NULL) <> (trail_percent IS NOT NULL))),
        ADD CONSTRAINT orders_hold_by_type CHECK ((order_type IN ('market', 'allotment')) = (hold_id IS NULL))`);
    await q.query(`
      CREATE TABLE resting_orders (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        order_id uuid UNIQUE REFERENCES orders(id),
        position_id uuid REFERENCES positions(id),
        symbol varchar(24) NOT NULL,
        side varchar(4) NOT NULL CHECK (side IN ('buy', 'sell')),
        kind varchar(13) NOT NULL CHECK (kind IN ('limit', 'stop', 'stop_limit', 'trailing_stop')),
        limit_price numeric(20, 4) CHECK (limit_price > 0),
        trigger_price numeric(28, 8),
        trail_amount numeric(20, 4) CHECK (trail_amount > 0),
        trail_percent numeric(6, 3) CHECK (trail_percent > 0 AND trail_percent <= 50),
        trail_best numeric(20, 4),
        expires_at timestamptz,
        created_at timestamptz NOT NULL,
        CHECK ((order_id IS NULL) <> (position_id IS NULL)),
        CHECK ((kind IN ('limit', 'stop_limit')) = (limit_price IS NOT NULL)),
        CHECK ((kind = 'limit') = (trigger_price IS NULL)),
        CHECK ((kind = 'trailing_stop') = (trail_best IS NOT NULL))
      )`);
    // One take-profit and one stop-loss per position.
    await q.query(
      `CREATE UNIQUE INDEX resting_orders_position_idx ON resting_orders (position_id, (kind = 'limit')) WHERE position_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX resting_orders_limit_idx ON resting_orders (symbol, side, limit_price) WHERE kind = 'limit'`);
    await q.query(`CREATE INDEX resting_orders_trigger_idx ON resting_orders (symbol, side, trigger_price) WHERE kind <> 'limit'`);
    await q.query(`CREATE INDEX resting_orders_trail_idx ON resting_orders (symbol, side, trail_best) WHERE kind = 'trailing_stop'`);
    await q.query(`CREATE INDEX resting_orders_expiry_idx ON resting_orders (expires_at) WHERE expires_at IS NOT NULL`);
    // The limit orders waiting now join the book (good till cancelled, as they were placed).
    await q.query(`
      INSERT INTO resting_orders (id, user_id, order_id, symbol, side, kind, limit_price, created_at)
      SELECT gen_random_uuid(), o.user_id, o.id, o.symbol, CASE WHEN o.direction = 'long' THEN 'buy' ELSE 'sell' END, 'limit', o.limit_price, o.created_at
      FROM orders o LEFT JOIN order_outcomes oc ON oc.order_id = o.id
      WHERE o.order_type = 'limit' AND oc.order_id IS NULL`);
    await q.query('DROP INDEX IF EXISTS orders_limit_symbol_idx');

    await q.query(`
      CREATE TABLE order_triggers (
        order_id uuid PRIMARY KEY REFERENCES orders(id),
        user_id uuid NOT NULL REFERENCES users(id),
        stop_price numeric(20, 4) NOT NULL,
        bid numeric(20, 4) NOT NULL,
        ask numeric(20, 4) NOT NULL,
        quote_at timestamptz NOT NULL,
        gapped boolean NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE order_amendments (
        order_id uuid NOT NULL REFERENCES orders(id),
        version integer NOT NULL CHECK (version >= 2),
        user_id uuid NOT NULL REFERENCES users(id),
        shares integer NOT NULL CHECK (shares > 0),
        limit_price numeric(20, 4),
        stop_price numeric(20, 4),
        trail_amount numeric(20, 4),
        trail_percent numeric(6, 3),
        hold_id bigint NOT NULL REFERENCES ledger_holds(id),
        held_amount numeric(24, 4) NOT NULL,
        at timestamptz NOT NULL,
        PRIMARY KEY (order_id, version)
      )`);
    await q.query(`
      CREATE TABLE protection_events (
        id bigserial PRIMARY KEY,
        position_id uuid NOT NULL REFERENCES positions(id),
        user_id uuid NOT NULL REFERENCES users(id),
        kind varchar(11) NOT NULL CHECK (kind IN ('take_profit', 'stop_loss')),
        action varchar(9) NOT NULL CHECK (action IN ('set', 'removed', 'filled', 'cancelled')),
        price numeric(20, 4),
        trail_amount numeric(20, 4),
        trail_percent numeric(6, 3),
        reason varchar(32),
        at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX protection_events_position_idx ON protection_events (position_id, id)');
    for (const table of ['order_triggers', 'order_amendments', 'protection_events']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
      );
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} EXECUTE FUNCTION forbid_change()`);
    }

    await q.query(`ALTER TABLE position_closes DROP CONSTRAINT position_closes_selling_type_check`);
    await q.query(`
      ALTER TABLE position_closes
        ADD CONSTRAINT position_closes_selling_type_check CHECK (selling_type IN
          ('manual', 'limit', 'stop_out', 'strategy', 'end_of_day', 'loan_liquidation', 'stop_loss', 'take_profit', 'trailing_stop')),
        ADD COLUMN trigger_price numeric(20, 4),
        ADD COLUMN gapped boolean`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE position_closes DROP CONSTRAINT position_closes_selling_type_check`);
    await q.query(`ALTER TABLE position_closes DROP COLUMN trigger_price, DROP COLUMN gapped`);
    await q.query(`ALTER TABLE position_closes ADD CONSTRAINT position_closes_selling_type_check
      CHECK (selling_type IN ('manual', 'limit', 'stop_out', 'strategy', 'end_of_day', 'loan_liquidation'))`);
    await q.query('DROP TABLE protection_events');
    await q.query('DROP TABLE order_amendments');
    await q.query('DROP TABLE order_triggers');
    await q.query('DROP TABLE resting_orders');
    await q.query(`CREATE INDEX orders_limit_symbol_idx ON orders (symbol, created_at, id) WHERE order_type = 'limit'`);
    await q.query(`
      ALTER TABLE orders
        DROP CONSTRAINT orders_order_type_check, DROP CONSTRAINT orders_limit_price_by_type, DROP CONSTRAINT orders_stop_price_by_type,
        DROP CONSTRAINT orders_trail_by_type, DROP CONSTRAINT orders_hold_by_type,
        DROP COLUMN stop_price, DROP COLUMN trail_amount, DROP COLUMN trail_percent, DROP COLUMN time_in_force, DROP COLUMN expires_at,
        DROP COLUMN take_profit, DROP COLUMN stop_loss`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_order_type_check CHECK (order_type IN ('market', 'limit', 'allotment'))`);
    await q.query(`ALTER TABLE orders ADD CHECK ((order_type = 'limit') = (limit_price IS NOT NULL))`);
    await q.query(`ALTER TABLE orders ADD CHECK ((order_type = 'limit') = (hold_id IS NOT NULL))`);
  }
}
