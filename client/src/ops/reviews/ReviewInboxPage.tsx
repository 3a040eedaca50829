import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { Select } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, Labeled, LoadMore, OpsPageTitle } from '../parts';
import { ReviewItemCard } from './ReviewItemCard';

const KindsQuery = graphql(`
  query OpsReviews_Kinds {
    reviewKinds {
      kind
      pendingStatus
      statuses
      decisions
    }
  }
`);

export const ReviewQueueQuery = graphql(`
  query OpsReviews_Queue($kind: String!, $status: String, $first: Int!, $after: String) {
    reviewQueue(kind: $kind, status: $status, first: $first, after: $after) {
      items {
        id
        kind
        status
        orderNo
        userId
        userPhone
        amount
        currency
        summary
        createdAt
        needsSecondApproval
      }
      nextCursor
    }
  }
`);

const PAGE_SIZE = 20;

/** The review inbox: a tab per kind the server knows (reviewKinds), a status filter, the items. */
export function ReviewInboxPage() {
  const intl = useIntl();
  const kinds = useQuery(KindsQuery);
  const [params, setParams] = useSearchParams();
  return (
    <>
      <OpsPageTitle id="ops.reviews.title" />
      <QueryBoundary query={kinds}>
        {({ reviewKinds }) => {
          const kind = reviewKinds.find((k) => k.kind === params.get('kind')) ?? reviewKinds[0];
          if (!kind) return <EmptyLine id="ops.reviews.noKinds" />;
          const status = kind.statuses.includes(params.get('status') ?? '') ? (params.get('status') as string) : kind.pendingStatus;
          return (
            <>
              <div className="ops-kinds" role="tablist" aria-label={intl.formatMessage({ id: 'ops.reviews.kind' })}>
                {reviewKinds.map((k) => (
                  <button
                    key={k.kind}
                    type="button"
                    role="tab"
                    aria-selected={k.kind === kind.kind}
                    className={`ops-chip${k.kind === kind.kind ? ' ops-chip--active' : ''}`}
                    onClick={() => setParams({ kind: k.kind })}
                    data-testid={`ops-review-kind-${k.kind}`}
                  >
                    <FormattedMessage id={`ops.kind.${k.kind}`} defaultMessage={k.kind} />
                  </button>
                ))}
              </div>
              <Labeled label={<FormattedMessage id="ops.filter.status" />}>
                {(id) => (
                  <Select id={id} value={status} onChange={(s) => setParams({ kind: kind.kind, status: s })} testId="ops-review-status">
                    {kind.statuses.map((s) => (
                      <option key={s} value={s}>
                        {intl.formatMessage({ id: `ops.status.${s.toLowerCase()}`, defaultMessage: s })}
                      </option>
                    ))}
                  </Select>
                )}
              </Labeled>
              <ReviewQueue key={`${kind.kind}:${status}`} kind={kind.kind} status={status} pending={status === kind.pendingStatus} />
            </>
          );
        }}
      </QueryBoundary>
    </>
  );
}

function ReviewQueue({ kind, status, pending }: { kind: string; status: string; pending: boolean }) {
  const query = useQuery(ReviewQueueQuery, {
    variables: { kind, status, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // Approvals filed for a second ops user in this session: the item stays pending until then.
  const [awaiting, setAwaiting] = useState<Record<string, string>>({});
  return (
    <QueryBoundary query={query}>
      {({ reviewQueue }) =>
        reviewQueue.items.length === 0 ? (
          <EmptyLine id="ops.reviews.empty" />
        ) : (
          <>
            <ul className="ops-list" data-testid="ops-review-list">
              {reviewQueue.items.map((item) => (
                <ReviewItemCard
                  key={`${item.kind}:${item.id}`}
                  item={item}
                  decidable={pending}
                  awaitingRequestId={awaiting[item.id]}
                  onAwaiting={(requestId) => setAwaiting((a) => ({ ...a, [item.id]: requestId }))}
                />
              ))}
            </ul>
            <LoadMore nextCursor={reviewQueue.nextCursor} fetchMore={query.fetchMore} />
          </>
        )
      }
    </QueryBoundary>
  );
}
