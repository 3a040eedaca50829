import type { UserEventsService } from '../events/user-events.service';
import type { QuoteBus } from '../market-data/live/quote-bus';
import { logger } from '../../shared/logger';
import type { TradingQueries } from './trading.queries';

type Snapshot = Awaited<ReturnType<TradingQueries['portfolio']>>;

/**
 * The live portfolio of one user: marked again when a quote of one of their open positions ticks or
 * when their orders, positions or cash change; at most one snapshot per `minIntervalMs`.
 */
export class PortfolioFeed {
  constructor(
    private readonly trading: TradingQueries,
    private readonly quotes: QuoteBus,
    private readonly events: UserEventsService,
    private readonly minIntervalMs = 1000,
  ) {}

  stream(userId: string): AsyncIterableIterator<Snapshot> {
    let symbols = new Set<string>();
    let dirty = true;
    let done = false;
    let wake: (() => void) | null = null;
    const poke = () => {
      dirty = true;
      const w = wake;
      wake = null;
      w?.();
    };
    const offQuotes = this.quotes.onBatch((batch) => {
      if (batch.some((q) => symbols.has(q.symbol))) poke();
    });
    const userEvents = this.events.stream(userId, null);
    void (async () => {
      try {
        for await (const _ of userEvents) poke();
      } catch (err) {
        logger.warn({ err }, 'portfolio feed: user events ended');
      }
    })();
    let last = 0;
    const finish = async () => {
      if (done) return;
      done = true;
      offQuotes();
      await userEvents.return?.();
      wake?.();
    };
    const trading = this.trading;
    const minInterval = this.minIntervalMs;
    const iterator: AsyncIterableIterator<Snapshot> = {
      async next() {
        while (!done && !dirty) {
          await new Promise<void>((r) => {
            wake = r;
          });
        }
        if (done) return { done: true, value: undefined };
        const wait = last + minInterval - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (done) return { done: true, value: undefined };
        dirty = false;
        last = Date.now();
        const snapshot = await trading.portfolio(userId);
        symbols = new Set(snapshot.symbols);
        return { done: false, value: snapshot };
      },
      async return() {
        await finish();
        return { done: true, value: undefined };
      },
      async throw(err?: unknown) {
        await finish();
        throw err;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    return iterator;
  }
}
