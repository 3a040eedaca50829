import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes the ledger and every money-moving mutation may send.
export enum LedgerError {
  INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS',
  AMOUNT_NOT_POSITIVE = 'AMOUNT_NOT_POSITIVE',
  AMOUNT_TOO_PRECISE = 'AMOUNT_TOO_PRECISE',
  AMOUNT_TOO_LARGE = 'AMOUNT_TOO_LARGE',
  CURRENCY_NOT_SUPPORTED = 'CURRENCY_NOT_SUPPORTED',
  IDEMPOTENCY_KEY_INVALID = 'IDEMPOTENCY_KEY_INVALID',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  REASON_REQUIRED = 'REASON_REQUIRED',
  HOLD_ALREADY_CLOSED = 'HOLD_ALREADY_CLOSED',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const ledgerErrorDescriptions: ErrorDescriptions<LedgerError> = {
  INSUFFICIENT_FUNDS: 'The available balance does not cover the amount.',
  AMOUNT_NOT_POSITIVE: 'The amount must be greater than zero.',
  AMOUNT_TOO_PRECISE: 'A cash amount has at most two decimals.',
  AMOUNT_TOO_LARGE: 'The amount is above the configured maximum; details.max is the maximum.',
  CURRENCY_NOT_SUPPORTED: 'The currency is not one the platform holds balances in.',
  IDEMPOTENCY_KEY_INVALID: 'The idempotency key is not a valid key (send a fresh UUID per intended operation).',
  IDEMPOTENCY_KEY_REUSED: 'The idempotency key was already used for a different operation or different arguments.',
  REASON_REQUIRED: 'A balance adjustment needs a reason.',
  HOLD_ALREADY_CLOSED: 'The hold (reserved funds) was already released or settled.',
};
