import type { DataSource, EntityManager } from 'typeorm';
import type { Tx } from '../../db/unit-of-work';
import type { OfferingKind } from '../allocation/offering-ops';
import { entryOwners, lockEntries, lockOfferingRow } from '../allocation/rows';
import type { LedgerService } from '../ledger/ledger.service';
import { offeringAuditView, releaseKind } from './block-trade-rules';
import {
  type BlockTradeFailReason,
  BlockTradeOffering,
  BlockTradeSubscription,
  BlockTradeSubscriptionStatus,
} from './block-trade.entities';
import { BlockTradeError } from './block-trade.errors';

// The row reads, locks and releases shared by the commands, the codes and the close (on allocation/rows.ts),
// and their events.

export type { Meta, MoneyGate } from '../allocation/rows';

export const BLOCK_TRADE_EVENT = 'BLOCK_TRADE_UPDATED';
/** A purchase code was issued to the user (their notice: myBlockTradeNotices). */
export const BLOCK_TRADE_CODE_EVENT = 'BLOCK_TRADE_CODE_ISSUED';
/** What a subscription's hold, journal entries and position refer to. */
export const REFERENCE_TYPE = 'block_trade_subscription';

/** The owners of an offering's in-progress subscriptions (their money locks are taken before the offering's). */
export function pendingSubscribers(ds: DataSource, offeringId: string): Promise<string[]> {
  return entryOwners(ds, 'block_trade_subscriptions', offeringId, BlockTradeSubscriptionStatus.IN_PROGRESS);
}

/** In-progress subscriptions of an offering the caller has locked, each row locked too (none is missed). */
export function pendingSubscriptions(tx: Tx, offeringId: string): Promise<BlockTradeSubscription[]> {
  return lockEntries(tx.em, BlockTradeSubscription, offeringId, BlockTradeSubscriptionStatus.IN_PROGRESS);
}

/** The offering row under a write lock (NOT_FOUND when there is none). */
export function lockOffering(em: EntityManager, id: string, opts?: { withSeed?: boolean }): Promise<BlockTradeOffering> {
  return lockOfferingRow(em, BlockTradeOffering, id, opts);
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
      {
        id: s.id,
        status: BlockTradeSubscriptionStatus.FAILED,
        reason,
        offeringId: o.id,
        symbol: o.symbol,
        ...(memo ? { note: memo } : {}),
      },
      now,
    );
    await tx.emitBalance(s.userId, o.currency, now);
  }
  return pending.length;
}

/** Block-trade offerings to the steps shared with IPOs (allocation/offering-ops.ts). */
export const BLOCK_TRADE_OFFERINGS: OfferingKind<BlockTradeOffering> = {
  kind: 'block_trade',
  entity: BlockTradeOffering,
  lock: lockOffering,
  pendingOwners: pendingSubscribers,
  auditView: offeringAuditView,
  lockedCode: BlockTradeError.BLOCK_TRADE_OFFERING_LOCKED,
};
