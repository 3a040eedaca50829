import type { Config } from '../../../config';
import type { Clock } from '../../../shared/clock';
import type { Services } from '../../../services';
import { createProvider } from '../providers/create-provider';
import { Feed } from './feed.service';

/** The `feed` role: builds the configured provider and starts the feed (it waits for leadership). */
export async function createFeed(services: Services, config: Config, clock: Clock, opts: { progress?: boolean } = {}): Promise<Feed> {
  const dir = await services.marketData.directory();
  const provider = await createProvider(config, dir);
  return new Feed(services.ds, clock, provider, dir, services.quoteBus, {
    tickMs: config.feedTickMs,
    backfillDailyDays: config.feedBackfillDays,
    backfillMinuteDays: config.feedBackfillMinuteDays,
    progress: opts.progress ?? false,
    afterTicks: (symbols) => services.trading.afterTicks(symbols),
  });
}
