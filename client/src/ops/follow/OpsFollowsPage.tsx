import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { StatusChip } from '../../features/follow/parts';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount, formatPrice } from '../../ui/price/format';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';
import { OpsFollowsQuery } from './queries';

/** Ops: the follows of one published trade, newest first, with their holds, fills and reasons. */
export function OpsFollowsPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(OpsFollowsQuery, { variables: { tradeId: id, first: 50 }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <OpsPageTitle id="ops.follow.followsTitle" />
      <QueryBoundary query={query}>
        {({ opsFollows }) =>
          opsFollows.items.length === 0 ? (
            <EmptyLine id="ops.follow.noFollows" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-follow-list">
                {opsFollows.items.map((f) => (
                  <li key={f.id} className="ops-card" data-testid="ops-follow" data-status={f.status}>
                    <div className="ops-card__head">
                      <span className="ops-card__title">{f.orderNo}</span>
                      <StatusChip status={f.status} />
                    </div>
                    <dl className="ops-facts">
                      <Fact label={<FormattedMessage id="follow.field.quantity" />}>{formatCount(intl, f.quantity)}</Fact>
                      <Fact label={<FormattedMessage id="follow.field.askAtFollow" />}>{formatPrice(intl, f.askAtFollow)}</Fact>
                      <Fact label={<FormattedMessage id="follow.confirm.maxPrice" />}>{formatPrice(intl, f.maxPrice)}</Fact>
                      <Fact label={<FormattedMessage id="follow.field.held" />}>{formatMoney(f.heldAmount, f.currency)}</Fact>
                      {f.fillPrice && (
                        <Fact label={<FormattedMessage id="follow.field.fillPrice" />}>{formatPrice(intl, f.fillPrice)}</Fact>
                      )}
                      {f.reason && (
                        <Fact label={<FormattedMessage id="ops.blockTrade.failReason" />}>
                          <FormattedMessage id={`follow.reasonShort.${f.reason}`} />
                        </Fact>
                      )}
                      <Fact label={<FormattedMessage id="follow.field.createdAt" />}>{formatDateTime(f.createdAt)}</Fact>
                      {f.decidedAt && (
                        <Fact label={<FormattedMessage id="blockTrade.field.decidedAt" />}>{formatDateTime(f.decidedAt)}</Fact>
                      )}
                    </dl>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsFollows.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
