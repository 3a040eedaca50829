import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { Tx } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { isOpen } from '../market-data/calendar/calendar-rules';
import { type Direction, type PricedCharge, checkShares, fillPrice } from './trading-rules';
import type { Market, TradingMarkets } from './trading.market';
import { POSITION_SELECT, type PositionRow, type StoredCharge } from './trading.rows';
import type { Charge } from './trading.types';
import { chargesOf } from './trading.views';
import { priceDecimals } from '../market-data/quote-view';
import { TradingError } from './trading.errors';
import type { OrderOrigin, SellingType, TradingWrites } from './trading.writes';

/** What `openMarket` did: nothing yet (market closed, quote stale or missing), refused by the product, or filled. */
export type ProductOpen =
  | { kind: 'wait'; why: string }
  | { kind: 'refused'; reason: string; price: Decimal; quoteAt: Date }
  | { kind: 'filled'; orderId: string; orderNo: string; positionId: string; price: Decimal; quoteAt: Date; totalCost: Decimal };

/**
 * Orders and closes that products place on a user's behalf (an institutional follow, the intraday strategy,
 * a loan's liquidation) and the positions they allot (IPO, block trade), inside the product's own unit of work (the owner's money lock taken first by the
 * caller). They are ordinary orders: the same fill at the recorded quote, charges, journal entry, events and
 * statement lines as the user's own, marked with their origin (opening) or selling type (closing). Nothing
 * fills or closes on a closed market or a stale quote (rule 7).
 */
export class ProductTrades {
  constructor(
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly markets: TradingMarkets,
    private readonly writes: TradingWrites,
  ) {}

  /**
   * A market order at the recorded quote. The quote is read in the transaction; `accept`, when given, sees
   * the price and the total cost (every charge included) before anything is written and may refuse with a
   * reason (a follow's price tolerance, the cash it holds).
   */
  async openMarket(
    tx: Tx,
    o: {
      userId: string;
      symbol: string;
      direction: Direction;
      shares: number;
      origin: OrderOrigin;
      accept?(c: { price: Decimal; totalCost: Decimal; settlementCurrency: string }): Promise<string | null>;
    },
  ): Promise<ProductOpen> {
    const meta = await this.markets.instrument(o.symbol);
    const now = this.clock.now();
    const shares = checkShares(o.shares, meta.lotSize, this.config.trading.maxOrderShares);
    if (!isOpen(meta.market, now)) return { kind: 'wait', why: TradingError.MARKET_CLOSED };
    const m = await this.markets.market(meta, tx.em).catch(() => null);
    if (!m) return { kind: 'wait', why: TradingError.QUOTE_UNAVAILABLE };
    if (this.markets.stale(m, now)) return { kind: 'wait', why: TradingError.QUOTE_STALE };
    const price = fillPrice(o.direction, 'open', m.quote);
    const figures = this.markets.openFigures(m, o.direction, shares, 1, price, now);
    const refusal = o.accept ? await o.accept({ price, totalCost: figures.totalCost, settlementCurrency: m.settlementCurrency }) : null;
    if (refusal) return { kind: 'refused', reason: refusal, price, quoteAt: m.quote.at };
    const orderId = randomUUID();
    const { order, positionId } = await this.writes.insertFilled(
      tx,
      {
        id: orderId,
        userId: o.userId,
        m,
        direction: o.direction,
        orderType: 'market',
        shares,
        leverage: 1,
        limitPrice: null,
        holdId: null,
        held: null,
        at: now,
        origin: o.origin,
      },
      { userId: o.userId, m, price, figures, holdId: null, at: now },
    );
    const orderNo = order.order_no;
    return { kind: 'filled', orderId, orderNo, positionId, price, quoteAt: m.quote.at, totalCost: figures.totalCost };
  }

  /** `openMarket` for a product that must trade now: a closed market or a stale quote is refused with its code. */
  async placeMarketInTx(
    tx: Tx,
    o: { userId: string; symbol: string; direction: Direction; shares: number; origin: OrderOrigin },
  ): Promise<{ orderId: string; orderNo: string; positionId: string; price: Decimal; totalCost: Decimal }> {
    const r = await this.openMarket(tx, o);
    if (r.kind === 'wait') throw new DomainError(r.why);
    if (r.kind === 'refused') throw new DomainError(r.reason);
    return r;
  }

  /**
   * For products that allot shares (IPO, block trade): opens the winner's fully paid position at the
   * offering's price inside the caller's unit of work (the owner's money lock taken first by the caller).
   */
  async openAllotment(
    tx: Tx,
    a: { userId: string; symbol: string; shares: number; price: Decimal; referenceType: string; referenceId: string; referenceNo: string },
  ): Promise<{ positionId: string; tradeNo: string }> {
    const meta = await this.markets.instrument(a.symbol);
    const quote = await this.markets.market(meta, tx.em).then(
      (m) => m.quote,
      () => null,
    );
    return this.writes.openAllotment(tx, { ...a, meta, quote, at: this.clock.now() });
  }

  /** Whether a symbol's position could be opened from an allotment (it settles in its own currency). */
  async allotmentCurrency(symbol: string): Promise<string | null> {
    const meta = await this.markets.instrument(symbol);
    return this.markets.settlementOf(meta.currency) === meta.currency ? meta.currency : null;
  }

  /** The total cost (settlement currency) of a long 1× market order at the current ask, charges included. */
  async marketCostNow(
    symbol: string,
    shares: number,
  ): Promise<{
    ask: Decimal;
    quoteAt: Date;
    simulated: boolean;
    totalCost: Decimal;
    chargesTotal: Decimal;
    notional: Decimal;
    charges: PricedCharge[];
    settlementCurrency: string;
    quoteCurrency: string;
    fxRate: Decimal | null;
  }> {
    const meta = await this.markets.instrument(symbol);
    const m = await this.markets.market(meta);
    const ask = fillPrice('long', 'open', m.quote);
    const f = this.markets.openFigures(m, 'long', shares, 1, ask, this.clock.now());
    return {
      ask,
      quoteAt: m.quote.at,
      simulated: m.quote.simulated,
      totalCost: f.totalCost,
      chargesTotal: f.chargesTotal,
      notional: f.notional,
      charges: f.charges,
      settlementCurrency: m.settlementCurrency,
      quoteCurrency: m.quoteCurrency,
      fxRate: f.fxRate,
    };
  }

  /** A long 1× leg's charges at a price on a date, in the quote currency (a track record's costs). */
  async legChargesTotal(symbol: string, leg: 'open' | 'close', shares: number, price: Decimal, at: Date): Promise<Decimal> {
    const meta = await this.markets.instrument(symbol);
    return this.markets.legLines({ meta }, 'long', leg, shares, price, at, false).reduce((sum, l) => sum.plus(l.amount), new Money(0));
  }

  /** The balance a symbol's orders are paid from. */
  async settlementCurrencyOf(symbol: string): Promise<string> {
    const meta = await this.markets.instrument(symbol);
    return this.markets.settlementOf(meta.currency);
  }

  /** The instrument at its recorded quote, whether its market is open and whether the quote is fresh enough to trade on. */
  async productMarket(symbol: string, em?: EntityManager): Promise<{ m: Market; open: boolean; fresh: boolean }> {
    const meta = await this.markets.instrument(symbol);
    const m = await this.markets.market(meta, em);
    const now = this.clock.now();
    const open = isOpen(meta.market, now);
    return { m, open, fresh: open && !this.markets.stale(m, now) };
  }

  /** What opening `shares` long costs at this quote now, every charge included (settlement currency). */
  openCost(m: Market, shares: number): Decimal {
    return this.markets.openFigures(m, 'long', shares, 1, fillPrice('long', 'open', m.quote), this.clock.now()).totalCost;
  }

  /** The net result of closing an open position at this quote now, after every charge of both legs. */
  async markNet(em: EntityManager, positionId: string, m: Market): Promise<Decimal> {
    const rows: PositionRow[] = await em.query(`${POSITION_SELECT} WHERE p.id = $1`, [positionId]);
    return this.markets.closeFigures(rows[0], m, this.clock.now()).netProfit;
  }

  /**
   * Closes a position at the recorded quote with the product's selling type. Refused on a closed market or
   * a stale quote; null when it was already closed (by the user or another rule).
   */
  async closeInTx(
    tx: Tx,
    c: { positionId: string; ownerId: string; sellingType: SellingType },
  ): Promise<{ proceeds: Decimal; netProfit: Decimal } | null> {
    const rows: Array<{ symbol: string }> = await tx.em.query('SELECT symbol FROM positions WHERE id = $1', [c.positionId]);
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    const { m, fresh, open } = await this.productMarket(rows[0].symbol, tx.em);
    if (!open) throw new DomainError(TradingError.MARKET_CLOSED);
    if (!fresh) throw new DomainError(TradingError.QUOTE_STALE);
    const done = await this.writes.close(tx, {
      id: c.positionId,
      ownerId: c.ownerId,
      actorId: null,
      m,
      sellingType: c.sellingType,
      guard: () => true,
    });
    if (!done) return null;
    return this.closedFigures(tx.em, c.positionId);
  }

  /**
   * Open positions of `userId` marked now, exactly as Trade marks them (`positionViews`): the net result
   * of closing at the current quote after the opening charges paid and the closing charges due, with the
   * user's own commission discount. Positions closed or without a quote are left out.
   */
  async liveNets(userId: string, positionIds: readonly string[]): Promise<Map<string, Decimal>> {
    const out = new Map<string, Decimal>();
    if (positionIds.length === 0) return out;
    const db = this.markets.ds;
    const rows: PositionRow[] = await db.query(
      `${POSITION_SELECT} WHERE p.id = ANY($1::uuid[]) AND p.user_id = $2 AND c.position_id IS NULL`,
      [positionIds, userId],
    );
    if (rows.length === 0) return out;
    const markets = await this.markets.marketsOf(rows.map((p) => p.symbol));
    const discount = await this.markets.commissionDiscount(userId);
    const now = this.clock.now();
    for (const p of rows) {
      const m = markets.get(p.symbol);
      if (m) out.set(p.id, this.markets.closeFigures(p, m, now, discount).netProfit);
    }
    return out;
  }

  /** Every opening charge of these positions, itemised as Trade shows them (one read). */
  async openingCharges(positionIds: readonly string[]): Promise<Map<string, Charge[]>> {
    if (positionIds.length === 0) return new Map();
    const rows: Array<{ id: string; open_charges: StoredCharge[] }> = await this.markets.ds.query(
      'SELECT id, open_charges FROM positions WHERE id = ANY($1::uuid[])',
      [positionIds],
    );
    return new Map(rows.map((r) => [r.id, chargesOf(r.open_charges)]));
  }

  /** Decimal places of a price of `symbol` at `price` (its tick there: the TWSE ladder moves with the price). */
  async priceDecimals(symbol: string, price: Decimal): Promise<number> {
    return priceDecimals(await this.markets.instrument(symbol), price.toFixed());
  }

  /** What a closed position returned (proceeds to cash, net profit after every charge); null while open. */
  async closedFigures(em: EntityManager, positionId: string): Promise<{ proceeds: Decimal; netProfit: Decimal } | null> {
    const rows: Array<{ proceeds: string; net_profit: string }> = await em.query(
      'SELECT proceeds::text, net_profit::text FROM position_closes WHERE position_id = $1',
      [positionId],
    );
    return rows[0] ? { proceeds: new Money(rows[0].proceeds), netProfit: new Money(rows[0].net_profit) } : null;
  }

  /**
   * The bid of each symbol for valuing collateral now, with whether its quote is stale (rule 7: collateral
   * is never valued on a stale quote) and whether its market is open (a sale needs it).
   */
  async valuationQuotes(
    symbols: readonly string[],
  ): Promise<Map<string, { bid: Decimal; at: Date; stale: boolean; open: boolean; simulated: boolean }>> {
    const now = this.clock.now();
    const markets = await this.markets.marketsOf(symbols);
    const out = new Map<string, { bid: Decimal; at: Date; stale: boolean; open: boolean; simulated: boolean }>();
    for (const [symbol, m] of markets)
      out.set(symbol, {
        bid: m.quote.bid,
        at: m.quote.at,
        stale: this.markets.stale(m, now),
        open: isOpen(m.meta.market, now),
        simulated: m.quote.simulated,
      });
    return out;
  }

  /**
   * Sells a pledged position at the quote for a loan (selling type loan_liquidation), inside the caller's
   * unit of work; false when its market is closed or its quote is stale (nothing sells on a stale quote).
   */
  async liquidate(tx: Tx, positionId: string, ownerId: string, symbol: string): Promise<boolean> {
    const meta = await this.markets.instrument(symbol);
    const now = this.clock.now();
    if (!isOpen(meta.market, now)) return false;
    const m = await this.markets.market(meta, tx.em);
    if (this.markets.stale(m, now)) return false;
    return this.writes.close(tx, { id: positionId, ownerId, actorId: null, m, sellingType: 'loan_liquidation', guard: () => true });
  }
}
