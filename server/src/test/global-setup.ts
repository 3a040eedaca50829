import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDataSource } from '../db/data-source';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { seedInstruments } from '../modules/market-data/seed-instruments';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL when set), with a migrated template
 * database; every suite then clones its own throwaway database from the template in milliseconds.
 */
// Typed structurally: vitest/node is ESM-only and this package compiles as CommonJS.
export default async function setup(project: { provide(key: 'adminUrl' | 'templateDb', value: string): void }) {
  let embedded: EmbeddedDatabase | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'data'),
      port: await freePort(),
      database: 'postgres',
      persistent: false,
    });
    adminUrl = embedded.url;
  }
  const templateDb = `vela_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${templateDb}`;
  const ds = createDataSource(url.toString(), { poolSize: 2 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await seedInstruments(ds);
  await ds.destroy();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    // Suites drop their own databases; the template goes last.
    const leftovers = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'vela_t_%' OR datname = $1`, [templateDb]);
    for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
    await admin.end();
    if (embedded) await embedded.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
