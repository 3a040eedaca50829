import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { logger } from '../../../shared/logger';
import { Money } from '../../../shared/money';
import { type OhlcvBar, applyTick, minuteStart } from '../bar-rules';
import { MARKET_HOURS, isOpen } from '../calendar/calendar-rules';
import { zonedTime } from '../calendar/time-zone';
import { quoteInSplitTerms } from '../corporate-actions/split-quote';
import type { MarketCode } from '../market-code';
import { type ShareSplit, indexLevel, sharesOn, sumVolumes } from '../index-rules';
import type { LiveQuote, QuoteBus } from '../live/quote-bus';
import type { MarketDataProvider, ProviderQuote } from '../providers/provider';
import { quoteShares, toQuoteView } from '../quote-view';
import {
  type StoredBar,
  type StoredQuote,
  mergeDailyBars,
  mergeMinuteBars,
  readAllQuotes,
  readAllSplits,
  writeFx,
  writeQuotes,
} from '../quote-store';
import { SHARES_REFERENCE_DATE } from '../seed-instruments';
import type { SymbolDirectory } from '../symbol-directory';
import { CALENDAR_WINDOW_DAYS, type CalendarSyncResult, syncCorporateActions } from '../corporate-actions/calendar-sync';
import { backfill } from './backfill';
import { acquireLeadership, type Leadership } from './leader-lock';

export const FX_PAIRS = ['EURUSD', 'USDTWD', 'USDMYR'];

export interface FeedOptions {
  tickMs: number;
  backfillDailyDays: number;
  backfillMinuteDays: number;
  progress: boolean;
  /** How often a follower (or a leader that lost its connection) asks for the lock again (default 1 s). */
  leaderRetryMs?: number;
  /**
   * Runs after each tick batch is stored and published (trading: limit fills, stop-outs, end of day).
   * Never concurrently with itself: symbols that tick meanwhile are gathered for the next run.
   */
  afterTicks?: (symbols: string[]) => Promise<void>;
}

interface SymbolState {
  quote: StoredQuote;
  bar: OhlcvBar | null;
  /** Day volume when the current minute bar opened. */
  volumeAtBarOpen: Money;
}

/**
 * The market-data feed (role `feed`, one leader via a Postgres advisory lock). Ticks from the
 * provider update quotes, build minute bars and the day's bar, move the indices, and go out on the
 * quote bus. It is the only writer of quotes, bars, index values and FX rates.
 */
export class Feed {
  private readonly state = new Map<string, SymbolState>();
  private leadership: Leadership | null = null;
  private stopStream: (() => void) | null = null;
  private chain: Promise<void> = Promise.resolve();
  private loaded = false;
  private readonly engineSymbols = new Set<string>();
  private engineRunning: Promise<void> | null = null;
  private running = false;
  private releading = false;
  /**
   * Every symbol's splits from the calendar, read when the feed loads its state and after each calendar
   * sync: index levels and market values count each constituent's shares on its quote's trade date.
   */
  private splits = new Map<string, ShareSplit[]>();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly provider: MarketDataProvider,
    private readonly dir: SymbolDirectory,
    private readonly bus: QuoteBus,
    private readonly opts: FeedOptions,
  ) {}

  /**
   * Becomes leader (waits for the lock), backfills history, writes current quotes, then ticks. When the
   * leader's connection is lost (killed, PostgreSQL restarted) it stops ticking and asks for leadership
   * again, until stopped: the feed never stops for good on a lost connection, even in a single process.
   */
  async start(): Promise<void> {
    this.running = true;
    await this.lead();
  }

  private async lead(): Promise<void> {
    await this.warm();
    const pool = (this.ds.driver as unknown as { master: Pool }).master;
    const leadership = acquireLeadership(pool, { retryMs: this.opts.leaderRetryMs, onLost: () => void this.relead() });
    this.leadership = leadership;
    if (!(await leadership.acquired)) return;
    logger.info({ provider: this.provider.name }, 'feed leader: starting');
    try {
      // The calendar first: the index quotes and bars below count shares through its splits.
      await this.syncCalendar();
      await this.prime();
      await backfill(this.ds, this.provider, this.dir, this.clock.now(), {
        dailyDays: this.opts.backfillDailyDays,
        minuteDays: this.opts.backfillMinuteDays,
        progress: this.opts.progress,
      });
      await this.prime();
    } catch (err) {
      await leadership.release();
      if (this.leadership === leadership) this.leadership = null;
      throw err;
    }
    // Lost (or stopped) while starting: whoever leads now starts its own stream.
    if (this.leadership !== leadership || !this.running) return;
    const symbols = this.dir.instruments().map((m) => m.symbol);
    this.stopStream = this.provider.subscribe(symbols, (ticks) => this.enqueue(ticks), {
      intervalMs: this.opts.tickMs,
      now: () => this.clock.now(),
      onError: (err) => logger.error({ err }, 'tick stream error'),
    });
  }

  /**
   * Before waiting for the lock, a standby asks its provider for the current quotes once and throws them
   * away: the simulator computes (and caches) the day's paths of every instrument then, which took a
   * fresh standby seconds after a leader died (issue 11 item 12). Nothing is written or kept here: the
   * feed's own state is read only once it leads.
   */
  private async warm(): Promise<void> {
    try {
      await this.provider.quotes(
        this.dir.instruments().map((m) => m.symbol),
        this.clock.now(),
      );
    } catch (err) {
      logger.debug({ err }, 'feed warm-up failed');
    }
  }

  /**
   * The provider's dividends and splits around today into the calendar (the leader, at start and then
   * every six hours), then the feed's splits read again from it. A failure is logged and tried again at
   * the next turn: prices keep ticking.
   */
  async syncCorporateActions(from?: string, to?: string): Promise<CalendarSyncResult> {
    const now = this.clock.now();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const result = await syncCorporateActions(
      this.ds,
      this.provider,
      from ?? day(-CALENDAR_WINDOW_DAYS.back),
      to ?? day(CALENDAR_WINDOW_DAYS.ahead),
      now,
    );
    await this.loadSplits();
    return result;
  }

  private async loadSplits(): Promise<void> {
    this.splits = await readAllSplits(this.ds);
  }

  private calendarTimer: NodeJS.Timeout | null = null;

  private async syncCalendar(): Promise<void> {
    try {
      const r = await this.syncCorporateActions();
      if (r.added || r.revised) logger.info(r, 'corporate actions calendar synced');
    } catch (err) {
      logger.warn({ err }, 'corporate actions calendar sync failed');
      // The calendar already stored still counts.
      await this.loadSplits().catch((e) => logger.warn({ err: e }, 'reading the splits failed'));
    }
    if (this.running && !this.calendarTimer) {
      this.calendarTimer = setInterval(() => void this.syncCalendar(), 6 * 60 * 60 * 1000);
      this.calendarTimer.unref();
    }
  }

  /** The leader's connection was lost: stop ticking, then lead again as soon as the lock is ours. */
  private async relead(): Promise<void> {
    if (!this.running || this.releading) return;
    this.releading = true;
    try {
      this.stopStream?.();
      this.stopStream = null;
      await this.settled();
      await this.leadership?.release();
      this.leadership = null;
      while (this.running) {
        try {
          await this.lead();
          if (this.leadership) logger.info('feed leader: leadership re-acquired');
          return;
        } catch (err) {
          logger.warn({ message: (err as Error).message }, 'feed leader: starting again failed, retrying');
          await new Promise((r) => setTimeout(r, this.opts.leaderRetryMs ?? 1000));
        }
      }
    } finally {
      this.releading = false;
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.calendarTimer) clearInterval(this.calendarTimer);
    this.calendarTimer = null;
    this.stopStream?.();
    this.stopStream = null;
    await this.settled();
    await this.leadership?.release();
    this.leadership = null;
  }

  /** True while this process holds the feed's leadership (tests, health). */
  get leading(): boolean {
    return this.leadership !== null && this.stopStream !== null;
  }

  private enqueue(ticks: ProviderQuote[]): Promise<void> {
    this.chain = this.chain.then(() => this.applyTicks(ticks)).catch((err) => logger.error({ err }, 'applying ticks failed'));
    return this.chain;
  }

  private async load(): Promise<void> {
    if (this.loaded) return;
    for (const q of await readAllQuotes(this.ds)) {
      this.state.set(q.symbol, { quote: q, bar: null, volumeAtBarOpen: new Money(q.volume) });
    }
    await this.loadSplits();
    this.loaded = true;
  }

  /** Writes the current quote of every instrument (ticking or not) and of the indices, and FX. */
  async prime(): Promise<void> {
    await this.load();
    const now = this.clock.now();
    const quotes = await this.provider.quotes(
      this.dir.instruments().map((m) => m.symbol),
      now,
    );
    await this.apply(quotes, now, false);
  }

  /** One batch of ticks from the stream: quotes, minute and daily bars, indices, FX; then publish. */
  async applyTicks(ticks: ProviderQuote[]): Promise<void> {
    await this.load();
    await this.apply(ticks, this.clock.now(), true);
  }

  private async apply(incoming: ProviderQuote[], now: Date, buildBars: boolean): Promise<void> {
    const source = this.provider.name;
    const simulated = this.provider.simulated;
    const changed: StoredQuote[] = [];
    const minuteBars: StoredBar[] = [];
    const dailyBars: StoredBar[] = [];
    const touched = new Set<string>();
    const take = (q: StoredQuote, isTick: boolean) => {
      const prev = this.state.get(q.symbol);
      if (prev && prev.quote.at.getTime() > q.at.getTime()) return;
      const st: SymbolState = prev ?? { quote: q, bar: null, volumeAtBarOpen: new Money(0) };
      if (isTick && buildBars) {
        const minute = minuteStart(q.at);
        if (!st.bar || st.bar.at.getTime() !== minute.getTime()) {
          const sameDay = prev && prev.quote.tradeDate === q.tradeDate;
          st.volumeAtBarOpen = sameDay ? new Money(prev.quote.volume) : new Money(0);
        }
        const inMinute = Money.max(0, new Money(q.volume).minus(st.volumeAtBarOpen)).toFixed(0);
        st.bar = applyTick(st.bar, minute, q.price, inMinute);
        minuteBars.push({ symbol: q.symbol, tradeDate: q.tradeDate, ...st.bar });
        dailyBars.push({
          symbol: q.symbol,
          tradeDate: q.tradeDate,
          at: q.at,
          open: q.open,
          high: q.high,
          low: q.low,
          close: q.price,
          volume: q.volume,
        });
      }
      st.quote = q;
      this.state.set(q.symbol, st);
      changed.push(q);
      touched.add(q.symbol);
    };
    // A quote of a session before a split whose effective date has begun (a prime at night) is that
    // day's reference in post-split terms, as the corporate-actions job also makes the stored one.
    const inTerms = (q: ProviderQuote) => {
      const splits = this.splits.get(q.symbol);
      const market = this.dir.get(q.symbol)?.market;
      if (!splits || !market) return q;
      return quoteInSplitTerms(q, splits, (exDate) => zonedTime(MARKET_HOURS[market as MarketCode].zone, exDate, '00:00') <= now);
    };
    for (const q of incoming) take({ ...inTerms(q), source, simulated }, true);
    for (const idx of this.dir.indices()) {
      if (!idx.constituents.some((s) => touched.has(s))) continue;
      const q = this.indexQuote(idx.symbol, idx.constituents, idx.divisor!, source, simulated);
      if (q) take(q, true);
    }
    const fx = await this.provider.fxRates(FX_PAIRS, now);
    await this.ds.transaction(async (em) => {
      await writeQuotes(em, changed);
      await mergeMinuteBars(em, minuteBars);
      await mergeDailyBars(em, dailyBars);
      await writeFx(
        em,
        fx.map((r) => ({ ...r, source, simulated })),
      );
    });
    await this.publish(changed, now);
    if (buildBars) this.runEngine(changed.map((q) => q.symbol));
  }

  private runEngine(symbols: string[]): void {
    const hook = this.opts.afterTicks;
    if (!hook) return;
    for (const s of symbols) this.engineSymbols.add(s);
    // Nothing to do (a batch whose ticks were all older than the quotes held): start nothing. A loop
    // started with nothing would finish before it was recorded as running, and stay recorded so: the
    // engine (fills, stop-outs) would never run again and settled() would never return.
    if (this.engineRunning || this.engineSymbols.size === 0) return;
    const running: Promise<void> = (async () => {
      while (this.engineSymbols.size > 0) {
        const batch = [...this.engineSymbols];
        this.engineSymbols.clear();
        await hook(batch).catch((err) => logger.error({ err }, 'after-ticks work failed'));
      }
    })().finally(() => {
      if (this.engineRunning === running) this.engineRunning = null;
    });
    this.engineRunning = running;
  }

  /** Waits for after-ticks work in progress (tests, shutdown). */
  async settled(): Promise<void> {
    await this.chain.catch(() => {});
    while (this.engineRunning) await this.engineRunning;
  }

  private indexQuote(symbol: string, constituents: string[], divisor: string, source: string, simulated: boolean): StoredQuote | null {
    const qs = constituents.map((s) => this.state.get(s)?.quote);
    if (qs.some((q) => !q)) return null;
    const quotes = qs as StoredQuote[];
    // Each constituent's shares on its own quote's trade date, the terms of its prices (one that has not
    // traded yet today is still in the session before's, pre-split if today is its ex-date).
    const shares = constituents.map((s, i) => {
      const base = this.dir.get(s)!.sharesOutstanding!;
      const splits = this.splits.get(s);
      return splits ? sharesOn(base, splits, SHARES_REFERENCE_DATE, quotes[i].tradeDate) : base;
    });
    const tradeDate = quotes.reduce((d, q) => (q.tradeDate > d ? q.tradeDate : d), '');
    const level = (pick: (q: StoredQuote) => string) =>
      indexLevel(
        quotes.map((q, i) => ({ price: pick(q), shares: shares[i] })),
        divisor,
      );
    const price = level((q) => q.price);
    const open = level((q) => q.open);
    const prev = this.state.get(symbol)?.quote;
    const sameDay = prev?.tradeDate === tradeDate;
    const high = Money.max(price, open, sameDay ? prev.high : price).toFixed(2);
    const low = Money.min(price, open, sameDay ? prev.low : price).toFixed(2);
    const at = new Date(Math.max(...quotes.map((q) => q.at.getTime())));
    return {
      symbol,
      price,
      bid: price,
      ask: price,
      open,
      high,
      low,
      previousClose: level((q) => q.previousClose),
      volume: sumVolumes(quotes.map((q) => q.volume)),
      tradeDate,
      at,
      source,
      simulated,
    };
  }

  private async publish(quotes: StoredQuote[], now: Date): Promise<void> {
    if (quotes.length === 0) return;
    const batch: LiveQuote[] = [];
    for (const q of quotes) {
      const meta = this.dir.get(q.symbol);
      if (!meta) continue;
      const view = toQuoteView(q, meta, isOpen(meta.market, now), quoteShares(q, meta, this.splits.get(q.symbol) ?? []));
      batch.push({ ...view, at: view.at.toISOString() });
    }
    await this.bus.publish(batch);
  }
}
