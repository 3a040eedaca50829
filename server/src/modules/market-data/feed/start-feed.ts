import type { DataSource } from 'typeorm';
import type { Config } from '../../../config';
import type { Clock } from '../../../shared/clock';
import type { QuoteBus } from '../live/quote-bus';
import type { MarketDataService } from '../market-data.service';
import { createProvider } from '../providers/create-provider';
import { Feed } from './feed.service';

/**
 * The `feed` role: builds the configured provider and the feed (it waits for leadership). After each
 * batch of ticks it runs `afterTicks`, the modules' tick hooks; the feed knows nothing of what they do.
 */
export class FeedStarter {
  constructor(
    private readonly deps: {
      ds: DataSource;
      config: Config;
      clock: Clock;
      marketData: MarketDataService;
      quoteBus: QuoteBus;
      afterTicks(symbols: readonly string[]): Promise<void>;
    },
  ) {}

  async create(opts: { progress?: boolean } = {}): Promise<Feed> {
    const { ds, config, clock, marketData, quoteBus, afterTicks } = this.deps;
    const dir = await marketData.directory();
    const provider = await createProvider(config, dir);
    return new Feed(ds, clock, provider, dir, quoteBus, {
      tickMs: config.feedTickMs,
      backfillDailyDays: config.feedBackfillDays,
      backfillMinuteDays: config.feedBackfillMinuteDays,
      progress: opts.progress ?? false,
      afterTicks: (symbols) => afterTicks(symbols),
    });
  }
}
