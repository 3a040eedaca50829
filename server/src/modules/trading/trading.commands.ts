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
} from './trading-rules';
import type { TradingMarkets } from './trading.market';
import type { TradingQueries } from './trading.queries';
import type { OrderRow, PositionRow } from './trading.rows';
import { TradingError } from './trading.errors';
import type { OrderPreviewInput, PlaceOrderInput } from './trading.types';
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

  private checkInput(meta: SymbolMeta, input: OrderPreviewInput): { shares: number; leverage: number; limitPrice: Decimal | null } {
    const shares = checkShares(input.shares, meta.lotSize, this.config.trading.maxOrderShares);
    const leverage = checkLeverage(input.leverage, this.markets.leverages(meta.market));
    if (input.orderType === 'market') {
      if (input.limitPrice != null) throw new DomainError(TradingError.LIMIT_PRICE_INVALID);
      return { shares, leverage, limitPrice: null };
    }
    return { shares, leverage, limitPrice: checkLimitPrice(input.limitPrice, meta.tickRule, meta.tickUnits) };
  }

  async preview(userId: string, input: OrderPreviewInput) {
    const meta = await this.markets.instrument(input.symbol);
    const { shares, leverage, limitPrice } = this.checkInput(meta, input);
    const m = await this.markets.market(meta);
    const now = this.clock.now();
    const direction = input.direction as Direction;
    const price = limitPrice ?? fillPrice(direction, 'open', m.quote);
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
    const hold = input.orderType === 'limit' ? limitHold(f.totalCost, m.fx, this.config.trading.fxHoldBufferBps) : f.totalCost;
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
    };
  }

  /** A market order fills at once at the quote; a limit order holds its cost (with an FX buffer) and waits. */
  async placeOrder(user: User, input: PlaceOrderInput): Promise<OrderRow> {
    const meta = await this.markets.instrument(input.symbol);
    const { shares, leverage, limitPrice } = this.checkInput(meta, input);
    const direction = input.direction as Direction;
    const fingerprint = { symbol: meta.symbol, orderType: input.orderType, direction, shares, leverage, limitPrice };
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'placeOrder', input: fingerprint };
    // The first answer is the placed order as written (no read after commit). A replay is answered
    // from the key inside the unit of work, or after a refusal (see `once` without its read first).
    return once(
      this.uow,
      key,
      () => this.placeOnce(user, input, key, { meta, direction, shares, leverage, limitPrice }),
      (id) => this.queries.orderById(id),
      { readFirst: false },
    );
  }

  private async placeOnce(
    user: User,
    input: PlaceOrderInput,
    key: KeyedOperation,
    {
      meta,
      direction,
      shares,
      leverage,
      limitPrice,
    }: { meta: SymbolMeta; direction: Direction; shares: number; leverage: number; limitPrice: Decimal | null },
  ): Promise<OrderRow> {
    const now = this.clock.now();
    if (input.orderType === 'market' && !isOpen(meta.market, now)) throw new DomainError(TradingError.MARKET_CLOSED);
    const m = await this.markets.market(meta);
    if (input.orderType === 'market' && this.markets.stale(m, now)) throw new DomainError(TradingError.QUOTE_STALE);
    const order = { userId: user.id, m, direction, shares, leverage, at: now };
    const discount = await this.markets.commissionDiscount(user.id);
    const written = await this.uow.run(
      async (tx) => {
        const em = tx.em;
        let placed: OrderRow | null = null;
        const { resultId, replayed } = await idempotent(em, key, async (orderId) => {
          if (input.orderType === 'market') {
            const price = fillPrice(direction, 'open', m.quote);
            const figures = this.markets.openFigures(m, direction, shares, leverage, price, now, discount);
            const newOrder = { ...order, id: orderId, orderType: 'market' as const, limitPrice: null, holdId: null, held: null };
            placed = (await this.writes.insertFilled(tx, newOrder, { userId: user.id, m, price, figures, holdId: null, at: now })).order;
            return;
          }
          const f = this.markets.openFigures(m, direction, shares, leverage, limitPrice as Decimal, now, discount);
          const held = limitHold(f.totalCost, m.fx, this.config.trading.fxHoldBufferBps);
          // The hold comes before the order row (a limit order has its hold), and carries its number.
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
          placed = await this.writes.insertOrder(em, {
            ...order,
            id: orderId,
            orderNo,
            orderType: 'limit',
            limitPrice,
            holdId: hold.id,
            held,
          });
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

  /** Another domain's check before a user's close (e.g. a pledged position that the loan still needs). */
  addCloseGuard(guard: (tx: Tx, positionId: string, userId: string) => Promise<void>): void {
    this.closeGuards.push(guard);
  }

  /** The share of commission a user does not pay (the VIP module's benefit), applied to every charge table. */
  useCommissionDiscount(discountOf: (userId: string) => Promise<Decimal>): void {
    this.markets.useCommissionDiscount(discountOf);
  }
}
