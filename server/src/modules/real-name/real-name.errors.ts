import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of real-name (identity) verification.
export enum RealNameError {
  MISSING_INFORMATION = 'MISSING_INFORMATION',
  REAL_NAME_ALREADY_PASSED = 'REAL_NAME_ALREADY_PASSED',
  REAL_NAME_PENDING = 'REAL_NAME_PENDING',
  REAL_NAME_REQUIRED = 'REAL_NAME_REQUIRED',
  ID_NUMBER_INVALID = 'ID_NUMBER_INVALID',
  NATIONALITY_INVALID = 'NATIONALITY_INVALID',
  ID_IMAGES_SAME = 'ID_IMAGES_SAME',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const realNameErrorDescriptions: ErrorDescriptions<RealNameError> = {
  MISSING_INFORMATION: "A field or an image is missing ('Missing information').",
  REAL_NAME_ALREADY_PASSED: 'Real-name verification already passed; there is nothing to submit again.',
  REAL_NAME_PENDING: 'A submission is still under review.',
  REAL_NAME_REQUIRED: 'Withdrawals (and every product that takes money) need passed real-name verification.',
  ID_NUMBER_INVALID: 'The ID number is not 4 to 32 letters and digits (spaces, dashes, dots and slashes are ignored).',
  NATIONALITY_INVALID: 'The nationality is not an ISO 3166-1 alpha-2 country code.',
  ID_IMAGES_SAME: 'The front and back images must be two different uploads.',
};
