import type { Direction, PricedCharge } from './trading-rules';

// The rows of the trading tables as the services read them, and the SELECTs that read them.

export interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  symbol: string;
  market: string;
  direction: Direction;
  order_type: 'market' | 'limit' | 'allotment';
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
  /** What placed the opening order ('manual' or 'follow'). */
  origin: string;
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

export const ORDER_SELECT = `SELECT o.*, oc.status, oc.position_id, oc.reason, oc.at AS closed_at
  FROM orders o LEFT JOIN order_outcomes oc ON oc.order_id = o.id`;
export const POSITION_SELECT = `SELECT p.*, p.trade_date::text AS trade_date, o.order_no, o.origin, c.selling_type, c.exit_price, c.exit_quote_at, c.exit_bid, c.exit_ask,
    c.exit_quote_source, c.exit_simulated, c.exit_fx_rate, c.gross_pnl_quote, c.close_charges, c.close_charges_total, c.proceeds,
    c.loss_absorbed, c.net_profit, c.closed_at
  FROM positions p JOIN orders o ON o.id = p.order_id LEFT JOIN position_closes c ON c.position_id = p.id`;

export function storeCharges(lines: readonly PricedCharge[]): StoredCharge[] {
  return lines.map((l) => ({
    kind: l.kind,
    basis: l.basis,
    amount: l.amount.toFixed(),
    currency: l.currency,
    settlementAmount: l.settlementAmount.toFixed(),
  }));
}
