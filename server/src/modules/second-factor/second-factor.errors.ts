import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of the second factor (issue 32): the authenticator app, recovery codes, step-up.
export enum SecondFactorError {
  TOTP_ALREADY_ENABLED = 'TOTP_ALREADY_ENABLED',
  TOTP_NOT_ENROLLED = 'TOTP_NOT_ENROLLED',
  SECOND_FACTOR_CODE_INVALID = 'SECOND_FACTOR_CODE_INVALID',
  TOO_MANY_CODE_ATTEMPTS = 'TOO_MANY_CODE_ATTEMPTS',
}

export const secondFactorErrorDescriptions: ErrorDescriptions<SecondFactorError> = {
  TOTP_ALREADY_ENABLED: 'The authenticator app is already set up for this account. Nothing changed.',
  TOTP_NOT_ENROLLED: 'There is no authenticator app to confirm or check: start the set-up first (startTotpEnrolment). Nothing changed.',
  SECOND_FACTOR_CODE_INVALID:
    'The code is wrong, too old, already used (a code counts once), or a recovery code already used. Nothing changed; the attempt counts.',
  TOO_MANY_CODE_ATTEMPTS:
    'Too many wrong codes for this account in the last minute; details.retryAfterSeconds says when to try again. Nothing changed.',
};
