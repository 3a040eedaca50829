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
  ) {}

  /** After a tick batch: fills, stop-out warnings and stop-outs, and the end-of-day rule for the symbols that moved. */
  async afterTicks(symbols: readonly string[]): Promise<void> {
    if (symbols.length === 0) return;
    await this.matchLimitOrders(symbols);
    await this.riskSweep(symbols);
    await this.endOfDay();
  }

  /** Fills waiting limit orders whose limit the current quote has reached. Returns how many filled. */
  async matchLimitOrders(symbols?: readonly string[]): Promise<number> {
    const pending: Array<{ id: string; user_id: string; symbol: string }> = await this.ds.query(
      `SELECT o.id, o.user_id, o.symbol FROM orders o LEFT JOIN order_outcomes oc ON oc.order_id = o.id
       JOIN quotes q ON q.symbol = o.symbol
       WHERE oc.order_id IS NULL AND o.order_type = 'limit' ${symbols ? 'AND o.symbol = ANY($1::varchar[])' : ''}
         AND ((o.direction = 'long' AND q.ask <= o.limit_price) OR (o.direction = 'short' AND q.bid >= o.limit_price))
       ORDER BY o.created_at, o.id`,
      symbols ? [symbols] : [],
    );
    let filled = 0;
    for (const row of pending) {
      try {
        if (await this.fillLimit(row.id, row.user_id, row.symbol)) filled++;
      } catch (err) {
        logger.error({ err, orderId: row.id }, 'limit fill failed');
      }
    }
    return filled;
  }

  private async fillLimit(orderId: string, userId: string, symbol: string): Promise<boolean> {
    const meta = await this.markets.instrument(symbol);
    const now = this.clock.now();
    if (!isOpen(meta.market, now)) return false;
    return this.uow.run(async (tx) => {
      await tx.lockUsers(userId);
      const order = await this.writes.lockOrder(tx.em, orderId);
      if (!order || order.user_id !== userId || order.status !== null || !order.hold_id) return false;
      // The quote is read inside the transaction: the fill uses (and records) exactly what is stored now.
      const m = await this.markets.market(meta, tx.em);
      // A stale quote fills nothing: the order waits for the feed.
      if (this.markets.stale(m, now)) return false;
      const direction = order.direction;
      if (!limitCrossed(direction, new Money(order.limit_price as string), m.quote)) return false;
      const price = fillPrice(direction, 'open', m.quote);
      const figures = this.markets.openFigures(
        m,
        direction,
        order.shares,
        order.leverage,
        price,
        now,
        await this.markets.commissionDiscount(userId),
      );
      if (figures.totalCost.gt(new Money(order.held_amount as string))) {
        // FX moved past the buffer: the hold cannot pay for the fill. Cancel with the reason the user sees.
        await this.writes.cancel(tx, orderId, userId, null, LedgerError.INSUFFICIENT_FUNDS);
        return false;
      }
      await this.writes.fill(tx, { orderId, orderNo: order.order_no, userId, m, price, figures, holdId: order.hold_id, at: now });
      return true;
    });
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
