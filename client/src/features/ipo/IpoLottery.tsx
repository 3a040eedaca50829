import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import type { IpoLottery_ApplicationsQuery } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { type ApplicationStatus, isInventory, releasedAmount } from './ipoRules';
import { OfferingHead, OpsText } from '../../ui/allocation/parts';
import { Amount, ApplicationStatusChip, Count, codeOf, IpoFacts, Price, When } from './parts';
import { MyIpoApplicationsQuery } from './queries';
import { LocalisedText } from '../../ui/text/LocalisedText';

type Card = IpoLottery_ApplicationsQuery['myIpoApplications']['items'][number];

const DETAIL_PATH = routeByName('ipoDetail').path;
const TRADE_DETAIL_PATH = routeByName('tradeDetail').path;

/** A lottery card: shares applied and won, price, lottery and winning dates, amounts paid and to pay, status. */
function LotteryCard({ a, inventory }: { a: Card; inventory?: boolean }) {
  const nav = useNav();
  const o = a.offering;
  const released = releasedAmount(a.status as ApplicationStatus, a.heldAmount, a.amountPaid);
  const open = () =>
    a.status === 'ISSUED' && a.positionId
      ? nav.navigateTo(buildUrl(TRADE_DETAIL_PATH, { id: a.positionId }))
      : nav.navigateTo(buildUrl(DETAIL_PATH, { id: o.id }));
  return (
    <li
      className="card alloc-card"
      data-testid={inventory ? 'inventory-card' : 'lottery-card'}
      data-id={a.id}
      data-status={a.status}
      data-offering={o.id}
    >
      <button type="button" className="alloc-card__open" onClick={open} data-testid={inventory ? 'inventory-open' : 'lottery-open'}>
        <OfferingHead
          as="span"
          name={<LocalisedText value={o.nameText} />}
          code={codeOf(o.symbol)}
          chip={<ApplicationStatusChip status={a.status} testId="lottery-status" />}
        />
        <IpoFacts
          items={[
            {
              key: 'applied',
              label: <FormattedMessage id="ipo.field.sharesApplied" />,
              value: <Count value={a.shares} />,
              testId: 'lottery-shares',
            },
            {
              key: 'won',
              label: <FormattedMessage id="ipo.field.winningShares" />,
              value: a.status === 'PENDING' ? '—' : <Count value={a.wonShares} />,
              testId: 'lottery-won',
            },
            {
              key: 'price',
              label: <FormattedMessage id="ipo.field.subscriptionPrice" />,
              value: <Price value={a.price} currency={o.currency} />,
            },
            {
              key: 'paid',
              label: <FormattedMessage id="ipo.field.amountPaid" />,
              value: <Amount value={a.amountPaid} currency={o.currency} />,
              testId: 'lottery-paid',
            },
            {
              key: 'toPay',
              label: <FormattedMessage id="ipo.field.amountToPay" />,
              value: <Amount value={a.amountToPay} currency={o.currency} />,
              testId: 'lottery-to-pay',
            },
            a.status === 'PENDING'
              ? {
                  key: 'held',
                  label: <FormattedMessage id="ipo.field.held" />,
                  value: <Amount value={a.heldAmount} currency={o.currency} />,
                  testId: 'lottery-held',
                }
              : {
                  key: 'released',
                  label: <FormattedMessage id="ipo.field.released" />,
                  value: <Amount value={released ?? '0'} currency={o.currency} />,
                  testId: 'lottery-released',
                },
          ]}
        />
        <span className="alloc-card__dates">
          <span>
            <FormattedMessage id="ipo.field.lotteryDate" /> <When at={o.drawsAt} />
          </span>
          <span>
            <FormattedMessage id="ipo.field.winningDate" /> {a.decidedAt && a.status !== 'CANCELLED' ? <When at={a.decidedAt} /> : '—'}
          </span>
          {(a.status === 'WON' || a.status === 'ISSUED') && (
            <span>
              <FormattedMessage id="ipo.field.issuesAt" /> <When at={o.issuesAt} />
            </span>
          )}
        </span>
        {o.status === 'CANCELLED' && o.cancelReasonText && (
          <span className="alloc-cancelled" data-testid="lottery-cancel-reason">
            <FormattedMessage id="ipo.detail.cancelled" values={{ reason: <OpsText value={o.cancelReasonText} /> }} />
          </span>
        )}
      </button>
      <p className="alloc-card__foot">
        <FormattedMessage id="money.orderNo" values={{ no: a.orderNo }} />
        {a.status === 'ISSUED' && a.positionId && (
          <span className="alloc-link" data-testid="lottery-position-link">
            <FormattedMessage id="ipo.mine.openPosition" />
          </span>
        )}
      </p>
    </li>
  );
}

function useMyApplications() {
  // Ops' texts in the reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  return useQuery(MyIpoApplicationsQuery, { variables: { first: MONEY_PAGE_SIZE, lang }, fetchPolicy: 'cache-and-network' });
}

/** The Trade tab's lottery: every application, newest first. */
export function IpoLottery() {
  const refresh = useRefreshToast();
  const query = useMyApplications();
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ myIpoApplications }) =>
          myIpoApplications.items.length === 0 ? (
            <div className="card" data-testid="lottery-empty">
              <EmptyState icon="ipo" title={<FormattedMessage id="ipo.lottery.empty" />} description={<IpoEntryHint />} />
            </div>
          ) : (
            <PagedList nextCursor={myIpoApplications.nextCursor} fetchMore={query.fetchMore} testId="lottery-list">
              {myIpoApplications.items.map((a) => (
                <LotteryCard key={a.id} a={a} />
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

function IpoEntryHint() {
  const nav = useNav();
  return (
    <button
      type="button"
      className="alloc-link-button"
      onClick={() => nav.navigateTo(routeByName('ipo').path)}
      data-testid="lottery-to-ipo"
    >
      <FormattedMessage id="ipo.lottery.browse" />
    </button>
  );
}

/**
 * New-stock inventory: shares won and not yet issued (they become a position on the issuance date, and
 * then leave this list for the positions tab).
 */
export function IpoInventory() {
  const refresh = useRefreshToast();
  const query = useMyApplications();
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ myIpoApplications }) => {
          const won = myIpoApplications.items.filter((a) => isInventory(a.status as ApplicationStatus));
          return won.length === 0 ? (
            <div className="card" data-testid="inventory-empty">
              <EmptyState
                icon="ipo"
                title={<FormattedMessage id="ipo.inventory.empty" />}
                description={<FormattedMessage id="ipo.inventory.emptyText" />}
              />
            </div>
          ) : (
            <PagedList nextCursor={myIpoApplications.nextCursor} fetchMore={query.fetchMore} testId="inventory-list">
              {won.map((a) => (
                <LotteryCard key={a.id} a={a} inventory />
              ))}
            </PagedList>
          );
        }}
      </QueryBoundary>
    </PullToRefresh>
  );
}
