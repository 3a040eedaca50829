import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of news, notices and banners.
export enum ContentError {
  CONTENT_UNSAFE = 'CONTENT_UNSAFE',
  CONTENT_ENGLISH_REQUIRED = 'CONTENT_ENGLISH_REQUIRED',
  CONTENT_INCOMPLETE = 'CONTENT_INCOMPLETE',
  CONTENT_LINK_INVALID = 'CONTENT_LINK_INVALID',
  CONTENT_IMAGE_REQUIRED = 'CONTENT_IMAGE_REQUIRED',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const contentErrorDescriptions: ErrorDescriptions<ContentError> = {
  CONTENT_UNSAFE: 'The Markdown holds a script, an event handler, an embedded object or a link other than http(s)/mailto.',
  CONTENT_ENGLISH_REQUIRED: 'Every item needs its English version (the fallback of every other language).',
  CONTENT_INCOMPLETE: 'A language version without a title, or a news item or notice without a body.',
  CONTENT_LINK_INVALID: 'A banner link that is neither an app route (/pages/…, /subPackages/…) nor an https address.',
  CONTENT_IMAGE_REQUIRED: 'A banner needs its image (an upload with purpose banner).',
};
