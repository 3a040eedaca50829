import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of the one review workflow and of maker-checker requests.
export enum ReviewError {
  ALREADY_REVIEWED = 'ALREADY_REVIEWED',
  REVIEW_KIND_UNKNOWN = 'REVIEW_KIND_UNKNOWN',
  DECISION_NOT_ALLOWED = 'DECISION_NOT_ALLOWED',
  REASON_CODE_REQUIRED = 'REASON_CODE_REQUIRED',
  OWN_ACCOUNT_FORBIDDEN = 'OWN_ACCOUNT_FORBIDDEN',
  MAKER_CANNOT_APPROVE = 'MAKER_CANNOT_APPROVE',
  OPS_REQUEST_NOT_PENDING = 'OPS_REQUEST_NOT_PENDING',
  SECOND_APPROVAL_PENDING = 'SECOND_APPROVAL_PENDING',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const reviewErrorDescriptions: ErrorDescriptions<ReviewError> = {
  ALREADY_REVIEWED: 'The item is no longer pending: someone already decided it (or its owner revoked it).',
  REVIEW_KIND_UNKNOWN: 'No review kind (or no queue) has this name.',
  DECISION_NOT_ALLOWED: 'This decision is not open for this kind of item (or revoke was sent by ops).',
  REASON_CODE_REQUIRED: 'A refusal needs a reason code.',
  OWN_ACCOUNT_FORBIDDEN: 'Nobody reviews or adjusts their own account.',
  MAKER_CANNOT_APPROVE: 'The ops user who made a request cannot be its checker.',
  OPS_REQUEST_NOT_PENDING: 'The ops request was already approved, rejected or withdrawn.',
  SECOND_APPROVAL_PENDING: 'An approval of this size already waits for a second ops user.',
};
