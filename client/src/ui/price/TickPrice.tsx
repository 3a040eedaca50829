import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { useLang } from '../../i18n/useLang';
import { type PriceBound, formatTickPrice, priceDigits, tickDigits } from './format';
import './price.css';

/** Orders and positions carry only the symbol: the name and the tick come from the instrument (cached by symbol). */
export const InstrumentNameQuery = graphql(`
  query InstrumentName_Instrument($symbol: ID!, $lang: String) {
    instrument(symbol: $symbol) {
      symbol
      code
      name(lang: $lang)
      market
      tickSize
    }
  }
`);

/**
 * The instrument's price precision (its tick's decimals), so that a price reads the same on every
 * screen (PRODUCT.md §11); 2 until the instrument is known, or at least `min` to line up with others.
 */
export function useInstrumentDigits(symbol: string | null | undefined, others: readonly (string | null | undefined)[] = []): number {
  const lang = useLang();
  const query = useQuery(InstrumentNameQuery, { variables: { symbol: symbol ?? '', lang }, skip: !symbol, fetchPolicy: 'cache-first' });
  return Math.max(tickDigits(query.data?.instrument?.tickSize), priceDigits(others));
}

/**
 * A price of `symbol` on the instrument's tick precision, exactly (the one price formatter of the
 * product records: strategy, follow). `bound` rounds a limit toward the side that keeps its rule on the
 * tick grid: a ceiling ("at most 204.102") reads "204.10", a floor reads up.
 */
export function TickPrice({
  value,
  symbol,
  currency,
  bound,
  testId,
}: {
  value: string | null | undefined;
  symbol: string;
  currency?: string;
  bound?: PriceBound;
  testId?: string;
}) {
  const intl = useIntl();
  const digits = useInstrumentDigits(symbol);
  return (
    <span className="money" data-testid={testId}>
      {value ? formatTickPrice(intl, value, digits, currency, bound) : '—'}
    </span>
  );
}
