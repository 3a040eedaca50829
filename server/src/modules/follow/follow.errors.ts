import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of institutional follow.
export enum FollowError {
  FOLLOW_NOT_OPEN = 'FOLLOW_NOT_OPEN',
  FOLLOW_WINDOW_CLOSED = 'FOLLOW_WINDOW_CLOSED',
  FOLLOW_QUANTITY_INVALID = 'FOLLOW_QUANTITY_INVALID',
  FOLLOW_QUANTITY_OUT_OF_LIMITS = 'FOLLOW_QUANTITY_OUT_OF_LIMITS',
  FOLLOW_TOLERANCE_INVALID = 'FOLLOW_TOLERANCE_INVALID',
  FOLLOW_TRADE_INVALID = 'FOLLOW_TRADE_INVALID',
  FOLLOW_TRADE_LOCKED = 'FOLLOW_TRADE_LOCKED',
  FOLLOW_INSTITUTION_INVALID = 'FOLLOW_INSTITUTION_INVALID',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const followErrorDescriptions: ErrorDescriptions<FollowError> = {
  FOLLOW_NOT_OPEN: 'The published trade’s window has not opened yet: nothing is held.',
  FOLLOW_WINDOW_CLOSED: 'The published trade’s window has ended, or ops cancelled it: nothing is held.',
  FOLLOW_QUANTITY_INVALID: 'The quantity must be a whole number of shares above zero.',
  FOLLOW_QUANTITY_OUT_OF_LIMITS: 'The quantity is outside the trade’s published minimum and maximum.',
  FOLLOW_TOLERANCE_INVALID: 'The price tolerance must be from 0 % to 10 % (0 to 0.1, at most 4 decimals).',
  FOLLOW_TRADE_INVALID:
    'Ops: the published trade does not hold together (buy price, fee, quantity limits, a window that ends in the future after it opens).',
  FOLLOW_TRADE_LOCKED: 'Ops: only a published trade whose window has not ended can be cancelled.',
  FOLLOW_INSTITUTION_INVALID: 'Ops: an institution needs a unique name, a description and its disclosures (who pays whom).',
};
