import type { OperationVariables, QueryResult } from '@apollo/client';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { FormError } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { EmptyLine, LoadMore, OpsPageTitle } from '../parts';
import { EMPTY_TEXTS, type LocalisedDraft, LocalisedTextFields, toTextInput } from '../LocalisedTextFields';

// What the ops pages of IPO and block-trade offerings share: the list page's frame and an offering card's
// actions (entries, edit before opening, cancel with a reason, run the due draw or close).

/**
 * The list page of one kind of offering: title with "New", intro, the cards, "Load more". Texts come from
 * `<messages>.new|intro|empty`; the kind's path is `OPS_PATH/<path>`, its test ids `<testIdPrefix>-new|list`.
 */
export function OfferingListPage<TData, TVars extends OperationVariables, O extends { id: string }>({
  titleId,
  messages,
  path,
  testIdPrefix,
  query,
  page,
  card,
}: {
  titleId: string;
  messages: string;
  path: string;
  testIdPrefix: string;
  query: QueryResult<TData, TVars>;
  page: (data: TData) => { items: readonly O[]; nextCursor?: string | null };
  card: (o: O, onChanged: () => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const onChanged = () => void query.refetch().catch(() => undefined);
  return (
    <>
      <OpsPageTitle id={titleId}>
        <Button block={false} onClick={() => navigate(`${OPS_PATH}/${path}/new`)} data-testid={`${testIdPrefix}-new`}>
          <FormattedMessage id={`${messages}.new`} />
        </Button>
      </OpsPageTitle>
      <p className="ops-intro">
        <FormattedMessage id={`${messages}.intro`} />
      </p>
      <QueryBoundary query={query}>
        {(data) => {
          const { items, nextCursor } = page(data);
          return items.length === 0 ? (
            <EmptyLine id={`${messages}.empty`} />
          ) : (
            <>
              <ul className="ops-list" data-testid={`${testIdPrefix}-list`}>
                {items.map((o) => card(o, onChanged))}
              </ul>
              <LoadMore
                nextCursor={nextCursor}
                fetchMore={query.fetchMore as (options: { variables: { after: string } }) => Promise<unknown>}
              />
            </>
          );
        }}
      </QueryBoundary>
    </>
  );
}

/**
 * An offering card's actions and their errors. Texts: the message ids in `texts`; test ids
 * `<testIdPrefix>-cancel-form|cancel-reason|cancel-submit|cancel|edit`.
 */
export function OfferingActions({
  texts,
  testIdPrefix,
  path,
  offeringId,
  scheduled,
  editable,
  busy,
  entries,
  run,
  cancel,
  onChanged,
}: {
  texts: { reasonRequired: string; cancelledToast: string; cancelReason: string; cancelOffering: string; edit: string };
  testIdPrefix: string;
  /** The kind's path under OPS_PATH ("ipo", "block-trade"). */
  path: string;
  offeringId: string;
  scheduled: boolean;
  editable: boolean;
  busy: boolean;
  /** The entries page (applications, subscriptions). */
  entries: { path: string; labelId: string; testId: string };
  /** The due draw or close, when it may run now. */
  run: {
    when: boolean;
    labelId: string;
    testId: string;
    confirm: { title: string; message: string };
    doneId: string;
    mutate: () => Promise<unknown>;
  };
  /** Cancels with ops' reason, one version per language (English required), as the mutation's reasonText. */
  cancel: (reasonText: ReturnType<typeof toTextInput>) => Promise<unknown>;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState<LocalisedDraft>(EMPTY_TEXTS);
  const [error, setError] = useState<string | null>(null);

  const onCancel = async () => {
    setError(null);
    if (!reason.en.trim()) return setError(intl.formatMessage({ id: texts.reasonRequired }));
    try {
      await cancel(toTextInput(reason));
      toast.success(intl.formatMessage({ id: texts.cancelledToast }));
      setCancelling(false);
      onChanged();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  const onRun = async () => {
    setError(null);
    const ok = await confirm({ ...run.confirm, confirmText: intl.formatMessage({ id: run.labelId }) });
    if (!ok) return;
    try {
      await run.mutate();
      toast.success(intl.formatMessage({ id: run.doneId }));
      onChanged();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };

  return (
    <>
      <div className="ops-card__actions">
        {cancelling ? (
          <div className="ops-refuse" data-testid={`${testIdPrefix}-cancel-form`}>
            <LocalisedTextFields
              label={<FormattedMessage id={texts.cancelReason} />}
              value={reason}
              onChange={setReason}
              testId={`${testIdPrefix}-cancel-reason`}
            />
            <div className="ops-buttons">
              <Button variant="secondary" block={false} onClick={() => setCancelling(false)} disabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button variant="danger" block={false} onClick={onCancel} loading={busy} data-testid={`${testIdPrefix}-cancel-submit`}>
                <FormattedMessage id={texts.cancelOffering} />
              </Button>
            </div>
          </div>
        ) : (
          <div className="ops-buttons">
            <Button
              variant="secondary"
              block={false}
              onClick={() => navigate(`${OPS_PATH}/${path}/${offeringId}/${entries.path}`)}
              data-testid={entries.testId}
            >
              <FormattedMessage id={entries.labelId} />
            </Button>
            {editable && (
              <Button
                variant="secondary"
                block={false}
                onClick={() => navigate(`${OPS_PATH}/${path}/${offeringId}`)}
                data-testid={`${testIdPrefix}-edit`}
              >
                <FormattedMessage id={texts.edit} />
              </Button>
            )}
            {scheduled && (
              <Button
                variant="danger"
                block={false}
                onClick={() => setCancelling(true)}
                disabled={busy}
                data-testid={`${testIdPrefix}-cancel`}
              >
                <FormattedMessage id={texts.cancelOffering} />
              </Button>
            )}
            {run.when && (
              <Button block={false} onClick={onRun} loading={busy} data-testid={run.testId}>
                <FormattedMessage id={run.labelId} />
              </Button>
            )}
          </div>
        )}
      </div>
      <FormError>{error}</FormError>
    </>
  );
}
