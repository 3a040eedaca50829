import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { Count, codeOf, IpoFacts, MarketPrice, PhaseChip, Price, ReturnRate, Spread, When } from './parts';
import { IpoOfferingsQuery } from './queries';

const DETAIL_PATH = routeByName('ipoDetail').path;

/** New-stock offerings: each with its prices, derived spread and return rate, dates, phase and live applications. */
export function IpoList() {
  const nav = useNav();
  const refresh = useRefreshToast();
  const query = useQuery(IpoOfferingsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <p className="ipo-intro">
        <FormattedMessage id="ipo.list.intro" />
      </p>
      <QueryBoundary query={query}>
        {({ ipoOfferings }) =>
          ipoOfferings.items.length === 0 ? (
            <div className="card" data-testid="ipo-empty">
              <EmptyState icon="ipo" title={<FormattedMessage id="ipo.list.empty" />} />
            </div>
          ) : (
            <PagedList nextCursor={ipoOfferings.nextCursor} fetchMore={query.fetchMore} testId="ipo-list">
              {ipoOfferings.items.map((o) => (
                <li key={o.id} className="card ipo-card" data-testid="ipo-offering" data-id={o.id} data-symbol={o.symbol}>
                  <button type="button" className="ipo-card__open" onClick={() => nav.navigateTo(buildUrl(DETAIL_PATH, { id: o.id }))}>
                    <span className="ipo-card__head">
                      <span className="ipo-card__title">
                        <span className="ipo-card__name" data-testid="ipo-offering-name">
                          {o.name}
                        </span>
                        <span className="ipo-card__code">{codeOf(o.symbol)}</span>
                      </span>
                      <PhaseChip phase={o.phase} testId="ipo-offering-phase" />
                    </span>
                    <IpoFacts
                      items={[
                        {
                          key: 'sub',
                          label: <FormattedMessage id="ipo.field.subscriptionPrice" />,
                          value: <Price value={o.subscriptionPrice} currency={o.currency} />,
                          testId: 'ipo-offering-price',
                        },
                        {
                          key: 'market',
                          label: <FormattedMessage id="ipo.field.marketPrice" />,
                          value: (
                            <MarketPrice
                              value={o.marketPrice}
                              currency={o.currency}
                              live={o.marketPriceLive}
                              simulated={o.marketPriceSimulated}
                            />
                          ),
                        },
                        {
                          key: 'apps',
                          label: <FormattedMessage id="ipo.field.applications" />,
                          value: <Count value={o.applications} />,
                          testId: 'ipo-offering-applications',
                        },
                        {
                          key: 'spread',
                          label: <FormattedMessage id="ipo.field.spread" />,
                          value: <Spread value={o.spread} currency={o.currency} />,
                        },
                        { key: 'rate', label: <FormattedMessage id="ipo.field.returnRate" />, value: <ReturnRate value={o.returnRate} /> },
                      ]}
                    />
                    <span className="ipo-card__dates">
                      <span>
                        <FormattedMessage id="ipo.field.opensAt" /> <When at={o.opensAt} />
                      </span>
                      <span>
                        <FormattedMessage id="ipo.field.closesAt" /> <When at={o.closesAt} />
                      </span>
                      <span>
                        <FormattedMessage id="ipo.field.drawsAt" /> <When at={o.drawsAt} />
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}
