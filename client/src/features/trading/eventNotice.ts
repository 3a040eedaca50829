import { errorMessageId } from '../../i18n/errors';
import type { TradingEventLike } from './tradingEvents';

export type { TradingEventLike } from './tradingEvents';

/**
 * The toast for what the server did on its own, from a trading account event. Loaded with the first
 * trading event (useTradingEvents.ts), not in the first screen's JavaScript; the screens' other
 * mappings are in labels.ts.
 */

/**
 * Closes the server made on its own that the user is told of: the risk rules', the session end's, the
 * position's own exits and a reverse split's cash in lieu (their texts `trading.sellingType.<TYPE>`;
 * labels.ts names every selling type).
 */
const TOLD_CLOSES = new Set(['STOP_OUT', 'END_OF_DAY', 'STOP_LOSS', 'TAKE_PROFIT', 'TRAILING_STOP', 'CASH_IN_LIEU']);

export function normaliseEnum(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/** "US:AAPL" → "AAPL"; "TW:2330" → "2330". */
export function codeOfSymbol(symbol: string): string {
  const i = symbol.indexOf(':');
  return i < 0 ? symbol : symbol.slice(i + 1);
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
 * by the risk rules (stop-out), at the end of the day or by its own take-profit or stop-loss, a waiting
 * order cancelled because its fill could not be paid or its time in force ran out, a stop-limit triggered.
 * The user's own actions (placing, closing, cancelling) already show their own toast.
 */
export function tradingEventNotice(event: TradingEventLike): TradingNotice | null {
  const code = codeOfSymbol(event.symbol ?? '');
  const status = normaliseEnum(event.status);
  const reason = normaliseEnum(event.reason);
  if (event.type === 'POSITION_UPDATED' && status === 'CLOSED' && TOLD_CLOSES.has(reason)) {
    return {
      id: 'trading.event.positionClosed',
      kind: reason === 'STOP_OUT' ? 'error' : 'info',
      code,
      typeId: `trading.sellingType.${reason}`,
    };
  }
  // An empty reason is not code-shaped (isErrorCode).
  if (event.type === 'ORDER_UPDATED' && status === 'CANCELLED' && reason !== 'USER' && isErrorCode(reason)) {
    // An order whose time in force ran out (EXPIRED_DAY, EXPIRED_GTC) or that a split cancelled (SPLIT)
    // says so with its reason's label, not as an error.
    const told = reason.startsWith('EXPIRED_') || reason === 'SPLIT';
    return {
      id: 'trading.event.orderCancelled',
      kind: told ? 'info' : 'error',
      code,
      reasonId: told ? `money.statement.memoCode.${reason}` : errorMessageId(reason),
    };
  }
  // A stop-limit's stop was reached: it now waits at its limit (a stop or trailing stop fills at once).
  if (event.type === 'ORDER_UPDATED' && status === 'TRIGGERED') return { id: 'trading.event.orderTriggered', kind: 'info', code };
  return null;
}
