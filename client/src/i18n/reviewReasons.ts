import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewReasonCode } from '../gql/graphql';

/**
 * Why a review refused something (the schema's ReviewReasonCode). Users see the label in their own
 * language (`review.reason.<CODE>`, texts in ./reviewReasons/<locale>.json), ops choose from the same list.
 */
export const REVIEW_REASON_CODES = [
  'FUNDS_NOT_RECEIVED',
  'AMOUNT_MISMATCH',
  'NAME_MISMATCH',
  'DESTINATION_INVALID',
  'DOCUMENTS_UNCLEAR',
  'DOCUMENTS_MISMATCH',
  'LIMIT_EXCEEDED',
  'SUSPECTED_FRAUD',
  'DUPLICATE',
  'OTHER',
] as const satisfies readonly ReviewReasonCode[];

const KNOWN = new Set<string>(REVIEW_REASON_CODES);

/** The label's message id of a reason code; a code this client does not know reads as OTHER. */
export function reviewReasonMessageId(code: string): string {
  return `review.reason.${KNOWN.has(code) ? code : 'OTHER'}`;
}

/** Compile-time check: every code of the schema has a label here. */
type Missing = Exclude<ReviewReasonCode, (typeof REVIEW_REASON_CODES)[number]>;
export const SCHEMA_REASON_CODES_COVERED: [Missing] extends [never] ? true : { missing: Missing } = true;

/**
 * What a user reads about a refusal: the reason code's label in their language, then ops' optional
 * note ("Name does not match · Holder differs"); null when there is neither.
 */
export function useReviewReasonText(): (reasonCode: string | null | undefined, note: string | null | undefined) => string | null {
  const intl = useIntl();
  return useCallback(
    (reasonCode, note) => {
      const parts = [reasonCode ? intl.formatMessage({ id: reviewReasonMessageId(reasonCode) }) : '', note?.trim() ?? ''].filter(Boolean);
      return parts.length > 0 ? parts.join(' · ') : null;
    },
    [intl],
  );
}
