import DataLoader from 'dataloader';
import type { Instrument } from './instrument.entity';
import type { Quote } from './market-data.types';
import type { MarketDataService } from './market-data.service';

/**
 * Per-request loaders: a list of instruments with quote, watched and followers costs one query for
 * each of those, whatever the list's length.
 */
export function createMarketDataLoaders(marketData: MarketDataService, userId: string | null) {
  return {
    quoteBySymbol: new DataLoader<string, Quote | null>((symbols) => marketData.quoteViews(symbols)),
    instrumentBySymbol: new DataLoader<string, Instrument | null>(async (symbols) => {
      const rows = await marketData.instrumentsBySymbols(symbols);
      const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
      return symbols.map((s) => bySymbol.get(s) ?? null);
    }),
    watchedBySymbol: new DataLoader<string, boolean>(async (symbols) => {
      if (!userId) return symbols.map(() => false);
      const watched = await marketData.watchedSymbols(userId, symbols);
      return symbols.map((s) => watched.has(s));
    }),
    followersBySymbol: new DataLoader<string, number>(async (symbols) => {
      const counts = await marketData.followerCounts(symbols);
      return symbols.map((s) => counts.get(s) ?? 0);
    }),
  };
}
