import { errorMessageId } from '../../i18n/errors';

/**
 * The trading screens' part of the app-wide account events: which events change the Trade tab's lists,
 * and the toast for what the server did on its own. In `main` (the events arrive on any screen); the
 * screens' other mappings are in labels.ts.
 */

const SELLING_TYPES = new Set(['MANUAL', 'LIMIT', 'STOP_OUT', 'STRATEGY', 'END_OF_DAY']);

export function normaliseEnum(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/** How a position was closed: manual, limit, stop-out, strategy, end of day. */
export function sellingTypeMessageId(type: string | null | undefined): string {
  const t = normaliseEnum(type);
  return SELLING_TYPES.has(t) ? `trading.sellingType.${t}` : 'trading.sellingType.OTHER';
}

/** "US:AAPL" → "AAPL"; "TW:2330" → "2330". */
export function codeOfSymbol(symbol: string): string {
  const i = symbol.indexOf(':');
  return i < 0 ? symbol : symbol.slice(i + 1);
}

export interface TradingEventLike {
  type: string;
  status?: string | null;
  reason?: string | null;
  symbol?: string | null;
}

export interface TradingNotice {
  /** Message id of the toast. */
  id: string;
  kind: 'info' | 'error';
  /** Values of the message: `code` (instrument code), `type` and `reason` as message ids to format. */
  code: string;
  typeId?: string;
  reasonId?: string;
}

/** A code the server may send as an order's cancel reason ('USER' is the user's own cancel). */
const isErrorCode = (value: string) => /^[A-Z][A-Z0-9_]+$/.test(value);

/**
 * The toast for something the server did on its own while the user looked elsewhere: a position closed
 * by the risk rules (stop-out) or at the end of the day, a waiting order cancelled because its fill could
 * not be paid. The user's own actions (placing, closing, cancelling) already show their own toast.
 */
export function tradingEventNotice(event: TradingEventLike): TradingNotice | null {
  const code = codeOfSymbol(event.symbol ?? '');
  const status = normaliseEnum(event.status);
  const reason = normaliseEnum(event.reason);
  if (event.type === 'POSITION_UPDATED' && status === 'CLOSED' && (reason === 'STOP_OUT' || reason === 'END_OF_DAY')) {
    return {
      id: 'trading.event.positionClosed',
      kind: reason === 'STOP_OUT' ? 'error' : 'info',
      code,
      typeId: sellingTypeMessageId(reason),
    };
  }
  if (event.type === 'ORDER_UPDATED' && status === 'CANCELLED' && reason && reason !== 'USER' && isErrorCode(reason)) {
    return { id: 'trading.event.orderCancelled', kind: 'error', code, reasonId: errorMessageId(reason) };
  }
  return null;
}

/** Trading events that change the lists of the Trade tab. */
export function isTradingEvent(type: string): boolean {
  return type === 'ORDER_UPDATED' || type === 'POSITION_UPDATED';
}
