import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GqlClient, type TestApp, createTestApp } from '../../../test/harness';
import type { Feed } from '../feed/feed.service';
import { QUOTE_FIELDS } from '../market-data.types';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.warn(
    '\n*** SKIPPED: the two-API-process Redis fan-out test needs REDIS_URL (e.g. REDIS_URL=redis://127.0.0.1:6379). CI sets it. ***\n',
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FULL = `subscription($symbols: [ID!]!) { quotes(symbols: $symbols) { ${QUOTE_FIELDS.join(' ')} } }`;

describe.skipIf(!REDIS_URL)('ticks shared through Redis by two API processes', () => {
  let app: TestApp;
  let feed: Feed;

  beforeAll(async () => {
    app = await createTestApp({ redisUrl: REDIS_URL, feedTickMs: 20, feedBackfillDays: 1, feedBackfillMinuteDays: 0 });
    app.clock.set(new Date('2026-11-20T15:00:00Z'));
    feed = await app.services.feeds.create();
  });
  afterAll(async () => {
    await feed?.stop();
    await app?.close();
  });

  it('delivers the same ticks to a subscriber on each API process', async () => {
    const second = await app.startAnotherApi({ redisUrl: REDIS_URL });
    const clients = [new GqlClient(app.url).ws(), new GqlClient(`http://127.0.0.1:${second.port}`).ws()];
    const seen: string[][] = [[], []];
    clients.forEach((c, i) => {
      c.subscribe(
        { query: FULL, variables: { symbols: ['US:AAPL', 'ES:SAN', 'IDX:SPX'] } },
        { next: (v) => void seen[i].push(JSON.stringify(v.data?.quotes)), error: () => {}, complete: () => {} },
      );
    });
    await sleep(400); // both subscriptions registered with their process's hub, both hubs subscribed to Redis
    await feed.start();
    for (let s = 0; s < 5; s++) {
      app.clock.advance(1000);
      await sleep(60);
    }
    await sleep(300);
    await feed.stop();
    await sleep(200);
    expect(seen[0].length).toBeGreaterThanOrEqual(6);
    expect(seen[1]).toEqual(seen[0]);
    expect(new Set(seen[0].map((q) => JSON.parse(q).symbol))).toEqual(new Set(['US:AAPL', 'ES:SAN', 'IDX:SPX']));
    for (const c of clients) await c.dispose();
  });
});
