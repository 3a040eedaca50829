import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import type { MoneyGate } from '../allocation/rows';
import type { User } from '../auth/user.entity';
import { dayBasis } from '../funds/accrual-rules';
import { onceInUnitOfWork } from '../ledger/idempotency';
import { checkCashAmount } from '../ledger/ledger-rules';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProductTrades } from '../trading/trading.products';
import type { UploadsService } from '../uploads/uploads.service';
import { AGREEMENT_VERSION, isCurrentAgreement, loanAgreement } from './loan-agreement';
import { HAIRCUT, LOAN_RATES, MAINTENANCE_LTV, annualRate, creditLimit, haircutOf, tierCap } from './loan-rules';
import { LoanError } from './loans.errors';
import {
  LOAN_EVENT,
  LOAN_SELECT,
  REPAYMENT_EVENT,
  REPAYMENT_REFERENCE,
  REPAYMENT_SELECT,
  type LoanRow,
  type RepaymentRow,
  loanRow,
  toLoan,
  toRepayment,
} from './loans.rows';
import {
  type ApplyLoanInput,
  type Loan,
  LoanAgreement,
  LoanCollateral,
  LoanLimit,
  type LoanRepayment,
  LoanStatus,
  type RepayLoanInput,
} from './loans.types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

interface PositionForLoan {
  id: string;
  symbol: string;
  shares: number;
  direction: string;
  leverage: number;
  settlement_currency: string;
  quote_currency: string;
  /** The order's origin is the intraday strategy. */
  strategy: boolean;
  pledged: boolean;
}

/**
 * Stock-backed loans: the live credit limit, applications with the signed agreement, repayments, and
 * the reads of the records. Disbursement, repayment posting and refusals are the review kinds'
 * (loans.reviews.ts); accrual, margin calls and liquidation are the risk job's (loans.risk.ts).
 */
export class LoansService {
  /** Whether a user is VIP (the VIP module fills this in; the higher cap applies). */
  isVip: (userId: string) => Promise<boolean> = async () => false;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly trading: ProductTrades,
    private readonly uploads: UploadsService,
    private readonly gate: MoneyGate | null,
    private readonly maxAmount: Decimal,
    private readonly eurUsdMid: Decimal,
    /** Leverage from which a position is intraday-only (closed at the session's end; 0 = none): never collateral. */
    private readonly intradayLeverageFrom = 0,
  ) {}

  agreement(lang: string | null | undefined): LoanAgreement {
    return Object.assign(new LoanAgreement(), loanAgreement(lang));
  }

  /** The user's open positions that could back a loan, with whether each is pledged to an outstanding loan. */
  private async positions(userId: string, em: EntityManager = this.ds.manager): Promise<PositionForLoan[]> {
    return em.query(
      `SELECT p.id, p.symbol, p.shares, p.direction, p.leverage, p.settlement_currency::text AS settlement_currency,
              p.quote_currency::text AS quote_currency, o.origin = 'strategy' AS strategy,
              EXISTS (SELECT 1 FROM loan_pledges lp JOIN loans l ON l.id = lp.loan_id
                       WHERE lp.position_id = p.id AND l.status = 'successful' AND l.principal + l.interest > 0) AS pledged
         FROM positions p JOIN orders o ON o.id = p.order_id LEFT JOIN position_closes c ON c.position_id = p.id
        WHERE p.user_id = $1 AND c.position_id IS NULL ORDER BY p.opened_at, p.id`,
      [userId],
    );
  }

  /** Each position's live value and haircut for a loan in `currency` (stale quotes value nothing). */
  async collateral(userId: string, currency: string, em?: EntityManager): Promise<LoanCollateral[]> {
    const positions = await this.positions(userId, em);
    const quotes = await this.trading.valuationQuotes(positions.map((p) => p.symbol));
    return positions.map((p) => {
      const q = quotes.get(p.symbol);
      const usable = q && !q.stale;
      return Object.assign(new LoanCollateral(), {
        positionId: p.id,
        symbol: p.symbol,
        shares: p.shares,
        price: q ? q.bid : null,
        value: usable ? q.bid.times(p.shares).toDecimalPlaces(2, Money.ROUND_DOWN) : new Money(0),
        haircut: haircutOf(
          {
            direction: p.direction,
            leverage: p.leverage,
            settlementCurrency: p.settlement_currency.trim(),
            quoteCurrency: p.quote_currency.trim(),
            strategy: p.strategy,
          },
          currency,
          this.intradayLeverageFrom,
        ),
        stale: !q || q.stale,
        simulated: q?.simulated ?? false,
        pledged: p.pledged,
      });
    });
  }

  async limit(userId: string, currency: string, em: EntityManager = this.ds.manager): Promise<LoanLimit> {
    if (!LOAN_RATES[currency]) throw new DomainError(LoanError.LOAN_CURRENCY_NOT_SUPPORTED);
    const [positions, vip, sums] = await Promise.all([
      this.collateral(userId, currency, em),
      this.isVip(userId),
      em.query(
        `SELECT coalesce(sum(principal) FILTER (WHERE status = 'successful'), 0) AS borrowed,
                coalesce(sum(principal + interest) FILTER (WHERE status = 'successful'), 0) AS owed,
                coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0) AS pending
           FROM loans WHERE user_id = $1 AND currency = $2`,
        [userId, currency],
      ) as Promise<Array<{ borrowed: string; owed: string; pending: string }>>,
    ]);
    const weighted = positions.reduce((s, p) => s.plus(p.value.times(p.haircut)), new Money(0));
    const cap = tierCap(vip, currency, this.eurUsdMid);
    const owed = new Money(sums[0].owed);
    const pending = new Money(sums[0].pending);
    const { total, available } = creditLimit({ cap, weighted, owed, pending });
    const r = LOAN_RATES[currency];
    return Object.assign(new LoanLimit(), {
      currency,
      vip,
      tierCap: cap,
      collateralLimit: weighted.toDecimalPlaces(2, Money.ROUND_DOWN),
      totalLimit: total,
      borrowed: new Money(sums[0].borrowed),
      pendingRepayment: owed,
      pendingApplications: pending,
      available,
      annualRate: annualRate(currency),
      benchmarkRate: r.benchmark,
      benchmarkName: r.benchmarkName,
      spread: r.spread,
      dayBasis: dayBasis(currency),
      haircut: HAIRCUT,
      maintenanceRatio: MAINTENANCE_LTV,
      positions,
    });
  }

  /**
   * A loan application: every field, the agreement read and agreed (its current hash), the signature
   * image attached, and the amount within the live available limit ('Insufficient loan limit').
   * Nothing moves until review: approval credits the amount and pledges the collateral.
   */
  async apply(user: User, input: ApplyLoanInput): Promise<Loan> {
    const form = checkForm(input);
    if (!LOAN_RATES[input.currency]) throw new DomainError(LoanError.LOAN_CURRENCY_NOT_SUPPORTED);
    const amount = checkCashAmount(input.amount, this.maxAmount);
    if (amount.lt(1)) throw new DomainError(CommonError.BAD_INPUT);
    if (!input.agreed || !isCurrentAgreement(input.agreementHash)) throw new DomainError(LoanError.LOAN_AGREEMENT_REQUIRED);
    if (!isUuid(input.signatureUploadId)) throw new DomainError(LoanError.LOAN_AGREEMENT_REQUIRED);
    if (this.gate) await this.gate.requirePassed(user.id);
    const key = {
      ownerId: user.id,
      key: input.idempotencyKey,
      operation: 'applyLoan',
      input: { ...form, currency: input.currency, amount, agreementHash: input.agreementHash, signature: input.signatureUploadId },
    };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const limit = await this.limit(user.id, input.currency, tx.em);
        if (amount.gt(limit.available)) throw new DomainError(LoanError.LOAN_LIMIT_INSUFFICIENT, { available: limit.available.toFixed(2) });
        const now = this.clock.now();
        await this.uploads.attach(tx.em, user.id, [input.signatureUploadId], 'loan_signature', { type: 'loan', id: newId });
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await tx.em.query(
          `SELECT 'L' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('loan_no_seq') AS order_no`,
          [now],
        );
        await tx.em.query(
          `INSERT INTO loans (id, order_no, user_id, currency, amount, annual_rate, day_basis, limit_at_application, full_name, id_number, address,
             phone, email, signature_upload_id, agreement_version, agreement_hash, signed_at, status, applied_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'pending', $17)`,
          [
            newId,
            orderNo,
            user.id,
            input.currency,
            amount.toFixed(2),
            annualRate(input.currency).toFixed(),
            dayBasis(input.currency),
            limit.available.toFixed(2),
            form.fullName,
            form.idNumber,
            form.address,
            form.phone,
            form.email,
            input.signatureUploadId,
            AGREEMENT_VERSION,
            input.agreementHash,
            now,
          ],
        );
        await tx.emit(user.id, LOAN_EVENT, { id: newId, status: LoanStatus.PENDING }, now);
      },
      { lockUsers: [user.id] },
    );
    return this.loanOf(user.id, id);
  }

  /** A repayment application: the amount is held at once; 'No outstanding debt' when nothing is owed. */
  async repay(user: User, input: RepayLoanInput): Promise<LoanRepayment> {
    if (!isUuid(input.loanId)) throw new DomainError(CommonError.NOT_FOUND);
    const amount = checkCashAmount(input.amount, this.maxAmount);
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'repayLoan', input: { loanId: input.loanId, amount } };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const l = await loanRow(tx.em, input.loanId, true);
        if (!l || l.user_id !== user.id) throw new DomainError(CommonError.NOT_FOUND);
        const owed = new Money(l.principal).plus(l.interest);
        if (l.status !== LoanStatus.SUCCESSFUL || owed.lte(0)) throw new DomainError(LoanError.LOAN_NO_DEBT);
        const waiting: Array<{ s: string }> = await tx.em.query(
          `SELECT coalesce(sum(amount), 0) AS s FROM loan_repayments WHERE loan_id = $1 AND status = 'pending'`,
          [l.id],
        );
        if (amount.plus(waiting[0].s).gt(owed)) throw new DomainError(LoanError.LOAN_REPAYMENT_TOO_LARGE, { owed: owed.toFixed(2) });
        const now = this.clock.now();
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await tx.em.query(
          `SELECT 'P' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('loan_no_seq') AS order_no`,
          [now],
        );
        const hold = await this.ledger.hold(tx.em, {
          ownerId: user.id,
          currency: l.currency,
          amount,
          referenceType: REPAYMENT_REFERENCE,
          referenceId: newId,
          referenceNo: orderNo,
          referenceLabel: l.order_no,
          kind: 'loan_repayment_hold',
        });
        await tx.em.query(
          `INSERT INTO loan_repayments (id, order_no, loan_id, user_id, currency, amount, hold_id, status, applied_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
          [newId, orderNo, l.id, user.id, l.currency, amount.toFixed(2), hold.id, now],
        );
        await tx.emit(user.id, REPAYMENT_EVENT, { id: newId, status: LoanStatus.PENDING }, now);
        await tx.emitBalance(user.id, l.currency, now);
      },
      { lockUsers: [user.id] },
    );
    return this.repaymentOf(user.id, id);
  }

  // ---- Reads ------------------------------------------------------------------------------------------

  async loanOf(userId: string, id: string): Promise<Loan> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const r = await loanRow(this.ds.manager, id);
    if (!r || r.user_id !== userId) throw new DomainError(CommonError.NOT_FOUND);
    return (await this.withPledges([r]))[0];
  }

  async repaymentOf(userId: string, id: string): Promise<LoanRepayment> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: RepaymentRow[] = await this.ds.query(`${REPAYMENT_SELECT} WHERE r.id = $1`, [id]);
    if (!rows[0] || rows[0].user_id !== userId) throw new DomainError(CommonError.NOT_FOUND);
    return toRepayment(rows[0]);
  }

  /** The user's loans (status filter optional), newest first. */
  async myLoans(userId: string, status: LoanStatus | null, args: { first: number; after?: string | null }): Promise<Page<Loan>> {
    return this.loansWhere('l.user_id = $1 AND ($2::text IS NULL OR l.status = $2)', [userId, status], ['myLoans', userId, status], args);
  }

  async opsLoans(status: LoanStatus | null, args: { first: number; after?: string | null }): Promise<Page<Loan>> {
    return this.loansWhere('($1::text IS NULL OR l.status = $1)', [status], ['opsLoans', status], args);
  }

  private async loansWhere(where: string, params: unknown[], scope: Array<string | null>, args: { first: number; after?: string | null }) {
    const c = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const n = params.length;
    const rows: LoanRow[] = await this.ds.query(
      `${LOAN_SELECT} WHERE ${where} ${c ? `AND (l.applied_at, l.id) < ($${n + 2}, $${n + 3})` : ''} ORDER BY l.applied_at DESC, l.id DESC LIMIT $${n + 1}`,
      c ? [...params, args.first + 1, c[0], c[1]] : [...params, args.first + 1],
    );
    const page = pageOf(rows, args.first, (r) => [r.applied_at, r.id], scope);
    return { items: await this.withPledges(page.items), nextCursor: page.nextCursor };
  }

  async myRepayments(userId: string, args: { first: number; after?: string | null }): Promise<Page<LoanRepayment>> {
    const scope = ['myLoanRepayments', userId];
    const c = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const rows: RepaymentRow[] = await this.ds.query(
      `${REPAYMENT_SELECT} WHERE r.user_id = $1 ${c ? 'AND (r.applied_at, r.id) < ($3, $4)' : ''} ORDER BY r.applied_at DESC, r.id DESC LIMIT $2`,
      c ? [userId, args.first + 1, c[0], c[1]] : [userId, args.first + 1],
    );
    const page = pageOf(rows, args.first, (r) => [r.applied_at, r.id], scope);
    return { items: page.items.map(toRepayment), nextCursor: page.nextCursor };
  }

  private async withPledges(rows: LoanRow[]): Promise<Loan[]> {
    if (!rows.length) return [];
    const pledges: Array<{ loan_id: string; symbol: string }> = await this.ds.query(
      `SELECT lp.loan_id, p.symbol FROM loan_pledges lp JOIN positions p ON p.id = lp.position_id WHERE lp.loan_id = ANY($1::uuid[]) ORDER BY p.symbol`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) =>
      toLoan(
        r,
        pledges.filter((p) => p.loan_id === r.id).map((p) => p.symbol),
      ),
    );
  }
}

/** Every field of the form present and well-formed ('Please fill in complete information'). */
function checkForm(input: ApplyLoanInput) {
  const f = {
    fullName: input.fullName.trim(),
    idNumber: input.idNumber.trim(),
    address: input.address.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
  };
  if (!f.fullName || !f.idNumber || !f.address || !PHONE.test(f.phone) || !EMAIL.test(f.email))
    throw new DomainError(LoanError.LOAN_FORM_INCOMPLETE);
  return f;
}
