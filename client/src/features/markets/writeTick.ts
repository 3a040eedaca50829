import type { ApolloCache } from '@apollo/client';
import type { QuoteFieldsFragment } from '../../gql/graphql';
import { QuoteFieldsFragment as QuoteFieldsDoc } from './fragments';
import { isOlderTick } from './tickOrder';

/**
 * Writes a tick from the `quotes` subscription into the cache. Quotes are normalised by symbol, so
 * every list, card and detail showing it re-renders; a late tick (older than the cached quote) is
 * dropped. An instrument or index that had no quote yet is linked to its first one.
 * Returns whether the cache changed.
 */
export function writeTick(cache: ApolloCache<unknown>, tick: QuoteFieldsFragment): boolean {
  const id = cache.identify({ __typename: 'Quote', symbol: tick.symbol });
  const cached = cache.readFragment({ id, fragment: QuoteFieldsDoc, fragmentName: 'QuoteFields' });
  if (cached && isOlderTick(cached.at, tick.at)) return false;
  cache.writeFragment({ id, fragment: QuoteFieldsDoc, fragmentName: 'QuoteFields', data: { ...tick, __typename: 'Quote' } });
  for (const __typename of ['Instrument', 'MarketIndex']) {
    cache.modify({
      id: cache.identify({ __typename, symbol: tick.symbol }),
      fields: { quote: (existing, { toReference }) => existing ?? toReference({ __typename: 'Quote', symbol: tick.symbol }) },
    });
  }
  return true;
}
