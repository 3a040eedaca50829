/** What an intraday event or a trade of the strategy makes stale. */
export const INTRADAY_QUERIES = ['IntradayRecords_Applications'];
