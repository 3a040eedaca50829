import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, the authenticator app (TOTP) and step-up. One TOTP factor per user: its secret encrypted at
 * rest (FieldCipher, column `totp_factors.secret`), pending until the user proves it with a first code,
 * and the time step of the last code accepted (a code is accepted once: replay refused). Ten recovery
 * codes per enrolment, only their SHA-256 stored (each is 50 random bits), each usable once. A session's
 * latest second-factor check (step-up: money movements and security changes ask for one within 5
 * minutes) lives with the session and goes with it.
 */
export class SecondFactors1766420000000 implements MigrationInterface {
  name = 'SecondFactors1766420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE totp_factors (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret text NOT NULL,
        created_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        last_step bigint
      )`);
    await q.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        used_at timestamptz,
        UNIQUE (user_id, code_hash)
      )`);
    await q.query(`
      CREATE TABLE session_step_ups (
        session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
        checked_at timestamptz NOT NULL,
        factor text NOT NULL CHECK (factor IN ('totp', 'recovery_code'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE session_step_ups');
    await q.query('DROP TABLE recovery_codes');
    await q.query('DROP TABLE totp_factors');
  }
}
