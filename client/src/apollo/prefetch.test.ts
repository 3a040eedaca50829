import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { firstReadPolicy, prefetchQuery } from './prefetch';

// Documents of their own, not of the app's schema (parsed here, so the codegen does not look at them).
const Balances = parse('query PrefetchTest_Balances { balances { currency available } }');
const Failing = parse('query PrefetchTest_Failing { balances { currency available } }');

function serverOf(fail = false) {
  const sent: string[] = [];
  const pending: Array<() => void> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName);
        pending.push(() => {
          if (fail) observer.error(new Error('UNAUTHENTICATED'));
          else {
            observer.next({ data: { balances: [{ __typename: 'Balance', currency: 'EUR', available: '10.00' }] } });
            observer.complete();
          }
        });
      }),
  );
  /** The server's answers reach the client now (written to the cache), before anything awaiting them runs. */
  const deliver = () => {
    while (pending.length > 0) pending.shift()?.();
  };
  const answer = async () => {
    deliver();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent, answer, deliver };
}

describe('prefetchQuery', () => {
  it('asks once at a time, then the screen reads from the cache while the answer is fresh', async () => {
    const { client, sent, answer } = serverOf();
    prefetchQuery(client, Balances);
    prefetchQuery(client, Balances);
    expect(sent).toEqual(['PrefetchTest_Balances']);
    expect(firstReadPolicy(Balances)).toBe('cache-first'); // on its way: the screen joins it
    await answer();
    expect(firstReadPolicy(Balances)).toBe('cache-first');
    prefetchQuery(client, Balances);
    expect(sent).toHaveLength(1);
    expect(client.readQuery({ query: Balances })).toEqual({
      balances: [{ __typename: 'Balance', currency: 'EUR', available: '10.00' }],
    });
  });

  it('a screen that opens between the answer landing in the cache and the prefetch settling does not ask again', async () => {
    const Landed = parse('query PrefetchTest_Landed { balances { currency available } }');
    const { client, sent, deliver } = serverOf();
    prefetchQuery(client, Landed);
    // The answer is written now; the prefetch's own promise settles a turn later.
    deliver();
    const seen: unknown[] = [];
    const sub = client.watchQuery({ query: Landed, fetchPolicy: firstReadPolicy(Landed) }).subscribe(({ data }) => seen.push(data));
    await new Promise((r) => setTimeout(r, 0));
    sub.unsubscribe();
    expect(sent).toEqual(['PrefetchTest_Landed']);
    expect(seen).toHaveLength(1);
  });

  it('a failed read (a signed-out visitor) leaves the screen asking the server itself', async () => {
    const { client, answer } = serverOf(true);
    prefetchQuery(client, Failing);
    await answer();
    expect(firstReadPolicy(Failing)).toBe('cache-and-network');
  });
});
