import type { ErrorDescriptions } from '../../../graphql/error-codes';

// Codes of documents (issue 36). Another user's document, or an unknown one, is NOT_FOUND.
export enum DocumentsError {
  DOCUMENT_PERIOD_INVALID = 'DOCUMENT_PERIOD_INVALID',
  DOCUMENT_RANGE_TOO_LONG = 'DOCUMENT_RANGE_TOO_LONG',
  DOCUMENT_TOO_MANY_PENDING = 'DOCUMENT_TOO_MANY_PENDING',
  DOCUMENT_NOT_READY = 'DOCUMENT_NOT_READY',
  DOCUMENT_LINK_EXPIRED = 'DOCUMENT_LINK_EXPIRED',
  DOCUMENT_LINK_INVALID = 'DOCUMENT_LINK_INVALID',
}

export const documentsErrorDescriptions: ErrorDescriptions<DocumentsError> = {
  DOCUMENT_PERIOD_INVALID:
    'The month, year or days asked for are malformed, not yet over (a statement is for a past month, a tax report for a past or the current year), or from before 2020.',
  DOCUMENT_RANGE_TOO_LONG: 'An export covers at most five years (params: maxYears).',
  DOCUMENT_TOO_MANY_PENDING: 'The user already has this many documents being made; wait for one to be ready (params: max).',
  DOCUMENT_NOT_READY: 'The document is still being made (or its build failed): there is no file to download yet.',
  DOCUMENT_LINK_EXPIRED: 'The download link is older than its five minutes: ask for a new one from the document.',
  DOCUMENT_LINK_INVALID: 'The download link is malformed or its signature does not match.',
};
