import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, second part: passkeys (WebAuthn), two-step sign-in, known devices and session activity.
 * - `passkeys`: a user's credentials (id as base64url, unique across users; the COSE public key; the
 *   signature counter, checked to grow; a name; created and last used).
 * - `webauthn_challenges`: each challenge is used once and lives 5 minutes; tied to the user and session
 *   that asked (registration, step-up) or to a sign-in ticket, or to nobody (a passkey-only sign-in).
 * - `sign_in_tickets`: after a right password, when two-step sign-in is on, a ticket (only its hash kept)
 *   that a second factor turns into a session within 5 minutes, once.
 * - `users.two_step_sign_in`: on when the first factor is set up; turning it off needs a fresh check.
 * - `known_devices`: the devices (browser and system, as the user agent names them) a user has signed in
 *   from, so a sign-in from a new one raises a notification.
 * - `sessions.last_seen_at`: the session's last activity, for the sessions list (written at most once a
 *   minute per session).
 */
export class Passkeys1766430000000 implements MigrationInterface {
  name = 'Passkeys1766430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX passkeys_user ON passkeys (user_id, created_at)`);
    await q.query(`
      CREATE TABLE sign_in_tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE webauthn_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purpose text NOT NULL CHECK (purpose IN ('register', 'step_up', 'sign_in')),
        challenge text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        session_id uuid REFERENCES sessions(id) ON DELETE CASCADE,
        ticket_id uuid REFERENCES sign_in_tickets(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`ALTER TABLE users ADD COLUMN two_step_sign_in boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE known_devices (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device text NOT NULL,
        first_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, device)
      )`);
    await q.query(`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz`);
    await q.query(`ALTER TABLE session_step_ups DROP CONSTRAINT session_step_ups_factor_check`);
    await q.query(
      `ALTER TABLE session_step_ups ADD CONSTRAINT session_step_ups_factor_check CHECK (factor IN ('totp', 'recovery_code', 'passkey'))`,
    );
    // Security notices (a new device signed in): a category of their own, pushed whatever the switches.
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_category_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_category_check CHECK (category IN ('orders', 'money', 'offerings', 'alerts', 'news', 'security'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE category = 'security'`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_category_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_category_check CHECK (category IN ('orders', 'money', 'offerings', 'alerts', 'news'))`,
    );
    await q.query(`DELETE FROM session_step_ups WHERE factor = 'passkey'`);
    await q.query(`ALTER TABLE session_step_ups DROP CONSTRAINT session_step_ups_factor_check`);
    await q.query(`ALTER TABLE session_step_ups ADD CONSTRAINT session_step_ups_factor_check CHECK (factor IN ('totp', 'recovery_code'))`);
    await q.query('ALTER TABLE sessions DROP COLUMN last_seen_at');
    await q.query('DROP TABLE known_devices');
    await q.query('ALTER TABLE users DROP COLUMN two_step_sign_in');
    await q.query('DROP TABLE webauthn_challenges');
    await q.query('DROP TABLE sign_in_tickets');
    await q.query('DROP TABLE passkeys');
  }
}
