import type { DataSource } from 'typeorm';
import { logger } from '../../../shared/logger';
import { MARKET_HOURS } from '../calendar/calendar-rules';
import { splitFactorRanges } from '../index-rules';
import type { MarketDataProvider } from '../providers/provider';
import { type StoredBar, insertBars, readAllSplits } from '../quote-store';
import { SHARES_REFERENCE_DATE } from '../seed-instruments';
import type { SymbolDirectory } from '../symbol-directory';
import { ProgressBar } from './progress-bar';

const DAY = 86_400_000;
const MINUTE = 60_000;
const CHUNK = 5000;

export interface BackfillOptions {
  dailyDays: number;
  minuteDays: number;
  progress: boolean;
}

/**
 * History for every chart at first start (and the gap after a restart): daily bars for `dailyDays`,
 * minute bars for `minuteDays`, from the provider; index bars from their constituents' bars.
 * Inserts only missing bars, so it never overwrites what ticks built.
 */
export async function backfill(
  ds: DataSource,
  provider: MarketDataProvider,
  dir: SymbolDirectory,
  now: Date,
  opts: BackfillOptions,
): Promise<{ daily: number; minute: number }> {
  const lastDaily = new Map<string, string>(
    (await ds.query(`SELECT symbol, max(trade_date)::text AS d FROM bars_daily GROUP BY symbol`)).map(
      (r: { symbol: string; d: string }) => [r.symbol, r.d],
    ),
  );
  const lastMinute = new Map<string, Date>(
    (await ds.query('SELECT symbol, max(at) AS at FROM bars_minute GROUP BY symbol')).map((r: { symbol: string; at: Date }) => [
      r.symbol,
      r.at,
    ]),
  );
  const instruments = dir.instruments();
  const bar = new ProgressBar(
    'Backfilling market history',
    instruments.length + dir.indices().length,
    opts.progress ? process.stderr : null,
  );
  let daily = 0;
  let minute = 0;
  const dailyFrom = new Date(now.getTime() - opts.dailyDays * DAY);
  const minuteFrom = new Date(Math.floor((now.getTime() - opts.minuteDays * DAY) / MINUTE) * MINUTE);
  for (const m of instruments) {
    const ld = lastDaily.get(m.symbol);
    const dFrom = ld ? new Date(Math.max(dailyFrom.getTime(), Date.parse(`${ld}T00:00:00Z`) + DAY)) : dailyFrom;
    if (dFrom < now) {
      const bars = (await provider.bars(m.symbol, 'DAY', dFrom, now)).map((b) => ({ ...b, symbol: m.symbol }));
      daily += bars.length;
      for (let i = 0; i < bars.length; i += CHUNK) await insertBars(ds, 'bars_daily', bars.slice(i, i + CHUNK));
    }
    const lm = lastMinute.get(m.symbol);
    const mFrom = lm ? new Date(Math.max(minuteFrom.getTime(), lm.getTime() + MINUTE)) : minuteFrom;
    if (opts.minuteDays > 0 && mFrom < now) {
      const bars: StoredBar[] = (await provider.bars(m.symbol, 'MINUTE', mFrom, now)).map((b) => ({ ...b, symbol: m.symbol }));
      minute += bars.length;
      for (let i = 0; i < bars.length; i += CHUNK) await insertBars(ds, 'bars_minute', bars.slice(i, i + CHUNK));
    }
    bar.tick(m.symbol);
  }
  const splits = await readAllSplits(ds);
  for (const idx of dir.indices()) {
    // Index bars from constituents' bars (see index-rules.ts): open and close exact at the bar's
    // edges; high and low from the constituents' highs and lows (a bound; live bars come from ticks).
    // Stored bars are as traded, so each constituent's shares are those of the bar's trade date: the
    // reference count × num / den of the split-factor range (CTE f, from `splitFactorRanges`) holding it.
    const n = idx.constituents.length;
    const ranges = idx.constituents.flatMap((symbol) =>
      splitFactorRanges(splits.get(symbol) ?? [], SHARES_REFERENCE_DATE).map((r) => ({ symbol, ...r })),
    );
    const factors = [
      ranges.map((r) => r.symbol),
      ranges.map((r) => r.from),
      ranges.map((r) => r.to),
      ranges.map((r) => r.num),
      ranges.map((r) => r.den),
    ];
    const cte = `WITH f (symbol, from_date, to_date, num, den) AS (
        SELECT * FROM unnest($6::varchar[], $7::date[], $8::date[], $9::numeric[], $10::numeric[]))`;
    const factorJoin = (tradeDate: string) =>
      `LEFT JOIN f ON f.symbol = b.symbol AND (f.from_date IS NULL OR ${tradeDate} >= f.from_date) AND (f.to_date IS NULL OR ${tradeDate} < f.to_date)`;
    const cap = (col: string) => `sum(b.${col} * i.shares_outstanding * coalesce(f.num, 1) / coalesce(f.den, 1))`;
    const cols = `round(${cap('open')} / $2, 2), round(${cap('high')} / $2, 2), round(${cap('low')} / $2, 2), round(${cap('close')} / $2, 2),
      sum(b.volume)`;
    const d = await ds.query(
      `${cte}
       INSERT INTO bars_daily (symbol, trade_date, open, high, low, close, volume)
       SELECT $1, b.trade_date, ${cols} FROM bars_daily b JOIN instruments i ON i.symbol = b.symbol ${factorJoin('b.trade_date')}
       WHERE b.symbol = ANY($3::varchar[]) AND b.trade_date >= $4::date GROUP BY b.trade_date HAVING count(*) = $5
       ON CONFLICT DO NOTHING`,
      [idx.symbol, idx.divisor, idx.constituents, dailyFrom.toISOString().slice(0, 10), n, ...factors],
    );
    // A minute bar's trade date: its minute's date in the market's zone (sessions do not cross midnight).
    const mm = await ds.query(
      `${cte}
       INSERT INTO bars_minute (symbol, at, open, high, low, close, volume)
       SELECT $1, b.at, ${cols} FROM bars_minute b JOIN instruments i ON i.symbol = b.symbol
       ${factorJoin('(b.at AT TIME ZONE $11::text)::date')}
       WHERE b.symbol = ANY($3::varchar[]) AND b.at >= $4 GROUP BY b.at HAVING count(*) = $5
       ON CONFLICT DO NOTHING`,
      [idx.symbol, idx.divisor, idx.constituents, minuteFrom, n, ...factors, MARKET_HOURS[idx.market].zone],
    );
    daily += Number(d?.[1] ?? 0);
    minute += Number(mm?.[1] ?? 0);
    bar.tick(idx.symbol);
  }
  logger.info({ daily, minute }, 'market history backfilled');
  return { daily, minute };
}
