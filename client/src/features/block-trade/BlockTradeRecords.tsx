import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { BlockTradeRecordCard } from './BlockTradeRecordCard';
import { MyBlockTradeSubscriptionsQuery } from './queries';

/** The user's block-trade purchase records, newest first; each links to its position and its allocation record. */
export function BlockTradeRecords() {
  const refresh = useRefreshToast();
  // Ops' texts in the reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  const query = useQuery(MyBlockTradeSubscriptionsQuery, { variables: { first: MONEY_PAGE_SIZE, lang }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ myBlockTradeSubscriptions }) =>
          myBlockTradeSubscriptions.items.length === 0 ? (
            <div className="card" data-testid="bt-records-empty">
              <EmptyState icon="blockTrade" title={<FormattedMessage id="blockTrade.records.empty" />} description={<BrowseHint />} />
            </div>
          ) : (
            <PagedList nextCursor={myBlockTradeSubscriptions.nextCursor} fetchMore={query.fetchMore} testId="bt-records">
              {myBlockTradeSubscriptions.items.map((s) => (
                <li key={s.id} className="card alloc-card bt-card">
                  <BlockTradeRecordCard subscription={s} />
                </li>
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

function BrowseHint() {
  const nav = useNav();
  return (
    <button
      type="button"
      className="alloc-link-button"
      onClick={() => nav.navigateTo(routeByName('blockTrade').path)}
      data-testid="bt-records-browse"
    >
      <FormattedMessage id="blockTrade.records.browse" />
    </button>
  );
}
