import type { DataSource } from 'typeorm';
import { Instrument, MarketIndexDef } from './instrument.entity';
import type { MarketCode } from './market-code';
import type { InstrumentSpec } from './providers/provider';
import { type TickRule, decimalToUnits, minDecimalsForTick, tickUnitsAt } from './quote-rules';

export interface SymbolMeta {
  symbol: string;
  code: string;
  kind: 'instrument' | 'index';
  market: MarketCode;
  currency: string;
  sharesOutstanding: string | null;
  tickRule: TickRule;
  tickUnits: number;
  lotSize: number;
  names: Record<string, string>;
  defaultName: string;
  referenceClose: string;
  /** Indices: level = Σ(price × shares) / divisor over `constituents`. */
  divisor: string | null;
  constituents: string[];
}

/** Instruments and indices are static after the seed step: one copy in memory per process. */
export class SymbolDirectory {
  private constructor(private readonly bySymbol: Map<string, SymbolMeta>) {}

  static async load(ds: DataSource): Promise<SymbolDirectory> {
    const instruments = await ds.getRepository(Instrument).find({ order: { position: 'ASC' } });
    const indices = await ds.getRepository(MarketIndexDef).find({ order: { symbol: 'ASC' } });
    const map = new Map<string, SymbolMeta>();
    for (const i of instruments) {
      map.set(i.symbol, {
        symbol: i.symbol,
        code: i.code,
        kind: 'instrument',
        market: i.market,
        currency: i.currency,
        sharesOutstanding: i.sharesOutstanding,
        tickRule: i.tickRule,
        tickUnits: decimalToUnits(i.fixedTickSize),
        lotSize: i.lotSize,
        names: i.names,
        defaultName: i.name,
        referenceClose: i.referenceClose,
        divisor: null,
        constituents: [],
      });
    }
    for (const x of indices) {
      map.set(x.symbol, {
        symbol: x.symbol,
        code: x.code,
        kind: 'index',
        market: x.market,
        currency: x.currency,
        sharesOutstanding: null,
        tickRule: 'fixed',
        tickUnits: 100,
        lotSize: 1,
        names: x.names,
        defaultName: x.name,
        referenceClose: x.referenceLevel,
        divisor: x.divisor,
        constituents: instruments.filter((i) => i.market === x.market && i.sharesOutstanding !== null).map((i) => i.symbol),
      });
    }
    return new SymbolDirectory(map);
  }

  get(symbol: string): SymbolMeta | undefined {
    return this.bySymbol.get(symbol);
  }

  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  all(): SymbolMeta[] {
    return [...this.bySymbol.values()];
  }

  instruments(): SymbolMeta[] {
    return this.all().filter((m) => m.kind === 'instrument');
  }

  indices(): SymbolMeta[] {
    return this.all().filter((m) => m.kind === 'index');
  }

  specs(): InstrumentSpec[] {
    return this.instruments().map((m) => ({
      symbol: m.symbol,
      code: m.code,
      market: m.market,
      currency: m.currency,
      lotSize: m.lotSize,
      tickRule: m.tickRule,
      tickUnits: m.tickUnits,
      referenceClose: m.referenceClose,
      sharesOutstanding: m.sharesOutstanding,
      names: m.names,
    }));
  }

  /** Decimal places a price of this symbol is written with. */
  priceDecimals(symbol: string, priceUnits: number): number {
    const m = this.bySymbol.get(symbol);
    if (!m) return 2;
    return minDecimalsForTick(tickUnitsAt(m.tickRule, m.tickUnits, priceUnits));
  }
}
