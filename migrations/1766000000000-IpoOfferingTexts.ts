import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: an offering's name and ops' cancellation reason in every language ops write (jsonb
 * { en, fr?, es?, zh-Hans?, zh-Hant? }, English required), for IPO and block-trade offerings alike (their
 * shared columns, allocation/entities.ts). Existing English texts move into the new columns; the old
 * columns keep the English version for the deprecated fields. A null reads as the old English column (a
 * row an older process wrote during a rolling upgrade). Block trades: 1766000100000-BlockTradeOfferingTexts.ts.
 */
export function offeringTexts(table: string): { up(q: QueryRunner): Promise<void>; down(q: QueryRunner): Promise<void> } {
  const columns: Array<[string, string]> = [
    ['name_i18n', 'name'],
    ['cancel_reason_i18n', 'cancel_reason'],
  ];
  return {
    async up(q) {
      for (const [column, from] of columns) {
        await q.query(
          `ALTER TABLE ${table} ADD COLUMN ${column} jsonb CHECK (${column} IS NULL OR jsonb_typeof(${column} -> 'en') = 'string')`,
        );
        await q.query(`UPDATE ${table} SET ${column} = jsonb_build_object('en', ${from}) WHERE ${from} IS NOT NULL`);
      }
    },
    async down(q) {
      for (const [column, from] of columns) {
        await q.query(`UPDATE ${table} SET ${from} = ${column} ->> 'en' WHERE ${column} IS NOT NULL`);
        await q.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
      }
    },
  };
}

export class IpoOfferingTexts1766000000000 implements MigrationInterface {
  name = 'IpoOfferingTexts1766000000000';
  private readonly texts = offeringTexts('ipo_offerings');
  up = (q: QueryRunner) => this.texts.up(q);
  down = (q: QueryRunner) => this.texts.down(q);
}
