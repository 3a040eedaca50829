import type { Direction, PricedCharge } from './trading-rules';

export type OrderKind = 'market' | 'limit' | 'allotment' | 'stop' | 'stop_limit' | 'trailing_stop';

// The rows of the trading tables as the services read them, and the SELECTs that read them.

export interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  symbol: string;
  market: string;
  direction: Direction;
  order_type: OrderKind;
  shares: number;
  limit_price: string | null;
  /** STOP and STOP_LIMIT: the stop price (the current version's). */
  stop_price: string | null;
  trail_amount: string | null;
  trail_percent: string | null;
  time_in_force: 'day' | 'gtc';
  /** When a pending order expires and its hold returns (DAY: the session's close; GTC: the next quarter's last close). */
  expires_at: Date | null;
  /** A bracket's take-profit and stop-loss, set on the position its fill opens. */
  take_profit: string | null;
  stop_loss: string | null;
  /** 1 as placed; each amendment adds one. */
  version: number;
  /** A stop's trigger: the level it triggered at, when, and whether the quote gapped through it. */
  triggered_stop: string | null;
  triggered_at: Date | null;
  gapped: boolean | null;
  /** While resting: the book's trigger (a trailing stop's raw level) and a trailing stop's best quote so far. */
  resting_trigger: string | null;
  trail_best: string | null;
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
  /** What placed the opening order ('manual' or 'follow'). */
  origin: string;
  // protection while open (the book's rows): take-profit, and a stop-loss fixed or trailing
  take_profit: string | null;
  stop_loss_kind: 'stop' | 'trailing_stop' | null;
  /** A fixed stop-loss's price, or a trailing one's raw level (best ∓ trail; shown on the tick grid). */
  stop_loss_trigger: string | null;
  stop_loss_trail_amount: string | null;
  stop_loss_trail_percent: string | null;
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
  /** A triggered close: the take-profit or stop level, and whether the quote gapped through a stop. */
  trigger_price: string | null;
  gapped: boolean | null;
  closed_at: Date | null;
}

export interface StoredCharge {
  kind: PricedCharge['kind'];
  basis: string;
  amount: string;
  currency: string;
  settlementAmount: string;
}

/**
 * An order as its current version stands (an amendment's shares, prices and hold over the row as placed),
 * with its trigger, its place in the book while it rests, and its outcome.
 */
export const ORDER_SELECT = `SELECT o.id, o.order_no, o.user_id, o.symbol, o.market, o.direction, o.order_type, o.leverage, o.quote_currency,
    o.settlement_currency, o.created_at, o.origin, o.time_in_force, o.expires_at, o.take_profit, o.stop_loss,
    coalesce(a.shares, o.shares) AS shares, coalesce(a.hold_id, o.hold_id) AS hold_id, coalesce(a.held_amount, o.held_amount) AS held_amount,
    CASE WHEN a.order_id IS NULL THEN o.limit_price ELSE a.limit_price END AS limit_price,
    CASE WHEN a.order_id IS NULL THEN o.stop_price ELSE a.stop_price END AS stop_price,
    CASE WHEN a.order_id IS NULL THEN o.trail_amount ELSE a.trail_amount END AS trail_amount,
    CASE WHEN a.order_id IS NULL THEN o.trail_percent ELSE a.trail_percent END AS trail_percent,
    coalesce(a.version, 1) AS version, t.stop_price AS triggered_stop, t.at AS triggered_at, t.gapped,
    r.trigger_price AS resting_trigger, r.trail_best, oc.status, oc.position_id, oc.reason, oc.at AS closed_at
  FROM orders o
    LEFT JOIN LATERAL (SELECT * FROM order_amendments am WHERE am.order_id = o.id ORDER BY am.version DESC LIMIT 1) a ON true
    LEFT JOIN order_triggers t ON t.order_id = o.id LEFT JOIN resting_orders r ON r.order_id = o.id
    LEFT JOIN order_outcomes oc ON oc.order_id = o.id`;
export const POSITION_SELECT = `SELECT p.*, p.trade_date::text AS trade_date, o.order_no, o.origin, c.selling_type, c.exit_price, c.exit_quote_at, c.exit_bid, c.exit_ask,
    c.exit_quote_source, c.exit_simulated, c.exit_fx_rate, c.gross_pnl_quote, c.close_charges, c.close_charges_total, c.proceeds,
    c.loss_absorbed, c.net_profit, c.trigger_price, c.gapped, c.closed_at,
    tp.limit_price AS take_profit, sl.kind AS stop_loss_kind, sl.trigger_price AS stop_loss_trigger,
    sl.trail_amount AS stop_loss_trail_amount, sl.trail_percent AS stop_loss_trail_percent
  FROM positions p JOIN orders o ON o.id = p.order_id LEFT JOIN position_closes c ON c.position_id = p.id
    LEFT JOIN resting_orders tp ON tp.position_id = p.id AND tp.kind = 'limit'
    LEFT JOIN resting_orders sl ON sl.position_id = p.id AND sl.kind <> 'limit'`;

export function storeCharges(lines: readonly PricedCharge[]): StoredCharge[] {
  return lines.map((l) => ({
    kind: l.kind,
    basis: l.basis,
    amount: l.amount.toFixed(),
    currency: l.currency,
    settlementAmount: l.settlementAmount.toFixed(),
  }));
}
