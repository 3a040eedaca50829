import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { CardDates, OfferingHead } from '../../ui/allocation/parts';
import { Count, codeOf, IpoFacts, MarketPrice, PhaseChip, Price, ReturnRate, Spread } from './parts';
import { IpoOfferingsQuery } from './queries';
import { LocalisedText } from '../../ui/text/LocalisedText';

const DETAIL_PATH = routeByName('ipoDetail').path;

/** New-stock offerings: each with its prices, derived spread and return rate, dates, phase and live applications. */
export function IpoList() {
  const nav = useNav();
  const refresh = useRefreshToast();
  // Ops' texts in the reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  const query = useQuery(IpoOfferingsQuery, { variables: { first: MONEY_PAGE_SIZE, lang }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <p className="alloc-intro">
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
                <li key={o.id} className="card alloc-card" data-testid="ipo-offering" data-id={o.id} data-symbol={o.symbol}>
                  <button type="button" className="alloc-card__open" onClick={() => nav.navigateTo(buildUrl(DETAIL_PATH, { id: o.id }))}>
                    <OfferingHead
                      as="span"
                      name={<LocalisedText value={o.nameText} />}
                      nameTestId="ipo-offering-name"
                      code={codeOf(o.symbol)}
                      chip={<PhaseChip phase={o.phase} status={o.status} testId="ipo-offering-phase" />}
                    />
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
                    <CardDates
                      items={[
                        { key: 'opens', label: <FormattedMessage id="ipo.field.opensAt" />, at: o.opensAt },
                        { key: 'closes', label: <FormattedMessage id="ipo.field.closesAt" />, at: o.closesAt },
                        { key: 'draws', label: <FormattedMessage id="ipo.field.drawsAt" />, at: o.drawsAt },
                      ]}
                    />
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
