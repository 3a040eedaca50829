import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, content: news, notices and banners that ops publish. One row per item; its language
 * versions (title, Markdown, the sanitised HTML rendered from it and a plain-text summary) are kept
 * together in `translations`, which always holds English (the fallback of every other language).
 * `publish_at` null is a draft; a future one is scheduled and invisible until then.
 */
export class Content1764520000000 implements MigrationInterface {
  name = 'Content1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(16) NOT NULL CHECK (kind IN ('news', 'notice', 'banner')),
        translations jsonb NOT NULL CHECK (jsonb_typeof(translations) = 'object' AND translations ? 'en'),
        pinned boolean NOT NULL DEFAULT false,
        publish_at timestamptz,
        image_upload_id uuid,
        link varchar(300),
        created_by uuid REFERENCES users(id),
        updated_by uuid REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // Readers' lists: published items of a kind, pinned first, newest first.
    await q.query(
      `CREATE INDEX content_items_published_idx ON content_items (kind, pinned DESC, publish_at DESC, id DESC) WHERE publish_at IS NOT NULL`,
    );
    await q.query(`CREATE INDEX content_items_created_idx ON content_items (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE content_items');
  }
}
