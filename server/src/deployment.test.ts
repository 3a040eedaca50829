import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
