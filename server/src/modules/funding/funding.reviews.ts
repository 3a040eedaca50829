import type Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { ReviewItem, ReviewKind, ReviewQueueRow } from '../../app/module';
import type { DataSource } from 'typeorm';
import { Money } from '../../shared/money';
import type { AccountRef } from '../ledger/ledger-rules';
import type { LedgerService } from '../ledger/ledger.service';
import type { ReviewReasonDescriptions } from '../review/review-reasons';
import { DepositStatus, WithdrawalStatus } from './funding.entities';
import { FundingError } from './funding.errors';
import { queueFilter } from '../../shared/pagination';

/** Why a deposit or withdrawal may be refused, beyond the common reasons (merged into ReviewReasonCode). */
export enum FundingReviewReason {
  FUNDS_NOT_RECEIVED = 'FUNDS_NOT_RECEIVED',
  AMOUNT_MISMATCH = 'AMOUNT_MISMATCH',
  DESTINATION_INVALID = 'DESTINATION_INVALID',
}

export const fundingReviewReasonDescriptions: ReviewReasonDescriptions<FundingReviewReason> = {
  FUNDS_NOT_RECEIVED: 'The money the deposit notice announces has not arrived.',
  AMOUNT_MISMATCH: 'The amount received differs from the amount declared.',
  DESTINATION_INVALID: 'The withdrawal destination (bank account or address) cannot be paid to.',
};

interface DepositRow {
  id: string;
  user_id: string;
  order_no: string;
  currency: string;
  amount: string;
  status: string;
  note: string | null;
  created_at: Date;
}

interface WithdrawalRow {
  id: string;
  user_id: string;
  order_no: string;
  currency: string;
  amount: string;
  fee: string;
  status: string;
  destination: string;
  hold_id: string;
  created_at: Date;
}

async function one<T>(em: EntityManager, sql: string, id: string, lock: boolean): Promise<T | null> {
  const rows: T[] = await em.query(lock ? `${sql} FOR UPDATE` : sql, [id]);
  return rows[0] ?? null;
}

const depositItem = (d: DepositRow): ReviewItem => ({
  id: d.id,
  userId: d.user_id,
  status: d.status,
  amount: { value: d.amount, currency: d.currency.trim() },
  summary: { orderNo: d.order_no, amount: new Money(d.amount).toFixed(2), currency: d.currency.trim() },
});

const withdrawalItem = (w: WithdrawalRow): ReviewItem => ({
  id: w.id,
  userId: w.user_id,
  status: w.status,
  amount: { value: w.amount, currency: w.currency.trim() },
  summary: {
    orderNo: w.order_no,
    amount: new Money(w.amount).toFixed(2),
    fee: new Money(w.fee).toFixed(2),
    currency: w.currency.trim(),
    destination: w.destination,
    holdId: String(w.hold_id),
  },
});

async function queueOf(
  ds: DataSource,
  table: 'deposits' | 'withdrawals',
  status: string,
  limit: number,
  after: { at: Date; id: string } | null,
  summary: string,
  userId?: string | null,
): Promise<ReviewQueueRow[]> {
  const f = queueFilter('', 'created_at', status, limit, after, userId);
  const rows: Array<{
    id: string;
    user_id: string;
    status: string;
    order_no: string;
    amount: string;
    currency: string;
    created_at: Date;
    summary: string | null;
  }> = await ds.query(
    `SELECT id, user_id, status, order_no, amount, currency, created_at, ${summary} AS summary FROM ${table}
       WHERE ${f.where} ORDER BY created_at DESC, id DESC LIMIT $2`,
    f.params,
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    status: r.status,
    orderNo: r.order_no,
    amount: new Money(r.amount).toFixed(2),
    currency: r.currency.trim(),
    createdAt: r.created_at,
    summary: r.summary ?? '',
  }));
}

/** Deposit notices: ops confirm (the user's cash is credited) or refuse with a reason. */
export function depositReview(ds: DataSource, ledger: LedgerService): ReviewKind {
  const sql = 'SELECT id, user_id, order_no, currency, amount, status, note, created_at FROM deposits WHERE id = $1';
  return {
    kind: 'deposit',
    pendingStatus: DepositStatus.PENDING,
    event: 'DEPOSIT_UPDATED',
    outcomes: { approve: DepositStatus.CONFIRMED, refuse: DepositStatus.REFUSED },
    find: async (em, id) => {
      const d = await one<DepositRow>(em, sql, id, false);
      return d && depositItem(d);
    },
    lock: async (em, id) => depositItem((await one<DepositRow>(em, sql, id, true)) as DepositRow),
    balanceCurrencies: (item) => [item.amount?.currency as string],
    async apply(decision, item, c) {
      const orderNo = item.summary.orderNo as string;
      if (decision === 'approve') {
        const amount = new Money(item.amount?.value as string);
        const currency = item.amount?.currency as string;
        const entry = await ledger.post(c.tx.em, {
          kind: 'deposit',
          referenceType: 'deposit',
          referenceId: item.id,
          referenceNo: orderNo,
          actorId: c.actor.id,
          postings: [
            { account: { ownerId: null, currency, kind: 'external' }, amount: amount.neg() },
            { account: { ownerId: item.userId, currency, kind: 'user_available' }, amount },
          ],
        });
        await c.tx.em.query(
          `UPDATE deposits SET status = 'confirmed', reviewed_by_id = $2, reviewed_at = $3, entry_id = $4 WHERE id = $1`,
          [item.id, c.actor.id, c.now, entry.entryId],
        );
        return { entryId: entry.entryId };
      }
      await c.tx.em.query(
        `UPDATE deposits SET status = 'refused', reason = $2, reason_code = $3, reviewed_by_id = $4, reviewed_at = $5 WHERE id = $1`,
        [item.id, c.note, c.reasonCode, c.actor.id, c.now],
      );
      return {};
    },
    queue: (status, limit, after, userId) => queueOf(ds, 'deposits', status, limit, after, 'note', userId),
  };
}

/**
 * Withdrawals: ops pass (the hold is paid out, the fee to fee income) or fail them (the hold is voided,
 * the user sees the reason); the owner may revoke one still pending (the hold is voided).
 */
export function withdrawalReview(ds: DataSource, ledger: LedgerService): ReviewKind {
  const sql =
    'SELECT id, user_id, order_no, currency, amount, fee, status, destination, hold_id, created_at FROM withdrawals WHERE id = $1';
  return {
    kind: 'withdrawal',
    pendingStatus: WithdrawalStatus.PENDING,
    event: 'WITHDRAWAL_UPDATED',
    revokeNotPendingError: FundingError.WITHDRAWAL_NOT_PENDING,
    outcomes: { approve: WithdrawalStatus.PASSED, refuse: WithdrawalStatus.FAILED, revoke: WithdrawalStatus.REVOKED },
    find: async (em, id) => {
      const w = await one<WithdrawalRow>(em, sql, id, false);
      return w && withdrawalItem(w);
    },
    lock: async (em, id) => withdrawalItem((await one<WithdrawalRow>(em, sql, id, true)) as WithdrawalRow),
    balanceCurrencies: (item) => [item.amount?.currency as string],
    async apply(decision, item, c) {
      const holdId = item.summary.holdId as string;
      const currency = item.amount?.currency as string;
      if (decision === 'approve') {
        const fee = new Money(item.summary.fee as string);
        const received: Decimal = new Money(item.amount?.value as string).minus(fee);
        const destinations: Array<{ account: AccountRef; amount: Decimal }> = [
          { account: { ownerId: null, currency, kind: 'external' }, amount: received },
        ];
        if (fee.gt(0)) destinations.push({ account: { ownerId: null, currency, kind: 'fee_income' }, amount: fee });
        const entry = await ledger.postHold(c.tx.em, holdId, { kind: 'withdrawal_paid', destinations, actorId: c.actor.id });
        await c.tx.em.query(`UPDATE withdrawals SET status = 'passed', reviewed_by_id = $2, reviewed_at = $3 WHERE id = $1`, [
          item.id,
          c.actor.id,
          c.now,
        ]);
        return { entryId: entry.entryId };
      }
      if (decision === 'revoke') {
        await ledger.voidHold(c.tx.em, holdId, { kind: 'withdrawal_revoked', actorId: c.actor.id });
        await c.tx.em.query(`UPDATE withdrawals SET status = 'revoked', reviewed_at = $2 WHERE id = $1`, [item.id, c.now]);
        return {};
      }
      await ledger.voidHold(c.tx.em, holdId, { kind: 'withdrawal_refused', memo: c.note, actorId: c.actor.id });
      await c.tx.em.query(
        `UPDATE withdrawals SET status = 'failed', reason = $2, reason_code = $3, reviewed_by_id = $4, reviewed_at = $5 WHERE id = $1`,
        [item.id, c.note, c.reasonCode, c.actor.id, c.now],
      );
      return {};
    },
    queue: (status, limit, after, userId) => queueOf(ds, 'withdrawals', status, limit, after, 'destination', userId),
  };
}
