import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, portfolio performance: each account valued at the end of every UTC day (after every market's
 * close), from the append-only ledger and the feed's daily closes, kept for the life of the account.
 *
 * - `portfolio_valuation_days`: the days valued, in order, with the FX mid rates used for that day (the
 *   server's own rates when the day was valued: Vela keeps no other FX history) and where they came from.
 *   The job values the day after the last one here, so a stopped job catches up, one day at a time.
 * - `portfolio_valuations`: per user, day and cash currency: what the user owns at the day's end (`claims`:
 *   available, frozen and margin cash, money in an allocation's escrow, fund holdings with their accrued
 *   earnings, less loans with their interest), the open positions' unrealised profit at the day's closes,
 *   and the day's movement split by what caused it (deposits and withdrawals as `flow`; realised profit,
 *   dividends, interest, charges, taxes, currency exchanges and corrections). A row never changes.
 * - `instruments.sector`: the industry an instrument belongs to (reference data, for the allocation).
 * - An index on `ledger_entries (created_at)`: a day's entries are read as one range.
 */
export class Performance1766520000000 implements MigrationInterface {
  name = 'Performance1766520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE instruments ADD COLUMN sector varchar(32)`);
    await q.query(`CREATE INDEX ledger_entries_created_idx ON ledger_entries (created_at)`);
    await q.query(`
      CREATE TABLE portfolio_valuation_days (
        day date PRIMARY KEY,
        rates jsonb NOT NULL,
        rates_at timestamptz,
        rates_simulated boolean NOT NULL,
        valued_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE portfolio_valuations (
        user_id uuid NOT NULL REFERENCES users(id),
        day date NOT NULL REFERENCES portfolio_valuation_days(day),
        currency char(3) NOT NULL,
        claims numeric(24, 4) NOT NULL,
        unrealised numeric(24, 4) NOT NULL,
        value numeric(24, 4) NOT NULL,
        flow numeric(24, 4) NOT NULL,
        realised numeric(24, 4) NOT NULL,
        dividends numeric(24, 4) NOT NULL,
        interest numeric(24, 4) NOT NULL,
        charges numeric(24, 4) NOT NULL,
        taxes numeric(24, 4) NOT NULL,
        exchange numeric(24, 4) NOT NULL,
        other numeric(24, 4) NOT NULL,
        positions integer NOT NULL CHECK (positions >= 0),
        simulated boolean NOT NULL,
        PRIMARY KEY (user_id, day, currency),
        CHECK (value = claims + unrealised)
      )`);
    for (const t of ['portfolio_valuation_days', 'portfolio_valuations']) {
      await q.query(`CREATE TRIGGER ${t}_append_only BEFORE UPDATE OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION forbid_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE portfolio_valuations`);
    await q.query(`DROP TABLE portfolio_valuation_days`);
    await q.query(`DROP INDEX ledger_entries_created_idx`);
    await q.query(`ALTER TABLE instruments DROP COLUMN sector`);
  }
}
