import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes the markets API raises; merged into ErrorCode (graphql/error-codes.ts).
export enum MarketError {
  INSTRUMENT_NOT_FOUND = 'INSTRUMENT_NOT_FOUND',
  TOO_MANY_SYMBOLS = 'TOO_MANY_SYMBOLS',
  BAR_RANGE_INVALID = 'BAR_RANGE_INVALID',
  SEARCH_QUERY_TOO_LONG = 'SEARCH_QUERY_TOO_LONG',
}

export const MAX_QUOTE_SYMBOLS = 200;
export const MAX_SEARCH_LENGTH = 64;
export const SEARCH_HISTORY_SIZE = 20;

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const marketErrorDescriptions: ErrorDescriptions<MarketError> = {
  INSTRUMENT_NOT_FOUND: 'No instrument (or index) has this symbol.',
  TOO_MANY_SYMBOLS: `A quotes subscription asked for no symbols or more than ${MAX_QUOTE_SYMBOLS}.`,
  BAR_RANGE_INVALID: 'A bars range that ends before it starts or spans more than the interval allows.',
  SEARCH_QUERY_TOO_LONG: `A search longer than ${MAX_SEARCH_LENGTH} characters.`,
};
