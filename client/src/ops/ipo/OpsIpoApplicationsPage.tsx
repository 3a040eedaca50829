import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ApplicationStatusChip } from '../../features/ipo/parts';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';
import { OpsIpoApplicationsQuery, OpsIpoOfferingQuery } from './queries';

/** Ops: the applications of one offering (newest first), with their holds and, once drawn, rank and result. */
export function OpsIpoApplicationsPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const offering = useQuery(OpsIpoOfferingQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const query = useQuery(OpsIpoApplicationsQuery, { variables: { offeringId: id, first: 50 }, fetchPolicy: 'cache-and-network' });
  const currency = offering.data?.ipoOffering.currency ?? 'USD';
  return (
    <>
      <OpsPageTitle id="ops.ipo.applicationsTitle" />
      {offering.data && (
        <p className="ops-intro" data-testid="ops-ipo-applications-offering">
          <span data-ops-content>{offering.data.ipoOffering.name}</span> · {offering.data.ipoOffering.symbol} ·{' '}
          <FormattedMessage id="ops.ipo.applicationsCount" values={{ n: offering.data.ipoOffering.applications }} />
        </p>
      )}
      <QueryBoundary query={query}>
        {({ opsIpoApplications }) =>
          opsIpoApplications.items.length === 0 ? (
            <EmptyLine id="ops.ipo.noApplications" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-ipo-application-list">
                {opsIpoApplications.items.map((a) => (
                  <li key={a.id} className="ops-card" data-testid="ops-ipo-application" data-status={a.status}>
                    <div className="ops-card__head">
                      <span className="ops-card__title">{a.orderNo}</span>
                      <ApplicationStatusChip status={a.status} />
                    </div>
                    <dl className="ops-facts">
                      <Fact label={<FormattedMessage id="ipo.field.sharesApplied" />}>{intl.formatNumber(a.shares)}</Fact>
                      <Fact label={<FormattedMessage id="ipo.field.held" />}>{formatMoney(a.heldAmount, currency)}</Fact>
                      <Fact label={<FormattedMessage id="ipo.field.rank" />}>{a.rank ?? '—'}</Fact>
                      <Fact label={<FormattedMessage id="ipo.field.winningShares" />}>{intl.formatNumber(a.wonShares)}</Fact>
                      <Fact label={<FormattedMessage id="ipo.field.amountPaid" />}>{formatMoney(a.amountPaid, currency)}</Fact>
                      <Fact label={<FormattedMessage id="ipo.field.amountToPay" />}>{formatMoney(a.amountToPay, currency)}</Fact>
                      <Fact label={<FormattedMessage id="ipo.field.appliedAt" />}>{formatDateTime(a.createdAt)}</Fact>
                      {a.decidedAt && <Fact label={<FormattedMessage id="ipo.field.winningDate" />}>{formatDateTime(a.decidedAt)}</Fact>}
                      <Fact label={<FormattedMessage id="ops.ipo.applicationId" />}>
                        <code className="ops-code">{a.id}</code>
                      </Fact>
                    </dl>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsIpoApplications.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
