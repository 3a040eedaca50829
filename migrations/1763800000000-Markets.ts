import type { MigrationInterface, QueryRunner } from 'typeorm';

// Markets (issue 4): instruments, indices, quotes, minute and daily bars, FX quotes, watchlists and
// search history. Instruments and indices are (re)seeded from server/src/modules/market-data/data/
// instruments.json by the seed step that runs after migrations; quotes and bars are written only by
// the market-data feed.
export class Markets1763800000000 implements MigrationInterface {
  name = 'Markets1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE instruments (
        symbol varchar(24) PRIMARY KEY,
        code varchar(16) NOT NULL,
        market varchar(4) NOT NULL CHECK (market IN ('ES', 'US', 'TW', 'GOLD')),
        name varchar(120) NOT NULL,
        names jsonb NOT NULL DEFAULT '{}',
        search_text text NOT NULL,
        currency char(3) NOT NULL,
        lot_size integer NOT NULL CHECK (lot_size > 0),
        tick_rule varchar(8) NOT NULL CHECK (tick_rule IN ('fixed', 'twse')),
        tick_size numeric(12, 4) NOT NULL CHECK (tick_size > 0),
        reference_close numeric(20, 4) NOT NULL CHECK (reference_close > 0),
        shares_outstanding numeric(24, 0),
        position smallint NOT NULL,
        UNIQUE (market, code)
      )`);
    await q.query(`
      CREATE TABLE market_indices (
        symbol varchar(24) PRIMARY KEY,
        code varchar(16) NOT NULL,
        market varchar(4) NOT NULL CHECK (market IN ('ES', 'US', 'TW')),
        name varchar(120) NOT NULL,
        names jsonb NOT NULL DEFAULT '{}',
        currency char(3) NOT NULL,
        reference_level numeric(20, 4) NOT NULL,
        divisor numeric(40, 12) NOT NULL CHECK (divisor > 0)
      )`);
    // One row per symbol (instrument or index): the latest quote, replaced by each tick.
    await q.query(`
      CREATE TABLE quotes (
        symbol varchar(24) PRIMARY KEY,
        price numeric(20, 4) NOT NULL,
        bid numeric(20, 4) NOT NULL,
        ask numeric(20, 4) NOT NULL,
        open numeric(20, 4) NOT NULL,
        high numeric(20, 4) NOT NULL,
        low numeric(20, 4) NOT NULL,
        prev_close numeric(20, 4) NOT NULL,
        volume numeric(24, 0) NOT NULL,
        trade_date date NOT NULL,
        at timestamptz NOT NULL,
        source varchar(16) NOT NULL,
        simulated boolean NOT NULL
      )`);
    // The primary keys are the range indexes: (symbol, at) serves "one symbol, a time range" directly.
    await q.query(`
      CREATE TABLE bars_minute (
        symbol varchar(24) NOT NULL,
        at timestamptz NOT NULL,
        open numeric(20, 4) NOT NULL,
        high numeric(20, 4) NOT NULL,
        low numeric(20, 4) NOT NULL,
        close numeric(20, 4) NOT NULL,
        volume numeric(24, 0) NOT NULL,
        PRIMARY KEY (symbol, at)
      )`);
    await q.query(`
      CREATE TABLE bars_daily (
        symbol varchar(24) NOT NULL,
        trade_date date NOT NULL,
        open numeric(20, 4) NOT NULL,
        high numeric(20, 4) NOT NULL,
        low numeric(20, 4) NOT NULL,
        close numeric(20, 4) NOT NULL,
        volume numeric(24, 0) NOT NULL,
        PRIMARY KEY (symbol, trade_date)
      )`);
    await q.query(`
      CREATE TABLE fx_quotes (
        pair char(6) PRIMARY KEY,
        rate numeric(20, 6) NOT NULL CHECK (rate > 0),
        at timestamptz NOT NULL,
        source varchar(16) NOT NULL,
        simulated boolean NOT NULL
      )`);
    await q.query(`
      CREATE TABLE watchlist (
        user_id uuid NOT NULL REFERENCES users(id),
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, symbol)
      )`);
    await q.query(`CREATE INDEX watchlist_symbol_idx ON watchlist (symbol)`);
    await q.query(`
      CREATE TABLE search_history (
        user_id uuid NOT NULL REFERENCES users(id),
        symbol varchar(24) NOT NULL REFERENCES instruments(symbol),
        at timestamptz NOT NULL,
        PRIMARY KEY (user_id, symbol)
      )`);
    await q.query(`CREATE INDEX search_history_user_at_idx ON search_history (user_id, at DESC)`);
    // Small key/value state of the feed (backfill progress).
    await q.query(`
      CREATE TABLE feed_state (
        key varchar(64) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'feed_state',
      'search_history',
      'watchlist',
      'fx_quotes',
      'bars_daily',
      'bars_minute',
      'quotes',
      'market_indices',
      'instruments',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
