import { parseCalendar } from '../../corporate-actions/calendar-file';
import calendarFile from '../../data/corporate-actions.json';
import { lastSession, sessionsBetween } from '../../calendar/calendar-rules';
import { addDays, localDate } from '../../calendar/time-zone';
import { MARKET_HOURS } from '../../calendar/calendar-rules';
import { MarketCode } from '../../market-code';
import { decimalToUnits, minDecimalsForTick, unitsToDecimal } from '../../quote-rules';
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
import { type DayPath, type SimAction, SimModel, type SimQuote, simSpecOf } from './sim-model';

const MINUTE = 60_000;
/** Steps of the coarse bridge used for daily bars of days without minute bars. */
const DAILY_STEPS = 26;

export interface FxReference {
  pair: string;
  referenceRate: string;
}

/** The default provider: seeded jump-diffusion per instrument (see sim-model.ts), labelled simulated. */
/** The simulated feed's dividends (each company's published pattern) and its invented splits. */
const CALENDAR = calendarFile as { actions: unknown[] };

export class SimulatedProvider implements MarketDataProvider {
  readonly name = 'simulated' as const;
  readonly simulated = true;
  private readonly specs = new Map<string, InstrumentSpec>();
  private readonly models = new Map<string, SimModel>();
  private readonly fxModels = new Map<string, SimModel>();
  /** The calendar's actions per symbol, read once (the models' price series honour them). */
  private actionsBySymbol: Map<string, SimAction[]> | null = null;

  constructor(
    specs: InstrumentSpec[],
    readonly seed: number,
    readonly anchorDate: string,
    private readonly fxRefs: FxReference[] = [],
  ) {
    for (const s of specs) this.specs.set(s.symbol, s);
  }

  /** The dividends and splits of a symbol from the calendar this provider ships, in model units. */
  private actionsOf(symbol: string): SimAction[] {
    if (!this.actionsBySymbol) {
      const by = new Map<string, SimAction[]>();
      for (const a of parseCalendar(CALENDAR, this.specs, '0000-01-01', '9999-12-31', true)) {
        const list = by.get(a.symbol) ?? [];
        list.push(
          a.kind === 'split'
            ? { exDate: a.exDate, dividendUnits: 0, ratioFrom: Number(a.ratioFrom), ratioTo: Number(a.ratioTo) }
            : { exDate: a.exDate, dividendUnits: decimalToUnits(a.amount ?? '0'), ratioFrom: 1, ratioTo: 1 },
        );
        by.set(a.symbol, list);
      }
      this.actionsBySymbol = by;
    }
    return this.actionsBySymbol.get(symbol) ?? [];
  }

  model(symbol: string): SimModel | null {
    let m = this.models.get(symbol);
    if (!m) {
      const s = this.specs.get(symbol);
      if (!s) return null;
      m = new SimModel(
        {
          ...simSpecOf({
            symbol,
            market: s.market,
            tickRule: s.tickRule,
            tickUnits: s.tickUnits,
            referenceUnits: decimalToUnits(s.referenceClose),
            lotSize: s.lotSize,
            sharesOutstanding: s.sharesOutstanding === null ? null : Number(s.sharesOutstanding),
          }),
          actions: this.actionsOf(symbol),
        },
        this.seed,
        this.anchorDate,
      );
      this.models.set(symbol, m);
    }
    return m;
  }

  private fmt(units: number, tickUnits: number): string {
    return unitsToDecimal(units, minDecimalsForTick(tickUnits));
  }

  toProviderQuote(q: SimQuote): ProviderQuote {
    const f = (u: number) => this.fmt(u, q.tickUnits);
    return {
      symbol: q.symbol,
      price: f(q.price),
      bid: f(q.price),
      ask: f(q.price + q.tickUnits),
      open: f(q.open),
      high: f(q.high),
      low: f(q.low),
      previousClose: f(q.prevClose),
      volume: String(Math.round(q.volume)),
      tradeDate: q.tradeDate,
      at: q.at,
    };
  }

  async quotes(symbols: string[], at: Date): Promise<ProviderQuote[]> {
    return this.quotesSync(symbols, at);
  }

  quotesSync(symbols: string[], at: Date): ProviderQuote[] {
    const out: ProviderQuote[] = [];
    for (const symbol of symbols) {
      const q = this.model(symbol)?.quoteAt(at);
      if (q) out.push(this.toProviderQuote(q));
    }
    return out;
  }

  /** True when the symbol's market is in session at `at` (only then does it tick). */
  inSession(symbol: string, at: Date): boolean {
    return this.model(symbol)?.quoteAt(at)?.inSession ?? false;
  }

  async bars(symbol: string, interval: ProviderInterval, from: Date, to: Date): Promise<ProviderBar[]> {
    const m = this.model(symbol);
    if (!m) return [];
    return interval === 'MINUTE' ? this.minuteBars(m, from, to) : this.dailyBars(m, from, to);
  }

  /** Minute bars with start in [from, to) that have ended by `to`. */
  minuteBars(m: SimModel, from: Date, to: Date): ProviderBar[] {
    const zone = MARKET_HOURS[m.spec.market].zone;
    const out: ProviderBar[] = [];
    for (const s of sessionsBetween(m.spec.market, addDays(localDate(zone, from), -1), addDays(localDate(zone, to), 1))) {
      if (s.close.getTime() <= from.getTime() || s.open.getTime() >= to.getTime()) continue;
      const p = m.path(s.date);
      if (!p) continue;
      for (let k = 1; k <= p.n; k++) {
        const start = s.open.getTime() + (k - 1) * MINUTE;
        if (start < from.getTime() || start + MINUTE > to.getTime()) continue;
        out.push(this.minuteBar(m, p, k, start));
      }
    }
    return out;
  }

  private minuteBar(m: SimModel, p: DayPath, k: number, start: number): ProviderBar {
    const t = m.tickAt(p.price[k]);
    return {
      at: new Date(start),
      tradeDate: p.session.date,
      open: this.fmt(p.price[k - 1], t),
      high: this.fmt(p.high[k], t),
      low: this.fmt(p.low[k], t),
      close: this.fmt(p.price[k], t),
      volume: String(p.volume[k]),
    };
  }

  /** Daily bars of sessions with trade date in [from, to) that have closed by `to`. */
  dailyBars(m: SimModel, from: Date, to: Date): ProviderBar[] {
    const out: ProviderBar[] = [];
    const first = from.toISOString().slice(0, 10) < m.firstDate() ? m.firstDate() : from.toISOString().slice(0, 10);
    for (const s of sessionsBetween(m.spec.market, first, addDays(to.toISOString().slice(0, 10), 1))) {
      if (s.close.getTime() > to.getTime() || s.date < from.toISOString().slice(0, 10)) continue;
      const p = m.path(s.date, DAILY_STEPS);
      if (!p) continue;
      const t = m.tickAt(p.price[p.n]);
      out.push({
        at: new Date(`${s.date}T00:00:00Z`),
        tradeDate: s.date,
        open: this.fmt(p.price[0], t),
        high: this.fmt(p.highUpTo[p.n], t),
        low: this.fmt(p.lowUpTo[p.n], t),
        close: this.fmt(p.price[p.n], t),
        volume: String(p.volumeUpTo[p.n]),
      });
    }
    return out;
  }

  /** The session path of a symbol (the backfill derives index bars from constituents' paths). */
  pathOf(symbol: string, date: string, coarse: boolean): DayPath | null {
    return this.model(symbol)?.path(date, coarse ? DAILY_STEPS : undefined) ?? null;
  }

  async search(query: string): Promise<string[]> {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return [...this.specs.values()]
      .filter((s) => s.code.toLowerCase().includes(q) || Object.values(s.names).some((n) => n.toLowerCase().includes(q)))
      .map((s) => s.symbol);
  }

  private fxModel(pair: string): SimModel | null {
    let m = this.fxModels.get(pair);
    if (!m) {
      const ref = this.fxRefs.find((r) => r.pair === pair);
      if (!ref) return null;
      m = new SimModel(
        {
          symbol: `FX:${pair}`,
          market: MarketCode.GOLD, // FX trades around the clock on weekdays, like spot gold
          tickRule: 'fixed',
          tickUnits: 1,
          referenceUnits: decimalToUnits(ref.referenceRate),
          lotSize: 1,
          dailyVolume: 0,
          annualVol: 0.07,
          jumpsPerDay: 0,
          jumpSigma: 0,
        },
        this.seed,
        this.anchorDate,
      );
      this.fxModels.set(pair, m);
    }
    return m;
  }

  async fxRates(pairs: string[], at: Date): Promise<ProviderFxRate[]> {
    const out: ProviderFxRate[] = [];
    for (const pair of pairs) {
      const q = this.fxModel(pair)?.quoteAt(at);
      if (q) out.push({ pair, rate: unitsToDecimal(q.price, 4), at: q.at });
    }
    return out;
  }

  async corporateActions(from: string, to: string): Promise<ProviderCorporateAction[]> {
    return parseCalendar(CALENDAR, this.specs, from, to, true);
  }

  subscribe(symbols: string[], onTicks: (quotes: ProviderQuote[]) => void | Promise<void>, opts: TickStreamOptions): () => void {
    // Only symbols in session tick; the polling stream passes on what changed.
    const inSession = {
      quotes: async (syms: string[], at: Date) =>
        this.quotesSync(
          syms.filter((s) => this.inSession(s, at)),
          at,
        ),
    };
    return pollingTickStream(inSession, symbols, onTicks, opts);
  }

  /** The last session's trade date of a symbol at `at`. */
  tradeDateOf(symbol: string, at: Date): string | null {
    const s = this.specs.get(symbol);
    return s ? lastSession(s.market, at).date : null;
  }
}
