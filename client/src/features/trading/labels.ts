import { normaliseEnum } from './eventNotice';

// What the app-wide account events need (on every screen, the first included) is a module of its own,
// so the rest of these mappings load with the trading screens, not in the first screen's JavaScript.
export {
  codeOfSymbol,
  isTradingEvent,
  normaliseEnum,
  sellingTypeMessageId,
  type TradingEventLike,
  type TradingNotice,
  tradingEventNotice,
} from './eventNotice';

/**
 * Enum and event → message mappings of the trading screens. Pure: tested in labels.test.ts.
 * Queries carry GraphQL enums ('STOP_OUT'), account events the server's stored values ('stop_out').
 */

const CHARGE_KINDS = new Set(['COMMISSION', 'TRANSACTION_TAX', 'FINANCIAL_TRANSACTION_TAX', 'SEC_FEE', 'FINRA_TAF', 'FX_SPREAD']);
const ORDER_STATUSES = new Set(['PENDING', 'FILLED', 'CANCELLED']);

/** A charge's kind in words; a kind this client does not know yet reads 'Other charge'. */
export function chargeKindMessageId(kind: string): string {
  const k = normaliseEnum(kind);
  return CHARGE_KINDS.has(k) ? `trading.charge.${k}` : 'trading.charge.OTHER';
}

export function directionMessageId(direction: string): string {
  return normaliseEnum(direction) === 'SHORT' ? 'trading.direction.SHORT' : 'trading.direction.LONG';
}

export function orderTypeMessageId(type: string): string {
  return normaliseEnum(type) === 'LIMIT' ? 'trading.orderType.LIMIT' : 'trading.orderType.MARKET';
}

export function orderStatusMessageId(status: string): string {
  const s = normaliseEnum(status);
  return ORDER_STATUSES.has(s) ? `trading.orderStatus.${s}` : 'trading.orderStatus.OTHER';
}
