import type { Pool, PoolClient } from 'pg';
import { logger } from '../../../shared/logger';

/** Advisory-lock key of the market-data feed leader ("vela feed"). */
export const FEED_LOCK_KEY = 0x7e1afeed;

export interface Leadership {
  /** Resolves when this process holds the lock (never, if stopped first). */
  acquired: Promise<boolean>;
  release(): Promise<void>;
}

/**
 * One feed leader across processes: a session-level Postgres advisory lock held on a dedicated
 * connection. Followers retry every `retryMs`; if the leader's connection dies, Postgres frees the
 * lock and a follower takes over. The leader pings its connection every `heartbeatMs`, so a connection
 * that died silently is noticed within seconds too; `onLost` is called once, and the caller (the feed)
 * then asks for leadership again, so a lone process recovers as well.
 */
export function acquireLeadership(pool: Pool, opts: { retryMs?: number; heartbeatMs?: number; onLost?: () => void } = {}): Leadership {
  let stopped = false;
  let client: PoolClient | null = null;
  let broken = false;
  let timer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  const lost = (err: Error) => {
    if (broken || stopped) return;
    broken = true;
    if (heartbeat) clearInterval(heartbeat);
    logger.warn({ message: err.message }, 'feed leader connection lost');
    opts.onLost?.();
  };
  const acquired = new Promise<boolean>((resolve) => {
    const attempt = async () => {
      if (stopped) return resolve(false);
      try {
        const c = await pool.connect();
        const { rows } = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [FEED_LOCK_KEY]);
        if (rows[0]?.ok && !stopped) {
          client = c;
          c.on('error', lost);
          c.on('end', () => lost(new Error('connection ended')));
          heartbeat = setInterval(() => void c.query('SELECT 1').catch(lost), opts.heartbeatMs ?? 2000);
          heartbeat.unref();
          return resolve(true);
        }
        if (rows[0]?.ok) await c.query('SELECT pg_advisory_unlock($1)', [FEED_LOCK_KEY]);
        c.release();
      } catch (err) {
        logger.warn({ message: (err as Error).message }, 'feed leader lock attempt failed');
      }
      if (stopped) return resolve(false);
      timer = setTimeout(attempt, opts.retryMs ?? 1000);
    };
    void attempt();
  });
  return {
    acquired,
    async release() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (heartbeat) clearInterval(heartbeat);
      const c = client;
      client = null;
      if (c) {
        if (!broken) await c.query('SELECT pg_advisory_unlock($1)', [FEED_LOCK_KEY]).catch(() => {});
        // A broken connection is destroyed, not handed back to the pool.
        c.release(broken ? true : undefined);
      }
    },
  };
}
