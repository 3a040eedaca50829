import type { MarketCode } from '../market-code';
import type { TickRule } from '../quote-rules';

// The market-data port. Providers live in their own folders (simulated, replay, yahoo) and are chosen
// by MARKET_DATA_PROVIDER. Prices cross the port as decimal strings, never floats.

export interface InstrumentSpec {
  symbol: string;
  code: string;
  market: MarketCode;
  currency: string;
  lotSize: number;
  tickRule: TickRule;
  /** Tick in 0.0001 units (for 'twse' the ladder applies instead). */
  tickUnits: number;
  referenceClose: string;
  sharesOutstanding: string | null;
  names: Record<string, string>;
}

export interface ProviderQuote {
  symbol: string;
  price: string;
  bid: string;
  ask: string;
  open: string;
  high: string;
  low: string;
  previousClose: string;
  volume: string;
  /** Trade date (local to the market) the quote belongs to. */
  tradeDate: string;
  at: Date;
}

export interface ProviderBar {
  /** Minute bars: the minute's start. Day bars: the trade date at 00:00Z. */
  at: Date;
  tradeDate: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface ProviderFxRate {
  pair: string;
  rate: string;
  at: Date;
}

export type ProviderInterval = 'MINUTE' | 'DAY';

export interface MarketDataProvider {
  readonly name: 'simulated' | 'replay' | 'yahoo';
  /** True when prices are not live market prices (the UI labels them "Simulated"). */
  readonly simulated: boolean;
  /** Latest quote of each symbol as of `at` (symbols the provider does not know are left out). */
  quotes(symbols: string[], at: Date): Promise<ProviderQuote[]>;
  /** Bars of one symbol with start in [from, to), oldest first; only complete bars. */
  bars(symbol: string, interval: ProviderInterval, from: Date, to: Date): Promise<ProviderBar[]>;
  /** Symbols (of the known instruments) matching a free-text query. */
  search(query: string): Promise<string[]>;
  fxRates(pairs: string[], at: Date): Promise<ProviderFxRate[]>;
  /**
   * The tick stream: calls onTicks with quotes that changed, at most once per interval, until stopped.
   * Only symbols in session tick.
   */
  subscribe(symbols: string[], onTicks: (quotes: ProviderQuote[]) => void | Promise<void>, opts: TickStreamOptions): () => void;
}

export interface TickStreamOptions {
  intervalMs: number;
  now: () => Date;
  onError?: (err: unknown) => void;
}

/** A tick stream made by polling `quotes` each interval and passing on what changed. */
export function pollingTickStream(
  provider: Pick<MarketDataProvider, 'quotes'>,
  symbols: string[],
  onTicks: (quotes: ProviderQuote[]) => void | Promise<void>,
  opts: TickStreamOptions,
): () => void {
  const last = new Map<string, string>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    if (stopped) return;
    try {
      const quotes = await provider.quotes(symbols, opts.now());
      const changed = quotes.filter((q) => {
        const key = `${q.price}|${q.volume}|${q.high}|${q.low}|${q.tradeDate}`;
        if (last.get(q.symbol) === key) return false;
        last.set(q.symbol, key);
        return true;
      });
      if (changed.length > 0 && !stopped) await onTicks(changed);
    } catch (err) {
      opts.onError?.(err);
    }
    if (!stopped) timer = setTimeout(run, opts.intervalMs);
  };
  timer = setTimeout(run, 0);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
