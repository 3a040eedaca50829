import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewReasonCode } from '../gql/graphql';
import { isKnownMessageId } from './loadMessages';

/**
 * Why a review refused something (the schema's ReviewReasonCode, which every server module extends with
 * its own reasons). Users see the label in their own language, `review.reason.<CODE>`, kept with its
 * domain's texts: the common reasons (NAME_MISMATCH, LIMIT_EXCEEDED, SUSPECTED_FRAUD, DUPLICATE, OTHER) in
 * ./reviewReasons/<locale>.json, a domain's own in features/<domain>/messages/<locale>.json. There is no
 * list to edit here: a code is known when its label exists, and a test checks every code of the schema has
 * one in every language. Ops choose from the same labels.
 */
const PREFIX = 'review.reason.';

/** The label's message id of a reason code; a code this client has no label for reads as OTHER. */
export function reviewReasonMessageId(code: string): string {
  return `${PREFIX}${/^[A-Z][A-Z0-9_]*$/.test(code) && isKnownMessageId(`${PREFIX}${code}`) ? code : 'OTHER'}`;
}

/** Every reason code that has a label in the loaded texts, in the order of the texts, OTHER last. */
export function reviewReasonCodes(messages: Readonly<Record<string, unknown>>): ReviewReasonCode[] {
  const codes = Object.keys(messages)
    .filter((id) => id.startsWith(PREFIX))
    .map((id) => id.slice(PREFIX.length) as ReviewReasonCode);
  return [...codes.filter((c) => c !== 'OTHER'), ...codes.filter((c) => c === 'OTHER')];
}

/** The reason codes ops may refuse with (those of the reader's loaded texts). */
export function useReviewReasonCodes(): ReviewReasonCode[] {
  const { messages } = useIntl();
  return useMemo(() => reviewReasonCodes(messages), [messages]);
}

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
