/** Queries to read again when a subscription or a code changes (the app-wide account-events listener). */
export const BLOCK_TRADE_QUERIES = [
  'BlockTradeList_Offerings',
  'BlockTradeSubscribe_Offering',
  'BlockTradeDraw_Draw',
  'BlockTradeRecords_Subscriptions',
  // A successful subscription opens a position at the subscription price: the Trade tab follows.
  'OpenPositions_Positions',
  'Portfolio_Current',
];
