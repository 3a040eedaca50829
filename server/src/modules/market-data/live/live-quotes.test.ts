import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/harness';
import type { Feed } from '../feed/feed.service';
import { QUOTE_FIELDS } from '../market-data.types';
import type { LiveQuote } from './quote-bus';

let app: TestApp;
let feed: Feed;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FULL = `subscription($symbols: [ID!]!) { quotes(symbols: $symbols) { __typename ${QUOTE_FIELDS.join(' ')} } }`;

function collect(client: Client, query: string, variables: Record<string, unknown>) {
  const got: Array<Record<string, unknown>> = [];
  const errors: unknown[] = [];
  const stop = client.subscribe(
    { query, variables },
    {
      next: (v) => void (v.errors ? errors.push(...v.errors) : got.push(v.data!.quotes as Record<string, unknown>)),
      error: (e) => void errors.push(e),
      complete: () => {},
    },
  );
  return { got, errors, stop };
}

/** Advances the test clock a second at a time (the feed ticks on it) until `done`, or fails after `max` seconds. */
async function tickUntil(done: () => boolean, max = 250) {
  for (let i = 0; i < max && !done(); i++) {
    app.clock.advance(1000);
    await sleep(40);
  }
}

// Bounded waits on lasting state rather than fixed sleeps, so a busy machine only makes them slower.
const eventually = { timeout: 15_000, interval: 20 };

beforeAll(async () => {
  app = await createTestApp({ feedTickMs: 20, feedBackfillDays: 2, feedBackfillMinuteDays: 0 });
  app.clock.set(new Date('2026-11-20T15:00:00Z'));
  feed = await app.services.feeds.create();
  await feed.start();
});
afterAll(async () => {
  await feed?.stop();
  await app?.close();
});

describe('live quotes', () => {
  it('sends each subscriber exactly the symbols it asked for, with every field (fast path)', async () => {
    const a = app.anonymous().ws();
    const b = app.anonymous().ws();
    const subA = collect(a, FULL, { symbols: ['US:AAPL', 'IDX:SPX'] });
    const subB = collect(b, FULL, { symbols: ['ES:SAN'] });
    await expect.poll(() => app.services.quoteHub.stats.fastSubscriptions, eventually).toBe(2);
    const symbolsOf = (got: Array<Record<string, unknown>>) => new Set(got.map((q) => q.symbol));
    await tickUntil(() => symbolsOf(subA.got).size === 2 && symbolsOf(subB.got).size === 1);
    expect(new Set(subA.got.map((q) => q.symbol))).toEqual(new Set(['US:AAPL', 'IDX:SPX']));
    expect(new Set(subB.got.map((q) => q.symbol))).toEqual(new Set(['ES:SAN']));
    const q = subA.got.find((x) => x.symbol === 'US:AAPL')!;
    expect(Object.keys(q)).toEqual(['__typename', ...QUOTE_FIELDS]);
    expect(q).toMatchObject({ __typename: 'Quote', currency: 'USD', simulated: true, source: 'simulated', marketOpen: true });
    expect(typeof q.price).toBe('string');
    subA.stop();
    subB.stop();
    await expect.poll(() => app.services.quoteHub.stats.fastSubscriptions, eventually).toBe(0);
    await a.dispose();
    await b.dispose();
  });

  it('runs other selections through normal execution, aliases included', async () => {
    const c = app.anonymous().ws();
    const sub = collect(c, 'subscription { quotes(symbols: ["GOLD:XAU"]) { symbol last: price marketOpen } }', {});
    await expect.poll(() => app.services.quoteHub.stats.slowSubscriptions, eventually).toBe(1);
    await tickUntil(() => sub.got.length > 0);
    expect(sub.got.length).toBeGreaterThan(0);
    expect(Object.keys(sub.got[0])).toEqual(['symbol', 'last', 'marketOpen']);
    expect(sub.got.every((x) => x.symbol === 'GOLD:XAU')).toBe(true);
    sub.stop();
    await c.dispose();
  });

  it('refuses too many or unknown symbols with a code', async () => {
    const c = app.anonymous().ws();
    const many = collect(c, FULL, { symbols: Array.from({ length: 201 }, (_, i) => `US:X${i}`) });
    const unknown = collect(c, FULL, { symbols: ['US:NOPE'] });
    const slowUnknown = collect(c, 'subscription { quotes(symbols: ["US:NOPE"]) { price } }', {});
    await expect.poll(() => many.errors.length > 0 && unknown.errors.length > 0 && slowUnknown.errors.length > 0, eventually).toBe(true);
    const code = (e: unknown) =>
      (e as { extensions?: { code?: string } }[])?.[0]?.extensions?.code ?? (e as { extensions?: { code?: string } })?.extensions?.code;
    expect(code(many.errors[0])).toBe('TOO_MANY_SYMBOLS');
    expect(code(unknown.errors[0])).toBe('INSTRUMENT_NOT_FOUND');
    expect(code(slowUnknown.errors[0])).toBe('INSTRUMENT_NOT_FOUND');
    await c.dispose();
  });

  it('coalesces for a client that stops reading: memory stays bounded and the latest quote wins', async () => {
    await feed.stop(); // only our synthetic bursts from here on
    const url = `${app.url.replace('http', 'ws')}/graphql`;
    const raw = new WebSocket(url, 'graphql-transport-ws');
    const received: string[] = [];
    raw.on('message', (m) => received.push(m.toString()));
    await new Promise((r) => raw.once('open', r));
    raw.send(JSON.stringify({ type: 'connection_init' }));
    await sleep(100);
    const symbols = ['US:AAPL', 'US:MSFT', 'US:NVDA'];
    raw.send(JSON.stringify({ id: 's1', type: 'subscribe', payload: { query: FULL, variables: { symbols } } }));
    await sleep(200);
    // Stop reading from the socket: the server's send buffer fills up.
    (raw as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    const hub = app.services.quoteHub;
    const pad = 'x'.repeat(2000);
    const base = { bid: '1', ask: '1', open: '1', high: '1', low: '1', previousClose: '1', change: '0', changePercent: '0', volume: '1' };
    for (let i = 0; i < 3000; i++) {
      const batch: LiveQuote[] = symbols.map((symbol) => ({
        ...base,
        symbol,
        price: String(i),
        marketValue: null,
        currency: 'USD',
        at: new Date().toISOString(),
        simulated: true,
        source: pad,
        marketOpen: true,
      }));
      await app.services.quoteBus.publish(batch);
      if (i % 200 === 0) await sleep(5);
    }
    expect(hub.stats.coalesced).toBeGreaterThan(1000);
    (raw as unknown as { _socket: { resume(): void } })._socket.resume();
    const last = () => {
      const latest = new Map<string, string>();
      for (const m of received) {
        const msg = JSON.parse(m);
        if (msg.type === 'next') latest.set(msg.payload.data.quotes.symbol, msg.payload.data.quotes.price);
      }
      return latest;
    };
    for (let i = 0; i < 100 && (last().size < 3 || [...last().values()].some((p) => p !== '2999')); i++) await sleep(50);
    expect(Object.fromEntries(last())).toEqual({ 'US:AAPL': '2999', 'US:MSFT': '2999', 'US:NVDA': '2999' });
    // Far fewer messages than were published: the backlog held one quote per symbol.
    expect(received.length).toBeLessThan(9000 / 2);
    raw.close();
  });
  it('writes each socket its symbols of a batch once, the latest of a symbol quoted twice, serialised for its own fields', async () => {
    await feed.stop(); // only the batches below
    const a = app.anonymous().ws();
    const b = app.anonymous().ws();
    const subA = collect(a, FULL, { symbols: ['US:AAPL', 'US:MSFT'] });
    const subB = collect(b, 'subscription($symbols: [ID!]!) { quotes(symbols: $symbols) { symbol price } }', { symbols: ['US:MSFT'] });
    await expect.poll(() => app.services.quoteHub.stats.fastSubscriptions, eventually).toBe(2);
    const base = { bid: '1', ask: '1', open: '1', high: '1', low: '1', previousClose: '1', change: '0', changePercent: '0', volume: '1' };
    const quote = (symbol: string, price: string): LiveQuote => ({
      ...base,
      symbol,
      price,
      marketValue: null,
      currency: 'USD',
      at: new Date().toISOString(),
      simulated: true,
      source: 'simulated',
      marketOpen: true,
    });
    await app.services.quoteBus.publish([quote('US:AAPL', '101'), quote('US:MSFT', '201'), quote('US:MSFT', '202')]);
    await expect.poll(() => subA.got.length + subB.got.length, eventually).toBe(3);
    expect(subA.got.map((q) => [q.symbol, q.price]).sort()).toEqual([
      ['US:AAPL', '101'],
      ['US:MSFT', '202'],
    ]);
    expect(subB.got).toEqual([{ symbol: 'US:MSFT', price: '202' }]);
    // The next batch is serialised afresh (nothing of the last one is reused).
    await app.services.quoteBus.publish([quote('US:MSFT', '203')]);
    await expect.poll(() => subB.got.length, eventually).toBe(2);
    expect(subB.got[1]).toEqual({ symbol: 'US:MSFT', price: '203' });
    await expect.poll(() => subA.got.length, eventually).toBe(3);
    expect(subA.got[2]).toMatchObject({ __typename: 'Quote', symbol: 'US:MSFT', price: '203' });
    subA.stop();
    subB.stop();
    await a.dispose();
    await b.dispose();
  });
});
