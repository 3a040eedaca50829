import { useQuery } from '@apollo/client';
import { readFragment } from '../../apollo/readFragment';
import { graphql } from '../../gql';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { QueryBoundary } from '../../ui/PageState';
import { QuoteFieldsFragment } from './fragments';
import { ChangeText, PriceText, SimulatedTag } from '../../ui/price/Price';
import { STOCK_DETAIL_PATH } from './routes';
import { useLang } from '../../i18n/useLang';
import { useLiveQuotes } from './useLiveQuotes';

const IndicesQuery = graphql(`
  query IndexCards_Indices($lang: String) {
    indices {
      symbol
      code
      name(lang: $lang)
      market
      quote {
        ...QuoteFields
      }
    }
  }
`);

/** IBEX 35, S&P 500, TAIEX and gold, with live values. Gold opens its detail page. */
export function IndexCards() {
  const lang = useLang();
  const nav = useNav();
  const query = useQuery(IndicesQuery, { variables: { lang }, fetchPolicy: 'cache-and-network' });
  useLiveQuotes(query.data?.indices.map((i) => i.symbol) ?? []);
  return (
    <QueryBoundary query={query} reserve="242px">
      {({ indices }) => (
        <div className="index-cards" data-testid="index-cards">
          {indices.map((index) => {
            const quote = readFragment(QuoteFieldsFragment, index.quote);
            const opensDetail = index.market === 'GOLD';
            const body = (
              <>
                <span className="index-card__name">{index.name}</span>
                {quote ? (
                  <>
                    <PriceText value={quote.price} change={quote.change} className="index-card__value" testId="index-value" />
                    <ChangeText change={quote.change} changePercent={quote.changePercent} />
                    <SimulatedTag simulated={quote.simulated} />
                  </>
                ) : (
                  <span className="index-card__value">—</span>
                )}
              </>
            );
            return opensDetail ? (
              <button
                key={index.symbol}
                type="button"
                className="index-card"
                data-testid={`index-${index.symbol}`}
                onClick={() => nav.navigateTo(buildUrl(STOCK_DETAIL_PATH, { symbol: index.symbol }))}
              >
                {body}
              </button>
            ) : (
              <div key={index.symbol} className="index-card" data-testid={`index-${index.symbol}`}>
                {body}
              </div>
            );
          })}
        </div>
      )}
    </QueryBoundary>
  );
}
