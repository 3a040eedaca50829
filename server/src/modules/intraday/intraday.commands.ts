import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import type { MoneyGate } from '../allocation/rows';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { User } from '../auth/user.entity';
import { onceInUnitOfWork } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import { MARKET_HOURS, sessionOn } from '../market-data/calendar/calendar-rules';
import { addDays, localDate } from '../market-data/calendar/time-zone';
import type { MarketCode } from '../market-data/market-code';
import { MarketError } from '../market-data/market-data.errors';
import type { MarketDataService } from '../market-data/market-data.service';
import { readDailyBars } from '../market-data/quote-store';
import { STRATEGY_TERMS, assess } from './intraday-rules';
import { IntradayError } from './intraday.errors';
import { type ApplicationRow, INTRADAY_EVENT, REFERENCE_TYPE, lockApplication, updateApplication } from './intraday.rows';

export interface ApplyInput {
  symbol: string;
  amount: Decimal;
  payPassword: string;
  idempotencyKey: string;
}

/**
 * Applying for the strategy: the input is checked (bad input records nothing), the pay password
 * confirms, a pending application is recorded, and the automated risk assessment decides it at once in
 * its own unit of work: approved with a risk band (the amount held) or rejected with every reason.
 * Anything left pending (a crash between the two) is decided by the engine's sweep.
 */
export class IntradayCommands {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly marketData: MarketDataService,
    private readonly settlementOf: (currency: string) => string,
    private readonly gate: MoneyGate | null,
  ) {}

  async apply(user: User, input: ApplyInput): Promise<string> {
    const symbol = input.symbol.trim().toUpperCase();
    if (!symbol) throw new DomainError(IntradayError.INTRADAY_SYMBOL_REQUIRED);
    const amount = input.amount;
    if (!amount.isFinite() || !amount.isInteger() || amount.lte(0)) throw new DomainError(IntradayError.INTRADAY_AMOUNT_INVALID);
    if (amount.lt(STRATEGY_TERMS.minAmount) || amount.gt(STRATEGY_TERMS.maxAmount))
      throw new DomainError(IntradayError.INTRADAY_AMOUNT_OUT_OF_RANGE, {
        min: STRATEGY_TERMS.minAmount.toFixed(),
        max: STRATEGY_TERMS.maxAmount.toFixed(),
      });
    const dir = await this.marketData.directory();
    // "AAPL" is as good as "US:AAPL" when exactly one market lists that code.
    const byCode = symbol.includes(':') ? [] : dir.instruments().filter((m) => m.code.toUpperCase() === symbol);
    const meta = byCode.length === 1 ? byCode[0] : dir.get(symbol);
    if (!meta || meta.kind !== 'instrument') throw new DomainError(MarketError.INSTRUMENT_NOT_FOUND);
    if (this.gate) await this.gate.requirePassed(user.id);
    await this.auth.verifyPayPassword(user, input.payPassword);
    const key = {
      ownerId: user.id,
      key: input.idempotencyKey,
      operation: 'applyIntradayStrategy',
      input: { symbol: meta.symbol, amount: amount.toFixed() },
    };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const now = this.clock.now();
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await tx.em.query(
          `SELECT 'S' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('intraday_no_seq') AS order_no`,
          [now],
        );
        const market = meta.market as MarketCode;
        await tx.em.query(
          `INSERT INTO intraday_applications (id, order_no, user_id, symbol, market, currency, amount, status, assessment, trade_date,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending_review', '{}'::jsonb, $8, $9, $9)`,
          [
            newId,
            orderNo,
            user.id,
            meta.symbol,
            market,
            this.settlementOf(meta.currency),
            amount.toFixed(),
            localDate(MARKET_HOURS[market].zone, now),
            now,
          ],
        );
        await tx.emit(user.id, INTRADAY_EVENT, { id: newId, status: 'pending_review', symbol: meta.symbol }, now);
      },
      { lockUsers: [user.id] },
    );
    await this.decide(id);
    return id;
  }

  /** Applications still pending review (a crash between recording and deciding): decided now. */
  async decidePending(): Promise<number> {
    const rows: Array<{ id: string }> = await this.ds.query(
      `SELECT id FROM intraday_applications WHERE status = 'pending_review' ORDER BY created_at LIMIT 100`,
    );
    for (const r of rows) await this.decide(r.id);
    return rows.length;
  }

  /** The automated risk assessment of one pending application, in one unit of work with its hold. */
  async decide(id: string): Promise<void> {
    const owner: Array<{ user_id: string }> = await this.ds.query('SELECT user_id FROM intraday_applications WHERE id = $1', [id]);
    if (!owner[0]) return;
    await this.uow.run(
      async (tx) => {
        const a = await lockApplication(tx.em, id);
        if (!a || a.status !== 'pending_review') return;
        const now = this.clock.now();
        const inputs = await this.inputs(tx.em, a, now);
        const result = assess(inputs.assessment);
        const assessment = {
          available: inputs.assessment.available.toFixed(),
          frozen: inputs.assessment.frozen.toFixed(),
          exposure: inputs.assessment.exposure.toFixed(),
          activeCount: inputs.assessment.activeCount,
          dailyBars: inputs.assessment.dailyBars.length,
          sessionAvailable: inputs.assessment.sessionAvailable,
          sessionOpen: inputs.session?.open.toISOString() ?? null,
          sessionClose: inputs.session?.close.toISOString() ?? null,
          ...result.figures,
          band: result.band,
          reasons: result.reasons,
          terms: {
            maxExposure: STRATEGY_TERMS.maxExposure.toFixed(),
            maxActive: STRATEGY_TERMS.maxActive,
            maxAtrShare: STRATEGY_TERMS.maxAtrShare.toFixed(),
            minAvgVolume: STRATEGY_TERMS.minAvgVolume.toFixed(),
            maxShareOfDailyValue: STRATEGY_TERMS.maxShareOfDailyValue.toFixed(),
            maxConcentration: STRATEGY_TERMS.maxConcentration.toFixed(),
          },
        };
        if (result.band && inputs.session)
          await this.approve(tx, a, result.band, result.figures.atr as string, inputs.session, assessment, now);
        else await this.reject(tx, a, result.reasons, assessment, now);
        await this.audit.record(tx.em, {
          actorId: null,
          actorLabel: 'intraday-assessment',
          action: result.band ? 'intraday.approved' : 'intraday.rejected',
          targetType: 'intraday_application',
          targetId: a.id,
          after: assessment,
          reason: result.reasons.join(',') || null,
        });
      },
      { lockUsers: [owner[0].user_id] },
    );
  }

  private async inputs(em: EntityManager, a: ApplicationRow, now: Date) {
    const market = a.market as MarketCode;
    const today = localDate(MARKET_HOURS[market].zone, now);
    const session = a.trade_date === today ? sessionOn(market, today) : null;
    const cutoff = session ? session.close.getTime() - STRATEGY_TERMS.entryCutoffMinutes * 60_000 : 0;
    const [balance] = await this.ledger.balances(a.user_id, [a.currency], em);
    const [active]: Array<{ n: number; total: string }> = await em.query(
      `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM intraday_applications
       WHERE user_id = $1 AND currency = $2 AND status = 'approved' AND phase <> 'finished'`,
      [a.user_id, a.currency],
    );
    // Completed sessions only: today's bar is still forming.
    const bars = await readDailyBars(em, a.symbol, addDays(today, -60), today, 100);
    return {
      session: session && now.getTime() < cutoff ? session : null,
      assessment: {
        amount: new Money(a.amount),
        available: balance.available,
        frozen: balance.frozen,
        exposure: new Money(active.total),
        activeCount: active.n,
        dailyBars: bars.slice(-(STRATEGY_TERMS.volumePeriod + 1)),
        sessionAvailable: session !== null && now.getTime() < cutoff,
      },
    };
  }

  private async approve(
    tx: Tx,
    a: ApplicationRow,
    band: string,
    atr: string,
    session: { open: Date; close: Date },
    assessment: Record<string, unknown>,
    now: Date,
  ): Promise<void> {
    const amount = new Money(a.amount);
    const hold = await this.ledger.hold(tx.em, {
      ownerId: a.user_id,
      currency: a.currency,
      amount,
      referenceType: REFERENCE_TYPE,
      referenceId: a.id,
      referenceNo: a.order_no,
      referenceLabel: a.symbol,
      kind: 'intraday_hold',
    });
    await updateApplication(tx.em, a.id, {
      status: 'approved',
      risk_band: band,
      assessment: JSON.stringify(assessment),
      atr,
      cash: amount.toFixed(),
      hold_id: hold.id,
      session_open: session.open,
      session_close: session.close,
      decided_at: now,
      updated_at: now,
    });
    await tx.emit(a.user_id, INTRADAY_EVENT, { id: a.id, status: 'approved', symbol: a.symbol }, now);
    await tx.emitBalance(a.user_id, a.currency, now);
  }

  private async reject(tx: Tx, a: ApplicationRow, reasons: string[], assessment: Record<string, unknown>, now: Date): Promise<void> {
    await updateApplication(tx.em, a.id, {
      status: 'rejected',
      reasons: JSON.stringify(reasons),
      assessment: JSON.stringify(assessment),
      phase: 'finished',
      net_result: '0',
      finished_reason: 'rejected',
      decided_at: now,
      finished_at: now,
      updated_at: now,
    });
    await tx.emit(a.user_id, INTRADAY_EVENT, { id: a.id, status: 'rejected', symbol: a.symbol, reason: reasons.join(',') }, now);
  }
}
