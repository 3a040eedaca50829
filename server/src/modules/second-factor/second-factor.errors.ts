import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of the second factor (issue 32): the authenticator app, recovery codes, passkeys, step-up,
// two-step sign-in.
export enum SecondFactorError {
  TOTP_ALREADY_ENABLED = 'TOTP_ALREADY_ENABLED',
  TOTP_NOT_ENROLLED = 'TOTP_NOT_ENROLLED',
  SECOND_FACTOR_CODE_INVALID = 'SECOND_FACTOR_CODE_INVALID',
  TOO_MANY_CODE_ATTEMPTS = 'TOO_MANY_CODE_ATTEMPTS',
  PASSKEY_INVALID = 'PASSKEY_INVALID',
  PASSKEY_NOT_REGISTERED = 'PASSKEY_NOT_REGISTERED',
  PASSKEY_NAME_INVALID = 'PASSKEY_NAME_INVALID',
  STEP_UP_REQUIRED = 'STEP_UP_REQUIRED',
  SECOND_FACTOR_SETUP_REQUIRED = 'SECOND_FACTOR_SETUP_REQUIRED',
  SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED',
  SIGN_IN_TICKET_INVALID = 'SIGN_IN_TICKET_INVALID',
  OPS_SECOND_FACTOR_REQUIRED = 'OPS_SECOND_FACTOR_REQUIRED',
  RECOVERY_REAL_NAME_REQUIRED = 'RECOVERY_REAL_NAME_REQUIRED',
  RECOVERY_ALREADY_PENDING = 'RECOVERY_ALREADY_PENDING',
  WITHDRAWALS_LOCKED_AFTER_RECOVERY = 'WITHDRAWALS_LOCKED_AFTER_RECOVERY',
}

export const secondFactorErrorDescriptions: ErrorDescriptions<SecondFactorError> = {
  TOTP_ALREADY_ENABLED: 'The authenticator app is already set up for this account. Nothing changed.',
  TOTP_NOT_ENROLLED: 'There is no authenticator app to confirm or check: start the set-up first (startTotpEnrolment). Nothing changed.',
  SECOND_FACTOR_CODE_INVALID:
    'The code is wrong, too old, already used (a code counts once), or a recovery code already used. Nothing changed; the attempt counts.',
  TOO_MANY_CODE_ATTEMPTS:
    'Too many wrong codes or passkey answers for this account in the last minute; details.retryAfterSeconds says when to try again. Nothing changed.',
  PASSKEY_INVALID:
    'The passkey answer was refused: a wrong signature, origin or site, an unknown, used or expired challenge, another account’s passkey, a counter that did not grow, or a passkey already registered. Nothing changed; the attempt counts.',
  PASSKEY_NOT_REGISTERED: 'This account has no passkey to check. Nothing changed.',
  PASSKEY_NAME_INVALID: 'A passkey’s name is 1 to 40 characters. Nothing changed.',
  STEP_UP_REQUIRED:
    'This action needs a fresh second-factor check of this session (within 5 minutes): call stepUp or finishPasskeyStepUp, then try again. Nothing changed.',
  SECOND_FACTOR_SETUP_REQUIRED:
    'Withdrawals need a second factor (a passkey or an authenticator app): set one up under Mine → Security first. Nothing changed.',
  SECOND_FACTOR_REQUIRED:
    'The password was right and this account signs in in two steps: details.ticket, with a code (completeSignIn) or a passkey (startPasskeySignIn with the ticket), finishes signing in within 5 minutes. No session was opened.',
  SIGN_IN_TICKET_INVALID: 'The sign-in ticket is unknown, used or older than 5 minutes: sign in with the password again. Nothing changed.',
  OPS_SECOND_FACTOR_REQUIRED:
    'In production an ops account needs a passkey or an authenticator app before the ops console opens: set one up under Mine → Security. Nothing changed.',
  RECOVERY_REAL_NAME_REQUIRED:
    'Recovery without a second factor checks the person against their passed real-name record, and this account has none. Nothing changed.',
  RECOVERY_ALREADY_PENDING: 'A recovery request of this account is already waiting for review. Nothing changed.',
  WITHDRAWALS_LOCKED_AFTER_RECOVERY:
    'The second factors were reset by a recovery less than 48 hours ago: withdrawals reopen at details.until. Nothing changed.',
};
