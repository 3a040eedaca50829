import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { refetchFresh } from './refetchFresh';

// A server whose answers the test releases by hand: `status` is what the server holds when it answers.
function makeServer() {
  const state = { status: 'RUNNING', requests: 0 };
  const waiting: Array<() => void> = [];
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        state.requests += 1;
        // The answer is read when the request reaches the server (now), and delivered when released.
        const answer = { data: { record: { __typename: 'Record', id: '1', status: state.status } } };
        waiting.push(() => {
          observer.next(answer);
          observer.complete();
        });
      }),
  );
  const releaseAll = async () => {
    while (waiting.length > 0) {
      waiting.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { state, link, releaseAll };
}

// A document of its own, not of the app's schema (parsed here, so the codegen does not look at it).
const RecordQuery = parse('query RecordScreen_Record { record { id status } }');

function watch(client: ApolloClient<unknown>) {
  const seen: string[] = [];
  const sub = client.watchQuery({ query: RecordQuery, fetchPolicy: 'cache-and-network' }).subscribe((r) => {
    if (r.data?.record) seen.push(r.data.record.status);
  });
  return { seen, stop: () => sub.unsubscribe() };
}

describe('refetchFresh', () => {
  it('shows the state after an event even when a read sent before the change is still on its way', async () => {
    const server = makeServer();
    const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
    const screen = watch(client);
    expect(server.state.requests).toBe(1); // the screen's own first read, answered with RUNNING

    server.state.status = 'FINISHED'; // the server commits the end, then tells the client
    refetchFresh(client, ['RecordScreen_Record']);
    await server.releaseAll();

    expect(server.state.requests).toBe(2);
    expect(screen.seen.at(-1)).toBe('FINISHED');
    screen.stop();
  });

  it('reads a query once at a time, and once more for events that arrive meanwhile', async () => {
    const server = makeServer();
    const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
    const screen = watch(client);
    await server.releaseAll();
    expect(server.state.requests).toBe(1);

    refetchFresh(client, ['RecordScreen_Record']);
    server.state.status = 'HALTED';
    refetchFresh(client, ['RecordScreen_Record']);
    server.state.status = 'FINISHED';
    refetchFresh(client, ['RecordScreen_Record']);
    expect(server.state.requests).toBe(2); // the two later events wait for the read on its way
    await server.releaseAll();

    expect(server.state.requests).toBe(3); // …and then make one more read, not two
    expect(screen.seen.at(-1)).toBe('FINISHED');
    screen.stop();
  });

  it('leaves queries it was not asked for alone', async () => {
    const server = makeServer();
    const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
    const screen = watch(client);
    await server.releaseAll();
    refetchFresh(client, ['OtherScreen_Other']);
    await server.releaseAll();
    expect(server.state.requests).toBe(1);
    screen.stop();
  });
});
