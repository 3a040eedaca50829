import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DomainError } from '../../shared/domain-error';
import { isIsoCountry } from './countries';
import { RealNameError } from './real-name.errors';

/** Associated data of encrypted ID numbers (the column they belong to; see shared/field-cipher.ts). */
export const ID_NUMBER_FIELD = 'real_name_submissions.id_number';

export interface RealNameFields {
  idName?: string | null;
  idNumber?: string | null;
  nationality?: string | null;
  phone?: string | null;
  residence?: string | null;
  frontUploadId?: string | null;
  backUploadId?: string | null;
}

export interface CheckedRealName {
  idName: string;
  idNumber: string;
  idNumberMasked: string;
  nationality: string;
  phone: string;
  residence: string;
  frontUploadId: string;
  backUploadId: string;
}

const ID_NUMBER = /^[A-Z0-9]{4,32}$/;

/** Upper case, without the spaces, dashes, dots and slashes people type inside document numbers. */
export function normaliseIdNumber(raw: string): string {
  return raw.replace(/[\s\-./]/g, '').toUpperCase();
}

/** What may be shown of an ID number: its last four characters (two when it is short). */
export function maskIdNumber(idNumber: string): string {
  const keep = idNumber.length > 6 ? 4 : 2;
  return `${'•'.repeat(idNumber.length - keep)}${idNumber.slice(-keep)}`;
}

/** A phone number of any country in E.164, checked with libphonenumber's full metadata. */
export function normaliseContactPhone(raw: string): string {
  const trimmed = raw.trim().replace(/[\s\-().]/g, '');
  const parsed = parsePhoneNumberFromString(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  if (!parsed?.isValid()) throw new DomainError('PHONE_INVALID');
  return parsed.number;
}

/**
 * Every field and both images are required ('Missing information'); then each is checked: the ID
 * number's shape, the nationality (ISO 3166-1 alpha-2), the phone (libphonenumber), two different images.
 */
export function checkRealName(input: RealNameFields): CheckedRealName {
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const fields = {
    idName: text(input.idName).replace(/\s+/g, ' '),
    idNumber: normaliseIdNumber(text(input.idNumber)),
    nationality: text(input.nationality).toUpperCase(),
    phone: text(input.phone),
    residence: text(input.residence).replace(/\s+/g, ' '),
    frontUploadId: text(input.frontUploadId),
    backUploadId: text(input.backUploadId),
  };
  if (Object.values(fields).some((v) => v === '')) throw new DomainError(RealNameError.MISSING_INFORMATION);
  if (!ID_NUMBER.test(fields.idNumber)) throw new DomainError(RealNameError.ID_NUMBER_INVALID);
  if (!isIsoCountry(fields.nationality)) throw new DomainError(RealNameError.NATIONALITY_INVALID);
  const phone = normaliseContactPhone(fields.phone);
  if (fields.frontUploadId === fields.backUploadId) throw new DomainError(RealNameError.ID_IMAGES_SAME);
  return { ...fields, phone, idNumberMasked: maskIdNumber(fields.idNumber) };
}
