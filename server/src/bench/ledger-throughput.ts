import 'reflect-metadata';
import { ownerRoleGranter } from '../db/user-roles';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import type { User } from '../modules/auth/user.entity';
import { idempotent } from '../modules/ledger/idempotency';
import { createServices } from '../app/compose';
import { systemClock } from '../shared/clock';
import { logger } from '../shared/logger';
import { adjustBalance } from '../seed/ops-flows';
import { Money } from '../shared/money';
import { pgbenchWithCpu, postmasterPidOf, serverCpuSeconds } from './proc-cpu';

/**
 * Journal entries per second through the ledger service, beside pgbench's built-in TPC-B-like script
 * on the same database, in the same run, with the same number of clients: the ratio is what counts,
 * since this machine's absolute speed varies. Usage:
 *   npm run bench:ledger [-- --clients 8 --seconds 15]
 * Uses DATABASE_URL's server when set (a throwaway database is created on it), else an embedded one.
 * When the server runs on this machine it also prints the CPU each operation cost (this process, and
 * PostgreSQL's from /proc) beside pgbench's per transaction, and the ratio PostgreSQL's share alone
 * would allow: pgbench's CPU per transaction over PostgreSQL's per operation, the ceiling if the
 * application's own work cost nothing (both are CPU-bound on this machine's cores).
 */

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const CLIENTS = arg('clients', 8);
const SECONDS = arg('seconds', 15);
const USERS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU seconds of this process and of the PostgreSQL server (null when not on this machine) during `run`. */
async function withCpu<T>(postmasterPid: number | null, run: () => Promise<T>): Promise<T & { nodeCpu: number; pgCpu: number | null }> {
  const node0 = process.cpuUsage();
  const pg0 = serverCpuSeconds(postmasterPid);
  const result = await run();
  const node = process.cpuUsage(node0);
  // Exited backends' CPU reaches the postmaster's cutime once it has reaped them.
  await new Promise((r) => setTimeout(r, 500));
  const pg1 = serverCpuSeconds(postmasterPid);
  return { ...result, nodeCpu: (node.user + node.system) / 1e6, pgCpu: pg0 === null || pg1 === null ? null : pg1 - pg0 };
}

async function timed(clients: number, seconds: number, work: (worker: number) => Promise<void>) {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      while (Date.now() < end) {
        const t = process.hrtime.bigint();
        try {
          await work(worker);
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        } catch (err) {
          errors++;
          if (errors < 3) logger.warn({ err }, 'operation failed');
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count: latencies.length,
    errors,
  };
}

async function main() {
  logger.level = 'warn';
  const config = loadConfig();
  let adminUrl = config.databaseUrl;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!adminUrl) {
    const dir = `/tmp/vela-bench-${randomBytes(4).toString('hex')}`;
    embedded = await startEmbeddedPostgres({ dataDir: dir, port: 54399, database: 'postgres', persistent: false });
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
    // pgbench first, on the same database (its own tables), same clients.
    const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
    const pgArgs = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres'];
    const init = spawnSync('pgbench', [...pgArgs, '-i', '-q', '-s', '10', dbName], { env, encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const monitor = new pg.Client({ connectionString: dbUrl });
    await monitor.connect();
    const postmasterPid = await postmasterPidOf(monitor, url.hostname);
    await monitor.end();
    const bench = await withCpu(postmasterPid, () =>
      pgbenchWithCpu([...pgArgs, '-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-r', dbName], env),
    );
    if (bench.status !== 0) throw new Error(`pgbench failed: ${bench.stderr}`);
    const pgbenchClientCpu = bench.clientCpuSeconds;
    const tps = Number(/tps = ([\d.]+)/.exec(bench.stdout)?.[1]);
    const pgLatency = Number(/latency average = ([\d.]+) ms/.exec(bench.stdout)?.[1]);

    const ds = createDataSource(dbUrl, { applicationName: 'vela-bench', poolSize: CLIENTS + 2 });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const services = createServices({ ds, config: { ...config, databaseUrl: dbUrl }, clock: systemClock, bus: null });
    await ds.query(`INSERT INTO invite_codes (code, note) VALUES ('BENCH001', 'bench')`);
    const ops = await services.auth.createOpsUser('+34612999999', 'bench-ops-1', 'bench', ownerRoleGranter(dbUrl));
    const checker = await services.auth.createOpsUser('+34612999998', 'bench-ops-2', 'bench', ownerRoleGranter(dbUrl));
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const phone = `+3461${String(2000000 + i).padStart(7, '0')}`;
      const hash = i === 0 ? null : (await ds.query('SELECT password_hash FROM users LIMIT 1'))[0]?.password_hash;
      if (hash) {
        const rows = await ds.query(`INSERT INTO users (phone, password_hash, invite_code) VALUES ($1, $2, $3) RETURNING id`, [
          phone,
          hash,
          `B${String(i).padStart(7, '0')}`,
        ]);
        users.push({ id: rows[0].id } as User);
      } else {
        const signed = await services.auth.register(
          { phone, password: 'bench-123', confirmPassword: 'bench-123', inviteCode: 'BENCH001' },
          { ip: null, userAgent: 'bench' },
        );
        users.push(signed.user);
      }
      await adjustBalance(services, ops, checker, {
        userId: users[i].id,
        currency: 'EUR',
        amount: new Money(1_000_000),
        reason: 'bench funding',
        idempotencyKey: randomUUID(),
      });
    }

    // A simple transfer: one journal entry moving cash between two users, with its idempotency key,
    // through the ledger service in one short transaction (accounts locked in id order).
    const pick = () => users[Math.floor(Math.random() * users.length)].id;
    const ledgerRun = await withCpu(postmasterPid, () =>
      timed(CLIENTS, SECONDS, async () => {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        await services.uow.run(({ em }) =>
          idempotent(em, { ownerId: from, key: randomUUID(), operation: 'benchTransfer', input: { to } }, async (id) => {
            await services.ledger.post(em, {
              kind: 'bench_transfer',
              referenceType: 'bench',
              referenceId: id,
              postings: [
                { account: { ownerId: from, currency: 'EUR', kind: 'user_available' }, amount: new Money('-1.23') },
                { account: { ownerId: to, currency: 'EUR', kind: 'user_available' }, amount: new Money('1.23') },
              ],
            });
          }),
        );
      }),
    );

    // The whole user feature: an EUR→USD transfer (quote, idempotency, 4 postings, record, outbox events).
    const fxRun = await withCpu(postmasterPid, () =>
      timed(CLIENTS, SECONDS, async () => {
        const u = users[Math.floor(Math.random() * users.length)];
        const q = await services.fx.issueQuote(u, 'EUR', 'USD', new Money('2.50'));
        await services.fx.transfer(u, { quoteId: q.id as string, idempotencyKey: randomUUID() });
      }),
    );
    const check = await services.ledger.check();
    await ds.destroy();

    const fmt = (n: number) => n.toFixed(n >= 100 ? 0 : 1);
    const ms = (seconds: number, count: number) => ((seconds * 1000) / count).toFixed(2);
    const pgbenchTx = tps * SECONDS;
    // Per pgbench transaction: its client's CPU and the server's (the whole machine's work for it).
    const pgbenchCpuMs = bench.pgCpu === null ? null : ((pgbenchClientCpu + bench.pgCpu) * 1000) / pgbenchTx;
    const cpuLine = (name: string, run: { count: number; nodeCpu: number; pgCpu: number | null }) =>
      run.pgCpu === null || pgbenchCpuMs === null
        ? `  ${name}: Node ${ms(run.nodeCpu, run.count)} ms (PostgreSQL not on this machine)`
        : `  ${name}: ${ms(run.nodeCpu + run.pgCpu, run.count)} ms = Node ${ms(run.nodeCpu, run.count)} + PostgreSQL ${ms(run.pgCpu, run.count)}; ` +
          `PostgreSQL's share alone allows a ratio of ${(pgbenchCpuMs / ((run.pgCpu * 1000) / run.count)).toFixed(2)}`;
    const lines = [
      `Ledger throughput, ${CLIENTS} clients, ${SECONDS} s each, PostgreSQL ${(await admin.query('SHOW server_version')).rows[0].server_version}, ${embedded ? 'embedded' : 'DATABASE_URL'} server`,
      '',
      '| run | per second | p50 ms | p99 ms | ratio to pgbench |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| pgbench TPC-B-like (baseline) | ${fmt(tps)} tx | ${pgLatency.toFixed(2)} (avg) | – | 1.00 |`,
      `| ledger: simple transfer (2 postings + idempotency key) | ${fmt(ledgerRun.perSecond)} entries | ${ledgerRun.p50.toFixed(2)} | ${ledgerRun.p99.toFixed(2)} | ${(ledgerRun.perSecond / tps).toFixed(2)} |`,
      `| fx transfer feature (4 postings, record, 2 outbox events) | ${fmt(fxRun.perSecond)} transfers | ${fxRun.p50.toFixed(2)} | ${fxRun.p99.toFixed(2)} | ${(fxRun.perSecond / tps).toFixed(2)} |`,
      '',
      "CPU per operation (the whole machine's work for it):",
      pgbenchCpuMs === null
        ? '  pgbench: PostgreSQL not on this machine'
        : `  pgbench tx: ${pgbenchCpuMs.toFixed(2)} ms = pgbench client ${ms(pgbenchClientCpu, pgbenchTx)} + PostgreSQL ${ms(bench.pgCpu ?? 0, pgbenchTx)}`,
      cpuLine('ledger simple transfer', ledgerRun),
      cpuLine('fx transfer (quote issued and executed)', fxRun),
      '',
      `errors: ledger ${ledgerRun.errors}, fx ${fxRun.errors}; ledgerCheck after the run: ${check.ok ? 'clean' : JSON.stringify(check.problems.slice(0, 3))} (${check.entries} entries)`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    if (embedded) await embedded.stop();
  }
}

main().catch((err) => {
  logger.fatal({ err }, 'benchmark failed');
  process.exit(1);
});
