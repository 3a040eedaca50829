import type { DataSource } from 'typeorm';
import { CommonError } from '../../../shared/common.errors';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/ids';
import { Money } from '../../../shared/money';
import type { BuiltDocument, DocumentBuildContext, TradeConfirmationParams } from './document-build';
import { renderTradeConfirmation } from './trade-confirmation-render';
import type { ConfirmationCharge, ConfirmationQuote, TradeConfirmationData } from './trade-confirmation.types';

export type { ConfirmationCharge, ConfirmationQuote, TradeConfirmationData };

// A trade confirmation (issue 36): one fill of a position, its opening or its closing, as it happened:
// the order, the quote it filled at (bid, ask, time, source, simulated or not), each charge, the
// selling type of a close, and the net amount. Read from the trading records (positions, orders,
// position_closes) in one snapshot; nothing is written. A split after the opening is undone with the
// position's first adjustment, so the opening shows the shares and price it filled at.

interface StoredCharge {
  kind: string;
  basis: string;
  amount: string;
  currency: string;
  settlementAmount: string;
}

interface Row {
  id: string;
  trade_no: string;
  order_no: string;
  symbol: string;
  names: Record<string, string> | null;
  name: string;
  direction: 'long' | 'short';
  shares: number;
  shares_before: number | null;
  leverage: number;
  quote_currency: string;
  settlement_currency: string;
  entry_price: string;
  entry_price_before: string | null;
  entry_quote_at: Date;
  entry_bid: string;
  entry_ask: string;
  entry_quote_source: string;
  entry_simulated: boolean;
  entry_fx_rate: string | null;
  margin: string;
  margin_before: string | null;
  open_charges: StoredCharge[];
  open_charges_total: string;
  opened_at: Date;
  order_type: string;
  time_in_force: string | null;
  limit_price: string | null;
  stop_price: string | null;
  trail_amount: string | null;
  trail_percent: string | null;
  placed_at: Date;
  order_trigger: string | null;
  order_gapped: boolean | null;
  closed: boolean;
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
  close_trigger: string | null;
  close_gapped: boolean | null;
  closed_at: Date | null;
}

// The order as it filled: its last amendment (an order is amended only while it waits), its stop's trigger.
const SELECT = `SELECT p.id, p.trade_no, o.order_no, p.symbol, i.names, i.name, p.direction, p.shares, adj.shares_before, p.leverage,
    btrim(p.quote_currency) AS quote_currency, btrim(p.settlement_currency) AS settlement_currency,
    p.entry_price::text AS entry_price, adj.entry_price_before::text AS entry_price_before, p.entry_quote_at,
    p.entry_bid::text AS entry_bid, p.entry_ask::text AS entry_ask, p.entry_quote_source, p.entry_simulated,
    p.entry_fx_rate::text AS entry_fx_rate, p.margin::text AS margin, adj.margin_before::text AS margin_before,
    p.open_charges, p.open_charges_total::text AS open_charges_total, p.opened_at,
    o.order_type, o.time_in_force, o.created_at AS placed_at,
    CASE WHEN am.order_id IS NULL THEN o.limit_price ELSE am.limit_price END::text AS limit_price,
    CASE WHEN am.order_id IS NULL THEN o.stop_price ELSE am.stop_price END::text AS stop_price,
    CASE WHEN am.order_id IS NULL THEN o.trail_amount ELSE am.trail_amount END::text AS trail_amount,
    CASE WHEN am.order_id IS NULL THEN o.trail_percent ELSE am.trail_percent END::text AS trail_percent,
    ot.stop_price::text AS order_trigger, ot.gapped AS order_gapped,
    c.position_id IS NOT NULL AS closed, c.selling_type, c.exit_price::text AS exit_price, c.exit_quote_at,
    c.exit_bid::text AS exit_bid, c.exit_ask::text AS exit_ask, c.exit_quote_source, c.exit_simulated, c.exit_fx_rate::text AS exit_fx_rate,
    c.gross_pnl_quote::text AS gross_pnl_quote, c.close_charges, c.close_charges_total::text AS close_charges_total,
    c.proceeds::text AS proceeds, c.loss_absorbed::text AS loss_absorbed, c.net_profit::text AS net_profit,
    c.trigger_price::text AS close_trigger, c.gapped AS close_gapped, c.closed_at
  FROM positions p JOIN orders o ON o.id = p.order_id JOIN instruments i ON i.symbol = p.symbol
    LEFT JOIN LATERAL (SELECT * FROM order_amendments a WHERE a.order_id = o.id ORDER BY a.version DESC LIMIT 1) am ON true
    LEFT JOIN order_triggers ot ON ot.order_id = o.id
    LEFT JOIN LATERAL (SELECT a.shares_before, a.entry_price_before, a.margin_before FROM position_adjustments a
                        WHERE a.position_id = p.id ORDER BY a.id LIMIT 1) adj ON true
    LEFT JOIN position_closes c ON c.position_id = p.id
  WHERE p.id = $1 AND p.user_id = $2`;

const dec = (v: string) => new Money(v);
const opt = (v: string | null) => (v === null ? null : new Money(v));

function charges(stored: readonly StoredCharge[] | null): ConfirmationCharge[] {
  return (stored ?? []).map((c) => ({
    kind: c.kind,
    basis: c.basis,
    amount: dec(c.amount),
    currency: c.currency.trim(),
    settlementAmount: dec(c.settlementAmount),
  }));
}

/**
 * One leg of one of the user's positions. Another user's position, an unknown id, or the close of a
 * position still open is NOT_FOUND (the same answer, so ids cannot be probed).
 */
export async function loadTradeConfirmation(
  ds: DataSource,
  userId: string,
  params: TradeConfirmationParams,
): Promise<TradeConfirmationData> {
  if (!isUuid(params.positionId) || (params.leg !== 'open' && params.leg !== 'close')) throw new DomainError(CommonError.NOT_FOUND);
  const [r]: Row[] = await ds.query(SELECT, [params.positionId, userId]);
  if (!r || (params.leg === 'close' && !r.closed)) throw new DomainError(CommonError.NOT_FOUND);
  const base = {
    leg: params.leg,
    positionId: r.id,
    tradeNo: r.trade_no,
    orderNo: r.order_no,
    symbol: r.symbol,
    names: r.names ?? {},
    name: r.name,
    direction: r.direction,
    leverage: r.leverage,
    quoteCurrency: r.quote_currency,
    settlementCurrency: r.settlement_currency,
    order: {
      type: r.order_type,
      timeInForce: r.order_type === 'market' || r.order_type === 'allotment' ? null : r.time_in_force,
      limitPrice: opt(r.limit_price),
      stopPrice: opt(r.stop_price),
      trailAmount: opt(r.trail_amount),
      trailPercent: opt(r.trail_percent),
      placedAt: r.placed_at,
    },
    openedAt: r.opened_at,
  };
  if (params.leg === 'open') {
    const margin = dec(r.margin_before ?? r.margin);
    const chargesTotal = dec(r.open_charges_total);
    const price = dec(r.entry_price_before ?? r.entry_price);
    return {
      ...base,
      shares: r.shares_before ?? r.shares,
      sharesAfterSplit: r.shares_before !== null && r.shares_before !== r.shares ? r.shares : null,
      trigger: r.order_trigger === null ? null : { price: dec(r.order_trigger), gapped: r.order_gapped === true },
      sellingType: null,
      at: r.opened_at,
      price,
      entryPrice: price,
      quote: {
        bid: dec(r.entry_bid),
        ask: dec(r.entry_ask),
        at: r.entry_quote_at,
        source: r.entry_quote_source,
        simulated: r.entry_simulated,
      },
      fxRate: opt(r.entry_fx_rate),
      margin,
      charges: charges(r.open_charges),
      chargesTotal,
      grossPnlQuote: null,
      proceeds: null,
      lossAbsorbed: null,
      netProfit: null,
    };
  }
  // A split applies only to open positions: at its close the position's row holds the shares it closed.
  return {
    ...base,
    shares: r.shares,
    sharesAfterSplit: null,
    trigger: r.close_trigger === null ? null : { price: dec(r.close_trigger), gapped: r.close_gapped === true },
    sellingType: r.selling_type,
    at: r.closed_at!,
    price: dec(r.exit_price!),
    entryPrice: dec(r.entry_price),
    quote: {
      bid: dec(r.exit_bid!),
      ask: dec(r.exit_ask!),
      at: r.exit_quote_at!,
      source: r.exit_quote_source!,
      simulated: r.exit_simulated === true,
    },
    fxRate: opt(r.exit_fx_rate),
    margin: dec(r.margin),
    charges: charges(r.close_charges),
    chargesTotal: dec(r.close_charges_total!),
    grossPnlQuote: dec(r.gross_pnl_quote!),
    proceeds: dec(r.proceeds!),
    lossAbsorbed: dec(r.loss_absorbed!),
    netProfit: dec(r.net_profit!),
  };
}

/** Builds a trade confirmation PDF: `vela-confirmation-<tradeNo>-open.pdf` or `-close.pdf`. */
export async function buildTradeConfirmation(ctx: DocumentBuildContext, params: TradeConfirmationParams): Promise<BuiltDocument> {
  const data = await loadTradeConfirmation(ctx.ds, ctx.holder.userId, params);
  await ctx.progress(0.3);
  const bytes = await renderTradeConfirmation(ctx, data);
  await ctx.progress(1);
  // Trade numbers are letters and digits; anything else is dropped so the name stays a plain ASCII file name.
  const tradeNo = data.tradeNo.replace(/[^A-Za-z0-9_-]/g, '');
  return { bytes, contentType: 'application/pdf', fileName: `vela-confirmation-${tradeNo}-${data.leg}.pdf` };
}
