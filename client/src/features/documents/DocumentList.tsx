import { useQuery } from '@apollo/client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, useFragment } from '../../gql';
import type { DocumentRow_DocumentFragment, RequestDocumentInput } from '../../gql/graphql';
import { errorMessageId, errorMessageIdOf } from '../../i18n/errors';
import { useLocale } from '../../i18n/I18nProvider';
import { isLocale, LOCALE_NATIVE_NAMES } from '../../i18n/locales';
import { Button } from '../../ui/Button';
import { formatDay } from '../../ui/corporateActionWords';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/Field';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { UserTime } from '../../ui/time/Zoned';
import { formatMonth, formatSize } from './documents';
import { DocumentRowFragment, DocumentsListQuery } from './queries';
import { useDownloadDocument } from './useDownloadDocument';
import './documents.css';

/** Documents per page of the list. */
export const DOCUMENTS_PAGE = 20;
/** While a document is being made the list is also read this often (the live events are the first way). */
const PENDING_POLL_MS = 15_000;

type Doc = DocumentRow_DocumentFragment;

const PENDING = new Set(['QUEUED', 'BUILDING']);

/** What the document covers: "October 2026", "2025 · PDF", "Orders · Nov 1, 2026 – Nov 28, 2026", "Opening fill". */
function Period({ doc }: { doc: Doc }) {
  const intl = useIntl();
  let text: ReactNode = null;
  if (doc.kind === 'MONTHLY_STATEMENT' && doc.month) text = formatMonth(intl, doc.month);
  else if (doc.kind === 'TAX_REPORT' && doc.year) text = `${doc.year} · ${(doc.format ?? 'pdf').toUpperCase()}`;
  else if (doc.kind === 'CSV_EXPORT' && doc.from && doc.to) {
    text = (
      <>
        {doc.dataset && <FormattedMessage id={`documents.dataset.${doc.dataset}`} />}
        {doc.dataset && ' · '}
        <FormattedMessage id="documents.period.range" values={{ from: formatDay(intl, doc.from), to: formatDay(intl, doc.to) }} />
      </>
    );
  } else if (doc.kind === 'TRADE_CONFIRMATION') text = <FormattedMessage id={`documents.leg.${doc.leg === 'close' ? 'close' : 'open'}`} />;
  if (!text) return null;
  return (
    <p className="document__period" data-testid="document-period">
      {text}
    </p>
  );
}

/** A bar and "40%" while it is being made. */
function Progress({ value }: { value: number }) {
  const intl = useIntl();
  const percent = Math.max(0, Math.min(100, value));
  return (
    <div className="document__progress" data-testid="document-progress" data-value={percent}>
      <div
        className="document__bar"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'documents.progress' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="document__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="document__percent" data-testid="document-percent">
        {intl.formatNumber(percent / 100, { style: 'percent' })}
      </span>
    </div>
  );
}

/** The same document asked for again (its build failed): its own parameters and language. */
export function retryInput(doc: Doc): RequestDocumentInput {
  return {
    kind: doc.kind,
    language: doc.language,
    month: doc.month,
    year: doc.year,
    format: doc.format,
    dataset: doc.dataset,
    from: doc.from,
    to: doc.to,
    positionId: doc.positionId,
    leg: doc.leg,
  };
}

function statusClass(status: string): string {
  if (status === 'READY') return 'status--ok';
  if (status === 'FAILED') return 'status--failed';
  return 'status--pending';
}

function DocumentRow({
  document,
  highlighted,
  onRetry,
  retrying,
}: {
  document: FragmentType<typeof DocumentRowFragment>;
  highlighted: boolean;
  onRetry: (doc: Doc) => Promise<string | null>;
  retrying: boolean;
}) {
  const doc = useFragment(DocumentRowFragment, document);
  const intl = useIntl();
  const { locale } = useLocale();
  const download = useDownloadDocument();
  const [downloading, setDownloading] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const row = useRef<HTMLLIElement>(null);

  // A document just asked for is brought into view (the forms above fill a phone's screen).
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlighted]);

  const onDownload = async () => {
    setErrorId(null);
    setDownloading(true);
    try {
      await download(doc.id, doc.fileName);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    } finally {
      setDownloading(false);
    }
  };

  const pending = PENDING.has(doc.status);
  const otherLanguage = doc.language !== locale && isLocale(doc.language) ? LOCALE_NATIVE_NAMES[doc.language] : null;
  return (
    <li
      ref={row}
      className={`card document${highlighted ? ' document--new' : ''}`}
      data-testid="document-item"
      data-id={doc.id}
      data-kind={doc.kind}
      data-status={doc.status}
      data-document-no={doc.documentNo}
      data-new={highlighted || undefined}
    >
      <div className="document__top">
        <h3 className="document__title" data-testid="document-title">
          <FormattedMessage id={`documents.kind.${doc.kind}`} />
        </h3>
        <span className={`status ${statusClass(doc.status)}`} data-testid="document-status">
          <FormattedMessage id={`documents.status.${doc.status}`} />
        </span>
      </div>
      <Period doc={doc} />
      <p className="document__meta">
        <span data-testid="document-no" data-record>
          {doc.documentNo}
        </span>
        {' · '}
        <FormattedMessage
          id={doc.requestedByUser ? 'documents.askedAt' : 'documents.scheduledAt'}
          values={{ time: <UserTime key="t" at={doc.createdAt} /> }}
        />
        {otherLanguage && (
          <>
            {' · '}
            <FormattedMessage id="documents.inLanguage" values={{ language: otherLanguage }} />
          </>
        )}
      </p>
      {pending && <Progress value={doc.status === 'QUEUED' ? 0 : doc.progress} />}
      {doc.status === 'READY' && (
        <div className="document__actions">
          <span className="document__size" data-testid="document-size">
            {doc.size != null ? formatSize(intl, doc.size) : null}
          </span>
          <Button block={false} variant="secondary" loading={downloading} onClick={onDownload} data-testid="document-download">
            <FormattedMessage id="documents.download" />
          </Button>
        </div>
      )}
      {doc.status === 'FAILED' && (
        <div className="document__failed">
          <p className="document__error" data-testid="document-error">
            <FormattedMessage id={errorMessageId(doc.errorCode)} />
          </p>
          <Button
            block={false}
            variant="secondary"
            loading={retrying}
            onClick={async () => {
              setErrorId(null);
              setErrorId(await onRetry(doc));
            }}
            data-testid="document-retry"
          >
            <FormattedMessage id="documents.retry" />
          </Button>
        </div>
      )}
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
    </li>
  );
}

/**
 * The user's documents, newest first, a page at a time: what each is and covers, its number and when it
 * was asked for, and where it stands (waiting or being made with its progress, ready with its size and a
 * download, failed with why and a try again). Kept current by the account events (DOCUMENT_UPDATED reads
 * the list again), and read every 15 s while one is being made.
 */
export function DocumentList({
  highlight,
  onRetry,
  retryingId,
}: {
  /** The document just asked for (shown marked). */
  highlight: string | null;
  /** Asks for a failed document again; answers the message id of a refusal, or null. */
  onRetry: (doc: Doc) => Promise<string | null>;
  retryingId: string | null;
}) {
  const query = useQuery(DocumentsListQuery, { variables: { first: DOCUMENTS_PAGE }, fetchPolicy: 'cache-and-network' });
  const items = query.data?.documents.items;
  const anyPending = !!items?.some((d) => PENDING.has(d.status));
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!anyPending) return;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [anyPending, startPolling, stopPolling]);

  return (
    <QueryBoundary query={query} reserve="160px">
      {({ documents }) =>
        documents.items.length === 0 ? (
          <div className="card" data-testid="documents-empty">
            <EmptyState
              icon="document"
              title={<FormattedMessage id="documents.empty" />}
              description={<FormattedMessage id="documents.empty.text" />}
            />
          </div>
        ) : (
          <PagedList
            nextCursor={documents.nextCursor}
            // The next page appended here (fetchMore's updateQuery): no cache policy in the first screen's code.
            fetchMore={({ variables }) =>
              query.fetchMore({
                variables,
                updateQuery: (prev, { fetchMoreResult }) => ({
                  ...prev,
                  documents: { ...fetchMoreResult.documents, items: [...prev.documents.items, ...fetchMoreResult.documents.items] },
                }),
              })
            }
            testId="documents-list"
          >
            {documents.items.map((d) => (
              <DocumentRow key={d.id} document={d} highlighted={d.id === highlight} onRetry={onRetry} retrying={retryingId === d.id} />
            ))}
          </PagedList>
        )
      }
    </QueryBoundary>
  );
}
