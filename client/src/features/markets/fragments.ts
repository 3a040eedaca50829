import { graphql } from '../../gql';

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

/** An instrument as a list row shows it (name in the reader's language, live quote). */
export const InstrumentRowFragment = graphql(`
  fragment InstrumentRow on Instrument {
    symbol
    code
    name(lang: $lang)
    market
    currency
    quote {
      ...QuoteFields
    }
  }
`);
