import { type ReactNode, useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/Button';

/** An instant in the reader's language and time zone, with the zone's name (PRODUCT §11). */
export function useFormatDateTime(): (iso: string) => string {
  const intl = useIntl();
  return useCallback(
    (iso: string) =>
      intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }),
    [intl],
  );
}

export function OpsPageTitle({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <div className="ops-title">
      <h1 className="ops-title__text" data-testid="ops-page-title">
        <FormattedMessage id={id} />
      </h1>
      {children && <div className="ops-title__actions">{children}</div>}
    </div>
  );
}

const STATUS_TONE: Record<string, string> = {
  pending: 'pending',
  PENDING: 'pending',
  confirmed: 'ok',
  passed: 'ok',
  APPROVED: 'ok',
  refused: 'failed',
  failed: 'failed',
  REJECTED: 'failed',
  rejected: 'failed',
  revoked: 'neutral',
};

/** A status (review item or ops request) as a coloured badge in the reader's language. */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`status status--${STATUS_TONE[status] ?? 'neutral'}`} data-testid={testId}>
      <FormattedMessage id={`ops.status.${status.toLowerCase()}`} defaultMessage={status} />
    </span>
  );
}

/** "Load more" for a cursor-paged list (the list's cache policy appends the page). */
export function LoadMore({
  nextCursor,
  fetchMore,
}: {
  nextCursor: string | null | undefined;
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
}) {
  const [loading, setLoading] = useState(false);
  if (!nextCursor) {
    return (
      <p className="ops-list-end">
        <FormattedMessage id="money.noMore" />
      </p>
    );
  }
  const onClick = () => {
    setLoading(true);
    fetchMore({ variables: { after: nextCursor } })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return (
    <div className="ops-list-end">
      <Button variant="secondary" block={false} loading={loading} onClick={onClick} data-testid="ops-load-more">
        <FormattedMessage id="money.loadMore" />
      </Button>
    </div>
  );
}

/** Label and value in a definition list (evidence, profile). */
export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="ops-fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function EmptyLine({ id }: { id: string }) {
  return (
    <p className="ops-empty" data-testid="ops-empty">
      <FormattedMessage id={id} />
    </p>
  );
}

/** A label beside (or, stacked, above) its control; the control gets the label's id. */
export function Labeled({ label, stack, children }: { label: ReactNode; stack?: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={`ops-filter${stack ? ' ops-filter--stack' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
