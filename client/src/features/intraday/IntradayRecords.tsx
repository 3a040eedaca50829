import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { IntradayRecordCard, type LiveMarks } from './IntradayRecordCard';
import { MyIntradayApplicationsQuery } from './queries';

/**
 * The user's applications, newest first, each with its trades; kept live by the account events, and the
 * result of an open position by `marks` (the portfolio's live marks, the figure Trade shows).
 */
export function IntradayRecords({ marks }: { marks?: LiveMarks }) {
  const query = useQuery(MyIntradayApplicationsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {({ myIntradayApplications }) =>
        myIntradayApplications.items.length === 0 ? (
          <div className="card" data-testid="it-records-empty">
            <EmptyState icon="clock" title={<FormattedMessage id="intraday.records.empty" />} />
          </div>
        ) : (
          <PagedList nextCursor={myIntradayApplications.nextCursor} fetchMore={query.fetchMore} testId="it-records">
            {myIntradayApplications.items.map((a) => (
              <li key={a.id} className="card alloc-card">
                <IntradayRecordCard application={a} marks={marks} />
              </li>
            ))}
          </PagedList>
        )
      }
    </QueryBoundary>
  );
}
