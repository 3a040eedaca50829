import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase } from '../db/connect';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { createLoginRoleSql, roleUrl } from '../db/roles';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    /** This run's owner role (migrations) and least-privilege app role (the API's pool), name:password. */
    ownerRole: string;
    appRole: string;
  }
}

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL when set), with a migrated template
 * database; every suite then clones its own throwaway database from the template in milliseconds.
 */
// Typed structurally: vitest/node is ESM-only and this package compiles as CommonJS.
export default async function setup(project: { provide(key: 'adminUrl' | 'templateDb' | 'ownerRole' | 'appRole', value: string): void }) {
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
  const run = randomBytes(4).toString('hex');
  const templateDb = `vela_template_${run}`;
  // Roles of this run only (roles are cluster-wide; runs sharing a cluster must not share them): the
  // owner runs the migrations, the app role (no superuser, no TEMP, no UPDATE/DELETE on history) is
  // what every test's API, feed and services connect as (issue 11 item 3).
  const owner = `vela_t_owner_${run}:${randomBytes(16).toString('hex')}`;
  const app = `vela_t_app_${run}:${randomBytes(16).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(createLoginRoleSql(owner.split(':')[0], owner.split(':')[1]));
  await admin.query(createLoginRoleSql(app.split(':')[0], app.split(':')[1], { inherit: false }));
  await admin.query(`CREATE DATABASE ${templateDb} OWNER ${owner.split(':')[0]}`);
  await migrateDatabase(roleUrl(adminUrl, owner, templateDb), roleUrl(adminUrl, app, templateDb));
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('ownerRole', owner);
  project.provide('appRole', app);

  return async () => {
    // Suites drop their own databases; the template goes last.
    const leftovers = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'vela_t_%' OR datname = $1`, [templateDb]);
    for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
    for (const role of [app, owner]) await admin.query(`DROP ROLE IF EXISTS ${role.split(':')[0]}`).catch(() => {});
    await admin.end();
    if (embedded) await embedded.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
