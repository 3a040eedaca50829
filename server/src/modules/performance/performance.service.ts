import type { DataSource } from 'typeorm';
import type { User } from '../auth/user.entity';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { AuditService } from '../audit/audit.service';
import { Money } from '../../shared/money';
import { localName } from '../market-data/instrument.entity';
import { allocation, type Allocation, type AllocationPosition } from './allocation';
import { buildReport, PARTS, type BenchmarkBar, type Part, type PerformanceReport, type ValuationRow } from './performance-report';
import { addDays, periodRange, type Period } from './returns/periods';
import type { IsoDay } from './returns/returns.types';
import { utcDay, type ValuationService } from './valuation/valuation.service';

/** The benchmarks a user can compare with: the feed's index symbols. */
export const BENCHMARK_SYMBOLS = { IBEX35: 'IDX:IBEX35', SP500: 'IDX:SPX', TAIEX: 'IDX:TAIEX' } as const;
export type Benchmark = keyof typeof BENCHMARK_SYMBOLS;

/** The most days a read values itself when the job is behind. */
const READ_CATCH_UP_DAYS = 31;

export type PerformanceState =
  /** No deposit yet. */
  | 'EMPTY'
  /** Money arrived, but no day with it has closed yet. */
  | 'FIRST_DAY'
  | 'READY';

export interface PerformanceQuery {
  period: Period;
  benchmark: Benchmark | null;
  currency: string;
  lang: string | null;
}

export interface PerformanceResult {
  state: PerformanceState;
  period: Period;
  currency: string;
  benchmark: Benchmark | null;
  benchmarkSymbol: string | null;
  benchmarkSimulated: boolean;
  /** The last day valued (every account's value at its end). */
  valuedTo: IsoDay | null;
  /** The period was cut to start the day before the first deposit. */
  clamped: boolean;
  report: PerformanceReport | null;
  allocation: Allocation;
  /** The FX mid rates the period's last day was valued with, and the allocation converted at (now). */
  rates: Array<{ pair: string; rate: string }>;
}

/**
 * Reads a user's performance: the stored daily valuations of the period (the valuation job writes them;
 * a read finding days not yet valued values them first), the benchmark's closes and the open positions.
 * Once the days are valued, a read is five SQL statements whatever the period's length.
 */
export class PerformanceService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly valuation: ValuationService,
    private readonly audit: AuditService,
  ) {}

  /** Ops (support): a user's performance as they see it; each look audited. An unknown user is NOT_FOUND. */
  async opsPerformance(actor: { user: User; ip: string | null }, userId: string, q: PerformanceQuery): Promise<PerformanceResult> {
    if (!isUuid(userId)) throw new DomainError(CommonError.NOT_FOUND);
    const [exists]: Array<{ id: string }> = await this.ds.query(`SELECT id FROM users WHERE id = $1`, [userId]);
    if (!exists) throw new DomainError(CommonError.NOT_FOUND);
    const result = await this.performance(userId, q);
    await this.audit.record(this.ds.manager, {
      actorId: actor.user.id,
      actorLabel: actor.user.phone,
      action: 'performance.viewed',
      targetType: 'user',
      targetId: userId,
      after: { period: q.period, currency: q.currency, valuedTo: result.valuedTo },
      ip: actor.ip,
    });
    return result;
  }

  async performance(userId: string, q: PerformanceQuery): Promise<PerformanceResult> {
    let meta = await this.meta(userId);
    const yesterday = addDays(utcDay(this.clock.now()), -1);
    if (meta.lastDay === null || meta.lastDay < yesterday) {
      // The job is behind (the process was down, or it has not run since midnight): catch up first, a
      // month at most on a request (the job catches up the rest; `valuedTo` says how far the figures go).
      await this.valuation.catchUp(READ_CATCH_UP_DAYS);
      meta = await this.meta(userId);
    }
    const benchmarkSymbol = q.benchmark ? BENCHMARK_SYMBOLS[q.benchmark] : null;
    const now = await this.nowFigures(userId, q.lang);
    const rates = Object.entries(now.rates).map(([pair, rate]) => ({ pair, rate }));
    const alloc = allocation(now.positions, now.cash, q.currency, now.rates);
    const base = {
      period: q.period,
      currency: q.currency,
      benchmark: q.benchmark,
      benchmarkSymbol,
      valuedTo: meta.lastDay,
      allocation: alloc,
      rates,
    };
    if (meta.firstDeposit === null || meta.lastDay === null || meta.firstDay === null || meta.firstDeposit > meta.lastDay) {
      return {
        ...base,
        state: meta.hasAccount ? 'FIRST_DAY' : 'EMPTY',
        clamped: false,
        report: null,
        benchmarkSimulated: false,
      };
    }
    const range = periodRange(q.period, meta.lastDay, meta.firstDeposit);
    const rows = await this.rows(userId, range.from, range.to);
    const bench = benchmarkSymbol ? await this.benchmarkBars(benchmarkSymbol, range.from, range.to) : null;
    const report = buildReport({
      from: range.from,
      to: range.to,
      firstValuedDay: meta.firstDay,
      rows,
      display: q.currency,
      benchmark: bench?.bars ?? null,
    });
    const lastRates = rows.filter((r) => r.day === range.to).map((r) => r.rates)[0];
    return {
      ...base,
      rates: lastRates ? Object.entries(lastRates).map(([pair, rate]) => ({ pair, rate })) : rates,
      state: 'READY',
      clamped: range.clamped,
      report,
      benchmarkSimulated: bench?.simulated ?? false,
    };
  }

  /** Statement 1: the last day valued, the first one, the user's first deposit, and whether they have cash accounts. */
  private async meta(userId: string) {
    const [row]: Array<{ last_day: string | null; first_day: string | null; first_deposit: string | null; has_account: boolean }> =
      await this.ds.query(
        `SELECT (SELECT max(day)::text FROM portfolio_valuation_days) AS last_day,
                (SELECT min(day)::text FROM portfolio_valuation_days) AS first_day,
                (SELECT min(day)::text FROM portfolio_valuations WHERE user_id = $1 AND flow > 0) AS first_deposit,
                EXISTS (SELECT 1 FROM ledger_accounts WHERE owner_id = $1) AS has_account`,
        [userId],
      );
    return { lastDay: row.last_day, firstDay: row.first_day, firstDeposit: row.first_deposit, hasAccount: row.has_account };
  }

  /** Statement 2: the user's valuations of the period's days, each with its day's rates. */
  private async rows(userId: string, from: IsoDay, to: IsoDay): Promise<ValuationRow[]> {
    const rows: Array<Record<string, string> & { day: string; currency: string; simulated: boolean; rates: Record<string, string> }> =
      await this.ds.query(
        `SELECT v.day::text AS day, btrim(v.currency) AS currency, v.unrealised::text AS unrealised, v.value::text AS value,
                v.flow::text AS flow, ${PARTS.map((p) => `v.${p}::text AS ${p}`).join(', ')}, v.simulated, d.rates
         FROM portfolio_valuations v JOIN portfolio_valuation_days d ON d.day = v.day
         WHERE v.user_id = $1 AND v.day >= $2::date AND v.day <= $3::date
         ORDER BY v.day, v.currency`,
        [userId, from, to],
      );
    return rows.map((r) => ({
      day: r.day,
      currency: r.currency,
      unrealised: new Money(r.unrealised),
      value: new Money(r.value),
      flow: new Money(r.flow),
      parts: Object.fromEntries(PARTS.map((p) => [p, new Money(r[p])])) as Record<Part, Money>,
      simulated: r.simulated,
      rates: r.rates,
    }));
  }

  /** Statement 3 (with a benchmark): the index's daily closes over the period, from the last one before it. */
  private async benchmarkBars(symbol: string, from: IsoDay, to: IsoDay): Promise<{ bars: BenchmarkBar[]; simulated: boolean }> {
    const rows: Array<{ day: string; close: string; simulated: boolean | null }> = await this.ds.query(
      `SELECT b.trade_date::text AS day, b.close::text AS close, q.simulated
       FROM bars_daily b LEFT JOIN quotes q ON q.symbol = b.symbol
       WHERE b.symbol = $1 AND b.trade_date <= $3::date
         AND b.trade_date >= coalesce((SELECT max(trade_date) FROM bars_daily WHERE symbol = $1 AND trade_date <= $2::date), $2::date)
       ORDER BY b.trade_date`,
      [symbol, from, to],
    );
    return { bars: rows.map((r) => ({ day: r.day, close: new Money(r.close) })), simulated: rows.some((r) => r.simulated === true) };
  }

  /** Statements 4 and 5: the open positions at the latest quotes, and the cash (available and frozen) with the FX rates. */
  private async nowFigures(userId: string, lang: string | null) {
    const positions: Array<{
      symbol: string;
      name: string;
      names: Record<string, string> | null;
      market: string;
      sector: string | null;
      quote_currency: string;
      shares: number;
      price: string | null;
      entry_price: string;
      simulated: boolean;
    }> = await this.ds.query(
      `SELECT p.symbol, i.name, i.names, i.market, i.sector, btrim(p.quote_currency) AS quote_currency, p.shares,
              q.price::text AS price, p.entry_price::text AS entry_price, coalesce(q.simulated, p.entry_simulated) AS simulated
       FROM positions p JOIN instruments i ON i.symbol = p.symbol LEFT JOIN quotes q ON q.symbol = p.symbol
       WHERE p.user_id = $1 AND NOT EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id)`,
      [userId],
    );
    const [cash]: Array<{ cash: Array<{ currency: string; amount: string }> | null; rates: Record<string, string> | null }> =
      await this.ds.query(
        `SELECT (SELECT json_agg(json_build_object('currency', c.currency, 'amount', c.amount::text) ORDER BY c.currency)
                   FROM (SELECT btrim(currency) AS currency, sum(balance) AS amount FROM ledger_accounts
                          WHERE owner_id = $1 AND kind IN ('user_available', 'user_hold') GROUP BY 1) c) AS cash,
                (SELECT json_object_agg(btrim(pair), rate::text) FROM fx_quotes) AS rates`,
        [userId],
      );
    const allocationPositions: AllocationPosition[] = positions.map((p) => ({
      symbol: p.symbol,
      name: localName(p.names ?? {}, p.name, lang),
      market: p.market,
      sector: p.sector,
      quoteCurrency: p.quote_currency,
      // No quote yet: the entry price (the position's value when it opened).
      marketValue: new Money(p.price ?? p.entry_price).times(p.shares),
      simulated: p.simulated,
    }));
    return {
      positions: allocationPositions,
      cash: (cash.cash ?? []).map((c) => ({ currency: c.currency, amount: new Money(c.amount) })),
      rates: cash.rates ?? {},
    };
  }
}
