import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { Money } from '../../shared/money';
import type { LedgerService } from '../ledger/ledger.service';
import { adjustQuoteForSplit } from '../market-data/corporate-actions/split-quote';
import { readFx, readQuotes } from '../market-data/quote-store';
import { endExits } from '../trading/position-exits';
import { closePostings } from '../trading/trading-rules';
import type { TradingWrites } from '../trading/trading.writes';
import { type SplitRatio, splitFigures, splitOrderShares, splitPrice } from './corporate-action-rules';
import { type DueAction, dayStart } from './corporate-actions-due';

interface PositionForAction {
  id: string;
  trade_no: string;
  user_id: string;
  symbol: string;
  market: string;
  direction: 'long' | 'short';
  shares: number;
  entry_price: string;
  margin: string;
  margin_quote: string;
  quote_currency: string;
  settlement_currency: string;
  open_charges_total: string;
  closed: boolean;
}

/**
 * A split applied at its effective date's start (the corporate-actions job calls it, in date order): the
 * last quote in post-split terms, then each user holding the symbol, with orders or alerts on it, in one
 * transaction of their own, once (`split_applications`).
 */
export class SplitApplication {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly writes: TradingWrites,
  ) {}

  /**
   * A split's effective date began: each user holding the symbol (positions opened before that instant),
   * with orders waiting on it or price alerts on it, is adjusted in one transaction of their own, once.
   */
  async apply(a: DueAction): Promise<number> {
    const exStart = dayStart(a.market, a.ex_date);
    const ratio: SplitRatio = { from: new Money(a.ratio_from as string), to: new Money(a.ratio_to as string) };
    await this.ds.transaction((em) =>
      adjustQuoteForSplit(
        em,
        { id: a.id, symbol: a.symbol, exDate: a.ex_date, ratioFrom: a.ratio_from as string, ratioTo: a.ratio_to as string },
        this.clock.now(),
      ),
    );
    const users: Array<{ user_id: string }> = await this.ds.query(
      `SELECT user_id FROM positions p WHERE p.symbol = $1 AND p.opened_at < $2 AND NOT EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id)
       UNION SELECT r.user_id FROM resting_orders r JOIN orders o ON o.id = r.order_id WHERE r.symbol = $1 AND o.created_at < $2
       UNION SELECT user_id FROM price_alerts WHERE symbol = $1 AND status <> 'done' AND condition IN ('above', 'below') AND created_at < $2`,
      [a.symbol, exStart],
    );
    let positions = 0;
    for (const u of users) positions += await this.splitForUser(a, ratio, exStart, u.user_id);
    await this.ds.query(
      `INSERT INTO corporate_action_runs (action_id, positions, applied_at)
       SELECT $1, (SELECT coalesce(sum(positions), 0) FROM split_applications WHERE action_id = $1), $2 ON CONFLICT DO NOTHING`,
      [a.id, this.clock.now()],
    );
    return positions;
  }

  private async splitForUser(a: DueAction, ratio: SplitRatio, exStart: Date, userId: string): Promise<number> {
    return this.uow.run(async (tx) => {
      await tx.lockUsers(userId);
      const em = tx.em;
      const done = await em.query('SELECT 1 FROM split_applications WHERE action_id = $1 AND user_id = $2', [a.id, userId]);
      if (done.length > 0) return 0;
      const now = this.clock.now();
      const positions: PositionForAction[] = await em.query(
        `SELECT p.id, p.trade_no, p.user_id, p.symbol, p.market, p.direction, p.shares, p.entry_price::text AS entry_price, p.margin::text AS margin,
                p.margin_quote::text AS margin_quote, btrim(p.quote_currency) AS quote_currency, btrim(p.settlement_currency) AS settlement_currency,
                p.open_charges_total::text AS open_charges_total, false AS closed
         FROM positions p WHERE p.user_id = $1 AND p.symbol = $2 AND p.opened_at < $3
           AND NOT EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id)
         ORDER BY p.opened_at, p.id FOR UPDATE OF p`,
        [userId, a.symbol, exStart],
      );
      const currencies = new Set<string>();
      for (const p of positions) {
        await this.splitPosition(tx, a, ratio, p, now);
        currencies.add(p.settlement_currency);
      }
      const orders = await this.splitOrders(tx, a, ratio, exStart, userId);
      for (const c of orders.currencies) currencies.add(c);
      const alerts: unknown[] = await em.query(
        `UPDATE price_alerts SET value = round(value * $3 / $4, 4), updated_at = $5
         WHERE user_id = $1 AND symbol = $2 AND status <> 'done' AND condition IN ('above', 'below') AND created_at < $6 RETURNING id`,
        [userId, a.symbol, ratio.from.toFixed(), ratio.to.toFixed(), now, exStart],
      );
      const alertCount = Array.isArray(alerts[0]) ? (alerts[0] as unknown[]).length : alerts.length;
      await em.query(
        `INSERT INTO split_applications (action_id, user_id, positions, orders_adjusted, orders_cancelled, alerts, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [a.id, userId, positions.length, orders.adjusted, orders.cancelled, alertCount, now],
      );
      const event = {
        type: 'SPLIT_APPLIED',
        payload: {
          id: a.id,
          symbol: a.symbol,
          ratioFrom: ratio.from.toFixed(),
          ratioTo: ratio.to.toFixed(),
          positions: positions.length,
          orders: orders.adjusted + orders.cancelled,
          alerts: alertCount,
        },
      };
      if (currencies.size > 0) await tx.emitBalance(userId, [...currencies], now, [event]);
      else await tx.emit(userId, event.type, event.payload, now);
      return positions.length;
    });
  }

  /** One position: shares × ratio, entry ÷ ratio, margin kept for the whole shares, the fraction paid at the last close. */
  private async splitPosition(tx: Tx, a: DueAction, ratio: SplitRatio, p: PositionForAction, now: Date): Promise<void> {
    const em = tx.em;
    const needsClose = !new Money(p.shares).times(ratio.to).dividedBy(ratio.from).isInteger();
    const close = needsClose ? await this.lastClose(em, a.symbol, a.ex_date) : null;
    if (needsClose && !close) throw new Error(`no close before ${a.ex_date} for ${a.symbol}'s cash in lieu`);
    let fxMid: Decimal | null = null;
    if (needsClose && p.quote_currency !== p.settlement_currency) {
      const rate = (await readFx(em)).find((r) => r.pair === `${p.settlement_currency}${p.quote_currency}`);
      if (!rate) throw new Error(`no ${p.settlement_currency}${p.quote_currency} rate for cash in lieu`);
      fxMid = new Money(rate.rate);
    }
    const f = splitFigures({
      direction: p.direction,
      shares: p.shares,
      entryPrice: new Money(p.entry_price),
      margin: new Money(p.margin),
      marginQuote: new Money(p.margin_quote),
      ratio,
      close: close?.price ?? null,
      fxMid,
      settlementCurrency: p.settlement_currency,
    });
    const postings = f.fraction.gt(0)
      ? closePostings({
          userId: p.user_id,
          currency: p.settlement_currency,
          margin: f.releasedMargin,
          proceeds: f.cashInLieu,
          charges: [],
        }).filter((l) => !l.amount.isZero())
      : [];
    const entryId = postings.length > 0 ? await this.ledger.nextEntryId(em) : null;
    await em.query(
      `INSERT INTO position_adjustments (position_id, user_id, action_id, kind, shares_before, shares_after, entry_price_before, entry_price_after,
         margin_before, margin_after, margin_quote_before, margin_quote_after, fraction, close_price, close_date, cash_in_lieu, loss_absorbed, entry_id, at)
       VALUES ($1, $2, $3, 'split', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        p.id,
        p.user_id,
        a.id,
        p.shares,
        f.sharesAfter,
        p.entry_price,
        f.entryPriceAfter.toFixed(),
        p.margin,
        f.marginAfter.toFixed(),
        p.margin_quote,
        f.marginQuoteAfter.toFixed(),
        f.fraction.toFixed(),
        f.closeAfter?.toFixed() ?? null,
        close?.date ?? null,
        f.cashInLieu.toFixed(),
        f.lossAbsorbed.toFixed(),
        entryId,
        now,
      ],
    );
    if (f.sharesAfter === 0) {
      // Every share became a fraction (a reverse split of a small holding): the position closes as cash in lieu.
      const quote = (await readQuotes(em, [a.symbol]))[0];
      const exit = (close as { price: Decimal }).price;
      await em.query(
        `INSERT INTO position_closes (position_id, user_id, selling_type, exit_price, exit_quote_at, exit_bid, exit_ask, exit_quote_source, exit_simulated,
           exit_fx_mid, exit_fx_rate, gross_pnl_quote, close_charges, close_charges_total, proceeds, loss_absorbed, net_profit, trade_date, entry_id, closed_at)
         VALUES ($1, $2, 'cash_in_lieu', $3, $4, $3, $3, 'close', $5, $6, $6, $7, '[]', 0, $8, $9, $10, $11, $12, $4)`,
        [
          p.id,
          p.user_id,
          exit.toFixed(),
          now,
          quote?.simulated ?? true,
          fxMid?.toFixed() ?? null,
          f.pnlQuote.toFixed(4),
          f.cashInLieu.toFixed(),
          f.lossAbsorbed.toFixed(),
          f.cashInLieu.minus(p.margin).minus(p.open_charges_total).toFixed(),
          a.ex_date,
          entryId,
        ],
      );
      await endExits(em, { positionId: p.id, userId: p.user_id, sellingType: 'cash_in_lieu', trigger: null, at: now });
    } else {
      await em.query('UPDATE positions SET shares = $2, entry_price = $3, margin = $4, margin_quote = $5 WHERE id = $1', [
        p.id,
        f.sharesAfter,
        f.entryPriceAfter.toFixed(),
        f.marginAfter.toFixed(),
        f.marginQuoteAfter.toFixed(),
      ]);
      // The position's take-profit and stop-loss scale with its price.
      await em.query(
        `UPDATE resting_orders SET limit_price = round(limit_price * $2 / $3, 4), trigger_price = round(trigger_price * $2 / $3, 8),
           trail_amount = round(trail_amount * $2 / $3, 4), trail_best = round(trail_best * $2 / $3, 4)
         WHERE position_id = $1`,
        [p.id, ratio.from.toFixed(), ratio.to.toFixed()],
      );
    }
    if (entryId)
      await this.ledger.post(
        em,
        {
          kind: f.sharesAfter === 0 ? 'position_close_cash_in_lieu' : 'split_cash_in_lieu',
          referenceType: 'position',
          referenceId: p.id,
          referenceNo: p.trade_no,
          referenceLabel: p.symbol,
          actorId: null,
          postings,
        },
        { entryId },
      );
    await tx.emitMany(
      p.user_id,
      [
        {
          type: 'POSITION_UPDATED',
          payload: { id: p.id, status: f.sharesAfter === 0 ? 'closed' : 'split', symbol: p.symbol, reason: 'cash_in_lieu' },
        },
      ],
      now,
    );
  }

  /**
   * Orders waiting on the symbol, placed before the split: shares × ratio (whole) and prices ÷ ratio, as a
   * new version on the same hold (the order now costs no more than before); an order left with no whole
   * share, or with a take-profit or stop-loss to attach (those are fixed on the order as placed), is
   * cancelled and its hold returned.
   */
  private async splitOrders(
    tx: Tx,
    a: DueAction,
    ratio: SplitRatio,
    exStart: Date,
    userId: string,
  ): Promise<{ adjusted: number; cancelled: number; currencies: string[] }> {
    const em = tx.em;
    const rows: Array<{ order_id: string }> = await em.query(
      `SELECT r.order_id FROM resting_orders r JOIN orders o ON o.id = r.order_id
       WHERE r.user_id = $1 AND r.symbol = $2 AND o.created_at < $3 ORDER BY o.created_at, o.id`,
      [userId, a.symbol, exStart],
    );
    let adjusted = 0;
    let cancelled = 0;
    const currencies = new Set<string>();
    const now = this.clock.now();
    for (const { order_id } of rows) {
      const o = await this.writes.lockOrder(em, order_id);
      if (!o || o.status !== null || !o.hold_id) continue;
      currencies.add(o.settlement_currency.trim());
      const shares = splitOrderShares(Number(o.shares), ratio);
      if (shares === 0 || o.take_profit !== null || o.stop_loss !== null) {
        await this.writes.cancel(tx, o.id, userId, null, 'SPLIT');
        cancelled++;
        continue;
      }
      const scale = (v: string | null) => (v === null ? null : splitPrice(new Money(v), ratio).toFixed());
      const version = Number(o.version) + 1;
      await em.query(
        `INSERT INTO order_amendments (order_id, version, user_id, shares, limit_price, stop_price, trail_amount, trail_percent, hold_id, held_amount, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          o.id,
          version,
          userId,
          shares,
          scale(o.limit_price),
          scale(o.stop_price),
          scale(o.trail_amount),
          o.trail_percent,
          o.hold_id,
          o.held_amount,
          now,
        ],
      );
      await em.query(
        `UPDATE resting_orders SET limit_price = round(limit_price * $2 / $3, 4), trigger_price = round(trigger_price * $2 / $3, 8),
           trail_amount = round(trail_amount * $2 / $3, 4), trail_best = round(trail_best * $2 / $3, 4)
         WHERE order_id = $1`,
        [o.id, ratio.from.toFixed(), ratio.to.toFixed()],
      );
      await tx.emitMany(
        userId,
        [
          {
            type: 'ORDER_UPDATED',
            payload: { id: o.id, status: 'amended', symbol: o.symbol, orderNo: o.order_no, version, reason: 'SPLIT' },
          },
        ],
        now,
      );
      adjusted++;
    }
    return { adjusted, cancelled, currencies: [...currencies] };
  }

  /** The symbol's last daily close before `date` (the last price its pre-split shares traded at). */
  private async lastClose(em: EntityManager, symbol: string, date: string): Promise<{ price: Decimal; date: string } | null> {
    const rows: Array<{ close: string; trade_date: string }> = await em.query(
      'SELECT close::text AS close, trade_date::text AS trade_date FROM bars_daily WHERE symbol = $1 AND trade_date < $2 ORDER BY trade_date DESC LIMIT 1',
      [symbol, date],
    );
    return rows[0] ? { price: new Money(rows[0].close), date: rows[0].trade_date } : null;
  }
}
