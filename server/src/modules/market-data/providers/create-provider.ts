import type { Config } from '../../../config';
import { referenceData } from '../seed-instruments';
import type { SymbolDirectory } from '../symbol-directory';
import type { MarketDataProvider } from './provider';
import { ReplayProvider } from './replay/replay-provider';
import { SimulatedProvider } from './simulated/simulated-provider';
import { YahooProvider } from './yahoo/yahoo-provider';

/** The provider MARKET_DATA_PROVIDER names: simulated (default), replay (CSV files) or yahoo. */
export async function createProvider(config: Config, dir: SymbolDirectory, now: Date = new Date()): Promise<MarketDataProvider> {
  const specs = dir.specs();
  switch (config.marketDataProvider) {
    case 'replay':
      return ReplayProvider.fromDirectory(config.replayDir, specs, { startedAt: now, stepMs: config.feedTickMs });
    case 'yahoo':
      return YahooProvider.create(specs, { pollMs: config.yahooPollMs });
    default:
      return new SimulatedProvider(specs, config.simSeed, referenceData.referenceDate, referenceData.fx);
  }
}
