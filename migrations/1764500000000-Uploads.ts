import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, uploads: images users send (ID documents, receipts) and ops send (banners). The bytes live
 * encrypted in the store (local disk or S3) under `storage_key`; the row says whose they are, what they
 * are for and what uses them. An upload is attached at most once (`attached_at` with its reference).
 */
export class Uploads1764500000000 implements MigrationInterface {
  name = 'Uploads1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users(id),
        purpose varchar(16) NOT NULL CHECK (purpose IN ('real_name', 'banner', 'receipt')),
        content_type varchar(32) NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
        size integer NOT NULL CHECK (size > 0),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        storage_key varchar(200) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        attached_at timestamptz,
        reference_type varchar(32),
        reference_id varchar(64),
        CHECK ((attached_at IS NULL) = (reference_type IS NULL) AND (attached_at IS NULL) = (reference_id IS NULL))
      )`);
    // A user's pending uploads (the per-user cap) and the cleanup job's sweep of old unattached ones.
    await q.query(`CREATE INDEX uploads_unattached_idx ON uploads (owner_id, created_at) WHERE attached_at IS NULL`);
    await q.query(`CREATE INDEX uploads_unattached_age_idx ON uploads (created_at) WHERE attached_at IS NULL`);
    await q.query(`CREATE INDEX uploads_reference_idx ON uploads (reference_type, reference_id) WHERE attached_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE uploads');
  }
}
