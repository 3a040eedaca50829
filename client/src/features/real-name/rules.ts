import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ISO_COUNTRIES } from '../../ui/countries';

export interface RealNameDraft {
  idName: string;
  idNumber: string;
  nationality: string;
  phone: string;
  residence: string;
  frontUploadId: string | null;
  backUploadId: string | null;
}

/** Upper case, without the spaces, dashes, dots and slashes people type inside document numbers. */
export function normaliseIdNumber(raw: string): string {
  return raw.replace(/[\s\-./]/g, '').toUpperCase();
}

/** The contact phone in E.164, or null when libphonenumber says it is no valid number (national numbers read as the nationality's). */
export function contactPhoneE164(typed: string, nationality: string): string | null {
  const cleaned = typed.trim();
  if (!cleaned) return null;
  const region = ISO_COUNTRIES.includes(nationality) ? (nationality as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(cleaned, region);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The first problem of a draft as a message id (the server answers the same codes), or the input to
 * send. Everything is required: 'Missing information'.
 */
export function checkDraft(
  d: RealNameDraft,
):
  | { ok: false; messageId: string }
  | { ok: true; input: Omit<RealNameDraft, 'frontUploadId' | 'backUploadId'> & { frontUploadId: string; backUploadId: string } } {
  const idName = d.idName.trim().replace(/\s+/g, ' ');
  const idNumber = normaliseIdNumber(d.idNumber);
  const residence = d.residence.trim().replace(/\s+/g, ' ');
  const nationality = d.nationality.trim();
  if (!idName || !idNumber || !nationality || !d.phone.trim() || !residence || !d.frontUploadId || !d.backUploadId) {
    return { ok: false, messageId: 'error.MISSING_INFORMATION' };
  }
  if (!/^[A-Z0-9]{4,32}$/.test(idNumber)) return { ok: false, messageId: 'error.ID_NUMBER_INVALID' };
  if (!ISO_COUNTRIES.includes(nationality)) return { ok: false, messageId: 'error.NATIONALITY_INVALID' };
  const phone = contactPhoneE164(d.phone, nationality);
  if (!phone) return { ok: false, messageId: 'error.PHONE_INVALID' };
  return {
    ok: true,
    input: { idName, idNumber, nationality, phone, residence, frontUploadId: d.frontUploadId, backUploadId: d.backUploadId },
  };
}

/** What may be shown of an ID number before it is sent (the server stores the same mask). */
export function maskIdNumber(idNumber: string): string {
  const keep = idNumber.length > 6 ? 4 : 2;
  return `${'•'.repeat(Math.max(idNumber.length - keep, 0))}${idNumber.slice(-keep)}`;
}
