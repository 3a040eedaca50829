import type { MigrationInterface, QueryRunner } from 'typeorm';

// Users, invite codes, sessions, the append-only audit log and the rate-limit store.
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        phone varchar(16) NOT NULL UNIQUE CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
        password_hash text NOT NULL,
        pay_password_hash text,
        role varchar(8) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'ops')),
        invite_code varchar(12) NOT NULL UNIQUE,
        referrer_id uuid REFERENCES users(id),
        invited_with varchar(12),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX users_referrer_idx ON users (referrer_id)`);
    await q.query(`
      CREATE TABLE invite_codes (
        code varchar(12) PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6,12}$'),
        owner_id uuid REFERENCES users(id),
        issued_by_id uuid REFERENCES users(id),
        max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
        use_count integer NOT NULL DEFAULT 0 CHECK (max_uses IS NULL OR use_count <= max_uses),
        note varchar(140),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash char(64) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ip varchar(64),
        user_agent varchar(256)
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_expiry_idx ON sessions (expires_at)`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid REFERENCES users(id),
        actor_label varchar(64) NOT NULL,
        action varchar(64) NOT NULL,
        target_type varchar(32),
        target_id varchar(64),
        before jsonb,
        after jsonb,
        reason varchar(500),
        ip varchar(64)
      )`);
    await q.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC)`);
    await q.query(`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, at DESC)`);
    // Append-only, enforced by the database itself: no code path can rewrite history.
    await q.query(`
      CREATE FUNCTION forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION forbid_change()`);
    await q.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION forbid_change()`);
    // Store of rate-limiter-flexible (failed sign-ins and similar counters).
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limits');
    await q.query('DROP TABLE audit_log');
    await q.query('DROP FUNCTION forbid_change');
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE invite_codes');
    await q.query('DROP TABLE users');
  }
}
