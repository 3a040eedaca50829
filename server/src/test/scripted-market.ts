import { randomBytes } from 'node:crypto';
import { Feed } from '../modules/market-data/feed/feed.service';
import { ScriptedProvider } from '../modules/market-data/providers/scripted/scripted-provider';
import { confirmDeposit } from '../seed/ops-flows';
import { Money } from '../shared/money';
import type { TestApp, TestUser } from './harness';

export interface ScriptedMarket {
  provider: ScriptedProvider;
  feed: Feed;
  /** Every quote the feed recorded (symbol, at, bid, ask), to check fills against. */
  recorded: Array<{ symbol: string; at: number; bid: string; ask: string }>;
  /** One tick through the feed; waits for the trading work it triggers (fills, stop-outs). */
  tick(quotes: Array<[symbol: string, bid: string, ask: string]>, opts?: { wait?: boolean }): Promise<void>;
}

/**
 * A scripted feed. By default its ticks run the trading engine only; `afterTicks` replaces that (e.g. every
 * module's tick hooks, as production runs them, or another process's services after a restart).
 */
export async function scriptedMarket(
  app: TestApp,
  opts: { afterTicks?: (symbols: readonly string[]) => Promise<void> } = {},
): Promise<ScriptedMarket> {
  const provider = new ScriptedProvider(() => app.clock.now());
  const dir = await app.services.marketData.directory();
  const feed = new Feed(app.ds, app.clock, provider, dir, app.services.quoteBus, {
    tickMs: 1000,
    backfillDailyDays: 0,
    backfillMinuteDays: 0,
    progress: false,
    afterTicks: (symbols) => (opts.afterTicks ? opts.afterTicks(symbols) : app.services.tradingEngine.afterTicks(symbols)),
  });
  const recorded: ScriptedMarket['recorded'] = [];
  return {
    provider,
    feed,
    recorded,
    async tick(list, opts = {}) {
      const qs = list.map(([s, bid, ask]) => provider.quote(s, bid, ask));
      for (const q of qs) recorded.push({ symbol: q.symbol, at: q.at.getTime(), bid: q.bid, ask: q.ask });
      await feed.applyTicks(qs);
      if (opts.wait !== false) await feed.settled();
    },
  };
}

/** Credits a user through a confirmed deposit (the real funding path). */
export async function fundUser(app: TestApp, ops: TestUser, u: TestUser, currency: string, amount: string): Promise<void> {
  const checker = await app.checker();
  const key = randomBytes(8).toString('hex');
  const d = await app.services.funding.fileDeposit(u.user, {
    currency,
    amount: new Money(amount),
    note: null,
    idempotencyKey: `dep-${key}`,
  });
  await confirmDeposit(app.services, ops.user, checker.user, d.id, `conf-${key}`);
}
