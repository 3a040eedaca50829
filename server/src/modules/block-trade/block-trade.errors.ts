import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of block trades (placements).
export enum BlockTradeError {
  BLOCK_TRADE_NOT_AVAILABLE = 'BLOCK_TRADE_NOT_AVAILABLE',
  BLOCK_TRADE_CODE_REQUIRED = 'BLOCK_TRADE_CODE_REQUIRED',
  BLOCK_TRADE_CODE_INVALID = 'BLOCK_TRADE_CODE_INVALID',
  BLOCK_TRADE_TICKETS_INVALID = 'BLOCK_TRADE_TICKETS_INVALID',
  BLOCK_TRADE_BELOW_MINIMUM = 'BLOCK_TRADE_BELOW_MINIMUM',
  BLOCK_TRADE_ALREADY_SUBSCRIBED = 'BLOCK_TRADE_ALREADY_SUBSCRIBED',
  BLOCK_TRADE_DATES_INVALID = 'BLOCK_TRADE_DATES_INVALID',
  BLOCK_TRADE_FIGURES_INVALID = 'BLOCK_TRADE_FIGURES_INVALID',
  BLOCK_TRADE_CURRENCY_NOT_SUPPORTED = 'BLOCK_TRADE_CURRENCY_NOT_SUPPORTED',
  BLOCK_TRADE_OFFERING_LOCKED = 'BLOCK_TRADE_OFFERING_LOCKED',
  BLOCK_TRADE_CLOSE_NOT_DUE = 'BLOCK_TRADE_CLOSE_NOT_DUE',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const blockTradeErrorDescriptions: ErrorDescriptions<BlockTradeError> = {
  BLOCK_TRADE_NOT_AVAILABLE: "'Currently not available for subscription': outside the window, failed, cancelled or closed.",
  BLOCK_TRADE_CODE_REQUIRED: "'Purchase code required': the form was sent without the personal purchase code.",
  BLOCK_TRADE_CODE_INVALID: 'The purchase code is wrong, belongs to someone else or another offering, or was already used.',
  BLOCK_TRADE_TICKETS_INVALID: "Tickets must be whole, from one up to the offering's per-person cap.",
  BLOCK_TRADE_BELOW_MINIMUM: "Tickets × 100 × subscription price is below the offering's minimum subscription amount.",
  BLOCK_TRADE_ALREADY_SUBSCRIBED: 'One subscription per person per offering.',
  BLOCK_TRADE_DATES_INVALID: 'Window out of order (opens < closes) or already open.',
  BLOCK_TRADE_FIGURES_INVALID: 'Figures that do not hold together (prices, hedge below the offer price, fee rate, tickets, minimum).',
  BLOCK_TRADE_CURRENCY_NOT_SUPPORTED: 'The stock settles in a currency other than its own (converted markets are not offered yet).',
  BLOCK_TRADE_OFFERING_LOCKED: 'An offering can be edited only before it opens, and cancelled only before it closes or fails.',
  BLOCK_TRADE_CLOSE_NOT_DUE: 'The allocation runs from the close of the window, once.',
};
