import fs from 'node:fs';
import path from 'node:path';

// The one place that reads the environment. Parsed once, typed, and it fails fast on nonsense.
export type Role = 'api' | 'feed' | 'jobs';
export type Mode = 'production' | 'development' | 'test';

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  roles: Role[];
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  dataDir: string;
  redisUrl: string | undefined;
  cookieSecure: boolean;
  sessionDays: number;
  logLevel: string;
  clientDist: string;
  persistedDocumentsPath: string;
  loginAttemptsPerMinute: number;
  hashConcurrency: number;
  hashQueueLimit: number;
  seedDemo: boolean;
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** Market data (issue 4). */
  marketDataProvider: 'simulated' | 'replay' | 'yahoo';
  simSeed: number;
  feedTickMs: number;
  feedBackfillDays: number;
  feedBackfillMinuteDays: number;
  minuteBarRetentionDays: number;
  replayDir: string;
  yahooPollMs: number;
  marketSelected: string[];
  wsQuoteHighWaterBytes: number;
}

// Source runs from server/src, the build from server/dist/server/src: find the workspace root above either.
function findRepoRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).workspaces) return dir;
  }
  return process.cwd();
}
const repoRoot = findRepoRoot(__dirname);

function int(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`Setting ${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`Setting ${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new Error(`Setting ${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function roles(): Role[] {
  const raw = process.env.VELA_ROLES ?? 'api,feed,jobs';
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const r of list) {
    if (!['api', 'feed', 'jobs'].includes(r)) throw new Error(`VELA_ROLES: unknown role "${r}" (api, feed, jobs)`);
  }
  if (list.length === 0) throw new Error('VELA_ROLES must name at least one role');
  return list as Role[];
}

/** The SELECTED list's default curation: a few household names per market. */
const DEFAULT_SELECTED = [
  'ES:SAN',
  'ES:ITX',
  'ES:IBE',
  'ES:BBVA',
  'US:AAPL',
  'US:NVDA',
  'US:MSFT',
  'US:AMZN',
  'TW:2330',
  'TW:2317',
  'TW:2454',
  'GOLD:XAU',
];

function symbols(name: string, fallback: string[]): string[] {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of list) {
    if (!/^(ES|US|TW|GOLD):[A-Z0-9.]{1,12}$/.test(s)) throw new Error(`${name}: "${s}" is not a symbol like US:AAPL`);
  }
  return list;
}

export function loadConfig(): Config {
  const mode = oneOf<Mode>('NODE_ENV', ['production', 'development', 'test'], 'development');
  return {
    mode,
    port: int('PORT', 4000, 0, 65535),
    host: process.env.HOST || '0.0.0.0',
    roles: roles(),
    databaseUrl: process.env.DATABASE_URL || undefined,
    embeddedPgPort: int('EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dataDir: path.resolve(repoRoot, process.env.VELA_DATA_DIR || '.data'),
    redisUrl: process.env.REDIS_URL || undefined,
    cookieSecure: bool('COOKIE_SECURE', false),
    sessionDays: int('SESSION_DAYS', 30, 1, 365),
    logLevel: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    clientDist: path.resolve(repoRoot, 'client/dist'),
    persistedDocumentsPath: path.resolve(repoRoot, 'client/src/gql/persisted-documents.json'),
    loginAttemptsPerMinute: int('LOGIN_ATTEMPTS_PER_MINUTE', 5, 1, 1000),
    hashConcurrency: int('HASH_CONCURRENCY', 2, 1, 64),
    hashQueueLimit: int('HASH_QUEUE_LIMIT', 200, 1, 100000),
    seedDemo: bool('SEED_DEMO', true),
    publicUrl: process.env.PUBLIC_URL || undefined,
    trustProxy: bool('TRUST_PROXY', false),
    marketDataProvider: oneOf('MARKET_DATA_PROVIDER', ['simulated', 'replay', 'yahoo'], 'simulated'),
    simSeed: int('SIM_SEED', 20251121, 0, 2 ** 31 - 1),
    feedTickMs: int('FEED_TICK_MS', 1000, 50, 3_600_000),
    feedBackfillDays: int('FEED_BACKFILL_DAYS', 730, 0, 3650),
    feedBackfillMinuteDays: int('FEED_BACKFILL_MINUTE_DAYS', 30, 0, 60),
    minuteBarRetentionDays: int('MINUTE_BAR_RETENTION_DAYS', 35, 1, 3650),
    replayDir: path.resolve(repoRoot, process.env.REPLAY_DIR || 'server/src/modules/market-data/data/replay'),
    yahooPollMs: int('YAHOO_POLL_MS', 15_000, 1000, 3_600_000),
    marketSelected: symbols('MARKET_SELECTED', DEFAULT_SELECTED),
    wsQuoteHighWaterBytes: int('WS_QUOTE_HIGH_WATER_BYTES', 64 * 1024, 1024, 64 * 1024 * 1024),
  };
}

export const repoRootDir = repoRoot;
