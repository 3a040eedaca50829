import type { ErrorDescriptions } from '../../graphql/error-codes';
export enum AuthError {
  ACCOUNT_TOO_SHORT = 'ACCOUNT_TOO_SHORT',
  PHONE_INVALID = 'PHONE_INVALID',
  PASSWORD_TOO_SHORT = 'PASSWORD_TOO_SHORT',
  PASSWORDS_DO_NOT_MATCH = 'PASSWORDS_DO_NOT_MATCH',
  INVITE_CODE_REQUIRED = 'INVITE_CODE_REQUIRED',
  INVITE_CODE_INVALID = 'INVITE_CODE_INVALID',
  PHONE_TAKEN = 'PHONE_TAKEN',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  TOO_MANY_LOGIN_ATTEMPTS = 'TOO_MANY_LOGIN_ATTEMPTS',
  WRONG_PASSWORD = 'WRONG_PASSWORD',
  PAY_PASSWORD_TOO_SHORT = 'PAY_PASSWORD_TOO_SHORT',
  PAY_PASSWORDS_DO_NOT_MATCH = 'PAY_PASSWORDS_DO_NOT_MATCH',
  PAY_PASSWORD_NOT_SET = 'PAY_PASSWORD_NOT_SET',
  PAY_PASSWORD_ALREADY_SET = 'PAY_PASSWORD_ALREADY_SET',
  WRONG_PAY_PASSWORD = 'WRONG_PAY_PASSWORD',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const authErrorDescriptions: ErrorDescriptions<AuthError> = {
  ACCOUNT_TOO_SHORT: 'The account (a phone number) has fewer than 7 national digits.',
  PHONE_INVALID: 'The account is not a valid international phone number.',
  PASSWORD_TOO_SHORT: 'The login password has fewer than 6 characters.',
  PASSWORDS_DO_NOT_MATCH: 'The login password and its confirmation differ.',
  INVITE_CODE_REQUIRED: 'Registration needs an invite code.',
  INVITE_CODE_INVALID: 'The invite code does not exist or has no uses left.',
  PHONE_TAKEN: 'An account with this phone number already exists.',
  INVALID_CREDENTIALS: 'Wrong account or password (the two are not told apart).',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many failed sign-ins for this account; details.retryAfterSeconds says when to try again.',
  WRONG_PASSWORD: 'The current login password given to confirm the change is wrong.',
  PAY_PASSWORD_TOO_SHORT: 'The pay password has fewer than 6 characters.',
  PAY_PASSWORDS_DO_NOT_MATCH: 'The pay password and its confirmation differ.',
  PAY_PASSWORD_NOT_SET: 'The action needs a pay password and the user has not set one yet.',
  PAY_PASSWORD_ALREADY_SET: 'A pay password is already set; change it instead.',
  WRONG_PAY_PASSWORD: 'The pay password is wrong.',
};
