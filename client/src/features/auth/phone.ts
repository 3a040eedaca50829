/**
 * Phone numbers: a country (dial code) and the national number the user types.
 * The API receives E.164: `+<dial code><national digits>`.
 */

export interface Country {
  /** ISO 3166-1 alpha-2 code (for the country's name). */
  readonly iso: string;
  /** Dial code without the plus sign. */
  readonly dial: string;
}

/** The value of a country in the selector: its dial code with a plus sign, e.g. `+34` (unique in the list). */
export function countryValue(country: Country): string {
  return `+${country.dial}`;
}

export const COUNTRIES: readonly Country[] = [
  { iso: 'ES', dial: '34' },
  { iso: 'FR', dial: '33' },
  { iso: 'DE', dial: '49' },
  { iso: 'GB', dial: '44' },
  { iso: 'IT', dial: '39' },
  { iso: 'PT', dial: '351' },
  { iso: 'NL', dial: '31' },
  { iso: 'BE', dial: '32' },
  { iso: 'CH', dial: '41' },
  { iso: 'US', dial: '1' },
  { iso: 'MX', dial: '52' },
  { iso: 'CN', dial: '86' },
  { iso: 'HK', dial: '852' },
  { iso: 'MO', dial: '853' },
  { iso: 'TW', dial: '886' },
  { iso: 'SG', dial: '65' },
  { iso: 'MY', dial: '60' },
  { iso: 'JP', dial: '81' },
  { iso: 'KR', dial: '82' },
  { iso: 'AU', dial: '61' },
];

/** Spain first: the default of the selector. */
export const DEFAULT_COUNTRY = '+34';

/** Countries whose national numbers keep a leading 0 in international form. */
const KEEPS_LEADING_ZERO = new Set(['IT']);

/** The country of a selector value (`+34`) or an ISO code (`ES`); Spain when unknown. */
export function findCountry(valueOrIso: string): Country {
  return COUNTRIES.find((c) => countryValue(c) === valueOrIso || c.iso === valueOrIso) ?? (COUNTRIES[0] as Country);
}

/** Splits an E.164 number into dial code and national number for display: `+34 612345678`. */
export function formatE164(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return e164;
  const match = [...COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => digits.startsWith(c.dial));
  return match ? `+${match.dial} ${digits.slice(match.dial.length)}` : `+${digits}`;
}

/** Removes the spaces, dashes, dots and brackets people type inside numbers. */
export function stripSeparators(typed: string): string {
  return typed.replace(/[\s\-().]/g, '');
}

/** The account as counted by the "at least 7 characters" rule: the national number typed, without separators. */
export function accountLength(typed: string): number {
  return stripSeparators(typed).replace(/^\+/, '').length;
}

/**
 * E.164 for a typed number. A number typed with a leading `+` is taken as already international
 * (the country selector is then ignored). Returns null when it cannot be a phone number.
 */
export function toE164(country: string, typed: string): string | null {
  const cleaned = stripSeparators(typed.trim());
  if (cleaned.startsWith('+')) {
    const digits = cleaned.slice(1);
    return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (!/^\d+$/.test(cleaned)) return null;
  const found = findCountry(country);
  const national = KEEPS_LEADING_ZERO.has(found.iso) ? cleaned : cleaned.replace(/^0+/, '');
  const e164 = `${found.dial}${national}`;
  if (national.length < 4 || e164.length > 15) return null;
  return `+${e164}`;
}
