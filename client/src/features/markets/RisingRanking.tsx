import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { byChangePercentDesc, InstrumentRows } from './InstrumentRows';
import { useLang } from '../../i18n/useLang';
import { useLiveQuotes } from './useLiveQuotes';

const RisingQuery = graphql(`
  query RisingRanking_Instruments($lang: String) {
    instruments(list: RISING, first: 10) {
      symbol
      ...InstrumentRow
      quote {
        ...QuoteFields
      }
    }
  }
`);

/** Home's ranking of the biggest risers across all markets, live: it re-sorts as prices move. */
export function RisingRanking() {
  const lang = useLang();
  const query = useQuery(RisingQuery, { variables: { lang }, fetchPolicy: 'cache-and-network' });
  useLiveQuotes(query.data?.instruments.map((i) => i.symbol) ?? []);
  return (
    <QueryBoundary query={query}>
      {({ instruments }) =>
        instruments.length === 0 ? (
          <EmptyState icon="market" title={<FormattedMessage id="markets.list.empty" />} />
        ) : (
          <InstrumentRows rows={instruments} ranked order={byChangePercentDesc} testId="rising-ranking" />
        )
      }
    </QueryBoundary>
  );
}
