/** Server error codes of the market-data domain; texts in ./messages. */
export const MARKET_ERROR_CODES = [] as const;
