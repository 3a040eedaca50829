import { useQuery, useSubscription } from '@apollo/client';
import { useMemo } from 'react';
import type { PortfolioFieldsFragment } from '../../gql/graphql';
import { PortfolioQuery, PortfolioUpdatesSubscription } from './operations';

export type PositionMark = PortfolioFieldsFragment['marks'][number];

/** True when `incoming` is not older than what is cached (a late answer never replaces a newer snapshot). */
export function isNewerSnapshot(cachedAt: string | null | undefined, incomingAt: string): boolean {
  if (!cachedAt) return true;
  return Date.parse(incomingAt) >= Date.parse(cachedAt);
}

/**
 * Balances with position value, floating and total profit, and each open position marked at the
 * current quote: the `portfolio` query, kept live by `portfolioUpdates` (written into the cache, so
 * every screen showing it re-renders). `enabled` false (signed out) asks for nothing.
 */
export function usePortfolio(enabled = true) {
  const query = useQuery(PortfolioQuery, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  useSubscription(PortfolioUpdatesSubscription, {
    skip: !enabled,
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const portfolio = data.data?.portfolioUpdates;
      if (!portfolio) return;
      const cached = client.readQuery({ query: PortfolioQuery })?.portfolio;
      if (!isNewerSnapshot(cached?.at, portfolio.at)) return;
      client.writeQuery({ query: PortfolioQuery, data: { __typename: 'Query', portfolio } });
    },
  });
  const marks = useMemo(() => new Map((query.data?.portfolio.marks ?? []).map((m) => [m.positionId, m])), [query.data]);
  return { query, portfolio: query.data?.portfolio ?? null, marks };
}
