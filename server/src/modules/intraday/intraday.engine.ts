import type Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import type { LedgerService } from '../ledger/ledger.service';
import { minuteStart } from '../market-data/bar-rules';
import type { ProductTrades } from '../trading/trading.products';
import type { Market } from '../trading/trading.market';
import { type RiskBand, STRATEGY_TERMS, type StepAction, decideStep, openingRange, sizeEntry, stopAndTarget } from './intraday-rules';
import { type ApplicationRow, INTRADAY_EVENT, REFERENCE_TYPE, lockApplication, updateApplication } from './intraday.rows';

type ExitReason = 'stop' | 'target' | 'loss_limit' | 'session_end' | 'outside';

/**
 * The strategy engine. After every batch of ticks (the module's tick hook) and every minute (the sweep
 * job), each running application takes one step: under its owner's money lock and its own row lock it
 * reads its state, the recorded quote and the feed's minute bars, decides with the declared rule
 * (intraday-rules.ts `decideStep`) and acts in the same transaction. Its state lives on the row and each
 * trade has a unique decision key, so a restart (or a second process) resumes exactly: no order twice.
 *
 * Money: the application's cash is held while flat. An entry releases the hold, places an ordinary
 * market order (paid from available cash, charges itemised) and holds what is left; an exit closes the
 * position (selling type strategy) and holds cash plus proceeds again; the end releases the hold, which
 * is the amount plus the net result.
 */
export class IntradayEngine {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly trading: ProductTrades,
  ) {}

  /** Seconds before the close by which the strategy is flat: the end-of-day rule's lead plus one minute. */
  get flatLeadSeconds(): number {
    return this.config.trading.endOfDayLeadSeconds + 60;
  }

  async afterTicks(symbols: readonly string[]): Promise<void> {
    if (symbols.length === 0) return;
    await this.sweep(symbols);
  }

  /** One step of every running application (of these symbols). Returns how many acted. */
  async sweep(symbols?: readonly string[]): Promise<number> {
    const rows: Array<{ id: string; user_id: string }> = await this.ds.query(
      `SELECT id, user_id FROM intraday_applications WHERE status = 'approved' AND phase <> 'finished'
       ${symbols ? 'AND symbol = ANY($1::varchar[])' : ''} ORDER BY created_at, id`,
      symbols ? [symbols] : [],
    );
    let acted = 0;
    for (const r of rows) {
      try {
        if (await this.step(r.id, r.user_id)) acted++;
      } catch (err) {
        logger.error({ err, applicationId: r.id }, 'intraday step failed');
      }
    }
    return acted;
  }

  /** One step of one application, in one unit of work. True when it did something. */
  async step(id: string, userId: string): Promise<boolean> {
    return this.uow.run(
      async (tx) => {
        const a = await lockApplication(tx.em, id);
        if (!a || a.status !== 'approved' || a.phase === 'finished' || !a.session_open || !a.session_close) return false;
        // A position closed outside the strategy (by the user in Trade): book what it returned, and stop for
        // the day (issue 30): the user took the position back, so the strategy buys nothing more and releases
        // its amount with the result, rather than re-entering behind the user's back.
        if (a.phase === 'holding' && a.position_id) {
          const closed = await this.trading.closedFigures(tx.em, a.position_id);
          if (closed) {
            const after = await this.bookExit(tx, a, closed, 'outside');
            await this.finish(tx, after, 'closed_by_user', this.clock.now());
            return true;
          }
        }
        const now = this.clock.now();
        const pm = await this.trading.productMarket(a.symbol, tx.em).catch(() => null);
        const fresh = pm?.fresh ? pm.m : null;
        const action = decideStep(
          {
            phase: a.phase,
            amount: new Money(a.amount),
            realisedNet: new Money(a.realised_net),
            entries: a.entries,
            rangeHigh: a.range_high ? new Money(a.range_high) : null,
            stopPrice: a.stop_price ? new Money(a.stop_price) : null,
            targetPrice: a.target_price ? new Money(a.target_price) : null,
            lastSignalBar: a.last_signal_bar ? new Date(a.last_signal_bar) : null,
          },
          {
            now,
            session: { open: new Date(a.session_open), close: new Date(a.session_close) },
            flatLeadSeconds: this.flatLeadSeconds,
            lastBar: a.phase === 'watching' ? await this.lastBar(tx.em, a, now) : null,
            bid: fresh ? fresh.quote.bid : null,
            openNet: fresh && a.position_id ? await this.trading.markNet(tx.em, a.position_id, fresh) : null,
          },
        );
        return this.act(tx, a, action, fresh, now);
      },
      { lockUsers: [userId] },
    );
  }

  private async act(tx: Tx, a: ApplicationRow, action: StepAction, m: Market | null, now: Date): Promise<boolean> {
    switch (action.kind) {
      case 'none':
        return false;
      case 'range':
        await this.fixRange(tx, a, now);
        return true;
      case 'enter':
        return m ? this.enter(tx, a, m, action.barAt) : false;
      case 'exit': {
        const closed = await this.trading.closeInTx(tx, {
          positionId: a.position_id as string,
          ownerId: a.user_id,
          sellingType: 'strategy',
        });
        const figures = closed ?? (await this.trading.closedFigures(tx.em, a.position_id as string));
        if (!figures) return false;
        const after = await this.bookExit(tx, a, figures, closed ? action.reason : 'outside');
        if (!closed) await this.finish(tx, after, 'closed_by_user', now);
        else if (action.reason === 'session_end') await this.finish(tx, after, 'session_end', now);
        return true;
      }
      case 'finish':
        await this.finish(tx, a, a.phase === 'halted' ? 'loss_limit' : 'session_end', now);
        return true;
    }
  }

  /** The opening range from the feed's minute bars of the session's first minutes. */
  private async fixRange(tx: Tx, a: ApplicationRow, now: Date): Promise<void> {
    const em = tx.em;
    const open = new Date(a.session_open as Date);
    const end = new Date(open.getTime() + STRATEGY_TERMS.openingRangeMinutes * 60_000);
    const bars: Array<{ high: string; low: string }> = await em.query(
      `SELECT high::text, low::text FROM bars_minute WHERE symbol = $1 AND at >= $2 AND at < $3 ORDER BY at`,
      [a.symbol, open, end],
    );
    const range = openingRange(bars);
    // Without a single bar in the range there is no range: the strategy stays flat for the day.
    await updateApplication(em, a.id, {
      phase: 'watching',
      range_high: range?.high.toFixed() ?? null,
      range_low: range?.low.toFixed() ?? null,
      updated_at: now,
    });
    await this.emit(tx, a, now, { phase: 'watching' });
  }

  /** The last completed minute bar after the opening range (the bar of the current minute is still forming). */
  private async lastBar(em: EntityManager, a: ApplicationRow, now: Date): Promise<{ at: Date; close: Decimal } | null> {
    const rangeEnd = new Date(new Date(a.session_open as Date).getTime() + STRATEGY_TERMS.openingRangeMinutes * 60_000);
    const rows: Array<{ at: Date; close: string }> = await em.query(
      `SELECT at, close::text FROM bars_minute WHERE symbol = $1 AND at >= $2 AND at < $3 ORDER BY at DESC LIMIT 1`,
      [a.symbol, rangeEnd, minuteStart(now)],
    );
    return rows[0] ? { at: new Date(rows[0].at), close: new Money(rows[0].close) } : null;
  }

  private async enter(tx: Tx, a: ApplicationRow, m: Market, barAt: Date): Promise<boolean> {
    const em = tx.em;
    const now = this.clock.now();
    const cash = new Money(a.cash);
    const atr = new Money(a.atr as string);
    const shares = sizeEntry({
      cash,
      band: a.risk_band as RiskBand,
      atr,
      ask: m.quote.ask,
      maxShares: this.config.trading.maxOrderShares,
      costOf: (n) => this.trading.openCost(m, n),
    });
    if (shares === 0) {
      // Too little cash for one share with its charges: the signal is spent, nothing is ordered.
      await updateApplication(em, a.id, { last_signal_bar: barAt, updated_at: now });
      return true;
    }
    const seq = a.entries + 1;
    if (a.hold_id) await this.ledger.voidHold(em, a.hold_id, { kind: 'intraday_release', actorId: null });
    const placed = await this.trading.placeMarketInTx(tx, {
      userId: a.user_id,
      symbol: a.symbol,
      direction: 'long',
      shares,
      origin: 'strategy',
    });
    // Never more exposure than the held amount allows: a fill dearer than the cash rolls everything back.
    if (placed.totalCost.gt(cash)) throw new Error(`intraday ${a.id}: fill ${placed.totalCost} exceeds cash ${cash}`);
    const rest = cash.minus(placed.totalCost);
    const holdId = await this.holdCash(em, a, rest);
    const { stop, target } = stopAndTarget(placed.price, atr, await this.trading.priceDecimals(a.symbol, placed.price));
    await em.query(
      `INSERT INTO intraday_trades (id, application_id, user_id, seq, decision_key, order_id, position_id, shares, entry_cost, stop_price,
         target_price, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        randomUUID(),
        a.id,
        a.user_id,
        seq,
        `${a.trade_date}:entry:${seq}:${barAt.toISOString()}`,
        placed.orderId,
        placed.positionId,
        shares,
        placed.totalCost.toFixed(),
        stop.toFixed(),
        target.toFixed(),
        now,
      ],
    );
    await updateApplication(em, a.id, {
      phase: 'holding',
      position_id: placed.positionId,
      entries: seq,
      cash: rest.toFixed(),
      hold_id: holdId,
      stop_price: stop.toFixed(),
      target_price: target.toFixed(),
      last_signal_bar: barAt,
      updated_at: now,
    });
    await this.emit(tx, a, now, { phase: 'holding' });
    return true;
  }

  /** Books a closed position: its proceeds back to the strategy's cash (held again), its net result realised. */
  private async bookExit(
    tx: Tx,
    a: ApplicationRow,
    closed: { proceeds: Decimal; netProfit: Decimal },
    reason: ExitReason,
  ): Promise<ApplicationRow> {
    const em = tx.em;
    const now = this.clock.now();
    if (a.hold_id) await this.ledger.voidHold(em, a.hold_id, { kind: 'intraday_release', actorId: null });
    const cash = new Money(a.cash).plus(closed.proceeds);
    const realised = new Money(a.realised_net).plus(closed.netProfit);
    const holdId = await this.holdCash(em, a, cash);
    await em.query(`UPDATE intraday_trades SET exit_reason = $2, proceeds = $3, net_profit = $4, closed_at = $5 WHERE position_id = $1`, [
      a.position_id,
      reason,
      closed.proceeds.toFixed(),
      closed.netProfit.toFixed(),
      now,
    ]);
    const halted = reason === 'loss_limit' || realised.lte(new Money(a.amount).times(STRATEGY_TERMS.dailyLossLimit).neg());
    const set = {
      phase: halted ? 'halted' : 'watching',
      position_id: null,
      stop_price: null,
      target_price: null,
      cash: cash.toFixed(),
      realised_net: realised.toFixed(),
      hold_id: holdId,
      updated_at: now,
    };
    await updateApplication(em, a.id, set);
    await this.emit(tx, a, now, { phase: set.phase });
    return { ...a, ...set, phase: set.phase as ApplicationRow['phase'] };
  }

  /** The end of the day: the hold (the amount plus the net result) released, the result recorded. */
  private async finish(tx: Tx, a: ApplicationRow, reason: 'session_end' | 'loss_limit' | 'closed_by_user', now: Date): Promise<void> {
    if (a.hold_id) await this.ledger.voidHold(tx.em, a.hold_id, { kind: 'intraday_settled', actorId: null });
    const net = new Money(a.cash).minus(a.amount);
    await updateApplication(tx.em, a.id, {
      phase: 'finished',
      hold_id: null,
      net_result: net.toFixed(),
      finished_reason: reason,
      finished_at: now,
      updated_at: now,
    });
    await this.emit(tx, a, now, { phase: 'finished', reason });
  }

  private async holdCash(em: EntityManager, a: ApplicationRow, amount: Decimal): Promise<string | null> {
    if (amount.lte(0)) return null;
    const hold = await this.ledger.hold(em, {
      ownerId: a.user_id,
      currency: a.currency,
      amount,
      referenceType: REFERENCE_TYPE,
      referenceId: a.id,
      referenceNo: a.order_no,
      referenceLabel: a.symbol,
      kind: 'intraday_hold',
      actorId: null,
    });
    return hold.id;
  }

  /** The application's event, with the phase it moved to (a halt and the finish are notifications: intraday.notifications.ts). */
  private async emit(tx: Tx, a: ApplicationRow, now: Date, change: { phase: string; reason?: string }): Promise<void> {
    await tx.emit(a.user_id, INTRADAY_EVENT, { id: a.id, status: a.status, symbol: a.symbol, ...change }, now);
    await tx.emitBalance(a.user_id, a.currency, now);
  }
}
