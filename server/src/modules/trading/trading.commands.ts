import type Decimal from 'decimal.js';
import type { Config } from '../../config';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { User } from '../auth/user.entity';
import { type KeyedOperation, idempotent, once } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import { isOpen } from '../market-data/calendar/calendar-rules';
import type { SymbolMeta } from '../market-data/symbol-directory';
import {
  type Direction,
  checkLeverage,
  checkLimitPrice,
  checkShares,
  closeFigures,
  fillPrice,
  isWatched,
  limitHold,
  stopOutPrice,
  tradeSide,
} from './trading-rules';
import type { TradingMarkets } from './trading.market';
import type { TradingQueries } from './trading.queries';
import type { OrderRow, PositionRow } from './trading.rows';
import { TradingError } from './trading.errors';
import type { OrderPreviewInput, PlaceOrderInput } from './trading.types';
import type { Trail } from './protective-rules';
import {
  checkEntryStop,
  checkExits,
  checkPrice,
  checkTrail,
  checkWithinLimits,
  dailyLimits,
  expiryOf,
  initialTrailLevel,
} from './protective-checks';
import type { Market } from './trading.market';
import type { MarketCode } from '../market-data/market-code';
import type { Bracket } from './trading.writes';

/** An order's input after the checks that need no quote. */
export interface ParsedOrder {
  orderType: 'market' | 'limit' | 'stop' | 'stop_limit' | 'trailing_stop';
  shares: number;
  leverage: number;
  limitPrice: Decimal | null;
  stopPrice: Decimal | null;
  trail: Trail | null;
  timeInForce: 'day' | 'gtc';
  bracket: Bracket;
}
import type { TradingWrites } from './trading.writes';

/**
 * What a user asks of trading: previews, placing and cancelling orders, closing positions. Each
 * command is one unit of work that takes the user's money lock first, then its idempotency key.
 */
export class TradingCommands {
  /** Checks other domains run before a user closes a position (a loan's pledge), under the user's lock. */
  private readonly closeGuards: Array<(tx: Tx, positionId: string, userId: string) => Promise<void>> = [];

  constructor(
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly uow: UnitOfWork,
    private readonly markets: TradingMarkets,
    private readonly writes: TradingWrites,
    private readonly queries: TradingQueries,
  ) {}

  /** The checks that need no quote: shares, leverage, and which prices the order type carries, each on the tick grid. */
  private checkInput(meta: SymbolMeta, input: OrderPreviewInput): ParsedOrder {
    const shares = checkShares(input.shares, meta.lotSize, this.config.trading.maxOrderShares);
    const leverage = checkLeverage(input.leverage, this.markets.leverages(meta.market));
    const type = input.orderType as ParsedOrder['orderType'];
    const hasLimit = type === 'limit' || type === 'stop_limit';
    const hasStop = type === 'stop' || type === 'stop_limit';
    if (!hasLimit && input.limitPrice != null) throw new DomainError(TradingError.LIMIT_PRICE_INVALID);
    if (!hasStop && input.stopPrice != null) throw new DomainError(TradingError.STOP_PRICE_INVALID);
    if (type !== 'trailing_stop' && (input.trailAmount != null || input.trailPercent != null))
      throw new DomainError(TradingError.TRAIL_INVALID);
    const exit = (v: Decimal | null | undefined) =>
      v == null ? null : checkPrice(v, meta.tickRule, meta.tickUnits, TradingError.PRICE_INVALID);
    return {
      orderType: type,
      shares,
      leverage,
      limitPrice: hasLimit ? checkLimitPrice(input.limitPrice, meta.tickRule, meta.tickUnits) : null,
      stopPrice: hasStop ? checkPrice(input.stopPrice, meta.tickRule, meta.tickUnits, TradingError.STOP_PRICE_INVALID) : null,
      trail: type === 'trailing_stop' ? checkTrail(input.trailAmount, input.trailPercent) : null,
      timeInForce: input.timeInForce === 'day' ? 'day' : 'gtc',
      bracket: { takeProfit: exit(input.takeProfit), stopLoss: exit(input.stopLoss) },
    };
  }

  /**
   * The checks against the quote: a stop beyond it, prices within the day's limits, a bracket's exits on
   * either side of the price the entry expects. Answers that price (what the hold is figured at) and, for
   * a trailing stop, where it starts.
   */
  private checkAgainstQuote(
    meta: SymbolMeta,
    o: ParsedOrder,
    direction: Direction,
    m: Market,
  ): { basis: Decimal; startStop: Decimal | null } {
    const side = tradeSide(direction, 'open');
    if (o.stopPrice) checkEntryStop(side, o.stopPrice, o.limitPrice, m.quote);
    const startStop = o.trail ? initialTrailLevel(side, m.quote, o.trail, meta) : null;
    checkWithinLimits(
      [o.limitPrice, o.stopPrice, o.bracket.takeProfit, o.bracket.stopLoss],
      dailyLimits(meta, m.quote.previousClose ?? null),
    );
    const basis = o.limitPrice ?? o.stopPrice ?? startStop ?? fillPrice(direction, 'open', m.quote);
    checkExits(direction, o.bracket, basis, o.orderType === 'market' ? m.quote : null);
    return { basis, startStop };
  }

  async preview(userId: string, input: OrderPreviewInput) {
    const meta = await this.markets.instrument(input.symbol);
    const parsed = this.checkInput(meta, input);
    const { shares, leverage, orderType } = parsed;
    const m = await this.markets.market(meta);
    const now = this.clock.now();
    const direction = input.direction as Direction;
    const { basis: price, startStop } = this.checkAgainstQuote(meta, parsed, direction, m);
    const discount = await this.markets.commissionDiscount(userId);
    const f = this.markets.openFigures(m, direction, shares, leverage, price, now, discount);
    const closePrice = fillPrice(direction, 'close', m.quote);
    const close = closeFigures({
      direction,
      entryPrice: price,
      price: closePrice,
      shares,
      margin: f.margin,
      openChargesTotal: f.chargesTotal,
      chargeLines: this.markets.legLines(m, direction, 'close', shares, closePrice, now, true, discount),
      fx: m.fx,
      quoteCurrency: m.quoteCurrency,
      settlementCurrency: m.settlementCurrency,
    });
    const [balance] = await this.ledger.balances(userId, [m.settlementCurrency]);
    const hold = orderType !== 'market' ? limitHold(f.totalCost, m.fx, this.config.trading.fxHoldBufferBps) : f.totalCost;
    const closeOutRatio = this.markets.closeOutRatio;
    return {
      symbol: meta.symbol,
      orderType: input.orderType,
      direction: input.direction,
      shares,
      leverage,
      price,
      quote: m.quote,
      marketOpen: isOpen(meta.market, now),
      quoteCurrency: m.quoteCurrency,
      settlementCurrency: m.settlementCurrency,
      notional: f.notional,
      marginQuote: f.marginQuote,
      margin: f.margin,
      fxRate: f.fxRate,
      fxSpreadBps: m.fx ? m.fx.spreadBps : null,
      charges: f.charges,
      chargesTotal: f.chargesTotal,
      totalCost: hold,
      closeChargesEstimate: close.charges,
      stopOutPrice: isWatched(direction, leverage) ? stopOutPrice(direction, price, shares, f.marginQuote, closeOutRatio) : null,
      available: balance.available,
      sufficientFunds: balance.available.gte(hold),
      stopPrice: parsed.stopPrice,
      currentStop: startStop,
      timeInForce: orderType === 'market' ? null : parsed.timeInForce,
      expiresAt:
        orderType === 'market'
          ? null
          : expiryOf(meta.market as MarketCode, parsed.timeInForce, now, this.markets.tradeDate(meta.market, now)),
      takeProfit: parsed.bracket.takeProfit,
      stopLoss: parsed.bracket.stopLoss,
      gapRisk: orderType === 'stop' || orderType === 'trailing_stop' || parsed.bracket.stopLoss !== null,
    };
  }

  /** A market order fills at once at the quote; a limit order holds its cost (with an FX buffer) and waits. */
  async placeOrder(user: User, input: PlaceOrderInput): Promise<OrderRow> {
    const meta = await this.markets.instrument(input.symbol);
    const parsed = this.checkInput(meta, input);
    const direction = input.direction as Direction;
    const { shares, leverage, limitPrice, stopPrice, trail, timeInForce, bracket } = parsed;
    const fingerprint = {
      symbol: meta.symbol,
      orderType: input.orderType,
      direction,
      shares,
      leverage,
      limitPrice,
      stopPrice,
      trail: trail ? (trail.kind === 'amount' ? `${trail.amount.toFixed()}` : `${trail.percent.toFixed()}%`) : null,
      timeInForce: input.orderType === 'market' ? null : timeInForce,
      takeProfit: bracket.takeProfit,
      stopLoss: bracket.stopLoss,
    };
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'placeOrder', input: fingerprint };
    // The first answer is the placed order as written (no read after commit). A replay is answered
    // from the key inside the unit of work, or after a refusal (see `once` without its read first).
    return once(
      this.uow,
      key,
      () => this.placeOnce(user, input, key, meta, direction, parsed),
      (id) => this.queries.orderById(id),
      { readFirst: false },
    );
  }

  private async placeOnce(
    user: User,
    input: PlaceOrderInput,
    key: KeyedOperation,
    meta: SymbolMeta,
    direction: Direction,
    parsed: ParsedOrder,
  ): Promise<OrderRow> {
    const { orderType, shares, leverage } = parsed;
    const now = this.clock.now();
    if (orderType === 'market' && !isOpen(meta.market, now)) throw new DomainError(TradingError.MARKET_CLOSED);
    const m = await this.markets.market(meta);
    if (orderType === 'market' && this.markets.stale(m, now)) throw new DomainError(TradingError.QUOTE_STALE);
    const { basis } = this.checkAgainstQuote(meta, parsed, direction, m);
    const bracket = parsed.bracket.takeProfit || parsed.bracket.stopLoss ? parsed.bracket : undefined;
    const order = { userId: user.id, m, direction, shares, leverage, at: now, bracket };
    const discount = await this.markets.commissionDiscount(user.id);
    const written = await this.uow.run(
      async (tx) => {
        const em = tx.em;
        let placed: OrderRow | null = null;
        const { resultId, replayed } = await idempotent(em, key, async (orderId) => {
          if (orderType === 'market') {
            const price = fillPrice(direction, 'open', m.quote);
            const figures = this.markets.openFigures(m, direction, shares, leverage, price, now, discount);
            const newOrder = { ...order, id: orderId, orderType: 'market' as const, limitPrice: null, holdId: null, held: null };
            placed = (await this.writes.insertFilled(tx, newOrder, { userId: user.id, m, price, figures, holdId: null, at: now })).order;
            return;
          }
          // A waiting order holds what it would cost at its price (a stop's at the stop; a trailing stop's
          // at where it starts), with the FX buffer; a fill that costs more takes the difference then.
          const f = this.markets.openFigures(m, direction, shares, leverage, basis, now, discount);
          const held = limitHold(f.totalCost, m.fx, this.config.trading.fxHoldBufferBps);
          // The hold comes before the order row (a waiting order has its hold), and carries its number.
          const orderNo = await this.writes.drawOrderNo(em, now);
          const hold = await this.ledger.hold(em, {
            ownerId: user.id,
            currency: m.settlementCurrency,
            amount: held,
            referenceType: 'order',
            referenceId: orderId,
            referenceNo: orderNo,
            referenceLabel: meta.symbol,
            kind: 'order_hold',
          });
          const side = tradeSide(direction, 'open');
          placed = await this.writes.insertOrder(
            em,
            {
              ...order,
              id: orderId,
              orderNo,
              orderType,
              limitPrice: parsed.limitPrice,
              stopPrice: parsed.stopPrice,
              trail: parsed.trail,
              timeInForce: parsed.timeInForce,
              expiresAt: expiryOf(meta.market as MarketCode, parsed.timeInForce, now, this.markets.tradeDate(meta.market, now)),
              holdId: hold.id,
              held,
            },
            parsed.trail ? (side === 'sell' ? m.quote.bid : m.quote.ask) : null,
          );
          await tx.emitBalance(user.id, m.settlementCurrency, now, [
            { type: 'ORDER_UPDATED', payload: { id: orderId, status: 'pending', symbol: meta.symbol } },
          ]);
        });
        return { resultId, placed: replayed ? null : placed };
      },
      { lockUsers: [user.id] },
    );
    // A duplicate that waited on the key's reservation answers the first request's order.
    return written.placed ?? this.queries.orderById(written.resultId);
  }

  async cancelOrder(user: User, id: string, idempotencyKey: string): Promise<OrderRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const key = { ownerId: user.id, key: idempotencyKey, operation: 'cancelOrder', input: { id } };
    await once(
      this.uow,
      key,
      () =>
        this.uow.run((tx) => idempotent(tx.em, key, () => this.writes.cancel(tx, id, user.id, user.id, 'USER')), { lockUsers: [user.id] }),
      async () => ({ resultId: id, replayed: true }),
    );
    return this.queries.orderById(id);
  }

  async closePreview(userId: string, id: string) {
    const p = await this.queries.positionById(userId, id);
    if (p.closed_at) throw new DomainError(TradingError.POSITION_ALREADY_CLOSED);
    const meta = await this.markets.instrument(p.symbol);
    const m = await this.markets.market(meta);
    const now = this.clock.now();
    const f = this.markets.closeFigures(p, m, now, await this.markets.commissionDiscount(userId));
    return {
      positionId: p.id,
      price: f.price,
      quote: m.quote,
      marketOpen: isOpen(meta.market, now),
      charges: f.charges,
      chargesTotal: f.chargesTotal,
      proceeds: f.proceeds,
      netProfit: f.netProfit,
    };
  }

  async closePosition(user: User, id: string, idempotencyKey: string): Promise<PositionRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const p = await this.queries.positionById(user.id, id);
    const key = { ownerId: user.id, key: idempotencyKey, operation: 'closePosition', input: { id } };
    await once(
      this.uow,
      key,
      async () => {
        const meta = await this.markets.instrument(p.symbol);
        if (!isOpen(meta.market, this.clock.now())) throw new DomainError(TradingError.MARKET_CLOSED);
        const m = await this.markets.market(meta);
        if (this.markets.stale(m, this.clock.now())) throw new DomainError(TradingError.QUOTE_STALE);
        await this.uow.run(
          (tx) =>
            idempotent(tx.em, key, async () => {
              for (const guard of this.closeGuards) await guard(tx, id, user.id);
              await this.writes.close(tx, { id, ownerId: user.id, actorId: user.id, m, sellingType: 'manual' });
            }),
          { lockUsers: [user.id] },
        );
      },
      async () => {},
    );
    return this.queries.positionById(user.id, id);
  }

  /** Runs other domains' checks before something the user sets could close a position (a take-profit or stop-loss). */
  async runCloseGuards(tx: Tx, positionId: string, userId: string): Promise<void> {
    for (const guard of this.closeGuards) await guard(tx, positionId, userId);
  }

  /** Another domain's check before a user's close (e.g. a pledged position that the loan still needs). */
  addCloseGuard(guard: (tx: Tx, positionId: string, userId: string) => Promise<void>): void {
    this.closeGuards.push(guard);
  }

  /** The share of commission a user does not pay (the VIP module's benefit), applied to every charge table. */
  useCommissionDiscount(discountOf: (userId: string) => Promise<Decimal>): void {
    this.markets.useCommissionDiscount(discountOf);
  }
}
