// Codes the markets API raises; merged into ErrorCode (graphql/error-codes.ts).
export enum MarketError {
  /** No instrument (or index) has this symbol. */
  INSTRUMENT_NOT_FOUND = 'INSTRUMENT_NOT_FOUND',
  /** A quotes subscription asked for more than MAX_QUOTE_SYMBOLS symbols (or none). */
  TOO_MANY_SYMBOLS = 'TOO_MANY_SYMBOLS',
  /** A bars range that ends before it starts or spans more than the interval allows. */
  BAR_RANGE_INVALID = 'BAR_RANGE_INVALID',
  /** A search longer than MAX_SEARCH_LENGTH characters. */
  SEARCH_QUERY_TOO_LONG = 'SEARCH_QUERY_TOO_LONG',
}

export const MAX_QUOTE_SYMBOLS = 200;
export const MAX_SEARCH_LENGTH = 64;
export const SEARCH_HISTORY_SIZE = 20;
