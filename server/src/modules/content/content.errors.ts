import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of news, notices, banners and help articles.
export enum ContentError {
  CONTENT_UNSAFE = 'CONTENT_UNSAFE',
  CONTENT_ENGLISH_REQUIRED = 'CONTENT_ENGLISH_REQUIRED',
  CONTENT_INCOMPLETE = 'CONTENT_INCOMPLETE',
  CONTENT_LINK_INVALID = 'CONTENT_LINK_INVALID',
  CONTENT_IMAGE_REQUIRED = 'CONTENT_IMAGE_REQUIRED',
  HELP_SLUG_INVALID = 'HELP_SLUG_INVALID',
  HELP_SLUG_TAKEN = 'HELP_SLUG_TAKEN',
  HELP_QUERY_TOO_LONG = 'HELP_QUERY_TOO_LONG',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const contentErrorDescriptions: ErrorDescriptions<ContentError> = {
  CONTENT_UNSAFE: 'The Markdown holds a script, an event handler, an embedded object or a link other than http(s)/mailto.',
  CONTENT_ENGLISH_REQUIRED: 'Every item needs its English version (the fallback of every other language).',
  CONTENT_INCOMPLETE: 'A language version without a title, or a news item or notice without a body.',
  CONTENT_LINK_INVALID: 'A banner link that is neither an app route (/pages/…, /subPackages/…) nor an https address.',
  CONTENT_IMAGE_REQUIRED: 'A banner needs its image (an upload with purpose banner).',
  HELP_SLUG_INVALID:
    'A help article without a slug, or a slug that is not 3–64 lowercase letters, digits and single hyphens (or a slug on another kind).',
  HELP_SLUG_TAKEN: 'Another help article already has this slug.',
  HELP_QUERY_TOO_LONG: 'A help-centre search longer than 100 characters.',
};
