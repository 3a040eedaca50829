import { ApolloClient, HttpLink, InMemoryCache, split } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import type { Client } from 'graphql-ws';
import { SOCKET_CONNECT_TIMEOUT_MS } from '../constants';
import manifest from '../gql/persisted-documents.json';
import { typePolicies } from './cachePolicies';
import { buildDocumentIdMap, documentIds } from './documentIds';
import { withEarlyReads } from './earlyReads';
import { SocketStatusStore } from './socketStatus';
import { createTimeoutFetch } from './timeoutFetch';
import { createTrustedDocumentLink } from './trustedDocumentLink';
import { TrustedWsLink } from './trustedWsLink';

// The whole manifest in tests and the dev server; in the production build it is empty and each document
// enters its own hash as it loads (documentIds.ts).
for (const [name, hash] of buildDocumentIdMap(manifest as Record<string, string>)) documentIds.set(name, hash);

/** Retry delay for the socket: exponential backoff with jitter, capped at 30 s. */
export function socketRetryDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** retries, 30_000);
  return Math.round(base / 2 + (random() * base) / 2);
}

export interface VelaApollo {
  client: ApolloClient<unknown>;
  socketStatus: SocketStatusStore;
}

export function createApollo(location: Pick<Location, 'origin' | 'host' | 'protocol'> = window.location): VelaApollo {
  const socketStatus = new SocketStatusStore();

  // The socket's code is downloaded when the first subscription starts (a failed download is tried
  // again by the next one); the first screen's reads do not wait for it.
  let wsClient: Promise<Client> | undefined;
  const connect = (): Promise<Client> => {
    wsClient ??= import('graphql-ws').then(({ createClient }) => createWsClient(createClient));
    wsClient.catch(() => {
      wsClient = undefined;
    });
    return wsClient;
  };
  const createWsClient = (createClient: typeof import('graphql-ws').createClient): Client =>
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, socketRetryDelayMs(retries))),
      connectionAckWaitTimeout: SOCKET_CONNECT_TIMEOUT_MS,
      on: {
        connecting: () => {
          if (socketStatus.get() !== 'lost') socketStatus.set('connecting');
        },
        connected: () => socketStatus.set('connected'),
        // 1000 is the lazy close when no subscription needs the socket any more.
        closed: (event) => {
          const code = (event as { code?: number } | undefined)?.code;
          socketStatus.set(code === 1000 ? 'idle' : 'lost');
        },
        error: () => socketStatus.set('lost'),
      },
    });

  const httpLink = new HttpLink({
    uri: () => `${location.origin}/graphql`,
    credentials: 'same-origin',
    // The opened page's first reads may already be on their way (the boot script's, earlyReads.ts).
    fetch: withEarlyReads(createTimeoutFetch()),
  });

  const link = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    new TrustedWsLink(connect, documentIds),
    createTrustedDocumentLink(documentIds).concat(httpLink),
  );

  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: {
      watchQuery: { notifyOnNetworkStatusChange: true },
    },
  });

  return { client, socketStatus };
}
