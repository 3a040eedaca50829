import fs from 'node:fs';
import path from 'node:path';
import { parseCalendar } from '../../corporate-actions/calendar-file';
import { Money, parseDecimal, toPlain } from '../../../../shared/money';
import { MARKET_HOURS } from '../../calendar/calendar-rules';
import { localDate } from '../../calendar/time-zone';
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

interface CsvBar extends ProviderBar {
  symbol: string;
}

/** Parses replay CSV text (format in data/replay/README.md); throws naming the line of a bad row. */
export function parseReplayCsv(text: string, file = 'csv'): CsvBar[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines[0]?.trim() !== 'symbol,time,open,high,low,close,volume')
    throw new Error(`${file}: expected the header symbol,time,open,high,low,close,volume`);
  return lines.slice(1).map((line, i) => {
    const [symbol, time, open, high, low, close, volume] = line.split(',').map((s) => s.trim());
    const at = new Date(time ?? '');
    const prices = [open, high, low, close].map((p) => (p ? parseDecimal(p) : null));
    if (!symbol || Number.isNaN(at.getTime()) || prices.some((p) => p === null) || !/^\d+$/.test(volume ?? '')) {
      throw new Error(`${file} line ${i + 2}: not a bar: "${line}"`);
    }
    return { symbol, at, tradeDate: '', open, high, low, close, volume } as CsvBar;
  });
}

/** Replays minute bars from CSV files in a loop, one bar per tick interval. */
export class ReplayProvider implements MarketDataProvider {
  readonly name = 'replay' as const;
  readonly simulated = true;
  private readonly bySymbol = new Map<string, CsvBar[]>();
  private readonly specs: Map<string, InstrumentSpec>;

  constructor(
    bars: CsvBar[],
    specs: InstrumentSpec[],
    private readonly startedAt: Date,
    private readonly stepMs: number,
    /** The directory's `corporate-actions.json`, when it has one (the same shape as the simulated feed's). */
    private readonly calendar: { actions: unknown[] } | null = null,
  ) {
    this.specs = new Map(specs.map((s) => [s.symbol, s]));
    for (const b of bars) {
      const spec = this.specs.get(b.symbol);
      if (!spec) continue;
      b.tradeDate = localDate(MARKET_HOURS[spec.market].zone, b.at);
      const list = this.bySymbol.get(b.symbol) ?? [];
      list.push(b);
      this.bySymbol.set(b.symbol, list);
    }
  }

  static fromDirectory(dir: string, specs: InstrumentSpec[], opts: { startedAt: Date; stepMs: number }): ReplayProvider {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.csv')) : [];
    if (files.length === 0) throw new Error(`REPLAY_DIR ${dir} has no .csv files`);
    const bars = files.flatMap((f) => parseReplayCsv(fs.readFileSync(path.join(dir, f), 'utf8'), f));
    const calendarPath = path.join(dir, 'corporate-actions.json');
    const calendar = fs.existsSync(calendarPath) ? (JSON.parse(fs.readFileSync(calendarPath, 'utf8')) as { actions: unknown[] }) : null;
    return new ReplayProvider(bars, specs, opts.startedAt, opts.stepMs, calendar);
  }

  /** The replay directory's calendar file, read like the simulated feed's; none without one. */
  async corporateActions(from: string, to: string): Promise<ProviderCorporateAction[]> {
    return this.calendar ? parseCalendar(this.calendar, this.specs, from, to, true) : [];
  }

  symbols(): string[] {
    return [...this.bySymbol.keys()];
  }

  /** The bar the replay is at for `symbol` at `at`, with the day's aggregates so far. */
  quoteOf(symbol: string, at: Date): ProviderQuote | null {
    const list = this.bySymbol.get(symbol);
    if (!list?.length) return null;
    const step = Math.max(0, Math.floor((at.getTime() - this.startedAt.getTime()) / this.stepMs));
    const i = step % list.length;
    const bar = list[i];
    let first = i;
    while (first > 0 && list[first - 1].tradeDate === bar.tradeDate) first--;
    const day = list.slice(first, i + 1);
    const prevClose = first > 0 ? list[first - 1].close : list[0].open;
    const high = day.reduce((m, b) => Money.max(m, b.high), new Money(bar.high));
    const low = day.reduce((m, b) => Money.min(m, b.low), new Money(bar.low));
    const volume = day.reduce((s, b) => s.plus(b.volume), new Money(0));
    return {
      symbol,
      price: bar.close,
      bid: bar.close,
      ask: bar.close,
      open: day[0].open,
      high: toPlain(high),
      low: toPlain(low),
      previousClose: prevClose,
      volume: toPlain(volume),
      tradeDate: bar.tradeDate,
      at,
    };
  }

  async quotes(symbols: string[], at: Date): Promise<ProviderQuote[]> {
    return symbols.map((s) => this.quoteOf(s, at)).filter((q): q is ProviderQuote => q !== null);
  }

  async bars(symbol: string, interval: ProviderInterval, from: Date, to: Date): Promise<ProviderBar[]> {
    const list = (this.bySymbol.get(symbol) ?? []).filter((b) => b.at >= from && b.at.getTime() + 60_000 <= to.getTime());
    if (interval === 'MINUTE') return list.map(({ symbol: _s, ...b }) => b);
    const days = new Map<string, ProviderBar>();
    for (const b of list) {
      const d = days.get(b.tradeDate);
      if (!d)
        days.set(b.tradeDate, {
          at: new Date(`${b.tradeDate}T00:00:00Z`),
          tradeDate: b.tradeDate,
          open: b.open,
          high: b.high,
          low: b.low,
          close: b.close,
          volume: b.volume,
        });
      else {
        d.high = toPlain(Money.max(d.high, b.high));
        d.low = toPlain(Money.min(d.low, b.low));
        d.close = b.close;
        d.volume = toPlain(new Money(d.volume).plus(b.volume));
      }
    }
    return [...days.values()];
  }

  async search(query: string): Promise<string[]> {
    const q = query.trim().toLowerCase();
    return this.symbols().filter(
      (s) => s.toLowerCase().includes(q) || Object.values(this.specs.get(s)?.names ?? {}).some((n) => n.toLowerCase().includes(q)),
    );
  }

  async fxRates(): Promise<ProviderFxRate[]> {
    return [];
  }

  subscribe(symbols: string[], onTicks: (quotes: ProviderQuote[]) => void | Promise<void>, opts: TickStreamOptions): () => void {
    return pollingTickStream(this, symbols, onTicks, opts);
  }
}
