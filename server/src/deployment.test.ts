import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const composeFile = path.resolve(__dirname, '../../docker/docker-compose.yml');

function composeCommand(): string[] | null {
  for (const cmd of [['docker', 'compose'], ['docker-compose']]) {
    try {
      execFileSync(cmd[0], [...cmd.slice(1), 'version'], { stdio: 'ignore' });
      return cmd;
    } catch {
      // try the next one
    }
  }
  return null;
}

const compose = composeCommand();
if (!compose) {
  console.warn(
    '\n*** docker compose is not installed: the compose-file check is SKIPPED. Install it with `apt-get install docker-compose`. ***\n',
  );
}

describe.skipIf(!compose)('docker/docker-compose.yml', () => {
  it('is valid and runs PostgreSQL, Redis, two API replicas, a feed and a jobs process', () => {
    const out = execFileSync(compose![0], [...compose!.slice(1), '-f', composeFile, 'config'], { encoding: 'utf8' });
    for (const service of ['postgres:', 'redis:', 'api-1:', 'api-2:', 'feed:', 'jobs:']) expect(out).toContain(service);
    expect(out).toMatch(/VELA_ROLES: api/);
    expect(out).toMatch(/VELA_ROLES: feed/);
    expect(out).toMatch(/VELA_ROLES: jobs/);
    expect(out).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
  });
});

// Issue 11 item 2: compose set TRUST_PROXY with the API ports published, so anyone could reach an API
// process directly and choose their own X-Forwarded-For. Read without docker, so it always runs.
describe('docker/docker-compose.yml and the client address', () => {
  type Service = { environment?: Record<string, string>; ports?: unknown[]; command?: string[] };
  const services = (): Record<string, Service> => {
    const doc = parse(fs.readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, Service> };
    return doc.services;
  };

  it('publishes no API process that trusts X-Forwarded-For; clients come through the one proxy', () => {
    const all = services();
    const api = Object.entries(all).filter(([, s]) => s.environment?.VELA_ROLES?.includes('api'));
    expect(api.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [, s] of Object.entries(all)) expect(s.environment?.TRUST_PROXY).toBeUndefined();
    for (const [name, s] of api) {
      expect(Number(s.environment?.TRUST_PROXY_HOPS ?? 0), name).toBe(1);
      expect(s.ports, `${name} must not publish a port while it trusts a proxy hop`).toBeUndefined();
    }
    expect(all.proxy.ports).toEqual(['4000:8080']);
    expect(all.proxy.command).toEqual(expect.arrayContaining(['api-1:4000', 'api-2:4000']));
  });
});
