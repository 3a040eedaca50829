import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of the automated intraday strategy (bad input: nothing is recorded or held).
export enum IntradayError {
  INTRADAY_AMOUNT_INVALID = 'INTRADAY_AMOUNT_INVALID',
  INTRADAY_AMOUNT_OUT_OF_RANGE = 'INTRADAY_AMOUNT_OUT_OF_RANGE',
  INTRADAY_SYMBOL_REQUIRED = 'INTRADAY_SYMBOL_REQUIRED',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const intradayErrorDescriptions: ErrorDescriptions<IntradayError> = {
  INTRADAY_AMOUNT_INVALID: 'The amount must be a positive whole number.',
  INTRADAY_AMOUNT_OUT_OF_RANGE: 'The amount is outside the published minimum and maximum of one application.',
  INTRADAY_SYMBOL_REQUIRED: 'The stock code is required.',
};
