/**
 * The app routes notifications open (client/src/navigation/routeTable.ts; hash paths with their query).
 * Kept here, beside the rules, so a renamed route is changed in one place on the server.
 */
export const LINKS = {
  tradePositions: '/pages/trade/index?tab=positions',
  tradeClosed: '/pages/trade/index?tab=closed',
  tradeOrders: '/pages/trade/index?tab=orders',
  tradeLottery: '/pages/trade/index?tab=lottery',
  tradeInventory: '/pages/trade/index?tab=inventory',
  deposits: '/subPackages/mine/transactionRecord/transactionRecord',
  withdrawals: '/subPackages/mine/transactionRecord/transactionRecord?tab=withdrawals',
  realName: '/subPackages/mine/real/real',
  loanRecords: '/subPackages/mine/loan/record',
  vip: '/subPackages/mine/vip/index',
  fundRecords: '/subPackages/market/fund/record',
  blockTradeRecords: '/subPackages/market/blockTrade/ai',
  followRecords: '/subPackages/market/instaFollow/instaFollow?tab=records',
  intradayRecords: '/subPackages/market/dayTrading/dayTrading?tab=records',
  notices: '/subPackages/mine/notice/notice',
  security: '/subPackages/mine/security/index',
  stock: (symbol: string) => `/subPackages/market/stockDetail/stockDetail?symbol=${symbol}`,
  ipoDetail: (offeringId: string) => `/subPackages/market/ipo/detail?id=${encodeURIComponent(offeringId)}`,
} as const;

/** A payload field as a param: strings and numbers as they are, anything else left out. */
export function str(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}
