import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { StatusChip } from '../../features/block-trade/parts';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount } from '../../ui/price/format';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';
import { OpsBlockTradeOfferingQuery, OpsBlockTradeSubscriptionsQuery } from './queries';

/** Ops: the subscriptions of one offering (newest first), with their holds and, once closed, rank and allocation. */
export function OpsBlockTradeSubscriptionsPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const offering = useQuery(OpsBlockTradeOfferingQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const query = useQuery(OpsBlockTradeSubscriptionsQuery, { variables: { offeringId: id, first: 50 }, fetchPolicy: 'cache-and-network' });
  const o = offering.data?.blockTradeOffering;
  const currency = o?.currency ?? 'USD';
  return (
    <>
      <OpsPageTitle id="ops.blockTrade.subscriptionsTitle" />
      {o && (
        <p className="ops-intro" data-testid="ops-bt-subscriptions-offering">
          <span data-ops-content>{o.name}</span> · {o.symbol} ·{' '}
          <FormattedMessage id="ops.blockTrade.ticketsCount" values={{ asked: o.ticketsSubscribed, offered: o.ticketsAvailable }} />
        </p>
      )}
      <QueryBoundary query={query}>
        {({ opsBlockTradeSubscriptions }) =>
          opsBlockTradeSubscriptions.items.length === 0 ? (
            <EmptyLine id="ops.blockTrade.noSubscriptions" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-bt-subscription-list">
                {opsBlockTradeSubscriptions.items.map((s) => (
                  <li key={s.id} className="ops-card" data-testid="ops-bt-subscription" data-status={s.status}>
                    <div className="ops-card__head">
                      <span className="ops-card__title">{s.orderNo}</span>
                      <StatusChip status={s.status} />
                    </div>
                    <dl className="ops-facts">
                      <Fact label={<FormattedMessage id="blockTrade.field.volume" />}>
                        <FormattedMessage id="blockTrade.record.volumeValue" values={{ tickets: s.tickets, shares: s.shares }} />
                      </Fact>
                      <Fact label={<FormattedMessage id="blockTrade.form.amount" />}>{formatMoney(s.amount, currency)}</Fact>
                      <Fact label={<FormattedMessage id="blockTrade.field.fee" />}>{formatMoney(s.fee, currency)}</Fact>
                      <Fact label={<FormattedMessage id="ipo.field.held" />}>{formatMoney(s.heldAmount, currency)}</Fact>
                      <Fact label={<FormattedMessage id="blockTrade.field.rank" />}>
                        {s.rank === null || s.rank === undefined ? '—' : formatCount(intl, s.rank)}
                      </Fact>
                      <Fact label={<FormattedMessage id="blockTrade.field.wonShares" />}>{formatCount(intl, s.wonShares)}</Fact>
                      <Fact label={<FormattedMessage id="blockTrade.field.transactionAmount" />}>
                        {formatMoney(s.transactionAmount, currency)}
                      </Fact>
                      <Fact label={<FormattedMessage id="blockTrade.field.feePaid" />}>{formatMoney(s.feePaid, currency)}</Fact>
                      {s.reason && (
                        <Fact label={<FormattedMessage id="ops.blockTrade.failReason" />}>
                          <FormattedMessage id={`blockTrade.reasonShort.${s.reason}`} />
                        </Fact>
                      )}
                      <Fact label={<FormattedMessage id="blockTrade.field.subscribedAt" />}>{formatDateTime(s.createdAt)}</Fact>
                      {s.decidedAt && (
                        <Fact label={<FormattedMessage id="blockTrade.field.decidedAt" />}>{formatDateTime(s.decidedAt)}</Fact>
                      )}
                      <Fact label={<FormattedMessage id="ops.blockTrade.subscriptionId" />}>
                        <code className="ops-code">{s.id}</code>
                      </Fact>
                    </dl>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsBlockTradeSubscriptions.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
