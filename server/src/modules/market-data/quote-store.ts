import type { DataSource, EntityManager } from 'typeorm';
import type { BarSplit, OhlcvBar } from './bar-rules';
import type { ShareSplit } from './index-rules';
import type { ProviderBar, ProviderQuote } from './providers/provider';
import { prepared } from '../../db/prepared';

// SQL for quotes, bars and FX rates. Only the feed (feed/) writes through here; the API only reads.

export interface StoredQuote extends ProviderQuote {
  source: string;
  simulated: boolean;
}

export interface StoredBar extends ProviderBar {
  symbol: string;
}

type Db = DataSource | EntityManager;

const QUOTE_COLUMNS = `symbol, price::text, bid::text, ask::text, open::text, high::text, low::text, prev_close::text AS "previousClose",
  volume::text, trade_date::text AS "tradeDate", at, source, simulated`;

export async function readQuotes(db: Db, symbols: readonly string[]): Promise<StoredQuote[]> {
  if (symbols.length === 0) return [];
  return db.query(prepared(`SELECT ${QUOTE_COLUMNS} FROM quotes WHERE symbol = ANY($1::varchar[])`), [symbols]);
}

export async function readAllQuotes(db: Db): Promise<StoredQuote[]> {
  return db.query(`SELECT ${QUOTE_COLUMNS} FROM quotes`);
}

export async function writeQuotes(db: Db, quotes: StoredQuote[]): Promise<void> {
  if (quotes.length === 0) return;
  await db.query(
    `INSERT INTO quotes (symbol, price, bid, ask, open, high, low, prev_close, volume, trade_date, at, source, simulated)
     SELECT * FROM unnest($1::varchar[], $2::numeric[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[],
                          $8::numeric[], $9::numeric[], $10::date[], $11::timestamptz[], $12::varchar[], $13::boolean[])
     ON CONFLICT (symbol) DO UPDATE SET price = EXCLUDED.price, bid = EXCLUDED.bid, ask = EXCLUDED.ask, open = EXCLUDED.open,
       high = EXCLUDED.high, low = EXCLUDED.low, prev_close = EXCLUDED.prev_close, volume = EXCLUDED.volume,
       trade_date = EXCLUDED.trade_date, at = EXCLUDED.at, source = EXCLUDED.source, simulated = EXCLUDED.simulated
     WHERE quotes.at <= EXCLUDED.at`,
    [
      quotes.map((q) => q.symbol),
      quotes.map((q) => q.price),
      quotes.map((q) => q.bid),
      quotes.map((q) => q.ask),
      quotes.map((q) => q.open),
      quotes.map((q) => q.high),
      quotes.map((q) => q.low),
      quotes.map((q) => q.previousClose),
      quotes.map((q) => q.volume),
      quotes.map((q) => q.tradeDate),
      quotes.map((q) => q.at),
      quotes.map((q) => q.source),
      quotes.map((q) => q.simulated),
    ],
  );
}

function barArrays(bars: StoredBar[], time: (b: StoredBar) => Date | string) {
  return [
    bars.map((b) => b.symbol),
    bars.map(time),
    bars.map((b) => b.open),
    bars.map((b) => b.high),
    bars.map((b) => b.low),
    bars.map((b) => b.close),
    bars.map((b) => b.volume),
  ];
}

/**
 * Minute bars from ticks: the first tick of a minute opens the bar, later ones widen high/low and
 * move the close; `volume` is the volume traded in the minute so far.
 */
export async function mergeMinuteBars(db: Db, bars: StoredBar[]): Promise<void> {
  if (bars.length === 0) return;
  await db.query(
    `INSERT INTO bars_minute (symbol, at, open, high, low, close, volume)
     SELECT * FROM unnest($1::varchar[], $2::timestamptz[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])
     ON CONFLICT (symbol, at) DO UPDATE SET high = GREATEST(bars_minute.high, EXCLUDED.high), low = LEAST(bars_minute.low, EXCLUDED.low),
       close = EXCLUDED.close, volume = GREATEST(bars_minute.volume, EXCLUDED.volume)`,
    barArrays(bars, (b) => b.at),
  );
}

/** Daily bars are the aggregate of the day's ticks (the quote's open, high, low, last and volume). */
export async function mergeDailyBars(db: Db, bars: StoredBar[]): Promise<void> {
  if (bars.length === 0) return;
  await db.query(
    `INSERT INTO bars_daily (symbol, trade_date, open, high, low, close, volume)
     SELECT * FROM unnest($1::varchar[], $2::date[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])
     ON CONFLICT (symbol, trade_date) DO UPDATE SET high = GREATEST(bars_daily.high, EXCLUDED.high), low = LEAST(bars_daily.low, EXCLUDED.low),
       close = EXCLUDED.close, volume = GREATEST(bars_daily.volume, EXCLUDED.volume)`,
    barArrays(bars, (b) => b.tradeDate),
  );
}

/** Backfill: inserts bars that are not there yet (history never overwrites what ticks built). */
export async function insertBars(db: Db, table: 'bars_minute' | 'bars_daily', bars: StoredBar[]): Promise<void> {
  if (bars.length === 0) return;
  const timeCol = table === 'bars_minute' ? 'at' : 'trade_date';
  const timeType = table === 'bars_minute' ? 'timestamptz' : 'date';
  await db.query(
    `INSERT INTO ${table} (symbol, ${timeCol}, open, high, low, close, volume)
     SELECT * FROM unnest($1::varchar[], $2::${timeType}[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])
     ON CONFLICT DO NOTHING`,
    barArrays(bars, table === 'bars_minute' ? (b) => b.at : (b) => b.tradeDate),
  );
}

export type BarRow = OhlcvBar;

export async function readMinuteBars(db: Db, symbol: string, from: Date, to: Date, limit: number): Promise<BarRow[]> {
  return db.query(
    `SELECT at, open::text, high::text, low::text, close::text, volume::text FROM bars_minute
     WHERE symbol = $1 AND at >= $2 AND at < $3 ORDER BY at LIMIT $4`,
    [symbol, from, to, limit],
  );
}

export async function readDailyBars(
  db: Db,
  symbol: string,
  fromDate: string,
  toDate: string,
  limit: number,
): Promise<Array<BarRow & { tradeDate: string }>> {
  const rows: Array<Omit<BarRow, 'at'> & { tradeDate: string }> = await db.query(
    `SELECT trade_date::text AS "tradeDate", open::text, high::text, low::text, close::text, volume::text FROM bars_daily
     WHERE symbol = $1 AND trade_date >= $2::date AND trade_date < $3::date ORDER BY trade_date LIMIT $4`,
    [symbol, fromDate, toDate, limit],
  );
  return rows.map((r) => ({ ...r, at: new Date(`${r.tradeDate}T00:00:00Z`) }));
}

/** A symbol's splits in effect by `asOfDate` (ex-date on or before it), oldest first: bars are served adjusted for them. */
export async function readSplits(db: Db, symbol: string, asOfDate: string): Promise<BarSplit[]> {
  return db.query(
    `SELECT ex_date::text AS "exDate", ratio_from::text AS "ratioFrom", ratio_to::text AS "ratioTo" FROM corporate_actions
     WHERE symbol = $1 AND kind = 'split' AND ex_date <= $2::date ORDER BY ex_date`,
    [symbol, asOfDate],
  );
}

/** Every split in the calendar, whatever its date, by symbol (oldest first): share counts follow them. */
export async function readAllSplits(db: Db): Promise<Map<string, ShareSplit[]>> {
  const rows: Array<ShareSplit & { symbol: string }> = await db.query(
    `SELECT symbol, ex_date::text AS "exDate", ratio_from::text AS "ratioFrom", ratio_to::text AS "ratioTo" FROM corporate_actions
     WHERE kind = 'split' ORDER BY symbol, ex_date`,
  );
  const out = new Map<string, ShareSplit[]>();
  for (const { symbol, ...s } of rows) {
    const list = out.get(symbol) ?? [];
    list.push(s);
    out.set(symbol, list);
  }
  return out;
}

/**
 * The splits of these symbols, whatever their date, oldest first, each with whether the symbol's stored
 * quote was put in post-split terms for it at its effective date's start (`split_quote_adjustments`,
 * see corporate-actions/split-quote.ts): such a quote keeps the trade date of the session before.
 */
export async function readQuoteSplits(
  db: Db,
  symbols: readonly string[],
): Promise<Array<ShareSplit & { symbol: string; quoteAdjusted: boolean }>> {
  if (symbols.length === 0) return [];
  return db.query(
    prepared(`SELECT c.symbol, c.ex_date::text AS "exDate", c.ratio_from::text AS "ratioFrom", c.ratio_to::text AS "ratioTo",
       EXISTS (SELECT 1 FROM split_quote_adjustments a WHERE a.action_id = c.id AND a.after IS NOT NULL) AS "quoteAdjusted"
     FROM corporate_actions c WHERE c.kind = 'split' AND c.symbol = ANY($1::varchar[]) ORDER BY c.symbol, c.ex_date`),
    [symbols],
  );
}

/** Trade date of the latest session with minute bars at or before `to`. */
export async function latestMinuteBarAt(db: Db, symbol: string, to: Date): Promise<Date | null> {
  const rows: Array<{ at: Date }> = await db.query('SELECT at FROM bars_minute WHERE symbol = $1 AND at < $2 ORDER BY at DESC LIMIT 1', [
    symbol,
    to,
  ]);
  return rows[0]?.at ?? null;
}

export interface StoredFx {
  pair: string;
  rate: string;
  at: Date;
  source: string;
  simulated: boolean;
}

export async function writeFx(db: Db, rates: StoredFx[]): Promise<void> {
  if (rates.length === 0) return;
  await db.query(
    `INSERT INTO fx_quotes (pair, rate, at, source, simulated)
     SELECT * FROM unnest($1::char(6)[], $2::numeric[], $3::timestamptz[], $4::varchar[], $5::boolean[])
     ON CONFLICT (pair) DO UPDATE SET rate = EXCLUDED.rate, at = EXCLUDED.at, source = EXCLUDED.source, simulated = EXCLUDED.simulated
     WHERE fx_quotes.at <= EXCLUDED.at`,
    [rates.map((r) => r.pair), rates.map((r) => r.rate), rates.map((r) => r.at), rates.map((r) => r.source), rates.map((r) => r.simulated)],
  );
}

export async function readFx(db: Db): Promise<StoredFx[]> {
  // Read on every FX quote and transfer: prepared (an empty parameter list, so it goes as one).
  return db.query(prepared('SELECT pair, rate::text, at, source, simulated FROM fx_quotes ORDER BY pair'), []);
}

/** Retention: drops minute bars older than `before` (daily bars stay). */
export async function purgeMinuteBars(db: Db, before: Date): Promise<number> {
  const res = await db.query('DELETE FROM bars_minute WHERE at < $1', [before]);
  return Number(res?.[1] ?? 0);
}
