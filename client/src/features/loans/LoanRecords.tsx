import { useQuery } from '@apollo/client';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import type { LoanRecords_LoansQuery, LoanRecords_RepaymentsQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/Field';
import { AmountField } from '../../ui/money/AmountField';
import { useFormatMoney } from '../../ui/money/format';
import { PagedList } from '../../ui/money/PagedList';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { Tabs } from '../../ui/Tabs';
import { usePercent } from './LoanForm';
import { MyLoansQuery, MyRepaymentsQuery, RepayLoanMutation } from './queries';
import { LOAN_QUERIES } from './queryNames';
import './loans.css';

type Loan = LoanRecords_LoansQuery['myLoans']['items'][number];
type Repayment = LoanRecords_RepaymentsQuery['myLoanRepayments']['items'][number];
type Tab = 'loans' | 'applications' | 'repayments';

const tone = (s: string) => (s === 'PENDING' ? 'pending' : s === 'SUCCESSFUL' ? 'ok' : 'failed');

function useWhen() {
  const intl = useIntl();
  return (iso: string | null | undefined) =>
    iso
      ? intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })
      : '—';
}

function StatusChip({ status, testId }: { status: string; testId: string }) {
  return (
    <span className={`status status--${tone(status)}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`loan.status.${status}`} />
    </span>
  );
}

/** The tab of the user's newest record: a pending or refused application, a loan, or a repayment. */
export function newestTab(
  loans: ReadonlyArray<{ status: string; appliedAt: string; decidedAt?: string | null }>,
  repayments: ReadonlyArray<{ appliedAt: string }>,
): Tab {
  const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);
  const loan = loans.reduce<(typeof loans)[number] | null>(
    (best, l) => (!best || Math.max(at(l.appliedAt), at(l.decidedAt)) > Math.max(at(best.appliedAt), at(best.decidedAt)) ? l : best),
    null,
  );
  const repayment = repayments.reduce((latest, r) => Math.max(latest, at(r.appliedAt)), Number.NEGATIVE_INFINITY);
  if (!loan && repayments.length === 0) return 'loans';
  if (!loan || repayment > Math.max(at(loan.appliedAt), at(loan.decidedAt))) return 'repayments';
  return loan.status === 'SUCCESSFUL' ? 'loans' : 'applications';
}

/**
 * Records of loans (outstanding, with repayment), applications and repayments, each with its three
 * states. Opens on the tab of the user's newest record (right after applying: the application, pending).
 */
export function LoanRecords() {
  const [chosen, setTab] = useState<Tab | null>(null);
  // The newest record picks the tab once, when the page opens: a record that changes later (an application
  // approved while the user watches it) must not move the page to another tab under them.
  const opened = useRef<Tab | null>(null);
  const intl = useIntl();
  const loans = useQuery(MyLoansQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const repayments = useQuery(MyRepaymentsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const ready = loans.data && repayments.data;
  if (!chosen && !ready) {
    // Both lists decide the first tab; until they are here, the loans' list shows its loading or error state.
    return (
      <div className="loan-page">
        {loans.data ? (
          <QueryBoundary query={repayments}>{() => null}</QueryBoundary>
        ) : (
          <QueryBoundary query={loans}>{() => null}</QueryBoundary>
        )}
      </div>
    );
  }
  opened.current ??= newestTab(loans.data?.myLoans.items ?? [], repayments.data?.myLoanRepayments.items ?? []);
  const tab = chosen ?? opened.current;
  return (
    <div className="loan-page">
      <Tabs
        value={tab}
        options={(['loans', 'applications', 'repayments'] as const).map((t) => ({
          value: t,
          label: intl.formatMessage({ id: `loan.tab.${t}` }),
        }))}
        onChange={setTab}
        testId="loan-tabs"
      />
      {tab === 'repayments' ? (
        <Repayments />
      ) : (
        <Loans applications={tab === 'applications'} onShowApplications={() => setTab('applications')} />
      )}
    </div>
  );
}

function Loans({ applications, onShowApplications }: { applications: boolean; onShowApplications: () => void }) {
  const query = useQuery(MyLoansQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {({ myLoans }) => {
        const items = applications ? myLoans.items : myLoans.items.filter((l) => l.status === 'SUCCESSFUL');
        const pending = myLoans.items.filter((l) => l.status === 'PENDING').length;
        // The loans tab never says "none" as if nothing were going on while an application waits on the next tab.
        return items.length === 0 ? (
          <div className="card" data-testid="loan-records-empty">
            <EmptyState
              title={<FormattedMessage id={applications ? 'loan.records.noApplications' : 'loan.records.noLoans'} />}
              description={
                !applications && pending > 0 ? (
                  <span data-testid="loan-records-pending">
                    <FormattedMessage id="loan.records.pendingApplications" values={{ count: pending }} />
                  </span>
                ) : undefined
              }
              action={
                !applications && pending > 0 ? (
                  <Button variant="secondary" block={false} onClick={onShowApplications} data-testid="loan-records-see-applications">
                    <FormattedMessage id="loan.records.seeApplications" />
                  </Button>
                ) : undefined
              }
            />
          </div>
        ) : (
          <PagedList nextCursor={myLoans.nextCursor} fetchMore={query.fetchMore} testId="loan-records">
            {items.map((l) => (applications ? <ApplicationCard key={l.id} l={l} /> : <LoanCard key={l.id} l={l} />))}
          </PagedList>
        );
      }}
    </QueryBoundary>
  );
}

function ApplicationCard({ l }: { l: Loan }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const when = useWhen();
  return (
    <li className="card loan-card" data-testid="loan-application" data-status={l.status}>
      <div className="loan-card__head">
        <span>{l.orderNo}</span>
        <StatusChip status={l.status} testId="loan-application-status" />
      </div>
      <Summary
        rows={[
          { key: 'amount', label: <FormattedMessage id="loan.field.amount" />, value: money(l.amount, l.currency) },
          { key: 'applied', label: <FormattedMessage id="loan.field.appliedAt" />, value: when(l.appliedAt) },
          { key: 'signed', label: <FormattedMessage id="loan.field.signedAt" />, value: `${when(l.signedAt)} · v${l.agreementVersion}` },
          {
            key: 'hash',
            label: <FormattedMessage id="loan.field.agreementHash" />,
            value: <code className="loan-hash">{l.agreementHash.slice(0, 16)}…</code>,
          },
          { key: 'decided', label: <FormattedMessage id="loan.field.decidedAt" />, value: when(l.decidedAt) },
        ]}
      />
      {l.status === 'FAILED' && (
        <p className="loan-reason" data-testid="loan-reason">
          <FormattedMessage
            id="loan.refused"
            values={{ reason: l.reasonCode ? intl.formatMessage({ id: `review.reason.${l.reasonCode}` }) : '', note: l.reason ?? '' }}
          />
        </p>
      )}
    </li>
  );
}

function LoanCard({ l }: { l: Loan }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const percent = usePercent();
  const when = useWhen();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, mutating } = useConfirmedMutation(RepayLoanMutation, { onError: (id) => setError(id) });
  // Paid off: nothing to repay, so no form (the server would refuse any amount as too large).
  const repaid = l.repaidAt != null || /^0*(\.0*)?$/.test(l.outstanding);
  const repay = async () => {
    setError(null);
    if (!/^\d+(\.\d{1,2})?$/.test(amount)) {
      setError('loan.form.amountInvalid');
      return;
    }
    const out = await run({
      keyFor: { loanId: l.id, amount },
      variables: (idempotencyKey) => ({ input: { loanId: l.id, amount, idempotencyKey } }),
      confirm: {
        title: intl.formatMessage({ id: 'loan.repay.title' }),
        message: intl.formatMessage({ id: 'loan.repay.message' }),
        details: (
          <Summary
            testId="loan-repay-confirm"
            rows={[
              { key: 'amount', label: <FormattedMessage id="loan.field.repayAmount" />, value: money(amount, l.currency), strong: true },
              { key: 'interest', label: <FormattedMessage id="loan.field.interest" />, value: money(l.interest, l.currency) },
              { key: 'outstanding', label: <FormattedMessage id="loan.field.pendingRepayment" />, value: money(l.outstanding, l.currency) },
              { key: 'fee', label: <FormattedMessage id="loan.field.fee" />, value: money('0', l.currency) },
            ]}
          />
        ),
        confirmText: intl.formatMessage({ id: 'loan.repay.action' }),
      },
      done: 'loan.toast.repayApplied',
      refetchQueries: [...LOAN_QUERIES, ...CASH_BALANCE_QUERIES],
    });
    if (out.status === 'done') setAmount('');
  };
  return (
    <li className="card loan-card" data-testid="loan-card" data-id={l.id}>
      <div className="loan-card__head">
        <span>{l.orderNo}</span>
        <span className="loan-card__outstanding" data-testid="loan-outstanding">
          {money(l.outstanding, l.currency)}
        </span>
      </div>
      {l.marginCallAt && !l.liquidatedAt && (
        <p className="loan-warning" data-testid="loan-margin-call">
          <FormattedMessage id="loan.marginCall" values={{ by: when(l.cureBy), ratio: percent('0.75', 0) }} />
        </p>
      )}
      {l.liquidatedAt && (
        <p className="loan-warning" data-testid="loan-liquidated">
          <FormattedMessage id="loan.liquidated" values={{ at: when(l.liquidatedAt) }} />
        </p>
      )}
      <Summary
        testId="loan-fields"
        rows={[
          { key: 'amount', label: <FormattedMessage id="loan.field.amount" />, value: money(l.amount, l.currency) },
          { key: 'principal', label: <FormattedMessage id="loan.field.borrowed" />, value: money(l.principal, l.currency) },
          {
            key: 'interest',
            label: <FormattedMessage id="loan.field.interest" />,
            value: <span data-testid="loan-interest">{money(l.interest, l.currency)}</span>,
          },
          {
            key: 'outstanding',
            label: <FormattedMessage id="loan.field.pendingRepayment" />,
            value: money(l.outstanding, l.currency),
            strong: true,
          },
          { key: 'rate', label: <FormattedMessage id="loan.field.rate" />, value: `${percent(l.annualRate)} · ACT/${l.dayBasis}` },
          { key: 'daily', label: <FormattedMessage id="loan.field.dailyInterest" />, value: money(l.dailyInterest, l.currency) },
          { key: 'pledged', label: <FormattedMessage id="loan.field.pledged" />, value: l.pledged.join(', ') || '—' },
          { key: 'decided', label: <FormattedMessage id="loan.field.disbursedAt" />, value: when(l.decidedAt) },
          { key: 'repaid', label: <FormattedMessage id="loan.field.repaidAt" />, value: when(l.repaidAt) },
        ]}
      />
      {repaid ? (
        <p className="loan-repaid" data-testid="loan-repaid">
          <FormattedMessage id="loan.repaidNotice" values={{ at: when(l.repaidAt) }} />
        </p>
      ) : (
        <div className="loan-repay">
          <AmountField
            value={amount}
            onChange={setAmount}
            currency={l.currency}
            label={<FormattedMessage id="loan.field.repayAmount" />}
            testId="loan-repay-amount"
          />
          {error && <FormError>{intl.formatMessage({ id: error })}</FormError>}
          <Button onClick={() => void repay()} loading={mutating} disabled={!amount} data-testid="loan-repay">
            <FormattedMessage id="loan.repay.action" />
          </Button>
        </div>
      )}
    </li>
  );
}

function Repayments() {
  const query = useQuery(MyRepaymentsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {({ myLoanRepayments }) =>
        myLoanRepayments.items.length === 0 ? (
          <div className="card" data-testid="loan-repayments-empty">
            <EmptyState title={<FormattedMessage id="loan.records.noRepayments" />} />
          </div>
        ) : (
          <PagedList nextCursor={myLoanRepayments.nextCursor} fetchMore={query.fetchMore} testId="loan-repayments">
            {myLoanRepayments.items.map((r) => (
              <RepaymentCard key={r.id} r={r} />
            ))}
          </PagedList>
        )
      }
    </QueryBoundary>
  );
}

function RepaymentCard({ r }: { r: Repayment }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const when = useWhen();
  return (
    <li className="card loan-card" data-testid="loan-repayment" data-status={r.status}>
      <div className="loan-card__head">
        <span>{r.orderNo}</span>
        <StatusChip status={r.status} testId="loan-repayment-status" />
      </div>
      <Summary
        rows={[
          { key: 'loan', label: <FormattedMessage id="loan.field.loan" />, value: r.loanOrderNo },
          { key: 'amount', label: <FormattedMessage id="loan.field.repayAmount" />, value: money(r.amount, r.currency) },
          {
            key: 'interest',
            label: <FormattedMessage id="loan.field.interestPaid" />,
            value: r.interestPaid ? money(r.interestPaid, r.currency) : '—',
          },
          {
            key: 'principal',
            label: <FormattedMessage id="loan.field.principalPaid" />,
            value: r.principalPaid ? money(r.principalPaid, r.currency) : '—',
          },
          { key: 'applied', label: <FormattedMessage id="loan.field.appliedAt" />, value: when(r.appliedAt) },
        ]}
      />
      {r.status === 'FAILED' && (
        <p className="loan-reason">
          <FormattedMessage
            id="loan.refused"
            values={{ reason: r.reasonCode ? intl.formatMessage({ id: `review.reason.${r.reasonCode}` }) : '', note: r.reason ?? '' }}
          />
        </p>
      )}
    </li>
  );
}
