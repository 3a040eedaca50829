import { Money } from '../../shared/money';
import type { OrderRow, PositionRow, StoredCharge } from './trading.rows';
import { type Charge, Order, OrderOrigin, type OrderStatus, Position, PositionStatus, type SellingType } from './trading.types';

// Rows of the trading tables as GraphQL objects.

/** Stored charges as GraphQL shows them (also a product's record: a follow's fill). */
export function chargesOf(list: StoredCharge[] | null): Charge[] {
  return (list ?? []).map((c) => ({
    kind: c.kind as Charge['kind'],
    basis: c.basis,
    amount: new Money(c.amount),
    currency: c.currency,
    settlementAmount: new Money(c.settlementAmount),
  }));
}

/** The stored origin of an opening order as the schema names it. */
const ORIGINS: Readonly<Record<string, OrderOrigin>> = {
  manual: OrderOrigin.MANUAL,
  follow: OrderOrigin.FOLLOW,
  strategy: OrderOrigin.STRATEGY,
};

const dec = (v: string | null) => (v === null ? null : new Money(v));

/** An order as GraphQL shows it; `currentStop` is the waiting stop's level on the tick grid (TradingQueries.orderViews). */
export function toOrder(o: OrderRow, currentStop: Money | null = null): Order {
  return Object.assign(new Order(), {
    id: o.id,
    orderNo: o.order_no,
    symbol: o.symbol,
    market: o.market,
    direction: o.direction,
    orderType: o.order_type,
    shares: o.shares,
    limitPrice: o.limit_price === null ? null : new Money(o.limit_price),
    leverage: o.leverage,
    quoteCurrency: o.quote_currency.trim(),
    settlementCurrency: o.settlement_currency.trim(),
    heldAmount: o.held_amount === null ? null : new Money(o.held_amount),
    status: (o.status ?? 'pending') as OrderStatus,
    cancelReason: o.status === 'cancelled' ? o.reason : null,
    positionId: o.position_id,
    createdAt: o.created_at,
    closedAt: o.closed_at,
    stopPrice: dec(o.stop_price),
    trailAmount: dec(o.trail_amount),
    trailPercent: dec(o.trail_percent),
    currentStop: o.status === null ? currentStop : null,
    timeInForce: o.order_type === 'market' || o.order_type === 'allotment' ? null : o.time_in_force,
    expiresAt: o.expires_at,
    takeProfit: dec(o.take_profit),
    stopLoss: dec(o.stop_loss),
    version: Number(o.version ?? 1),
    triggeredAt: o.triggered_at,
    triggerPrice: dec(o.triggered_stop),
    gapped: o.gapped,
  });
}

type Mark = { currentPrice: Money; marketValue: Money; profit: Money } | null;

export function toPosition(p: PositionRow, mark: Mark, stopOut: Money | null, stopLoss: Money | null = null): Position {
  const closed = p.closed_at !== null;
  const sellCharges = chargesOf(p.close_charges);
  const tax = [...chargesOf(p.open_charges), ...sellCharges]
    .filter((c) => c.kind === 'TRANSACTION_TAX')
    .reduce((s, c) => s.plus(c.settlementAmount), new Money(0));
  const quote = (bid: string, ask: string, at: Date, source: string, simulated: boolean) => ({
    bid: new Money(bid),
    ask: new Money(ask),
    at,
    source,
    simulated,
  });
  return Object.assign(new Position(), {
    id: p.id,
    tradeNo: p.trade_no,
    orderNo: p.order_no,
    symbol: p.symbol,
    market: p.market,
    direction: p.direction,
    shares: p.shares,
    leverage: p.leverage,
    quoteCurrency: p.quote_currency.trim(),
    settlementCurrency: p.settlement_currency.trim(),
    status: closed ? PositionStatus.CLOSED : PositionStatus.OPEN,
    buyPrice: new Money(p.entry_price),
    buyTime: p.opened_at,
    buyQuote: quote(p.entry_bid, p.entry_ask, p.entry_quote_at, p.entry_quote_source, p.entry_simulated),
    totalBuyPrice: new Money(p.entry_price).times(p.shares),
    margin: new Money(p.margin),
    buyFxRate: p.entry_fx_rate === null ? null : new Money(p.entry_fx_rate),
    buyCharges: chargesOf(p.open_charges),
    buyFee: new Money(p.open_charges_total),
    currentPrice: closed ? null : (mark?.currentPrice ?? null),
    marketValue: closed
      ? new Money(p.exit_price as string).times(p.shares)
      : (mark?.marketValue ?? new Money(p.entry_price).times(p.shares)),
    profit: closed ? new Money(p.net_profit as string) : (mark?.profit ?? new Money(0)),
    stopOutPrice: closed ? null : stopOut,
    sellPrice: closed ? new Money(p.exit_price as string) : null,
    sellTime: p.closed_at,
    sellQuote: closed
      ? quote(
          p.exit_bid as string,
          p.exit_ask as string,
          p.exit_quote_at as Date,
          p.exit_quote_source as string,
          p.exit_simulated as boolean,
        )
      : null,
    sellingType: (p.selling_type as SellingType | null) ?? null,
    origin: ORIGINS[p.origin] ?? OrderOrigin.MANUAL,
    sellFxRate: p.exit_fx_rate === null ? null : new Money(p.exit_fx_rate),
    sellCharges,
    sellFee: closed ? new Money(p.close_charges_total as string) : null,
    transactionTax: tax,
    grossProfitQuote: closed ? new Money(p.gross_pnl_quote as string) : null,
    proceeds: closed ? new Money(p.proceeds as string) : null,
    lossAbsorbed: closed ? new Money(p.loss_absorbed as string) : null,
    takeProfit: closed ? null : dec(p.take_profit),
    stopLoss: closed ? null : stopLoss,
    stopLossTrailAmount: closed ? null : dec(p.stop_loss_trail_amount),
    stopLossTrailPercent: closed ? null : dec(p.stop_loss_trail_percent),
    triggerPrice: dec(p.trigger_price),
    gapped: p.gapped,
  });
}
