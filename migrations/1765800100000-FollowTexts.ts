import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: an institution's description and its who-pays-whom text in every language ops write (jsonb
 * { en, fr?, es?, zh-Hans?, zh-Hant? }, English required). Existing English texts move into the new
 * columns; the old columns keep the English version for the deprecated fields. A null reads as the old
 * English column (a row an older process wrote during a rolling upgrade).
 */
const COLUMNS: Array<[string, string]> = [
  ['description_i18n', 'description'],
  ['disclosures_i18n', 'disclosures'],
];

export class FollowTexts1765800100000 implements MigrationInterface {
  name = 'FollowTexts1765800100000';

  async up(q: QueryRunner): Promise<void> {
    for (const [column, from] of COLUMNS) {
      await q.query(
        `ALTER TABLE follow_institutions ADD COLUMN ${column} jsonb CHECK (${column} IS NULL OR jsonb_typeof(${column} -> 'en') = 'string')`,
      );
      await q.query(`UPDATE follow_institutions SET ${column} = jsonb_build_object('en', ${from})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [column, from] of COLUMNS) {
      await q.query(`UPDATE follow_institutions SET ${from} = ${column} ->> 'en' WHERE ${column} IS NOT NULL`);
      await q.query(`ALTER TABLE follow_institutions DROP COLUMN ${column}`);
    }
  }
}
