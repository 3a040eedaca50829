/**
 * Names of the trading queries to refetch after an order or position changed, each beside its component
 * (lists of the Trade tab, the trade detail and its splits, the portfolio). A name not on screen is skipped.
 */
export const TRADING_LIST_QUERIES = [
  'OpenPositions_Positions',
  'ClosedPositions_Positions',
  'PendingOrders_Orders',
  'Portfolio_Current',
  'TradeDetail_Position',
  // The position's dividends and splits, under its detail (features/dividends).
  'PositionDividends_Actions',
];
