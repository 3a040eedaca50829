import { type ApolloLink, ApolloClient, execute, HttpLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import type { Client } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import realManifest from '../gql/persisted-documents.json';
import * as generated from '../gql/graphql';
import { buildDocumentIdMap, documentIds, trusted } from './documentIds';
import { errorCodeOf } from '../i18n/errors';
import { createTrustedDocumentLink } from './trustedDocumentLink';
import { TrustedWsLink } from './trustedWsLink';

const manifest = {
  aaa111: 'query Session_Me { __typename me { __typename id } }',
  bbb222: 'mutation Login_SignIn($input: LoginInput!) { __typename login(input: $input) { __typename id } }',
  ccc333: 'subscription Quotes_Tick($symbols: [String!]!) { __typename quote(symbols: $symbols) { __typename price } }',
};

function run(link: ApolloLink, operation: Parameters<typeof execute>[1]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    execute(link, operation).subscribe({ next: resolve, error: reject });
  });
}

describe('buildDocumentIdMap', () => {
  it('indexes the manifest by operation name', () => {
    const ids = buildDocumentIdMap(manifest);
    expect(ids.get('Session_Me')).toBe('aaa111');
    expect(ids.get('Login_SignIn')).toBe('bbb222');
    expect(ids.get('Quotes_Tick')).toBe('ccc333');
    expect(ids.size).toBe(3);
  });
});

describe('the production build’s hashes (each document brings its own)', () => {
  it('are, for every operation, the hash the manifest gives it', () => {
    const byName = buildDocumentIdMap(realManifest as Record<string, string>);
    const embedded = Object.entries(generated)
      .filter(([name]) => name.endsWith('Document'))
      .map(([name, document]) => [name.slice(0, -'Document'.length), (document as { __meta__?: { hash?: string } }).__meta__?.hash]);
    expect(embedded.length).toBe(byName.size);
    for (const [name, hash] of embedded) expect([name, hash]).toEqual([name, byName.get(name as string)]);
  });

  it('enter the links’ map as their document loads', () => {
    const document = { kind: 'Document', definitions: [] };
    expect(trusted('Some_Operation', 'abc123', document)).toBe(document);
    expect(documentIds.get('Some_Operation')).toBe('abc123');
    documentIds.delete('Some_Operation');
  });
});

describe('trusted documents over HTTP', () => {
  const ids = buildDocumentIdMap(manifest);

  function httpWithSpy() {
    const fetchSpy = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ data: { login: { __typename: 'User', id: '1' } } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const link = createTrustedDocumentLink(ids).concat(
      new HttpLink({ uri: 'http://vela.test/graphql', fetch: fetchSpy as unknown as typeof fetch }),
    );
    return { link, fetchSpy };
  }

  it('sends operationName, variables and extensions.documentId, and no query text', async () => {
    const { link, fetchSpy } = httpWithSpy();
    await run(link, {
      // Plain strings (not gql tags) so codegen does not collect these test documents.
      query: parse('mutation Login_SignIn($input: LoginInput!) { login(input: $input) { id } }'),
      variables: { input: { phone: '+34600123456', password: 'secret1' } },
    });
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1].body));
    expect(body).toEqual({
      operationName: 'Login_SignIn',
      variables: { input: { phone: '+34600123456', password: 'secret1' } },
      extensions: { documentId: 'bbb222' },
    });
  });

  it('sends an operation without a hash normally (development)', async () => {
    const { link, fetchSpy } = httpWithSpy();
    await run(link, { query: parse('query Unknown_Op { me { id } }') });
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1].body));
    expect(body.operationName).toBe('Unknown_Op');
    expect(body.query).toContain('Unknown_Op');
    expect(body.extensions).toBeUndefined();
  });
});

describe('what the app’s HTTP links make of an answer (the error a screen shows)', () => {
  const ids = buildDocumentIdMap(manifest);
  /** A query through the app's link and Apollo Client, answered by `answer`: its data, or the code of its error. */
  async function outcome(answer: () => Response | Promise<Response>): Promise<{ data?: unknown; code?: string }> {
    const fetchSpy = vi.fn(async () => answer());
    const client = new ApolloClient({
      link: createTrustedDocumentLink(ids).concat(
        new HttpLink({ uri: 'http://vela.test/graphql', fetch: fetchSpy as unknown as typeof fetch }),
      ),
      cache: new InMemoryCache(),
    });
    try {
      const result = await client.query({ query: parse('query Session_Me { me { id } }'), fetchPolicy: 'network-only' });
      return { data: result.data };
    } catch (error) {
      return { code: errorCodeOf(error) };
    }
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });

  it('an answer with data is the result', async () => {
    expect(await outcome(() => json({ data: { me: { __typename: 'User', id: '7' } } }))).toEqual({
      data: { me: { __typename: 'User', id: '7' } },
    });
  });

  it('a GraphQL error, with status 200 or not, carries its own code', async () => {
    expect(await outcome(() => json({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }))).toEqual({
      code: 'UNAUTHENTICATED',
    });
    expect(await outcome(() => json({ errors: [{ message: 'no', extensions: { code: 'DOCUMENT_NOT_TRUSTED' } }] }, 400))).toEqual({
      code: 'DOCUMENT_NOT_TRUSTED',
    });
  });

  it('a refusal without a GraphQL body is told by its status; no server is NETWORK', async () => {
    expect(await outcome(() => new Response('slow down', { status: 429 }))).toEqual({ code: 'RATE_LIMITED' });
    expect(await outcome(() => new Response('<html>bad gateway</html>', { status: 502 }))).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    expect(await outcome(() => json({ unexpected: true }))).toEqual({ code: 'INTERNAL_ERROR' });
    expect(
      await outcome(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ code: 'NETWORK' });
  });

  it('a query torn down aborts its request', async () => {
    let signal: AbortSignal | undefined;
    const fetchSpy = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const link = createTrustedDocumentLink(ids).concat(
      new HttpLink({ uri: 'http://vela.test/graphql', fetch: fetchSpy as unknown as typeof fetch }),
    );
    const subscription = execute(link, { query: parse('query Session_Me { me { id } }') }).subscribe({});
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
  });
});

describe('trusted documents over the WebSocket', () => {
  it('subscribes with an empty query and the documentId', async () => {
    const subscribe = vi.fn((_payload: unknown, sink: { next: (v: unknown) => void; complete: () => void }) => {
      sink.next({ data: { quote: { __typename: 'Quote', price: '1.00' } } });
      sink.complete();
      return () => undefined;
    });
    const link = new TrustedWsLink({ subscribe } as unknown as Client, buildDocumentIdMap(manifest));
    await run(link, {
      query: parse('subscription Quotes_Tick($symbols: [String!]!) { quote(symbols: $symbols) { price } }'),
      variables: { symbols: ['SAN'] },
    });
    expect(subscribe.mock.calls[0]?.[0]).toEqual({
      query: '',
      operationName: 'Quotes_Tick',
      variables: { symbols: ['SAN'] },
      extensions: { documentId: 'ccc333' },
    });
  });

  it('loads the socket client when the first subscription starts, and not for one left before it loaded', async () => {
    const unsubscribe = vi.fn();
    const subscribe = vi.fn((_payload: unknown, sink: { next: (v: unknown) => void }) => {
      sink.next({ data: { quote: { __typename: 'Quote', price: '1.00' } } });
      return unsubscribe;
    });
    let load: (client: Client) => void = () => undefined;
    const loaded = new Promise<Client>((resolve) => {
      load = resolve;
    });
    const connect = vi.fn(() => loaded);
    const link = new TrustedWsLink(connect, buildDocumentIdMap(manifest));
    const operation = {
      query: parse('subscription Quotes_Tick($symbols: [String!]!) { quote(symbols: $symbols) { price } }'),
      variables: { symbols: ['SAN'] },
    };
    expect(connect).not.toHaveBeenCalled();
    const left = execute(link, operation).subscribe({});
    const kept = run(link, operation);
    left.unsubscribe();
    load({ subscribe } as unknown as Client);
    await expect(kept).resolves.toEqual({ data: { quote: { __typename: 'Quote', price: '1.00' } } });
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
