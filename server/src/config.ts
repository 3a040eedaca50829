import fs from 'node:fs';
import path from 'node:path';
import { Money } from './shared/money';

// The one place that reads the environment. Parsed once, typed, and it fails fast on nonsense.
export type Role = 'api' | 'feed' | 'jobs';
export type Mode = 'production' | 'development' | 'test';

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  roles: Role[];
  databaseUrl: string | undefined;
  /**
   * The owner role that runs migrations and grants the app role its privileges (MIGRATION_DATABASE_URL,
   * issue 11 item 3); unset: DATABASE_URL's role does both. Only with DATABASE_URL.
   */
  migrationDatabaseUrl: string | undefined;
  embeddedPgPort: number;
  dataDir: string;
  redisUrl: string | undefined;
  cookieSecure: boolean;
  /**
   * Ops accounts need a second factor (passkey or authenticator app) for the ops console, sign in in two
   * steps, and decide reviews with a fresh check (issue 32). On in production unless OPS_SECOND_FACTOR=false.
   */
  opsSecondFactor: boolean;
  sessionDays: number;
  logLevel: string;
  clientDist: string;
  persistedDocumentsPath: string;
  loginAttemptsPerMinute: number;
  /** Sign-in attempts per minute from one IP address, whatever the phone (refunded when they succeed). */
  loginAttemptsPerIpPerMinute: number;
  /** Requests (HTTP operations and subscriptions) one API token may make per minute (API_TOKEN_REQUESTS_PER_MINUTE). */
  apiTokenRequestsPerMinute: number;
  hashConcurrency: number;
  hashQueueLimit: number;
  seedDemo: boolean;
  publicUrl: string | undefined;
  /**
   * How many reverse proxies stand in front of the API (TRUST_PROXY_HOPS). The client's address is the
   * X-Forwarded-For entry that many places from the right; 0 (default) ignores the header. Only set it
   * when the API is reachable through those proxies alone.
   */
  trustProxyHops: number;
  /** AES-256-GCM key (base64 of 32 bytes) for fields encrypted at rest; unset: a key file in dataDir. */
  fieldEncryptionKey: string | undefined;
  /** Market data (issue 4). */
  marketDataProvider: 'simulated' | 'replay' | 'yahoo';
  simSeed: number;
  feedTickMs: number;
  /** A quote older than this, while its market is in session, fills nothing (QUOTE_STALE; engines wait; /healthz says stale). */
  quoteMaxAgeSeconds: number;
  feedBackfillDays: number;
  feedBackfillMinuteDays: number;
  minuteBarRetentionDays: number;
  replayDir: string;
  yahooPollMs: number;
  marketSelected: string[];
  wsQuoteHighWaterBytes: number;
  /** How often each API process checks that the sessions behind its open WebSockets are still valid. */
  wsSessionCheckMs: number;
  /** How often every WebSocket is pinged; one that has not answered the previous ping is dropped. */
  wsHeartbeatMs: number;
  money: MoneyConfig;
  trading: TradingConfig;
  /**
   * CLOCK_START (an ISO instant) starts this process's clock there and lets it run on: demos and
   * end-to-end tests on a weekend see markets in session. Quotes still come only from the feed.
   */
  clockStart: Date | undefined;
  /**
   * CLOCK_RATE (1–60, with CLOCK_START only): how many seconds of the shifted clock pass per real second, so an
   * end-to-end run can watch a session's last hour (the intraday strategy flat by the close) in minutes.
   */
  clockRate: number;
  /** TEST_CLOCK=on (only with CLOCK_START): ops may move this process's clock forward (advanceTestClock), for end-to-end runs. */
  testClock: boolean;
  /** Ops review: approvals of amounts above this (in the item's currency) need a second ops user. */
  reviewSecondApprovalAbove: string;
  uploads: UploadsConfig;
  /** Web Push (issue 31). */
  push: PushConfig;
}

/** Web Push (issue 31): the VAPID keys and how delivery is tried. */
export interface PushConfig {
  /**
   * VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or VAPID_PRIVATE_KEY_FILE, base64url as
   * `web-push generate-vapid-keys` prints them); unset: a key file in dataDir (modules/push/vapid.ts).
   */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who push services may contact about this sender (VAPID_SUBJECT, a mailto: or https: address). */
  vapidSubject: string;
  /**
   * PUSH_ALLOW_LOOPBACK_HTTP: accept subscription endpoints on http://127.0.0.1 (tests' own push receivers).
   * Refused in production, where endpoints are https and never loopback, private or link-local.
   */
  allowLoopbackHttp: boolean;
  /** Devices one user may subscribe at once (PUSH_MAX_SUBSCRIPTIONS). */
  maxSubscriptionsPerUser: number;
  /** Tries after the first failed one (PUSH_RETRY_LIMIT), with a delay that doubles from PUSH_RETRY_DELAY_SECONDS. */
  retryLimit: number;
  retryDelaySeconds: number;
}

/** Image uploads (issue 18): ID documents, receipts and banners. */
export interface UploadsConfig {
  /** Largest upload in bytes (UPLOAD_MAX_BYTES), enforced while the request streams in. */
  maxBytes: number;
  /** Largest decoded image in pixels (UPLOAD_MAX_PIXELS): a small file declaring huge dimensions is refused before decoding. */
  maxPixels: number;
  /** Stored images are scaled down to fit this many pixels on their longer side (UPLOAD_MAX_DIMENSION). */
  maxDimension: number;
  /** Unattached uploads one user may hold at once (UPLOAD_MAX_PENDING); the cleanup job frees them after a day. */
  maxPending: number;
  /** Local store folder (default VELA_DATA_DIR/uploads), used when no S3 store is configured. */
  dir: string;
  /** An S3-compatible store (S3_URL, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION); unset: local disk. */
  s3: { url: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
}

/** Trading settings (issue 5). Charges live in their own dated table (modules/trading/data). */
export interface TradingConfig {
  /** Leverage a user may choose, per market (ESMA's retail caps: 5× shares, 20× gold). */
  leverage: Record<'ES' | 'US' | 'TW' | 'GOLD', number[]>;
  /** A watched position is closed out when its equity falls to this share of its margin. */
  closeOutRatio: string;
  /**
   * A watched position's owner is warned once ("near stop-out") when its equity falls to this share of its
   * margin (MARGIN_WARNING_RATIO; default halfway between the close-out ratio and 1). Above the close-out ratio, below 1.
   */
  warningRatio: string;
  /** Positions with at least this leverage are intraday only: closed at the quote just before the close (0: none). */
  intradayLeverageFrom: number;
  /** How long before a session's close the end-of-day rule closes intraday positions. */
  endOfDayLeadSeconds: number;
  /** Largest share count of one order. */
  maxOrderShares: number;
  /** Extra held for limit orders in a converted market (TW): FX may move before the fill. */
  fxHoldBufferBps: number;
  /** Settlement currency per quote currency (TWD positions settle in USD). */
  settlement: Record<string, string>;
}

/** Funding and FX settings. Amounts are decimal strings (never floats); shown to users before they confirm. */
export interface MoneyConfig {
  /** Cash currencies a user holds balances in. */
  currencies: string[];
  /** Largest amount one request may move, per currency. */
  maxAmount: string;
  withdrawMinimumBank: string;
  withdrawMinimumCrypto: string;
  /** Bank withdrawal fee: rate of the amount, at least the minimum. */
  withdrawFeeBankRate: string;
  withdrawFeeBankMinimum: string;
  /** Crypto withdrawal fee: a fixed amount. */
  withdrawFeeCryptoFixed: string;
  /** Configured mid rates (until the market-data FX quote replaces them), e.g. { EURUSD: '1.1600' }. */
  fxRates: Record<string, string>;
  /** The disclosed spread on transfers between currencies, in basis points of the mid rate. */
  fxSpreadBps: number;
  /**
   * A transfer executes at the rate the user was shown if the live rate is still within this many basis
   * points of it; otherwise it is refused with RATE_CHANGED and the new rate.
   */
  fxRateToleranceBps: number;
  /** The platform's receiving account shown on the deposit screen. */
  depositBankName: string;
  depositAccountHolder: string;
  depositIban: string;
  depositBic: string;
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

function decimal(name: string, fallback: string): string {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(raw)) throw new Error(`Setting ${name} must be a non-negative decimal such as 12.50, got "${raw}"`);
  return raw;
}

// FX_RATES=EURUSD:1.1600 (pairs separated by commas); only the pairs of cash currencies matter here.
function fxRates(): Record<string, string> {
  const raw = process.env.FX_RATES || 'EURUSD:1.1600';
  const rates: Record<string, string> = {};
  for (const part of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Z]{3}[A-Z]{3}):(\d{1,6}(\.\d{1,8})?)$/.exec(part);
    if (!m || Number(m[2]) <= 0) throw new Error(`FX_RATES: "${part}" is not PAIR:RATE such as EURUSD:1.1600`);
    rates[m[1]] = m[2];
  }
  return rates;
}

function moneyConfig(): MoneyConfig {
  return {
    currencies: ['EUR', 'USD'],
    maxAmount: decimal('MAX_AMOUNT', '10000000'),
    withdrawMinimumBank: decimal('WITHDRAW_MINIMUM_BANK', '100'),
    withdrawMinimumCrypto: decimal('WITHDRAW_MINIMUM_CRYPTO', '50'),
    withdrawFeeBankRate: decimal('WITHDRAW_FEE_BANK_RATE', '0.005'),
    withdrawFeeBankMinimum: decimal('WITHDRAW_FEE_BANK_MINIMUM', '2'),
    withdrawFeeCryptoFixed: decimal('WITHDRAW_FEE_CRYPTO_FIXED', '3'),
    fxRates: fxRates(),
    fxSpreadBps: int('FX_SPREAD_BPS', 50, 0, 1000),
    fxRateToleranceBps: int('FX_RATE_TOLERANCE_BPS', 10, 0, 500),
    depositBankName: process.env.DEPOSIT_BANK_NAME || 'Banco Vela Demo, S.A.',
    depositAccountHolder: process.env.DEPOSIT_ACCOUNT_HOLDER || 'Vela Markets S.L. client money account',
    depositIban: process.env.DEPOSIT_IBAN || 'ES9121000418450200051332',
    depositBic: process.env.DEPOSIT_BIC || 'CAIXESBBXXX',
  };
}

// TRADING_LEVERAGE=ES:1,2,5;US:1,2,5;TW:1,2,5;GOLD:1,2,5,10,20
function leverageTable(): TradingConfig['leverage'] {
  const raw = process.env.TRADING_LEVERAGE || 'ES:1,2,5;US:1,2,5;TW:1,2,5;GOLD:1,2,5,10,20';
  const out: Partial<TradingConfig['leverage']> = {};
  for (const part of raw
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^(ES|US|TW|GOLD):(\d{1,3}(,\d{1,3})*)$/.exec(part);
    if (!m) throw new Error(`TRADING_LEVERAGE: "${part}" is not MARKET:1,2,5`);
    const list = m[2].split(',').map(Number);
    if (!list.includes(1) || list.some((n) => n < 1 || n > 100))
      throw new Error(`TRADING_LEVERAGE: ${m[1]} must allow 1 and stay within 1..100`);
    out[m[1] as keyof TradingConfig['leverage']] = [...new Set(list)].sort((a, b) => a - b);
  }
  for (const market of ['ES', 'US', 'TW', 'GOLD'] as const) out[market] ??= [1];
  return out as TradingConfig['leverage'];
}

function tradingConfig(): TradingConfig {
  const closeOutRatio = decimal('MARGIN_CLOSE_OUT_RATIO', '0.5');
  if (Number(closeOutRatio) <= 0 || Number(closeOutRatio) >= 1) throw new Error('MARGIN_CLOSE_OUT_RATIO must be between 0 and 1');
  const warningRatio = decimal('MARGIN_WARNING_RATIO', new Money(closeOutRatio).plus(1).dividedBy(2).toFixed());
  if (new Money(warningRatio).lte(closeOutRatio) || new Money(warningRatio).gte(1))
    throw new Error(`MARGIN_WARNING_RATIO must be above MARGIN_CLOSE_OUT_RATIO (${closeOutRatio}) and below 1, got "${warningRatio}"`);
  return {
    leverage: leverageTable(),
    closeOutRatio,
    warningRatio,
    intradayLeverageFrom: int('INTRADAY_LEVERAGE_FROM', 5, 0, 100),
    endOfDayLeadSeconds: int('END_OF_DAY_LEAD_SECONDS', 120, 10, 3600),
    maxOrderShares: int('MAX_ORDER_SHARES', 1_000_000, 1, 100_000_000),
    fxHoldBufferBps: int('TRADING_FX_HOLD_BUFFER_BPS', 200, 0, 2000),
    settlement: { EUR: 'EUR', USD: 'USD', TWD: 'USD' },
  };
}

function base64Key(name: string): string | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || Buffer.from(raw, 'base64').length !== 32) {
    throw new Error(`${name} must be 32 random bytes in base64 (openssl rand -base64 32)`);
  }
  return raw;
}

/**
 * SEED_DEMO: true/false, or `force`. Development and tests seed the demo accounts by default; production
 * never does unless forced (their passwords are public), and plain `true` there is refused as a mistake.
 */
function seedDemo(mode: Mode): boolean {
  const raw = (process.env.SEED_DEMO ?? '').toLowerCase();
  if (raw === 'force') return true;
  if (mode !== 'production') return bool('SEED_DEMO', true);
  if (bool('SEED_DEMO', false)) {
    throw new Error(
      'SEED_DEMO: production does not seed the demo accounts (public passwords); create ops users with `npm run ops:create`, or set SEED_DEMO=force',
    );
  }
  return false;
}

function trustProxyHops(): number {
  if (process.env.TRUST_PROXY !== undefined && process.env.TRUST_PROXY !== '') {
    // The old switch trusted the client's own left-most entry: refuse it rather than guess a number.
    throw new Error('TRUST_PROXY was replaced by TRUST_PROXY_HOPS: the number of reverse proxies in front of the API (e.g. 1)');
  }
  return int('TRUST_PROXY_HOPS', 0, 0, 10);
}

function instant(name: string): Date | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const at = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(at.getTime()))
    throw new Error(`${name} must be an ISO instant such as 2026-11-18T15:00:00Z, got "${raw}"`);
  return at;
}

function s3Store(): UploadsConfig['s3'] {
  const url = process.env.S3_URL;
  if (url === undefined || url === '') return undefined;
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new Error(`S3_URL must be an http(s) address such as http://minio:9000, got "${url}"`);
  const need = (name: string) => {
    const v = process.env[name];
    if (!v) throw new Error(`${name} must be set when S3_URL is`);
    return v;
  };
  return {
    url,
    bucket: need('S3_BUCKET'),
    accessKey: need('S3_ACCESS_KEY'),
    secretKey: need('S3_SECRET_KEY'),
    region: process.env.S3_REGION || 'us-east-1',
  };
}

function uploadsConfig(dataDir: string): UploadsConfig {
  return {
    maxBytes: int('UPLOAD_MAX_BYTES', 8 * 1024 * 1024, 1024, 64 * 1024 * 1024),
    maxPixels: int('UPLOAD_MAX_PIXELS', 50_000_000, 10_000, 268_402_689),
    maxDimension: int('UPLOAD_MAX_DIMENSION', 4096, 64, 16_384),
    maxPending: int('UPLOAD_MAX_PENDING', 30, 1, 10_000),
    dir: path.join(dataDir, 'uploads'),
    s3: s3Store(),
  };
}

function pushConfig(mode: Mode): PushConfig {
  const publicKey = process.env.VAPID_PUBLIC_KEY || undefined;
  const keyFile = process.env.VAPID_PRIVATE_KEY_FILE || undefined;
  const privateKey = process.env.VAPID_PRIVATE_KEY || (keyFile ? fs.readFileSync(keyFile, 'utf8').trim() : undefined);
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or VAPID_PRIVATE_KEY_FILE) are set together');
  if (publicKey && (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(privateKey ?? '')))
    throw new Error('VAPID keys must be base64url as `npx web-push generate-vapid-keys` prints them');
  const subject = process.env.VAPID_SUBJECT || 'mailto:ops@vela.invalid';
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https: address');
  const allowLoopbackHttp = bool('PUSH_ALLOW_LOOPBACK_HTTP', false);
  if (allowLoopbackHttp && mode === 'production') throw new Error('PUSH_ALLOW_LOOPBACK_HTTP is for tests: production pushes only to https');
  return {
    vapidPublicKey: publicKey,
    vapidPrivateKey: privateKey,
    vapidSubject: subject,
    allowLoopbackHttp,
    maxSubscriptionsPerUser: int('PUSH_MAX_SUBSCRIPTIONS', 10, 1, 100),
    retryLimit: int('PUSH_RETRY_LIMIT', 6, 0, 20),
    retryDelaySeconds: int('PUSH_RETRY_DELAY_SECONDS', 30, 1, 3600),
  };
}

function migrationDatabaseUrl(): string | undefined {
  const url = process.env.MIGRATION_DATABASE_URL || undefined;
  if (url && !process.env.DATABASE_URL) throw new Error('MIGRATION_DATABASE_URL needs DATABASE_URL (the app role) beside it');
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('MIGRATION_DATABASE_URL must be a postgres:// URL');
  return url;
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
  const dataDir = path.resolve(repoRoot, process.env.VELA_DATA_DIR || '.data');
  return {
    mode,
    port: int('PORT', 4000, 0, 65535),
    host: process.env.HOST || '0.0.0.0',
    roles: roles(),
    databaseUrl: process.env.DATABASE_URL || undefined,
    migrationDatabaseUrl: migrationDatabaseUrl(),
    embeddedPgPort: int('EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dataDir,
    redisUrl: process.env.REDIS_URL || undefined,
    cookieSecure: bool('COOKIE_SECURE', false),
    opsSecondFactor: bool('OPS_SECOND_FACTOR', mode === 'production'),
    sessionDays: int('SESSION_DAYS', 30, 1, 365),
    logLevel: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    clientDist: path.resolve(repoRoot, 'client/dist'),
    persistedDocumentsPath: path.resolve(repoRoot, 'client/src/gql/persisted-documents.json'),
    loginAttemptsPerMinute: int('LOGIN_ATTEMPTS_PER_MINUTE', 5, 1, 1000),
    loginAttemptsPerIpPerMinute: int('LOGIN_ATTEMPTS_PER_IP_PER_MINUTE', 20, 1, 100_000),
    apiTokenRequestsPerMinute: int('API_TOKEN_REQUESTS_PER_MINUTE', 120, 1, 100_000),
    hashConcurrency: int('HASH_CONCURRENCY', 2, 1, 64),
    hashQueueLimit: int('HASH_QUEUE_LIMIT', 200, 1, 100000),
    seedDemo: seedDemo(mode),
    publicUrl: process.env.PUBLIC_URL || undefined,
    trustProxyHops: trustProxyHops(),
    fieldEncryptionKey: base64Key('FIELD_ENCRYPTION_KEY'),
    money: moneyConfig(),
    trading: tradingConfig(),
    clockStart: instant('CLOCK_START'),
    clockRate: int('CLOCK_RATE', 1, 1, 60),
    testClock: bool('TEST_CLOCK', false) && instant('CLOCK_START') !== undefined,
    reviewSecondApprovalAbove: decimal('REVIEW_SECOND_APPROVAL_ABOVE', '10000'),
    uploads: uploadsConfig(dataDir),
    push: pushConfig(mode),
    marketDataProvider: oneOf('MARKET_DATA_PROVIDER', ['simulated', 'replay', 'yahoo'], 'simulated'),
    simSeed: int('SIM_SEED', 20251121, 0, 2 ** 31 - 1),
    feedTickMs: int('FEED_TICK_MS', 1000, 50, 3_600_000),
    quoteMaxAgeSeconds: int('QUOTE_MAX_AGE_SECONDS', 10, 1, 86_400),
    feedBackfillDays: int('FEED_BACKFILL_DAYS', 730, 0, 3650),
    feedBackfillMinuteDays: int('FEED_BACKFILL_MINUTE_DAYS', 30, 0, 60),
    minuteBarRetentionDays: int('MINUTE_BAR_RETENTION_DAYS', 35, 1, 3650),
    replayDir: path.resolve(repoRoot, process.env.REPLAY_DIR || 'server/src/modules/market-data/data/replay'),
    yahooPollMs: int('YAHOO_POLL_MS', 15_000, 1000, 3_600_000),
    marketSelected: symbols('MARKET_SELECTED', DEFAULT_SELECTED),
    wsQuoteHighWaterBytes: int('WS_QUOTE_HIGH_WATER_BYTES', 64 * 1024, 1024, 64 * 1024 * 1024),
    wsSessionCheckMs: int('WS_SESSION_CHECK_MS', 15_000, 50, 3_600_000),
    wsHeartbeatMs: int('WS_HEARTBEAT_MS', 12_000, 50, 600_000),
  };
}

export const repoRootDir = repoRoot;
