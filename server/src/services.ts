import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { PasswordHasher } from './modules/auth/password-hasher';
import { type QuoteBus, inProcessQuoteBus, redisQuoteBus } from './modules/market-data/live/quote-bus';
import { QuoteHub } from './modules/market-data/live/quote-hub';
import { MarketDataService } from './modules/market-data/market-data.service';
import { SymbolDirectory } from './modules/market-data/symbol-directory';
import { AttemptLimiter } from './shared/attempt-limiter';
import type { Clock } from './shared/clock';

/** Every service, built once per process and handed to resolvers through the request context. */
export interface Services {
  auth: AuthService;
  audit: AuditService;
  marketData: MarketDataService;
  /** Tick batches between the feed and the API processes (Redis pub/sub when REDIS_URL is set). */
  quoteBus: QuoteBus;
  /** This process's fan-out of ticks to quote subscriptions. */
  quoteHub: QuoteHub;
  /** For per-request DataLoaders. */
  ds: DataSource;
  close(): Promise<void>;
}

export function createServices(deps: { ds: DataSource; config: Config; clock: Clock; redis?: Redis; quoteBus?: QuoteBus }): Services {
  const { ds, config, clock, redis } = deps;
  const pool = (ds.driver as unknown as { master: Pool }).master;
  const audit = new AuditService(ds, clock);
  const hasher = new PasswordHasher(config.hashConcurrency, config.hashQueueLimit);
  const loginLimiter = new AttemptLimiter({ prefix: 'login', points: config.loginAttemptsPerMinute, durationSeconds: 60, pool, redis });
  const passwordLimiter = new AttemptLimiter({
    prefix: 'password',
    points: config.loginAttemptsPerMinute,
    durationSeconds: 60,
    pool,
    redis,
  });
  const auth = new AuthService(ds, clock, hasher, loginLimiter, passwordLimiter, audit, config.sessionDays);
  const marketData = new MarketDataService(ds, clock, () => SymbolDirectory.load(ds), config.marketSelected);
  const dbName = new URL((ds.options as { url?: string }).url ?? 'postgres://x/vela').pathname.slice(1) || 'vela';
  const quoteBus = deps.quoteBus ?? (config.redisUrl ? redisQuoteBus(config.redisUrl, `vela:quotes:${dbName}`) : inProcessQuoteBus());
  const quoteHub = new QuoteHub(quoteBus, config.wsQuoteHighWaterBytes);
  return {
    auth,
    audit,
    marketData,
    quoteBus,
    quoteHub,
    ds,
    async close() {
      quoteHub.close();
      if (!deps.quoteBus) await quoteBus.close();
    },
  };
}
