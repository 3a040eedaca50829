import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEMO } from './seed/demo';
import { startupBanner } from './startup-banner';

// Issue 11 item 7: production seeded the demo ops account (SEED_DEMO defaulted to true) and printed its
// password at start. Now production seeds only when forced, and only development prints passwords.

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const banner = (over: Record<string, string | undefined>) => {
  process.env = { ...saved, ...over };
  const config = loadConfig();
  return { config, text: startupBanner(config, { apiUrl: 'http://localhost:4000', seeded: true, embedded: true }) };
};

describe('demo seed and start banner', () => {
  it('does not seed the demo accounts in production by default, refuses plain SEED_DEMO=true, and seeds only when forced', () => {
    expect(banner({ NODE_ENV: 'production', SEED_DEMO: undefined }).config.seedDemo).toBe(false);
    expect(banner({ NODE_ENV: 'production', SEED_DEMO: 'false' }).config.seedDemo).toBe(false);
    expect(() => banner({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO.*force/);
    expect(banner({ NODE_ENV: 'production', SEED_DEMO: 'force' }).config.seedDemo).toBe(true);
    expect(banner({ NODE_ENV: 'development', SEED_DEMO: undefined }).config.seedDemo).toBe(true);
    expect(banner({ NODE_ENV: 'development', SEED_DEMO: 'false' }).config.seedDemo).toBe(false);
  });

  it('prints demo passwords in development only', () => {
    const passwords = [DEMO.user.password, DEMO.user.payPassword, DEMO.user.totpSecret, DEMO.ops.password, DEMO.checker.password];
    const dev = banner({ NODE_ENV: 'development', SEED_DEMO: undefined }).text;
    expect(dev).toContain(DEMO.ops.password);
    for (const [env, seed] of [
      ['production', 'force'],
      ['production', undefined],
      ['test', 'true'],
    ] as const) {
      const { text } = banner({ NODE_ENV: env, SEED_DEMO: seed });
      for (const p of passwords) expect(text).not.toContain(p);
      expect(text).toContain('Vela is running');
    }
  });
});
