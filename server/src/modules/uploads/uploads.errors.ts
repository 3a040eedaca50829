import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of image uploads (POST /uploads, attaching an upload to a submission, viewing one).
export enum UploadError {
  UPLOAD_TOO_LARGE = 'UPLOAD_TOO_LARGE',
  UPLOAD_TYPE_NOT_ALLOWED = 'UPLOAD_TYPE_NOT_ALLOWED',
  UPLOAD_UNREADABLE = 'UPLOAD_UNREADABLE',
  UPLOAD_TOO_MANY_PIXELS = 'UPLOAD_TOO_MANY_PIXELS',
  UPLOAD_INCOMPLETE = 'UPLOAD_INCOMPLETE',
  UPLOAD_PURPOSE_INVALID = 'UPLOAD_PURPOSE_INVALID',
  UPLOAD_LIMIT_REACHED = 'UPLOAD_LIMIT_REACHED',
  UPLOAD_NOT_FOUND = 'UPLOAD_NOT_FOUND',
  UPLOAD_LINK_EXPIRED = 'UPLOAD_LINK_EXPIRED',
  UPLOAD_LINK_INVALID = 'UPLOAD_LINK_INVALID',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const uploadErrorDescriptions: ErrorDescriptions<UploadError> = {
  UPLOAD_TOO_LARGE: 'The file is larger than the configured maximum (UPLOAD_MAX_BYTES); refused while it streams in, nothing is kept.',
  UPLOAD_TYPE_NOT_ALLOWED: "The bytes are not a JPEG, PNG or WebP image, whatever the file's name or declared type.",
  UPLOAD_UNREADABLE: 'The image does not decode (damaged, truncated, or not an image behind an image header).',
  UPLOAD_TOO_MANY_PIXELS: 'The image declares more pixels than the configured maximum (UPLOAD_MAX_PIXELS); refused before it is decoded.',
  UPLOAD_INCOMPLETE: 'The form ended before the file did, or had no file part.',
  UPLOAD_PURPOSE_INVALID: 'The `purpose` part is missing, unknown, or not open to this user.',
  UPLOAD_LIMIT_REACHED: 'Too many uploads waiting to be used (UPLOAD_MAX_PENDING); unused ones are removed after a day.',
  UPLOAD_NOT_FOUND: "No such upload for this user (unknown, another user's, another purpose, or already used).",
  UPLOAD_LINK_EXPIRED: 'A view link that has expired (links last five minutes).',
  UPLOAD_LINK_INVALID: 'A view link whose signature does not match (altered, or made for another viewer).',
};
