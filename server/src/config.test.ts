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

  it('warns of a stop-out halfway between the close-out ratio and 1 by default; a warning level outside (close-out, 1) is refused', () => {
    delete process.env.MARGIN_CLOSE_OUT_RATIO;
    delete process.env.MARGIN_WARNING_RATIO;
    expect(loadConfig().trading).toMatchObject({ closeOutRatio: '0.5', warningRatio: '0.75' });
    process.env.MARGIN_CLOSE_OUT_RATIO = '0.3';
    expect(loadConfig().trading.warningRatio).toBe('0.65');
    process.env.MARGIN_WARNING_RATIO = '0.9';
    expect(loadConfig().trading.warningRatio).toBe('0.9');
    for (const bad of ['0.3', '0.2', '1', '1.5', 'most']) {
      process.env.MARGIN_WARNING_RATIO = bad;
      expect(() => loadConfig(), bad).toThrow(/MARGIN_WARNING_RATIO/);
    }
  });

  it('splits roles for a scaled-out deployment', () => {
    process.env.VELA_ROLES = 'feed, jobs';
    expect(loadConfig().roles).toEqual(['feed', 'jobs']);
  });
});
