import { createAuthLoaders } from '../modules/auth/auth.loaders';
import { createMarketDataLoaders } from '../modules/market-data/market-data.loaders';
import type { Services } from '../services';

/** Every module's DataLoaders, made fresh for each request so nothing is cached across users. */
export function createLoaders(services: Services, userId: string | null) {
  return { ...createAuthLoaders(services.ds), ...createMarketDataLoaders(services.marketData, userId) };
}

export type Loaders = ReturnType<typeof createLoaders>;
