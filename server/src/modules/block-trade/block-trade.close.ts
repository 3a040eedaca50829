import type { DataSource } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import { runAllocation } from '../allocation/offering-ops';
import { runDue } from '../allocation/rows';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import type { LedgerService } from '../ledger/ledger.service';
import { readQuotes } from '../market-data/quote-store';
import type { ProductTrades } from '../trading/trading.products';
import { platformAccount } from '../trading/trading-rules';
import { allocateTickets, allottedFigures, breachesHedge, freshQuote, releaseKind } from './block-trade-rules';
import {
  BlockTradeFailReason,
  BlockTradeOffering,
  BlockTradeOfferingStatus,
  BlockTradeSubscription,
  BlockTradeSubscriptionStatus,
} from './block-trade.entities';
import { BlockTradeError } from './block-trade.errors';
import {
  BLOCK_TRADE_EVENT,
  BLOCK_TRADE_OFFERINGS,
  REFERENCE_TYPE,
  lockOffering,
  pendingSubscribers,
  pendingSubscriptions,
  releaseAll,
} from './block-trade.rows';

/**
 * The hedge watch and the close. While the window is open, a fresh quote at or below the hedge price
 * fails the offering and releases every hold (tick hook and job sweep). At the close a job allocates
 * tickets — all of them when not oversubscribed, else by the shared draw engine — and, in the same
 * transaction, posts winners' holds to the allocation escrow and fee income and opens their positions
 * at the subscription price (escrow → margin), releasing the rest.
 */
export class BlockTradeClose {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: ProductTrades,
    private readonly quoteMaxAgeSeconds: number,
  ) {}

  // ---- The hedge price (tick hook and job sweep) ---------------------------------------------------

  /** After a batch of ticks: offerings in their window whose stock's fresh quote is at or below the hedge price fail. */
  async afterTicks(symbols: readonly string[]): Promise<void> {
    if (symbols.length === 0) return;
    await this.failBreached(symbols);
  }

  /** The job's sweep of every open window (catches what a restart or a missed tick hook left). */
  async sweepHedges(): Promise<number> {
    return this.failBreached(null);
  }

  private async failBreached(symbols: readonly string[] | null): Promise<number> {
    const now = this.clock.now();
    const rows: Array<{ id: string; at: Date }> = await this.ds.query(
      `SELECT o.id, q.at FROM block_trade_offerings o JOIN quotes q ON q.symbol = o.symbol
       WHERE o.status = 'scheduled' AND o.opens_at <= $1 AND o.closes_at > $1 AND q.price <= o.hedge_price
         AND ($2::varchar[] IS NULL OR o.symbol = ANY($2::varchar[]))`,
      [now, symbols ? [...symbols] : null],
    );
    let n = 0;
    for (const r of rows) {
      if (!freshQuote(new Date(r.at), now, this.quoteMaxAgeSeconds)) continue;
      try {
        if (await this.failOnHedge(r.id)) n++;
      } catch (err) {
        logger.error({ err, offeringId: r.id }, 'block trade: failing on the hedge price did not complete');
      }
    }
    return n;
  }

  /**
   * Fails an offering whose hedge price a fresh quote breached, in one transaction: the quote is read
   * again under the offering's lock, then every hold is released with HEDGE_PRICE_BREACHED.
   */
  async failOnHedge(offeringId: string): Promise<boolean> {
    const subscribers = await pendingSubscribers(this.ds, offeringId);
    return this.uow.run(
      async (tx) => {
        const o = await lockOffering(tx.em, offeringId);
        const now = this.clock.now();
        if (o.status !== BlockTradeOfferingStatus.SCHEDULED || now < o.opensAt || now >= o.closesAt) return false;
        const [q] = await readQuotes(tx.em, [o.symbol]);
        if (!q || !freshQuote(new Date(q.at), now, this.quoteMaxAgeSeconds) || !breachesHedge(new Money(q.price), o.hedgePrice))
          return false;
        const released = await releaseAll(this.ledger, tx, o, BlockTradeFailReason.HEDGE_PRICE_BREACHED, null, null, now);
        await tx.em.update(
          BlockTradeOffering,
          { id: o.id },
          {
            status: BlockTradeOfferingStatus.FAILED,
            failReason: BlockTradeFailReason.HEDGE_PRICE_BREACHED,
            failedPrice: new Money(q.price),
            failedQuoteAt: new Date(q.at),
            updatedAt: now,
          },
        );
        await this.audit.record(tx.em, {
          actorId: null,
          actorLabel: 'block-trade hedge watch',
          action: 'block_trade.offering.failed',
          targetType: 'block_trade_offering',
          targetId: o.id,
          after: { reason: BlockTradeFailReason.HEDGE_PRICE_BREACHED, price: q.price, quoteAt: new Date(q.at).toISOString(), released },
        });
        return true;
      },
      { lockUsers: subscribers },
    );
  }

  // ---- The close (job; ops may run a due close by hand) --------------------------------------------

  /** Closes every offering whose window has ended. Safe from several job processes: each closes once. */
  async closeDue(): Promise<number> {
    return runDue(this.ds, 'block_trade_offerings', 'closes_at', this.clock.now(), (id) => this.close(id, null));
  }

  /**
   * The close of one offering, in one transaction: tickets allocated (every one asked for when not
   * oversubscribed, else down the draw order in rounds), winners' holds posted — the allocated amount
   * to the allocation escrow, the fee on it to fee income, the rest released — and their positions
   * opened at the subscription price (escrow → margin); losers released with NOT_ALLOCATED; the seed
   * revealed. Returns false when it was not due or already done.
   */
  async close(offeringId: string, ops: User | null): Promise<boolean> {
    return runAllocation(
      this.ds,
      this.uow,
      BLOCK_TRADE_OFFERINGS,
      offeringId,
      ops,
      () => this.clock.now(),
      (o) => o.closesAt,
      BlockTradeError.BLOCK_TRADE_CLOSE_NOT_DUE,
      async (tx, o, now) => {
        const em = tx.em;
        const pending = await pendingSubscriptions(tx, offeringId);
        // A subscription that committed after the subscriber list was read is allocated too: lock its owner.
        await tx.lockUsers(...pending.map((s) => s.userId));
        const { asked, oversubscribed, allocated, cutoff, won } = allocateTickets(o.seed, pending, o.ticketsAvailable);
        const actorId = ops?.id ?? null;
        for (const s of pending) {
          const { wonTickets, rank } = won.get(s.id)!;
          if (wonTickets === 0) {
            await this.ledger.voidHold(em, s.holdId, {
              kind: releaseKind(BlockTradeFailReason.NOT_ALLOCATED),
              memo: 'NOT_ALLOCATED',
              actorId,
            });
            await em.update(
              BlockTradeSubscription,
              { id: s.id },
              { status: BlockTradeSubscriptionStatus.FAILED, reason: BlockTradeFailReason.NOT_ALLOCATED, rank, decidedAt: now },
            );
            await tx.emit(
              s.userId,
              BLOCK_TRADE_EVENT,
              {
                id: s.id,
                status: BlockTradeSubscriptionStatus.FAILED,
                reason: BlockTradeFailReason.NOT_ALLOCATED,
                offeringId: o.id,
                symbol: o.symbol,
              },
              now,
            );
          } else {
            const { wonShares, cost, fee } = allottedFigures(s.price, wonTickets, s.feeRate);
            const destinations = [{ account: platformAccount('allocation_escrow', o.currency, s.userId), amount: cost }];
            if (fee.gt(0)) destinations.push({ account: platformAccount('fee_income', o.currency, s.userId), amount: fee });
            await this.ledger.postHold(em, s.holdId, { kind: 'block_trade_allocated', destinations, actorId });
            const { positionId } = await this.trading.openAllotment(tx, {
              userId: s.userId,
              symbol: o.symbol,
              shares: wonShares,
              price: s.price,
              referenceType: REFERENCE_TYPE,
              referenceId: s.id,
              referenceNo: s.orderNo,
            });
            await em.update(
              BlockTradeSubscription,
              { id: s.id },
              {
                status: BlockTradeSubscriptionStatus.SUCCESSFUL,
                rank,
                wonTickets,
                wonShares,
                transactionAmount: cost,
                feePaid: fee,
                positionId,
                decidedAt: now,
              },
            );
            await tx.emit(
              s.userId,
              BLOCK_TRADE_EVENT,
              { id: s.id, status: BlockTradeSubscriptionStatus.SUCCESSFUL, offeringId: o.id, symbol: o.symbol, positionId, wonTickets },
              now,
            );
          }
          await tx.emitBalance(s.userId, o.currency, now);
        }
        await em.update(
          BlockTradeOffering,
          { id: o.id },
          {
            status: BlockTradeOfferingStatus.CLOSED,
            closedAt: now,
            oversubscribed,
            entries: pending.length,
            ticketsSubscribed: asked,
            ticketsAllocated: allocated,
            cutoffRound: cutoff?.round ?? null,
            cutoffRank: cutoff?.rank ?? null,
            updatedAt: now,
          },
        );
        await this.audit.record(em, {
          actorId,
          actorLabel: ops?.phone ?? 'block-trade close job',
          action: 'block_trade.offering.closed',
          targetType: 'block_trade_offering',
          targetId: o.id,
          after: { entries: pending.length, ticketsSubscribed: asked, ticketsAllocated: allocated, oversubscribed, seedHash: o.seedHash },
        });
      },
    );
  }
}
