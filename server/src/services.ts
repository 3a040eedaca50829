import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { PasswordHasher } from './modules/auth/password-hasher';
import { AttemptLimiter } from './shared/attempt-limiter';
import type { Clock } from './shared/clock';

/** Every service, built once per process and handed to resolvers through the request context. */
export interface Services {
  auth: AuthService;
  audit: AuditService;
  /** For per-request DataLoaders. */
  ds: DataSource;
}

export function createServices(deps: { ds: DataSource; config: Config; clock: Clock; redis?: Redis }): Services {
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
  return { auth, audit, ds };
}
