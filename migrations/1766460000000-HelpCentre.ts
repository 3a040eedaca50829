import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, the help centre: help articles are content items of kind `help`, written by ops in five
 * languages like news, with a `slug` (their stable address, which the app's screens link to). A slug is
 * lowercase letters, digits and single hyphens, 3–64 characters, unique among help articles; every help
 * article has one and no other kind does. Readers search the articles' text (kept beside each language
 * version in `translations`, folded for searching when saved): a handful of rows, scanned by kind.
 */
export class HelpCentre1766460000000 implements MigrationInterface {
  name = 'HelpCentre1766460000000';

  async up(q: QueryRunner): Promise<void> {
    const checks: Array<{ conname: string; def: string }> = await q.query(
      `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'content_items'::regclass AND contype = 'c'`,
    );
    for (const c of checks)
      if (/\bkind\b/.test(c.def) && /'banner'/.test(c.def)) await q.query(`ALTER TABLE content_items DROP CONSTRAINT "${c.conname}"`);
    await q.query(`ALTER TABLE content_items ADD CONSTRAINT content_items_kind_check CHECK (kind IN ('news', 'notice', 'banner', 'help'))`);
    await q.query(`
      ALTER TABLE content_items
        ADD COLUMN slug varchar(64),
        ADD CONSTRAINT content_items_slug_format CHECK (
          slug IS NULL OR (length(slug) BETWEEN 3 AND 64 AND slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
        ),
        ADD CONSTRAINT content_items_slug_of_help CHECK ((kind = 'help') = (slug IS NOT NULL))`);
    await q.query(`CREATE UNIQUE INDEX content_items_help_slug_idx ON content_items (slug) WHERE kind = 'help'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM content_items WHERE kind = 'help'`);
    await q.query('DROP INDEX content_items_help_slug_idx');
    await q.query(
      'ALTER TABLE content_items DROP CONSTRAINT content_items_slug_of_help, DROP CONSTRAINT content_items_slug_format, DROP COLUMN slug',
    );
    await q.query('ALTER TABLE content_items DROP CONSTRAINT content_items_kind_check');
    await q.query(`ALTER TABLE content_items ADD CONSTRAINT content_items_kind_check CHECK (kind IN ('news', 'notice', 'banner'))`);
  }
}
