import { normaliseEnum } from './eventNotice';

// What the app-wide account events need on every screen is a module of its own (tradingEvents.ts), and
// their toasts' wording one loaded with the first trading event (eventNotice.ts): the rest of these
// mappings load with the trading screens, not in the first screen's JavaScript.
export { codeOfSymbol, normaliseEnum, type TradingNotice, tradingEventNotice } from './eventNotice';
export { isTradingEvent, type TradingEventLike } from './tradingEvents';

/**
 * Enum and event → message mappings of the trading screens. Pure: tested in labels.test.ts.
 * Queries carry GraphQL enums ('STOP_OUT'), account events the server's stored values ('stop_out').
 */

const SELLING_TYPES = new Set([
  'MANUAL',
  'LIMIT',
  'STOP_OUT',
  'STRATEGY',
  'END_OF_DAY',
  'LOAN_LIQUIDATION',
  'STOP_LOSS',
  'TAKE_PROFIT',
  'TRAILING_STOP',
  'CASH_IN_LIEU',
]);
const CHARGE_KINDS = new Set(['COMMISSION', 'TRANSACTION_TAX', 'FINANCIAL_TRANSACTION_TAX', 'SEC_FEE', 'FINRA_TAF', 'FX_SPREAD']);
const ORDER_STATUSES = new Set(['PENDING', 'FILLED', 'CANCELLED']);

/**
 * How a position was closed: manual, limit, stop-out, strategy, end of day, a loan's liquidation, its
 * take-profit, stop-loss or trailing stop, or as cash in lieu by a reverse split.
 */
export function sellingTypeMessageId(type: string | null | undefined): string {
  const t = normaliseEnum(type);
  return SELLING_TYPES.has(t) ? `trading.sellingType.${t}` : 'trading.sellingType.OTHER';
}

/** A charge's kind in words; a kind this client does not know yet reads 'Other charge'. */
export function chargeKindMessageId(kind: string): string {
  const k = normaliseEnum(kind);
  return CHARGE_KINDS.has(k) ? `trading.charge.${k}` : 'trading.charge.OTHER';
}

export function directionMessageId(direction: string): string {
  return normaliseEnum(direction) === 'SHORT' ? 'trading.direction.SHORT' : 'trading.direction.LONG';
}

const ORDER_TYPES = new Set(['LIMIT', 'STOP', 'STOP_LIMIT', 'TRAILING_STOP']);

/** An order's type in words (an allotment, or a type this client does not know yet, reads as Market). */
export function orderTypeMessageId(type: string): string {
  const t = normaliseEnum(type);
  return ORDER_TYPES.has(t) ? `trading.orderType.${t}` : 'trading.orderType.MARKET';
}

/** DAY or GTC in words. */
export function timeInForceMessageId(tif: string): string {
  return normaliseEnum(tif) === 'DAY' ? 'trading.tif.DAY' : 'trading.tif.GTC';
}

export function orderStatusMessageId(status: string): string {
  const s = normaliseEnum(status);
  return ORDER_STATUSES.has(s) ? `trading.orderStatus.${s}` : 'trading.orderStatus.OTHER';
}
