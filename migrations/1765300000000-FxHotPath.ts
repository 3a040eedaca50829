import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17, FX transfers at a fraction of pgbench:
 * - a transfer's record takes its journal entry's id before the entry is written (as positions do), so
 *   the record, its order number and that id cost one statement: its reference to the entry is checked
 *   at commit;
 * - issued quotes are unlogged: a quote lives seconds and moves no money, and issuing one need not wait
 *   for a WAL flush. After a crash the quotes are gone and a transfer answers NOT_FOUND until the user
 *   asks for a new quote; a replica has none, and only the primary executes transfers.
 */
export class FxHotPath1765300000000 implements MigrationInterface {
  name = 'FxHotPath1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE fx_transfers ALTER CONSTRAINT fx_transfers_entry_id_fkey DEFERRABLE INITIALLY DEFERRED');
    await q.query('ALTER TABLE fx_transfer_quotes SET UNLOGGED');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE fx_transfer_quotes SET LOGGED');
    await q.query('ALTER TABLE fx_transfers ALTER CONSTRAINT fx_transfers_entry_id_fkey NOT DEFERRABLE');
  }
}
