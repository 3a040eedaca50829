import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, LoadMore, useFormatDateTime } from '../parts';

// A user's documents for support (issue 36): what they asked for and whether it was made, never the
// file (a document is downloaded only by its owner). Each look is audited on the server.
const DocumentsQuery = graphql(`
  query OpsUser_Documents($userId: ID!, $first: Int!, $after: String) {
    opsUserDocuments(userId: $userId, first: $first, after: $after) {
      items {
        id
        documentNo
        kind
        status
        progress
        language
        requestedByUser
        month
        year
        format
        dataset
        from
        to
        size
        errorCode
        createdAt
        readyAt
      }
      nextCursor
    }
  }
`);

type Doc = {
  kind: string;
  month?: string | null;
  year?: number | null;
  format?: string | null;
  dataset?: string | null;
  from?: string | null;
  to?: string | null;
};

/** "2026-10", "2025 · CSV", "orders · 2026-10-01 – 2026-10-31". */
function periodOf(d: Doc): string {
  if (d.month) return d.month;
  if (d.year) return `${d.year}${d.format ? ` · ${d.format.toUpperCase()}` : ''}`;
  if (d.from && d.to) return `${d.dataset ?? ''} · ${d.from} – ${d.to}`;
  return '';
}

export function OpsUserDocuments({ userId }: { userId: string }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(DocumentsQuery, { variables: { userId, first: 20 }, fetchPolicy: 'network-only' });
  return (
    <>
      <h2 className="ops-subtitle">
        <FormattedMessage id="ops.user.documents" />
      </h2>
      <QueryBoundary query={query}>
        {({ opsUserDocuments }) =>
          opsUserDocuments.items.length === 0 ? (
            <EmptyLine id="ops.user.noDocuments" />
          ) : (
            <>
              <ul className="ops-list ops-list--rows" data-testid="ops-documents">
                {opsUserDocuments.items.map((d) => (
                  <li key={d.id} className="ops-line" data-testid="ops-document">
                    <div className="ops-line__main">
                      <span className="ops-row__title">
                        <FormattedMessage id={`ops.document.kind.${d.kind}`} /> · {periodOf(d)}
                      </span>
                      <span className="ops-row__sub">
                        {d.documentNo} · {d.language} ·{' '}
                        <FormattedMessage id={d.requestedByUser ? 'ops.document.byUser' : 'ops.document.bySchedule'} /> ·{' '}
                        {formatDateTime(d.createdAt)}
                      </span>
                    </div>
                    <div className="ops-line__figures">
                      <span className={`status status--${d.status === 'READY' ? 'ok' : d.status === 'FAILED' ? 'failed' : 'pending'}`}>
                        <FormattedMessage id={`ops.document.status.${d.status}`} values={{ progress: d.progress }} />
                      </span>
                      {d.size != null && (
                        <span className="ops-row__sub">{intl.formatNumber(d.size / 1024, { maximumFractionDigits: 0 })} KB</span>
                      )}
                      {d.errorCode && <span className="ops-row__sub">{d.errorCode}</span>}
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsUserDocuments.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
