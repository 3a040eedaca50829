import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { MARKET_HOURS, isOpen } from '../market-data/calendar/calendar-rules';
import { localDate } from '../market-data/calendar/time-zone';
import type { MarketCode } from '../market-data/market-code';
import { MarketError } from '../market-data/market-data.errors';
import type { MarketDataService } from '../market-data/market-data.service';
import { type StoredFx, type StoredQuote, readFx, readQuotes } from '../market-data/quote-store';
import type { SymbolMeta } from '../market-data/symbol-directory';
import { type ChargeLine, type ChargeMarket, type ChargeTable, fttApplies, legCharges } from './charges-rules';
import { type Direction, type FxTerms, closeFigures, fillPrice, isDayTrade, openFigures, tradeSide } from './trading-rules';
import type { PositionRow } from './trading.rows';
import { TradingError } from './trading.errors';

export interface QuoteSnapshot {
  bid: Decimal;
  ask: Decimal;
  at: Date;
  source: string;
  simulated: boolean;
  /** The previous session's close (the day's price limits are around it), where the feed gave one. */
  previousClose?: Decimal | null;
}

/** An instrument at its recorded quote, with the FX terms of a converted market. */
export interface Market {
  meta: SymbolMeta;
  quote: QuoteSnapshot;
  fx: FxTerms | null;
  quoteCurrency: string;
  settlementCurrency: string;
}

/**
 * What commands, the engine and the read model share: instruments, the quotes (and FX rates) the feed
 * recorded, the settings of each market, and the figures of opening and closing at a quote. Reads only.
 */
export class TradingMarkets {
  readonly closeOutRatio: Decimal;
  /** Equity at or below this share of the margin (above the close-out ratio) warns the owner once. */
  readonly warningRatio: Decimal;

  constructor(
    readonly ds: DataSource,
    private readonly config: Config,
    private readonly marketData: MarketDataService,
    private readonly charges: ChargeTable,
  ) {
    this.closeOutRatio = new Money(config.trading.closeOutRatio);
    this.warningRatio = new Money(config.trading.warningRatio);
  }

  /** A quote too old to fill anything while its market is in session (the feed is behind or down). */
  stale(m: Market, now: Date): boolean {
    return isOpen(m.meta.market as MarketCode, now) && now.getTime() - m.quote.at.getTime() > this.config.quoteMaxAgeSeconds * 1000;
  }

  settlementOf(quoteCurrency: string): string {
    return this.config.trading.settlement[quoteCurrency] ?? quoteCurrency;
  }

  leverages(market: string): number[] {
    return this.config.trading.leverage[market as keyof Config['trading']['leverage']] ?? [1];
  }

  tradeDate(market: string, at: Date): string {
    return localDate(MARKET_HOURS[market as MarketCode].zone, at);
  }

  async instrument(symbol: string): Promise<SymbolMeta> {
    const meta = (await this.marketData.directory()).get(symbol);
    if (!meta || meta.kind !== 'instrument') throw new DomainError(MarketError.INSTRUMENT_NOT_FOUND);
    return meta;
  }

  async instruments(): Promise<SymbolMeta[]> {
    return (await this.marketData.directory()).instruments();
  }

  /** The current quote (and FX rate for a converted market), read from what the feed recorded. */
  async market(meta: SymbolMeta, db: DataSource | EntityManager = this.ds): Promise<Market> {
    const [q] = await readQuotes(db, [meta.symbol]);
    const converted = this.settlementOf(meta.currency) !== meta.currency;
    const m = q ? this.toMarket(meta, q, converted ? await readFx(db) : []) : null;
    if (!m) throw new DomainError(TradingError.QUOTE_UNAVAILABLE);
    return m;
  }

  /** Current quotes (and FX) of many symbols at once, for marking positions. */
  async marketsOf(symbols: readonly string[]): Promise<Map<string, Market>> {
    const dir = await this.marketData.directory();
    const [quotes, fx] = await Promise.all([readQuotes(this.ds, [...new Set(symbols)]), readFx(this.ds)]);
    const out = new Map<string, Market>();
    for (const q of quotes) {
      const meta = dir.get(q.symbol);
      const m = meta ? this.toMarket(meta, q, fx) : null;
      if (m) out.set(q.symbol, m);
    }
    return out;
  }

  /** A quote with its FX terms where the settlement currency differs; null when that rate is missing. */
  private toMarket(meta: SymbolMeta, q: StoredQuote, fxRows: readonly StoredFx[]): Market | null {
    const settlementCurrency = this.settlementOf(meta.currency);
    let fx: FxTerms | null = null;
    if (settlementCurrency !== meta.currency) {
      const rate = fxRows.find((r) => r.pair === `${settlementCurrency}${meta.currency}`);
      if (!rate) return null;
      fx = { mid: new Money(rate.rate), spreadBps: this.config.money.fxSpreadBps };
    }
    return { meta, quote: toSnapshot(q), fx, quoteCurrency: meta.currency, settlementCurrency };
  }

  /** The share of commission a user does not pay (VIP), from the module that knows (none by default). */
  private discountOf: ((userId: string) => Promise<Decimal>) | null = null;

  useCommissionDiscount(discountOf: (userId: string) => Promise<Decimal>): void {
    this.discountOf = discountOf;
  }

  async commissionDiscount(userId: string): Promise<Decimal> {
    return this.discountOf ? this.discountOf(userId) : new Money(0);
  }

  legLines(
    m: Pick<Market, 'meta'>,
    direction: Direction,
    leg: 'open' | 'close',
    shares: number,
    price: Decimal,
    at: Date,
    dayTrade: boolean,
    commissionDiscount?: Decimal,
  ): ChargeLine[] {
    return legCharges(this.charges, {
      commissionDiscount,
      market: m.meta.market as ChargeMarket,
      side: tradeSide(direction, leg),
      shares,
      price,
      tradeDate: this.tradeDate(m.meta.market, at),
      dayTrade,
      fttApplies: fttApplies(m.meta),
    });
  }

  /** Opening `shares` at `price` in this market now: margin, every charge, total cost. */
  openFigures(m: Market, direction: Direction, shares: number, leverage: number, price: Decimal, at: Date, discount?: Decimal) {
    return openFigures({
      price,
      shares,
      leverage,
      chargeLines: this.legLines(m, direction, 'open', shares, price, at, false, discount),
      fx: m.fx,
      quoteCurrency: m.quoteCurrency,
      settlementCurrency: m.settlementCurrency,
    });
  }

  /** Closing a position at this market's quote now. */
  closeFigures(p: PositionRow, m: Market, at: Date, discount?: Decimal) {
    const price = fillPrice(p.direction, 'close', m.quote);
    const dayTrade = isDayTrade(p.trade_date, this.tradeDate(p.market, at));
    return closeFigures({
      direction: p.direction,
      entryPrice: new Money(p.entry_price),
      price,
      shares: p.shares,
      margin: new Money(p.margin),
      openChargesTotal: new Money(p.open_charges_total),
      chargeLines: this.legLines(m, p.direction, 'close', p.shares, price, at, dayTrade, discount),
      fx: m.fx,
      quoteCurrency: m.quoteCurrency,
      settlementCurrency: m.settlementCurrency,
    });
  }
}

function toSnapshot(q: StoredQuote): QuoteSnapshot {
  return {
    bid: new Money(q.bid),
    ask: new Money(q.ask),
    at: q.at instanceof Date ? q.at : new Date(q.at),
    source: q.source,
    simulated: q.simulated,
    previousClose: q.previousClose ? new Money(q.previousClose) : null,
  };
}
