import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, price alerts. An alert is `active` (armed, or resting in its cool-down until `rest_until`),
 * `paused` by its owner, or `done` (a one-shot alert that fired). The feed's tick hook finds the alerts a
 * fresh quote crosses through `price_alerts_armed_idx`: per symbol and condition, a range of thresholds
 * (above: value ≤ price; below: value ≥ price; day move: value ≤ |move %|), so a tick costs in proportion
 * to the alerts it triggers, not to the alerts resting.
 */
export class PriceAlerts1766100100000 implements MigrationInterface {
  name = 'PriceAlerts1766100100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE price_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        symbol varchar(24) NOT NULL,
        condition varchar(12) NOT NULL CHECK (condition IN ('above', 'below', 'day_move_pct', 'high_52w', 'low_52w')),
        value numeric(20, 4),
        repeat boolean NOT NULL,
        cooldown_minutes integer NOT NULL CHECK (cooldown_minutes BETWEEN 0 AND 10080),
        status varchar(8) NOT NULL CHECK (status IN ('active', 'paused', 'done')),
        rest_until timestamptz NOT NULL,
        trigger_count integer NOT NULL DEFAULT 0,
        last_triggered_at timestamptz,
        last_price numeric(20, 4),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((condition IN ('high_52w', 'low_52w')) = (value IS NULL))
      )`);
    await q.query(`CREATE INDEX price_alerts_armed_idx ON price_alerts (symbol, condition, value) WHERE status = 'active'`);
    await q.query(`CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE price_alerts');
  }
}
