import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: FX quotes are issued as ids the server signs (FxQuoteSigner), holding what the transfer
 * needs, so asking for a quote writes no row and executing one reads none. The table of issued quotes
 * goes; quotes issued before the upgrade answer NOT_FOUND and the user asks for a new one (they lived
 * 30 seconds).
 */
export class FxSignedQuotes1765400000000 implements MigrationInterface {
  name = 'FxSignedQuotes1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE fx_transfer_quotes');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE fx_transfer_quotes (
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
    await q.query('CREATE INDEX fx_transfer_quotes_expires_idx ON fx_transfer_quotes (expires_at)');
  }
}
