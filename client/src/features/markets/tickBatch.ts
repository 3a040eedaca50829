import type { ApolloCache } from '@apollo/client';
import type { QuoteFieldsFragment } from '../../gql/graphql';
import { isOlderTick } from './tickOrder';
import { writeTick } from './writeTick';

/**
 * Ticks arrive as one socket message per symbol, a burst each second for every symbol a screen
 * shows. Written one by one, each would re-read every watched query and re-render the screen
 * (on a mid-range phone, ~50 ms apiece). They are held until the next frame and written together in
 * one cache batch: one re-render per frame, only the newest tick of each symbol.
 */
const pending = new Map<ApolloCache<unknown>, Map<string, QuoteFieldsFragment>>();
let scheduled = false;

const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (run) => requestAnimationFrame(run) : (run) => setTimeout(run, 16);

/** Queues a tick for the next frame's write; a tick older than one already queued is dropped. */
export function queueTick(cache: ApolloCache<unknown>, tick: QuoteFieldsFragment): void {
  const ticks = pending.get(cache) ?? new Map<string, QuoteFieldsFragment>();
  pending.set(cache, ticks);
  const queued = ticks.get(tick.symbol);
  if (queued && isOlderTick(queued.at, tick.at)) return;
  ticks.set(tick.symbol, tick);
  if (!scheduled) {
    scheduled = true;
    nextFrame(flushTicks);
  }
}

/** Writes every queued tick, one batch (one broadcast to the screen) per cache. */
export function flushTicks(): void {
  scheduled = false;
  for (const [cache, ticks] of [...pending]) {
    pending.delete(cache);
    cache.batch({
      update: (c) => {
        for (const tick of ticks.values()) writeTick(c, tick);
      },
    });
  }
}
