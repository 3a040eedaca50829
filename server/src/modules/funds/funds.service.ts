import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import type { MoneyGate } from '../allocation/rows';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { onceInUnitOfWork } from '../ledger/idempotency';
import { checkCashAmount } from '../ledger/ledger-rules';
import type { LedgerService } from '../ledger/ledger.service';
import { platformAccount } from '../trading/trading-rules';
import { accrualDays, cumulativeEarnings, dueDays, earlyRedemptionFee, nextDay } from './accrual-rules';
import { checkProduct } from './product-rules';
import { FundError } from './funds.errors';
import {
  FUND_EVENT,
  FUND_REFERENCE,
  HOLDING_SELECT,
  type HoldingRow,
  holdingRow,
  type ProductRow,
  toHolding,
  toProduct,
} from './funds.rows';
import {
  type FundHolding,
  FundHoldingStatus,
  type FundProduct,
  type FundProductInput,
  FundProductStatus,
  FundRedemptionPreview,
} from './funds.types';

const DAY_MS = 86_400_000;

/**
 * Term funds: ops publish products; a purchase holds its amount and waits for review (or is approved at
 * once within the product's published automatic limit); an approved holding's principal moves to the
 * fund liability account and earns every calendar day (one journal entry per holding per day, proved by
 * `fund_accruals`' primary key); at the end principal and earnings return; early redemption costs the
 * disclosed fee, shown before confirm.
 */
export class FundsService {
  /** The approval path of the review kind, used for automatic approvals within the published limit. */
  approveInTx: ((tx: Tx, id: string, actor: { id: string | null; label: string }) => Promise<void>) | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly gate: MoneyGate | null,
    private readonly maxAmount: Decimal,
  ) {}

  // ---- Ops: products ---------------------------------------------------------------------------------

  async createProduct(ops: User, input: FundProductInput, meta: { ip?: string | null } = {}): Promise<FundProduct> {
    const f = checkProduct(input);
    const id = randomUUID();
    const now = this.clock.now();
    await this.ds.transaction(async (em) => {
      await em.query(
        `INSERT INTO fund_products (id, name, underlying, rate_source, currency, period_days, annual_rate, min_amount, max_amount,
           auto_approve_up_to, early_fee_rate, disclosure, status, created_by, created_at, updated_at,
           name_i18n, underlying_i18n, rate_source_i18n, disclosure_i18n)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'open', $13, $14, $14, $15, $16, $17, $18)`,
        [
          id,
          f.name,
          f.underlying,
          f.rateSource,
          f.currency,
          f.periodDays,
          f.annualRate,
          f.minAmount,
          f.maxAmount,
          f.autoApproveUpTo,
          f.earlyFeeRate,
          f.disclosure,
          ops.id,
          now,
          JSON.stringify(f.texts.name),
          JSON.stringify(f.texts.underlying),
          JSON.stringify(f.texts.rateSource),
          JSON.stringify(f.texts.disclosure),
        ],
      );
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'fund.product.created',
        targetType: 'fund_product',
        targetId: id,
        after: f,
        ip: meta.ip ?? null,
      });
    });
    return this.product(id);
  }

  /** Opens or closes a product to new purchases (holdings run on); audited. */
  async setProductStatus(ops: User, id: string, status: FundProductStatus, meta: { ip?: string | null } = {}): Promise<FundProduct> {
    const before = await this.product(id);
    await this.ds.transaction(async (em) => {
      await em.query(`UPDATE fund_products SET status = $2, updated_at = $3 WHERE id = $1`, [id, status, this.clock.now()]);
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'fund.product.status',
        targetType: 'fund_product',
        targetId: id,
        before: { status: before.status },
        after: { status },
        ip: meta.ip ?? null,
      });
    });
    return this.product(id);
  }

  async product(id: string): Promise<FundProduct> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: ProductRow[] = await this.ds.query(`SELECT * FROM fund_products WHERE id = $1`, [id]);
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return toProduct(rows[0]);
  }

  /** Products, newest first; users see the open ones, ops every one. */
  async products(args: { first: number; after?: string | null }, all = false): Promise<Page<FundProduct>> {
    const scope = ['fundProducts', all ? 'all' : 'open'];
    const c = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const rows: ProductRow[] = await this.ds.query(
      `SELECT * FROM fund_products WHERE ($1 OR status = 'open') ${c ? 'AND (created_at, id) < ($3, $4)' : ''}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      c ? [all, args.first + 1, c[0], c[1]] : [all, args.first + 1],
    );
    const page = pageOf(rows, args.first, (r) => [r.created_at, r.id], scope);
    return { items: page.items.map(toProduct), nextCursor: page.nextCursor };
  }

  // ---- Users: buying, records, early redemption ------------------------------------------------------

  async buy(user: User, input: { productId: string; amount: Decimal; idempotencyKey: string }): Promise<FundHolding> {
    if (!isUuid(input.productId)) throw new DomainError(CommonError.NOT_FOUND);
    const amount = checkCashAmount(input.amount, this.maxAmount);
    if (this.gate) await this.gate.requirePassed(user.id);
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'buyFund', input: { productId: input.productId, amount } };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const rows: ProductRow[] = await tx.em.query(`SELECT * FROM fund_products WHERE id = $1 FOR SHARE`, [input.productId]);
        const p = rows[0];
        if (!p) throw new DomainError(CommonError.NOT_FOUND);
        if (p.status !== 'open') throw new DomainError(FundError.FUND_NOT_AVAILABLE);
        if (amount.lt(p.min_amount) || amount.gt(p.max_amount))
          throw new DomainError(FundError.FUND_AMOUNT_OUT_OF_RANGE, { min: p.min_amount, max: p.max_amount });
        const now = this.clock.now();
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await tx.em.query(
          `SELECT 'F' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('fund_no_seq') AS order_no`,
          [now],
        );
        const currency = p.currency.trim();
        const hold = await this.ledger.hold(tx.em, {
          ownerId: user.id,
          currency,
          amount,
          referenceType: FUND_REFERENCE,
          referenceId: newId,
          referenceNo: orderNo,
          referenceLabel: p.name,
          kind: 'fund_hold',
        });
        await tx.em.query(
          `INSERT INTO fund_holdings (id, order_no, product_id, user_id, currency, principal, annual_rate, period_days, early_fee_rate, hold_id, status, applied_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11)`,
          [newId, orderNo, p.id, user.id, currency, amount.toFixed(2), p.annual_rate, p.period_days, p.early_fee_rate, hold.id, now],
        );
        await tx.emit(user.id, FUND_EVENT, { id: newId, status: FundHoldingStatus.PENDING }, now);
        // Within the published automatic limit the purchase is approved at once, through the review kind's own path.
        if (amount.lte(p.auto_approve_up_to) && this.approveInTx) await this.approveInTx(tx, newId, { id: null, label: 'auto' });
        await tx.emitBalance(user.id, currency, now);
      },
      { lockUsers: [user.id] },
    );
    return this.holdingOf(user.id, id);
  }

  async holdingOf(userId: string, id: string): Promise<FundHolding> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const r = await holdingRow(this.ds.manager, id);
    if (!r || r.user_id !== userId) throw new DomainError(CommonError.NOT_FOUND);
    return this.withAccruals([r]).then((x) => x[0]);
  }

  async myHoldings(userId: string, args: { first: number; after?: string | null }): Promise<Page<FundHolding>> {
    return this.holdingsWhere('h.user_id = $1', [userId], ['myFundHoldings', userId], args);
  }

  /** Ops: holdings in a status (or all), newest first. */
  async opsHoldings(status: string | null, args: { first: number; after?: string | null }): Promise<Page<FundHolding>> {
    return this.holdingsWhere('($1::text IS NULL OR h.status = $1)', [status], ['opsFundHoldings', status], args);
  }

  private async holdingsWhere(
    where: string,
    params: unknown[],
    scope: Array<string | null>,
    args: { first: number; after?: string | null },
  ): Promise<Page<FundHolding>> {
    const c = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const n = params.length;
    const rows: HoldingRow[] = await this.ds.query(
      `${HOLDING_SELECT} WHERE ${where} ${c ? `AND (h.applied_at, h.id) < ($${n + 2}, $${n + 3})` : ''}
       ORDER BY h.applied_at DESC, h.id DESC LIMIT $${n + 1}`,
      c ? [...params, args.first + 1, c[0], c[1]] : [...params, args.first + 1],
    );
    const page = pageOf(rows, args.first, (r) => [r.applied_at, r.id], scope);
    return { items: await this.withAccruals(page.items), nextCursor: page.nextCursor };
  }

  private async withAccruals(rows: HoldingRow[]): Promise<FundHolding[]> {
    if (!rows.length) return [];
    const accruals: Array<{ holding_id: string; day: string; amount: string }> = await this.ds.query(
      `SELECT holding_id, day::text AS day, amount FROM (
         SELECT *, row_number() OVER (PARTITION BY holding_id ORDER BY day DESC) AS n FROM fund_accruals WHERE holding_id = ANY($1::uuid[])) a
       WHERE n <= 60 ORDER BY day DESC`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) =>
      toHolding(
        r,
        accruals.filter((a) => a.holding_id === r.id),
      ),
    );
  }

  async redemptionPreview(userId: string, id: string): Promise<FundRedemptionPreview> {
    const h = await this.holdingOf(userId, id);
    if (h.status !== FundHoldingStatus.HOLDING) throw new DomainError(FundError.FUND_NOT_HOLDING);
    const fee = earlyRedemptionFee(h.principal, h.earnings, h.earlyFeeRate);
    return Object.assign(new FundRedemptionPreview(), {
      holdingId: h.id,
      principal: h.principal,
      earnings: h.earnings,
      fee,
      receive: h.principal.plus(h.earnings).minus(fee),
      earningsForgone: h.expectedEarnings.minus(h.earnings),
    });
  }

  /** Early redemption: principal and earnings so far return, less the disclosed fee, each its own journal entry. */
  async redeemEarly(user: User, id: string, idempotencyKey: string): Promise<FundHolding> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const key = { ownerId: user.id, key: idempotencyKey, operation: 'redeemFund', input: { id } };
    await onceInUnitOfWork(
      this.uow,
      key,
      async (tx) => {
        const now = this.clock.now();
        await this.accrueHolding(tx, id, now);
        const h = await holdingRow(tx.em, id, true);
        if (!h || h.user_id !== user.id) throw new DomainError(CommonError.NOT_FOUND);
        if (h.status !== FundHoldingStatus.HOLDING) throw new DomainError(FundError.FUND_NOT_HOLDING);
        const fee = earlyRedemptionFee(new Money(h.principal), new Money(h.accrued), new Money(h.early_fee_rate));
        await this.payOut(tx, h, user.id);
        if (fee.gt(0)) {
          await this.ledger.post(tx.em, {
            kind: 'fund_early_fee',
            referenceType: FUND_REFERENCE,
            referenceId: h.id,
            referenceNo: h.order_no,
            referenceLabel: h.product_name,
            actorId: user.id,
            postings: [
              { account: { ownerId: h.user_id, currency: h.currency, kind: 'user_available' }, amount: fee.neg() },
              { account: platformAccount('fee_income', h.currency, h.user_id), amount: fee },
            ],
          });
        }
        await tx.em.query(`UPDATE fund_holdings SET status = 'redeemed', early_fee = $2, closed_at = $3 WHERE id = $1`, [
          h.id,
          fee.toFixed(2),
          now,
        ]);
        await tx.emit(h.user_id, FUND_EVENT, { id: h.id, status: FundHoldingStatus.REDEEMED }, now);
        await tx.emitBalance(h.user_id, h.currency, now);
      },
      { lockUsers: [user.id] },
    );
    return this.holdingOf(user.id, id);
  }

  // ---- The daily job: accrual and maturity -----------------------------------------------------------

  /**
   * Posts every due day's earnings of every holding (catching up after downtime: each missing day once),
   * then returns the matured ones. Safe to run any number of times: a day already posted is skipped
   * under the holding's lock, and the primary key of `fund_accruals` refuses a second row for it.
   */
  async runDaily(): Promise<{ accrued: number; matured: number }> {
    const now = this.clock.now();
    const due: Array<{ id: string; user_id: string }> = await this.ds.query(
      `SELECT id, user_id FROM fund_holdings WHERE status = 'holding' ORDER BY starts_at, id`,
    );
    let accrued = 0;
    let matured = 0;
    for (const h of due) {
      await this.uow.run(
        async (tx) => {
          accrued += await this.accrueHolding(tx, h.id, now);
          const row = await holdingRow(tx.em, h.id, true);
          if (row && row.status === FundHoldingStatus.HOLDING && row.ends_at && row.ends_at <= now) {
            await this.payOut(tx, row, null);
            await tx.em.query(`UPDATE fund_holdings SET status = 'ended', closed_at = $2 WHERE id = $1`, [row.id, now]);
            await tx.emit(row.user_id, FUND_EVENT, { id: row.id, status: FundHoldingStatus.ENDED }, now);
            await tx.emitBalance(row.user_id, row.currency, now);
            matured++;
          }
        },
        { lockUsers: [h.user_id] },
      );
    }
    return { accrued, matured };
  }

  /** An ops run of the daily job (the job is idempotent; the run is audited with what it did). */
  async runDailyAudited(ops: User, meta: { ip?: string | null } = {}): Promise<{ accrued: number; matured: number }> {
    const done = await this.runDaily();
    await this.audit.record(this.ds.manager, {
      actorId: ops.id,
      actorLabel: ops.phone,
      action: 'fund.accrual.run',
      targetType: 'fund_job',
      targetId: 'daily',
      after: done,
      ip: meta.ip ?? null,
    });
    return done;
  }

  /** Posts the holding's due days not yet posted (its row locked); returns how many days were posted. */
  private async accrueHolding(tx: Tx, id: string, now: Date): Promise<number> {
    const h = await holdingRow(tx.em, id, true);
    if (!h || h.status !== FundHoldingStatus.HOLDING || !h.starts_at) return 0;
    const { first, last } = accrualDays(h.starts_at, h.period_days);
    const lastPosted: Array<{ day: string | null }> = await tx.em.query(
      `SELECT max(day)::text AS day FROM fund_accruals WHERE holding_id = $1`,
      [id],
    );
    const next = lastPosted[0]?.day ? nextDay(lastPosted[0].day) : first;
    const days = dueDays(next, last, now);
    const principal = new Money(h.principal);
    const rate = new Money(h.annual_rate);
    let n = h.earning_days;
    let total = new Money(h.accrued);
    for (const day of days) {
      n += 1;
      // The n-th day's share of the exact total, rounded down: the remainder is carried, never lost or doubled.
      const amount = cumulativeEarnings(principal, rate, n).minus(total);
      let entryId: string | null = null;
      if (amount.gt(0)) {
        const e = await this.ledger.post(tx.em, {
          kind: 'fund_accrual',
          referenceType: FUND_REFERENCE,
          referenceId: h.id,
          referenceNo: h.order_no,
          referenceLabel: h.product_name,
          memo: day,
          postings: [
            { account: platformAccount('fund_expense', h.currency, h.user_id), amount: amount.neg() },
            { account: platformAccount('fund_liability', h.currency, h.user_id), amount },
          ],
        });
        entryId = e.entryId;
      }
      await tx.em.query(`INSERT INTO fund_accruals (holding_id, day, amount, entry_id, created_at) VALUES ($1, $2, $3, $4, $5)`, [
        h.id,
        day,
        amount.toFixed(2),
        entryId,
        now,
      ]);
      total = total.plus(amount);
    }
    if (days.length) {
      await tx.em.query(`UPDATE fund_holdings SET accrued = $2, earning_days = $3 WHERE id = $1`, [h.id, total.toFixed(2), n]);
      await tx.emit(h.user_id, FUND_EVENT, { id: h.id, status: FundHoldingStatus.HOLDING, earningDays: n }, now);
    }
    return days.length;
  }

  /** Principal, then earnings, from the fund liability back to the user's available cash (two named lines). */
  private async payOut(tx: Tx, h: HoldingRow, actorId: string | null): Promise<void> {
    const lines: Array<[string, Decimal]> = [
      ['fund_principal_returned', new Money(h.principal)],
      ['fund_earnings_paid', new Money(h.accrued)],
    ];
    for (const [kind, amount] of lines) {
      if (amount.lte(0)) continue;
      await this.ledger.post(tx.em, {
        kind,
        referenceType: FUND_REFERENCE,
        referenceId: h.id,
        referenceNo: h.order_no,
        referenceLabel: h.product_name,
        actorId,
        postings: [
          { account: platformAccount('fund_liability', h.currency, h.user_id), amount: amount.neg() },
          { account: { ownerId: h.user_id, currency: h.currency, kind: 'user_available' }, amount },
        ],
      });
    }
  }

  /** The approval's ledger side and row update (review kind and automatic approval share it). */
  async approve(em: EntityManager, h: HoldingRow, actorId: string | null, now: Date): Promise<{ entryId: string; endsAt: Date }> {
    const principal = new Money(h.principal);
    const entry = await this.ledger.postHold(em, h.hold_id, {
      kind: 'fund_start',
      destinations: [{ account: platformAccount('fund_liability', h.currency, h.user_id), amount: principal }],
      actorId,
    });
    const endsAt = new Date(now.getTime() + h.period_days * DAY_MS);
    await em.query(`UPDATE fund_holdings SET status = 'holding', starts_at = $2, ends_at = $3 WHERE id = $1`, [h.id, now, endsAt]);
    return { entryId: entry.entryId, endsAt };
  }
}
