import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, Web Push. A user's devices (`push_subscriptions`: the browser's PushSubscription, unique by
 * endpoint, with the language the device reads in), their per-category switches (`push_preferences`; no
 * row: every category on), and the pushes still to deliver (`push_deliveries`).
 *
 * Delivery is driven from the database: a trigger on `notifications` writes one pending delivery per
 * device whose user has the notification's category on, in the notification's own transaction, and
 * NOTIFYs `vela_push` (sent only at commit). The job process hears it and sends the deliveries to the
 * pg-boss queue; a one-minute sweep sends what a NOTIFY missed (job process down, connection lost), so
 * a push is never lost to a process dying after the commit. Notices (shared rows, not notifications)
 * are fanned out by the sweep once each (`push_notice_fanouts`).
 */
export class WebPush1766200000000 implements MigrationInterface {
  name = 'WebPush1766200000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        endpoint varchar(1024) NOT NULL UNIQUE,
        p256dh varchar(100) NOT NULL,
        auth varchar(40) NOT NULL,
        lang varchar(8) NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);
    await q.query(`
      CREATE TABLE push_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id),
        orders boolean NOT NULL DEFAULT true,
        money boolean NOT NULL DEFAULT true,
        offerings boolean NOT NULL DEFAULT true,
        alerts boolean NOT NULL DEFAULT true,
        news boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE push_deliveries (
        id bigserial PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
        notification_id uuid REFERENCES notifications(id) ON DELETE CASCADE,
        content_id uuid REFERENCES content_items(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        enqueued_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        last_status int,
        CHECK ((notification_id IS NULL) <> (content_id IS NULL)),
        UNIQUE (notification_id, subscription_id),
        UNIQUE (content_id, subscription_id)
      )`);
    await q.query(`CREATE INDEX push_deliveries_pending_idx ON push_deliveries (id) WHERE enqueued_at IS NULL`);
    await q.query(`CREATE INDEX push_deliveries_subscription_idx ON push_deliveries (subscription_id)`);
    await q.query(`
      CREATE TABLE push_notice_fanouts (
        content_id uuid PRIMARY KEY REFERENCES content_items(id) ON DELETE CASCADE,
        fanned_out_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION ${s}.push_fan_out() RETURNS trigger LANGUAGE plpgsql
      SET search_path = pg_catalog, ${s}, pg_temp AS $$
      BEGIN
        INSERT INTO ${s}.push_deliveries (subscription_id, notification_id, created_at)
          SELECT d.id, NEW.id, NEW.created_at
          FROM ${s}.push_subscriptions d
          LEFT JOIN ${s}.push_preferences p ON p.user_id = d.user_id
          WHERE d.user_id = NEW.user_id
            AND coalesce(CASE NEW.category WHEN 'orders' THEN p.orders WHEN 'money' THEN p.money
                WHEN 'offerings' THEN p.offerings WHEN 'alerts' THEN p.alerts WHEN 'news' THEN p.news END, true)
          ON CONFLICT DO NOTHING;
        IF FOUND THEN
          PERFORM pg_notify('vela_push', '');
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER notifications_push_fan_out AFTER INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION ${s}.push_fan_out()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query('DROP TRIGGER notifications_push_fan_out ON notifications');
    await q.query(`DROP FUNCTION ${s}.push_fan_out()`);
    await q.query('DROP TABLE push_notice_fanouts');
    await q.query('DROP TABLE push_deliveries');
    await q.query('DROP TABLE push_preferences');
    await q.query('DROP TABLE push_subscriptions');
  }
}
