import { Money } from '../../../../shared/money';
import { MARKET_HOURS } from '../../calendar/calendar-rules';
import { localDate } from '../../calendar/time-zone';
import type { MarketCode } from '../../market-code';
import type { MarketDataProvider, ProviderCorporateAction, ProviderFxRate, ProviderQuote } from '../provider';

/**
 * A market-data provider whose quotes a test or benchmark sets. Quotes still reach the database only through the
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

  /** The dividends and splits a test publishes (the feed syncs them like any provider's). */
  readonly actions: ProviderCorporateAction[] = [];

  constructor(private readonly now: () => Date) {}

  async corporateActions(from: string, to: string): Promise<ProviderCorporateAction[]> {
    return this.actions.filter((a) => a.exDate >= from && a.exDate <= to);
  }

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
