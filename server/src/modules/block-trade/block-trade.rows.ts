import type { DataSource, EntityManager } from 'typeorm';
import type { Tx } from '../../db/unit-of-work';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { LedgerService } from '../ledger/ledger.service';
import { releaseKind } from './block-trade-rules';
import {
  type BlockTradeFailReason,
  BlockTradeOffering,
  BlockTradeSubscription,
  BlockTradeSubscriptionStatus,
} from './block-trade.entities';

// The row reads, locks and releases shared by the commands, the codes and the close, and their events.

export const BLOCK_TRADE_EVENT = 'BLOCK_TRADE_UPDATED';
/** A purchase code was issued to the user (their notice: myBlockTradeNotices). */
export const BLOCK_TRADE_CODE_EVENT = 'BLOCK_TRADE_CODE_ISSUED';
/** What a subscription's hold, journal entries and position refer to. */
export const REFERENCE_TYPE = 'block_trade_subscription';

/** Who may take money: passed real-name verification (the real-name module's `requirePassed`). */
export interface MoneyGate {
  requirePassed(userId: string): Promise<void>;
}

/** Where an ops request came from (for the audit log). */
export interface Meta {
  ip?: string | null;
}

/** The owners of an offering's in-progress subscriptions (their money locks are taken before the offering's). */
export async function pendingSubscribers(ds: DataSource, offeringId: string): Promise<string[]> {
  if (!isUuid(offeringId)) return [];
  const rows: Array<{ user_id: string }> = await ds.query(
    `SELECT DISTINCT user_id FROM block_trade_subscriptions WHERE offering_id = $1 AND status = 'in_progress'`,
    [offeringId],
  );
  return rows.map((r) => r.user_id);
}

/** In-progress subscriptions of an offering the caller has locked, each row locked too (none is missed). */
export function pendingSubscriptions(tx: Tx, offeringId: string): Promise<BlockTradeSubscription[]> {
  return tx.em
    .getRepository(BlockTradeSubscription)
    .createQueryBuilder('s')
    .setLock('pessimistic_write')
    .where('s.offering_id = :offeringId AND s.status = :pending', { offeringId, pending: BlockTradeSubscriptionStatus.IN_PROGRESS })
    .orderBy('s.id')
    .getMany();
}

/** The offering row under a write lock (NOT_FOUND when there is none). */
export async function lockOffering(em: EntityManager, id: string): Promise<BlockTradeOffering> {
  if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
  const o = await em
    .getRepository(BlockTradeOffering)
    .createQueryBuilder('o')
    .setLock('pessimistic_write')
    .where('o.id = :id', { id })
    .getOne();
  if (!o) throw new DomainError(CommonError.NOT_FOUND);
  return o;
}

/** Releases every in-progress subscription of a locked offering in full, marking it failed with the reason. */
export async function releaseAll(
  ledger: LedgerService,
  tx: Tx,
  o: BlockTradeOffering,
  reason: BlockTradeFailReason,
  memo: string | null,
  actorId: string | null,
  now: Date,
): Promise<number> {
  const pending = await pendingSubscriptions(tx, o.id);
  await tx.lockUsers(...pending.map((s) => s.userId));
  for (const s of pending) {
    await ledger.voidHold(tx.em, s.holdId, { kind: releaseKind(reason), memo: memo ?? reason, actorId });
    await tx.em.update(BlockTradeSubscription, { id: s.id }, { status: BlockTradeSubscriptionStatus.FAILED, reason, decidedAt: now });
    await tx.emit(
      s.userId,
      BLOCK_TRADE_EVENT,
      { id: s.id, status: BlockTradeSubscriptionStatus.FAILED, reason, offeringId: o.id, ...(memo ? { note: memo } : {}) },
      now,
    );
    await tx.emitBalance(s.userId, o.currency, now);
  }
  return pending.length;
}
