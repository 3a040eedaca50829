import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';
import { useState } from 'react';

/**
 * Reads a page starts before it renders (lazyPage.tsx `PagePrefetch`), and what the page's own first
 * read of the same query then does: it takes the cache when a prefetch has just brought the answer, or
 * joins the prefetch still on its way (Apollo deduplicates the same query in flight), instead of asking
 * the server a second time.
 */
const FRESH_MS = 10_000;

type Read = { at: number; inFlight: boolean };
const reads = new Map<string, Read>();

function keyOf(query: DocumentNode, variables: object | undefined): string {
  return `${getOperationName(query)}:${JSON.stringify(variables ?? {})}`;
}

/** Reads a query from the server now (once at a time; not again while the last read is fresh). A failure leaves nothing. */
export function prefetchQuery<T, V extends OperationVariables>(
  client: ApolloClient<unknown>,
  query: TypedDocumentNode<T, V>,
  variables?: V,
): void {
  const key = keyOf(query, variables);
  const last = reads.get(key);
  if (last && (last.inFlight || Date.now() - last.at < FRESH_MS)) return;
  const read: Read = { at: last?.at ?? Number.NEGATIVE_INFINITY, inFlight: true };
  reads.set(key, read);
  client
    .query({ query, variables, fetchPolicy: 'network-only' })
    .then(() => {
      read.at = Date.now();
    })
    .catch(() => undefined)
    .finally(() => {
      read.inFlight = false;
    });
}

/**
 * The fetch policy of a screen's first read of a query it otherwise reads from the cache and the server.
 * While a prefetch is on its way the screen reads the cache too: the answer may already be written
 * there (its promise not yet settled), and if not, the screen's read joins the one in flight. Either
 * way the server is not asked twice; the prefetch's answer updates the screen when it lands.
 */
export function firstReadPolicy(query: DocumentNode, variables?: object): 'cache-first' | 'cache-and-network' {
  const last = reads.get(keyOf(query, variables));
  return last && (last.inFlight || Date.now() - last.at < FRESH_MS) ? 'cache-first' : 'cache-and-network';
}

/** `firstReadPolicy`, decided once when the screen mounts. */
export function usePrefetchedPolicy<T, V extends OperationVariables>(query: TypedDocumentNode<T, V>, variables?: V) {
  const [policy] = useState(() => firstReadPolicy(query, variables));
  return policy;
}
