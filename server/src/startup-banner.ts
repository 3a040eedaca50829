import type { Config } from './config';
import { DEMO } from './seed/demo';

/**
 * What the process prints when the API is up. Demo passwords appear only in development: in production
 * (and tests) the banner names no password, even when the demo accounts were seeded by force.
 */
export function startupBanner(
  config: Pick<Config, 'mode' | 'seedDemo' | 'embeddedPgPort' | 'dataDir'>,
  opts: { apiUrl: string; seeded: boolean; embedded: boolean },
): string {
  const demo = config.seedDemo && config.mode === 'development';
  const lines = [
    `  Vela is running:  ${opts.apiUrl}/`,
    `  GraphiQL (ops):   ${opts.apiUrl}/graphiql   (sign in as ops in the app first)`,
    demo ? `  Demo user:        ${DEMO.user.phone} / ${DEMO.user.password}  (pay password ${DEMO.user.payPassword})` : '',
    demo ? `  Demo user's authenticator app: secret ${DEMO.user.totpSecret}  (withdrawals and new cards ask for a code)` : '',
    demo ? `  Demo ops:         ${DEMO.ops.phone} / ${DEMO.ops.password}` : '',
    demo ? `  Invite code:      ${DEMO.inviteCode}${opts.seeded ? '  (demo data seeded just now)' : ''}` : '',
    config.seedDemo && !demo ? '  Demo accounts:    seeded (SEED_DEMO); change or remove them: their passwords are public' : '',
    `  Database:         ${opts.embedded ? `embedded PostgreSQL on port ${config.embeddedPgPort}, data in ${config.dataDir}` : 'DATABASE_URL'}`,
    '  Press Ctrl-C to stop.',
  ];
  return `\n${lines.filter((l) => l !== '').join('\n')}\n\n`;
}
