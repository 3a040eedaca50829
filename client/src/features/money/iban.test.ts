import { describe, expect, it } from 'vitest';
import { ibanElectronic, ibanFriendly, isIbanValid } from './iban';

describe('IBAN check (client side)', () => {
  it('accepts valid IBANs typed with spaces or lower case', () => {
    expect(isIbanValid('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isIbanValid('de89370400440532013000')).toBe(true);
    expect(ibanElectronic(' es91 2100 0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
  });

  it('refuses a wrong checksum or a wrong length', () => {
    expect(isIbanValid('ES91 2100 0418 4502 0005 1333')).toBe(false);
    expect(isIbanValid('ES91 2100')).toBe(false);
    expect(isIbanValid('')).toBe(false);
  });

  it('groups by four for display', () => {
    expect(ibanFriendly('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});
