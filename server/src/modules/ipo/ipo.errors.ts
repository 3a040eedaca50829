import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of new-stock subscriptions (IPO) and their lottery.
export enum IpoError {
  SUBSCRIPTION_NOT_AVAILABLE = 'SUBSCRIPTION_NOT_AVAILABLE',
  IPO_ALREADY_APPLIED = 'IPO_ALREADY_APPLIED',
  IPO_SHARES_INVALID = 'IPO_SHARES_INVALID',
  IPO_APPLICATION_NOT_CANCELLABLE = 'IPO_APPLICATION_NOT_CANCELLABLE',
  IPO_DATES_INVALID = 'IPO_DATES_INVALID',
  IPO_FIGURES_INVALID = 'IPO_FIGURES_INVALID',
  IPO_CURRENCY_NOT_SUPPORTED = 'IPO_CURRENCY_NOT_SUPPORTED',
  IPO_OFFERING_LOCKED = 'IPO_OFFERING_LOCKED',
  IPO_DRAW_NOT_DUE = 'IPO_DRAW_NOT_DUE',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const ipoErrorDescriptions: ErrorDescriptions<IpoError> = {
  SUBSCRIPTION_NOT_AVAILABLE: "'Currently not available for subscription': outside the subscription window, drawn or cancelled.",
  IPO_ALREADY_APPLIED: 'One live application per person per offering.',
  IPO_SHARES_INVALID: "Shares must be whole lots, from one lot up to the offering's maximum.",
  IPO_APPLICATION_NOT_CANCELLABLE: 'The application can no longer be cancelled (the deadline passed or it was decided).',
  IPO_DATES_INVALID: 'Dates out of order (subscription < deadline ≤ drawing ≤ payment ≤ issuance) or in the past.',
  IPO_FIGURES_INVALID: 'Figures of an offering that do not hold together (lots, shares, prices, fee).',
  IPO_CURRENCY_NOT_SUPPORTED: 'The stock settles in a currency other than its own (converted markets are not offered yet).',
  IPO_OFFERING_LOCKED: 'An offering can be edited only before it opens, and cancelled only before its draw.',
  IPO_DRAW_NOT_DUE: 'The draw runs at its drawing date, once.',
};
