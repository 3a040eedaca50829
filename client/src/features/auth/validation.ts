/**
 * The form rules, identical to the server's (PRODUCT §1): account (national number) ≥ 7 characters,
 * password ≥ 6, both passwords equal, invite code required. Each returns the first failing error code
 * (rendered through `error.<CODE>`), or null.
 */
import { ACCOUNT_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../../constants';
import type { ServerErrorCode } from '../../i18n/errors';
import { accountLength, toE164 } from './phone';

export type FormErrorCode = ServerErrorCode | 'OLD_PASSWORD_REQUIRED' | 'LOGIN_PASSWORD_REQUIRED';

function checkPhone(country: string, typed: string): FormErrorCode | null {
  if (accountLength(typed) < ACCOUNT_MIN_LENGTH) return 'ACCOUNT_TOO_SHORT';
  if (!toE164(country, typed)) return 'PHONE_INVALID';
  return null;
}

export function validateLogin(input: { country: string; phone: string; password: string }): FormErrorCode | null {
  return checkPhone(input.country, input.phone) ?? (input.password.length < PASSWORD_MIN_LENGTH ? 'PASSWORD_TOO_SHORT' : null);
}

export function validateRegister(input: {
  country: string;
  phone: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}): FormErrorCode | null {
  const phone = checkPhone(input.country, input.phone);
  if (phone) return phone;
  if (input.password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (input.password !== input.confirmPassword) return 'PASSWORDS_DO_NOT_MATCH';
  if (input.inviteCode.trim() === '') return 'INVITE_CODE_REQUIRED';
  return null;
}

export function validateChangeLoginPassword(input: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FormErrorCode | null {
  if (input.oldPassword === '') return 'OLD_PASSWORD_REQUIRED';
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (input.newPassword !== input.confirmPassword) return 'PASSWORDS_DO_NOT_MATCH';
  return null;
}

export function validateSetPayPassword(input: {
  loginPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FormErrorCode | null {
  if (input.loginPassword === '') return 'LOGIN_PASSWORD_REQUIRED';
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return 'PAY_PASSWORD_TOO_SHORT';
  if (input.newPassword !== input.confirmPassword) return 'PAY_PASSWORDS_DO_NOT_MATCH';
  return null;
}

export function validateChangePayPassword(input: {
  oldPayPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FormErrorCode | null {
  if (input.oldPayPassword === '') return 'OLD_PASSWORD_REQUIRED';
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return 'PAY_PASSWORD_TOO_SHORT';
  if (input.newPassword !== input.confirmPassword) return 'PAY_PASSWORDS_DO_NOT_MATCH';
  return null;
}

/** Message id of a form error code. */
export function formErrorMessageId(code: FormErrorCode): string {
  if (code === 'OLD_PASSWORD_REQUIRED') return 'form.oldPasswordRequired';
  if (code === 'LOGIN_PASSWORD_REQUIRED') return 'form.loginPasswordRequired';
  return `error.${code}`;
}
