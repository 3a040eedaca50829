/** Server error codes of the trading domain (orders, positions, closes); texts in ./messages. */
export const TRADING_ERROR_CODES = [
  'SHARES_INVALID',
  'SHARES_NOT_LOT_MULTIPLE',
  'ORDER_TOO_LARGE',
  'LIMIT_PRICE_INVALID',
  'LIMIT_PRICE_OFF_TICK',
  'LEVERAGE_NOT_ALLOWED',
  'MARKET_CLOSED',
  'QUOTE_UNAVAILABLE',
  'ORDER_NOT_PENDING',
  'POSITION_ALREADY_CLOSED',
] as const;
