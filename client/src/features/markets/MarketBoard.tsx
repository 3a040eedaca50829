import { useQuery } from '@apollo/client';
import { useId, useState } from 'react';
import { formatInZone } from '../../ui/time/zone';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { InstrumentList, MarketCode } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { Select } from '../../ui/Field';
import { Icon, type IconName } from '../../ui/icons';
import { QueryBoundary } from '../../ui/PageState';
import { TabRow } from '../../ui/TabRow';
import { convertForDisplay, DISPLAY_CURRENCIES, isDisplayCurrency } from './currency';
import { SearchEntry } from './HomeSections';
import { InstrumentRows } from './InstrumentRows';
import { SimulatedTag } from '../../ui/price/Price';
import { MARKET_ENTRIES } from './routes';
import { useDisplayCurrency } from './useDisplayCurrency';
import { useLang } from '../../i18n/useLang';
import { useLiveQuotes } from './useLiveQuotes';

export const MARKETS: readonly MarketCode[] = ['ES', 'US', 'TW', 'GOLD'];
export const LISTS: readonly InstrumentList[] = ['HOT', 'RISING', 'FALLING', 'SELECTED', 'MOST_FOLLOWED'];

const MarketListQuery = graphql(`
  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {
    instruments(list: $list, market: $market, first: 20) {
      symbol
      ...InstrumentRow
      quote {
        ...QuoteFields
      }
    }
  }
`);

const FxRatesQuery = graphql(`
  query MarketBoard_FxRates {
    fxRates {
      pair
      rate
      at
      simulated
    }
  }
`);

const MarketStatusQuery = graphql(`
  query MarketBoard_Status($market: MarketCode!) {
    marketStatus(market: $market) {
      market
      open
      timeZone
      nextOpen
      nextClose
    }
  }
`);

const ENTRY_ICONS: Record<(typeof MARKET_ENTRIES)[number], IconName> = {
  ipo: 'ipo',
  blockTrade: 'blockTrade',
  instaFollow: 'follow',
  dayTrading: 'intraday',
  fund: 'fund',
};

function Entries() {
  const nav = useNav();
  return (
    <nav className="market-entries" data-testid="market-entries">
      {MARKET_ENTRIES.map((name) => (
        <button
          key={name}
          type="button"
          className="market-entry"
          data-testid={`market-entry-${name}`}
          onClick={() => nav.navigateTo(routeByName(name).path)}
        >
          <span className="market-entry__icon">
            <Icon name={ENTRY_ICONS[name]} size={22} />
          </span>
          <span className="market-entry__label">
            <FormattedMessage id={`markets.entry.${name}`} />
          </span>
        </button>
      ))}
    </nav>
  );
}

function MarketStatusLine({ market }: { market: MarketCode }) {
  const intl = useIntl();
  const { data } = useQuery(MarketStatusQuery, { variables: { market }, fetchPolicy: 'cache-and-network' });
  const status = data?.marketStatus;
  if (!status) return null;
  const when = status.open ? status.nextClose : status.nextOpen;
  // Market data: the exchange's clock, with its zone's name (PRODUCT.md §11).
  const time = when ? formatInZone(intl, when, status.timeZone, 'weekdayTime') : null;
  return (
    <p className={`market-status market-status--${status.open ? 'open' : 'closed'}`} data-testid="market-status">
      <span className="market-status__dot" aria-hidden="true" />
      <FormattedMessage id={status.open ? 'markets.status.open' : 'markets.status.closed'} />
      {time && (
        <span className="market-status__next">
          {'· '}
          <FormattedMessage id={status.open ? 'markets.status.closesAt' : 'markets.status.opensAt'} values={{ time }} />
        </span>
      )}
    </p>
  );
}

/** The Market tab: entries, market tabs, ranked lists with live prices, display currency. */
export function MarketBoard() {
  const intl = useIntl();
  const lang = useLang();
  const [market, setMarket] = useState<MarketCode>('ES');
  const [list, setList] = useState<InstrumentList>('HOT');
  const [currency, setCurrency] = useDisplayCurrency();
  const currencyId = useId();
  const query = useQuery(MarketListQuery, { variables: { list, market, lang }, fetchPolicy: 'cache-and-network' });
  const fx = useQuery(FxRatesQuery, { skip: !currency, fetchPolicy: 'cache-and-network' });
  useLiveQuotes(query.data?.instruments.map((i) => i.symbol) ?? []);
  const rates = fx.data?.fxRates ?? [];

  return (
    <>
      <SearchEntry />
      <Entries />
      <TabRow
        items={MARKETS}
        value={market}
        onChange={setMarket}
        label={intl.formatMessage({ id: 'markets.tabs.label' })}
        variant="market-tabs"
        testIdPrefix="market-tab-"
        renderLabel={(code) => <FormattedMessage id={`markets.market.${code}`} />}
      />
      <div className="market-toolbar">
        <MarketStatusLine market={market} />
        <div className="currency-select">
          <label className="currency-select__label" htmlFor={currencyId}>
            <FormattedMessage id="markets.displayCurrency" />
          </label>
          <Select
            id={currencyId}
            value={currency ?? ''}
            onChange={(value) => setCurrency(isDisplayCurrency(value) ? value : null)}
            testId="display-currency"
            className="select--compact"
          >
            <option value="">{intl.formatMessage({ id: 'markets.displayCurrency.native' })}</option>
            {DISPLAY_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {currency && (
        <p className="fx-note" data-testid="fx-note">
          <FormattedMessage id="markets.fxNote" values={{ currency }} />
          <SimulatedTag simulated={rates.some((r) => r.simulated)} />
        </p>
      )}
      <TabRow
        items={LISTS}
        value={list}
        onChange={setList}
        label={intl.formatMessage({ id: 'markets.lists.label' })}
        variant="list-chips"
        testIdPrefix="list-"
        renderLabel={(name) => <FormattedMessage id={`markets.list.${name}`} />}
      />
      <div className="card card--flush">
        <QueryBoundary query={query}>
          {({ instruments }) =>
            instruments.length === 0 ? (
              <EmptyState icon="market" title={<FormattedMessage id="markets.list.empty" />} />
            ) : (
              <InstrumentRows
                rows={instruments}
                display={{ currency, rates, convert: convertForDisplay }}
                showMarket={false}
                testId="market-list"
              />
            )
          }
        </QueryBoundary>
      </div>
    </>
  );
}
