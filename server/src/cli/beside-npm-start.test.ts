import { authenticator } from 'otplib';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../app/compose';
import type { Services } from '../app/registry';
import { type Config, loadConfig, repoRootDir } from '../config';
import { type Database, connectDatabase } from '../db/connect';
import { runningCluster } from '../db/embedded-postgres';
import { ownerRoleGranter } from '../db/user-roles';
import { buildVelaSchema } from '../graphql/build-schema';
import { type EventBus, createEventBus } from '../graphql/pubsub';
import { type ApiServer, startApiServer } from '../http/api-server';
import { Feed } from '../modules/market-data/feed/feed.service';
import { ScriptedProvider } from '../modules/market-data/providers/scripted/scripted-provider';
import { DEMO, seedDemo } from '../seed/demo';
import { FixedClock } from '../shared/clock';
import { freePort } from '../test/free-port';
import { GqlClient } from '../test/harness';

// Issue 30, items 12 and 13: what a new user does beside `npm start`. One server as `npm start` runs it
// (development, the embedded PostgreSQL in its own data folder, the demo data), then, as separate
// processes on the same data folder, the README's commands (items 12) and the example client's quick
// start, step by step as examples/cli/README.md writes it (item 13).

const SERVER_SRC = path.join(repoRootDir, 'server/src');
const CLI_DIR = path.join(repoRootDir, 'examples/cli');
// Each command is a Node process loading the whole server and checking the migrations: slow on a busy
// CI machine of 2 cores.
const CLI_TIMEOUT = 180_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], env: NodeJS.ProcessEnv, opts: { onStdout?: (chunk: string) => void } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, cwd: repoRootDir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      opts.onStdout?.(String(d));
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment of a shell beside `npm start`: no external database, the same data folder. */
function shellEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', VELA_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  // CI runs the server suite a second time with DATABASE_URL and REDIS_URL set: not what `npm start` uses.
  // No EMBEDDED_PG_PORT either: the port is the one the running cluster recorded in its data folder.
  for (const name of ['DATABASE_URL', 'MIGRATION_DATABASE_URL', 'REDIS_URL', 'EMBEDDED_PG_PORT', 'FIELD_ENCRYPTION_KEY', 'VELA_ROLES'])
    delete env[name];
  return env;
}

describe('beside a running `npm start` on the embedded PostgreSQL', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-beside-'));
  fs.chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const clock = new FixedClock(new Date('2026-11-20T15:00:00Z'));
  let config: Config;
  let db: Database;
  let bus: EventBus;
  let services: Services;
  let api: ApiServer;
  let feed: Feed;
  let provider: ScriptedProvider;
  let clusterPid: number;

  beforeAll(async () => {
    // The data folder's paths (uploads, the field key) as loadConfig derives them.
    const saved = process.env.VELA_DATA_DIR;
    process.env.VELA_DATA_DIR = dataDir;
    const base = loadConfig();
    if (saved === undefined) delete process.env.VELA_DATA_DIR;
    else process.env.VELA_DATA_DIR = saved;
    config = {
      ...base,
      mode: 'development',
      host: '127.0.0.1',
      port: 0,
      databaseUrl: undefined,
      migrationDatabaseUrl: undefined,
      redisUrl: undefined,
      // A port of its own, not the default one a developer's `npm start` may hold.
      embeddedPgPort: await freePort(),
      fieldEncryptionKey: undefined,
      seedDemo: true,
      logLevel: 'silent',
    };
    // What main.ts does for `npm start`: the embedded cluster in the data folder, the demo data, the API.
    db = await connectDatabase(config);
    bus = createEventBus(undefined);
    services = createServices({ ds: db.ds, config, clock, bus: bus.pubSub });
    await seedDemo(db.ds, services, ownerRoleGranter(db.ownerUrl));
    api = await startApiServer({ config, schema: await buildVelaSchema(bus.pubSub), services });
    // The market feed, scripted (the quotes the example client streams).
    provider = new ScriptedProvider(() => clock.now());
    feed = new Feed(db.ds, clock, provider, await services.marketData.directory(), services.quoteBus, {
      tickMs: 1000,
      backfillDailyDays: 0,
      backfillMinuteDays: 0,
      progress: false,
      afterTicks: (symbols) => services.tradingEngine.afterTicks(symbols),
    });
    await feed.applyTicks([provider.quote('US:AAPL', '200.00', '200.10')]);
    const running = runningCluster(path.join(dataDir, 'pg'));
    if (!running) throw new Error('the embedded cluster is not running in the data folder');
    clusterPid = running.pid;
  }, 240_000);

  afterAll(async () => {
    await feed?.stop().catch(() => {});
    await api?.close().catch(() => {});
    await services?.close().catch(() => {});
    await bus?.close().catch(() => {});
    await db?.close().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  /** `npm run <script>` beside the server: the CLI entry point, as its own process on the same data folder. */
  const npmRun = (script: 'ledger-check' | 'ops-create' | 'client-app', args: string[] = []) =>
    run(['-r', path.join(SERVER_SRC, 'test/swc-register.cjs'), path.join(SERVER_SRC, `cli/${script}.ts`), ...args], shellEnv(dataDir));

  /** The server and its cluster are still the ones that were running: nothing stopped or replaced them. */
  async function serverStillUp(): Promise<void> {
    expect(runningCluster(path.join(dataDir, 'pg'))?.pid).toBe(clusterPid);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    expect(await db.ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  }

  describe('the README commands connect to the running cluster (item 12)', () => {
    it(
      'npm run ledger:check checks the running database and passes',
      async () => {
        const r = await run(
          ['-r', path.join(SERVER_SRC, 'test/swc-register.cjs'), path.join(SERVER_SRC, 'cli/ledger-check.ts')],
          shellEnv(dataDir),
        );
        expect(r.stderr).not.toMatch(/did not start/);
        expect(r.code, r.stderr).toBe(0);
        // The demo user's deposits are in the journal it checked: the running database, not a new one.
        expect(r.stdout).toMatch(/^ledger: [1-9]\d* accounts, [1-9]\d* entries/m);
        expect(r.stdout).toMatch(/currency totals: .*EUR /m);
        expect(r.stdout).toMatch(/^ledger check: clean$/m);
        await serverStillUp();
      },
      CLI_TIMEOUT,
    );

    it(
      'npm run ops:create makes an ops user who can then sign in to the running server',
      async () => {
        const r = await npmRun('ops-create', ['--phone', '+34612000009', '--password', 'beside-npm-start']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toMatch(/^ops user created: \+34612000009 /m);
        const browser = new GqlClient(api.url);
        const signedIn = await browser.exec<{ login: { phone: string; role: string } }>(
          'mutation($input: LoginInput!) { login(input: $input) { phone role } }',
          { input: { phone: '+34612000009', password: 'beside-npm-start' } },
        );
        expect(signedIn.errors).toBeUndefined();
        expect(signedIn.data?.login).toEqual({ phone: '+34612000009', role: 'OPS' });
        await serverStillUp();
      },
      CLI_TIMEOUT,
    );

    it(
      'npm run client-app registers an app, which client-app list and the running server list',
      async () => {
        const registered = await npmRun('client-app', [
          'register',
          '--ops',
          DEMO.ops.phone,
          '--name',
          'Beside npm start',
          '--owner',
          'Vela',
          '--scopes',
          'read,trade',
        ]);
        expect(registered.code, registered.stderr).toBe(0);
        const id = /^client app registered: Beside npm start \((\S+)\)$/m.exec(registered.stdout)?.[1];
        expect(id, registered.stdout).toBeDefined();

        const listed = await npmRun('client-app', ['list']);
        expect(listed.code, listed.stderr).toBe(0);
        expect(listed.stdout).toContain(`${id}  Beside npm start  (Vela)  scopes: read,trade  manifests: none\n`);
        // The running server sees it too (the ops console's Client apps page reads the same).
        expect((await services.clientApps.listWithManifests()).map(({ app }) => app.name)).toContain('Beside npm start');
        await serverStillUp();
      },
      CLI_TIMEOUT,
    );
  });

  describe("the example client's quick start (examples/cli/README.md) against this development server (item 13)", () => {
    let env: NodeJS.ProcessEnv;
    const cli = (args: string[], opts: { onStdout?: (chunk: string) => void } = {}) =>
      run([path.join(CLI_DIR, 'dist/main.js'), ...args], env, opts);

    beforeAll(async () => {
      // npx tsc -p examples/cli/tsconfig.json
      // (Not spawnSync: this process serves the API meanwhile.)
      const built = await run(
        [path.join(repoRootDir, 'node_modules/typescript/bin/tsc'), '-p', path.join(CLI_DIR, 'tsconfig.json')],
        process.env,
      );
      if (built.code !== 0) throw new Error(`examples/cli does not compile:\n${built.stdout}${built.stderr}`);
      // export VELA_TOKEN=vela_pat_...   # Mine → API tokens → New token (the demo user, in the app, no app chosen)
      const browser = new GqlClient(api.url);
      const login = await browser.exec('mutation($input: LoginInput!) { login(input: $input) { id } }', {
        input: { phone: DEMO.user.phone, password: DEMO.user.password },
      });
      expect(login.errors).toBeUndefined();
      // The demo user has an authenticator app (its secret is printed with the demo accounts): a new API
      // token asks for a fresh code, computed at the server's time as the app on a phone would.
      const { now } = (await (await fetch(`${api.url}/healthz`)).json()) as { now: string };
      const code = authenticator.clone({ epoch: new Date(now).getTime() }).generate(DEMO.user.totpSecret);
      expect((await browser.exec('mutation($code: String!) { stepUp(code: $code) { factor } }', { code })).errors).toBeUndefined();
      const made = await browser.exec<{ createApiToken: { token: string } }>(
        'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
        { input: { name: 'my script', scopes: ['READ', 'TRADE'], expiresInDays: 30 } },
      );
      expect(made.errors).toBeUndefined();
      // export VELA_URL=http://localhost:4000   # the URL npm start printed
      env = { ...shellEnv(dataDir), VELA_URL: api.url, VELA_TOKEN: made.data?.createApiToken.token };
    }, 120_000);

    it('node examples/cli/dist/main.js portfolio', async () => {
      const r = await cli(['portfolio']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Portfolio at 2026-11-20T15:00:00\.000Z/m);
      const [{ id }] = await db.ds.query('SELECT id FROM users WHERE phone = $1', [DEMO.user.phone]);
      const [usd] = await services.ledger.balances(id, ['USD']);
      expect(usd.available.gt(0)).toBe(true);
      expect(r.stdout).toMatch(new RegExp(`^USD {2}available ${usd.available.toFixed()} {2}frozen`, 'm'));
    });

    it('node examples/cli/dist/main.js quotes US:AAPL ES:SAN --count 5', async () => {
      let printed = 0;
      const running = cli(['quotes', 'US:AAPL', 'ES:SAN', '--count', '5'], {
        onStdout: (chunk) => {
          printed += chunk.split('\n').filter(Boolean).length;
        },
      });
      let done = false;
      void running.then(() => {
        done = true;
      });
      // Ticks until the client has printed its five quotes and exited.
      for (let i = 1; i <= 400 && !done; i++) {
        await feed.applyTicks([
          provider.quote('US:AAPL', `${200 + i}.00`, `${200 + i}.10`),
          provider.quote('ES:SAN', `5.${i % 90}0`, `5.${i % 90}2`),
        ]);
        await new Promise((r) => setTimeout(r, printed > 0 ? 20 : 100));
      }
      const r = await running;
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const lines = r.stdout.trim().split('\n');
      expect(lines).toHaveLength(5);
      for (const line of lines)
        expect(line).toMatch(/^2026-11-20T15:00:00\.000Z {2}(US:AAPL|ES:SAN) {2}bid [\d.]+ {2}ask [\d.]+ {2}Simulated$/);
    });

    it('node examples/cli/dist/main.js order --symbol US:AAPL --shares 1 --limit 150, then the same with --yes', async () => {
      const preview = await cli(['order', '--symbol', 'US:AAPL', '--shares', '1', '--limit', '150']);
      expect(preview.stderr).toBe('');
      expect(preview.stdout).toContain('Preview: LONG 1 US:AAPL limit 150');
      expect(preview.stdout).toMatch(/charge COMMISSION: \d+(\.\d+)? USD/);
      expect(preview.stdout).toContain('Not placed: run again with --yes to place it.');
      const orders = () => db.ds.query(`SELECT order_no FROM orders WHERE symbol = 'US:AAPL' AND limit_price = 150`);
      expect(await orders()).toHaveLength(0);

      const placed = await cli(['order', '--symbol', 'US:AAPL', '--shares', '1', '--limit', '150', '--yes']);
      expect(placed.stderr).toBe('');
      const m = /^Placed order (\S+): PENDING LONG 1 US:AAPL limit 150 \(held [\d.]+ USD\)$/m.exec(placed.stdout);
      expect(m, placed.stdout).not.toBeNull();
      expect(await orders()).toEqual([{ order_no: m?.[1] }]);
    });
  });
});
