import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** The IBAN without spaces, upper case ("ES91 2100…" → "ES912100…"). */
export function ibanElectronic(text: string): string {
  return electronicFormatIBAN(text.trim()) ?? '';
}

/** Checksum and country format, as the server checks it too. */
export function isIbanValid(text: string): boolean {
  return isValidIBAN(ibanElectronic(text));
}

/** "ES9121000418450200051332" → "ES91 2100 0418 4502 0005 1332". */
export function ibanFriendly(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}
