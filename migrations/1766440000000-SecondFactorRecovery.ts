import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32: recovery for a user who lost every second factor. After the right password (a sign-in
 * ticket), the user asks for recovery with the name and ID number of their passed real-name record; the
 * server says whether they match (ops see that, not the numbers), and ops decide in the review workflow.
 * Approved: every factor is removed, two-step sign-in goes off, and withdrawals stay closed for 48 hours
 * (`withdrawals_locked_until`). One open request per user.
 */
export class SecondFactorRecovery1766440000000 implements MigrationInterface {
  name = 'SecondFactorRecovery1766440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE second_factor_recovery_no_seq`);
    await q.query(`
      CREATE TABLE second_factor_recoveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_no text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'refused')),
        name_matches boolean NOT NULL,
        id_number_matches boolean NOT NULL,
        reason_code text,
        note text,
        decided_by_id uuid REFERENCES users(id),
        decided_at timestamptz,
        withdrawals_locked_until timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX second_factor_recovery_one_open ON second_factor_recoveries (user_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX second_factor_recovery_queue ON second_factor_recoveries (status, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE second_factor_recoveries');
    await q.query('DROP SEQUENCE second_factor_recovery_no_seq');
  }
}
