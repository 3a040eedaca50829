import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11 item 11: a key first answered with a business refusal (INSUFFICIENT_FUNDS, MARKET_CLOSED…)
 * keeps that answer, like Stripe. The refusal is recorded after the refused transaction rolled back;
 * a key answered with a result keeps `result_ref` and no refusal.
 */
export class IdempotentRefusals1764420000000 implements MigrationInterface {
  name = 'IdempotentRefusals1764420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys ADD COLUMN refusal_code varchar(64), ADD COLUMN refusal_details jsonb`);
    await q.query(
      `ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_result_or_refusal CHECK ((refusal_code IS NULL) = (result_ref <> ''))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM idempotency_keys WHERE refusal_code IS NOT NULL`);
    await q.query(`ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_result_or_refusal`);
    await q.query(`ALTER TABLE idempotency_keys DROP COLUMN refusal_code, DROP COLUMN refusal_details`);
  }
}
