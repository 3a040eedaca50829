import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Real-name (identity) verification (issue 18): one row per submission, kept after a refusal so the
 * history stays. The ID number is stored encrypted (AES-256-GCM, shared/field-cipher.ts) beside its
 * masked form; its two images are uploads (attached to it in the same transaction). The database allows
 * at most one submission per user that is under review or passed.
 */
export class RealName1764510000000 implements MigrationInterface {
  name = 'RealName1764510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE real_name_no_seq START 100001`);
    await q.query(`
      CREATE TABLE real_name_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        status varchar(8) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'passed', 'rejected')),
        id_name varchar(140) NOT NULL CHECK (btrim(id_name) <> ''),
        id_number_enc text NOT NULL,
        id_number_masked varchar(40) NOT NULL,
        nationality char(2) NOT NULL CHECK (nationality ~ '^[A-Z]{2}$'),
        phone varchar(20) NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
        residence varchar(140) NOT NULL CHECK (btrim(residence) <> ''),
        front_upload_id uuid NOT NULL REFERENCES uploads(id),
        back_upload_id uuid NOT NULL REFERENCES uploads(id) CHECK (back_upload_id <> front_upload_id),
        reason_code varchar(32),
        note varchar(500),
        decided_by_id uuid REFERENCES users(id),
        decided_at timestamptz,
        created_at timestamptz NOT NULL,
        CHECK ((status = 'pending') = (decided_at IS NULL)),
        CHECK (status <> 'rejected' OR reason_code IS NOT NULL)
      )`);
    // At most one submission under review or passed per user: a second is refused by the database too.
    await q.query(
      `CREATE UNIQUE INDEX real_name_one_open_per_user ON real_name_submissions (user_id) WHERE status IN ('pending', 'passed')`,
    );
    await q.query(`CREATE INDEX real_name_user_idx ON real_name_submissions (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX real_name_status_idx ON real_name_submissions (status, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE real_name_submissions');
    await q.query('DROP SEQUENCE real_name_no_seq');
  }
}
