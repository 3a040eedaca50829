import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { ticketsLeft } from './blockTradeRules';
import { CardDates, OfferingHead } from '../../ui/allocation/parts';
import { Amount, Count, CurrentPrice, codeOf, Facts, FeeRate, PhaseChip, Price } from './parts';
import { BlockTradeOfferingsQuery } from './queries';
import { LocalisedText } from '../../ui/text/LocalisedText';

const SUBSCRIBE_PATH = routeByName('blockTradeSubscribe').path;
const RECORDS_PATH = routeByName('blockTradeRecords').path;

/** How often the list reads the offerings again while on screen: the current price is the live quote's. */
export const LIVE_PRICE_POLL_MS = 5000;

/**
 * Block-trade offerings: stock, live current price, subscription and hedge prices, fee rate, minimum,
 * tickets left, the window and the phase; each opens its subscription form.
 */
export function BlockTradeList() {
  const nav = useNav();
  const refresh = useRefreshToast();
  // Ops' texts in the reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  const query = useQuery(BlockTradeOfferingsQuery, {
    variables: { first: MONEY_PAGE_SIZE, lang },
    fetchPolicy: 'cache-and-network',
    pollInterval: LIVE_PRICE_POLL_MS,
  });
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <p className="alloc-intro">
        <FormattedMessage id="blockTrade.list.intro" />
      </p>
      <div className="bt-records-link">
        <Button variant="secondary" block={false} onClick={() => nav.navigateTo(RECORDS_PATH)} data-testid="bt-records-link">
          <FormattedMessage id="blockTrade.list.records" />
        </Button>
      </div>
      <QueryBoundary query={query}>
        {({ blockTradeOfferings }) =>
          blockTradeOfferings.items.length === 0 ? (
            <div className="card" data-testid="bt-empty">
              <EmptyState icon="blockTrade" title={<FormattedMessage id="blockTrade.list.empty" />} />
            </div>
          ) : (
            <PagedList nextCursor={blockTradeOfferings.nextCursor} fetchMore={query.fetchMore} testId="bt-list">
              {blockTradeOfferings.items.map((o) => (
                <li
                  key={o.id}
                  className="card alloc-card bt-card"
                  data-testid="bt-offering"
                  data-id={o.id}
                  data-symbol={o.symbol}
                  data-phase={o.phase}
                >
                  <button
                    type="button"
                    className="alloc-card__open"
                    onClick={() => nav.navigateTo(buildUrl(SUBSCRIBE_PATH, { id: o.id }))}
                    data-testid="bt-offering-open"
                  >
                    <OfferingHead
                      as="span"
                      name={<LocalisedText value={o.nameText} />}
                      nameTestId="bt-offering-name"
                      code={codeOf(o.symbol)}
                      codeTestId="bt-offering-code"
                      chip={<PhaseChip phase={o.phase} status={o.status} testId="bt-offering-phase" />}
                    />
                    <Facts
                      items={[
                        {
                          key: 'current',
                          label: <FormattedMessage id="blockTrade.field.currentPrice" />,
                          value: <CurrentPrice value={o.currentPrice} currency={o.currency} simulated={o.currentPriceSimulated} />,
                          testId: 'bt-offering-current',
                        },
                        {
                          key: 'price',
                          label: <FormattedMessage id="blockTrade.field.subscriptionPrice" />,
                          value: <Price value={o.subscriptionPrice} currency={o.currency} />,
                          testId: 'bt-offering-price',
                        },
                        {
                          key: 'hedge',
                          label: <FormattedMessage id="blockTrade.field.hedgePrice" />,
                          value: <Price value={o.hedgePrice} currency={o.currency} />,
                          testId: 'bt-offering-hedge',
                        },
                        {
                          key: 'fee',
                          label: <FormattedMessage id="blockTrade.field.feeRate" />,
                          value: <FeeRate value={o.feeRate} />,
                          testId: 'bt-offering-fee',
                        },
                        {
                          key: 'min',
                          label: <FormattedMessage id="blockTrade.field.minAmount" />,
                          value: <Amount value={o.minAmount} currency={o.currency} />,
                          testId: 'bt-offering-min',
                        },
                        {
                          key: 'left',
                          label: <FormattedMessage id="blockTrade.field.ticketsLeft" />,
                          value: <Count value={ticketsLeft(o.ticketsAvailable, o.ticketsSubscribed)} />,
                          testId: 'bt-offering-left',
                        },
                      ]}
                    />
                    <CardDates
                      items={[
                        { key: 'opens', label: <FormattedMessage id="blockTrade.field.opensAt" />, at: o.opensAt },
                        { key: 'closes', label: <FormattedMessage id="blockTrade.field.closesAt" />, at: o.closesAt },
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
