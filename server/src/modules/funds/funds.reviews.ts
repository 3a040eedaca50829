import type { DataSource, EntityManager } from 'typeorm';
import type { ReviewItem, ReviewKind, ReviewQueueRow } from '../../app/module';
import type { Tx } from '../../db/unit-of-work';
import type { LedgerService } from '../ledger/ledger.service';
import type { AuditService } from '../audit/audit.service';
import { Money } from '../../shared/money';
import type { FundsService } from './funds.service';
import { FUND_EVENT, type HoldingRow, holdingRow } from './funds.rows';
import { FundHoldingStatus } from './funds.types';
import { queueFilter } from '../../shared/pagination';

const item = (h: HoldingRow): ReviewItem => ({
  id: h.id,
  userId: h.user_id,
  status: h.status,
  amount: { value: h.principal, currency: h.currency.trim() },
  summary: { orderNo: h.order_no, product: h.product_name, principal: new Money(h.principal).toFixed(2), holdId: String(h.hold_id) },
});

/**
 * The priority of VIP users in the ops inbox: a kind's queue lists their items first (the VIP module
 * fills this in; without it nobody is first).
 */
export const inboxPriority: { vipOrder: (userColumn: string) => string } = { vipOrder: () => 'false' };

/** Review rows of a table with user_id, status, order_no, applied_at: VIP users' first, then newest first. */
export async function priorityQueue(
  ds: DataSource,
  sql: { from: string; amount: string; summary: string },
  status: string,
  limit: number,
  after: { at: Date; id: string } | null,
  userId?: string | null,
): Promise<ReviewQueueRow[]> {
  const vip = inboxPriority.vipOrder('t.user_id');
  const f = queueFilter('t.', 'applied_at', status, limit, after, userId);
  const rows: Array<{
    id: string;
    user_id: string;
    status: string;
    order_no: string;
    amount: string;
    currency: string;
    applied_at: Date;
    summary: string;
    vip: boolean;
  }> = await ds.query(
    `SELECT t.id, t.user_id, t.status, t.order_no, ${sql.amount} AS amount, t.currency::text AS currency, t.applied_at,
              (${vip}) AS vip, ${sql.summary} AS summary
         FROM ${sql.from} WHERE ${f.where}
        ORDER BY t.applied_at DESC, t.id DESC LIMIT $2`,
    f.params,
  );
  return rows
    .map((r) => ({
      id: r.id,
      userId: r.user_id,
      status: r.status,
      orderNo: r.order_no,
      amount: new Money(r.amount).toFixed(2),
      currency: r.currency.trim(),
      createdAt: r.applied_at,
      summary: `${r.vip ? 'VIP · ' : ''}${r.summary}`,
      vip: r.vip,
    }))
    .sort((a, b) => Number(b.vip) - Number(a.vip))
    .map(({ vip: _vip, ...row }) => row);
}

/** Fund purchases: ops approve (the principal moves into the fund and starts earning) or refuse (released). */
export function fundPurchaseReview(ds: DataSource, ledger: LedgerService, funds: FundsService): ReviewKind {
  return {
    kind: 'fund_purchase',
    pendingStatus: FundHoldingStatus.PENDING,
    event: FUND_EVENT,
    outcomes: { approve: FundHoldingStatus.HOLDING, refuse: FundHoldingStatus.REJECTED },
    find: async (em, id) => {
      const h = await holdingRow(em, id);
      return h && item(h);
    },
    lock: async (em, id) => item((await holdingRow(em, id, true)) as HoldingRow),
    balanceCurrencies: (i) => [i.amount?.currency as string],
    async apply(decision, i, c) {
      const h = (await holdingRow(c.tx.em, i.id)) as HoldingRow;
      if (decision === 'approve') {
        const { entryId, endsAt } = await funds.approve(c.tx.em, h, c.actor.id, c.now);
        return { entryId, endsAt: endsAt.toISOString() };
      }
      await ledger.voidHold(c.tx.em, h.hold_id, { kind: 'fund_refused', memo: c.note ?? c.reasonCode, actorId: c.actor.id });
      await c.tx.em.query(`UPDATE fund_holdings SET status = 'rejected', reason_code = $2, reason = $3, closed_at = $4 WHERE id = $1`, [
        h.id,
        c.reasonCode,
        c.note,
        c.now,
      ]);
      return {};
    },
    queue: (status, limit, after, userId) =>
      priorityQueue(
        ds,
        { from: 'fund_holdings t JOIN fund_products p ON p.id = t.product_id', amount: 't.principal', summary: 'p.name' },
        status,
        limit,
        after,
        userId,
      ),
  };
}

/** Automatic approval within the product's published limit: the same ledger side, audited as `auto`. */
export function autoApprover(funds: FundsService, audit: AuditService) {
  return async (tx: Tx, id: string): Promise<void> => {
    const em: EntityManager = tx.em;
    const h = (await holdingRow(em, id, true)) as HoldingRow;
    if (h.status !== FundHoldingStatus.PENDING) return;
    const now = new Date(h.applied_at.getTime());
    const { entryId, endsAt } = await funds.approve(em, h, null, now);
    await audit.record(em, {
      actorId: null,
      actorLabel: 'auto',
      action: 'review.fund_purchase.approve',
      targetType: 'fund_purchase',
      targetId: id,
      before: { status: h.status, orderNo: h.order_no },
      after: { status: FundHoldingStatus.HOLDING, entryId, endsAt: endsAt.toISOString(), rule: 'within the automatic approval limit' },
      reason: null,
      ip: null,
    });
    await tx.emit(h.user_id, FUND_EVENT, { id, status: FundHoldingStatus.HOLDING }, now);
  };
}
