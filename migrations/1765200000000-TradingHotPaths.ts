import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17, server performance: after every tick batch the limit matcher looks for waiting limit orders of
 * the symbols that moved. Without an index that read every order ever placed (market orders included) by
 * sequential scan; limit orders by symbol are a small part of the table.
 */
export class TradingHotPaths1765200000000 implements MigrationInterface {
  name = 'TradingHotPaths1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_limit_symbol_idx ON orders (symbol, created_at, id) WHERE order_type = 'limit'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX orders_limit_symbol_idx');
  }
}
