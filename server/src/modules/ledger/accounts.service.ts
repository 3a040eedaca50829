import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import type { MoneyConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import type { AuditService } from '../audit/audit.service';
import type { Tx } from '../../db/unit-of-work';
import { checkCashAmount, checkCurrency } from './ledger-rules';
import { LedgerError } from './ledger.errors';
import type { LedgerService, UserBalance } from './ledger.service';

export interface StatementRow {
  entryId: string;
  at: Date;
  kind: string;
  memo: string | null;
  referenceType: string | null;
  orderNo: string | null;
  /** The instrument of a trade, the currency pair of a transfer. */
  label: string | null;
  currency: string;
  availableChange: Decimal;
  frozenChange: Decimal;
  availableAfter: Decimal;
  frozenAfter: Decimal;
}

export interface AdjustmentInput {
  userId: string;
  currency: string;
  amount: Decimal;
  reason: string;
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
    private readonly audit: AuditService,
  ) {}

  async balances(userId: string): Promise<BalanceView[]> {
    // Deposits are read from the ledger too: the sum of the deposit entries on the user's available cash.
    const [balances, deposits] = await Promise.all([
      this.ledger.balances(userId, this.config.currencies),
      this.ds.query(
        `SELECT a.currency, sum(p.amount) AS total
         FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_entries e ON e.id = p.entry_id AND e.kind = 'deposit'
         WHERE a.owner_id = $1 AND a.kind = 'user_available' GROUP BY a.currency`,
        [userId],
      ) as Promise<Array<{ currency: string; total: string }>>,
    ]);
    return balances.map((b) => ({ ...b, depositTotal: new Money(deposits.find((d) => d.currency.trim() === b.currency)?.total ?? 0) }));
  }

  /**
   * Every journal entry touching the user's cash in one currency, newest first, with what it changed, the
   * available and frozen balances right after it (the running balance), and what it was about (order
   * number, instrument). Lines follow the order the entries were applied to the accounts (each posting's
   * applied_seq, drawn under the account's lock), so each running balance follows from the line before.
   * Reads ledger tables only.
   */
  async statement(userId: string, currencyRaw: string, first: number, after?: string | null): Promise<Page<StatementRow>> {
    const currency = checkCurrency(currencyRaw, this.config.currencies);
    const scope = ['statement', userId, currency];
    const cursor = decodeCursor(after, scope, ['int'] as const);
    const rows: Array<{
      entry_id: string;
      seq: string;
      kind: string;
      memo: string | null;
      created_at: Date;
      reference_type: string | null;
      reference_no: string | null;
      reference_label: string | null;
      available_change: string | null;
      frozen_change: string | null;
      available_after: string | null;
      frozen_after: string | null;
    }> = await this.ds.query(
      `WITH acc AS (
         SELECT id, kind FROM ledger_accounts WHERE owner_id = $1 AND currency = $2 AND kind IN ('user_available', 'user_hold')),
       lines AS (
         SELECT p.entry_id, max(p.applied_seq) AS seq,
                sum(p.amount) FILTER (WHERE acc.kind = 'user_available') AS available_change,
                sum(p.amount) FILTER (WHERE acc.kind = 'user_hold') AS frozen_change
         FROM ledger_postings p JOIN acc ON acc.id = p.account_id
         GROUP BY p.entry_id
         HAVING $3::bigint IS NULL OR max(p.applied_seq) < $3::bigint
         ORDER BY seq DESC LIMIT $4)
       SELECT l.entry_id, l.seq, e.kind, e.memo, e.created_at, e.reference_type, e.reference_no, e.reference_label,
              l.available_change, l.frozen_change,
              (SELECT p2.balance_after FROM ledger_postings p2 JOIN acc ON acc.id = p2.account_id AND acc.kind = 'user_available'
                WHERE p2.applied_seq <= l.seq ORDER BY p2.applied_seq DESC LIMIT 1) AS available_after,
              (SELECT p2.balance_after FROM ledger_postings p2 JOIN acc ON acc.id = p2.account_id AND acc.kind = 'user_hold'
                WHERE p2.applied_seq <= l.seq ORDER BY p2.applied_seq DESC LIMIT 1) AS frozen_after
       FROM lines l JOIN ledger_entries e ON e.id = l.entry_id
       ORDER BY l.seq DESC`,
      [userId, currency, cursor?.[0] ?? null, first + 1],
    );
    const page = pageOf(rows, first, (r) => [r.seq], scope);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((r) => ({
        entryId: String(r.entry_id),
        at: r.created_at,
        kind: r.kind,
        memo: r.memo,
        referenceType: r.reference_type,
        orderNo: r.reference_no,
        label: r.reference_label,
        currency,
        availableChange: new Money(r.available_change ?? 0),
        frozenChange: new Money(r.frozen_change ?? 0),
        availableAfter: new Money(r.available_after ?? 0),
        frozenAfter: new Money(r.frozen_after ?? 0),
      })),
    };
  }

  /** Checks an adjustment before it is filed for a second ops user's approval (see maker-checker). */
  checkAdjustment(input: AdjustmentInput): { userId: string; currency: string; amount: Decimal; reason: string } {
    const currency = checkCurrency(input.currency, this.config.currencies);
    if (input.amount.isZero()) throw new DomainError(LedgerError.AMOUNT_NOT_POSITIVE);
    checkCashAmount(input.amount.abs(), new Money(this.config.maxAmount));
    const reason = input.reason.trim();
    if (!reason) throw new DomainError(LedgerError.REASON_REQUIRED);
    if (!isUuid(input.userId)) throw new DomainError(CommonError.NOT_FOUND);
    return { userId: input.userId, currency, amount: input.amount, reason };
  }

  /**
   * Ops: corrects a user's cash with a journal entry against the ops adjustments account, once a second
   * ops user approved it (inside the maker-checker unit of work). The reason is audited and shown in the
   * user's statement with the request number. There is no way to set a balance.
   */
  async applyAdjustment(
    tx: Tx,
    a: {
      requestId: string;
      requestNo: string;
      maker: { id: string; phone: string };
      checker: { id: string; phone: string };
      userId: string;
      currency: string;
      amount: Decimal;
      reason: string;
      ip: string | null;
    },
  ): Promise<string> {
    const [before] = await this.ledger.balances(a.userId, [a.currency], tx.em);
    const entry = await this.ledger.post(tx.em, {
      kind: 'adjustment',
      referenceType: 'adjustment',
      referenceId: a.requestId,
      referenceNo: a.requestNo,
      memo: a.reason,
      actorId: a.checker.id,
      postings: [
        { account: { ownerId: null, currency: a.currency, kind: 'ops_adjustments' }, amount: a.amount.neg() },
        { account: { ownerId: a.userId, currency: a.currency, kind: 'user_available' }, amount: a.amount },
      ],
    });
    const [after] = await this.ledger.balances(a.userId, [a.currency], tx.em);
    await this.audit.record(tx.em, {
      actorId: a.checker.id,
      actorLabel: a.checker.phone,
      action: 'ledger.adjustment',
      targetType: 'user',
      targetId: a.userId,
      before: { currency: a.currency, available: before.available.toFixed(2) },
      after: {
        currency: a.currency,
        available: after.available.toFixed(2),
        amount: a.amount.toFixed(2),
        entryId: entry.entryId,
        makerId: a.maker.id,
        requestNo: a.requestNo,
      },
      reason: a.reason,
      ip: a.ip,
    });
    await tx.emitBalance(a.userId, a.currency, this.clock.now());
    return entry.entryId;
  }
}
