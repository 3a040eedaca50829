import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { usePageQuery } from '../../navigation/useQuery';
import { useConfirm } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { Tabs } from '../../ui/Tabs';
import { useToast } from '../../ui/Toast';
import { useFormatMoney } from './format';
import { PagedList } from './PagedList';
import { depositStatusText, type StatusText, withdrawalStatusText } from './status';
import './money.css';

const DepositsQuery = graphql(`
  query Records_Deposits($first: Int!, $after: String) {
    myDeposits(first: $first, after: $after) {
      items {
        id
        orderNo
        amount
        currency
        status
        reason
        note
        createdAt
        reviewedAt
      }
      nextCursor
    }
  }
`);

/** A withdrawal as the records show it (also what a new request returns, so it lands in the cache whole). */
export const WithdrawalRecordFragment = graphql(`
  fragment WithdrawalRecord on Withdrawal {
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
    createdAt
    reviewedAt
  }
`);

const WithdrawalsQuery = graphql(`
  query Records_Withdrawals($first: Int!, $after: String) {
    myWithdrawals(first: $first, after: $after) {
      items {
        ...WithdrawalRecord
      }
      nextCursor
    }
  }
`);

const RevokeMutation = graphql(`
  mutation Records_Revoke($id: ID!) {
    revokeWithdrawal(id: $id) {
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

function useRefreshToast() {
  const intl = useIntl();
  const toast = useToast();
  return async (refetch: () => Promise<unknown>) => {
    try {
      await refetch();
      toast.success(intl.formatMessage({ id: 'money.refreshed' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
}

function DepositRecords() {
  const formatMoney = useFormatMoney();
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
                    <StatusBadge status={depositStatusText(d.status, d.reason)} />
                  </div>
                  <StatusDetail status={depositStatusText(d.status, d.reason)} />
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

function WithdrawalRecords() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const formatMoney = useFormatMoney();
  const refreshed = useRefreshToast();
  const query = useQuery(WithdrawalsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeMutation);
  const [revoking, setRevoking] = useState<string | null>(null);

  const onRevoke = async (w: { id: string; amount: string; currency: string; orderNo: string }) => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'money.revoke.title' }),
      message: intl.formatMessage({ id: 'money.revoke.message' }, { amount: formatMoney(w.amount, w.currency), no: w.orderNo }),
      confirmText: intl.formatMessage({ id: 'money.revoke.button' }),
      danger: true,
    });
    if (!ok) return;
    setRevoking(w.id);
    try {
      await revoke({ variables: { id: w.id }, refetchQueries: ['Money_Balances'] });
      toast.success(intl.formatMessage({ id: 'money.revoke.done' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    } finally {
      setRevoking(null);
    }
  };

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
                <li key={w.id} className="card record" data-testid="withdrawal-record">
                  <div className="record__top">
                    <span className="record__amount">{formatMoney(w.amount, w.currency)}</span>
                    <StatusBadge status={withdrawalStatusText(w.status, w.reason)} />
                  </div>
                  <StatusDetail status={withdrawalStatusText(w.status, w.reason)} />
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
                        disabled={revoking === w.id}
                        onClick={() => onRevoke(w)}
                        data-testid="withdrawal-revoke"
                      >
                        <FormattedMessage id="money.revoke.button" />
                      </button>
                    </div>
                  )}
                </li>
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
