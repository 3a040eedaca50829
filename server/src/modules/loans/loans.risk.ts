import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import type { AuditService } from '../audit/audit.service';
import { accrueDay, dayOf, dueDays, nextDay } from '../funds/accrual-rules';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProductTrades } from '../trading/trading.products';
import { platformAccount } from '../trading/trading-rules';
import {
  CURE_BUSINESS_DAYS,
  HAIRCUT,
  MAINTENANCE_LTV,
  addBusinessDays,
  breachesMaintenance,
  loanToValue,
  splitRepayment,
} from './loan-rules';
import { LoanError } from './loans.errors';
import { LOAN_EVENT, LOAN_REFERENCE, type LoanRow, loanRow } from './loans.rows';

interface Pledged {
  position_id: string;
  symbol: string;
  shares: number;
}

/**
 * What runs on a loan after it is granted: interest accrued every day into the pending repayment amount
 * (one journal entry per loan per day), the maintenance check with its margin call and cure period, and
 * liquidation of pledged positions at the quote once the cure period has passed. Collateral is never
 * valued on a stale quote: a user with a stale pledged quote is skipped until the feed is fresh.
 */
export class LoanRisk {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: ProductTrades,
  ) {}

  /** Posts every ended day's interest not yet posted (the loan row locked by the caller's transaction). */
  async accrue(em: EntityManager, id: string, now: Date): Promise<number> {
    const l = await loanRow(em, id, true);
    if (!l || l.status !== 'successful' || !l.decided_at) return 0;
    const next = l.accrued_to ? nextDay(l.accrued_to) : dayOf(l.decided_at);
    // Open-ended: days up to yesterday (a far end the loop never reaches).
    const days = dueDays(next, '9999-12-31', now);
    let carry = new Money(l.interest_carry);
    let interest = new Money(l.interest);
    const principal = new Money(l.principal);
    const rate = new Money(l.annual_rate);
    for (const day of days) {
      const step = accrueDay(principal, rate, l.day_basis, carry);
      carry = step.carry;
      let entryId: string | null = null;
      if (step.amount.gt(0)) {
        const e = await this.ledger.post(em, {
          kind: 'loan_interest',
          referenceType: LOAN_REFERENCE,
          referenceId: l.id,
          referenceNo: l.order_no,
          referenceLabel: l.currency,
          memo: day,
          postings: [
            { account: platformAccount('loan_receivable', l.currency, l.user_id), amount: step.amount.neg() },
            { account: platformAccount('interest_income', l.currency, l.user_id), amount: step.amount },
          ],
        });
        entryId = e.entryId;
      }
      await em.query(`INSERT INTO loan_accruals (loan_id, day, principal, amount, entry_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        l.id,
        day,
        principal.toFixed(2),
        step.amount.toFixed(2),
        entryId,
        now,
      ]);
      interest = interest.plus(step.amount);
    }
    if (days.length)
      await em.query(`UPDATE loans SET interest = $2, interest_carry = $3, accrued_to = $4 WHERE id = $1`, [
        l.id,
        interest.toFixed(2),
        carry.toFixed(20),
        days[days.length - 1],
      ]);
    return days.length;
  }

  /** Applies `amount` of the user's available cash to a locked loan: interest first, then principal. */
  async applyPayment(
    em: EntityManager,
    l: LoanRow,
    amount: Decimal,
    kind: string,
    refNo: string,
    now: Date,
  ): Promise<{ interest: Decimal; principal: Decimal }> {
    const split = splitRepayment(amount, new Money(l.interest), new Money(l.principal));
    const paid = split.interest.plus(split.principal);
    if (paid.gt(0)) {
      await this.ledger.post(em, {
        kind,
        referenceType: LOAN_REFERENCE,
        referenceId: l.id,
        referenceNo: refNo,
        referenceLabel: l.order_no,
        postings: [
          { account: { ownerId: l.user_id, currency: l.currency, kind: 'user_available' }, amount: paid.neg() },
          { account: platformAccount('loan_receivable', l.currency, l.user_id), amount: paid },
        ],
      });
    }
    await this.settle(em, l, split, now);
    return split;
  }

  /** Lowers what the loan owes; a loan repaid in full releases its pledges and clears a margin call. */
  async settle(em: EntityManager, l: LoanRow, split: { interest: Decimal; principal: Decimal }, now: Date): Promise<void> {
    const interest = new Money(l.interest).minus(split.interest);
    const principal = new Money(l.principal).minus(split.principal);
    const repaid = interest.plus(principal).lte(0);
    await em.query(
      `UPDATE loans SET interest = $2, principal = $3, repaid_at = CASE WHEN $4 THEN $5::timestamptz ELSE repaid_at END,
         margin_call_at = CASE WHEN $4 THEN NULL ELSE margin_call_at END, cure_by = CASE WHEN $4 THEN NULL ELSE cure_by END WHERE id = $1`,
      [l.id, interest.toFixed(2), principal.toFixed(2), repaid, now],
    );
  }

  private async pledged(em: EntityManager, userId: string, currency: string): Promise<Pledged[]> {
    return em.query(
      `SELECT DISTINCT p.id AS position_id, p.symbol, p.shares FROM loan_pledges lp JOIN loans l ON l.id = lp.loan_id
         JOIN positions p ON p.id = lp.position_id LEFT JOIN position_closes c ON c.position_id = p.id
        WHERE l.user_id = $1 AND l.currency = $2 AND l.status = 'successful' AND l.principal + l.interest > 0 AND c.position_id IS NULL`,
      [userId, currency],
    );
  }

  /** Value of pledged positions at fresh bids, or null when any of their quotes is stale or missing. */
  private async value(positions: readonly Pledged[]): Promise<Map<string, Decimal> | null> {
    const quotes = await this.trading.valuationQuotes(positions.map((p) => p.symbol));
    const out = new Map<string, Decimal>();
    for (const p of positions) {
      const q = quotes.get(p.symbol);
      if (!q || q.stale) return null;
      out.set(p.position_id, q.bid.times(p.shares));
    }
    return out;
  }

  private async owed(em: EntityManager, userId: string, currency: string): Promise<Decimal> {
    const rows: Array<{ s: string }> = await em.query(
      `SELECT coalesce(sum(principal + interest), 0) AS s FROM loans WHERE user_id = $1 AND currency = $2 AND status = 'successful'`,
      [userId, currency],
    );
    return new Money(rows[0].s);
  }

  /**
   * A user's close of a pledged position is refused when the loan would then break its maintenance
   * ratio on the remaining pledged collateral (or when that cannot be known on fresh quotes).
   */
  async guardClose(tx: Tx, positionId: string, userId: string): Promise<void> {
    const rows: Array<{ currency: string }> = await tx.em.query(
      `SELECT DISTINCT l.currency::text AS currency FROM loan_pledges lp JOIN loans l ON l.id = lp.loan_id
        WHERE lp.position_id = $1 AND l.user_id = $2 AND l.status = 'successful' AND l.principal + l.interest > 0`,
      [positionId, userId],
    );
    for (const { currency } of rows) {
      const pledged = await this.pledged(tx.em, userId, currency);
      const values = await this.value(pledged);
      if (!values) throw new DomainError(LoanError.LOAN_COLLATERAL_PLEDGED);
      const remaining = [...values.entries()].filter(([id]) => id !== positionId).reduce((s, [, v]) => s.plus(v), new Money(0));
      if (breachesMaintenance(await this.owed(tx.em, userId, currency), remaining))
        throw new DomainError(LoanError.LOAN_COLLATERAL_PLEDGED);
    }
  }

  /**
   * The daily/hourly run: accrue interest on every outstanding loan, then check each borrower's maintenance
   * ratio: a breach makes a margin call (cure by 2 business days), a cure clears it, and a breach past the
   * cure deadline sells pledged positions at the quote (largest first) until the loan is back within the
   * haircut, applying the proceeds. Every step is audited and the user notified.
   */
  async sweep(): Promise<{ accrued: number; calls: number; liquidated: number }> {
    const now = this.clock.now();
    const loans: Array<{ id: string; user_id: string; currency: string }> = await this.ds.query(
      `SELECT id, user_id, currency::text AS currency FROM loans WHERE status = 'successful' AND principal + interest > 0 ORDER BY decided_at, id`,
    );
    let accrued = 0;
    for (const l of loans)
      await this.uow.run(
        async (tx) => {
          accrued += await this.accrue(tx.em, l.id, now);
        },
        { lockUsers: [l.user_id] },
      );
    const groups = new Map(loans.map((l) => [`${l.user_id}|${l.currency}`, { userId: l.user_id, currency: l.currency.trim() }]));
    let calls = 0;
    let liquidated = 0;
    for (const g of groups.values()) {
      const r = await this.checkMaintenance(g.userId, g.currency, now);
      if (r === 'call') calls++;
      if (r === 'liquidated') liquidated++;
    }
    return { accrued, calls, liquidated };
  }

  /** An ops run of the sweep, audited with what it did. */
  async sweepAudited(ops: { id: string; phone: string }, ip: string | null): Promise<void> {
    const done = await this.sweep();
    await this.audit.record(this.ds.manager, {
      actorId: ops.id,
      actorLabel: ops.phone,
      action: 'loan.risk.run',
      targetType: 'loan_job',
      targetId: 'daily',
      after: done,
      ip,
    });
  }

  async checkMaintenance(
    userId: string,
    currency: string,
    now: Date,
  ): Promise<'ok' | 'call' | 'cured' | 'waiting' | 'liquidated' | 'stale'> {
    return this.uow.run(
      async (tx) => {
        const em = tx.em;
        const loans: LoanRow[] = await em.query(
          `SELECT l.*, l.currency::text AS currency, l.accrued_to::text AS accrued_to FROM loans l
            WHERE user_id = $1 AND currency = $2 AND status = 'successful' AND principal + interest > 0 ORDER BY decided_at, id FOR UPDATE`,
          [userId, currency],
        );
        if (!loans.length) return 'ok';
        const pledged = await this.pledged(em, userId, currency);
        const values = await this.value(pledged);
        if (!values) return 'stale';
        const collateral = [...values.values()].reduce((s, v) => s.plus(v), new Money(0));
        const owed = loans.reduce((s, l) => s.plus(l.principal).plus(l.interest), new Money(0));
        const called = loans.find((l) => l.margin_call_at);
        const ltv = loanToValue(owed, collateral);
        if (!breachesMaintenance(owed, collateral)) {
          if (!called) return 'ok';
          await em.query(`UPDATE loans SET margin_call_at = NULL, cure_by = NULL WHERE id = ANY($1::uuid[])`, [loans.map((l) => l.id)]);
          await this.record(
            tx,
            userId,
            loans,
            'loan.margin_call.cured',
            { ltv: ltv.toFixed(4), collateral: collateral.toFixed(2), owed: owed.toFixed(2) },
            now,
          );
          return 'cured';
        }
        if (!called) {
          const cureBy = addBusinessDays(now, CURE_BUSINESS_DAYS);
          await em.query(`UPDATE loans SET margin_call_at = $2, cure_by = $3 WHERE id = ANY($1::uuid[])`, [
            loans.map((l) => l.id),
            now,
            cureBy,
          ]);
          await this.record(
            tx,
            userId,
            loans,
            'loan.margin_call',
            {
              ltv: ltv.toFixed(4),
              maintenance: MAINTENANCE_LTV.toFixed(2),
              collateral: collateral.toFixed(2),
              owed: owed.toFixed(2),
              cureBy: cureBy.toISOString(),
            },
            now,
            'margin_call',
          );
          return 'call';
        }
        if (called.cure_by && called.cure_by > now) return 'waiting';
        return (await this.liquidate(tx, userId, currency, loans, pledged, values, owed, now)) ? 'liquidated' : 'waiting';
      },
      { lockUsers: [userId] },
    );
  }

  /** Sells pledged positions, largest first, until what is owed is back within the haircut of what remains. */
  private async liquidate(
    tx: Tx,
    userId: string,
    currency: string,
    loans: LoanRow[],
    pledged: Pledged[],
    values: Map<string, Decimal>,
    owed: Decimal,
    now: Date,
  ): Promise<boolean> {
    const order = [...pledged].sort((a, b) => (values.get(b.position_id) as Decimal).comparedTo(values.get(a.position_id) as Decimal));
    let remaining = [...values.values()].reduce((s, v) => s.plus(v), new Money(0));
    let left = owed;
    const sold: Array<{ symbol: string; proceeds: string }> = [];
    for (const p of order) {
      if (left.lte(0) || left.lte(remaining.times(HAIRCUT))) break;
      if (!(await this.trading.liquidate(tx, p.position_id, userId, p.symbol))) continue;
      const closes: Array<{ proceeds: string }> = await tx.em.query(`SELECT proceeds FROM position_closes WHERE position_id = $1`, [
        p.position_id,
      ]);
      let proceeds = new Money(closes[0]?.proceeds ?? 0);
      remaining = remaining.minus(values.get(p.position_id) as Decimal);
      sold.push({ symbol: p.symbol, proceeds: proceeds.toFixed(2) });
      // The proceeds repay the loans, oldest first.
      for (const l of loans) {
        if (proceeds.lte(0)) break;
        const fresh = (await loanRow(tx.em, l.id)) as LoanRow;
        const due = new Money(fresh.principal).plus(fresh.interest);
        const pay = Money.min(due, proceeds).toDecimalPlaces(2, Money.ROUND_DOWN);
        if (pay.lte(0)) continue;
        await this.applyPayment(tx.em, fresh, pay, 'loan_liquidation_repayment', fresh.order_no, now);
        proceeds = proceeds.minus(pay);
        left = left.minus(pay);
      }
    }
    if (!sold.length) return false;
    await tx.em.query(`UPDATE loans SET liquidated_at = $2 WHERE id = ANY($1::uuid[])`, [loans.map((l) => l.id), now]);
    await this.record(
      tx,
      userId,
      loans,
      'loan.liquidated',
      { sold, owedBefore: owed.toFixed(2), owedAfter: Money.max(left, 0).toFixed(2) },
      now,
      'liquidated',
    );
    await tx.emitBalance(userId, currency, now);
    return true;
  }

  /** Audits a risk step on each loan (actor: the system) and tells the user. */
  private async record(
    tx: Tx,
    userId: string,
    loans: LoanRow[],
    action: string,
    after: Record<string, unknown>,
    now: Date,
    notice?: string,
  ) {
    for (const l of loans) {
      await this.audit.record(tx.em, {
        actorId: null,
        actorLabel: 'loan-risk',
        action,
        targetType: 'loan',
        targetId: l.id,
        after,
        ip: null,
      });
      await tx.emit(userId, LOAN_EVENT, { id: l.id, status: 'successful', ...(notice ? { reason: notice } : {}) }, now);
    }
  }
}
