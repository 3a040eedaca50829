import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatE164 } from '../../features/auth/phone';
import { graphql } from '../../gql';
import type { OpsReviews_QueueQuery, ReviewReasonCode } from '../../gql/graphql';
import { reviewReasonMessageId, useReviewReasonCodes } from '../../i18n/reviewReasons';
import { Button } from '../../ui/Button';
import { FormError, Select, TextInput } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { Fact, Labeled, StatusBadge, useFormatDateTime } from '../parts';
import { RealNameEvidence } from './RealNameEvidence';

const DecideMutation = graphql(`
  mutation OpsReviews_Decide($input: DecideReviewInput!) {
    decideReview(input: $input) {
      id
      kind
      status
      opsRequestId
    }
  }
`);

const RealNameReasonsQuery = graphql(`
  query OpsReviews_RealNameReasons {
    realNameReasonCodes
  }
`);

type Item = OpsReviews_QueueQuery['reviewQueue']['items'][number];

/** One item waiting for review: its evidence, Approve (confirmed) and Refuse (reason code + note). */
export function ReviewItemCard({
  item,
  decidable,
  awaitingRequestId,
  onAwaiting,
}: {
  item: Item;
  decidable: boolean;
  awaitingRequestId?: string;
  onAwaiting: (requestId: string) => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const [error, setError] = useState<string | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [reasonCode, setReasonCode] = useState<ReviewReasonCode | ''>('');
  const [note, setNote] = useState('');
  const { run, busy } = useConfirmedMutation(DecideMutation, { onError: (id) => setError(intl.formatMessage({ id })) });
  const amount = item.amount && item.currency ? formatMoney(item.amount, item.currency) : null;
  // A real-name submission is refused only for reasons about an identity.
  const realName = item.kind === 'real_name';
  const realNameReasons = useQuery(RealNameReasonsQuery, { skip: !realName || !refusing });
  const allReasonCodes = useReviewReasonCodes();
  const reasonCodes: readonly string[] = realName ? (realNameReasons.data?.realNameReasonCodes ?? []) : allReasonCodes;
  const refetchQueries = ['OpsReviews_Queue'];

  const approve = async () => {
    setError(null);
    const outcome = await run({
      confirm: {
        title: intl.formatMessage({ id: 'ops.reviews.approveTitle' }),
        message: intl.formatMessage(
          { id: item.needsSecondApproval ? 'ops.reviews.approveSecondConfirm' : 'ops.reviews.approveConfirm' },
          { orderNo: item.orderNo ?? item.id, amount: amount ?? '' },
        ),
        confirmText: intl.formatMessage({ id: 'ops.approve' }),
      },
      keyFor: { kind: item.kind, id: item.id, decision: 'APPROVE' },
      variables: (idempotencyKey) => ({ input: { kind: item.kind, id: item.id, decision: 'APPROVE' as const, idempotencyKey } }),
      done: (data) => (data?.decideReview.opsRequestId ? 'ops.reviews.secondApprovalFiled' : 'ops.reviews.approved'),
      refetchQueries,
    });
    if (outcome.status === 'done' && outcome.data?.decideReview.opsRequestId) onAwaiting(outcome.data.decideReview.opsRequestId);
  };

  const refuse = async () => {
    setError(null);
    if (!reasonCode) {
      setError(intl.formatMessage({ id: 'error.REASON_CODE_REQUIRED' }));
      return;
    }
    const trimmed = note.trim();
    await run({
      confirm: {
        title: intl.formatMessage({ id: 'ops.reviews.refuseTitle' }),
        message: intl.formatMessage(
          { id: 'ops.reviews.refuseConfirm' },
          { orderNo: item.orderNo ?? item.id, reason: intl.formatMessage({ id: `review.reason.${reasonCode}` }) },
        ),
        confirmText: intl.formatMessage({ id: 'ops.refuse' }),
        danger: true,
      },
      keyFor: { kind: item.kind, id: item.id, decision: 'REFUSE', reasonCode, note: trimmed },
      variables: (idempotencyKey) => ({
        input: { kind: item.kind, id: item.id, decision: 'REFUSE' as const, reasonCode, note: trimmed || null, idempotencyKey },
      }),
      done: 'ops.reviews.refused',
      refetchQueries,
    });
  };

  return (
    <li className="ops-card" data-testid="ops-review-item" data-order-no={item.orderNo ?? undefined}>
      <div className="ops-card__head">
        <span className="ops-card__title" data-testid="ops-review-order-no">
          {item.orderNo ?? item.id}
        </span>
        <StatusBadge status={item.status} testId="ops-review-status-badge" />
      </div>
      {amount && (
        <p className="ops-card__amount" data-testid="ops-review-amount">
          {amount}
        </p>
      )}
      {(item.needsSecondApproval || awaitingRequestId) && (
        <p className="ops-badges">
          {item.needsSecondApproval && (
            <span className="ops-badge ops-badge--warn" data-testid="ops-review-needs-second">
              <FormattedMessage id="ops.reviews.needsSecond" />
            </span>
          )}
          {awaitingRequestId && (
            <span className="ops-badge" data-testid="ops-review-awaiting">
              <FormattedMessage id="ops.reviews.awaitingSecond" />
            </span>
          )}
        </p>
      )}
      <dl className="ops-facts">
        <Fact label={<FormattedMessage id="ops.field.user" />} testId="ops-review-phone">
          {item.userPhone ? formatE164(item.userPhone) : item.userId}
        </Fact>
        <Fact label={<FormattedMessage id="ops.field.created" />}>{formatDateTime(item.createdAt)}</Fact>
        {item.summary && (
          <Fact label={<FormattedMessage id="ops.field.summary" />} testId="ops-review-summary">
            {item.summary}
          </Fact>
        )}
      </dl>
      {realName && <RealNameEvidence id={item.id} />}
      {decidable && !awaitingRequestId && (
        <div className="ops-card__actions">
          {refusing ? (
            <div className="ops-refuse" data-testid="ops-refuse-form">
              <Labeled stack label={<FormattedMessage id="ops.reviews.reasonCode" />}>
                {(id) => (
                  <Select id={id} value={reasonCode} onChange={(v) => setReasonCode(v as ReviewReasonCode)} testId="ops-refuse-reason">
                    <option value="" disabled>
                      {intl.formatMessage({ id: 'ops.reviews.chooseReason' })}
                    </option>
                    {reasonCodes.map((code) => (
                      <option key={code} value={code}>
                        {intl.formatMessage({ id: reviewReasonMessageId(code) })}
                      </option>
                    ))}
                  </Select>
                )}
              </Labeled>
              <Labeled stack label={<FormattedMessage id="ops.reviews.note" />}>
                {(id) => (
                  <div className="input-box">
                    <TextInput
                      id={id}
                      value={note}
                      onChange={setNote}
                      testId="ops-refuse-note"
                      placeholder={intl.formatMessage({ id: 'ops.optional' })}
                    />
                  </div>
                )}
              </Labeled>
              <div className="ops-buttons">
                <Button variant="secondary" block={false} onClick={() => setRefusing(false)} disabled={busy}>
                  <FormattedMessage id="common.cancel" />
                </Button>
                <Button variant="danger" block={false} onClick={refuse} loading={busy} data-testid="ops-refuse-submit">
                  <FormattedMessage id="ops.refuse" />
                </Button>
              </div>
            </div>
          ) : (
            <div className="ops-buttons">
              <Button variant="secondary" block={false} onClick={() => setRefusing(true)} disabled={busy} data-testid="ops-review-refuse">
                <FormattedMessage id="ops.refuse" />
              </Button>
              <Button block={false} onClick={approve} loading={busy} data-testid="ops-review-approve">
                <FormattedMessage id="ops.approve" />
              </Button>
            </div>
          )}
        </div>
      )}
      <FormError>{error}</FormError>
    </li>
  );
}
