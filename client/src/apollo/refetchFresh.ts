import type { ApolloClient, ObservableQuery } from '@apollo/client';

type Flight = { again: boolean };
const flights = new WeakMap<ObservableQuery, Flight>();

/**
 * Reads the named active queries again because the server says something changed.
 *
 * `client.refetchQueries` would join a request for the same query that is already on its way (Apollo's
 * deduplication): one sent before the change was committed (a page that just mounted, or the refetch of
 * an earlier event) answers with the state before it, and with no later event the screen stays stale.
 * Here every read goes to the server on its own; one query is read once at a time, and an event that
 * arrives meanwhile reads it once more when that read ends, so the last answer is never older than the
 * last event.
 */
export function refetchFresh(
  client: ApolloClient<unknown>,
  include: readonly string[],
  /** Only the queries whose variables say they are about what changed (say, one conversation). */
  where?: (variables: Record<string, unknown>) => boolean,
): void {
  const names = new Set(include);
  for (const query of client.getObservableQueries('active').values()) {
    if (query.queryName && names.has(query.queryName) && (!where || where(query.variables ?? {}))) read(client, query);
  }
}

function read(client: ApolloClient<unknown>, query: ObservableQuery): void {
  const flight = flights.get(query);
  if (flight) {
    flight.again = true;
    return;
  }
  const mine: Flight = { again: false };
  flights.set(query, mine);
  void client
    .query({ query: query.query, variables: query.variables, fetchPolicy: 'network-only', context: { queryDeduplication: false } })
    .catch(() => undefined)
    .finally(() => {
      flights.delete(query);
      if (mine.again) read(client, query);
    });
}
