/** Server error codes of the market-data domain; texts in ./messages. */
export const MARKET_ERROR_CODES = ['INSTRUMENT_NOT_FOUND', 'TOO_MANY_SYMBOLS', 'BAR_RANGE_INVALID', 'SEARCH_QUERY_TOO_LONG'] as const;
