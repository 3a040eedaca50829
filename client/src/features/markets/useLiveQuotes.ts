import { useSubscription } from '@apollo/client';
import { useMemo } from 'react';
import { readFragment } from '../../apollo/readFragment';
import { graphql } from '../../gql';
import { QuoteFieldsFragment } from './fragments';
import { queueTick } from './tickBatch';

/** The server accepts at most this many symbols per subscription (TOO_MANY_SYMBOLS beyond). */
export const MAX_LIVE_SYMBOLS = 200;

export const LiveQuotesSubscription = graphql(`
  subscription LiveQuotes_Quotes($symbols: [ID!]!) {
    quotes(symbols: $symbols) {
      ...QuoteFields
    }
  }
`);

/** The symbols to subscribe to, in a stable order (the same set never resubscribes). */
export function liveSymbolSet(symbols: readonly (string | null | undefined)[]): string[] {
  const unique = [...new Set(symbols.filter((s): s is string => !!s))].sort();
  return unique.slice(0, MAX_LIVE_SYMBOLS);
}

/**
 * Live prices for the symbols a screen shows. Each tick is written to the cache (Quote keyed by
 * symbol; a frame's ticks together, tickBatch.ts), so every query showing that quote re-renders;
 * nothing is refetched. A lost socket shows
 * 'socket not connected' (SocketBanner) and reconnects by itself.
 */
export function useLiveQuotes(symbols: readonly (string | null | undefined)[]): void {
  const key = liveSymbolSet(symbols).join(',');
  const variables = useMemo(() => ({ symbols: key ? key.split(',') : [] }), [key]);
  useSubscription(LiveQuotesSubscription, {
    variables,
    skip: variables.symbols.length === 0,
    // Written by hand so that a late tick cannot overwrite a newer quote.
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      if (data.data) queueTick(client.cache, readFragment(QuoteFieldsFragment, data.data.quotes));
    },
  });
}
