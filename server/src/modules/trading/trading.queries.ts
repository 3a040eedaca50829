import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { type Page, decodeCursor, pageOf } from '../../shared/pagination';
import type { AccountsService } from '../ledger/accounts.service';
import type { LedgerProblem, LedgerService } from '../ledger/ledger.service';
import { ALL_MARKETS } from '../market-data/market-code';
import { type Mark, markPosition, portfolioBalances } from './portfolio-rules';
import { isWatched, stopOutPrice, tradeSide } from './trading-rules';
import type { TradeSide } from './charges-rules';
import { trailLevelOnTick } from './protective-checks';
import type { Market, TradingMarkets } from './trading.market';
import { ORDER_SELECT, type OrderRow, POSITION_SELECT, type PositionRow } from './trading.rows';
import type { MarketTradingRules, Order, OrderVersion, Position } from './trading.types';
import { toOrder, toPosition } from './trading.views';
import { prepared } from '../../db/prepared';

/**
 * The read model of trading: a user's orders and positions (keyset pages), positions marked at the
 * current quotes, the portfolio, the trading rules of each market. Writes nothing.
 */
export class TradingQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountsService,
    private readonly markets: TradingMarkets,
  ) {}

  /**
   * A waiting stop's level on the tick grid: a fixed stop's price as typed, a trailing stop's raw level
   * (best ∓ trail) rounded away from the quote. Null when nothing waits on a stop.
   */
  private async stopLevel(symbol: string, side: TradeSide, kind: string | null, trigger: string | null): Promise<Money | null> {
    if (trigger === null || (kind !== 'stop' && kind !== 'stop_limit' && kind !== 'trailing_stop')) return null;
    if (kind !== 'trailing_stop') return new Money(trigger);
    return trailLevelOnTick(side, new Money(trigger), await this.markets.instrument(symbol)) as Money;
  }

  /** Orders as GraphQL shows them, a waiting stop's current level included. */
  async orderViews(rows: readonly OrderRow[]): Promise<Order[]> {
    return Promise.all(
      rows.map(async (o) =>
        toOrder(o, o.triggered_at ? null : await this.stopLevel(o.symbol, tradeSide(o.direction, 'open'), o.order_type, o.resting_trigger)),
      ),
    );
  }

  async orderView(row: OrderRow): Promise<Order> {
    return (await this.orderViews([row]))[0];
  }

  /** Every version of one of the user's orders, as placed first. */
  async orderVersions(userId: string, id: string): Promise<OrderVersion[]> {
    const o = await this.order(userId, id);
    const rows: Array<Record<string, string | null> & { version: number; at: Date }> = await this.ds.query(
      `SELECT 1 AS version, shares, limit_price, stop_price, trail_amount, trail_percent, held_amount, created_at AS at FROM orders WHERE id = $1
       UNION ALL
       SELECT version, shares, limit_price, stop_price, trail_amount, trail_percent, held_amount, at FROM order_amendments WHERE order_id = $1
       ORDER BY version`,
      [o.id],
    );
    const dec = (v: string | null) => (v === null ? null : new Money(v));
    return rows.map((r) => ({
      version: Number(r.version),
      shares: Number(r.shares),
      limitPrice: dec(r.limit_price),
      stopPrice: dec(r.stop_price),
      trailAmount: dec(r.trail_amount),
      trailPercent: dec(r.trail_percent),
      heldAmount: new Money(r.held_amount ?? 0),
      at: r.at,
    }));
  }

  async orderById(id: string): Promise<OrderRow> {
    const rows: OrderRow[] = await this.ds.query(prepared(`${ORDER_SELECT} WHERE o.id = $1`), [id]);
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return rows[0];
  }

  async order(userId: string, id: string): Promise<OrderRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const o = await this.orderById(id);
    if (o.user_id !== userId) throw new DomainError(CommonError.NOT_FOUND);
    return o;
  }

  /** Pending orders (or, with `pending` false, filled and cancelled ones), newest first. */
  async orders(userId: string, pending: boolean, first: number, after?: string | null): Promise<Page<OrderRow>> {
    const scope = ['orders', userId, pending ? 'pending' : 'done'];
    const c = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const rows: OrderRow[] = await this.ds.query(
      `${ORDER_SELECT} WHERE o.user_id = $1 AND (oc.order_id IS NULL) = $2 ${c ? 'AND (o.created_at, o.id) < ($4, $5)' : ''}
       ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
      c ? [userId, pending, first + 1, c[0], c[1]] : [userId, pending, first + 1],
    );
    return pageOf(rows, first, (o) => [o.created_at, o.id], scope);
  }

  async positionById(userId: string, id: string): Promise<PositionRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: PositionRow[] = await this.ds.query(`${POSITION_SELECT} WHERE p.id = $1 AND p.user_id = $2`, [id, userId]);
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return rows[0];
  }

  /** Open positions newest opened first, or closed ones newest closed first. */
  async positions(userId: string, open: boolean, first: number, after?: string | null): Promise<Page<PositionRow>> {
    const scope = ['positions', userId, open ? 'open' : 'closed'];
    const c = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const timeCol = open ? 'p.opened_at' : 'c.closed_at';
    const rows: PositionRow[] = await this.ds.query(
      `${POSITION_SELECT} WHERE p.user_id = $1 AND (c.position_id IS NULL) = $2 ${c ? `AND (${timeCol}, p.id) < ($4, $5)` : ''}
       ORDER BY ${timeCol} DESC, p.id DESC LIMIT $3`,
      c ? [userId, open, first + 1, c[0], c[1]] : [userId, open, first + 1],
    );
    return pageOf(rows, first, (p) => [(open ? p.opened_at : p.closed_at) as Date, p.id], scope);
  }

  /**
   * An open position marked at a quote: current price, market value, and the floating profit net of its
   * opening charges and of the closing charges it would pay now (settlement currency).
   */
  private mark(p: PositionRow, m: Market | undefined, discount?: Decimal): Mark | null {
    return m ? markPosition(p, this.markets.closeFigures(p, m, this.clock.now(), discount)) : null;
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
    const markets = await this.markets.marketsOf(open.map((p) => p.symbol));
    // The closing charges a mark counts are the user's own (a VIP's commission discount included).
    const discount = await this.markets.commissionDiscount(userId);
    const marked = open.map((p) => ({ p, m: markets.get(p.symbol) })).map(({ p, m }) => ({ p, m, mark: this.mark(p, m, discount) }));
    return {
      balances: portfolioBalances(
        cash,
        marked.map(({ p, mark }) => ({
          currency: p.settlement_currency.trim(),
          margin: new Money(p.margin),
          openCharges: new Money(p.open_charges_total),
          mark,
        })),
        realised.map((r) => ({ currency: r.currency.trim(), total: new Money(r.total) })),
      ),
      marks: (
        await Promise.all(
          marked.map(async ({ p, mark }) =>
            mark
              ? [
                  {
                    positionId: p.id,
                    symbol: p.symbol,
                    currentPrice: mark.currentPrice,
                    marketValue: mark.marketValue,
                    profit: mark.profit,
                    stopLoss: await this.stopLevel(p.symbol, tradeSide(p.direction, 'close'), p.stop_loss_kind, p.stop_loss_trigger),
                  },
                ]
              : [],
          ),
        )
      ).flat(),
      simulated: marked.some(({ m }) => m?.quote.simulated === true),
      at: this.clock.now(),
      symbols: [...new Set(open.map((p) => p.symbol))],
    };
  }

  /** Positions as GraphQL shows them, open ones marked at the current quotes (one read for the page). */
  async positionViews(rows: readonly PositionRow[]): Promise<Position[]> {
    const open = rows.filter((p) => !p.closed_at);
    const markets = open.length > 0 ? await this.markets.marketsOf(open.map((p) => p.symbol)) : new Map<string, Market>();
    const ratio = this.markets.closeOutRatio;
    const owners = [...new Set(open.map((p) => p.user_id))];
    const discounts = new Map(await Promise.all(owners.map(async (u) => [u, await this.markets.commissionDiscount(u)] as const)));
    return Promise.all(
      rows.map(async (p) => {
        const stopOut = isWatched(p.direction, p.leverage)
          ? stopOutPrice(p.direction, new Money(p.entry_price), p.shares, new Money(p.margin_quote), ratio)
          : null;
        if (p.closed_at) return toPosition(p, null, stopOut);
        const stopLoss = await this.stopLevel(p.symbol, tradeSide(p.direction, 'close'), p.stop_loss_kind, p.stop_loss_trigger);
        return toPosition(p, this.mark(p, markets.get(p.symbol), discounts.get(p.user_id)), stopOut, stopLoss);
      }),
    );
  }

  async positionView(row: PositionRow): Promise<Position> {
    const [view] = await this.positionViews([row]);
    return view;
  }

  /** Per market: allowed leverage, lot size, the end-of-day and close-out rules, the settlement currency. */
  async rules(): Promise<MarketTradingRules[]> {
    const instruments = await this.markets.instruments();
    return ALL_MARKETS.map((market) => {
      const sample = instruments.find((i) => i.market === market);
      return {
        market,
        leverages: this.markets.leverages(market),
        lotSize: sample?.lotSize ?? 1,
        intradayLeverageFrom: this.config.trading.intradayLeverageFrom > 0 ? this.config.trading.intradayLeverageFrom : null,
        closeOutRatio: this.markets.closeOutRatio,
        settlementCurrency: this.markets.settlementOf(sample?.currency ?? 'USD'),
      };
    });
  }

  /** The ledger check's MARGIN_MISMATCH problems: margin accounts that differ from their open positions' margin. */
  async marginMismatches(): Promise<LedgerProblem[]> {
    return (await this.ledger.check()).problems.filter((p) => p.kind === 'MARGIN_MISMATCH');
  }
}
