import { ApolloError, ApolloLink, type FetchResult, Observable, type Operation } from '@apollo/client';
import { type GraphQLFormattedError, print } from 'graphql';
import type { Client } from 'graphql-ws';

/**
 * Like GraphQLWsLink, but trusted: an operation with a known hash is subscribed as
 * `{ query: "", operationName, variables, extensions: { documentId } }`, without its text.
 */
export class TrustedWsLink extends ApolloLink {
  /**
   * `client` may be a function that resolves it: the socket's code (graphql-ws) is then downloaded
   * when the first subscription starts, not with the first screen.
   */
  constructor(
    private readonly client: Client | (() => Promise<Client>),
    private readonly documentIds: ReadonlyMap<string, string>,
  ) {
    super();
  }

  override request(operation: Operation): Observable<FetchResult> {
    const documentId = this.documentIds.get(operation.operationName);
    const payload = documentId
      ? {
          query: '',
          operationName: operation.operationName,
          variables: operation.variables,
          extensions: { documentId },
        }
      : {
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
          extensions: operation.extensions,
        };
    return new Observable<FetchResult>((observer) => {
      const subscribe = (client: Client) =>
        client.subscribe(payload, {
          next: (value) => observer.next(value as FetchResult),
          complete: () => observer.complete(),
          error: (error: unknown) => {
            if (error instanceof Error) observer.error(error);
            else if (isLikeCloseEvent(error)) {
              observer.error(new Error(`Socket closed with event ${error.code} ${error.reason || ''}`.trim()));
            } else {
              const graphQLErrors = (Array.isArray(error) ? error : [error]) as GraphQLFormattedError[];
              observer.error(new ApolloError({ graphQLErrors }));
            }
          },
        });
      if (typeof this.client !== 'function') return subscribe(this.client);
      let unsubscribe: (() => void) | undefined;
      let closed = false;
      this.client().then(
        (client) => {
          if (!closed) unsubscribe = subscribe(client);
        },
        (error: unknown) => observer.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
  }
}

function isLikeCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}
