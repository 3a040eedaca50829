import { type DataSource, In } from 'typeorm';
import { DomainError } from '../../shared/domain-error';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { Money, toPlain } from '../../shared/money';
import { type BarSplit, aggregateBars, periodStart, splitAdjusted } from './bar-rules';
import { MARKET_HOURS, isOpen, nextClose, nextOpen, sessionAt } from './calendar/calendar-rules';
import { addDays, localDate } from './calendar/time-zone';
import { Instrument, SearchHistoryRow, WatchlistEntry } from './instrument.entity';
import { MAX_QUOTE_SYMBOLS, MAX_SEARCH_LENGTH, MarketError, SEARCH_HISTORY_SIZE } from './market-data.errors';
import {
  type Bar,
  BarInterval,
  type FxRate,
  InstrumentList,
  type MarketIndex,
  type MarketStatus,
  type Quote,
  type SearchHistoryEntry,
} from './market-data.types';
import { ALL_MARKETS, MarketCode } from './market-code';
import { formatBar, quoteShares, toQuoteView } from './quote-view';
import {
  latestMinuteBarAt,
  purgeMinuteBars,
  readDailyBars,
  readFx,
  readMinuteBars,
  readQuoteSplits,
  readQuotes,
  readSplits,
} from './quote-store';
import { GOLD_SYMBOL } from './seed-instruments';
import type { SymbolDirectory, SymbolMeta } from './symbol-directory';

const DAY = 86_400_000;
/** Widest range one bars query may ask for, per interval. */
const MAX_RANGE_DAYS: Record<BarInterval, number> = {
  [BarInterval.MINUTE]: 7,
  [BarInterval.DAY]: 3660,
  [BarInterval.WEEK]: 3660 * 2,
  [BarInterval.MONTH]: 3660 * 3,
};
/** Default window when from/to are omitted. */
const DEFAULT_DAYS: Record<Exclude<BarInterval, BarInterval.MINUTE>, number> = {
  [BarInterval.DAY]: 365,
  [BarInterval.WEEK]: 730,
  [BarInterval.MONTH]: 3650,
};
const MAX_BARS = 5000;

/** Read side of the markets: instruments, quotes, bars, indices, FX, lists, watchlists and search. */
export class MarketDataService {
  private directoryPromise: Promise<SymbolDirectory> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly loadDirectory: () => Promise<SymbolDirectory>,
    private readonly selected: string[],
    /** Minute bars older than this are purged by the hourly job (daily bars stay). */
    readonly minuteBarRetentionDays = 35,
  ) {}

  directory(): Promise<SymbolDirectory> {
    this.directoryPromise ??= this.loadDirectory();
    return this.directoryPromise;
  }

  async requireInstrument(symbol: string): Promise<Instrument> {
    const found = await this.ds.getRepository(Instrument).findOneBy({ symbol });
    if (!found) throw new DomainError(MarketError.INSTRUMENT_NOT_FOUND);
    return found;
  }

  instrument(symbol: string): Promise<Instrument | null> {
    return this.ds.getRepository(Instrument).findOneBy({ symbol });
  }

  instrumentsBySymbols(symbols: readonly string[]): Promise<Instrument[]> {
    return this.ds.getRepository(Instrument).findBy({ symbol: In([...symbols]) });
  }

  /** Latest quotes as GraphQL Quotes (null where no tick yet), in the order asked. */
  async quoteViews(symbols: readonly string[]): Promise<Array<Quote | null>> {
    const dir = await this.directory();
    // Market values count the shares of the quote's trade date: the symbols' splits, in parallel.
    const [rows, splits] = await Promise.all([readQuotes(this.ds, symbols), readQuoteSplits(this.ds, symbols)]);
    const now = this.clock.now();
    const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
    const splitsOf = new Map<string, typeof splits>();
    for (const x of splits) splitsOf.set(x.symbol, [...(splitsOf.get(x.symbol) ?? []), x]);
    return symbols.map((s) => {
      const row = bySymbol.get(s);
      const meta = dir.get(s);
      if (!row || !meta) return null;
      return toQuoteView(row, meta, isOpen(meta.market, now), quoteShares(row, meta, splitsOf.get(s) ?? []));
    });
  }

  /** Validates the symbols of a quotes subscription. */
  /**
   * Is the feed keeping up? For each market in session now, the age of its newest quote; `stale` when
   * one is older than `maxAgeSeconds` (the feed is down or behind), `idle` when no market is in session.
   */
  async feedHealth(
    maxAgeSeconds: number,
  ): Promise<{ status: 'ok' | 'stale' | 'idle'; markets: Array<{ market: string; ageSeconds: number | null }> }> {
    const now = this.clock.now();
    const open = ALL_MARKETS.filter((m) => isOpen(m, now));
    if (open.length === 0) return { status: 'idle', markets: [] };
    const rows: Array<{ market: string; at: Date | null }> = await this.ds.query(
      `SELECT i.market, max(q.at) AS at FROM instruments i LEFT JOIN quotes q ON q.symbol = i.symbol
       WHERE i.market = ANY($1::varchar[]) GROUP BY i.market`,
      [open],
    );
    const markets = open.map((market) => {
      const at = rows.find((r) => r.market === market)?.at;
      return { market, ageSeconds: at ? Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000)) : null };
    });
    const stale = markets.some((m) => m.ageSeconds === null || m.ageSeconds > maxAgeSeconds);
    return { status: stale ? 'stale' : 'ok', markets };
  }

  async checkQuoteSymbols(symbols: readonly string[]): Promise<string[]> {
    if (symbols.length === 0 || symbols.length > MAX_QUOTE_SYMBOLS) throw new DomainError(MarketError.TOO_MANY_SYMBOLS);
    const dir = await this.directory();
    for (const s of symbols) if (!dir.has(s)) throw new DomainError(MarketError.INSTRUMENT_NOT_FOUND, { symbol: s.slice(0, 24) });
    // The directory's own strings: a long-lived subscription then holds no copy of its request's.
    return [...new Set(symbols)].map((s) => (dir.get(s) as SymbolMeta).symbol);
  }

  async list(list: InstrumentList, market: MarketCode | undefined, first: number): Promise<Instrument[]> {
    if (!Number.isInteger(first) || first < 1 || first > 100) throw new DomainError(CommonError.BAD_INPUT);
    if (list === InstrumentList.SELECTED) {
      const picked = this.selected.filter((s) => !market || s.startsWith(`${market}:`)).slice(0, first);
      const rows = await this.instrumentsBySymbols(picked);
      const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
      return picked.map((s) => bySymbol.get(s)).filter((r): r is Instrument => r !== undefined);
    }
    const order = {
      [InstrumentList.HOT]: 'q.volume DESC NULLS LAST',
      [InstrumentList.RISING]: '(q.price - q.prev_close) / q.prev_close DESC NULLS LAST',
      [InstrumentList.FALLING]: '(q.price - q.prev_close) / q.prev_close ASC NULLS LAST',
      [InstrumentList.MOST_FOLLOWED]: '(SELECT count(*) FROM watchlist w WHERE w.symbol = i.symbol) DESC',
    }[list];
    const ids: Array<{ symbol: string }> = await this.ds.query(
      `SELECT i.symbol FROM instruments i LEFT JOIN quotes q ON q.symbol = i.symbol
       WHERE ($1::varchar IS NULL OR i.market = $1) ORDER BY ${order}, i.position LIMIT $2`,
      [market ?? null, first],
    );
    const rows = await this.instrumentsBySymbols(ids.map((r) => r.symbol));
    const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
    return ids.map((r) => bySymbol.get(r.symbol)!).filter(Boolean);
  }

  /**
   * Bars oldest first, split-adjusted (stored bars stay as traded): see `splitAdjusted`. One statement
   * for the bars (two for today's minute bars) and one for the symbol's splits, whatever the range.
   */
  async bars(symbol: string, interval: BarInterval, from: Date | undefined, to: Date | undefined): Promise<Bar[]> {
    const dir = await this.directory();
    const meta = dir.get(symbol);
    if (!meta) throw new DomainError(MarketError.INSTRUMENT_NOT_FOUND);
    const now = this.clock.now();
    const end = to ?? new Date(now.getTime() + 60_000);
    const zone = MARKET_HOURS[meta.market].zone;
    // Splits that have taken effect (ex-date on or before the market's today); indices have none.
    const splits = (): Promise<BarSplit[]> =>
      meta.kind === 'instrument' ? readSplits(this.ds, symbol, localDate(zone, now)) : Promise.resolve([]);
    if (interval === BarInterval.MINUTE) {
      let start = from;
      if (!start) {
        // Today's session, or the last one with bars.
        const latest = await latestMinuteBarAt(this.ds, symbol, end);
        if (!latest) return [];
        const day = sessionAt(meta.market, latest) ?? sessionAt(meta.market, new Date(latest.getTime() - 1));
        start = day ? day.open : new Date(latest.getTime() - DAY);
      }
      this.checkRange(start, end, interval);
      const [rows, minuteSplits] = await Promise.all([readMinuteBars(this.ds, symbol, start, end, MAX_BARS), splits()]);
      return splitAdjusted(rows, minuteSplits, (r) => localDate(zone, r.at)).map((r) => formatBar(r, meta));
    }
    const start = from ?? new Date(end.getTime() - DEFAULT_DAYS[interval] * DAY);
    this.checkRange(start, end, interval);
    const fromDate = localDate(zone, start);
    const toDate = addDays(localDate(zone, end), 1);
    const [rows, dailySplits] = await Promise.all([readDailyBars(this.ds, symbol, fromDate, toDate, MAX_BARS), splits()]);
    const daily = splitAdjusted(rows, dailySplits, (r) => r.tradeDate);
    if (interval === BarInterval.DAY) return daily.map(({ tradeDate: _t, ...b }) => formatBar(b, meta));
    // Weeks and months of the adjusted days; a period's unadjusted close is its last day's.
    const period = interval === BarInterval.WEEK ? 'WEEK' : 'MONTH';
    const lastUnadjusted = new Map<string, string | null>();
    for (const d of daily) lastUnadjusted.set(periodStart(d.tradeDate, period), d.unadjustedClose);
    return aggregateBars(daily, period).map((b) =>
      formatBar({ ...b, unadjustedClose: lastUnadjusted.get(b.at.toISOString().slice(0, 10)) ?? null }, meta),
    );
  }

  private checkRange(from: Date, to: Date, interval: BarInterval): void {
    const span = to.getTime() - from.getTime();
    if (!(span > 0) || span > MAX_RANGE_DAYS[interval] * DAY) throw new DomainError(MarketError.BAR_RANGE_INVALID);
  }

  async indices(): Promise<MarketIndex[]> {
    const dir = await this.directory();
    const gold = dir.get(GOLD_SYMBOL);
    const metas = [...dir.indices(), ...(gold ? [gold] : [])];
    const order = ['IDX:IBEX35', 'IDX:SPX', 'IDX:TAIEX', GOLD_SYMBOL];
    metas.sort((a, b) => order.indexOf(a.symbol) - order.indexOf(b.symbol));
    return metas.map((m) => ({ symbol: m.symbol, code: m.code, market: m.market, names: m.names, defaultName: m.defaultName }));
  }

  async fxRates(): Promise<FxRate[]> {
    const rows = await readFx(this.ds);
    return rows.map((r) => ({ pair: r.pair, rate: toPlain(new Money(r.rate)), at: r.at, simulated: r.simulated }));
  }

  marketStatus(market: MarketCode): MarketStatus {
    const now = this.clock.now();
    return {
      market,
      open: isOpen(market, now),
      timeZone: MARKET_HOURS[market].zone,
      nextOpen: nextOpen(market, now),
      nextClose: nextClose(market, now),
    };
  }

  async search(query: string, first: number): Promise<Instrument[]> {
    if (query.length > MAX_SEARCH_LENGTH) throw new DomainError(MarketError.SEARCH_QUERY_TOO_LONG);
    if (!Number.isInteger(first) || first < 1 || first > 100) throw new DomainError(CommonError.BAD_INPUT);
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const ids: Array<{ symbol: string }> = await this.ds.query(
      `SELECT symbol FROM instruments WHERE search_text LIKE $1
       ORDER BY (lower(code) = $2) DESC, (lower(code) LIKE $3) DESC, (lower(name) LIKE $3) DESC, position LIMIT $4`,
      [like, q, prefix, first],
    );
    const rows = await this.instrumentsBySymbols(ids.map((r) => r.symbol));
    const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
    return ids.map((r) => bySymbol.get(r.symbol)!).filter(Boolean);
  }

  // --- per user: watchlist and search history (callers pass the signed-in user's id) ---

  async watchlist(userId: string): Promise<Instrument[]> {
    const rows: Array<{ symbol: string }> = await this.ds.query(
      'SELECT symbol FROM watchlist WHERE user_id = $1 ORDER BY added_at, symbol',
      [userId],
    );
    const found = await this.instrumentsBySymbols(rows.map((r) => r.symbol));
    const bySymbol = new Map(found.map((r) => [r.symbol, r]));
    return rows.map((r) => bySymbol.get(r.symbol)!).filter(Boolean);
  }

  async addToWatchlist(userId: string, symbol: string): Promise<Instrument> {
    const instrument = await this.requireInstrument(symbol);
    await this.ds
      .getRepository(WatchlistEntry)
      .createQueryBuilder()
      .insert()
      .values({ userId, symbol, addedAt: this.clock.now() })
      .orIgnore()
      .execute();
    return instrument;
  }

  async removeFromWatchlist(userId: string, symbol: string): Promise<Instrument> {
    const instrument = await this.requireInstrument(symbol);
    await this.ds.getRepository(WatchlistEntry).delete({ userId, symbol });
    return instrument;
  }

  async searchHistory(userId: string): Promise<SearchHistoryEntry[]> {
    const rows = await this.ds
      .getRepository(SearchHistoryRow)
      .find({ where: { userId }, order: { at: 'DESC', symbol: 'ASC' }, take: SEARCH_HISTORY_SIZE });
    const found = await this.instrumentsBySymbols(rows.map((r) => r.symbol));
    const bySymbol = new Map(found.map((r) => [r.symbol, r]));
    return rows.filter((r) => bySymbol.has(r.symbol)).map((r) => ({ instrument: bySymbol.get(r.symbol)!, at: r.at }));
  }

  async recordSearch(userId: string, symbol: string): Promise<SearchHistoryEntry[]> {
    await this.requireInstrument(symbol);
    await this.ds.query(
      `INSERT INTO search_history (user_id, symbol, at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, symbol) DO UPDATE SET at = EXCLUDED.at`,
      [userId, symbol, this.clock.now()],
    );
    // Keep the newest entries only.
    await this.ds.query(
      `DELETE FROM search_history WHERE user_id = $1 AND symbol NOT IN
         (SELECT symbol FROM search_history WHERE user_id = $1 ORDER BY at DESC, symbol LIMIT $2)`,
      [userId, SEARCH_HISTORY_SIZE],
    );
    return this.searchHistory(userId);
  }

  async clearSearchHistory(userId: string): Promise<boolean> {
    await this.ds.getRepository(SearchHistoryRow).delete({ userId });
    return true;
  }

  /** Retention of minute bars (the jobs role runs it hourly). */
  purgeOldMinuteBars(retentionDays: number): Promise<number> {
    return purgeMinuteBars(this.ds, new Date(this.clock.now().getTime() - retentionDays * DAY));
  }

  // --- loaders' batch functions ---

  async watchedSymbols(userId: string, symbols: readonly string[]): Promise<Set<string>> {
    const rows: Array<{ symbol: string }> = await this.ds.query(
      'SELECT symbol FROM watchlist WHERE user_id = $1 AND symbol = ANY($2::varchar[])',
      [userId, symbols],
    );
    return new Set(rows.map((r) => r.symbol));
  }

  async followerCounts(symbols: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ symbol: string; n: number }> = await this.ds.query(
      'SELECT symbol, count(*)::int AS n FROM watchlist WHERE symbol = ANY($1::varchar[]) GROUP BY symbol',
      [symbols],
    );
    return new Map(rows.map((r) => [r.symbol, r.n]));
  }
}
