import type Decimal from 'decimal.js';
import type { Config } from '../../config';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import type { User } from '../auth/user.entity';
import { idempotent, once } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import {
  checkEntryStop,
  checkExits,
  checkPrice,
  checkTrail,
  checkWithinLimits,
  dailyLimits,
  initialTrailLevel,
  trailLevelOnTick,
} from './protective-checks';
import type { Trail } from './protective-rules';
import { setExits } from './position-exits';
import { rawTrailLevel, restingOfOrder, trailOf } from './resting-book';
import { type Direction, checkLimitPrice, checkShares, limitHold, tradeSide } from './trading-rules';
import { TradingError } from './trading.errors';
import type { TradingMarkets } from './trading.market';
import type { TradingQueries } from './trading.queries';
import type { OrderRow, PositionRow } from './trading.rows';
import type { AmendOrderInput, PositionProtectionInput } from './trading.types';
import type { TradingWrites } from './trading.writes';

/**
 * What a user changes on what waits (issue 33): amending a pending order (a new version, its hold
 * adjusted in the same transaction) and setting an open position's take-profit and stop-loss. Each is one
 * unit of work under the user's money lock, then the row's lock, like a fill: an amendment and a fill of
 * the same order queue, and the second finds the order as the first left it.
 */
export class ProtectiveCommands {
  constructor(
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly uow: UnitOfWork,
    private readonly markets: TradingMarkets,
    private readonly writes: TradingWrites,
    private readonly queries: TradingQueries,
    private readonly closeGuards: (tx: Tx, positionId: string, userId: string) => Promise<void>,
  ) {}

  async amendOrder(user: User, input: AmendOrderInput): Promise<OrderRow> {
    if (!isUuid(input.id)) throw new DomainError(CommonError.NOT_FOUND);
    const current = await this.queries.order(user.id, input.id);
    const meta = await this.markets.instrument(current.symbol);
    const fingerprint = {
      id: input.id,
      shares: input.shares ?? null,
      limitPrice: input.limitPrice?.toFixed() ?? null,
      stopPrice: input.stopPrice?.toFixed() ?? null,
      trailAmount: input.trailAmount?.toFixed() ?? null,
      trailPercent: input.trailPercent?.toFixed() ?? null,
    };
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'amendOrder', input: fingerprint };
    await once(
      this.uow,
      key,
      () =>
        this.uow.run(
          (tx) =>
            idempotent(tx.em, key, async () => {
              await this.amendOnce(tx, user.id, input, meta);
            }),
          { lockUsers: [user.id] },
        ),
      async () => ({ resultId: input.id, replayed: true }),
    );
    return this.queries.orderById(input.id);
  }

  private async amendOnce(tx: Tx, userId: string, input: AmendOrderInput, meta: Awaited<ReturnType<TradingMarkets['instrument']>>) {
    const em = tx.em;
    const order = await this.writes.lockOrder(em, input.id);
    if (!order || order.user_id !== userId) throw new DomainError(CommonError.NOT_FOUND);
    if (order.status !== null || !order.hold_id) throw new DomainError(TradingError.ORDER_NOT_PENDING);
    const resting = await restingOfOrder(em, order.id);
    if (!resting) throw new DomainError(TradingError.ORDER_NOT_PENDING);
    const triggered = order.triggered_at !== null;
    const type = order.order_type;
    const hasLimit = type === 'limit' || type === 'stop_limit';
    const hasStop = (type === 'stop' || type === 'stop_limit') && !triggered;
    const hasTrail = type === 'trailing_stop';
    if (
      (input.limitPrice != null && !hasLimit) ||
      (input.stopPrice != null && !hasStop) ||
      ((input.trailAmount != null || input.trailPercent != null) && !hasTrail)
    )
      throw new DomainError(TradingError.AMEND_INVALID);
    const shares = input.shares != null ? checkShares(input.shares, meta.lotSize, this.config.trading.maxOrderShares) : order.shares;
    const limitPrice =
      input.limitPrice != null
        ? checkLimitPrice(input.limitPrice, meta.tickRule, meta.tickUnits)
        : order.limit_price
          ? new Money(order.limit_price)
          : null;
    const stopPrice =
      input.stopPrice != null
        ? checkPrice(input.stopPrice, meta.tickRule, meta.tickUnits, TradingError.STOP_PRICE_INVALID)
        : order.stop_price
          ? new Money(order.stop_price)
          : null;
    const oldTrail = trailOf(order, (v) => new Money(v));
    const trail: Trail | null =
      input.trailAmount != null || input.trailPercent != null ? checkTrail(input.trailAmount, input.trailPercent) : oldTrail;
    const unchanged =
      shares === order.shares &&
      same(limitPrice, order.limit_price) &&
      same(stopPrice, order.stop_price) &&
      same(trail?.kind === 'amount' ? trail.amount : null, order.trail_amount) &&
      same(trail?.kind === 'percent' ? trail.percent : null, order.trail_percent);
    if (unchanged) throw new DomainError(TradingError.AMEND_INVALID);

    const m = await this.markets.market(meta, em);
    const direction = order.direction as Direction;
    const side = tradeSide(direction, 'open');
    if (stopPrice && !triggered && input.stopPrice != null) checkEntryStop(side, stopPrice, limitPrice, m.quote);
    else if (stopPrice && limitPrice && (side === 'buy' ? limitPrice.lt(stopPrice) : limitPrice.gt(stopPrice)))
      throw new DomainError(TradingError.STOP_LIMIT_WRONG_SIDE);
    checkWithinLimits([limitPrice, stopPrice], dailyLimits(meta, m.quote.previousClose ?? null));
    // A trailing stop keeps its best quote so far; a new trail is applied from there.
    const best = resting.trail_best ? new Money(resting.trail_best) : null;
    const trailLevel = trail && best ? trailLevelOnTick(side, rawTrailLevel(side, best, trail), meta) : null;
    if (trail && !best) initialTrailLevel(side, m.quote, trail, meta);
    const basis = (triggered ? limitPrice : (limitPrice ?? stopPrice ?? trailLevel)) as Decimal;
    if (order.take_profit || order.stop_loss)
      checkExits(direction, { takeProfit: nullable(order.take_profit), stopLoss: nullable(order.stop_loss) }, basis, null);

    const now = this.clock.now();
    const f = this.markets.openFigures(m, direction, shares, order.leverage, basis, now, await this.markets.commissionDiscount(userId));
    const held = limitHold(f.totalCost, m.fx, this.config.trading.fxHoldBufferBps);
    // The old version's hold returns and the new one's is taken in this transaction: available cash never
    // shows both, and a refusal (not enough cash for more shares) changes nothing.
    await this.ledger.voidHold(em, order.hold_id, { kind: 'order_amended', actorId: userId });
    const hold = await this.ledger.hold(em, {
      ownerId: userId,
      currency: m.settlementCurrency,
      amount: held,
      referenceType: 'order',
      referenceId: order.id,
      referenceNo: order.order_no,
      referenceLabel: order.symbol,
      kind: 'order_hold',
    });
    const version = Number(order.version) + 1;
    await em.query(
      `INSERT INTO order_amendments (order_id, version, user_id, shares, limit_price, stop_price, trail_amount, trail_percent, hold_id, held_amount, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        order.id,
        version,
        userId,
        shares,
        limitPrice?.toFixed() ?? null,
        stopPrice?.toFixed() ?? null,
        trail?.kind === 'amount' ? trail.amount.toFixed() : null,
        trail?.kind === 'percent' ? trail.percent.toFixed() : null,
        hold.id,
        held.toFixed(),
        now,
      ],
    );
    await em.query(`UPDATE resting_orders SET limit_price = $2, trigger_price = $3, trail_amount = $4, trail_percent = $5 WHERE id = $1`, [
      resting.id,
      resting.kind === 'limit' || resting.kind === 'stop_limit' ? limitPrice?.toFixed() : null,
      resting.kind === 'limit'
        ? null
        : resting.kind === 'trailing_stop'
          ? rawTrailLevel(side, best as Decimal, trail as Trail).toFixed()
          : stopPrice?.toFixed(),
      trail?.kind === 'amount' ? trail.amount.toFixed() : null,
      trail?.kind === 'percent' ? trail.percent.toFixed() : null,
    ]);
    await tx.emitBalance(userId, m.settlementCurrency, now, [
      { type: 'ORDER_UPDATED', payload: { id: order.id, status: 'amended', symbol: order.symbol, orderNo: order.order_no, version } },
    ]);
  }

  /**
   * Sets an open position's take-profit and stop-loss (fixed or trailing) as the input says, null for
   * none: each on the tick grid, within the day's limits, on its side of the closing quote.
   */
  async setProtection(user: User, input: PositionProtectionInput): Promise<PositionRow> {
    if (!isUuid(input.positionId)) throw new DomainError(CommonError.NOT_FOUND);
    const p = await this.queries.positionById(user.id, input.positionId);
    const meta = await this.markets.instrument(p.symbol);
    const takeProfit =
      input.takeProfit != null ? checkPrice(input.takeProfit, meta.tickRule, meta.tickUnits, TradingError.PRICE_INVALID) : null;
    const trailGiven = input.stopLossTrailAmount != null || input.stopLossTrailPercent != null;
    if (trailGiven && input.stopLoss != null) throw new DomainError(TradingError.TRAIL_INVALID);
    const fixed = input.stopLoss != null ? checkPrice(input.stopLoss, meta.tickRule, meta.tickUnits, TradingError.PRICE_INVALID) : null;
    const trail = trailGiven ? checkTrail(input.stopLossTrailAmount, input.stopLossTrailPercent) : null;
    const fingerprint = {
      positionId: p.id,
      takeProfit: takeProfit?.toFixed() ?? null,
      stopLoss: fixed?.toFixed() ?? null,
      trail: trail ? (trail.kind === 'amount' ? trail.amount.toFixed() : `${trail.percent.toFixed()}%`) : null,
    };
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'setPositionProtection', input: fingerprint };
    // What depends on the moment (the position still open, the quote) is checked inside `once`: a replay
    // answers the first result even after the position closed or the quote moved.
    await once(
      this.uow,
      key,
      async () => {
        if (p.closed_at) throw new DomainError(TradingError.POSITION_ALREADY_CLOSED);
        const m = await this.markets.market(meta);
        checkWithinLimits([takeProfit, fixed], dailyLimits(meta, m.quote.previousClose ?? null));
        checkExits(p.direction, { takeProfit, stopLoss: fixed }, null, m.quote);
        return this.uow.run(
          (tx) =>
            idempotent(tx.em, key, async () => {
              const locked: Array<{ user_id: string; closed: boolean }> = await tx.em.query(
                `SELECT p.user_id, EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id) AS closed
                 FROM positions p WHERE p.id = $1 FOR UPDATE OF p`,
                [p.id],
              );
              if (!locked[0] || locked[0].user_id !== user.id) throw new DomainError(CommonError.NOT_FOUND);
              if (locked[0].closed) throw new DomainError(TradingError.POSITION_ALREADY_CLOSED);
              // A position another product still needs (a loan's pledge) takes no exit that would sell it.
              if (takeProfit || fixed || trail) await this.closeGuards(tx, p.id, user.id);
              const now = this.clock.now();
              await setExits(tx.em, {
                positionId: p.id,
                userId: user.id,
                symbol: p.symbol,
                direction: p.direction,
                takeProfit,
                stopLoss: fixed ? { price: fixed } : trail ? { trail } : null,
                quote: m.quote,
                at: now,
              });
              await tx.emit(user.id, 'POSITION_UPDATED', { id: p.id, status: 'protection', symbol: p.symbol }, now);
            }),
          { lockUsers: [user.id] },
        );
      },
      async () => ({ resultId: p.id, replayed: true }),
    );
    return this.queries.positionById(user.id, p.id);
  }
}

function same(a: Decimal | null, b: string | null): boolean {
  return a === null ? b === null : b !== null && a.eq(b);
}

function nullable(v: string | null): Decimal | null {
  return v === null ? null : new Money(v);
}
