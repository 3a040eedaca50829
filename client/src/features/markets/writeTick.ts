import type { ApolloCache } from '@apollo/client';
import type { QuoteFieldsFragment } from '../../gql/graphql';
import { QuoteFieldsFragment as QuoteFieldsDoc } from './fragments';
import { isOlderTick } from './liveQuotes';

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

/** How long ticks are gathered before they are written together. */
export const TICK_BATCH_MS = 100;

const queued = new WeakMap<ApolloCache<unknown>, QuoteFieldsFragment[]>();

/**
 * Queues a tick and writes every tick that arrived within TICK_BATCH_MS in one cache batch, in the
 * order they came: the server sends one message per symbol, so a feed batch of twenty symbols would
 * otherwise re-render every list on screen twenty times in a row (long tasks on a phone).
 */
export function queueTick(cache: ApolloCache<unknown>, tick: QuoteFieldsFragment): void {
  const ticks = queued.get(cache);
  if (ticks) {
    ticks.push(tick);
    return;
  }
  queued.set(cache, [tick]);
  setTimeout(() => flushTicks(cache), TICK_BATCH_MS);
}

/** Writes the queued ticks now (one broadcast to the screens). */
export function flushTicks(cache: ApolloCache<unknown>): void {
  const ticks = queued.get(cache);
  queued.delete(cache);
  if (!ticks?.length) return;
  cache.batch({
    update: (c) => {
      for (const tick of ticks) writeTick(c, tick);
    },
  });
}
