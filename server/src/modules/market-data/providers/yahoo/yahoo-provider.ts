import { Money } from '../../../../shared/money';
import { MARKET_HOURS } from '../../calendar/calendar-rules';
import { localDate } from '../../calendar/time-zone';
import { MarketCode } from '../../market-code';
import {
  type InstrumentSpec,
  type MarketDataProvider,
  type ProviderBar,
  type ProviderCorporateAction,
  type ProviderFxRate,
  type ProviderInterval,
  type ProviderQuote,
  type TickStreamOptions,
  pollingTickStream,
} from '../provider';

// Yahoo Finance through the `yahoo-finance2` package (2.x: Node 18+, loaded with a dynamic import).
// Only the three calls below are used; the shapes are the library's documented results.

export interface YahooQuote {
  symbol: string;
  regularMarketPrice?: number;
  regularMarketOpen?: number;
  regularMarketDayHigh?: number;
  regularMarketDayLow?: number;
  regularMarketPreviousClose?: number;
  regularMarketVolume?: number;
  regularMarketTime?: Date;
  bid?: number;
  ask?: number;
  currency?: string;
}

export interface YahooChart {
  quotes: Array<{ date: Date; open: number | null; high: number | null; low: number | null; close: number | null; volume: number | null }>;
  /** With `events: 'div|split'`: the ex-dates and amounts of dividends, the dates and ratios of splits. */
  events?: {
    dividends?: Array<{ amount: number; date: Date | string | number }>;
    splits?: Array<{ date: Date | string | number; numerator: number; denominator: number }>;
  };
}

export interface YahooClient {
  quote(symbols: string[], opts?: Record<string, unknown>, moduleOpts?: Record<string, unknown>): Promise<YahooQuote[]>;
  chart(
    symbol: string,
    opts: { period1: Date; period2: Date; interval: '1m' | '1d'; events?: string },
    moduleOpts?: Record<string, unknown>,
  ): Promise<YahooChart>;
  search(
    query: string,
    opts?: Record<string, unknown>,
    moduleOpts?: Record<string, unknown>,
  ): Promise<{ quotes: Array<{ symbol?: string }> }>;
}

/** Vela symbol → Yahoo ticker. Gold uses the COMEX front-month future (Yahoo has no XAU spot quote). */
export function yahooTicker(spec: Pick<InstrumentSpec, 'market' | 'code'>): string {
  switch (spec.market) {
    case MarketCode.ES:
      return `${spec.code}.MC`;
    case MarketCode.TW:
      return `${spec.code}.TW`;
    case MarketCode.GOLD:
      return 'GC=F';
    default:
      return spec.code.replace('.', '-');
  }
}

const FX_TICKERS: Record<string, string> = { EURUSD: 'EURUSD=X', USDTWD: 'TWD=X', USDMYR: 'MYR=X' };

/** A float from the library, as a decimal string rounded to 4 places (the only place floats enter). */
function dec(n: number | null | undefined, places = 4): string | null {
  if (n === null || n === undefined || !Number.isFinite(n)) return null;
  return new Money(n.toString()).toDecimalPlaces(places).toFixed();
}

export class YahooProvider implements MarketDataProvider {
  readonly name = 'yahoo' as const;
  readonly simulated = false;
  private readonly byTicker = new Map<string, InstrumentSpec>();
  private readonly bySymbol = new Map<string, InstrumentSpec>();

  constructor(
    private readonly client: YahooClient,
    specs: InstrumentSpec[],
    private readonly pollMs: number,
  ) {
    for (const s of specs) {
      this.byTicker.set(yahooTicker(s), s);
      this.bySymbol.set(s.symbol, s);
    }
  }

  static async create(specs: InstrumentSpec[], opts: { pollMs: number }): Promise<YahooProvider> {
    const mod = (await import('yahoo-finance2')) as unknown as { default: YahooClient & { suppressNotices?(n: string[]): void } };
    mod.default.suppressNotices?.(['yahooSurvey']);
    return new YahooProvider(mod.default, specs, opts.pollMs);
  }

  async quotes(symbols: string[], _at: Date): Promise<ProviderQuote[]> {
    const tickers = symbols
      .map((s) => this.bySymbol.get(s))
      .filter((s): s is InstrumentSpec => !!s)
      .map(yahooTicker);
    if (tickers.length === 0) return [];
    const results = await this.client.quote(tickers, {}, { validateResult: false });
    const out: ProviderQuote[] = [];
    for (const r of results) {
      const spec = this.byTicker.get(r.symbol);
      const price = dec(r.regularMarketPrice);
      if (!spec || price === null || !r.regularMarketTime) continue;
      const at = new Date(r.regularMarketTime);
      out.push({
        symbol: spec.symbol,
        price,
        bid: dec(r.bid) && Number(r.bid) > 0 ? dec(r.bid)! : price,
        ask: dec(r.ask) && Number(r.ask) > 0 ? dec(r.ask)! : price,
        open: dec(r.regularMarketOpen) ?? price,
        high: dec(r.regularMarketDayHigh) ?? price,
        low: dec(r.regularMarketDayLow) ?? price,
        previousClose: dec(r.regularMarketPreviousClose) ?? price,
        volume: String(Math.round(r.regularMarketVolume ?? 0)),
        tradeDate: localDate(MARKET_HOURS[spec.market].zone, at),
        at,
      });
    }
    return out;
  }

  async bars(symbol: string, interval: ProviderInterval, from: Date, to: Date): Promise<ProviderBar[]> {
    const spec = this.bySymbol.get(symbol);
    if (!spec) return [];
    const chart = await this.client.chart(
      yahooTicker(spec),
      { period1: from, period2: to, interval: interval === 'MINUTE' ? '1m' : '1d' },
      { validateResult: false },
    );
    const zone = MARKET_HOURS[spec.market].zone;
    const out: ProviderBar[] = [];
    for (const q of chart.quotes) {
      const [open, high, low, close] = [q.open, q.high, q.low, q.close].map((v) => dec(v));
      if (open === null || high === null || low === null || close === null) continue;
      const date = new Date(q.date);
      const tradeDate = localDate(zone, date);
      const at = interval === 'MINUTE' ? date : new Date(`${tradeDate}T00:00:00Z`);
      if (interval === 'MINUTE' && at.getTime() + 60_000 > to.getTime()) continue;
      out.push({ at, tradeDate, open, high, low, close, volume: String(Math.round(q.volume ?? 0)) });
    }
    return out;
  }

  /**
   * Yahoo's chart events per instrument: dividends (ex-date and amount; Yahoo publishes no record or pay
   * date: the record date is taken as the ex-date, the pay date left unknown) and splits (`numerator` new
   * shares for `denominator` old ones). Gold has none.
   */
  async corporateActions(from: string, to: string): Promise<ProviderCorporateAction[]> {
    const out: ProviderCorporateAction[] = [];
    const period1 = new Date(`${from}T00:00:00Z`);
    const period2 = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000);
    for (const spec of this.bySymbol.values()) {
      if (spec.market === MarketCode.GOLD) continue;
      const chart = await this.client.chart(
        yahooTicker(spec),
        { period1, period2, interval: '1d', events: 'div|split' },
        { validateResult: false },
      );
      out.push(...yahooCorporateActions(spec, chart, from, to));
    }
    return out.sort((a, b) => (a.exDate === b.exDate ? a.symbol.localeCompare(b.symbol) : a.exDate < b.exDate ? -1 : 1));
  }

  async search(query: string): Promise<string[]> {
    const res = await this.client.search(query, { quotesCount: 10, newsCount: 0 }, { validateResult: false });
    return res.quotes.map((q) => (q.symbol ? this.byTicker.get(q.symbol)?.symbol : undefined)).filter((s): s is string => !!s);
  }

  async fxRates(pairs: string[], _at: Date): Promise<ProviderFxRate[]> {
    const tickers = pairs.map((p) => FX_TICKERS[p]).filter(Boolean);
    if (tickers.length === 0) return [];
    const results = await this.client.quote(tickers, {}, { validateResult: false });
    const out: ProviderFxRate[] = [];
    for (const pair of pairs) {
      const r = results.find((x) => x.symbol === FX_TICKERS[pair]);
      const rate = dec(r?.regularMarketPrice, 6);
      if (r && rate && r.regularMarketTime) out.push({ pair, rate, at: new Date(r.regularMarketTime) });
    }
    return out;
  }

  subscribe(symbols: string[], onTicks: (quotes: ProviderQuote[]) => void | Promise<void>, opts: TickStreamOptions): () => void {
    // Yahoo has no push stream for this library: poll at YAHOO_POLL_MS and pass on what changed.
    return pollingTickStream(this, symbols, onTicks, { ...opts, intervalMs: Math.max(opts.intervalMs, this.pollMs) });
  }
}

/** One instrument's chart events as corporate actions with an ex-date in [from, to] (the market's local dates). */
export function yahooCorporateActions(
  spec: Pick<InstrumentSpec, 'symbol' | 'market' | 'currency'>,
  chart: YahooChart,
  from: string,
  to: string,
): ProviderCorporateAction[] {
  const zone = MARKET_HOURS[spec.market].zone;
  const source = 'https://finance.yahoo.com';
  const out: ProviderCorporateAction[] = [];
  for (const d of chart.events?.dividends ?? []) {
    const exDate = localDate(zone, new Date(d.date));
    const amount = dec(d.amount);
    if (exDate < from || exDate > to || amount === null || Number(amount) <= 0) continue;
    out.push({
      symbol: spec.symbol,
      kind: 'cash_dividend',
      exDate,
      recordDate: exDate,
      payDate: null,
      amount,
      currency: spec.currency,
      ratioFrom: null,
      ratioTo: null,
      label: null,
      source,
      simulated: false,
    });
  }
  for (const sp of chart.events?.splits ?? []) {
    const exDate = localDate(zone, new Date(sp.date));
    if (exDate < from || exDate > to || !(sp.numerator > 0) || !(sp.denominator > 0) || sp.numerator === sp.denominator) continue;
    out.push({
      symbol: spec.symbol,
      kind: 'split',
      exDate,
      recordDate: null,
      payDate: null,
      amount: null,
      currency: null,
      ratioFrom: dec(sp.denominator, 6),
      ratioTo: dec(sp.numerator, 6),
      label: null,
      source,
      simulated: false,
    });
  }
  return out;
}
