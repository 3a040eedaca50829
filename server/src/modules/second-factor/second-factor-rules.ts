import { createHash, randomBytes } from 'node:crypto';

/** TOTP as authenticator apps do it (RFC 6238): SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clocks drift; a code typed late). */
export const TOTP_WINDOW_STEPS = 1;
/** How long a second-factor check counts for step-up (issue 32: within 5 minutes). */
export const STEP_UP_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The time step a moment falls in. */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** A TOTP code: six digits, spaces allowed (apps show "123 456"). Null when it is not one. */
export function normaliseTotpCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * Ten recovery codes: 10 characters of Crockford base32 each (50 random bits), shown as XXXXX-XXXXX.
 * Only their hashes are stored: 50 bits cannot be found by guessing against the attempt limit, so a
 * fast hash is enough.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => CROCKFORD[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A recovery code as typed (lower case, without the dash, O for 0, I or L for 1: Crockford's reading)
 * in its stored form, or null when it cannot be one.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const raw = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(raw)) return null;
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
