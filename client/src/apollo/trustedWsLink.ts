import { ApolloError, ApolloLink, type FetchResult, Observable, type Operation } from '@apollo/client';
import { type GraphQLFormattedError, print } from 'graphql';
import type { Client } from 'graphql-ws';

/**
 * Like GraphQLWsLink, but trusted: an operation with a known hash is subscribed as
 * `{ query: "", operationName, variables, extensions: { documentId } }`, without its text.
 */
export class TrustedWsLink extends ApolloLink {
  constructor(
    private readonly client: Client,
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
    return new Observable<FetchResult>((observer) =>
      this.client.subscribe(payload, {
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
      }),
    );
  }
}

function isLikeCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}
