import { useQuery } from '@apollo/client';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from '../../gql';
import type { MarketCode } from '../../gql/graphql';
import { errorCodeOf } from '../../i18n/errors';
import { MARKET_PATH } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { NotFound as NotFoundState } from '../../ui/NotFound';
import { MarketTag } from '../../ui/price/Price';
import { SEARCH_PATH } from './routes';
import { SubPage } from '../../ui/Page';
import { DelayedLoading, QueryBoundary } from '../../ui/PageState';
import { InstrumentRowFragment, QuoteFieldsFragment } from './fragments';
import { QuotePanel } from './QuotePanel';
import { StockChart } from './StockChart';
import { marketOfSymbol } from './stockParams';
import { useLang } from '../../i18n/useLang';
import { useLiveQuotes } from './useLiveQuotes';
import { WatchButton } from './WatchButton';

/**
 * The dividends and splits (CorporateActions.tsx, with its styles): a chunk of its own, downloaded while
 * the page's data loads and shown below the chart; the quote and the chart never wait for it.
 */
const loadCorporateActions = () => import('./CorporateActions');
const CorporateActions = lazy(() => loadCorporateActions().then((m) => ({ default: m.CorporateActions })));

const InstrumentQuery = graphql(`
  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {
    instrument(symbol: $symbol) {
      symbol
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

/** An unknown symbol: says so plainly, with ways on (search, or back to the markets). */
function NotFound({ symbol }: { symbol: string | null }) {
  const nav = useNav();
  return (
    <SubPage title={<FormattedMessage id="route.stockDetail" />}>
      <NotFoundState
        testId="stock-not-found"
        title={<FormattedMessage id="markets.notFound.title" />}
        description={
          symbol ? (
            <FormattedMessage id="markets.notFound.named" values={{ symbol: codeOf(symbol) }} />
          ) : (
            <FormattedMessage id="markets.notFound.text" />
          )
        }
      >
        <Button block={false} onClick={() => nav.navigateTo(SEARCH_PATH)} data-testid="stock-not-found-search">
          <FormattedMessage id="markets.notFound.search" />
        </Button>
        <Button variant="ghost" block={false} onClick={() => nav.switchTab(MARKET_PATH)} data-testid="stock-not-found-markets">
          <FormattedMessage id="markets.notFound.markets" />
        </Button>
      </NotFoundState>
    </SubPage>
  );
}

const codeOf = (symbol: string) => (symbol.includes(':') ? symbol.slice(symbol.indexOf(':') + 1) : symbol);

function Detail({
  symbol,
  market,
  orderPanel,
  actions,
}: {
  symbol: string;
  market: MarketCode;
  orderPanel: ReactNode;
  actions?: ReactNode;
}) {
  const lang = useLang();
  const query = useQuery(InstrumentQuery, { variables: { symbol, market, lang }, fetchPolicy: 'cache-and-network' });
  useLiveQuotes([symbol]);
  useEffect(() => void loadCorporateActions().catch(() => undefined), []);
  const row = useFragment(InstrumentRowFragment, query.data?.instrument);
  const quote = useFragment(QuoteFieldsFragment, query.data?.instrument?.quote) ?? null;
  const tick = useMemo(() => (quote ? { price: quote.price, at: quote.at, volume: quote.volume } : null), [quote]);
  const instrument = query.data?.instrument;
  if ((query.data && !instrument) || errorCodeOf(query.error) === 'INSTRUMENT_NOT_FOUND') return <NotFound symbol={symbol} />;

  return (
    <SubPage
      title={row ? row.name : <FormattedMessage id="route.stockDetail" />}
      className="page--with-actionbar"
      right={instrument ? <WatchButton symbol={symbol} watched={instrument.watched} /> : null}
    >
      <QueryBoundary query={query}>
        {(data) =>
          data.instrument ? (
            <>
              <header className="stock-head">
                <span className="stock-head__code" data-testid="stock-code">
                  {row?.code}
                </span>
                {row && <MarketTag market={row.market} />}
                <span className="stock-head__followers">
                  <FormattedMessage id="markets.followers" values={{ count: data.instrument.followers }} />
                </span>
                {actions}
              </header>
              {data.instrument.quote ? (
                <QuotePanel quote={data.instrument.quote} timeZone={data.marketStatus.timeZone} />
              ) : (
                <div className="card">
                  <EmptyState icon="clock" title={<FormattedMessage id="markets.noQuote" />} />
                </div>
              )}
              <StockChart symbol={symbol} tick={tick} timeZone={data.marketStatus.timeZone} />
              {/* Its own small read, sent once the page's data is in: the quote and the chart come first. */}
              <Suspense fallback={<DelayedLoading reserve="160px" />}>
                <CorporateActions symbol={symbol} timeZone={data.marketStatus.timeZone} />
              </Suspense>
              {orderPanel}
            </>
          ) : null
        }
      </QueryBoundary>
    </SubPage>
  );
}

/**
 * The stock detail screen for a symbol ("US:AAPL"); null symbol = the URL named none: the quote, the
 * chart, the dividends and splits, the watchlist toggle in the header, and the order entry the page
 * passes for the symbol (the trading feature's bar fixed at the bottom, opening the order sheet).
 */
export function StockDetail({
  symbol,
  orderPanel,
  actions,
}: {
  symbol: string | null;
  orderPanel?: (symbol: string) => ReactNode;
  /** The page's actions on the symbol beside its name (the price alert's). */
  actions?: (symbol: string) => ReactNode;
}) {
  const market = symbol ? marketOfSymbol(symbol) : null;
  if (!symbol || !market) return <NotFound symbol={symbol} />;
  return <Detail symbol={symbol} market={market} orderPanel={orderPanel?.(symbol)} actions={actions?.(symbol)} />;
}
