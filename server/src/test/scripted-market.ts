import { randomBytes } from 'node:crypto';
import { MARKET_HOURS } from '../modules/market-data/calendar/calendar-rules';
import { localDate } from '../modules/market-data/calendar/time-zone';
import { Feed } from '../modules/market-data/feed/feed.service';
import type { MarketCode } from '../modules/market-data/market-code';
import type { MarketDataProvider, ProviderFxRate, ProviderQuote } from '../modules/market-data/providers/provider';
import { Money } from '../shared/money';
import type { TestApp, TestUser } from './harness';

/**
 * A market-data provider whose quotes a test sets. Quotes still reach the database only through the
 * real feed (quotes table, bars, the quote bus, the after-ticks trading hook), as in production.
 */
export class ScriptedProvider implements MarketDataProvider {
  readonly name = 'simulated' as const;
  readonly simulated = true;
  private readonly current = new Map<string, ProviderQuote>();
  private readonly fx = new Map<string, string>([
    ['EURUSD', '1.1600'],
    ['USDTWD', '32.000'],
    ['USDMYR', '4.4000'],
  ]);

  constructor(private readonly now: () => Date) {}

  quote(symbol: string, bid: string, ask: string): ProviderQuote {
    const market = symbol.split(':')[0] as MarketCode;
    const at = this.now();
    const price = new Money(bid).plus(ask).dividedBy(2).toDecimalPlaces(4).toFixed();
    const prev = this.current.get(symbol);
    const q: ProviderQuote = {
      symbol,
      price,
      bid,
      ask,
      open: prev?.open ?? price,
      high: Money.max(price, prev?.high ?? price).toFixed(),
      low: Money.min(price, prev?.low ?? price).toFixed(),
      previousClose: prev?.previousClose ?? price,
      volume: String(Number(prev?.volume ?? 0) + 100),
      tradeDate: localDate(MARKET_HOURS[market].zone, at),
      at,
    };
    this.current.set(symbol, q);
    return q;
  }

  setFx(pair: string, rate: string): void {
    this.fx.set(pair, rate);
  }

  async quotes(symbols: string[]): Promise<ProviderQuote[]> {
    return symbols.map((s) => this.current.get(s)).filter((q): q is ProviderQuote => !!q);
  }
  async bars() {
    return [];
  }
  async search() {
    return [];
  }
  async fxRates(pairs: string[], at: Date): Promise<ProviderFxRate[]> {
    return pairs.filter((p) => this.fx.has(p)).map((pair) => ({ pair, rate: this.fx.get(pair) as string, at }));
  }
  subscribe(): () => void {
    return () => {};
  }
}

export interface ScriptedMarket {
  provider: ScriptedProvider;
  feed: Feed;
  /** Every quote the feed recorded (symbol, at, bid, ask), to check fills against. */
  recorded: Array<{ symbol: string; at: number; bid: string; ask: string }>;
  /** One tick through the feed; waits for the trading work it triggers (fills, stop-outs). */
  tick(quotes: Array<[symbol: string, bid: string, ask: string]>, opts?: { wait?: boolean }): Promise<void>;
}

export async function scriptedMarket(app: TestApp): Promise<ScriptedMarket> {
  const provider = new ScriptedProvider(() => app.clock.now());
  const dir = await app.services.marketData.directory();
  const feed = new Feed(app.ds, app.clock, provider, dir, app.services.quoteBus, {
    tickMs: 1000,
    backfillDailyDays: 0,
    backfillMinuteDays: 0,
    progress: false,
    afterTicks: (symbols) => app.services.trading.afterTicks(symbols),
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
  const key = randomBytes(8).toString('hex');
  const d = await app.services.funding.fileDeposit(u.user, {
    currency,
    amount: new Money(amount),
    note: null,
    idempotencyKey: `dep-${key}`,
  });
  await app.services.funding.confirmDeposit(ops.user, d.id, `conf-${key}`, { ip: null });
}
