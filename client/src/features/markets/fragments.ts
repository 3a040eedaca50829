import { readFragment } from '../../apollo/readFragment';
import { type FragmentType, graphql } from '../../gql';
import type { InstrumentRowFragment as InstrumentRow, QuoteFieldsFragment as QuoteFields } from '../../gql/graphql';

/** The quote fields every price display uses; ticks from `quotes` carry the same fields. */
export const QuoteFieldsFragment = graphql(`
  fragment QuoteFields on Quote {
    symbol
    price
    change
    changePercent
    open
    high
    low
    previousClose
    volume
    marketValue
    currency
    at
    simulated
    marketOpen
  }
`);

/**
 * An instrument as a list row shows it (name in the reader's language). Operations select
 * `quote { ...QuoteFields }` beside it rather than inside: the server's depth limit (6) counts each
 * fragment spread as two levels, and nesting two spreads under a list would exceed it.
 */
export const InstrumentRowFragment = graphql(`
  fragment InstrumentRow on Instrument {
    symbol
    code
    name(lang: $lang)
    market
    currency
  }
`);

/** A row with its live quote, as every list operation selects it. */
export type InstrumentWithQuote = InstrumentRow & { quote?: QuoteFields | null };

/** A row as list operations select it (`...InstrumentRow` with `quote { ...QuoteFields }`), masked. */
export type InstrumentWithQuoteRef = FragmentType<typeof InstrumentRowFragment> & {
  quote?: FragmentType<typeof QuoteFieldsFragment> | null;
};

/** The row's fields and its quote's, for the component that received it (InstrumentRows). */
export function unmaskInstrumentRow(ref: InstrumentWithQuoteRef): InstrumentWithQuote {
  return { ...readFragment(InstrumentRowFragment, ref), quote: readFragment(QuoteFieldsFragment, ref.quote) };
}
