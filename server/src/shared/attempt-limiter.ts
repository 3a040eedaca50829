import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { isConnectionFailure } from '../graphql/error-mapper';
import { logger } from './logger';

/**
 * Counts attempts per key (e.g. phone + IP) in PostgreSQL or Redis, so the limit holds across every API
 * process. Every attempt takes its point atomically BEFORE the slow check (hashing) runs, so parallel
 * guesses cannot all be checked against one stale count; a successful attempt gives its point back.
 * A key that took `points` points within `durationSeconds` is refused until the window ends.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(opts: { prefix: string; points: number; durationSeconds: number; pool?: Pool; redis?: Redis }) {
    const base = { keyPrefix: opts.prefix, points: opts.points, duration: opts.durationSeconds };
    this.limiter = opts.redis
      ? new RateLimiterRedis({ ...base, storeClient: opts.redis })
      : new RateLimiterPostgres({ ...base, storeClient: opts.pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true });
  }

  /** Takes one attempt's point: 0 when the attempt may go ahead, else the milliseconds until one may. */
  async consume(key: string): Promise<number> {
    try {
      await withRetries(() => this.limiter.consume(key));
      return 0;
    } catch (err) {
      // Over the limit is an expected answer of consume; anything else is a real fault.
      if (err instanceof RateLimiterRes) return Math.max(err.msBeforeNext, 1);
      throw err;
    }
  }

  /**
   * Gives back the point of an attempt that succeeded (failures within the window still count). A lost
   * connection is retried; if the store stays away the right answer still stands (the point lapses with
   * the window).
   */
  async refund(key: string): Promise<void> {
    try {
      await withRetries(() => this.limiter.reward(key, 1));
    } catch (err) {
      logger.warn({ err }, 'attempt limiter: could not give a point back');
    }
  }
}

/** The store's connection was killed or reset: try again a few times before giving up. */
async function withRetries<T>(op: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (err instanceof RateLimiterRes || attempt >= 4 || !isConnectionFailure(err)) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt));
    }
  }
}

/**
 * Runs tasks one at a time per key in this process. Attempts on one account take their point, check and
 * refund in turn, so a user's own right answers sent together (six withdrawals at once) never find their
 * points taken by each other, while a burst of guesses still takes a point each before any is checked.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    try {
      return await task();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
