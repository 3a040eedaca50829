import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/harness';
import { type ScriptedMarket, scriptedMarket } from '../../../test/scripted-market';
import { until } from '../../../test/until';

let app: TestApp;
let market: ScriptedMarket;
const seen: string[][] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday, New York in session
  market = await scriptedMarket(app, {
    afterTicks: async (symbols) => {
      seen.push([...symbols]);
    },
  });
});
afterAll(async () => {
  await app?.close();
});

describe('the work after each batch of ticks (fills, stop-outs, alerts)', () => {
  it('still runs after a batch that changed nothing (every tick older than the quote held)', async () => {
    await market.tick([['US:AAPL', '190.00', '190.02']]);
    expect(seen.flat()).toContain('US:AAPL');
    // A batch with nothing new: an empty one, then one whose tick is older than the quote held.
    await market.feed.applyTicks([]);
    const stale = market.provider.quote('US:AAPL', '189.00', '189.02');
    await market.feed.applyTicks([{ ...stale, at: new Date('2026-11-20T14:00:00Z') }]);
    seen.length = 0;
    // The next real tick is worked on: the engine was not left stuck by the empty batches.
    app.clock.set(new Date('2026-11-20T15:00:05Z'));
    await market.feed.applyTicks([market.provider.quote('US:MSFT', '410.00', '410.04')]);
    await until(() => seen.flat().includes('US:MSFT'), 5_000);
    await market.feed.settled();
    expect(seen.flat()).toEqual(['US:MSFT']);
  });
});
