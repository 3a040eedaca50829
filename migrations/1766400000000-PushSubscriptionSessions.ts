import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: a device's pushes end with the session that turned them on. Each subscription remembers
 * that session; signing out (or a password change ending the session elsewhere) deletes the session's
 * row, and with it the subscription and its pending deliveries, so a phone signed out of Vela receives
 * nothing more. Subscriptions made before this (no session) stay until the device turns them off.
 */
export class PushSubscriptionSessions1766400000000 implements MigrationInterface {
  name = 'PushSubscriptionSessions1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE push_subscriptions ADD COLUMN session_id uuid REFERENCES sessions(id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX push_subscriptions_session_idx');
    await q.query('ALTER TABLE push_subscriptions DROP COLUMN session_id');
  }
}
