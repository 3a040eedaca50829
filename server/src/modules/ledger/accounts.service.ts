import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import type { MoneyConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import type { UserEventsService } from '../events/user-events.service';
import { idempotent } from './idempotency';
import { checkCashAmount, checkCurrency } from './ledger-rules';
import { LedgerError } from './ledger.errors';
import type { LedgerService, UserBalance } from './ledger.service';

export interface StatementRow {
  entryId: string;
  at: Date;
  kind: string;
  memo: string | null;
  orderNo: string | null;
  currency: string;
  availableChange: Decimal;
  frozenChange: Decimal;
  availableAfter: Decimal;
  frozenAfter: Decimal;
}

export interface BalanceView extends UserBalance {
  depositTotal: Decimal;
}

/** What a user sees of the ledger (balances, statement) and the one way ops correct it (adjustments). */
export class AccountsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: MoneyConfig,
    private readonly ledger: LedgerService,
    private readonly events: UserEventsService,
    private readonly audit: AuditService,
  ) {}

  async balances(userId: string): Promise<BalanceView[]> {
    const [balances, deposits] = await Promise.all([
      this.ledger.balances(userId, this.config.currencies),
      this.ds.query(`SELECT currency, sum(amount) AS total FROM deposits WHERE user_id = $1 AND status = 'confirmed' GROUP BY currency`, [
        userId,
      ]) as Promise<Array<{ currency: string; total: string }>>,
    ]);
    return balances.map((b) => ({ ...b, depositTotal: new Money(deposits.find((d) => d.currency === b.currency)?.total ?? 0) }));
  }

  /**
   * Every journal entry touching the user's cash in one currency, newest first, with what it changed and
   * the available and frozen balances right after it (the running balance).
   */
  async statement(
    userId: string,
    currencyRaw: string,
    first: number,
    after?: string | null,
  ): Promise<{ items: StatementRow[]; nextCursor: string | null }> {
    const currency = checkCurrency(currencyRaw, this.config.currencies);
    if (after && !/^\d{1,18}$/.test(after)) throw new DomainError(CommonError.BAD_INPUT);
    const rows: Array<{
      entry_id: string;
      kind: string;
      memo: string | null;
      created_at: Date;
      order_no: string | null;
      available_change: string | null;
      frozen_change: string | null;
      available_after: string | null;
      frozen_after: string | null;
    }> = await this.ds.query(
      `WITH acc AS (
         SELECT id, kind FROM ledger_accounts WHERE owner_id = $1 AND currency = $2 AND kind IN ('user_available', 'user_hold')),
       lines AS (
         SELECT p.entry_id, max(p.id) AS last_posting,
                sum(p.amount) FILTER (WHERE acc.kind = 'user_available') AS available_change,
                sum(p.amount) FILTER (WHERE acc.kind = 'user_hold') AS frozen_change
         FROM ledger_postings p JOIN acc ON acc.id = p.account_id
         WHERE ($3::bigint IS NULL OR p.entry_id < $3::bigint)
         GROUP BY p.entry_id ORDER BY p.entry_id DESC LIMIT $4)
       SELECT l.entry_id, e.kind, e.memo, e.created_at, l.available_change, l.frozen_change,
              coalesce(d.order_no, w.order_no, x.order_no) AS order_no,
              (SELECT p2.balance_after FROM ledger_postings p2 JOIN acc ON acc.id = p2.account_id AND acc.kind = 'user_available'
                WHERE p2.id <= l.last_posting ORDER BY p2.id DESC LIMIT 1) AS available_after,
              (SELECT p2.balance_after FROM ledger_postings p2 JOIN acc ON acc.id = p2.account_id AND acc.kind = 'user_hold'
                WHERE p2.id <= l.last_posting ORDER BY p2.id DESC LIMIT 1) AS frozen_after
       FROM lines l JOIN ledger_entries e ON e.id = l.entry_id
       LEFT JOIN deposits d ON e.reference_type = 'deposit' AND d.id::text = e.reference_id
       LEFT JOIN withdrawals w ON e.reference_type = 'withdrawal' AND w.id::text = e.reference_id
       LEFT JOIN fx_transfers x ON e.reference_type = 'fx_transfer' AND x.id::text = e.reference_id
       ORDER BY l.entry_id DESC`,
      [userId, currency, after ?? null, first + 1],
    );
    const items = rows.slice(0, first).map((r) => ({
      entryId: String(r.entry_id),
      at: r.created_at,
      kind: r.kind,
      memo: r.memo,
      orderNo: r.order_no,
      currency,
      availableChange: new Money(r.available_change ?? 0),
      frozenChange: new Money(r.frozen_change ?? 0),
      availableAfter: new Money(r.available_after ?? 0),
      frozenAfter: new Money(r.frozen_after ?? 0),
    }));
    return { items, nextCursor: rows.length > first ? items[items.length - 1].entryId : null };
  }

  /**
   * Ops: corrects a user's cash with a journal entry against the ops adjustments account. The reason is
   * mandatory, audited and shown in the user's statement. There is no way to set a balance.
   */
  async adjust(
    ops: User,
    input: { userId: string; currency: string; amount: Decimal; reason: string; idempotencyKey: string },
    meta: { ip: string | null },
  ): Promise<BalanceView> {
    const currency = checkCurrency(input.currency, this.config.currencies);
    if (input.amount.isZero()) throw new DomainError(LedgerError.AMOUNT_NOT_POSITIVE);
    checkCashAmount(input.amount.abs(), new Money(this.config.maxAmount));
    const reason = input.reason.trim();
    if (!reason) throw new DomainError(LedgerError.REASON_REQUIRED);
    if (!isUuid(input.userId)) throw new DomainError(CommonError.NOT_FOUND);
    await this.events.transaction(async (em, events) => {
      await idempotent(
        em,
        {
          ownerId: ops.id,
          key: input.idempotencyKey,
          operation: 'adjustBalance',
          input: { userId: input.userId, currency, amount: input.amount, reason },
        },
        async (adjustmentId) => {
          const exists: unknown[] = await em.query('SELECT 1 FROM users WHERE id = $1', [input.userId]);
          if (exists.length === 0) throw new DomainError(CommonError.NOT_FOUND);
          const [before] = await this.ledger.balances(input.userId, [currency], em);
          const entry = await this.ledger.post(em, {
            kind: 'adjustment',
            referenceType: 'adjustment',
            referenceId: adjustmentId,
            memo: reason,
            actorId: ops.id,
            postings: [
              { account: { ownerId: null, currency, kind: 'ops_adjustments' }, amount: input.amount.neg() },
              { account: { ownerId: input.userId, currency, kind: 'user_available' }, amount: input.amount },
            ],
          });
          const [after] = await this.ledger.balances(input.userId, [currency], em);
          await this.audit.record(em, {
            actorId: ops.id,
            actorLabel: ops.phone,
            action: 'ledger.adjustment',
            targetType: 'user',
            targetId: input.userId,
            before: { currency, available: before.available.toFixed(2) },
            after: { currency, available: after.available.toFixed(2), amount: input.amount.toFixed(2), entryId: entry.entryId },
            reason,
            ip: meta.ip,
          });
          events.push(await this.events.balanceChanged(em, input.userId, after, this.clock.now()));
        },
      );
    });
    const view = await this.balances(input.userId);
    return view.find((b) => b.currency === currency) as BalanceView;
  }
}
