import Redis from 'ioredis';
import { logger } from '../../../shared/logger';
import type { Quote } from '../market-data.types';

/** A quote as it travels between processes: `at` as an ISO string. */
export type LiveQuote = Omit<Quote, 'at'> & { at: string };

export type BatchListener = (batch: LiveQuote[]) => void;

/**
 * Carries tick batches from the feed to every API process: through Redis pub/sub when REDIS_URL is
 * set (one message per batch, whatever the number of subscribers), in-process otherwise.
 */
export interface QuoteBus {
  publish(batch: LiveQuote[]): Promise<void>;
  onBatch(listener: BatchListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<BatchListener>();
  add(l: BatchListener): () => void {
    this.set.add(l);
    return () => this.set.delete(l);
  }
  emit(batch: LiveQuote[]): void {
    for (const l of this.set) {
      try {
        l(batch);
      } catch (err) {
        logger.error({ err }, 'quote listener failed');
      }
    }
  }
}

export function inProcessQuoteBus(): QuoteBus {
  const listeners = new Listeners();
  return {
    async publish(batch) {
      listeners.emit(batch);
    },
    onBatch: (l) => listeners.add(l),
    async close() {},
  };
}

/** `channel` keeps deployments (and test databases) sharing one Redis apart. */
export function redisQuoteBus(url: string, channel: string): QuoteBus {
  const listeners = new Listeners();
  const pub = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: true });
  const sub = new Redis(url, { lazyConnect: true });
  let subscribed: Promise<unknown> | null = null;
  const ensureSubscribed = () => {
    subscribed ??= sub.subscribe(channel);
    return subscribed;
  };
  sub.on('message', (ch: string, message: string) => {
    if (ch !== channel) return;
    try {
      listeners.emit(JSON.parse(message) as LiveQuote[]);
    } catch (err) {
      logger.error({ err }, 'bad quote batch on Redis');
    }
  });
  for (const c of [pub, sub]) c.on('error', (err: Error) => logger.warn({ message: err.message }, 'quote bus Redis error'));
  return {
    async publish(batch) {
      await pub.publish(channel, JSON.stringify(batch));
    },
    onBatch(l) {
      void ensureSubscribed();
      return listeners.add(l);
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
    // Tests wait until the subscription is live before publishing.
    ready: () => ensureSubscribed(),
  } as QuoteBus & { ready(): Promise<unknown> };
}
