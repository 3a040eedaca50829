import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { useReachBottom } from '../../ui/useReachBottom';

interface CursorPage<T> {
  items: T[];
  nextCursor?: string | null;
}

/** The previous page with the next one appended (fetchMore's updateQuery; no cache policy needed). */
export function appendPage<P extends CursorPage<unknown>>(prev: P, next: P): P {
  return { ...next, items: [...prev.items, ...next.items] };
}

/** A list that loads its next page on reaching the bottom (or on the button), and says when all is shown. */
export function ContentPagedList({
  children,
  nextCursor,
  fetchMore,
  testId,
}: {
  children: ReactNode;
  nextCursor: string | null | undefined;
  fetchMore: (after: string) => Promise<unknown>;
  testId?: string;
}) {
  const [loadingMore, setLoadingMore] = useState(false);
  const hasMore = Boolean(nextCursor);
  const onLoadMore = () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    fetchMore(nextCursor)
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };
  useReachBottom(onLoadMore, hasMore);
  return (
    <>
      <ul className="content-list" data-testid={testId}>
        {children}
      </ul>
      <div className="list-footer">
        {hasMore ? (
          <Button variant="ghost" block={false} loading={loadingMore} onClick={onLoadMore} data-testid="load-more">
            <FormattedMessage id="content.loadMore" />
          </Button>
        ) : (
          <span className="list-footer__end">
            <FormattedMessage id="content.noMore" />
          </span>
        )}
      </div>
    </>
  );
}
