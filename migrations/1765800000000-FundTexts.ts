import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: a fund's name, underlying, rate source and risk disclosure in every language ops write
 * (jsonb { en, fr?, es?, zh-Hans?, zh-Hant? }, English required). Existing English texts move into the
 * new columns; the old columns stay, holding the English version, for the deprecated fields. A null is
 * read as the old English column (a row an older process wrote during a rolling upgrade).
 */
const COLUMNS: Array<[string, string]> = [
  ['name_i18n', 'name'],
  ['underlying_i18n', 'underlying'],
  ['rate_source_i18n', 'rate_source'],
  ['disclosure_i18n', 'disclosure'],
];

export class FundTexts1765800000000 implements MigrationInterface {
  name = 'FundTexts1765800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [column, from] of COLUMNS) {
      await q.query(
        `ALTER TABLE fund_products ADD COLUMN ${column} jsonb CHECK (${column} IS NULL OR jsonb_typeof(${column} -> 'en') = 'string')`,
      );
      await q.query(`UPDATE fund_products SET ${column} = jsonb_build_object('en', ${from})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // The English versions are already in the old columns (written on every save); the others go.
    for (const [column, from] of COLUMNS) {
      await q.query(`UPDATE fund_products SET ${from} = ${column} ->> 'en' WHERE ${column} IS NOT NULL`);
      await q.query(`ALTER TABLE fund_products DROP COLUMN ${column}`);
    }
  }
}
