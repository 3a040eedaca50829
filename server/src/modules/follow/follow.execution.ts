import type { DataSource } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProductTrades } from '../trading/trading.products';
import { platformAccount } from '../trading/trading-rules';
import { Follow, FollowFailReason, FollowStatus, FollowTrade, FollowTradeStatus } from './follow.entities';
import { FOLLOW_EVENT, REFERENCE_TYPE, lockFollow } from './follow.rows';

/**
 * The execution of follows. After every tick batch (the module contract's tick hook) and in the job's
 * sweep, each follow in progress is taken in its own unit of work (the owner's money lock first, then
 * the row, checked again): once its window has ended it fails; while the market is closed or the quote
 * stale or missing it waits; at a fresh ask above its tolerance it fails; otherwise its hold is released
 * and an ordinary market order fills at that ask (charges, margin, position, events), the fee is paid
 * from available cash — or, when the order and fee now cost more than there is, it fails with
 * INSUFFICIENT_FUNDS and nothing but the release is written.
 */
export class FollowExecution {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly trading: ProductTrades,
  ) {}

  async afterTicks(symbols: readonly string[]): Promise<number> {
    if (symbols.length === 0) return 0;
    return this.sweep(symbols);
  }

  /** Every follow in progress (of these symbols), oldest first; each decided or left to wait. Returns how many were decided. */
  async sweep(symbols: readonly string[] | null = null): Promise<number> {
    const rows: Array<{ id: string }> = await this.ds.query(
      `SELECT id FROM follows WHERE status = 'in_progress' AND ($1::varchar[] IS NULL OR symbol = ANY($1::varchar[])) ORDER BY created_at, id`,
      [symbols ? [...symbols] : null],
    );
    let n = 0;
    for (const { id } of rows) {
      try {
        if (await this.tryExecute(id)) n++;
      } catch (err) {
        logger.error({ err, followId: id }, 'follow execution did not complete');
      }
    }
    return n;
  }

  /** One follow, in one unit of work. Returns true when it was decided (filled or failed). */
  async tryExecute(id: string): Promise<boolean> {
    const [row]: Array<{ user_id: string }> = await this.ds.query(`SELECT user_id FROM follows WHERE id = $1 AND status = 'in_progress'`, [
      id,
    ]);
    if (!row) return false;
    return this.uow.run(async (tx) => {
      await tx.lockUsers(row.user_id);
      const f = await lockFollow(tx.em, id);
      if (!f || f.status !== FollowStatus.IN_PROGRESS) return false;
      const t = await tx.em.getRepository(FollowTrade).findOneByOrFail({ id: f.tradeId });
      const now = this.clock.now();
      if (t.status === FollowTradeStatus.CANCELLED) {
        await this.fail(tx, f, FollowFailReason.TRADE_CANCELLED, null, null, now);
        return true;
      }
      if (now >= t.closesAt) {
        await this.fail(tx, f, FollowFailReason.WINDOW_ENDED, null, null, now);
        return true;
      }
      let released = false;
      const result = await this.trading.openMarket(tx, {
        userId: f.userId,
        symbol: f.symbol,
        direction: 'long',
        shares: f.quantity,
        origin: 'follow',
        accept: async ({ price, totalCost }) => {
          if (price.gt(f.maxPrice)) return FollowFailReason.PRICE_BEYOND_TOLERANCE;
          // The hold returns to available cash first; the order and the fee are paid from there.
          await this.ledger.voidHold(tx.em, f.holdId, { kind: 'follow_released', actorId: null, memo: null });
          released = true;
          const [b] = await this.ledger.balances(f.userId, [f.currency], tx.em);
          return b.available.gte(totalCost.plus(f.fee)) ? null : FollowFailReason.INSUFFICIENT_FUNDS;
        },
      });
      if (result.kind === 'wait') return false;
      if (result.kind === 'refused') {
        await this.fail(tx, f, result.reason as FollowFailReason, result.price, result.quoteAt, now, released);
        return true;
      }
      let feeEntryId: string | null = null;
      if (f.fee.gt(0)) {
        const entry = await this.ledger.post(tx.em, {
          kind: 'follow_fee',
          referenceType: REFERENCE_TYPE,
          referenceId: f.id,
          referenceNo: f.orderNo,
          referenceLabel: f.symbol,
          actorId: null,
          postings: [
            { account: { ownerId: f.userId, currency: f.currency, kind: 'user_available' }, amount: f.fee.neg() },
            { account: platformAccount('fee_income', f.currency, f.userId), amount: f.fee },
          ],
        });
        feeEntryId = entry.entryId;
      }
      await tx.em.update(
        Follow,
        { id: f.id },
        {
          status: FollowStatus.SUCCESSFUL,
          fillPrice: result.price,
          fillQuoteAt: result.quoteAt,
          orderId: result.orderId,
          positionId: result.positionId,
          feeEntryId,
          decidedAt: now,
        },
      );
      await tx.emit(
        f.userId,
        FOLLOW_EVENT,
        { id: f.id, status: FollowStatus.SUCCESSFUL, symbol: f.symbol, positionId: result.positionId, price: result.price.toFixed() },
        now,
      );
      await tx.emitBalance(f.userId, f.currency, now);
      return true;
    });
  }

  /** Fails every follow in progress of a locked trade (its owners' money locks taken by the caller). */
  async failAll(tx: Tx, t: FollowTrade, reason: FollowFailReason, actorId: string | null, now: Date): Promise<number> {
    const pending = await tx.em
      .getRepository(Follow)
      .createQueryBuilder('f')
      .setLock('pessimistic_write')
      .where('f.trade_id = :id AND f.status = :s', { id: t.id, s: FollowStatus.IN_PROGRESS })
      .orderBy('f.id')
      .getMany();
    await tx.lockUsers(...pending.map((f) => f.userId));
    for (const f of pending) await this.fail(tx, f, reason, null, null, now, false, actorId);
    return pending.length;
  }

  private async fail(
    tx: Tx,
    f: Follow,
    reason: FollowFailReason,
    price: Money | null,
    quoteAt: Date | null,
    now: Date,
    alreadyReleased = false,
    actorId: string | null = null,
  ): Promise<void> {
    if (!alreadyReleased) await this.ledger.voidHold(tx.em, f.holdId, { kind: 'follow_released', actorId, memo: reason });
    await tx.em.update(
      Follow,
      { id: f.id },
      { status: FollowStatus.FAILED, reason, fillPrice: price, fillQuoteAt: quoteAt, decidedAt: now },
    );
    await tx.emit(
      f.userId,
      FOLLOW_EVENT,
      { id: f.id, status: FollowStatus.FAILED, reason, symbol: f.symbol, ...(price ? { price: price.toFixed() } : {}) },
      now,
    );
    await tx.emitBalance(f.userId, f.currency, now);
  }
}
