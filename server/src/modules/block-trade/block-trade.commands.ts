import type { DataSource } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { LocalisedTexts } from '../../shared/localised-text';
import { Money } from '../../shared/money';
import { offeringNameTexts } from '../allocation/entities';
import { cancelScheduledOffering, insertOffering, updateOfferingTerms } from '../allocation/offering-ops';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { onceInUnitOfWork } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProductTrades } from '../trading/trading.products';
import { blockTradePhase, checkFigures, checkTickets, checkWindow, normaliseCode, subscriptionFigures } from './block-trade-rules';
import { BlockTradeFailReason, BlockTradeOffering, BlockTradeSubscription, BlockTradeSubscriptionStatus } from './block-trade.entities';
import { BlockTradeError } from './block-trade.errors';
import type { BlockTradeOfferingInput } from './block-trade.inputs';
import type { BlockTradeQueries } from './block-trade.queries';
import { BLOCK_TRADE_EVENT, BLOCK_TRADE_OFFERINGS, type Meta, type MoneyGate, REFERENCE_TYPE, releaseAll } from './block-trade.rows';

/**
 * What ops and users ask of block trades. Ops define offerings with a hedge price and a committed draw
 * seed, edit them before the window opens and cancel them before the close (every hold released);
 * users subscribe with their personal purchase code, their money (amount + handling fee) held at once.
 */
export class BlockTradeCommands {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: ProductTrades,
    private readonly queries: BlockTradeQueries,
    private readonly gate: MoneyGate | null,
  ) {}

  // ---- Ops: offerings ------------------------------------------------------------------------------

  async createOffering(ops: User, input: BlockTradeOfferingInput, meta: Meta = {}): Promise<BlockTradeOffering> {
    const now = this.clock.now();
    const terms = await this.checkInput(input, now);
    const id = await insertOffering(this.ds, this.audit, BLOCK_TRADE_OFFERINGS, ops, now, terms, { failReason: null }, meta);
    return this.queries.offering(id);
  }

  async updateOffering(ops: User, id: string, input: BlockTradeOfferingInput, meta: Meta = {}): Promise<BlockTradeOffering> {
    const now = this.clock.now();
    const current = await this.queries.offering(id);
    await updateOfferingTerms(this.ds, this.audit, BLOCK_TRADE_OFFERINGS, ops, id, now, current, () => this.checkInput(input, now), meta);
    return this.queries.offering(id);
  }

  /** Cancels an offering before its close: every hold is released, the reason shown to subscribers. */
  async cancelOffering(ops: User, id: string, reason: string | LocalisedTexts, meta: Meta = {}): Promise<BlockTradeOffering> {
    await cancelScheduledOffering(
      this.ds,
      this.uow,
      this.audit,
      BLOCK_TRADE_OFFERINGS,
      ops,
      id,
      reason,
      () => this.clock.now(),
      (tx, o, why, now) => releaseAll(this.ledger, tx, o, BlockTradeFailReason.OFFERING_CANCELLED, why, ops.id, now),
      meta,
    );
    return this.queries.offering(id);
  }

  private async checkInput(input: BlockTradeOfferingInput, now: Date) {
    checkWindow(input, now);
    checkFigures(input);
    const currency = await this.trading.allotmentCurrency(input.symbol);
    if (!currency) throw new DomainError(BlockTradeError.BLOCK_TRADE_CURRENCY_NOT_SUPPORTED);
    // Per language (English required: TEXT_ENGLISH_REQUIRED); the deprecated `name` is English only.
    const nameTexts = offeringNameTexts(input.nameText, input.name);
    return {
      symbol: input.symbol,
      name: nameTexts.en,
      nameTexts,
      currency,
      subscriptionPrice: input.subscriptionPrice,
      hedgePrice: input.hedgePrice,
      feeRate: input.feeRate,
      minAmount: input.minAmount,
      ticketsAvailable: input.ticketsAvailable,
      maxTicketsPerUser: input.maxTicketsPerUser,
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      codePolicy: input.codePolicy,
    };
  }

  // ---- Users: subscribing --------------------------------------------------------------------------

  /**
   * Subscribes with the personal purchase code: whole tickets up to the cap, the amount at least the
   * minimum; amount + handling fee held in one journal entry under the idempotency key, the code marked
   * used in the same transaction. The offering row is read under a share lock, so a subscription either
   * commits before the close or a hedge failure locks the offering (and is decided with it) or sees it
   * closed — never half.
   */
  async subscribe(
    user: User,
    input: { offeringId: string; tickets: number; code?: string | null; idempotencyKey: string },
  ): Promise<BlockTradeSubscription> {
    if (!isUuid(input.offeringId)) throw new DomainError(CommonError.NOT_FOUND);
    const code = normaliseCode(input.code);
    if (!code) throw new DomainError(BlockTradeError.BLOCK_TRADE_CODE_REQUIRED);
    if (this.gate) await this.gate.requirePassed(user.id);
    const key = {
      ownerId: user.id,
      key: input.idempotencyKey,
      operation: 'subscribeBlockTrade',
      input: { offeringId: input.offeringId, tickets: input.tickets, code },
    };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const em = tx.em;
        const o = await em
          .getRepository(BlockTradeOffering)
          .createQueryBuilder('o')
          .setLock('pessimistic_read')
          .where('o.id = :id', { id: input.offeringId })
          .getOne();
        if (!o) throw new DomainError(CommonError.NOT_FOUND);
        const now = this.clock.now();
        if (blockTradePhase(o, now) !== 'available') throw new DomainError(BlockTradeError.BLOCK_TRADE_NOT_AVAILABLE);
        const live: unknown[] = await em.query(`SELECT 1 FROM block_trade_subscriptions WHERE offering_id = $1 AND user_id = $2`, [
          o.id,
          user.id,
        ]);
        if (live.length) throw new DomainError(BlockTradeError.BLOCK_TRADE_ALREADY_SUBSCRIBED);
        const codes: Array<{ id: string; user_id: string; used_at: Date | null }> = await em.query(
          `SELECT id, user_id, used_at FROM block_trade_codes WHERE offering_id = $1 AND code = $2 FOR UPDATE`,
          [o.id, code],
        );
        const c = codes[0];
        if (!c || c.user_id !== user.id || c.used_at !== null) throw new DomainError(BlockTradeError.BLOCK_TRADE_CODE_INVALID);
        checkTickets(input.tickets, o.maxTicketsPerUser);
        const { shares, amount, fee, held } = subscriptionFigures(o.subscriptionPrice, input.tickets, o.feeRate);
        if (amount.lt(o.minAmount)) throw new DomainError(BlockTradeError.BLOCK_TRADE_BELOW_MINIMUM);
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await em.query(
          `SELECT 'B' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('block_trade_no_seq') AS order_no`,
          [now],
        );
        const hold = await this.ledger.hold(em, {
          ownerId: user.id,
          currency: o.currency,
          amount: held,
          referenceType: REFERENCE_TYPE,
          referenceId: newId,
          referenceNo: orderNo,
          referenceLabel: o.symbol,
          kind: 'block_trade_hold',
        });
        await em.query(`UPDATE block_trade_codes SET used_at = $2 WHERE id = $1`, [c.id, now]);
        await em.insert(BlockTradeSubscription, {
          id: newId,
          orderNo,
          offeringId: o.id,
          userId: user.id,
          codeId: c.id,
          tickets: input.tickets,
          shares,
          price: o.subscriptionPrice,
          amount,
          feeRate: o.feeRate,
          fee,
          heldAmount: held,
          holdId: hold.id,
          status: BlockTradeSubscriptionStatus.IN_PROGRESS,
          reason: null,
          rank: null,
          wonTickets: 0,
          wonShares: 0,
          transactionAmount: new Money(0),
          feePaid: new Money(0),
          positionId: null,
          createdAt: now,
          decidedAt: null,
        });
        await tx.emit(user.id, BLOCK_TRADE_EVENT, { id: newId, status: BlockTradeSubscriptionStatus.IN_PROGRESS, offeringId: o.id }, now);
        await tx.emitBalance(user.id, o.currency, now);
      },
      { lockUsers: [user.id] },
    );
    return this.queries.subscriptionOf(user.id, id);
  }
}
