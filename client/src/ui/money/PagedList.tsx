import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button';
import { useReachBottom } from '../useReachBottom';
import './money.css';

/**
 * A list that loads its next page when the page is scrolled to the bottom (or the button is pressed,
 * for a list shorter than the screen), and says when everything is shown.
 */
export function PagedList({
  children,
  nextCursor,
  fetchMore,
  testId,
}: {
  children: ReactNode;
  /** The page's `nextCursor`; null at the end. */
  nextCursor: string | null | undefined;
  /** The query's fetchMore (the cache policy appends the page). */
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
  testId?: string;
}) {
  const [loadingMore, setLoadingMore] = useState(false);
  const hasMore = Boolean(nextCursor);
  const onLoadMore = () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    fetchMore({ variables: { after: nextCursor } })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };
  useReachBottom(onLoadMore, hasMore);
  return (
    <>
      <ul className="record-list" data-testid={testId}>
        {children}
      </ul>
      <div className="list-footer">
        {hasMore ? (
          <Button variant="ghost" block={false} loading={loadingMore} onClick={onLoadMore} data-testid="load-more">
            <FormattedMessage id="money.loadMore" />
          </Button>
        ) : (
          <span className="list-footer__end">
            <FormattedMessage id="money.noMore" />
          </span>
        )}
      </div>
    </>
  );
}
