import type { Config } from '../../../config';
import { referenceData } from '../seed-instruments';
import type { SymbolDirectory } from '../symbol-directory';
import type { MarketDataProvider } from './provider';
import { SimulatedProvider } from './simulated/simulated-provider';

/** The provider MARKET_DATA_PROVIDER names: simulated (default), replay (CSV files) or yahoo. */
export async function createProvider(config: Config, dir: SymbolDirectory): Promise<MarketDataProvider> {
  const specs = dir.specs();
  switch (config.marketDataProvider) {
    default:
      return new SimulatedProvider(specs, config.simSeed, referenceData.referenceDate, referenceData.fx);
  }
}
