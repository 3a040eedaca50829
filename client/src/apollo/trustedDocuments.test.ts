import { type ApolloLink, execute, HttpLink } from '@apollo/client';
import { parse } from 'graphql';
import type { Client } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import realManifest from '../gql/persisted-documents.json';
import * as generated from '../gql/graphql';
import { buildDocumentIdMap, documentIds, trusted } from './documentIds';
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
