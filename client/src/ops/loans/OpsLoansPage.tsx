import { useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { useFormatMoney } from '../../ui/money/format';
import { useToast } from '../../ui/Toast';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';

const LoansQuery = graphql(`
  query OpsLoans_Loans($first: Int!, $after: String) {
    opsLoans(first: $first, after: $after) {
      items {
        id
        orderNo
        currency
        amount
        principal
        interest
        outstanding
        status
        fullName
        agreementHash
        signedAt
        marginCallAt
        cureBy
        liquidatedAt
        appliedAt
        pledged
      }
      nextCursor
    }
  }
`);

const RunMutation = graphql(`
  mutation OpsLoans_RunRisk {
    runLoanRisk
  }
`);

/**
 * Ops: every loan with what it owes, its pledge, margin call and liquidation; run the loan job (interest,
 * margin calls, liquidation) now. Applications and repayments are decided in the review inbox (kinds loan
 * and loan_repayment); the VIP re-check is on the VIP page (ops/vip).
 */
export function OpsLoansPage() {
  const intl = useIntl();
  const toast = useToast();
  const money = useFormatMoney();
  const when = useFormatDateTime();
  const loans = useQuery(LoansQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  const [run, runState] = useMutation(RunMutation, { refetchQueries: ['OpsLoans_Loans'] });
  return (
    <div className="ops-page" data-testid="ops-loans">
      <OpsPageTitle id="ops.menu.loans">
        <Button
          variant="secondary"
          block={false}
          loading={runState.loading}
          onClick={() => void run().then(() => toast.success(intl.formatMessage({ id: 'ops.loan.ran' })))}
          data-testid="ops-loan-run"
        >
          <FormattedMessage id="ops.loan.run" />
        </Button>
      </OpsPageTitle>
      <p className="ops-intro" data-testid="ops-loan-run-note">
        <FormattedMessage id="ops.loan.runNote" />
      </p>
      {loans.data?.opsLoans.items.length === 0 && <EmptyLine id="ops.loan.none" />}
      <ul className="ops-list">
        {loans.data?.opsLoans.items.map((l) => (
          <li key={l.id} className="ops-card" data-testid="ops-loan-item" data-status={l.status}>
            <div className="ops-card__head">
              <span className="ops-card__title">
                {l.orderNo} · {l.fullName}
              </span>
              <span className="status status--neutral">
                <FormattedMessage id={`loan.status.${l.status}`} />
              </span>
            </div>
            <dl className="ops-facts">
              <Fact label={<FormattedMessage id="loan.field.amount" />}>{money(l.amount, l.currency)}</Fact>
              <Fact label={<FormattedMessage id="loan.field.borrowed" />}>{money(l.principal, l.currency)}</Fact>
              <Fact label={<FormattedMessage id="loan.field.interest" />}>{money(l.interest, l.currency)}</Fact>
              <Fact label={<FormattedMessage id="loan.field.pendingRepayment" />}>{money(l.outstanding, l.currency)}</Fact>
              <Fact label={<FormattedMessage id="loan.field.pledged" />}>{l.pledged.join(', ') || '—'}</Fact>
              <Fact label={<FormattedMessage id="loan.field.signedAt" />}>{when(l.signedAt)}</Fact>
              <Fact label={<FormattedMessage id="loan.field.agreementHash" />}>
                <code className="ops-code">{l.agreementHash}</code>
              </Fact>
              {l.marginCallAt && (
                <Fact
                  label={<FormattedMessage id="ops.loan.marginCall" />}
                >{`${when(l.marginCallAt)} → ${l.cureBy ? when(l.cureBy) : '—'}`}</Fact>
              )}
              {l.liquidatedAt && <Fact label={<FormattedMessage id="ops.loan.liquidated" />}>{when(l.liquidatedAt)}</Fact>}
            </dl>
          </li>
        ))}
      </ul>
      <LoadMore nextCursor={loans.data?.opsLoans.nextCursor} fetchMore={loans.fetchMore} />
    </div>
  );
}
