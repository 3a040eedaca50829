import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { seedInstruments } from '../modules/market-data/seed-instruments';
import { logger } from '../shared/logger';
import { createDataSource } from './data-source';
import { type EmbeddedDatabase, reachableDataDir, startEmbeddedPostgres } from './embedded-postgres';

export interface Database {
  ds: DataSource;
  url: string;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL; then runs pending migrations. */
export async function connectDatabase(config: Config, opts: { applicationName?: string } = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    logger.info({ port: config.embeddedPgPort }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: reachableDataDir(path.join(config.dataDir, 'pg')),
      port: config.embeddedPgPort,
      database: 'vela',
    });
    url = embedded.url;
  }
  const ds = createDataSource(url, { applicationName: opts.applicationName });
  await ds.initialize();
  const ran = await ds.runMigrations({ transaction: 'each' });
  if (ran.length > 0) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  await seedInstruments(ds);
  return {
    ds,
    url,
    embedded,
    async close() {
      if (ds.isInitialized) await ds.destroy();
      if (embedded) await embedded.stop();
    },
  };
}
