import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11 item 4: a transfer executes at a quote the server issued (kept here, with its expiry), never
 * at a rate the client sends. Quotes are short-lived; a job deletes the expired ones.
 */
export class FxTransferQuotes1764430000000 implements MigrationInterface {
  name = 'FxTransferQuotes1764430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE fx_transfer_quotes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        from_currency char(3) NOT NULL,
        to_currency char(3) NOT NULL CHECK (to_currency <> from_currency),
        amount numeric(24, 4) NOT NULL CHECK (amount > 0),
        mid_rate numeric(20, 8) NOT NULL CHECK (mid_rate > 0),
        rate numeric(20, 8) NOT NULL CHECK (rate > 0),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at)
      )`);
    await q.query(`CREATE INDEX fx_transfer_quotes_expires_idx ON fx_transfer_quotes (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE fx_transfer_quotes');
  }
}
