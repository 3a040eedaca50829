import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of transfers between the user's own currencies.
export enum FxError {
  SAME_CURRENCY = 'SAME_CURRENCY',
  RATE_CHANGED = 'RATE_CHANGED',
  RATE_UNAVAILABLE = 'RATE_UNAVAILABLE',
  QUOTE_EXPIRED = 'QUOTE_EXPIRED',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const fxErrorDescriptions: ErrorDescriptions<FxError> = {
  SAME_CURRENCY: 'A transfer needs two different currencies.',
  RATE_CHANGED:
    'The live rate moved against the user beyond the tolerance since the quote; details.rate is the new rate, ask for a new quote.',
  RATE_UNAVAILABLE: 'No exchange rate between these currencies right now (or the amount converts to nothing); retry later.',
  QUOTE_EXPIRED: 'The quote is past its expiry; ask for a new one.',
};
