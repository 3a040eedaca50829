import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38, proof of liabilities: a daily snapshot of what Vela owes each customer per currency, committed
 * to in a Merkle sum tree whose root and total are published. Everything here is append-only, and a
 * snapshot date can be taken once: a published snapshot never changes.
 *
 * - `liability_snapshots`: one per date, with the instant and the database snapshot (`pg_snapshot`) its
 *   single consistent read used, so the ledger check can recompute the ledger's total at that very instant.
 * - `liability_roots`: per snapshot and currency, the published root hash, total, count of accounts and the
 *   padded size; `padding_seed` (never published) makes the padding leaves' salts reproducible, so the tree
 *   can be rebuilt exactly to answer a proof.
 * - `liability_leaves`: each account's amount and its salt (random per user and snapshot); a user reads
 *   only their own.
 */
export class ProofOfLiabilities1766500000000 implements MigrationInterface {
  name = 'ProofOfLiabilities1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE liability_snapshots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        snapshot_date date NOT NULL UNIQUE,
        taken_at timestamptz NOT NULL,
        db_snapshot text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE liability_roots (
        snapshot_id uuid NOT NULL REFERENCES liability_snapshots(id),
        currency char(3) NOT NULL,
        root_hash char(64) NOT NULL,
        total numeric(24, 2) NOT NULL CHECK (total >= 0),
        leaf_count integer NOT NULL CHECK (leaf_count >= 0),
        padded_size integer NOT NULL CHECK (padded_size >= leaf_count),
        padding_seed char(64) NOT NULL,
        PRIMARY KEY (snapshot_id, currency)
      )`);
    await q.query(`
      CREATE TABLE liability_leaves (
        snapshot_id uuid NOT NULL REFERENCES liability_snapshots(id),
        currency char(3) NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id),
        amount numeric(24, 2) NOT NULL CHECK (amount >= 0),
        salt char(64) NOT NULL,
        PRIMARY KEY (snapshot_id, currency, user_id)
      )`);
    await q.query('CREATE INDEX liability_leaves_user_idx ON liability_leaves (user_id, snapshot_id)');
    for (const table of ['liability_snapshots', 'liability_roots', 'liability_leaves']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
      );
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} EXECUTE FUNCTION forbid_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE liability_leaves, liability_roots, liability_snapshots');
  }
}
