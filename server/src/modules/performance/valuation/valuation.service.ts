import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { addDays } from '../returns/periods';
import type { IsoDay } from '../returns/returns.types';
import { DAY_VALUATION_SELECT, VALUATION_COLUMNS } from './valuation.sql';

/** An advisory lock's key: one process values days at a time (the others skip, not wait). */
const VALUATION_LOCK = 37_000_037;

/** The UTC calendar day of an instant. */
export function utcDay(at: Date): IsoDay {
  return at.toISOString().slice(0, 10);
}

const dayStart = (day: IsoDay) => new Date(`${day}T00:00:00.000Z`);

export interface DayRates {
  /** Pair (EURUSD = USD per EUR) → mid rate, as a plain decimal string. */
  rates: Record<string, string>;
  at: Date | null;
  simulated: boolean;
}

/**
 * Values every account at the end of each UTC day that is over (after every market's close that day):
 * the days after the last one valued, in order, each in its own transaction, so a job that stopped
 * catches up and one that runs twice values nothing twice. History starts at the ledger's first entry.
 */
export class ValuationService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Values the days that are over and not yet valued (at most `maxDays` of them); returns how many. */
  async catchUp(maxDays = 10_000): Promise<number> {
    const yesterday = addDays(utcDay(this.clock.now()), -1);
    let valued = 0;
    while (valued < maxDays) {
      const day = await this.ds.transaction((em) => this.valueNextDay(em, yesterday));
      if (day === null) break;
      valued++;
    }
    return valued;
  }

  /** The last day valued, or null before the first. */
  async lastValuedDay(): Promise<IsoDay | null> {
    const [row]: Array<{ day: string | null }> = await this.ds.query(`SELECT max(day)::text AS day FROM portfolio_valuation_days`);
    return row.day;
  }

  /** Values the day after the last one valued, if it is over; the day, or null when there is none to value. */
  private async valueNextDay(em: EntityManager, yesterday: IsoDay): Promise<IsoDay | null> {
    const [lock]: Array<{ ok: boolean }> = await em.query(`SELECT pg_try_advisory_xact_lock($1) AS ok`, [VALUATION_LOCK]);
    if (!lock.ok) return null;
    const [row]: Array<{ last: string | null; first: string | null }> = await em.query(
      `SELECT (SELECT max(day)::text FROM portfolio_valuation_days) AS last,
              (SELECT ((min(created_at) AT TIME ZONE 'UTC')::date)::text FROM ledger_entries) AS first`,
    );
    const day = row.last ? addDays(row.last, 1) : row.first;
    if (day === null || day > yesterday) return null;
    const rates = await this.currentRates(em);
    await em.query(`INSERT INTO portfolio_valuation_days (day, rates, rates_at, rates_simulated, valued_at) VALUES ($1, $2, $3, $4, $5)`, [
      day,
      JSON.stringify(rates.rates),
      rates.at,
      rates.simulated,
      this.clock.now(),
    ]);
    await em.query(`INSERT INTO portfolio_valuations (${VALUATION_COLUMNS}) ${DAY_VALUATION_SELECT}`, [
      dayStart(day),
      dayStart(addDays(day, 1)),
      day,
      addDays(day, -1),
      JSON.stringify(rates.rates),
    ]);
    return day;
  }

  /**
   * The server's FX mid rates as the day is valued (shortly after its end, when the job runs on time).
   * Vela keeps no FX history, so a day valued late (catching up) uses the rates of the moment it is valued;
   * the day records which rates, from when, so every figure can be traced.
   */
  private async currentRates(em: EntityManager): Promise<DayRates> {
    const rows: Array<{ pair: string; rate: string; at: Date; simulated: boolean }> = await em.query(
      `SELECT btrim(pair) AS pair, rate::text AS rate, at, simulated FROM fx_quotes ORDER BY pair`,
    );
    const rates: Record<string, string> = {};
    for (const r of rows) rates[r.pair] = r.rate;
    const at = rows.length ? new Date(Math.min(...rows.map((r) => r.at.getTime()))) : null;
    return { rates, at, simulated: rows.some((r) => r.simulated) };
  }
}
