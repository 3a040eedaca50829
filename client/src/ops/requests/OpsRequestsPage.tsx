import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { formatE164 } from '../../features/auth/phone';
import { graphql } from '../../gql';
import type { OpsRequestStatus, OpsRequests_ListQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { FormError, Select, TextInput } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, Fact, Labeled, LoadMore, OpsPageTitle, StatusBadge, useFormatDateTime } from '../parts';

const ListQuery = graphql(`
  query OpsRequests_List($status: OpsRequestStatus, $first: Int!, $after: String) {
    opsRequests(status: $status, first: $first, after: $after) {
      items {
        id
        requestNo
        kind
        status
        summary
        reason
        reasonCode
        amount
        currency
        makerId
        makerLabel
        checkerLabel
        checkerNote
        targetUserId
        targetUserPhone
        createdAt
        decidedAt
      }
      nextCursor
    }
  }
`);

const DecideMutation = graphql(`
  mutation OpsRequests_Decide($input: DecideOpsRequestInput!) {
    decideOpsRequest(input: $input) {
      id
      status
      checkerLabel
      checkerNote
      decidedAt
    }
  }
`);

const STATUSES: readonly OpsRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** Maker-checker requests: a second, different ops user approves or rejects each pending one. */
export function OpsRequestsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'PENDING';
  const query = useQuery(ListQuery, { variables: { status, first: 20 }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <OpsPageTitle id="ops.requests.title">
        <Link className="ops-link-button" to="/ops/requests/adjust" data-testid="ops-adjust-open">
          <FormattedMessage id="ops.adjust.open" />
        </Link>
      </OpsPageTitle>
      <Labeled label={<FormattedMessage id="ops.filter.status" />}>
        {(id) => (
          <Select id={id} value={status} onChange={(s) => setParams({ status: s })} testId="ops-requests-status">
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `ops.status.${s.toLowerCase()}` })}
              </option>
            ))}
          </Select>
        )}
      </Labeled>
      <QueryBoundary query={query}>
        {({ opsRequests }) =>
          opsRequests.items.length === 0 ? (
            <EmptyLine id="ops.requests.empty" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-request-list">
                {opsRequests.items.map((r) => (
                  <OpsRequestCard key={r.id} request={r} />
                ))}
              </ul>
              <LoadMore nextCursor={opsRequests.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}

type Request = OpsRequests_ListQuery['opsRequests']['items'][number];

function OpsRequestCard({ request }: { request: Request }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney('exceptZero');
  const formatDateTime = useFormatDateTime();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, busyId } = useConfirmedMutation(DecideMutation, { onError: (id) => setError(intl.formatMessage({ id })) });

  const decide = (approve: boolean) => {
    setError(null);
    const trimmed = note.trim();
    void run(
      {
        confirm: {
          title: intl.formatMessage({ id: approve ? 'ops.requests.approveTitle' : 'ops.requests.rejectTitle' }),
          message: intl.formatMessage({ id: 'ops.requests.decideConfirm' }, { requestNo: request.requestNo, summary: request.summary }),
          confirmText: intl.formatMessage({ id: approve ? 'ops.approve' : 'ops.reject' }),
          danger: !approve,
        },
        keyFor: { id: request.id, approve, note: trimmed },
        variables: (idempotencyKey) => ({ input: { id: request.id, approve, note: trimmed || null, idempotencyKey } }),
        done: approve ? 'ops.requests.approved' : 'ops.requests.rejected',
        refetchQueries: ['OpsRequests_List'],
      },
      { id: approve ? 'approve' : 'reject' },
    );
  };

  return (
    <li className="ops-card" data-testid="ops-request" data-request-no={request.requestNo}>
      <div className="ops-card__head">
        <span className="ops-card__title">{request.requestNo}</span>
        <StatusBadge status={request.status} testId="ops-request-status" />
      </div>
      <p className="ops-card__summary" data-testid="ops-request-summary">
        <FormattedMessage id={`ops.requestKind.${request.kind}`} />
        {request.amount && request.currency && (
          <>
            {' · '}
            <span className="money">{formatMoney(request.amount, request.currency)}</span>
          </>
        )}
      </p>
      <dl className="ops-facts">
        <Fact label={<FormattedMessage id="ops.field.summary" />}>{request.summary}</Fact>
        <Fact label={<FormattedMessage id="ops.field.reason" />} testId="ops-request-reason">
          {/* A code the server files by itself is worded here; a maker's own reason is shown as written. */}
          {request.reasonCode ? (
            <FormattedMessage id={`ops.requests.reason.${request.reasonCode}`} />
          ) : (
            <span data-ops-content>{request.reason}</span>
          )}
        </Fact>
        {(request.targetUserPhone || request.targetUserId) && (
          <Fact label={<FormattedMessage id="ops.field.user" />}>
            {request.targetUserId ? (
              <Link to={`/ops/users/${request.targetUserId}`}>
                {request.targetUserPhone ? formatE164(request.targetUserPhone) : request.targetUserId}
              </Link>
            ) : (
              formatE164(request.targetUserPhone ?? '')
            )}
          </Fact>
        )}
        <Fact label={<FormattedMessage id="ops.field.maker" />}>
          {request.makerLabel.startsWith('+') ? formatE164(request.makerLabel) : request.makerLabel}
        </Fact>
        <Fact label={<FormattedMessage id="ops.field.created" />}>{formatDateTime(request.createdAt)}</Fact>
        {request.checkerLabel && <Fact label={<FormattedMessage id="ops.field.checker" />}>{request.checkerLabel}</Fact>}
        {request.checkerNote && <Fact label={<FormattedMessage id="ops.field.checkerNote" />}>{request.checkerNote}</Fact>}
        {request.decidedAt && <Fact label={<FormattedMessage id="ops.field.decided" />}>{formatDateTime(request.decidedAt)}</Fact>}
      </dl>
      {request.status === 'PENDING' && (
        <div className="ops-card__actions">
          <div className="input-box">
            <TextInput
              value={note}
              onChange={setNote}
              testId="ops-request-note"
              placeholder={intl.formatMessage({ id: 'ops.requests.notePlaceholder' })}
            />
          </div>
          <div className="ops-buttons">
            <Button
              variant="secondary"
              block={false}
              onClick={() => decide(false)}
              loading={busyId === 'reject'}
              disabled={busyId !== null}
              data-testid="ops-request-reject"
            >
              <FormattedMessage id="ops.reject" />
            </Button>
            <Button
              block={false}
              onClick={() => decide(true)}
              loading={busyId === 'approve'}
              disabled={busyId !== null}
              data-testid="ops-request-approve"
            >
              <FormattedMessage id="ops.approve" />
            </Button>
          </div>
        </div>
      )}
      <FormError>{error}</FormError>
    </li>
  );
}
