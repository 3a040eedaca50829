import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of orders, positions and closes; merged into ErrorCode (graphql/error-codes.ts).
export enum TradingError {
  SHARES_INVALID = 'SHARES_INVALID',
  SHARES_NOT_LOT_MULTIPLE = 'SHARES_NOT_LOT_MULTIPLE',
  ORDER_TOO_LARGE = 'ORDER_TOO_LARGE',
  LIMIT_PRICE_INVALID = 'LIMIT_PRICE_INVALID',
  LIMIT_PRICE_OFF_TICK = 'LIMIT_PRICE_OFF_TICK',
  LEVERAGE_NOT_ALLOWED = 'LEVERAGE_NOT_ALLOWED',
  MARKET_CLOSED = 'MARKET_CLOSED',
  QUOTE_UNAVAILABLE = 'QUOTE_UNAVAILABLE',
  QUOTE_STALE = 'QUOTE_STALE',
  ORDER_NOT_PENDING = 'ORDER_NOT_PENDING',
  POSITION_ALREADY_CLOSED = 'POSITION_ALREADY_CLOSED',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const tradingErrorDescriptions: ErrorDescriptions<TradingError> = {
  SHARES_INVALID: 'Shares must be a positive whole number.',
  SHARES_NOT_LOT_MULTIPLE: "Shares must be a multiple of the market's lot size (1,000 on TWSE).",
  ORDER_TOO_LARGE: 'More shares than one order may carry, or a notional above the per-order cap.',
  LIMIT_PRICE_INVALID: 'A limit order needs a positive limit price; a market order must not carry one.',
  LIMIT_PRICE_OFF_TICK: "The limit price is not on the instrument's tick grid.",
  LEVERAGE_NOT_ALLOWED: "The leverage is not in the market's allowed set.",
  MARKET_CLOSED: "A market order (or a close) while the instrument's market is closed.",
  QUOTE_UNAVAILABLE: 'No quote (or no FX rate for a converted market) to trade at yet.',
  QUOTE_STALE:
    'The quote is older than the allowed age while its market is in session (the feed is behind), so nothing fills at it; retry later.',
  ORDER_NOT_PENDING: 'Cancelling an order that is already filled or cancelled.',
  POSITION_ALREADY_CLOSED: 'Closing a position that is already closed.',
};
