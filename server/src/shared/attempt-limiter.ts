import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Counts failed attempts per key (e.g. phone + IP) in PostgreSQL or Redis, so the limit holds across
 * every API process. A key with `points` failures within `durationSeconds` is blocked until the window ends.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(opts: { prefix: string; points: number; durationSeconds: number; pool?: Pool; redis?: Redis }) {
    const base = { keyPrefix: opts.prefix, points: opts.points, duration: opts.durationSeconds };
    this.limiter = opts.redis
      ? new RateLimiterRedis({ ...base, storeClient: opts.redis })
      : new RateLimiterPostgres({ ...base, storeClient: opts.pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true });
  }

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    if (!res || res.consumedPoints < this.limiter.points) return 0;
    return Math.max(res.msBeforeNext, 1);
  }

  async recordFailure(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      // Over the limit is the expected outcome of consume here; anything else is a real fault.
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
