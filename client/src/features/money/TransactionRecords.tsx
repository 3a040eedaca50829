import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { usePageQuery } from '../../navigation/useQuery';
import { EmptyState } from '../../ui/EmptyState';
import { useFormatMoney } from '../../ui/money/format';
import { PagedList } from '../../ui/money/PagedList';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { Tabs } from '../../ui/Tabs';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { useReviewReasonText } from '../../i18n/reviewReasons';
import { depositStatusText, type StatusText, withdrawalStatusText } from './status';
import './money.css';

const DepositsQuery = graphql(`
  query TransactionRecords_Deposits($first: Int!, $after: String) {
    myDeposits(first: $first, after: $after) {
      items {
        id
        orderNo
        amount
        currency
        status
        reason
        reasonCode
        note
        createdAt
        reviewedAt
      }
      nextCursor
    }
  }
`);

const WithdrawalsQuery = graphql(`
  query TransactionRecords_Withdrawals($first: Int!, $after: String) {
    myWithdrawals(first: $first, after: $after) {
      items {
        id
        ...WithdrawalRecord_Withdrawal
      }
      nextCursor
    }
  }
`);

const RevokeMutation = graphql(`
  mutation TransactionRecords_Revoke($id: ID!, $idempotencyKey: String!) {
    revokeWithdrawal(id: $id, idempotencyKey: $idempotencyKey) {
      id
      status
      reason
      reviewedAt
    }
  }
`);

type Tab = 'deposits' | 'withdrawals';

function StatusBadge({ status }: { status: StatusText }) {
  return (
    <span className={`status status--${status.tone}`} data-testid="record-status">
      <FormattedMessage id={status.id} />
    </span>
  );
}

/** A refusal's reason under the record ('Withdrawal Failed: <reason>'). */
function StatusDetail({ status }: { status: StatusText }) {
  if (!status.detail) return null;
  return (
    <p className="record__reason" data-testid="record-reason">
      <FormattedMessage id={status.detail.id} values={{ reason: status.detail.reason }} />
    </p>
  );
}

function RecordTime({ at }: { at: string }) {
  const intl = useIntl();
  return (
    <time dateTime={at} className="record__time">
      {intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions)}
    </time>
  );
}

function DepositRecords() {
  const formatMoney = useFormatMoney();
  const reasonText = useReviewReasonText();
  const refreshed = useRefreshToast();
  const query = useQuery(DepositsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refreshed(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ myDeposits }) =>
          myDeposits.items.length === 0 ? (
            <div className="card">
              <EmptyState icon="deposit" title={<FormattedMessage id="money.records.noDeposits" />} />
            </div>
          ) : (
            <PagedList nextCursor={myDeposits.nextCursor} fetchMore={query.fetchMore} testId="deposit-records">
              {myDeposits.items.map((d) => (
                <li key={d.id} className="card record" data-testid="deposit-record">
                  <div className="record__top">
                    <span className="record__amount">{formatMoney(d.amount, d.currency)}</span>
                    <StatusBadge status={depositStatusText(d.status, reasonText(d.reasonCode, d.reason))} />
                  </div>
                  <StatusDetail status={depositStatusText(d.status, reasonText(d.reasonCode, d.reason))} />
                  <div className="record__meta">
                    <span className="record__order">
                      <FormattedMessage id="money.orderNo" values={{ no: d.orderNo }} />
                    </span>
                    <RecordTime at={d.createdAt} />
                  </div>
                </li>
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

/** A withdrawal as the records show it; a new request answers with it (so it lands in the cache whole). */
const WithdrawalRecordFragment = graphql(`
  fragment WithdrawalRecord_Withdrawal on Withdrawal {
    id
    orderNo
    amount
    fee
    received
    currency
    method
    destination
    status
    reason
    reasonCode
    createdAt
    reviewedAt
  }
`);

function WithdrawalRecord({
  withdrawal,
  onRevoke,
  revoking,
}: {
  withdrawal: FragmentType<typeof WithdrawalRecordFragment>;
  onRevoke: (w: { id: string; amount: string; currency: string; orderNo: string }) => void;
  revoking: boolean;
}) {
  const formatMoney = useFormatMoney();
  const reasonText = useReviewReasonText();
  const w = useFragment(WithdrawalRecordFragment, withdrawal);
  const status = withdrawalStatusText(w.status, reasonText(w.reasonCode, w.reason));
  return (
    <li className="card record" data-testid="withdrawal-record">
      <div className="record__top">
        <span className="record__amount">{formatMoney(w.amount, w.currency)}</span>
        <StatusBadge status={status} />
      </div>
      <StatusDetail status={status} />
      <p className="record__line">
        <FormattedMessage
          id="money.records.feeReceived"
          values={{ fee: formatMoney(w.fee, w.currency), received: formatMoney(w.received, w.currency) }}
        />
      </p>
      <p className="record__line record__destination">{w.destination}</p>
      <div className="record__meta">
        <span className="record__order">
          <FormattedMessage id="money.orderNo" values={{ no: w.orderNo }} />
        </span>
        <RecordTime at={w.createdAt} />
      </div>
      {w.status === 'PENDING' && (
        <div className="record__actions">
          <button
            type="button"
            className="icon-text-button icon-text-button--danger"
            disabled={revoking}
            onClick={() => onRevoke(w)}
            data-testid="withdrawal-revoke"
          >
            <FormattedMessage id="money.revoke.button" />
          </button>
        </div>
      )}
    </li>
  );
}

function WithdrawalRecords() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const refreshed = useRefreshToast();
  const query = useQuery(WithdrawalsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const revoke = useConfirmedMutation(RevokeMutation);

  const onRevoke = (w: { id: string; amount: string; currency: string; orderNo: string }) =>
    revoke.run(
      {
        confirm: {
          title: intl.formatMessage({ id: 'money.revoke.title' }),
          message: intl.formatMessage({ id: 'money.revoke.message' }, { amount: formatMoney(w.amount, w.currency), no: w.orderNo }),
          confirmText: intl.formatMessage({ id: 'money.revoke.button' }),
          danger: true,
        },
        keyFor: { revoke: w.id },
        variables: (idempotencyKey: string) => ({ id: w.id, idempotencyKey }),
        refetchQueries: CASH_BALANCE_QUERIES,
        done: 'money.revoke.done',
      },
      { id: w.id },
    );

  return (
    <PullToRefresh onRefresh={() => refreshed(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ myWithdrawals }) =>
          myWithdrawals.items.length === 0 ? (
            <div className="card">
              <EmptyState icon="withdraw" title={<FormattedMessage id="money.records.noWithdrawals" />} />
            </div>
          ) : (
            <PagedList nextCursor={myWithdrawals.nextCursor} fetchMore={query.fetchMore} testId="withdrawal-records">
              {myWithdrawals.items.map((w) => (
                <WithdrawalRecord key={w.id} withdrawal={w} onRevoke={onRevoke} revoking={revoke.busyId === w.id} />
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

/** Deposit ("recharge") and withdrawal records, newest first; `?tab=withdrawals` opens the second tab. */
export function TransactionRecords() {
  const intl = useIntl();
  const params = usePageQuery();
  const [tab, setTab] = useState<Tab>(params.tab === 'withdrawals' ? 'withdrawals' : 'deposits');
  return (
    <>
      <Tabs
        value={tab}
        onChange={setTab}
        options={[
          { value: 'deposits', label: <FormattedMessage id="money.records.deposits" /> },
          { value: 'withdrawals', label: <FormattedMessage id="money.records.withdrawals" /> },
        ]}
        testId="records-tab"
        label={intl.formatMessage({ id: 'route.transactionRecord' })}
      />
      <div className="tab-panel">{tab === 'deposits' ? <DepositRecords /> : <WithdrawalRecords />}</div>
    </>
  );
}
