import { randomInt } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AuthError } from './auth.errors';

export const MIN_ACCOUNT_LENGTH = 7;
export const MIN_PASSWORD_LENGTH = 6;

export type Checked<T> = { ok: true; value: T } | { ok: false; code: AuthError };

/** The account is an international phone number; stored in E.164 (+34612345678). */
export function normalizePhone(raw: string): Checked<string> {
  const trimmed = raw.trim();
  const parsed = parsePhoneNumberFromString(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  const national = parsed?.nationalNumber ?? trimmed.replace(/\D/g, '');
  if (national.length < MIN_ACCOUNT_LENGTH) return { ok: false, code: AuthError.ACCOUNT_TOO_SHORT };
  if (!parsed?.isValid()) return { ok: false, code: AuthError.PHONE_INVALID };
  return { ok: true, value: parsed.number };
}

export interface RegistrationFields {
  phone: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}

/** The first broken rule, in the order the form shows its fields. */
export function checkRegistration(input: RegistrationFields): Checked<{ phone: string; inviteCode: string }> {
  const phone = normalizePhone(input.phone);
  if (!phone.ok) return phone;
  if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, code: AuthError.PASSWORD_TOO_SHORT };
  if (input.password !== input.confirmPassword) return { ok: false, code: AuthError.PASSWORDS_DO_NOT_MATCH };
  const inviteCode = normalizeInviteCode(input.inviteCode);
  if (!inviteCode) return { ok: false, code: AuthError.INVITE_CODE_REQUIRED };
  return { ok: true, value: { phone: phone.value, inviteCode } };
}

export function checkNewLoginPassword(newPassword: string, confirm: string): AuthError | null {
  if (newPassword.length < MIN_PASSWORD_LENGTH) return AuthError.PASSWORD_TOO_SHORT;
  if (newPassword !== confirm) return AuthError.PASSWORDS_DO_NOT_MATCH;
  return null;
}

export function checkNewPayPassword(newPassword: string, confirm: string): AuthError | null {
  if (newPassword.length < MIN_PASSWORD_LENGTH) return AuthError.PAY_PASSWORD_TOO_SHORT;
  if (newPassword !== confirm) return AuthError.PAY_PASSWORDS_DO_NOT_MATCH;
  return null;
}

export function normalizeInviteCode(raw: string): string {
  return raw.trim().toUpperCase();
}

// No 0/O or 1/I, so a code read aloud or copied by hand survives.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateInviteCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A sign-in's address as the sessions list shows it: enough to tell places apart, not to locate anyone.
 * IPv4 keeps its first three parts (203.0.113.*), IPv6 its first three groups (2001:db8:85a3:*); an
 * IPv4 address written as IPv6 (::ffff:203.0.113.7) reads as IPv4.
 */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean);
    return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}:*`;
  }
  return null;
}

/** A device as the sessions list and new-device notices name it: its system and browser, or null when unknown. */
export interface DeviceLabel {
  system: string | null;
  browser: string | null;
}

/**
 * The system and browser a User-Agent names (the common ones; order matters: Edge and Chrome on iOS say
 * "Safari" too, Android says "Linux"). Only for showing and for telling devices apart, never for trust.
 */
export function deviceOf(userAgent: string | null | undefined): DeviceLabel {
  const ua = userAgent ?? '';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /SamsungBrowser\//.test(ua)
          ? 'Samsung Internet'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  return { system, browser };
}
