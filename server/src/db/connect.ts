import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { afterMigrations, jobs, queues } from '../app/compose';
import type { Config } from '../config';
import { logger } from '../shared/logger';
import { createDataSource } from './data-source';
import { type EmbeddedDatabase, reachableDataDir, startEmbeddedPostgres } from './embedded-postgres';
import { grantAppRole, JOB_SCHEMA } from './roles';

export interface Database {
  /** The app role's pool (API, feed, jobs). */
  ds: DataSource;
  /** The app role's URL (the job queue connects with it too). */
  url: string;
  /** The owner role's URL, which ran the migrations. */
  ownerUrl: string;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/** One key for every process migrating this database: they take turns (the advisory lock is per database). */
const MIGRATION_LOCK = 0x76656c61; // 'vela'

async function currentRole(url: string): Promise<{ role: string; superuser: boolean }> {
  const c = new pg.Client({ connectionString: url, application_name: 'vela-migrate' });
  await c.connect();
  try {
    const { rows } = await c.query<{ role: string; superuser: boolean }>(
      'SELECT current_user AS role, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser',
    );
    return rows[0];
  } finally {
    await c.end();
  }
}

/** Whether `url`'s role may migrate: a superuser, or one that may CREATE in the schema (the app role may not). */
async function mayMigrate(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, application_name: 'vela-migrate' });
  await c.connect();
  try {
    const { rows } = await c.query<{ may: boolean }>(
      `SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR has_schema_privilege(current_schema(), 'CREATE') AS may`,
    );
    return rows[0]?.may === true;
  } finally {
    await c.end();
  }
}

/**
 * Installs pg-boss's schema and creates every job's queue as the owner, so the app role needs no DDL
 * (pg-boss makes a table per queue). The app's own pg-boss then finds them ready.
 */
async function installJobQueue(ownerUrl: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: ownerUrl,
    application_name: 'vela-migrate',
    max: 2,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (err: Error) => logger.warn({ message: err.message }, 'job queue install'));
  await boss.start();
  try {
    // pg-boss's own cron queue (its timekeeper makes it at start, and cannot as the app role).
    for (const name of ['__pgboss__send-it', ...jobs.map((j) => j.name), ...queues.map((q) => q.name)]) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * As the owner (`ownerUrl`): applies pending migrations, runs every module's `onMigrated` step (the
 * instruments' seed), installs the job queue, and grants the app role (`appUrl`'s) exactly its privileges
 * (server/src/db/roles.ts). Processes starting together take turns on an advisory lock. When both URLs
 * are one role, only warns.
 */
export async function migrateDatabase(ownerUrl: string, appUrl: string, opts: { mode?: Config['mode'] } = {}): Promise<void> {
  if (ownerUrl === appUrl && !(await mayMigrate(appUrl))) {
    // A least-privilege role alone (no MIGRATION_DATABASE_URL): the owner migrated already (compose's
    // `migrate` service, `npm run migrate`); it only checks that nothing is pending.
    const ds = createDataSource(appUrl, { applicationName: 'vela-migrate', poolSize: 1 });
    await ds.initialize();
    try {
      if (await ds.showMigrations()) {
        throw new Error(
          'migrations are pending and this role may not run them: run them as the owner (MIGRATION_DATABASE_URL, npm run migrate)',
        );
      }
    } finally {
      await ds.destroy();
    }
    return;
  }
  const lock = new pg.Client({ connectionString: ownerUrl, application_name: 'vela-migrate' });
  lock.on('error', (err) => logger.debug({ err }, 'migration lock connection failed'));
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const ds = createDataSource(ownerUrl, { applicationName: 'vela-migrate', poolSize: 2 });
    await ds.initialize();
    try {
      const ran = await ds.runMigrations({ transaction: 'each' });
      if (ran.length > 0) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
      await afterMigrations(ds);
    } finally {
      await ds.destroy();
    }
    await installJobQueue(ownerUrl);
    const [owner, app] = [await currentRole(ownerUrl), await currentRole(appUrl)];
    if (owner.role !== app.role) {
      await grantAppRole(lock, app.role);
    } else if (opts.mode === 'production' || app.superuser) {
      logger.warn(
        { role: app.role, superuser: app.superuser },
        'the app connects as the role that owns the database: set DATABASE_URL to a least-privilege role and MIGRATION_DATABASE_URL to the owner (docs/security.md §3)',
      );
    }
    if (app.superuser && owner.role !== app.role)
      logger.warn({ role: app.role }, 'the app role is a superuser: every database rule can be switched off by it');
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lock.end().catch(() => {});
  }
}

/**
 * Connects to DATABASE_URL (migrating as MIGRATION_DATABASE_URL when set), or starts the embedded
 * PostgreSQL with its owner and app roles; runs pending migrations as the owner, then opens the app
 * role's pool.
 */
export async function connectDatabase(config: Config, opts: { applicationName?: string } = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  let ownerUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  if (!url) {
    logger.info({ port: config.embeddedPgPort }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: reachableDataDir(path.join(config.dataDir, 'pg')),
      port: config.embeddedPgPort,
      database: 'vela',
      roles: true,
    });
    url = embedded.appUrl;
    ownerUrl = embedded.ownerUrl;
  }
  await migrateDatabase(ownerUrl ?? url, url, { mode: config.mode });
  const ds = createDataSource(url, { applicationName: opts.applicationName });
  await ds.initialize();
  return {
    ds,
    url,
    ownerUrl: ownerUrl ?? url,
    embedded,
    async close() {
      if (ds.isInitialized) await ds.destroy();
      if (embedded) await embedded.stop();
    },
  };
}
