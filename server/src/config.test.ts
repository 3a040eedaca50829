import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('config', () => {
  it('defaults to one process with every role on the embedded database', () => {
    delete process.env.DATABASE_URL;
    delete process.env.VELA_ROLES;
    delete process.env.PORT;
    const c = loadConfig();
    expect(c.roles).toEqual(['api', 'feed', 'jobs']);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(4000);
    expect(c.embeddedPgPort).not.toBe(5432);
  });

  it('fails fast on nonsense, naming the setting', () => {
    process.env.PORT = 'eighty';
    expect(() => loadConfig()).toThrow(/PORT/);
    process.env.PORT = '4000';
    process.env.VELA_ROLES = 'api,cooking';
    expect(() => loadConfig()).toThrow(/VELA_ROLES.*cooking/);
    process.env.VELA_ROLES = 'api';
    process.env.COOKIE_SECURE = 'maybe';
    expect(() => loadConfig()).toThrow(/COOKIE_SECURE/);
  });

  it('splits roles for a scaled-out deployment', () => {
    process.env.VELA_ROLES = 'feed, jobs';
    expect(loadConfig().roles).toEqual(['feed', 'jobs']);
  });
});
