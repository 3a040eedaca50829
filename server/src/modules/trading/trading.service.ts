import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { UserEventMessage } from '../../graphql/pubsub';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import type { User } from '../auth/user.entity';
import type { UserEventsService } from '../events/user-events.service';
import { idempotent } from '../ledger/idempotency';
import { type AccountRef, type PostingLine, platformShard } from '../ledger/ledger-rules';
import { LedgerError } from '../ledger/ledger.errors';
import type { AccountsService } from '../ledger/accounts.service';
import type { LedgerProblem, LedgerService } from '../ledger/ledger.service';
import { MARKET_HOURS, isOpen, sessionAt } from '../market-data/calendar/calendar-rules';
import { localDate } from '../market-data/calendar/time-zone';
import { ALL_MARKETS, type MarketCode } from '../market-data/market-code';
import type { MarketDataService } from '../market-data/market-data.service';
import { MarketError } from '../market-data/market-data.errors';
import { type StoredFx, type StoredQuote, readFx, readQuotes } from '../market-data/quote-store';
import type { SymbolMeta } from '../market-data/symbol-directory';
import { CHARGE_TABLE, type ChargeLine, type ChargeTable, legCharges } from './charges-rules';
import {
  type Direction,
  type FxTerms,
  type PricedCharge,
  checkLeverage,
  checkLimitPrice,
  checkShares,
  closeFigures,
  fillPrice,
  grossPnl,
  isDayTrade,
  isWatched,
  limitCrossed,
  openFigures,
  shouldStopOut,
  stopOutPrice,
  tradeSide,
} from './trading-rules';
import { TradingError } from './trading.errors';
import { toPosition } from './trading.views';
import type { MarketTradingRules, OrderPreviewInput, PlaceOrderInput, Position } from './trading.types';

export interface QuoteSnapshot {
  bid: Decimal;
  ask: Decimal;
  at: Date;
  source: string;
  simulated: boolean;
}

interface Market {
  meta: SymbolMeta;
  quote: QuoteSnapshot;
  fx: FxTerms | null;
  /** Quote currency, settlement currency. */
  quoteCurrency: string;
  settlementCurrency: string;
}

export interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  symbol: string;
  market: string;
  direction: Direction;
  order_type: 'market' | 'limit';
  shares: number;
  limit_price: string | null;
  leverage: number;
  quote_currency: string;
  settlement_currency: string;
  hold_id: string | null;
  held_amount: string | null;
  created_at: Date;
  status: 'filled' | 'cancelled' | null;
  position_id: string | null;
  reason: string | null;
  closed_at: Date | null;
}

export interface PositionRow {
  id: string;
  trade_no: string;
  order_no: string;
  user_id: string;
  symbol: string;
  market: string;
  direction: Direction;
  shares: number;
  leverage: number;
  quote_currency: string;
  settlement_currency: string;
  entry_price: string;
  entry_quote_at: Date;
  entry_bid: string;
  entry_ask: string;
  entry_quote_source: string;
  entry_simulated: boolean;
  entry_fx_mid: string | null;
  entry_fx_rate: string | null;
  margin_quote: string;
  margin: string;
  open_charges: StoredCharge[];
  open_charges_total: string;
  trade_date: string;
  opened_at: Date;
  // close (null while open)
  selling_type: string | null;
  exit_price: string | null;
  exit_quote_at: Date | null;
  exit_bid: string | null;
  exit_ask: string | null;
  exit_quote_source: string | null;
  exit_simulated: boolean | null;
  exit_fx_rate: string | null;
  gross_pnl_quote: string | null;
  close_charges: StoredCharge[] | null;
  close_charges_total: string | null;
  proceeds: string | null;
  loss_absorbed: string | null;
  net_profit: string | null;
  closed_at: Date | null;
}

export interface StoredCharge {
  kind: PricedCharge['kind'];
  basis: string;
  amount: string;
  currency: string;
  settlementAmount: string;
}

const ORDER_SELECT = `SELECT o.*, oc.status, oc.position_id, oc.reason, oc.at AS closed_at
  FROM orders o LEFT JOIN order_outcomes oc ON oc.order_id = o.id`;
const POSITION_SELECT = `SELECT p.*, p.trade_date::text AS trade_date, o.order_no, c.selling_type, c.exit_price, c.exit_quote_at, c.exit_bid, c.exit_ask,
    c.exit_quote_source, c.exit_simulated, c.exit_fx_rate, c.gross_pnl_quote, c.close_charges, c.close_charges_total, c.proceeds,
    c.loss_absorbed, c.net_profit, c.closed_at
  FROM positions p JOIN orders o ON o.id = p.order_id LEFT JOIN position_closes c ON c.position_id = p.id`;

function storeCharges(lines: readonly PricedCharge[]): StoredCharge[] {
  return lines.map((l) => ({
    kind: l.kind,
    basis: l.basis,
    amount: l.amount.toFixed(),
    currency: l.currency,
    settlementAmount: l.settlementAmount.toFixed(),
  }));
}

function cursorOf(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

function parseCursor(after: string | null | undefined): { at: Date; id: string } | null {
  if (!after) return null;
  const [at, id] = Buffer.from(after, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(date.getTime())) throw new DomainError(CommonError.BAD_INPUT);
  return { at: date, id };
}

/**
 * Orders, fills at recorded market-data quotes, positions and closes. Money moves only through the
 * ledger: a fill moves the margin from available cash (or from the order's hold) into the user's
 * margin account with every charge in one journal entry; a close returns the margin with the profit or
 * less the loss and the charges, in one journal entry. Nothing here writes a price.
 */
export class TradingService {
  private readonly closeOutRatio: Decimal;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountsService,
    private readonly events: UserEventsService,
    private readonly marketData: MarketDataService,
    private readonly charges: ChargeTable = CHARGE_TABLE,
  ) {
    this.closeOutRatio = new Money(config.trading.closeOutRatio);
  }

  private settlementOf(quoteCurrency: string): string {
    return this.config.trading.settlement[quoteCurrency] ?? quoteCurrency;
  }

  leverages(market: string): number[] {
    return this.config.trading.leverage[market as keyof Config['trading']['leverage']] ?? [1];
  }

  /** Spanish FTT: companies worth more than €1bn (reference close × shares outstanding, the seed's figures). */
  private fttApplies(meta: SymbolMeta): boolean {
    if (meta.market !== 'ES' || !meta.sharesOutstanding) return false;
    return new Money(meta.referenceClose).times(meta.sharesOutstanding).gt(1_000_000_000);
  }

  private tradeDate(market: string, at: Date): string {
    return localDate(MARKET_HOURS[market as MarketCode].zone, at);
  }

  private async instrument(symbol: string): Promise<SymbolMeta> {
    const meta = (await this.marketData.directory()).get(symbol);
    if (!meta || meta.kind !== 'instrument') throw new DomainError(MarketError.INSTRUMENT_NOT_FOUND);
    return meta;
  }

  /** The current quote (and FX rate for a converted market), read from what the feed recorded. */
  private async market(meta: SymbolMeta, db: DataSource | EntityManager = this.ds): Promise<Market> {
    const [q] = await readQuotes(db, [meta.symbol]);
    const converted = this.settlementOf(meta.currency) !== meta.currency;
    const m = q ? this.toMarket(meta, q, converted ? await readFx(db) : []) : null;
    if (!m) throw new DomainError(TradingError.QUOTE_UNAVAILABLE);
    return m;
  }

  /** A quote with its FX terms where the settlement currency differs; null when that rate is missing. */
  private toMarket(meta: SymbolMeta, q: StoredQuote, fxRows: readonly StoredFx[]): Market | null {
    const settlementCurrency = this.settlementOf(meta.currency);
    let fx: FxTerms | null = null;
    if (settlementCurrency !== meta.currency) {
      const rate = fxRows.find((r) => r.pair === `${settlementCurrency}${meta.currency}`);
      if (!rate) return null;
      fx = { mid: new Money(rate.rate), spreadBps: this.config.money.fxSpreadBps };
    }
    return { meta, quote: toSnapshot(q), fx, quoteCurrency: meta.currency, settlementCurrency };
  }

  private legLines(
    m: Market,
    direction: Direction,
    leg: 'open' | 'close',
    shares: number,
    price: Decimal,
    at: Date,
    dayTrade: boolean,
  ): ChargeLine[] {
    return legCharges(this.charges, {
      market: m.meta.market as 'ES' | 'US' | 'TW' | 'GOLD',
      side: tradeSide(direction, leg),
      shares,
      price,
      tradeDate: this.tradeDate(m.meta.market, at),
      dayTrade,
      fttApplies: this.fttApplies(m.meta),
    });
  }

  private checkInput(meta: SymbolMeta, input: OrderPreviewInput): { shares: number; leverage: number; limitPrice: Decimal | null } {
    const shares = checkShares(input.shares, meta.lotSize, this.config.trading.maxOrderShares);
    const leverage = checkLeverage(input.leverage, this.leverages(meta.market));
    if (input.orderType === 'market') {
      if (input.limitPrice != null) throw new DomainError(TradingError.LIMIT_PRICE_INVALID);
      return { shares, leverage, limitPrice: null };
    }
    return { shares, leverage, limitPrice: checkLimitPrice(input.limitPrice, meta.tickRule, meta.tickUnits) };
  }

  private figures(m: Market, direction: Direction, shares: number, leverage: number, price: Decimal, at: Date) {
    return openFigures({
      price,
      shares,
      leverage,
      chargeLines: this.legLines(m, direction, 'open', shares, price, at, false),
      fx: m.fx,
      quoteCurrency: m.quoteCurrency,
      settlementCurrency: m.settlementCurrency,
    });
  }

  // ---- preview and placing ----

  async preview(userId: string, input: OrderPreviewInput) {
    const meta = await this.instrument(input.symbol);
    const { shares, leverage, limitPrice } = this.checkInput(meta, input);
    const m = await this.market(meta);
    const now = this.clock.now();
    const direction = input.direction as Direction;
    const price = limitPrice ?? fillPrice(direction, 'open', m.quote);
    const f = this.figures(m, direction, shares, leverage, price, now);
    const closePrice = fillPrice(direction, 'close', m.quote);
    const closeLines = this.legLines(m, direction, 'close', shares, closePrice, now, true);
    const close = closeFigures({
      direction,
      entryPrice: price,
      price: closePrice,
      shares,
      margin: f.margin,
      openChargesTotal: f.chargesTotal,
      chargeLines: closeLines,
      fx: m.fx,
      quoteCurrency: m.quoteCurrency,
      settlementCurrency: m.settlementCurrency,
    });
    const [balance] = await this.ledger.balances(userId, [m.settlementCurrency]);
    const hold = input.orderType === 'limit' ? this.limitHold(f.totalCost, m) : f.totalCost;
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
      stopOutPrice: isWatched(direction, leverage) ? stopOutPrice(direction, price, shares, f.marginQuote, this.closeOutRatio) : null,
      available: balance.available,
      sufficientFunds: balance.available.gte(hold),
    };
  }

  /** A limit order in a converted market holds a buffer for the FX rate moving before it fills. */
  private limitHold(totalCost: Decimal, m: Market): Decimal {
    if (!m.fx) return totalCost;
    return totalCost
      .times(new Money(1).plus(new Money(this.config.trading.fxHoldBufferBps).dividedBy(10_000)))
      .toDecimalPlaces(2, Money.ROUND_UP);
  }

  async placeOrder(user: User, input: PlaceOrderInput): Promise<OrderRow> {
    const meta = await this.instrument(input.symbol);
    const { shares, leverage, limitPrice } = this.checkInput(meta, input);
    const direction = input.direction as Direction;
    const now = this.clock.now();
    if (input.orderType === 'market' && !isOpen(meta.market, now)) throw new DomainError(TradingError.MARKET_CLOSED);
    const m = await this.market(meta);
    const fingerprint = { symbol: meta.symbol, orderType: input.orderType, direction, shares, leverage, limitPrice };
    const id = await this.events.transaction(async (em, events) => {
      const { resultId } = await idempotent(
        em,
        { ownerId: user.id, key: input.idempotencyKey, operation: 'placeOrder', input: fingerprint },
        async (orderId) => {
          if (input.orderType === 'market') {
            const price = fillPrice(direction, 'open', m.quote);
            const f = this.figures(m, direction, shares, leverage, price, now);
            await this.insertOrder(em, {
              id: orderId,
              userId: user.id,
              meta,
              m,
              direction,
              orderType: 'market',
              shares,
              leverage,
              limitPrice: null,
              holdId: null,
              held: null,
              at: now,
            });
            await this.fill(em, events, {
              orderId,
              userId: user.id,
              m,
              direction,
              shares,
              leverage,
              price,
              figures: f,
              holdId: null,
              at: now,
            });
          } else {
            const f = this.figures(m, direction, shares, leverage, limitPrice as Decimal, now);
            const held = this.limitHold(f.totalCost, m);
            const hold = await this.ledger.hold(em, {
              ownerId: user.id,
              currency: m.settlementCurrency,
              amount: held,
              referenceType: 'order',
              referenceId: orderId,
              kind: 'order_hold',
            });
            await this.insertOrder(em, {
              id: orderId,
              userId: user.id,
              meta,
              m,
              direction,
              orderType: 'limit',
              shares,
              leverage,
              limitPrice,
              holdId: hold.id,
              held,
              at: now,
            });
            events.push(
              await this.events.append(em, user.id, 'ORDER_UPDATED', { id: orderId, status: 'pending', symbol: meta.symbol }, now),
            );
            events.push(await this.events.appendBalance(em, user.id, m.settlementCurrency, now));
          }
        },
      );
      return resultId;
    });
    return this.orderById(id);
  }

  private async insertOrder(
    em: EntityManager,
    o: {
      id: string;
      userId: string;
      meta: SymbolMeta;
      m: Market;
      direction: Direction;
      orderType: 'market' | 'limit';
      shares: number;
      leverage: number;
      limitPrice: Decimal | null;
      holdId: string | null;
      held: Decimal | null;
      at: Date;
    },
  ): Promise<void> {
    await em.query(
      `INSERT INTO orders (id, order_no, user_id, symbol, market, direction, order_type, shares, limit_price, leverage, quote_currency,
                           settlement_currency, hold_id, held_amount, created_at)
       VALUES ($1, 'O' || to_char($14::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('trading_no_seq'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        o.id,
        o.userId,
        o.meta.symbol,
        o.meta.market,
        o.direction,
        o.orderType,
        o.shares,
        o.limitPrice?.toFixed() ?? null,
        o.leverage,
        o.m.quoteCurrency,
        o.m.settlementCurrency,
        o.holdId,
        o.held?.toFixed() ?? null,
        o.at,
      ],
    );
  }

  private platform(kind: AccountRef['kind'], currency: string, userId: string): AccountRef {
    return { ownerId: null, currency, kind, shard: platformShard(userId) };
  }

  /** Postings of the opening charges: commission, fees and FX spread to fee income, taxes to tax payable. */
  private chargePostings(lines: readonly PricedCharge[], currency: string, userId: string): PostingLine[] {
    let fees = new Money(0);
    let taxes = new Money(0);
    for (const l of lines) {
      if (l.kind === 'TRANSACTION_TAX' || l.kind === 'FINANCIAL_TRANSACTION_TAX') taxes = taxes.plus(l.settlementAmount);
      else fees = fees.plus(l.settlementAmount);
    }
    const out: PostingLine[] = [];
    if (fees.gt(0)) out.push({ account: this.platform('fee_income', currency, userId), amount: fees });
    if (taxes.gt(0)) out.push({ account: this.platform('tax_payable', currency, userId), amount: taxes });
    return out;
  }

  /**
   * Fills an order at a quote: opens the position and, in one journal entry, moves the margin and the
   * charges out of available cash (market order) or out of the order's hold (limit order, the rest of
   * the hold returning to available cash).
   */
  private async fill(
    em: EntityManager,
    events: UserEventMessage[],
    o: {
      orderId: string;
      userId: string;
      m: Market;
      direction: Direction;
      shares: number;
      leverage: number;
      price: Decimal;
      figures: ReturnType<TradingService['figures']>;
      holdId: string | null;
      at: Date;
    },
  ): Promise<string> {
    const positionId = randomUUID();
    const cur = o.m.settlementCurrency;
    const f = o.figures;
    // Everything that locks nothing busy goes first; the journal entry (which locks the account rows)
    // is the last write but the balance event, so those locks are held for as short a time as possible.
    // The journal entry's id is drawn here, with the position, so it costs no round trip of its own.
    const [{ entry_id: entryId }]: Array<{ entry_id: string }> = await em.query(
      `WITH p AS (
         INSERT INTO positions (id, trade_no, user_id, order_id, symbol, market, direction, shares, leverage, quote_currency, settlement_currency,
           entry_price, entry_quote_at, entry_bid, entry_ask, entry_quote_source, entry_simulated, entry_fx_mid, entry_fx_rate,
           margin_quote, margin, open_charges, open_charges_total, trade_date, entry_id, opened_at)
         SELECT $1, 'T' || to_char($17::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('trading_no_seq'), $2, $3, o.symbol, o.market,
           o.direction, o.shares, o.leverage, o.quote_currency, o.settlement_currency,
           $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, nextval('ledger_entries_id_seq'), $17
         FROM orders o WHERE o.id = $3
         RETURNING id, entry_id),
       oc AS (INSERT INTO order_outcomes (order_id, user_id, status, position_id, at) SELECT $3, $2, 'filled', p.id, $17 FROM p)
       SELECT entry_id::text FROM p`,
      [
        positionId,
        o.userId,
        o.orderId,
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
        this.tradeDate(o.m.meta.market, o.at),
        o.at,
      ],
    );
    events.push(
      ...(await this.events.appendMany(
        em,
        o.userId,
        [
          { type: 'ORDER_UPDATED', payload: { id: o.orderId, status: 'filled', symbol: o.m.meta.symbol } },
          { type: 'POSITION_UPDATED', payload: { id: positionId, status: 'open', symbol: o.m.meta.symbol } },
        ],
        o.at,
      )),
    );
    const destinations: PostingLine[] = [
      { account: { ownerId: o.userId, currency: cur, kind: 'user_margin' }, amount: f.margin },
      ...this.chargePostings(f.charges, cur, o.userId),
    ];
    if (o.holdId) {
      await this.ledger.postHold(em, o.holdId, { kind: 'position_open', destinations, actorId: o.userId, entryId });
    } else {
      await this.ledger.post(
        em,
        {
          kind: 'position_open',
          referenceType: 'position',
          referenceId: positionId,
          actorId: o.userId,
          postings: [{ account: { ownerId: o.userId, currency: cur, kind: 'user_available' }, amount: f.totalCost.neg() }, ...destinations],
        },
        { lockFirst: false, entryId },
      );
    }
    events.push(await this.events.appendBalance(em, o.userId, cur, o.at));
    return positionId;
  }

  // ---- cancelling ----

  /**
   * Locks an order, then reads it with its outcome in a second statement: a statement that waited for
   * the lock would still see the outcome as it was before (a fill that just committed would be missed).
   */
  private async lockOrder(em: EntityManager, id: string): Promise<OrderRow | undefined> {
    await em.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [id]);
    const rows: OrderRow[] = await em.query(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
    return rows[0];
  }

  async cancelOrder(user: User, id: string, idempotencyKey: string): Promise<OrderRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    await this.events.transaction(async (em, events) => {
      await idempotent(em, { ownerId: user.id, key: idempotencyKey, operation: 'cancelOrder', input: { id } }, async () => {
        await this.cancelInTx(em, events, id, user.id, 'USER');
      });
    });
    return this.orderById(id);
  }

  private async cancelInTx(
    em: EntityManager,
    events: UserEventMessage[],
    id: string,
    userId: string | null,
    reason: string,
  ): Promise<void> {
    const order = await this.lockOrder(em, id);
    if (!order || (userId && order.user_id !== userId)) throw new DomainError(CommonError.NOT_FOUND);
    if (order.status !== null || !order.hold_id) throw new DomainError(TradingError.ORDER_NOT_PENDING);
    const now = this.clock.now();
    await this.ledger.voidHold(em, order.hold_id, { kind: 'order_cancelled', actorId: userId, memo: reason === 'USER' ? null : reason });
    await em.query(`INSERT INTO order_outcomes (order_id, user_id, status, reason, at) VALUES ($1, $2, 'cancelled', $3, $4)`, [
      id,
      order.user_id,
      reason,
      now,
    ]);
    events.push(
      await this.events.append(em, order.user_id, 'ORDER_UPDATED', { id, status: 'cancelled', symbol: order.symbol, reason }, now),
    );
    events.push(await this.events.appendBalance(em, order.user_id, order.settlement_currency, now));
  }

  // ---- closing ----

  async closePreview(userId: string, id: string) {
    const p = await this.positionById(userId, id);
    if (p.closed_at) throw new DomainError(TradingError.POSITION_ALREADY_CLOSED);
    const meta = await this.instrument(p.symbol);
    const m = await this.market(meta);
    const now = this.clock.now();
    const f = this.closeFiguresOf(p, m, now);
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

  private closeFiguresOf(p: PositionRow, m: Market, at: Date) {
    const price = fillPrice(p.direction, 'close', m.quote);
    const dayTrade = isDayTrade(p.trade_date, this.tradeDate(p.market, at));
    return closeFigures({
      direction: p.direction,
      entryPrice: new Money(p.entry_price),
      price,
      shares: p.shares,
      margin: new Money(p.margin),
      openChargesTotal: new Money(p.open_charges_total),
      chargeLines: this.legLines(m, p.direction, 'close', p.shares, price, at, dayTrade),
      fx: m.fx,
      quoteCurrency: m.quoteCurrency,
      settlementCurrency: m.settlementCurrency,
    });
  }

  async closePosition(user: User, id: string, idempotencyKey: string): Promise<PositionRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const p = await this.positionById(user.id, id);
    const meta = await this.instrument(p.symbol);
    if (!isOpen(meta.market, this.clock.now())) throw new DomainError(TradingError.MARKET_CLOSED);
    const m = await this.market(meta);
    await this.events.transaction(async (em, events) => {
      await idempotent(em, { ownerId: user.id, key: idempotencyKey, operation: 'closePosition', input: { id } }, async () => {
        await this.closeInTx(em, events, id, user.id, m, 'manual');
      });
    });
    return this.positionById(user.id, id);
  }

  /** Closes one position at the given market's quote in one journal entry; exactly once. */
  private async closeInTx(
    em: EntityManager,
    events: UserEventMessage[],
    id: string,
    userId: string | null,
    m: Market,
    sellingType: 'manual' | 'stop_out' | 'end_of_day',
    guard?: (p: PositionRow, f: ReturnType<TradingService['closeFiguresOf']>) => boolean,
  ): Promise<boolean> {
    // Locking the position row serialises a user's close with the risk job's (FOR UPDATE changes nothing).
    const locked: Array<{ user_id: string }> = await em.query('SELECT user_id FROM positions WHERE id = $1 FOR UPDATE', [id]);
    if (!locked[0] || (userId && locked[0].user_id !== userId)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: PositionRow[] = await em.query(`${POSITION_SELECT} WHERE p.id = $1`, [id]);
    const p = rows[0];
    if (p.closed_at) {
      if (guard) return false;
      throw new DomainError(TradingError.POSITION_ALREADY_CLOSED);
    }
    const now = this.clock.now();
    const f = this.closeFiguresOf(p, m, now);
    if (guard && !guard(p, f)) return false;
    const cur = p.settlement_currency;
    const margin = new Money(p.margin);
    const postings: PostingLine[] = [{ account: { ownerId: p.user_id, currency: cur, kind: 'user_margin' }, amount: margin.neg() }];
    if (f.proceeds.gt(0)) postings.push({ account: { ownerId: p.user_id, currency: cur, kind: 'user_available' }, amount: f.proceeds });
    // Charges are owed out of what the position returns; what it cannot cover (a loss past the margin) the platform bears.
    const chargeLines = this.chargePostings(f.charges, cur, p.user_id);
    postings.push(...chargeLines);
    const counterparty = postings.reduce((sum, l) => sum.minus(l.amount), new Money(0));
    if (!counterparty.isZero()) postings.push({ account: this.platform('trading_counterparty', cur, p.user_id), amount: counterparty });
    const entryId = await this.ledger.nextEntryId(em);
    await em.query(
      `INSERT INTO position_closes (position_id, user_id, selling_type, exit_price, exit_quote_at, exit_bid, exit_ask, exit_quote_source, exit_simulated,
         exit_fx_mid, exit_fx_rate, gross_pnl_quote, close_charges, close_charges_total, proceeds, loss_absorbed, net_profit, trade_date, entry_id, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
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
        this.tradeDate(p.market, now),
        entryId,
        now,
      ],
    );
    events.push(
      await this.events.append(
        em,
        p.user_id,
        'POSITION_UPDATED',
        { id: p.id, status: 'closed', symbol: p.symbol, reason: sellingType },
        now,
      ),
    );
    await this.ledger.post(
      em,
      { kind: `position_close_${sellingType}`, referenceType: 'position', referenceId: p.id, actorId: userId, postings },
      { lockFirst: false, entryId },
    );
    events.push(await this.events.appendBalance(em, p.user_id, cur, now));
    return true;
  }

  // ---- the engine: limit fills, stop-outs, end of day (run after every tick batch and by the job queue) ----

  /** Fills waiting limit orders whose limit the current quote has reached. Returns how many filled. */
  async matchLimitOrders(symbols?: readonly string[]): Promise<number> {
    const pending: Array<{ id: string; symbol: string }> = await this.ds.query(
      `SELECT o.id, o.symbol FROM orders o LEFT JOIN order_outcomes oc ON oc.order_id = o.id
       JOIN quotes q ON q.symbol = o.symbol
       WHERE oc.order_id IS NULL AND o.order_type = 'limit' ${symbols ? 'AND o.symbol = ANY($1::varchar[])' : ''}
         AND ((o.direction = 'long' AND q.ask <= o.limit_price) OR (o.direction = 'short' AND q.bid >= o.limit_price))
       ORDER BY o.created_at, o.id`,
      symbols ? [symbols] : [],
    );
    let filled = 0;
    for (const row of pending) {
      try {
        if (await this.fillLimit(row.id, row.symbol)) filled++;
      } catch (err) {
        logger.error({ err, orderId: row.id }, 'limit fill failed');
      }
    }
    return filled;
  }

  private async fillLimit(orderId: string, symbol: string): Promise<boolean> {
    const meta = await this.instrument(symbol);
    const now = this.clock.now();
    if (!isOpen(meta.market, now)) return false;
    return this.events.transaction(async (em, events) => {
      const order = await this.lockOrder(em, orderId);
      if (!order || order.status !== null || !order.hold_id) return false;
      // The quote is read inside the transaction: the fill uses (and records) exactly what is stored now.
      const m = await this.market(meta, em);
      const direction = order.direction;
      if (!limitCrossed(direction, new Money(order.limit_price as string), m.quote)) return false;
      const price = fillPrice(direction, 'open', m.quote);
      const f = this.figures(m, direction, order.shares, order.leverage, price, now);
      if (f.totalCost.gt(new Money(order.held_amount as string))) {
        // FX moved past the buffer: the hold cannot pay for the fill. Cancel with the reason the user sees.
        await this.cancelInTx(em, events, orderId, null, LedgerError.INSUFFICIENT_FUNDS);
        return false;
      }
      await this.fill(em, events, {
        orderId,
        userId: order.user_id,
        m,
        direction,
        shares: order.shares,
        leverage: order.leverage,
        price,
        figures: f,
        holdId: order.hold_id,
        at: now,
      });
      return true;
    });
  }

  /** Closes watched positions whose equity has fallen to their maintenance margin. Returns how many. */
  async riskSweep(symbols?: readonly string[]): Promise<number> {
    const open: Array<{
      id: string;
      symbol: string;
      direction: Direction;
      leverage: number;
      shares: number;
      entry_price: string;
      margin_quote: string;
    }> = await this.ds.query(
      `SELECT p.id, p.symbol, p.direction, p.leverage, p.shares, p.entry_price::text, p.margin_quote::text
         FROM positions p LEFT JOIN position_closes c ON c.position_id = p.id
         WHERE c.position_id IS NULL AND (p.leverage > 1 OR p.direction = 'short') ${symbols ? 'AND p.symbol = ANY($1::varchar[])' : ''}`,
      symbols ? [symbols] : [],
    );
    if (open.length === 0) return 0;
    const now = this.clock.now();
    const markets = await this.marketsOf(open.map((p) => p.symbol));
    const breached = (p: { direction: Direction; shares: number; entry_price: string; margin_quote: string }, m: Market) =>
      shouldStopOut(
        new Money(p.margin_quote),
        grossPnl(p.direction, new Money(p.entry_price), fillPrice(p.direction, 'close', m.quote), p.shares),
        this.closeOutRatio,
      );
    let closed = 0;
    for (const row of open) {
      const m = markets.get(row.symbol);
      // Checked here first, so only breached positions cost a transaction; checked again under the row lock.
      if (!m || !isWatched(row.direction, row.leverage) || !isOpen(m.meta.market, now) || !breached(row, m)) continue;
      try {
        const done = await this.events.transaction((em, events) =>
          this.closeInTx(em, events, row.id, null, m, 'stop_out', (p) =>
            breached({ direction: p.direction, shares: p.shares, entry_price: p.entry_price, margin_quote: p.margin_quote }, m),
          ),
        );
        if (done) closed++;
      } catch (err) {
        logger.error({ err, positionId: row.id }, 'stop-out failed');
      }
    }
    return closed;
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
    const open: Array<{ id: string; symbol: string }> = await this.ds.query(
      `SELECT p.id, p.symbol FROM positions p LEFT JOIN position_closes c ON c.position_id = p.id
       WHERE c.position_id IS NULL AND p.leverage >= $1 AND p.market = ANY($2::varchar[])`,
      [from, closing],
    );
    let closed = 0;
    for (const row of open) {
      try {
        const m = await this.market(await this.instrument(row.symbol));
        const done = await this.events.transaction((em, events) => this.closeInTx(em, events, row.id, null, m, 'end_of_day', () => true));
        if (done) closed++;
      } catch (err) {
        logger.error({ err, positionId: row.id }, 'end-of-day close failed');
      }
    }
    return closed;
  }

  /** After a tick batch: fills, stop-outs and the end-of-day rule for the symbols that moved. */
  async afterTicks(symbols: readonly string[]): Promise<void> {
    if (symbols.length === 0) return;
    await this.matchLimitOrders(symbols);
    await this.riskSweep(symbols);
    await this.endOfDay();
  }

  // ---- reading ----

  async orderById(id: string): Promise<OrderRow> {
    const rows: OrderRow[] = await this.ds.query(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return rows[0];
  }

  async order(userId: string, id: string): Promise<OrderRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const o = await this.orderById(id);
    if (o.user_id !== userId) throw new DomainError(CommonError.NOT_FOUND);
    return o;
  }

  async orders(
    userId: string,
    pending: boolean,
    first: number,
    after?: string | null,
  ): Promise<{ items: OrderRow[]; nextCursor: string | null }> {
    const c = parseCursor(after);
    const rows: OrderRow[] = await this.ds.query(
      `${ORDER_SELECT} WHERE o.user_id = $1 AND (oc.order_id IS NULL) = $2 ${c ? 'AND (o.created_at, o.id) < ($4, $5)' : ''}
       ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
      c ? [userId, pending, first + 1, c.at, c.id] : [userId, pending, first + 1],
    );
    const items = rows.slice(0, first);
    const last = items[items.length - 1];
    return { items, nextCursor: rows.length > first && last ? cursorOf(last.created_at, last.id) : null };
  }

  async positionById(userId: string, id: string): Promise<PositionRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: PositionRow[] = await this.ds.query(`${POSITION_SELECT} WHERE p.id = $1 AND p.user_id = $2`, [id, userId]);
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return rows[0];
  }

  async positions(
    userId: string,
    open: boolean,
    first: number,
    after?: string | null,
  ): Promise<{ items: PositionRow[]; nextCursor: string | null }> {
    const c = parseCursor(after);
    const timeCol = open ? 'p.opened_at' : 'c.closed_at';
    const rows: PositionRow[] = await this.ds.query(
      `${POSITION_SELECT} WHERE p.user_id = $1 AND (c.position_id IS NULL) = $2 ${c ? `AND (${timeCol}, p.id) < ($4, $5)` : ''}
       ORDER BY ${timeCol} DESC, p.id DESC LIMIT $3`,
      c ? [userId, open, first + 1, c.at, c.id] : [userId, open, first + 1],
    );
    const items = rows.slice(0, first);
    const last = items[items.length - 1];
    return {
      items,
      nextCursor: rows.length > first && last ? cursorOf((open ? last.opened_at : last.closed_at) as Date, last.id) : null,
    };
  }

  /** Current quotes (and FX) of many symbols at once, for marking positions. */
  async marketsOf(symbols: readonly string[]): Promise<Map<string, Market>> {
    const dir = await this.marketData.directory();
    const [quotes, fx] = await Promise.all([readQuotes(this.ds, [...new Set(symbols)]), readFx(this.ds)]);
    const out = new Map<string, Market>();
    for (const q of quotes) {
      const meta = dir.get(q.symbol);
      const m = meta ? this.toMarket(meta, q, fx) : null;
      if (m) out.set(q.symbol, m);
    }
    return out;
  }

  /** An open position marked at a quote: current price, market value, floating profit (settlement, at mid). */
  mark(p: PositionRow, m: Market | undefined) {
    if (!m) return null;
    const price = fillPrice(p.direction, 'close', m.quote);
    const pnlQuote = grossPnl(p.direction, new Money(p.entry_price), price, p.shares);
    const profit = (m.fx ? pnlQuote.dividedBy(m.fx.mid) : pnlQuote).toDecimalPlaces(2, Money.ROUND_HALF_UP);
    return { currentPrice: price, marketValue: price.times(p.shares), profit };
  }

  /** Balances with position value, floating and total profit, marked at the current quotes. */
  async portfolio(userId: string) {
    const [cash, open, realised] = await Promise.all([
      this.accounts.balances(userId),
      this.ds.query(`${POSITION_SELECT} WHERE p.user_id = $1 AND c.position_id IS NULL`, [userId]) as Promise<PositionRow[]>,
      this.ds.query(
        `SELECT settlement_currency AS currency, sum(c.net_profit) AS total FROM position_closes c JOIN positions p ON p.id = c.position_id
         WHERE c.user_id = $1 GROUP BY settlement_currency`,
        [userId],
      ) as Promise<Array<{ currency: string; total: string }>>,
    ]);
    const markets = await this.marketsOf(open.map((p) => p.symbol));
    const marks = [];
    const value = new Map<string, Decimal>();
    const floating = new Map<string, Decimal>();
    let simulated = false;
    for (const p of open) {
      const m = markets.get(p.symbol);
      const mark = this.mark(p, m);
      const cur = p.settlement_currency.trim();
      const profit = mark?.profit ?? new Money(0);
      if (m?.quote.simulated) simulated = true;
      floating.set(cur, (floating.get(cur) ?? new Money(0)).plus(profit));
      value.set(cur, (value.get(cur) ?? new Money(0)).plus(new Money(p.margin)).plus(profit));
      if (mark) marks.push({ positionId: p.id, symbol: p.symbol, ...mark });
    }
    return {
      balances: cash.map((b) => {
        const positionValue = value.get(b.currency) ?? new Money(0);
        const floatingProfit = floating.get(b.currency) ?? new Money(0);
        return {
          currency: b.currency,
          available: b.available,
          frozen: b.frozen,
          positionValue,
          totalAssets: b.available.plus(b.frozen).plus(positionValue),
          floatingProfit,
          totalProfit: new Money(realised.find((r) => r.currency.trim() === b.currency)?.total ?? 0).plus(floatingProfit),
          depositTotal: b.depositTotal,
        };
      }),
      marks,
      simulated,
      at: this.clock.now(),
      symbols: [...new Set(open.map((p) => p.symbol))],
    };
  }

  /** Positions as GraphQL shows them, open ones marked at the current quotes (one read for the page). */
  async positionViews(rows: readonly PositionRow[]): Promise<Position[]> {
    const open = rows.filter((p) => !p.closed_at);
    const markets = open.length > 0 ? await this.marketsOf(open.map((p) => p.symbol)) : new Map<string, Market>();
    return rows.map((p) => {
      const m = markets.get(p.symbol);
      const stop = isWatched(p.direction, p.leverage)
        ? stopOutPrice(p.direction, new Money(p.entry_price), p.shares, new Money(p.margin_quote), this.closeOutRatio)
        : null;
      return toPosition(p, p.closed_at ? null : this.mark(p, m), stop);
    });
  }

  async positionView(row: PositionRow): Promise<Position> {
    const [view] = await this.positionViews([row]);
    return view;
  }

  async rules(): Promise<MarketTradingRules[]> {
    const instruments = (await this.marketData.directory()).instruments();
    return ALL_MARKETS.map((market) => {
      const sample = instruments.find((i) => i.market === market);
      return {
        market,
        leverages: this.leverages(market),
        lotSize: sample?.lotSize ?? 1,
        intradayLeverageFrom: this.config.trading.intradayLeverageFrom > 0 ? this.config.trading.intradayLeverageFrom : null,
        closeOutRatio: this.closeOutRatio,
        settlementCurrency: this.settlementOf(sample?.currency ?? 'USD'),
      };
    });
  }

  /** The ledger check's MARGIN_MISMATCH problems: margin accounts that differ from their open positions' margin. */
  async marginMismatches(): Promise<LedgerProblem[]> {
    return (await this.ledger.check()).problems.filter((p) => p.kind === 'MARGIN_MISMATCH');
  }
}

function toSnapshot(q: StoredQuote): QuoteSnapshot {
  return {
    bid: new Money(q.bid),
    ask: new Money(q.ask),
    at: q.at instanceof Date ? q.at : new Date(q.at),
    source: q.source,
    simulated: q.simulated,
  };
}
