import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import { LedgerError } from '../ledger/ledger.errors';
import { isOpen, sessionAt } from '../market-data/calendar/calendar-rules';
import { ALL_MARKETS } from '../market-data/market-code';
import { type Direction, fillPrice, grossPnl, isWatched, limitCrossed, nearStopOut, shouldStopOut } from './trading-rules';
import type Decimal from 'decimal.js';
import type { Tx } from '../../db/unit-of-work';
import type { LedgerService } from '../ledger/ledger.service';
import type { TradeSide } from './charges-rules';
import { trailLevelOnTick } from './protective-checks';
import { gapped, stopTriggered, tradedPrice } from './protective-rules';
import { type RestingRow, expiredRows, lockResting, moveTrails, reachedRows } from './resting-book';
import type { Market, TradingMarkets } from './trading.market';
import type { TradingWrites } from './trading.writes';

interface Breachable {
  direction: Direction;
  shares: number;
  entry_price: string;
  margin_quote: string;
}

/** An open watched position the risk sweep's query selected, and whether its owner was warned already. */
interface SweptPosition extends Breachable {
  id: string;
  user_id: string;
  symbol: string;
  leverage: number;
  warned: boolean;
}

/**
 * The engine: fills of waiting limit orders, stop-out warnings, stop-outs and the end-of-day rule, run
 * after every tick batch (trading.module.ts `onTicks`) and by the job queue. Every path reads its rows
 * without locking to learn whose they are, takes that user's money lock, then locks the row and checks
 * it again: an engine path and the same user's transfers queue on one lock instead of deadlocking.
 */
export class TradingEngine {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly uow: UnitOfWork,
    private readonly markets: TradingMarkets,
    private readonly writes: TradingWrites,
    private readonly ledger: LedgerService,
  ) {}

  /** After a tick batch: the book (fills and triggers), stop-out warnings and stop-outs, expiries, and the end-of-day rule. */
  async afterTicks(symbols: readonly string[]): Promise<void> {
    if (symbols.length === 0) return;
    await this.matchBook(symbols);
    await this.riskSweep(symbols);
    await this.expireOrders();
    await this.endOfDay();
  }

  /** The book's matcher under its earlier name (limit orders were all it matched). */
  matchLimitOrders(symbols?: readonly string[]): Promise<number> {
    return this.matchBook(symbols);
  }

  /**
   * Matches the book against the stored quotes of `symbols` (all the book's symbols when none are given):
   * moves trailing stops to the best fresh quote, then fills or triggers every row the quote reaches.
   * Only symbols whose market is in session and whose quote is fresh take part (integrity rule 7). Each
   * row is checked again, exactly, in its own transaction under the owner's lock and the row's. Returns
   * how many rows filled, triggered or closed a position.
   */
  async matchBook(symbols?: readonly string[]): Promise<number> {
    const now = this.clock.now();
    const candidates: string[] = symbols
      ? [...symbols]
      : (await this.ds.query('SELECT DISTINCT symbol FROM resting_orders')).map((r: { symbol: string }) => r.symbol);
    if (candidates.length === 0) return 0;
    const markets = await this.markets.marketsOf(candidates);
    const fresh = candidates.filter((sym) => {
      const m = markets.get(sym);
      return m !== undefined && isOpen(m.meta.market, now) && !this.markets.stale(m, now);
    });
    if (fresh.length === 0) return 0;
    try {
      await moveTrails(this.ds, fresh);
    } catch (err) {
      // Two processes moving the same trails at once may deadlock; PostgreSQL ends one, the next batch moves them.
      logger.warn({ err }, 'trailing stops not moved this batch');
    }
    const reached = await reachedRows(this.ds, fresh);
    let done = 0;
    for (const row of reached) {
      try {
        if (await this.execute(row)) done++;
      } catch (err) {
        logger.error({ err, restingId: row.id }, 'book execution failed');
      }
    }
    return done;
  }

  /** One row of the book the quote reached: an order's fill or trigger, or a position's exit. */
  private async execute(row: RestingRow): Promise<boolean> {
    const meta = await this.markets.instrument(row.symbol);
    const now = this.clock.now();
    if (!isOpen(meta.market, now)) return false;
    return this.uow.run(async (tx) => {
      await tx.lockUsers(row.user_id);
      const r = await lockResting(tx.em, row.id);
      if (!r || r.user_id !== row.user_id) return false;
      // The quote is read inside the transaction: what fills uses (and records) exactly what is stored now.
      const m = await this.markets.market(meta, tx.em);
      if (this.markets.stale(m, now)) return false;
      const level = this.levelOf(r, meta);
      const reached =
        r.kind === 'limit'
          ? limitReached(r.side, new Money(r.limit_price as string), m.quote)
          : stopTriggered(r.side, level as Decimal, m.quote);
      if (!reached) return false;
      if (r.position_id) return this.exitPosition(tx, r, m, level);
      return this.executeOrder(tx, r, m, level, now);
    });
  }

  /** A waiting stop's level on the tick grid (a trailing stop's raw level rounded away from the quote); null for a limit. */
  private levelOf(r: RestingRow, meta: Pick<Market['meta'], 'tickRule' | 'tickUnits'>): Decimal | null {
    if (r.kind === 'limit' || r.trigger_price === null) return null;
    return r.kind === 'trailing_stop' ? trailLevelOnTick(r.side, new Money(r.trigger_price), meta) : new Money(r.trigger_price);
  }

  /** A take-profit or stop-loss reached: the position closes at the quote, its other exit cancelled with it (OCO). */
  private async exitPosition(tx: Tx, r: RestingRow, m: Market, level: Decimal | null): Promise<boolean> {
    const sellingType = r.kind === 'limit' ? 'take_profit' : r.kind === 'trailing_stop' ? 'trailing_stop' : 'stop_loss';
    const fill = tradedPrice(r.side, m.quote);
    const trigger =
      r.kind === 'limit'
        ? { price: new Money(r.limit_price as string), gapped: false }
        : { price: level as Decimal, gapped: gapped(r.side, level as Decimal, fill) };
    return this.writes.close(tx, {
      id: r.position_id as string,
      ownerId: r.user_id,
      actorId: null,
      m,
      sellingType,
      guard: () => true,
      trigger,
    });
  }

  /**
   * A pending order the quote reached. A limit (or a triggered stop-limit) fills at the quote; a stop or
   * trailing stop triggers and fills at the quote in the same transaction, recorded as gapped when the
   * quote went through the stop; a stop-limit triggers and then rests as a limit at its limit price
   * (filling at once if the quote is already there).
   */
  private async executeOrder(tx: Tx, r: RestingRow, m: Market, level: Decimal | null, now: Date): Promise<boolean> {
    const order = await this.writes.lockOrder(tx.em, r.order_id as string);
    if (!order || order.user_id !== r.user_id || order.status !== null || !order.hold_id) return false;
    const direction = order.direction;
    const price = fillPrice(direction, 'open', m.quote);
    let trigger: { stop: Decimal; gapped: boolean } | undefined;
    if (r.kind === 'stop_limit') {
      await this.writes.recordTrigger(tx.em, order.id, order.user_id, { stop: level as Decimal, gapped: false }, m.quote, now);
      await tx.emit(
        order.user_id,
        'ORDER_UPDATED',
        { id: order.id, status: 'triggered', symbol: order.symbol, orderNo: order.order_no },
        now,
      );
      if (!limitCrossed(direction, new Money(order.limit_price as string), m.quote)) {
        await tx.em.query(`UPDATE resting_orders SET kind = 'limit', trigger_price = NULL WHERE id = $1`, [r.id]);
        return true;
      }
    } else if (r.kind === 'stop' || r.kind === 'trailing_stop') {
      trigger = { stop: level as Decimal, gapped: gapped(r.side, level as Decimal, price) };
    }
    const figures = this.markets.openFigures(
      m,
      direction,
      order.shares,
      order.leverage,
      price,
      now,
      await this.markets.commissionDiscount(order.user_id),
    );
    let holdId = order.hold_id;
    if (figures.totalCost.gt(new Money(order.held_amount as string))) {
      // The fill costs more than the hold (a stop that gapped, FX past the buffer): the hold is taken again
      // at the fill's cost when the available cash covers the difference; else the order is cancelled with
      // the reason the user sees.
      const [balance] = await this.ledger.balances(order.user_id, [order.settlement_currency.trim()], tx.em);
      if (balance.available.plus(new Money(order.held_amount as string)).lt(figures.totalCost)) {
        await this.writes.cancel(tx, order.id, order.user_id, null, LedgerError.INSUFFICIENT_FUNDS);
        return false;
      }
      holdId = await this.writes.rehold(tx, order, figures.totalCost);
    }
    await this.writes.fill(tx, {
      orderId: order.id,
      orderNo: order.order_no,
      userId: order.user_id,
      m,
      price,
      figures,
      holdId,
      at: now,
      trigger,
      orderType: order.order_type,
      bracket: order.take_profit || order.stop_loss ? { takeProfit: dec(order.take_profit), stopLoss: dec(order.stop_loss) } : undefined,
    });
    return true;
  }

  /**
   * Cancels the orders whose time in force has run out (DAY at the session's close, GTC at the next
   * quarter's last close): each hold returns, the reason EXPIRED_DAY or EXPIRED_GTC. Returns how many.
   */
  async expireOrders(): Promise<number> {
    const now = this.clock.now();
    const rows = await expiredRows(this.ds, now);
    let expired = 0;
    for (const row of rows) {
      if (!row.order_id) continue;
      try {
        const done = await this.uow.run(async (tx) => {
          await tx.lockUsers(row.user_id);
          const order = await this.writes.lockOrder(tx.em, row.order_id as string);
          if (!order || order.status !== null || !order.expires_at || order.expires_at.getTime() > now.getTime()) return false;
          await this.writes.cancel(tx, order.id, row.user_id, null, order.time_in_force === 'day' ? 'EXPIRED_DAY' : 'EXPIRED_GTC');
          return true;
        });
        if (done) expired++;
      } catch (err) {
        logger.error({ err, orderId: row.order_id }, 'order expiry failed');
      }
    }
    return expired;
  }

  /**
   * Closes watched positions whose equity has fallen to their maintenance margin, and warns the owner of
   * each one whose equity has fallen to the warning level (once per position). Returns how many closed.
   */
  async riskSweep(symbols?: readonly string[]): Promise<number> {
    // PostgreSQL selects the positions the stored quote breaches (equity = margin + P&L at the closing
    // side ≤ margin × close-out ratio, in exact numeric) and, among those not warned yet, the ones at the
    // warning level (≤ margin × warning ratio): every open watched position of the ticked symbols is read
    // each tick, and only those reach this process. Each is checked again below, in decimals, and once
    // more in its transaction (under the row lock with the quote the close uses; a warning's row is
    // written once).
    const ratios = [this.markets.closeOutRatio.toFixed(), this.markets.warningRatio.toFixed()];
    const open: SweptPosition[] = await this.ds.query(
      `SELECT p.id, p.user_id, p.symbol, p.direction, p.leverage, p.shares, p.entry_price::text, p.margin_quote::text,
              w.position_id IS NOT NULL AS warned
         FROM positions p JOIN quotes q ON q.symbol = p.symbol LEFT JOIN position_closes c ON c.position_id = p.id
              LEFT JOIN position_risk_warnings w ON w.position_id = p.id
         WHERE c.position_id IS NULL AND (p.leverage > 1 OR p.direction = 'short') ${symbols ? 'AND p.symbol = ANY($3::varchar[])' : ''}
           AND p.margin_quote + (CASE WHEN p.direction = 'long' THEN q.bid - p.entry_price ELSE p.entry_price - q.ask END) * p.shares
               <= p.margin_quote * (CASE WHEN w.position_id IS NULL THEN $2::numeric ELSE $1::numeric END)`,
      symbols ? [...ratios, symbols] : ratios,
    );
    if (open.length === 0) return 0;
    const now = this.clock.now();
    const markets = await this.markets.marketsOf(open.map((p) => p.symbol));
    const pnl = (p: Breachable, m: Market) =>
      grossPnl(p.direction, new Money(p.entry_price), fillPrice(p.direction, 'close', m.quote), p.shares);
    const breached = (p: Breachable, m: Market) => shouldStopOut(new Money(p.margin_quote), pnl(p, m), this.markets.closeOutRatio);
    let closed = 0;
    for (const row of open) {
      const m = markets.get(row.symbol);
      // The same rules as a fill: a market in session and a fresh quote, or nothing (the next tick or sweep looks again).
      if (!m || !isWatched(row.direction, row.leverage) || !isOpen(m.meta.market, now) || this.markets.stale(m, now)) continue;
      if (!breached(row, m)) {
        // Checked here first, so only positions at the warning level cost a transaction.
        if (!row.warned && nearStopOut(new Money(row.margin_quote), pnl(row, m), this.markets.warningRatio, this.markets.closeOutRatio))
          await this.warn(row, now);
        continue;
      }
      // Checked here first, so only breached positions cost a transaction; checked again under the row lock.
      try {
        const done = await this.uow.run((tx) =>
          this.writes.close(tx, {
            id: row.id,
            ownerId: row.user_id,
            actorId: null,
            m,
            sellingType: 'stop_out',
            guard: (p) => breached(p, m),
          }),
        );
        if (done) closed++;
      } catch (err) {
        logger.error({ err, positionId: row.id }, 'stop-out failed');
      }
    }
    return closed;
  }

  /**
   * Warns the owner of an open position near stop-out, once: the warning's row and its POSITION_UPDATED
   * `at_risk` event (whose rule makes the POSITION_STOP_OUT_WARNING notification) in one transaction, under
   * the owner's money lock like a close, so a position closed meanwhile is not warned and two sweeps at once
   * warn once (the second inserts nothing and emits nothing).
   */
  private async warn(row: { id: string; user_id: string; symbol: string }, now: Date): Promise<boolean> {
    try {
      return await this.uow.run(
        async (tx) => {
          const inserted: unknown[] = await tx.em.query(
            `INSERT INTO position_risk_warnings (position_id, warned_at)
             SELECT p.id, $3 FROM positions p
             WHERE p.id = $1 AND p.user_id = $2 AND NOT EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id)
             ON CONFLICT (position_id) DO NOTHING RETURNING position_id`,
            [row.id, row.user_id, now],
          );
          if (inserted.length === 0) return false;
          await tx.emit(row.user_id, 'POSITION_UPDATED', { id: row.id, status: 'at_risk', symbol: row.symbol }, now);
          return true;
        },
        { lockUsers: [row.user_id] },
      );
    } catch (err) {
      logger.error({ err, positionId: row.id }, 'stop-out warning failed');
      return false;
    }
  }

  /** In the last minutes of a session, closes intraday-only (high leverage) positions at the quote. */
  async endOfDay(): Promise<number> {
    const from = this.config.trading.intradayLeverageFrom;
    if (from <= 0) return 0;
    const now = this.clock.now();
    // Runs after every tick: only markets in their session's last minutes cost a query.
    const closing = ALL_MARKETS.filter((market) => {
      const session = sessionAt(market, now);
      return session !== null && session.close.getTime() - now.getTime() <= this.config.trading.endOfDayLeadSeconds * 1000;
    });
    if (closing.length === 0) return 0;
    const open: Array<{ id: string; user_id: string; symbol: string }> = await this.ds.query(
      `SELECT p.id, p.user_id, p.symbol FROM positions p LEFT JOIN position_closes c ON c.position_id = p.id
       WHERE c.position_id IS NULL AND p.leverage >= $1 AND p.market = ANY($2::varchar[])`,
      [from, closing],
    );
    let closed = 0;
    for (const row of open) {
      try {
        const m = await this.markets.market(await this.markets.instrument(row.symbol));
        if (this.markets.stale(m, now)) continue; // waits for a fresh quote (the next tick or sweep)
        const done = await this.uow.run((tx) =>
          this.writes.close(tx, { id: row.id, ownerId: row.user_id, actorId: null, m, sellingType: 'end_of_day', guard: () => true }),
        );
        if (done) closed++;
      } catch (err) {
        logger.error({ err, positionId: row.id }, 'end-of-day close failed');
      }
    }
    return closed;
  }
}

/** A resting limit is reached once the side it trades at gets there: the ask at or below a buy limit, the bid at or above a sell limit. */
function limitReached(side: TradeSide, limit: Decimal, quote: { bid: Decimal; ask: Decimal }): boolean {
  return side === 'buy' ? quote.ask.lte(limit) : quote.bid.gte(limit);
}

function dec(v: string | null): Decimal | null {
  return v === null ? null : new Money(v);
}
