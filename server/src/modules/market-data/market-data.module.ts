import type DataLoader from 'dataloader';
import { Markets1763800000000 } from '../../../../migrations/1763800000000-Markets';
import { CorporateActions1766480000000 } from '../../../../migrations/1766480000000-CorporateActions';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { CorporateActionsResolver } from './corporate-actions/corporate-actions.resolver';
import { CorporateActionsService } from './corporate-actions/corporate-actions.service';
import { FeedStarter } from './feed/start-feed';
import { Instrument, MarketIndexDef, SearchHistoryRow, WatchlistEntry } from './instrument.entity';
import { type QuoteBus, inProcessQuoteBus, redisQuoteBus } from './live/quote-bus';
import { QuoteHub } from './live/quote-hub';
import { MarketError, marketErrorDescriptions } from './market-data.errors';
import { createMarketDataLoaders } from './market-data.loaders';
import { InstrumentResolver, MarketDataResolver, MarketIndexResolver } from './market-data.resolver';
import { MarketDataService } from './market-data.service';
import { seedInstruments } from './seed-instruments';
import { DisplayCurrencyEnum, type Quote } from './market-data.types';
import { SymbolDirectory } from './symbol-directory';

declare module '../../app/registry' {
  interface ServiceRegistry {
    marketData: MarketDataService;
    /** The dividends and splits calendar the feed writes from the provider (read only). */
    corporateActions: CorporateActionsService;
    /** Tick batches between the feed and the API processes (Redis pub/sub when REDIS_URL is set). */
    quoteBus: QuoteBus;
    /** This process's fan-out of ticks to quote subscriptions. */
    quoteHub: QuoteHub;
    /** Builds the market-data feed for the `feed` role. */
    feeds: FeedStarter;
  }
  interface LoaderRegistry {
    quoteBySymbol: DataLoader<string, Quote | null>;
    instrumentBySymbol: DataLoader<string, Instrument | null>;
    watchedBySymbol: DataLoader<string, boolean>;
    followersBySymbol: DataLoader<string, number>;
  }
}

const ownedQuoteBus = new WeakSet<QuoteBus>();

/** Instruments, calendars, the feed, bars, indices, live quotes, watchlist and search. */
export const marketDataModule = defineModule({
  name: 'market-data',
  entities: [Instrument, MarketIndexDef, WatchlistEntry, SearchHistoryRow],
  migrations: [Markets1763800000000, CorporateActions1766480000000],
  resolvers: [MarketDataResolver, InstrumentResolver, MarketIndexResolver, CorporateActionsResolver],
  extraTypes: [DisplayCurrencyEnum],
  errors: MarketError,
  errorDescriptions: marketErrorDescriptions,
  create: ({ ds, config, clock, hooks, overrides }) => {
    const marketData = new MarketDataService(
      ds,
      clock,
      () => SymbolDirectory.load(ds),
      config.marketSelected,
      config.minuteBarRetentionDays,
    );
    const dbName = new URL((ds.options as { url?: string }).url ?? 'postgres://x/vela').pathname.slice(1) || 'vela';
    let quoteBus = overrides.quoteBus;
    if (!quoteBus) {
      quoteBus = config.redisUrl ? redisQuoteBus(config.redisUrl, `vela:quotes:${dbName}`) : inProcessQuoteBus();
      ownedQuoteBus.add(quoteBus);
    }
    const quoteHub = new QuoteHub(quoteBus, config.wsQuoteHighWaterBytes);
    const feeds = new FeedStarter({ ds, config, clock, marketData, quoteBus, afterTicks: hooks.afterTicks });
    return { marketData, quoteBus, quoteHub, feeds, corporateActions: new CorporateActionsService(ds, clock) };
  },
  loaders: (services, userId) => createMarketDataLoaders(services.marketData, userId),
  jobs: [
    {
      name: 'purge-minute-bars',
      cron: '41 * * * *',
      run: async (services) => {
        const purged = await services.marketData.purgeOldMinuteBars(services.marketData.minuteBarRetentionDays);
        logger.info({ purged }, 'minute bars past retention purged');
      },
    },
  ],
  // Instruments and index definitions from data/instruments.json, upserted after the migrations on every start.
  onMigrated: (ds) => seedInstruments(ds),
  close: async (services) => {
    services.quoteHub.close();
    if (ownedQuoteBus.has(services.quoteBus)) await services.quoteBus.close();
  },
});
