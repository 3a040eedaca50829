import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, Fact } from '../parts';

// A user's performance over the last month, as they see it on Mine → Performance (issue 37), for support
// answering "how is my account doing". Each look is audited on the server (performance.viewed).
const PerformanceQuery = graphql(`
  query OpsUser_Performance($userId: ID!) {
    opsUserPerformance(userId: $userId, period: ONE_MONTH) {
      state
      currency
      valuedTo
      from
      to
      endValue
      netFlows
      twr
      mwrAnnual
      breakdown {
        charges
        total
      }
      allocation {
        concentrated
      }
    }
  }
`);

export function OpsUserPerformance({ userId }: { userId: string }) {
  const intl = useIntl();
  const money = useFormatMoney('exceptZero');
  const query = useQuery(PerformanceQuery, { variables: { userId }, fetchPolicy: 'network-only' });
  const percent = (v: string | null | undefined) =>
    v == null ? '—' : intl.formatNumber(v as unknown as number, { style: 'percent', minimumFractionDigits: 2, signDisplay: 'exceptZero' });
  return (
    <>
      <h2 className="ops-subtitle">
        <FormattedMessage id="ops.user.performance" />
      </h2>
      <QueryBoundary query={query}>
        {({ opsUserPerformance: p }) =>
          p.state !== 'READY' ? (
            <EmptyLine id={p.state === 'EMPTY' ? 'ops.user.performance.empty' : 'ops.user.performance.firstDay'} />
          ) : (
            <dl className="ops-facts" data-testid="ops-performance">
              <Fact label={<FormattedMessage id="ops.user.performance.period" />}>
                {p.from} – {p.to}
              </Fact>
              <Fact label={<FormattedMessage id="ops.user.performance.twr" />} testId="ops-performance-twr">
                {percent(p.twr)}
              </Fact>
              <Fact label={<FormattedMessage id="ops.user.performance.mwr" />}>{percent(p.mwrAnnual)}</Fact>
              <Fact label={<FormattedMessage id="ops.user.performance.profit" />} testId="ops-performance-profit">
                {p.breakdown ? money(p.breakdown.total, p.currency) : '—'}
              </Fact>
              <Fact label={<FormattedMessage id="ops.user.performance.charges" />}>
                {p.breakdown ? money(p.breakdown.charges, p.currency) : '—'}
              </Fact>
              <Fact label={<FormattedMessage id="ops.user.performance.netFlows" />}>
                {p.netFlows != null ? money(p.netFlows, p.currency) : '—'}
              </Fact>
              <Fact label={<FormattedMessage id="ops.user.performance.concentrated" />}>
                {p.allocation.concentrated.length ? p.allocation.concentrated.join(', ') : '—'}
              </Fact>
            </dl>
          )
        }
      </QueryBoundary>
    </>
  );
}
