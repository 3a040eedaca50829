import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { EventBus } from './graphql/pubsub';
import { UserEventsService } from './modules/events/user-events.service';
import { FundingService } from './modules/funding/funding.service';
import { ConfiguredFxRates, type FxRateSource } from './modules/fx/fx-rates';
import { FxService } from './modules/fx/fx.service';
import { AccountsService } from './modules/ledger/accounts.service';
import { LedgerService } from './modules/ledger/ledger.service';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { PasswordHasher } from './modules/auth/password-hasher';
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
  /** For per-request DataLoaders. */
  ds: DataSource;
}

export function createServices(deps: {
  ds: DataSource;
  config: Config;
  clock: Clock;
  redis?: Redis;
  /** Where outbox events are published after commit; null in processes that serve no subscriptions. */
  bus: EventBus['pubSub'] | null;
  fxRates?: FxRateSource;
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
  const events = new UserEventsService(ds, deps.bus);
  const ledger = new LedgerService(ds, clock);
  const accounts = new AccountsService(ds, clock, config.money, ledger, events, audit);
  const funding = new FundingService(ds, clock, config.money, ledger, events, audit, auth);
  const fx = new FxService(ds, clock, config.money, deps.fxRates ?? new ConfiguredFxRates(config.money.fxRates, clock), ledger, events);
  return { auth, audit, ds, ledger, accounts, funding, fx, events, config };
}
