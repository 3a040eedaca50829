import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { afterMigrations, createServices } from '../app/compose';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { FixedClock } from '../shared/clock';
import { logger } from '../shared/logger';

// What the in-process benchmarks share: a throwaway database (on DATABASE_URL's server, else an embedded
// one), migrated, with the services on a fixed clock, one registered user and the instruments' symbols.

export interface BenchApp {
  ds: DataSource;
  services: ReturnType<typeof createServices>;
  config: ReturnType<typeof loadConfig>;
  clock: FixedClock;
  userId: string;
  symbols: string[];
  /** The server's version and whether it is embedded, for the report's heading. */
  server: string;
}

/** A numeric option `--name value` of the command line. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

export function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return { mean: s.reduce((a, b) => a + b, 0) / s.length, p50: s[Math.floor(s.length / 2)], p99: s[Math.floor(s.length * 0.99)] };
}

/** Runs `body` on a fresh bench app (Friday 20 Nov 2026, 15:00 UTC: New York and Madrid in session), then drops it all. */
export async function withBenchApp(embeddedPort: number, body: (app: BenchApp) => Promise<void>): Promise<void> {
  logger.level = 'warn';
  const config = loadConfig();
  let adminUrl = config.databaseUrl;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: `/tmp/vela-bench-${randomBytes(4).toString('hex')}`,
      port: embeddedPort,
      database: 'postgres',
      persistent: false,
    });
    adminUrl = embedded.url;
  }
  const dbName = `vela_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  try {
    const ds = createDataSource(dbUrl, { applicationName: 'vela-bench', poolSize: 4 });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    await afterMigrations(ds);
    const clock = new FixedClock(new Date('2026-11-20T15:00:00Z'));
    const benchConfig = { ...config, databaseUrl: dbUrl };
    const services = createServices({ ds, config: benchConfig, clock, bus: null });
    await ds.query(`INSERT INTO invite_codes (code, note) VALUES ('BENCH001', 'bench')`);
    const { user } = await services.auth.register(
      { phone: '+34612000001', password: 'bench-pass-1', confirmPassword: 'bench-pass-1', inviteCode: 'BENCH001' },
      { ip: null, userAgent: null },
    );
    const symbols: string[] = (await ds.query(`SELECT symbol FROM instruments ORDER BY symbol`)).map((r: { symbol: string }) => r.symbol);
    const version = (await admin.query('SHOW server_version')).rows[0].server_version;
    await body({
      ds,
      services,
      config: benchConfig,
      clock,
      userId: user.id,
      symbols,
      server: `PostgreSQL ${version}, ${embedded ? 'embedded' : 'DATABASE_URL'} server`,
    });
    await services.close();
    await ds.destroy();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
  }
}
