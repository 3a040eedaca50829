import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import type { Locale } from '../i18n/locales';
import { findRouteByPath, MINE_PATH, HOME_PATH } from '../navigation/routeTable';
import { parseUrl } from '../navigation/url';
import { prefetchPage } from '../routes';
import manifest from '../gql/persisted-documents.json';
import { buildDocumentIdMap } from './documentIds';
import { EARLY_READ_TTL_MS, EARLY_READS, earlyReadKey, sendEarlyReads, takeEarlyRead, withEarlyReads } from './earlyReads';
import { SocketStatusStore } from './socketStatus';
import { createTrustedDocumentLink } from './trustedDocumentLink';

afterEach(() => {
  cleanup();
  window.__VELA_EARLY__ = undefined;
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The app opened on `hash` as main.tsx opens it (the page's prefetch, then the app), with the real
 * links down to fetch: the requests it sends first, as `earlyReadKey`s. Signed out; nothing else answers.
 */
async function firstRequests(hash: string, locale: Locale, expected: number): Promise<string[]> {
  const sent: string[] = [];
  const fetchSpy = vi.fn((_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: unknown };
    sent.push(earlyReadKey(body.operationName, body.variables));
    if (body.operationName === 'Session_Me') {
      return Promise.resolve(new Response(JSON.stringify({ data: { me: null } }), { headers: { 'content-type': 'application/json' } }));
    }
    return new Promise<Response>(() => undefined);
  });
  const link = createTrustedDocumentLink(buildDocumentIdMap(manifest as Record<string, string>)).concat(
    new HttpLink({ uri: 'http://vela.test/graphql', fetch: fetchSpy as unknown as typeof fetch }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  localStorage.setItem('lang', locale);
  window.location.hash = hash;
  const route = findRouteByPath(parseUrl(hash).path);
  prefetchPage(route?.name ?? 'home', client, { lang: locale });
  render(<App apollo={{ client, socketStatus: new SocketStatusStore() }} />);
  await waitFor(() => expect(new Set(sent).size).toBeGreaterThanOrEqual(expected), { timeout: 5000 });
  return sent;
}

describe('the early reads (sent by the boot script before the app has loaded)', () => {
  const cases: [string, string, Locale][] = [
    ['home', HOME_PATH, 'es'],
    ['mine', MINE_PATH, 'en'],
    ['stockDetail', '/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL', 'zh-Hant'],
  ];

  it.each(cases)('are each what %s itself asks first, exactly (else the app would ask again)', async (page, hash, locale) => {
    const reads = EARLY_READS[page]?.(locale, parseUrl(hash).query) ?? [];
    expect(reads.length).toBeGreaterThan(1);
    const sent = await firstRequests(hash, locale, reads.length);
    for (const read of reads) expect(sent).toContain(earlyReadKey(read.operationName, read.variables));
  });

  it('are only what a stock detail URL names, or only the session for an unknown one', () => {
    expect(EARLY_READS.stockDetail?.('en', { code: '2330', market: 'tw' }).map((r) => r.variables)).toEqual([
      {},
      { symbol: 'TW:2330', market: 'TW', lang: 'en' },
    ]);
    expect(EARLY_READS.stockDetail?.('en', { symbol: 'XX:1' }).map((r) => r.operationName)).toEqual(['Session_Me']);
  });
});

describe('taking an early answer', () => {
  const body = (operationName: string, variables: object) => JSON.stringify({ operationName, variables, extensions: { documentId: 'h' } });

  it('gives it once, to the same read whatever the order of its variables; anything else goes to the server', async () => {
    const answer = Promise.resolve(new Response('{"data":{"x":1}}'));
    window.__VELA_EARLY__ = { at: Date.now(), answers: { [earlyReadKey('Q', { a: 1, b: 'x' })]: answer } };
    const server = vi.fn(async () => new Response('{"data":{"x":2}}'));
    const fetchWith = withEarlyReads(server as unknown as typeof fetch);
    expect(await (await fetchWith('/graphql', { method: 'POST', body: body('Q', { b: 'x', a: 1 }) })).text()).toBe('{"data":{"x":1}}');
    expect(await (await fetchWith('/graphql', { method: 'POST', body: body('Q', { a: 1, b: 'x' }) })).text()).toBe('{"data":{"x":2}}');
    await fetchWith('/graphql', { method: 'POST', body: body('Q', { a: 2, b: 'x' }) });
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('not once it is older than the time an answer is taken for', () => {
    const at = Date.now();
    window.__VELA_EARLY__ = { at, answers: { [earlyReadKey('Q', {})]: Promise.resolve(new Response('{}')) } };
    expect(takeEarlyRead(body('Q', {}), at + EARLY_READ_TTL_MS + 1)).toBeUndefined();
    expect(window.__VELA_EARLY__).toBeUndefined();
  });
});

describe('sending the early reads', () => {
  it('asks as the app’s HTTP link does, and starts the first banner’s download with Home’s answer', async () => {
    const calls: [string, RequestInit][] = [];
    const answers: Record<string, unknown> = {
      HomeContent_Load: { data: { pinnedNotices: [], banners: [{ imageUrl: '/uploads/banner-1.jpg' }], newsPage: { items: [] } } },
      Session_Me: { data: { me: null } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        const name = (JSON.parse(String(init.body)) as { operationName: string }).operationName;
        return new Response(JSON.stringify(answers[name]), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const images: string[] = [];
    const reads = EARLY_READS.home?.('fr', {}) ?? [];
    sendEarlyReads(reads, { Session_Me: 'hash-session', HomeContent_Load: 'hash-home' }, (src) => images.push(src));
    vi.unstubAllGlobals();
    expect(calls.map(([url, init]) => [url, init.method, init.credentials, JSON.parse(String(init.body))])).toEqual([
      [
        `${window.location.origin}/graphql`,
        'POST',
        'same-origin',
        { operationName: 'Session_Me', variables: {}, extensions: { documentId: 'hash-session' } },
      ],
      [
        `${window.location.origin}/graphql`,
        'POST',
        'same-origin',
        { operationName: 'HomeContent_Load', variables: { lang: 'fr', first: 3 }, extensions: { documentId: 'hash-home' } },
      ],
    ]);
    await waitFor(() => expect(images).toEqual(['/uploads/banner-1.jpg']));
    // The app still reads the whole answer itself.
    const taken = takeEarlyRead(JSON.stringify({ operationName: 'HomeContent_Load', variables: { first: 3, lang: 'fr' } }));
    expect(JSON.parse(await ((await taken) as Response).text()).data.banners[0].imageUrl).toBe('/uploads/banner-1.jpg');
  });

  it('answers once the shell has been painted from its read (the boot script then runs main), and also when that read fails', async () => {
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const name = (JSON.parse(String(init.body)) as { operationName: string }).operationName;
        if (name !== 'StockDetail_Instrument') return new Response('{"data":{"me":null}}');
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }),
    );
    const reads = EARLY_READS.stockDetail?.('en', { symbol: 'US:AAPL' }) ?? [];
    const painted: string[] = [];
    let settled = false;
    const ids = { Session_Me: 'hash-session', StockDetail_Instrument: 'hash-stock' };
    const done = sendEarlyReads(
      reads,
      ids,
      () => undefined,
      (name) => painted.push(name),
    ).then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false); // the price's answer is not in yet
    release(new Response(JSON.stringify({ data: { instrument: null } }), { headers: { 'content-type': 'application/json' } }));
    await done;
    expect(painted).toEqual(['StockDetail_Instrument']);

    // A failed answer paints nothing and still lets the app start.
    const failed = sendEarlyReads(
      reads,
      ids,
      () => undefined,
      (name) => painted.push(name),
    );
    release(new Response('oops', { status: 502 }));
    await failed;
    expect(painted).toEqual(['StockDetail_Instrument']);
    vi.unstubAllGlobals();
  });
});
