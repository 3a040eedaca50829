import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { EventBus } from './graphql/pubsub';
import { UserEventsService } from './modules/events/user-events.service';
import { FundingService } from './modules/funding/funding.service';
import { ConfiguredFxRates, type FxRateSource, MarketFxRates } from './modules/fx/fx-rates';
import { FxService } from './modules/fx/fx.service';
import { AccountsService } from './modules/ledger/accounts.service';
import { LedgerService } from './modules/ledger/ledger.service';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { PasswordHasher } from './modules/auth/password-hasher';
import { type QuoteBus, inProcessQuoteBus, redisQuoteBus } from './modules/market-data/live/quote-bus';
import { QuoteHub } from './modules/market-data/live/quote-hub';
import { MarketDataService } from './modules/market-data/market-data.service';
import { SymbolDirectory } from './modules/market-data/symbol-directory';
import { PortfolioFeed } from './modules/trading/portfolio-feed';
import { TradingService } from './modules/trading/trading.service';
import { AttemptLimiter } from './shared/attempt-limiter';
import type { Clock } from './shared/clock';

/** Every service, built once per process and handed to resolvers through the request context. */
export interface Services {
  auth: AuthService;
  audit: AuditService;
  ledger: LedgerService;
  accounts: AccountsService;
  funding: FundingService;
  fx: FxService;
  events: UserEventsService;
  config: Config;
  marketData: MarketDataService;
  /** Tick batches between the feed and the API processes (Redis pub/sub when REDIS_URL is set). */
  quoteBus: QuoteBus;
  /** This process's fan-out of ticks to quote subscriptions. */
  quoteHub: QuoteHub;
  trading: TradingService;
  /** Live portfolios (position value, floating profit) for the portfolioUpdates subscription. */
  portfolioFeed: PortfolioFeed;
  /** For per-request DataLoaders. */
  ds: DataSource;
  close(): Promise<void>;
}

export function createServices(deps: {
  ds: DataSource;
  config: Config;
  clock: Clock;
  redis?: Redis;
  /** Where outbox events are published after commit; null in processes that serve no subscriptions. */
  bus: EventBus['pubSub'] | null;
  fxRates?: FxRateSource;
  quoteBus?: QuoteBus;
}): Services {
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
  const events = new UserEventsService(ds, deps.bus);
  const ledger = new LedgerService(ds, clock);
  const accounts = new AccountsService(ds, clock, config.money, ledger, events, audit);
  const funding = new FundingService(ds, clock, config.money, ledger, events, audit, auth);
  // Transfer rates come from the market-data FX quotes, falling back to the configured table (shown as such).
  const fxRates = deps.fxRates ?? new MarketFxRates(ds, new ConfiguredFxRates(config.money.fxRates, clock));
  const fx = new FxService(ds, clock, config.money, fxRates, ledger, events);
  const trading = new TradingService(ds, clock, config, ledger, accounts, events, marketData);
  const portfolioFeed = new PortfolioFeed(trading, quoteBus, events);
  return {
    trading,
    portfolioFeed,
    auth,
    audit,
    ledger,
    accounts,
    funding,
    fx,
    events,
    config,
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
