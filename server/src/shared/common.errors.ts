import type { ErrorDescriptions } from './error-descriptions';
// Error codes any module may raise. Each module adds its own enum; together they form the GraphQL ErrorCode enum.
export enum CommonError {
  INTERNAL_ERROR = 'INTERNAL_ERROR',
  BAD_INPUT = 'BAD_INPUT',
  TEXT_TOO_LONG = 'TEXT_TOO_LONG',
  TEXT_ENGLISH_REQUIRED = 'TEXT_ENGLISH_REQUIRED',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  RATE_LIMITED = 'RATE_LIMITED',
  SERVER_BUSY = 'SERVER_BUSY',
  QUERY_REJECTED = 'QUERY_REJECTED',
  DOCUMENT_NOT_TRUSTED = 'DOCUMENT_NOT_TRUSTED',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const commonErrorDescriptions: ErrorDescriptions<CommonError> = {
  INTERNAL_ERROR: 'An unexpected server fault; nothing about it is sent, and the request may be retried.',
  BAD_INPUT: 'An argument is malformed or out of range (including variables of the wrong type).',
  TEXT_TOO_LONG: 'A text argument is longer than its field allows.',
  TEXT_ENGLISH_REQUIRED:
    'A text ops write for users (a name, a disclosure, a description) has no English version; English is every other language’s fallback.',
  UNAUTHENTICATED: 'The field needs a signed-in user and there is no valid session.',
  FORBIDDEN: 'The signed-in user lacks the role the field needs (the ops fields need OPS).',
  NOT_FOUND: 'No such record, or not one the caller may see.',
  RATE_LIMITED: 'Too many attempts in a short time; retry later.',
  SERVER_BUSY: 'The server is at capacity for this kind of work; retry shortly.',
  QUERY_REJECTED:
    'The document was refused before running: a syntax error, an unknown field, or a query limit (depth, cost, aliases) exceeded.',
  DOCUMENT_NOT_TRUSTED:
    'The document (or documentId) is not in the trusted-document manifest; in production only ops may run other documents.',
  SERVICE_UNAVAILABLE: 'A dependency (the database) is unreachable; retry later.',
};
