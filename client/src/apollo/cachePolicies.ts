import type { FieldPolicy, TypePolicies } from '@apollo/client';

interface CursorPage {
  items: unknown[];
  nextCursor?: string | null;
}

/**
 * A `{ items, nextCursor }` list paged with `after`: the first page (no `after`) replaces what was
 * cached (a refetch or pull-to-refresh), a later page is appended.
 */
export function cursorPagePolicy(keyArgs: string[] | false): FieldPolicy<CursorPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, items: [...existing.items, ...incoming.items] };
    },
  };
}

/**
 * The cache's identity and paging rules (used by createApollo). Market data objects are keyed by their
 * symbol ("US:AAPL"), so a tick from the `quotes` subscription updates the one cached Quote that every
 * list, card and detail page shows: nothing is refetched.
 */
export const typePolicies: TypePolicies = {
  // One balance per currency: a live BALANCE_CHANGED event updates it wherever it is shown.
  Balance: { keyFields: ['currency'] },
  // Ticks are written by features/markets/useLiveQuotes (writeTick), which drops late ones.
  Quote: { keyFields: ['symbol'] },
  Instrument: { keyFields: ['symbol'] },
  MarketIndex: { keyFields: ['symbol'] },
  // Trading: orders and positions are keyed by id (the default); the portfolio is one per user, its
  // balances one per currency, pushed whole by `portfolioUpdates`.
  Portfolio: { keyFields: [] },
  PortfolioBalance: { keyFields: ['currency'] },
  PositionMark: { keyFields: ['positionId'] },
  Query: {
    fields: {
      myDeposits: cursorPagePolicy(false),
      myWithdrawals: cursorPagePolicy(false),
      statement: cursorPagePolicy(['currency']),
      positions: cursorPagePolicy(['status']),
      orders: cursorPagePolicy(['pending']),
      ipoOfferings: cursorPagePolicy(false),
      myIpoApplications: cursorPagePolicy(false),
      blockTradeOfferings: cursorPagePolicy(false),
      myBlockTradeSubscriptions: cursorPagePolicy(false),
      myBlockTradeNotices: cursorPagePolicy(['lang']),
      followTrades: cursorPagePolicy(['live', 'institutionId']),
      followInstitutions: cursorPagePolicy(false),
      myFollows: cursorPagePolicy(['tradeId']),
      myIntradayApplications: cursorPagePolicy(false),
      // Replaced whole by each answer (the server's order is the truth).
      watchlist: { merge: false },
      searchHistory: { merge: false },
    },
  },
};
