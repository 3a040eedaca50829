import type { TypePolicies } from '@apollo/client';

/**
 * Normalisation of the cache. Market data objects are keyed by their symbol ("US:AAPL"), so a tick
 * from the `quotes` subscription updates the one cached Quote that every list, card and detail
 * page shows: nothing is refetched.
 */
export const typePolicies: TypePolicies = {
  // Ticks are written by features/markets/useLiveQuotes (writeTick), which drops late ones.
  Quote: { keyFields: ['symbol'] },
  Instrument: { keyFields: ['symbol'] },
  MarketIndex: { keyFields: ['symbol'] },
  Query: {
    fields: {
      // Replaced whole by each answer (the server's order is the truth).
      watchlist: { merge: false },
      searchHistory: { merge: false },
    },
  },
};
