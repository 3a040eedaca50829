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

/**
 * A dividend or split as the provider publishes it (integrity rule 1: corporate actions come from here
 * only, like prices). Dates are the market's local dates (YYYY-MM-DD); a split of `ratioFrom` old
 * shares for `ratioTo` new ones (2 → 3 is 3-for-2; 10 → 1 a 1-for-10 reverse split).
 */
export interface ProviderCorporateAction {
  symbol: string;
  kind: 'cash_dividend' | 'split';
  exDate: string;
  /** Dividends: who holds at its end is paid (null for splits). */
  recordDate: string | null;
  /** Dividends: when it is paid; null when the provider does not publish it (and for splits). */
  payDate: string | null;
  /** Dividends: per share, in `currency`, a decimal string. */
  amount: string | null;
  currency: string | null;
  ratioFrom: string | null;
  ratioTo: string | null;
  /** How the company names it (e.g. "Interim dividend"), when known. */
  label: string | null;
  /** Where it was published (an address), or `simulated`. */
  source: string;
  /** True for an action the simulated feed invents (labelled "Simulated" wherever shown). */
  simulated: boolean;
}

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
  /** Dividends and splits of the known instruments with an ex-date in [from, to] (local dates), oldest first. */
  corporateActions(from: string, to: string): Promise<ProviderCorporateAction[]>;
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
