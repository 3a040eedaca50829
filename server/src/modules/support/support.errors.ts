import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of customer service (another user's conversation, or an unknown one, is NOT_FOUND).
export enum SupportError {
  SUPPORT_MESSAGE_EMPTY = 'SUPPORT_MESSAGE_EMPTY',
  SUPPORT_MESSAGE_TOO_LONG = 'SUPPORT_MESSAGE_TOO_LONG',
  SUPPORT_TOO_MANY_ATTACHMENTS = 'SUPPORT_TOO_MANY_ATTACHMENTS',
  SUPPORT_CONVERSATION_CLOSED = 'SUPPORT_CONVERSATION_CLOSED',
  SUPPORT_REOPEN_EXPIRED = 'SUPPORT_REOPEN_EXPIRED',
  SUPPORT_NOT_CLOSED = 'SUPPORT_NOT_CLOSED',
  SUPPORT_TOO_MANY_OPEN = 'SUPPORT_TOO_MANY_OPEN',
  SUPPORT_LINK_NOT_ALLOWED = 'SUPPORT_LINK_NOT_ALLOWED',
  SUPPORT_ERROR_CONTEXT_INVALID = 'SUPPORT_ERROR_CONTEXT_INVALID',
  SUPPORT_ASSIGNEE_INVALID = 'SUPPORT_ASSIGNEE_INVALID',
}

export const supportErrorDescriptions: ErrorDescriptions<SupportError> = {
  SUPPORT_MESSAGE_EMPTY: 'The message has no text (only spaces or nothing). Nothing was stored.',
  SUPPORT_MESSAGE_TOO_LONG: 'The message is longer than 4,000 characters (details.max). Nothing was stored.',
  SUPPORT_TOO_MANY_ATTACHMENTS: 'A message carries at most 3 images (details.max). Nothing was stored.',
  SUPPORT_CONVERSATION_CLOSED: 'The conversation is closed: reopen it (within 30 days of closing) or start a new one. Nothing was stored.',
  SUPPORT_REOPEN_EXPIRED: 'The conversation was closed more than 30 days ago and can no longer be reopened; start a new one.',
  SUPPORT_NOT_CLOSED: 'Only a closed conversation can be reopened.',
  SUPPORT_TOO_MANY_OPEN: 'The user already has 10 conversations not closed (details.max); close one or write in one of them.',
  SUPPORT_LINK_NOT_ALLOWED:
    'A message from Vela may link only to Vela’s own pages (app routes such as /subPackages/…) or the help centre; this one links elsewhere. Nothing was sent.',
  SUPPORT_ERROR_CONTEXT_INVALID:
    'The attached error is malformed: its code must be an UPPER_SNAKE code of at most 64 characters, the screen an app route, the request id at most 64 letters, digits or hyphens.',
  SUPPORT_ASSIGNEE_INVALID: 'The conversation can be assigned only to an ops user.',
};
