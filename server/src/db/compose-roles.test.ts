import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Issue 11 item 3 in docker compose: it connected every process as `vela:vela`, the superuser with a
// password written in the file. Read without docker, so it always runs.
const dockerDir = path.resolve(__dirname, '../../../docker');

describe('docker compose database roles', () => {
  type Service = { environment?: Record<string, string>; volumes?: string[]; command?: string[] };
  const services = (): Record<string, Service> =>
    (parse(fs.readFileSync(path.join(dockerDir, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> })
      .services;

  it('has no password in the file: every one comes from the environment, with no default', () => {
    const text = fs.readFileSync(path.join(dockerDir, 'docker-compose.yml'), 'utf8');
    expect(text).not.toMatch(/postgres:\/\/[^:\s]+:(?!\$\{)[^@\s]+@/); // no literal password in a URL
    const pg = services().postgres.environment ?? {};
    for (const key of ['POSTGRES_PASSWORD', 'VELA_OWNER_DB_PASSWORD', 'VELA_APP_DB_PASSWORD']) expect(pg[key], key).toBe(`\${${key}:-}`);

    // The object store's secret too: unset, MinIO refuses to start and the API refuses S3 without it.
    const all = services();
    const fromEnvironment = `\${S3_SECRET_KEY:-}`;
    expect(all.minio.environment?.MINIO_ROOT_PASSWORD).toBe(fromEnvironment);
    for (const name of ['api-1', 'api-2', 'feed', 'jobs']) expect(all[name].environment?.S3_SECRET_KEY, name).toBe(fromEnvironment);
  });

  it('runs every Vela process as the app role; only the migrate service knows the owner', () => {
    const all = services();
    const vela = Object.entries(all).filter(([, s]) => s.environment?.DATABASE_URL);
    expect(vela.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'feed', 'jobs', 'migrate']);
    for (const [name, s] of vela) {
      expect(new URL(s.environment?.DATABASE_URL ?? '').username, name).toBe('vela_app');
      if (name === 'migrate') expect(new URL(s.environment?.MIGRATION_DATABASE_URL ?? '').username).toBe('vela_owner');
      else expect(s.environment?.MIGRATION_DATABASE_URL, name).toBeUndefined();
    }
    expect(all.migrate.command).toEqual(['node', 'server/dist/server/src/cli/migrate.js']);
  });

  it('makes the roles with an init script: no superuser, no CREATEDB/CREATEROLE, the database owned by vela_owner, no TEMP for PUBLIC', () => {
    expect(services().postgres.volumes).toContain('./postgres-init:/docker-entrypoint-initdb.d:ro');
    const script = fs.readFileSync(path.join(dockerDir, 'postgres-init/10-vela-roles.sh'), 'utf8');
    expect(script).toMatch(/CREATE ROLE vela_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE/);
    expect(script).toMatch(/CREATE ROLE vela_owner LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE/);
    expect(script).toMatch(/CREATE DATABASE vela OWNER vela_owner/);
    expect(script).toMatch(/REVOKE ALL ON DATABASE vela FROM PUBLIC/);
    expect(fs.statSync(path.join(dockerDir, 'postgres-init/10-vela-roles.sh')).mode & 0o111).not.toBe(0);
  });
});
