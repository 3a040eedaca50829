import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { Tx } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { prepared } from '../../db/prepared';
import type { LedgerService } from '../ledger/ledger.service';
import { type Direction, type OpenFigures, closePostings, openDestinations, platformAccount, tradeSide } from './trading-rules';
import type { SymbolMeta } from '../market-data/symbol-directory';
import type { Market, QuoteSnapshot, TradingMarkets } from './trading.market';
import { ORDER_SELECT, type OrderKind, type OrderRow, POSITION_SELECT, type PositionRow, storeCharges } from './trading.rows';
import { type RestingKind, addResting, removeOrderFromBook } from './resting-book';
import { endExits, setExits } from './position-exits';
import type { Trail } from './protective-rules';
import { TradingError } from './trading.errors';

export type SellingType =
  | 'manual'
  | 'stop_out'
  | 'strategy'
  | 'end_of_day'
  | 'loan_liquidation'
  | 'stop_loss'
  | 'take_profit'
  | 'trailing_stop'
  | 'cash_in_lieu';
/** What placed an order: the user, or a product on the user's behalf (an institutional follow, the intraday strategy). */
export type OrderOrigin = 'manual' | 'follow' | 'strategy';

/** An order number: O, the UTC date, a number from the trading sequence (positions share it with T…). */
const orderNoSql = (at: string) => `'O' || to_char(${at}::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('trading_no_seq')`;

/** An order to insert (its number drawn in the same statement unless given). */
export interface NewOrder {
  id: string;
  orderNo?: string;
  userId: string;
  m: Market;
  direction: Direction;
  orderType: Exclude<OrderKind, 'allotment'>;
  shares: number;
  leverage: number;
  limitPrice: Decimal | null;
  stopPrice?: Decimal | null;
  trail?: Trail | null;
  timeInForce?: 'day' | 'gtc';
  expiresAt?: Date | null;
  /** A bracket: the take-profit and stop-loss its fill sets on the position. */
  bracket?: Bracket;
  holdId: string | null;
  held: Decimal | null;
  at: Date;
  /** What placed it: the user, or a product on their behalf (an institutional follow). */
  origin?: OrderOrigin;
}

/** The INSERT of an order, its parameters numbered from `$first` (so it can open a larger statement). */
function orderInsert(o: NewOrder, first: number): { sql: string; params: unknown[] } {
  const n = (i: number) => `$${first + i - 1}`;
  return {
    sql: `INSERT INTO orders (id, order_no, user_id, symbol, market, direction, order_type, shares, limit_price, leverage, quote_currency,
                           settlement_currency, hold_id, held_amount, created_at, origin, stop_price, trail_amount, trail_percent, time_in_force,
                           expires_at, take_profit, stop_loss)
       VALUES (${n(2)}, coalesce(${n(15)}, ${orderNoSql(n(1))}), ${n(3)}, ${n(4)}, ${n(5)}, ${n(6)}, ${n(7)}, ${n(8)}, ${n(9)}, ${n(10)}, ${n(11)},
               ${n(12)}, ${n(13)}, ${n(14)}, ${n(1)}, ${n(16)}, ${n(17)}, ${n(18)}, ${n(19)}, ${n(20)}, ${n(21)}, ${n(22)}, ${n(23)})
       RETURNING *`,
    params: [
      o.at,
      o.id,
      o.userId,
      o.m.meta.symbol,
      o.m.meta.market,
      o.direction,
      o.orderType,
      o.shares,
      o.limitPrice?.toFixed() ?? null,
      o.leverage,
      o.m.quoteCurrency,
      o.m.settlementCurrency,
      o.holdId,
      o.held?.toFixed() ?? null,
      o.orderNo ?? null,
      o.origin ?? 'manual',
      o.stopPrice?.toFixed() ?? null,
      o.trail?.kind === 'amount' ? o.trail.amount.toFixed() : null,
      o.trail?.kind === 'percent' ? o.trail.percent.toFixed() : null,
      o.timeInForce ?? 'gtc',
      o.expiresAt ?? null,
      o.bracket?.takeProfit?.toFixed() ?? null,
      o.bracket?.stopLoss?.toFixed() ?? null,
    ],
  };
}

/** A waiting order's shares as its latest version stands (an amendment's over the row as placed). */
const AMENDED_SHARES =
  'coalesce((SELECT am.shares FROM order_amendments am WHERE am.order_id = o.id ORDER BY am.version DESC LIMIT 1), o.shares)';

/** What a fill needs besides its order: the owner, the market and price it fills at, its figures. */
export interface FillInput {
  userId: string;
  m: Market;
  price: Decimal;
  figures: OpenFigures;
  /** A limit order's hold, which pays for the fill (null: available cash pays). */
  holdId: string | null;
  at: Date;
  /** The take-profit and stop-loss the order asked for, set on the new position in the same transaction. */
  bracket?: Bracket;
  /** A triggered stop: its level, recorded with the quote and whether it gapped. */
  trigger?: { stop: Decimal; gapped: boolean };
  /** The filled order's type, for its event (a waiting order's fill is news). */
  orderType?: OrderKind;
}

/** A bracket's exits: prices on the tick grid, either or both. */
export interface Bracket {
  takeProfit: Decimal | null;
  stopLoss: Decimal | null;
}

/** An order row as a fresh insert returned it, with its outcome (none yet, or filled by `position`). */
function withOutcome(
  row: Omit<
    OrderRow,
    | 'status'
    | 'position_id'
    | 'reason'
    | 'closed_at'
    | 'version'
    | 'triggered_stop'
    | 'triggered_at'
    | 'gapped'
    | 'resting_trigger'
    | 'trail_best'
  >,
  filled: { positionId: string; at: Date } | null,
): OrderRow {
  return {
    ...row,
    status: filled ? 'filled' : null,
    position_id: filled?.positionId ?? null,
    reason: null,
    closed_at: filled?.at ?? null,
    version: 1,
    triggered_stop: null,
    triggered_at: null,
    gapped: null,
    resting_trigger: null,
    trail_best: null,
  };
}

/**
 * The writes of one order or position inside a unit of work, shared by the user's commands and the
 * engine: insert an order, fill it, cancel it, close a position. Each one expects the owner's money
 * lock to be taken first (it takes it itself when the caller has not) and locks its row after it.
 * Every journal entry and hold carries the order's number (O…) or the position's (T…) and the symbol.
 */
export class TradingWrites {
  constructor(
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly markets: TradingMarkets,
  ) {}

  /** Draws an order number before the order row exists (a limit order's hold must carry it). */
  async drawOrderNo(em: EntityManager, at: Date): Promise<string> {
    const [row]: Array<{ order_no: string }> = await em.query(`SELECT ${orderNoSql('$1')} AS order_no`, [at]);
    return row.order_no;
  }

  /**
   * Inserts an order that waits (limit, stop, stop-limit, trailing stop) and puts it on the book, with
   * its expiry; answers it as the order query reads it. `best`: a trailing stop's starting quote.
   */
  async insertOrder(em: EntityManager, o: NewOrder, best: Decimal | null = null): Promise<OrderRow> {
    const { sql, params } = orderInsert(o, 1);
    await em.query(prepared(sql), params);
    await addResting(em, {
      userId: o.userId,
      orderId: o.id,
      symbol: o.m.meta.symbol,
      side: tradeSide(o.direction, 'open'),
      kind: o.orderType as RestingKind,
      limitPrice: o.limitPrice,
      stopPrice: o.stopPrice ?? null,
      trail: o.trail ?? null,
      best,
      expiresAt: o.expiresAt ?? null,
      at: o.at,
    });
    const rows: OrderRow[] = await em.query(`${ORDER_SELECT} WHERE o.id = $1`, [o.id]);
    return rows[0];
  }

  /**
   * Fills an order at a quote: opens the position and, in one journal entry, moves the margin and the
   * charges out of available cash (market order) or out of the order's hold (limit order, the rest of
   * the hold returning to available cash; the entry takes the hold's reference).
   */
  async fill(tx: Tx, o: FillInput & { orderId: string; orderNo: string }): Promise<string> {
    return (await this.fillOrder(tx, o, { orderId: o.orderId, orderNo: o.orderNo })).positionId;
  }

  /**
   * Inserts a market order and fills it in the same statement (one round trip for the order, its
   * position and its outcome); answers the order as the order query reads it, and its position's id.
   */
  async insertFilled(tx: Tx, order: NewOrder, fill: FillInput): Promise<{ order: OrderRow; positionId: string }> {
    const r = await this.fillOrder(tx, fill, { insert: order });
    return { order: r.order as OrderRow, positionId: r.positionId };
  }

  /** Fills an order that exists, or (`insert`) one the same statement inserts first. */
  private async fillOrder(
    tx: Tx,
    o: FillInput,
    target: { orderId: string; orderNo: string } | { insert: NewOrder },
  ): Promise<{ positionId: string; order: OrderRow | null }> {
    const em = tx.em;
    const positionId = randomUUID();
    const cur = o.m.settlementCurrency;
    const f = o.figures;
    const orderId = 'insert' in target ? target.insert.id : target.orderId;
    // A new order is inserted by the statement's first part; the position reads it from there.
    const inserted = 'insert' in target ? orderInsert(target.insert, 18) : null;
    // Everything that locks nothing busy goes first; the journal entry (which locks the account rows)
    // is the last write but the events, so those locks are held for as short a time as possible.
    // The journal entry's id is drawn here, with the position, so it costs no round trip of its own.
    const [row]: Array<{ entry_id: string } & Record<string, unknown>> = await em.query(
      // Two fixed texts (with or without the order's insert): both prepared.
      prepared(`WITH ${inserted ? `o AS (${inserted.sql}),` : ''} p AS (
         INSERT INTO positions (id, trade_no, user_id, order_id, symbol, market, direction, shares, leverage, quote_currency, settlement_currency,
           entry_price, entry_quote_at, entry_bid, entry_ask, entry_quote_source, entry_simulated, entry_fx_mid, entry_fx_rate,
           margin_quote, margin, open_charges, open_charges_total, trade_date, entry_id, opened_at)
         SELECT $1, 'T' || to_char($17::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('trading_no_seq'), $2, $3, o.symbol, o.market,
           o.direction, ${inserted ? 'o.shares' : AMENDED_SHARES}, o.leverage, o.quote_currency, o.settlement_currency,
           $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, nextval('ledger_entries_id_seq'), $17
         FROM ${inserted ? 'o' : 'orders o WHERE o.id = $3'}
         RETURNING id, entry_id),
       oc AS (INSERT INTO order_outcomes (order_id, user_id, status, position_id, at) SELECT $3, $2, 'filled', p.id, $17 FROM p)
       SELECT ${inserted ? 'o.*, ' : ''}p.entry_id::text AS entry_id FROM p${inserted ? ', o' : ''}`),
      [
        positionId,
        o.userId,
        orderId,
        o.price.toFixed(),
        o.m.quote.at,
        o.m.quote.bid.toFixed(),
        o.m.quote.ask.toFixed(),
        o.m.quote.source,
        o.m.quote.simulated,
        o.m.fx?.mid.toFixed() ?? null,
        f.fxRate?.toFixed() ?? null,
        f.marginQuote.toFixed(),
        f.margin.toFixed(),
        JSON.stringify(storeCharges(f.charges)),
        f.chargesTotal.toFixed(),
        this.markets.tradeDate(o.m.meta.market, o.at),
        o.at,
        ...(inserted?.params ?? []),
      ],
    );
    const { entry_id: entryId, ...orderRow } = row;
    const order = inserted ? withOutcome(orderRow as Parameters<typeof withOutcome>[0], { positionId, at: o.at }) : null;
    const orderNo = 'insert' in target ? (order as OrderRow).order_no : target.orderNo;
    const symbol = o.m.meta.symbol;
    if (!('insert' in target)) await removeOrderFromBook(em, orderId);
    if (o.trigger) await this.recordTrigger(em, orderId, o.userId, o.trigger, o.m.quote, o.at);
    const bracket = 'insert' in target ? target.insert.bracket : o.bracket;
    if (bracket && (bracket.takeProfit || bracket.stopLoss)) {
      const direction =
        'insert' in target
          ? target.insert.direction
          : ((await em.query('SELECT direction FROM orders WHERE id = $1', [orderId]))[0].direction as Direction);
      await setExits(em, {
        positionId,
        userId: o.userId,
        symbol,
        direction,
        takeProfit: bracket.takeProfit,
        stopLoss: bracket.stopLoss ? { price: bracket.stopLoss } : null,
        quote: o.m.quote,
        at: o.at,
      });
    }
    const destinations = openDestinations(o.userId, cur, f);
    if (o.holdId) {
      await this.ledger.postHold(em, o.holdId, { kind: 'position_open', destinations, actorId: o.userId, entryId });
    } else {
      await this.ledger.post(
        em,
        {
          kind: 'position_open',
          referenceType: 'position',
          referenceId: positionId,
          referenceNo: orderNo,
          referenceLabel: symbol,
          actorId: o.userId,
          postings: [{ account: { ownerId: o.userId, currency: cur, kind: 'user_available' }, amount: f.totalCost.neg() }, ...destinations],
        },
        { lockFirst: false, entryId },
      );
    }
    // The order's and position's events go with the balance event: one statement after the entry.
    await tx.emitBalance(o.userId, cur, o.at, [
      // orderNo and orderType: what a fill's notification says (a limit order that waited is news; trading.notifications.ts).
      {
        type: 'ORDER_UPDATED',
        payload: {
          id: orderId,
          status: 'filled',
          symbol,
          orderNo,
          orderType: 'insert' in target ? 'market' : (o.orderType ?? 'limit'),
          gapped: o.trigger?.gapped ?? null,
        },
      },
      { type: 'POSITION_UPDATED', payload: { id: positionId, status: 'open', symbol } },
    ]);
    return { positionId, order };
  }

  /** Records that a stop triggered: its level, the quote, and whether the quote went through the level. */
  async recordTrigger(
    em: EntityManager,
    orderId: string,
    userId: string,
    t: { stop: Decimal; gapped: boolean },
    quote: QuoteSnapshot,
    at: Date,
  ): Promise<void> {
    await em.query(
      prepared(
        `INSERT INTO order_triggers (order_id, user_id, stop_price, bid, ask, quote_at, gapped, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      ),
      [orderId, userId, t.stop.toFixed(), quote.bid.toFixed(), quote.ask.toFixed(), quote.at, t.gapped, at],
    );
  }

  /**
   * Opens a fully paid position (leverage 1) from an allotment (an IPO or a block trade won in a draw):
   * the entry price is the offering's subscription price (a contract price, not a quote), and one journal
   * entry moves the cost from the platform's allocation escrow into the user's margin. No opening charges:
   * the offering's fee was charged, itemised, when the shares were allocated. The quote recorded beside
   * the position is the feed's when the stock has one, else the subscription price (source 'allotment').
   */
  async openAllotment(
    tx: Tx,
    a: {
      userId: string;
      meta: SymbolMeta;
      shares: number;
      price: Decimal;
      quote: QuoteSnapshot | null;
      referenceType: string;
      referenceId: string;
      referenceNo: string;
      at: Date;
    },
  ): Promise<{ positionId: string; tradeNo: string }> {
    const em = tx.em;
    const cur = a.meta.currency;
    if (this.markets.settlementOf(cur) !== cur) throw new Error(`allotment: ${a.meta.symbol} settles in another currency`);
    const cost = a.price.times(a.shares);
    const orderId = randomUUID();
    const positionId = randomUUID();
    const q = a.quote ?? { bid: a.price, ask: a.price, at: a.at, source: 'allotment', simulated: false };
    const [{ entry_id: entryId, trade_no: tradeNo }]: Array<{ entry_id: string; trade_no: string }> = await em.query(
      `WITH o AS (
         INSERT INTO orders (id, order_no, user_id, symbol, market, direction, order_type, shares, limit_price, leverage, quote_currency,
           settlement_currency, hold_id, held_amount, created_at)
         VALUES ($2, ${orderNoSql('$1')}, $3, $4, $5, 'long', 'allotment', $6, NULL, 1, $7, $7, NULL, NULL, $1)
         RETURNING id),
       p AS (
         INSERT INTO positions (id, trade_no, user_id, order_id, symbol, market, direction, shares, leverage, quote_currency, settlement_currency,
           entry_price, entry_quote_at, entry_bid, entry_ask, entry_quote_source, entry_simulated, entry_fx_mid, entry_fx_rate,
           margin_quote, margin, open_charges, open_charges_total, trade_date, entry_id, opened_at)
         SELECT $8, 'T' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('trading_no_seq'), $3, o.id, $4, $5, 'long', $6, 1, $7, $7,
           $9, $10, $11, $12, $13, $14, NULL, NULL, $15, $15, '[]'::jsonb, 0, $16, nextval('ledger_entries_id_seq'), $1
         FROM o
         RETURNING id, entry_id, trade_no),
       oc AS (INSERT INTO order_outcomes (order_id, user_id, status, position_id, at) SELECT $2, $3, 'filled', p.id, $1 FROM p)
       SELECT entry_id::text, trade_no FROM p`,
      [
        a.at,
        orderId,
        a.userId,
        a.meta.symbol,
        a.meta.market,
        a.shares,
        cur,
        positionId,
        a.price.toFixed(),
        q.at,
        q.bid.toFixed(),
        q.ask.toFixed(),
        q.source,
        q.simulated,
        cost.toFixed(),
        this.markets.tradeDate(a.meta.market, a.at),
      ],
    );
    await this.ledger.post(
      em,
      {
        kind: 'allotment_issued',
        referenceType: a.referenceType,
        referenceId: a.referenceId,
        referenceNo: a.referenceNo,
        referenceLabel: a.meta.symbol,
        actorId: null,
        postings: [
          { account: platformAccount('allocation_escrow', cur, a.userId), amount: cost.neg() },
          { account: { ownerId: a.userId, currency: cur, kind: 'user_margin' }, amount: cost },
        ],
      },
      { entryId },
    );
    await tx.emit(a.userId, 'POSITION_UPDATED', { id: positionId, status: 'open', symbol: a.meta.symbol }, a.at);
    return { positionId, tradeNo };
  }

  /**
   * Locks an order, then reads it with its outcome in a second statement: a statement that waited for
   * the lock would still see the outcome as it was before (a fill that just committed would be missed).
   * The owner's money lock must be held already.
   */
  async lockOrder(em: EntityManager, id: string): Promise<OrderRow | undefined> {
    await em.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [id]);
    const rows: OrderRow[] = await em.query(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
    return rows[0];
  }

  /**
   * Takes a pending order's hold again at a larger amount (a fill that costs more than was held): the old
   * hold returns and the new one is taken in the caller's transaction. Answers the new hold's id.
   */
  async rehold(tx: Tx, order: OrderRow, amount: Decimal): Promise<string> {
    await this.ledger.voidHold(tx.em, order.hold_id as string, { kind: 'order_hold_adjusted', actorId: null });
    const hold = await this.ledger.hold(tx.em, {
      ownerId: order.user_id,
      currency: order.settlement_currency.trim(),
      amount,
      referenceType: 'order',
      referenceId: order.id,
      referenceNo: order.order_no,
      referenceLabel: order.symbol,
      kind: 'order_hold',
      actorId: null,
    });
    return hold.id;
  }

  /**
   * Cancels a pending order of `ownerId`: voids its hold (the entry takes the hold's reference: the
   * order number and the symbol) and records the outcome. `actorId` is the user, or null for the engine.
   */
  async cancel(tx: Tx, id: string, ownerId: string, actorId: string | null, reason: string): Promise<void> {
    const em = tx.em;
    await tx.lockUsers(ownerId);
    const order = await this.lockOrder(em, id);
    if (!order || order.user_id !== ownerId) throw new DomainError(CommonError.NOT_FOUND);
    if (order.status !== null || !order.hold_id) throw new DomainError(TradingError.ORDER_NOT_PENDING);
    const now = this.clock.now();
    await removeOrderFromBook(em, id);
    await this.ledger.voidHold(em, order.hold_id, { kind: 'order_cancelled', actorId, memo: reason === 'USER' ? null : reason });
    await em.query(`INSERT INTO order_outcomes (order_id, user_id, status, reason, at) VALUES ($1, $2, 'cancelled', $3, $4)`, [
      id,
      order.user_id,
      reason,
      now,
    ]);
    await tx.emitBalance(order.user_id, order.settlement_currency, now, [
      { type: 'ORDER_UPDATED', payload: { id, status: 'cancelled', symbol: order.symbol, orderNo: order.order_no, reason } },
    ]);
  }

  /**
   * Closes one position of `ownerId` at the given market's quote in one journal entry (the position's
   * trade number and the symbol as its reference); exactly once. With a `guard` (the engine), a position
   * already closed or no longer meeting the guard under the lock is left alone (false).
   */
  async close(
    tx: Tx,
    c: {
      id: string;
      ownerId: string;
      actorId: string | null;
      m: Market;
      sellingType: SellingType;
      guard?: (p: PositionRow) => boolean;
      /** A take-profit or stop-loss that triggered: its level and whether the quote gapped through it. */
      trigger?: { price: Decimal; gapped: boolean };
    },
  ): Promise<boolean> {
    const em = tx.em;
    await tx.lockUsers(c.ownerId);
    // Locking the position row serialises a user's close with the engine's (FOR UPDATE changes nothing).
    const locked: Array<{ user_id: string }> = await em.query('SELECT user_id FROM positions WHERE id = $1 FOR UPDATE', [c.id]);
    if (!locked[0] || locked[0].user_id !== c.ownerId) throw new DomainError(CommonError.NOT_FOUND);
    const rows: PositionRow[] = await em.query(`${POSITION_SELECT} WHERE p.id = $1`, [c.id]);
    const p = rows[0];
    if (p.closed_at) {
      if (c.guard) return false;
      throw new DomainError(TradingError.POSITION_ALREADY_CLOSED);
    }
    if (c.guard && !c.guard(p)) return false;
    const { m, sellingType } = c;
    const now = this.clock.now();
    const f = this.markets.closeFigures(p, m, now, await this.markets.commissionDiscount(p.user_id));
    const cur = p.settlement_currency;
    // Charges are owed out of what the position returns; what it cannot cover (a loss past the margin) the platform bears.
    const postings = closePostings({
      userId: p.user_id,
      currency: cur,
      margin: new Money(p.margin),
      proceeds: f.proceeds,
      charges: f.charges,
    });
    const entryId = await this.ledger.nextEntryId(em);
    await em.query(
      `INSERT INTO position_closes (position_id, user_id, selling_type, exit_price, exit_quote_at, exit_bid, exit_ask, exit_quote_source, exit_simulated,
         exit_fx_mid, exit_fx_rate, gross_pnl_quote, close_charges, close_charges_total, proceeds, loss_absorbed, net_profit, trade_date, entry_id, closed_at,
         trigger_price, gapped)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
      [
        p.id,
        p.user_id,
        sellingType,
        f.price.toFixed(),
        m.quote.at,
        m.quote.bid.toFixed(),
        m.quote.ask.toFixed(),
        m.quote.source,
        m.quote.simulated,
        m.fx?.mid.toFixed() ?? null,
        f.fxRate?.toFixed() ?? null,
        f.grossPnlQuote.toFixed(),
        JSON.stringify(storeCharges(f.charges)),
        f.chargesTotal.toFixed(),
        f.proceeds.toFixed(),
        f.lossAbsorbed.toFixed(),
        f.netProfit.toFixed(),
        this.markets.tradeDate(p.market, now),
        entryId,
        now,
        c.trigger?.price.toFixed() ?? null,
        c.trigger?.gapped ?? null,
      ],
    );
    // One-cancels-other: whatever closed the position, its exits leave the book in this transaction.
    await endExits(em, { positionId: p.id, userId: p.user_id, sellingType, trigger: c.trigger ?? null, at: now });
    await this.ledger.post(
      em,
      {
        kind: `position_close_${sellingType}`,
        referenceType: 'position',
        referenceId: p.id,
        referenceNo: p.trade_no,
        referenceLabel: p.symbol,
        actorId: c.actorId,
        postings,
      },
      { lockFirst: false, entryId },
    );
    await tx.emitBalance(p.user_id, cur, now, [
      { type: 'POSITION_UPDATED', payload: { id: p.id, status: 'closed', symbol: p.symbol, reason: sellingType } },
    ]);
    return true;
  }
}
