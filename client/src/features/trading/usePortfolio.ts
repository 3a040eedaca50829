import { type ApolloClient, useQuery, useSubscription } from '@apollo/client';
import { prefetchQuery, usePrefetchedPolicy } from '../../apollo/prefetch';
import { useMemo } from 'react';
import { readFragment } from '../../apollo/readFragment';
import { graphql, useFragment } from '../../gql';
import type { Portfolio_FieldsFragment } from '../../gql/graphql';

/** The portfolio as the query and its live updates carry it (written whole into the cache). */
const PortfolioFragment = graphql(`
  fragment Portfolio_Fields on Portfolio {
    at
    simulated
    balances {
      currency
      available
      frozen
      positionValue
      totalAssets
      floatingProfit
      totalProfit
      depositTotal
    }
    marks {
      positionId
      symbol
      currentPrice
      marketValue
      profit
      stopLoss
    }
  }
`);

const PortfolioQuery = graphql(`
  query Portfolio_Current {
    portfolio {
      ...Portfolio_Fields
    }
  }
`);

const PortfolioUpdatesSubscription = graphql(`
  subscription Portfolio_Updates {
    portfolioUpdates {
      ...Portfolio_Fields
    }
  }
`);

export type Portfolio = Portfolio_FieldsFragment;
export type PositionMark = Portfolio['marks'][number];

/** True when `incoming` is not older than what is cached (a late answer never replaces a newer snapshot). */
export function isNewerSnapshot(cachedAt: string | null | undefined, incomingAt: string): boolean {
  if (!cachedAt) return true;
  return Date.parse(incomingAt) >= Date.parse(cachedAt);
}

/** The portfolio, read before the page renders (a signed-out visitor's read fails and leaves nothing). */
export function prefetchPortfolio(client: ApolloClient<unknown>): void {
  prefetchQuery(client, PortfolioQuery);
}

/**
 * Balances with position value, floating and total profit, and each open position marked at the
 * current quote: the `portfolio` query, kept live by `portfolioUpdates` (written into the cache, so
 * every screen showing it re-renders). `enabled` false (signed out) asks for nothing.
 */
export function usePortfolio(enabled = true) {
  const query = useQuery(PortfolioQuery, { skip: !enabled, fetchPolicy: usePrefetchedPolicy(PortfolioQuery) });
  useSubscription(PortfolioUpdatesSubscription, {
    skip: !enabled,
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const portfolio = readFragment(PortfolioFragment, data.data?.portfolioUpdates);
      if (!portfolio) return;
      // The cache reads and writes whole (unmasked) data.
      const cached = client.readQuery({ query: PortfolioQuery })?.portfolio;
      if (!isNewerSnapshot(cached?.at, portfolio.at)) return;
      client.writeQuery({ query: PortfolioQuery, data: { __typename: 'Query', portfolio } });
    },
  });
  const portfolio = useFragment(PortfolioFragment, query.data?.portfolio) ?? null;
  const marks = useMemo(() => new Map((portfolio?.marks ?? []).map((m) => [m.positionId, m])), [portfolio]);
  return { query, portfolio, marks };
}
