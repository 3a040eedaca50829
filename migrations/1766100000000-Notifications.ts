import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, the notification centre. One row per thing worth telling a user (a fill, a review decision,
 * a draw's result, a price alert…), written by the outbox in the transaction of the event it comes from.
 * A row holds the kind and its params (ids, symbol, status, reason code), never text: the reader's app
 * writes the sentence in the reader's language when it is read. `source_key` is unique per user, so a
 * change that is emitted twice (a retried job, two workers) is one notification.
 *
 * Notices ops publish to everyone are not copied to every user: the centre reads them from
 * `content_items` and keeps only each user's read state (`notice_reads` per notice, and
 * `notification_marks.notices_read_at` for "mark all read").
 */
export class Notifications1766100000000 implements MigrationInterface {
  name = 'Notifications1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        kind varchar(40) NOT NULL,
        category varchar(12) NOT NULL CHECK (category IN ('orders', 'money', 'offerings', 'alerts', 'news')),
        params jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(params) = 'object'),
        link varchar(300),
        source_key varchar(160) NOT NULL,
        created_at timestamptz NOT NULL,
        read_at timestamptz,
        UNIQUE (user_id, source_key)
      )`);
    // The centre's list (newest first) and its badge (unread only).
    await q.query(`CREATE INDEX notifications_user_newest_idx ON notifications (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL`);
    await q.query(`
      CREATE TABLE notice_reads (
        user_id uuid NOT NULL REFERENCES users(id),
        content_id uuid NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, content_id)
      )`);
    await q.query(`
      CREATE TABLE notification_marks (
        user_id uuid PRIMARY KEY REFERENCES users(id),
        notices_read_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE notification_marks');
    await q.query('DROP TABLE notice_reads');
    await q.query('DROP TABLE notifications');
  }
}
