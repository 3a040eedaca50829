import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import {
  APP_PASSWORD_FILE,
  APP_ROLE,
  type EmbeddedDatabase,
  OWNER_PASSWORD_FILE,
  OWNER_ROLE,
  PASSWORD_FILE,
  runningCluster,
  startEmbeddedPostgres,
} from './embedded-postgres';

// Issue 11, item 3: the embedded PostgreSQL no longer has a fixed password written in the code. Each
// cluster gets a random one, kept in its data folder and readable by its owner only.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-embedded-pw-'));
fs.chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
let db: EmbeddedDatabase | null = null;
afterAll(async () => {
  await db?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function connects(url: string, password: string): Promise<boolean> {
  const u = new URL(url);
  u.password = password;
  const c = new pg.Client({ connectionString: u.toString() });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL password', () => {
  it('is random, kept in the data folder with mode 0600, the same after a restart; the old fixed one is refused', async () => {
    const port = await freePort();
    db = await startEmbeddedPostgres({ dataDir, port, database: 'vela' });
    const file = path.join(dataDir, PASSWORD_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(decodeURIComponent(new URL(db.url).password)).toBe(password);
    expect(await connects(db.url, password)).toBe(true);
    expect(await connects(db.url, 'vela-embedded')).toBe(false);

    // A cluster from before (the fixed password, no file) gets a random one at its next start.
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD 'vela-embedded'`);
    await admin.end();
    fs.rmSync(file);
    await db.stop();
    db = await startEmbeddedPostgres({ dataDir, port, database: 'vela' });
    const rotated = fs.readFileSync(file, 'utf8').trim();
    expect(rotated).not.toBe(password);
    expect(await connects(db.url, 'vela-embedded')).toBe(false);
    await db.stop();

    db = await startEmbeddedPostgres({ dataDir, port, database: 'vela' });
    expect(decodeURIComponent(new URL(db.url).password)).toBe(rotated);
    expect(await connects(db.url, rotated)).toBe(true);
  });
});

describe('the embedded PostgreSQL roles (issue 11, item 3)', () => {
  it('makes an owner and a least-privilege app role with random passwords kept 0600, and hands an older database to the owner', async () => {
    const dir = path.join(root, 'roles');
    const port = await freePort();
    // A cluster from before the roles: the database and its objects belong to the superuser.
    let old = await startEmbeddedPostgres({ dataDir: dir, port, database: 'vela' });
    const su = new pg.Client({ connectionString: old.url });
    await su.connect();
    await su.query('CREATE TABLE history (id bigserial PRIMARY KEY, note text)');
    await su.query('CREATE FUNCTION note_length(t text) RETURNS int LANGUAGE sql AS $$ SELECT length(t) $$');
    await su.end();
    await old.stop();

    old = await startEmbeddedPostgres({ dataDir: dir, port, database: 'vela', roles: true });
    db = old;
    for (const file of [OWNER_PASSWORD_FILE, APP_PASSWORD_FILE]) {
      expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(path.join(dir, file), 'utf8').trim()).toMatch(/^[0-9a-f]{48}$/);
    }
    expect(decodeURIComponent(new URL(old.ownerUrl).username)).toBe(OWNER_ROLE);
    expect(decodeURIComponent(new URL(old.appUrl).username)).toBe(APP_ROLE);

    const admin = new pg.Client({ connectionString: old.url });
    await admin.connect();
    const roles = await admin.query(
      `SELECT rolname, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname IN ($1, $2) ORDER BY rolname`,
      [APP_ROLE, OWNER_ROLE],
    );
    expect(roles.rows).toEqual([
      { rolname: APP_ROLE, rolsuper: false, rolcreatedb: false, rolcreaterole: false },
      { rolname: OWNER_ROLE, rolsuper: false, rolcreatedb: false, rolcreaterole: false },
    ]);
    const owners = await admin.query(`SELECT (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = 'vela') AS db`);
    expect(owners.rows[0].db).toBe(OWNER_ROLE);
    await admin.end();
    const asOwner = new pg.Client({ connectionString: old.ownerUrl });
    await asOwner.connect();
    const objects = await asOwner.query(
      `SELECT pg_get_userbyid(c.relowner) AS t, (SELECT pg_get_userbyid(proowner) FROM pg_proc WHERE proname = 'note_length') AS f
       FROM pg_class c WHERE c.relname = 'history'`,
    );
    expect(objects.rows[0]).toEqual({ t: OWNER_ROLE, f: OWNER_ROLE });
    await asOwner.query('ALTER TABLE history ADD COLUMN at timestamptz'); // the owner migrates it
    await asOwner.end();

    const asApp = new pg.Client({ connectionString: old.appUrl });
    await asApp.connect();
    await expect(asApp.query('CREATE TEMP TABLE t (id int)')).rejects.toThrow(/permission denied/);
    await asApp.end();

    // The same passwords after a restart.
    const appUrl = old.appUrl;
    await old.stop();
    db = await startEmbeddedPostgres({ dataDir: dir, port, database: 'vela', roles: true });
    expect(db.appUrl).toBe(appUrl);
  });
});

describe('the cluster already running on a data folder (issue 30, item 12)', () => {
  it('is read from postmaster.pid while its process lives; a missing or stale file means none runs', () => {
    const dir = fs.mkdtempSync(path.join(root, 'pidfile-'));
    expect(runningCluster(dir)).toBeNull();
    const pidFile = (pid: number, port: number) =>
      fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1764000000\n${port}\n/tmp\n127.0.0.1\n  1234  5678\nready   \n`);
    // A live process holds it (this one stands in for the postmaster).
    pidFile(process.pid, 54399);
    expect(runningCluster(dir)).toEqual({ pid: process.pid, port: 54399 });
    // Left by a crash: its process is gone.
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    pidFile(gone, 54399);
    expect(runningCluster(dir)).toBeNull();
  });
});
