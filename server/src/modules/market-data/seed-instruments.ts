import type { DataSource } from 'typeorm';
import { Money, toPlain } from '../../shared/money';
import data from './data/instruments.json';
import { MarketCode } from './market-code';
import { type TickRule, UNITS_PER_ONE, decimalToUnits, tickUnitsAt, unitsToDecimal } from './quote-rules';

export interface InstrumentData {
  code: string;
  market: string;
  names: Record<string, string>;
  currency: string;
  /** The industry (GICS sector codes, precious_metals for gold): the performance page's allocation. */
  sector?: string;
  lotSize: number;
  tickSize: string;
  referenceClose: string;
  sharesOutstanding: string | null;
}

export interface IndexData {
  symbol: string;
  code: string;
  market: string;
  currency: string;
  referenceLevel: string;
  names: Record<string, string>;
}

export const referenceData = data as unknown as {
  referenceDate: string;
  instruments: InstrumentData[];
  indices: IndexData[];
  fx: Array<{ pair: string; referenceRate: string }>;
};

/**
 * The date of the reference closes in data/instruments.json (`referenceDate`, 2025-11-21), on which
 * `shares_outstanding` was counted and the index divisors were set; the simulator's anchor date. Share
 * counts on other days follow the splits between it and them (`sharesOn` in index-rules.ts).
 */
export const SHARES_REFERENCE_DATE: string = referenceData.referenceDate;

export function symbolOf(market: string, code: string): string {
  return `${market}:${code}`;
}

export function tickOf(i: InstrumentData): { rule: TickRule; fixed: string } {
  if (i.tickSize === 'ladder') {
    return { rule: 'twse', fixed: unitsToDecimal(tickUnitsAt('twse', 0, decimalToUnits(i.referenceClose)), 2) };
  }
  return { rule: 'fixed', fixed: i.tickSize };
}

/**
 * Index method: capitalisation-weighted over the market's instruments in the feed,
 * level = Σ(price × shares outstanding) / divisor, with the divisor fixed so that the level at the
 * reference closes equals the index's published level on the reference date.
 */
export function divisorOf(index: IndexData, instruments: InstrumentData[]): string {
  const cap = instruments
    .filter((i) => i.market === index.market && i.sharesOutstanding)
    .reduce((sum, i) => sum.plus(new Money(i.referenceClose).times(i.sharesOutstanding!)), new Money(0));
  return toPlain(cap.div(index.referenceLevel).toDecimalPlaces(12));
}

/**
 * The seed step: upserts instruments and index definitions from data/instruments.json. Idempotent;
 * runs after migrations on every start. It writes no quote, bar or index value.
 */
export async function seedInstruments(ds: DataSource): Promise<void> {
  const rows = referenceData.instruments.map((i, position) => {
    const tick = tickOf(i);
    const searchText = [i.code, ...Object.values(i.names)].join(' ').toLowerCase();
    return {
      symbol: symbolOf(i.market, i.code),
      code: i.code,
      market: i.market,
      name: i.names.en,
      names: JSON.stringify(i.names),
      searchText,
      currency: i.currency,
      lotSize: i.lotSize,
      tickRule: tick.rule,
      tickSize: tick.fixed,
      referenceClose: i.referenceClose,
      shares: i.sharesOutstanding,
      position,
      sector: i.sector ?? null,
    };
  });
  await ds.query(
    `INSERT INTO instruments (symbol, code, market, name, names, search_text, currency, lot_size, tick_rule, tick_size, reference_close, shares_outstanding, position, sector)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::jsonb[], $6::text[], $7::char(3)[], $8::int[],
                          $9::varchar[], $10::numeric[], $11::numeric[], $12::numeric[], $13::smallint[], $14::varchar[])
     ON CONFLICT (symbol) DO UPDATE SET code = EXCLUDED.code, market = EXCLUDED.market, name = EXCLUDED.name, names = EXCLUDED.names,
       search_text = EXCLUDED.search_text, currency = EXCLUDED.currency, lot_size = EXCLUDED.lot_size, tick_rule = EXCLUDED.tick_rule,
       tick_size = EXCLUDED.tick_size, reference_close = EXCLUDED.reference_close, shares_outstanding = EXCLUDED.shares_outstanding,
       position = EXCLUDED.position, sector = EXCLUDED.sector`,
    [
      rows.map((r) => r.symbol),
      rows.map((r) => r.code),
      rows.map((r) => r.market),
      rows.map((r) => r.name),
      rows.map((r) => r.names),
      rows.map((r) => r.searchText),
      rows.map((r) => r.currency),
      rows.map((r) => r.lotSize),
      rows.map((r) => r.tickRule),
      rows.map((r) => r.tickSize),
      rows.map((r) => r.referenceClose),
      rows.map((r) => r.shares),
      rows.map((r) => r.position),
      rows.map((r) => r.sector),
    ],
  );
  for (const idx of referenceData.indices) {
    await ds.query(
      `INSERT INTO market_indices (symbol, code, market, name, names, currency, reference_level, divisor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (symbol) DO UPDATE SET code = EXCLUDED.code, market = EXCLUDED.market, name = EXCLUDED.name, names = EXCLUDED.names,
         currency = EXCLUDED.currency, reference_level = EXCLUDED.reference_level, divisor = EXCLUDED.divisor`,
      [
        idx.symbol,
        idx.code,
        idx.market,
        idx.names.en,
        JSON.stringify(idx.names),
        idx.currency,
        idx.referenceLevel,
        divisorOf(idx, referenceData.instruments),
      ],
    );
  }
}

export const GOLD_SYMBOL = symbolOf(MarketCode.GOLD, 'XAU');
export { UNITS_PER_ONE };
