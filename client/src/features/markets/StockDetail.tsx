import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import type { MarketCode } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { SubPage } from '../../ui/Page';
import { QueryBoundary } from '../../ui/PageState';
import { OrderPanel } from '../trading/OrderPanel';
import { QuotePanel } from './QuotePanel';
import { StockChart } from './StockChart';
import { marketOfSymbol } from './stockParams';
import { useLang } from './useLang';
import { useLiveQuotes } from './useLiveQuotes';
import { WatchButton } from './WatchButton';

const InstrumentQuery = graphql(`
  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {
    instrument(symbol: $symbol) {
      ...InstrumentRow
      quote {
        ...QuoteFields
      }
      lotSize
      watched
      followers
    }
    marketStatus(market: $market) {
      market
      open
      timeZone
    }
  }
`);

function NotFound() {
  return (
    <SubPage title={<FormattedMessage id="route.stockDetail" />}>
      <div className="card" data-testid="stock-not-found">
        <EmptyState icon="alert" title={<FormattedMessage id="status.dataNotFound" />} />
      </div>
    </SubPage>
  );
}

function Detail({ symbol, market }: { symbol: string; market: MarketCode }) {
  const lang = useLang();
  const query = useQuery(InstrumentQuery, { variables: { symbol, market, lang }, fetchPolicy: 'cache-and-network' });
  useLiveQuotes([symbol]);
  const quote = query.data?.instrument?.quote ?? null;
  const tick = useMemo(() => (quote ? { price: quote.price, at: quote.at, volume: quote.volume } : null), [quote]);
  const instrument = query.data?.instrument;
  if (query.data && !instrument) return <NotFound />;

  return (
    <SubPage title={instrument ? instrument.name : <FormattedMessage id="route.stockDetail" />} className="page--with-actionbar">
      <QueryBoundary query={query}>
        {(data) =>
          data.instrument ? (
            <>
              <header className="stock-head">
                <span className="stock-head__code" data-testid="stock-code">
                  {data.instrument.code}
                </span>
                <span className={`market-tag market-tag--${data.instrument.market}`}>
                  <FormattedMessage id={`markets.market.${data.instrument.market}`} />
                </span>
                <span className="stock-head__followers">
                  <FormattedMessage id="markets.followers" values={{ count: data.instrument.followers }} />
                </span>
              </header>
              {data.instrument.quote ? (
                <QuotePanel quote={data.instrument.quote} timeZone={data.marketStatus.timeZone} />
              ) : (
                <div className="card">
                  <EmptyState icon="clock" title={<FormattedMessage id="markets.noQuote" />} />
                </div>
              )}
              <StockChart symbol={symbol} tick={tick} timeZone={data.marketStatus.timeZone} />
              <OrderPanel symbol={symbol} />
              <div className="action-bar">
                <WatchButton symbol={symbol} watched={data.instrument.watched} />
              </div>
            </>
          ) : null
        }
      </QueryBoundary>
    </SubPage>
  );
}

/** The stock detail screen for a symbol ("US:AAPL"); null symbol = the URL named none. */
export function StockDetail({ symbol }: { symbol: string | null }) {
  const market = symbol ? marketOfSymbol(symbol) : null;
  if (!symbol || !market) return <NotFound />;
  return <Detail symbol={symbol} market={market} />;
}
