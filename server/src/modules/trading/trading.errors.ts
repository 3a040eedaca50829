// Codes of orders, positions and closes; merged into ErrorCode (graphql/error-codes.ts).
export enum TradingError {
  /** Shares must be a positive whole number. */
  SHARES_INVALID = 'SHARES_INVALID',
  /** Shares must be a multiple of the market's lot size (1,000 on TWSE). */
  SHARES_NOT_LOT_MULTIPLE = 'SHARES_NOT_LOT_MULTIPLE',
  /** More shares than one order may carry (MAX_ORDER_SHARES) or a notional above the per-order cap. */
  ORDER_TOO_LARGE = 'ORDER_TOO_LARGE',
  /** A limit order needs a positive limit price; a market order must not carry one. */
  LIMIT_PRICE_INVALID = 'LIMIT_PRICE_INVALID',
  /** The limit price is not on the instrument's tick grid. */
  LIMIT_PRICE_OFF_TICK = 'LIMIT_PRICE_OFF_TICK',
  /** The leverage is not in the market's allowed set. */
  LEVERAGE_NOT_ALLOWED = 'LEVERAGE_NOT_ALLOWED',
  /** A market order (or a close) while the instrument's market is closed. */
  MARKET_CLOSED = 'MARKET_CLOSED',
  /** No quote (or no FX rate for a converted market) to trade at yet. */
  QUOTE_UNAVAILABLE = 'QUOTE_UNAVAILABLE',
  /** Cancelling an order that is already filled or cancelled. */
  ORDER_NOT_PENDING = 'ORDER_NOT_PENDING',
  /** Closing a position that is already closed. */
  POSITION_ALREADY_CLOSED = 'POSITION_ALREADY_CLOSED',
}
