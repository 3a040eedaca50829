import { describe, expect, it } from 'vitest';
import { checkDraft, contactPhoneE164, maskIdNumber, normaliseIdNumber } from './rules';

const full = {
  idName: ' Ana  García ',
  idNumber: '1234-5678 z',
  nationality: 'ES',
  phone: '612 34 56 78',
  residence: 'Calle Mayor 1, Madrid',
  frontUploadId: 'f',
  backUploadId: 'b',
};

describe('real-name rules', () => {
  it("asks for every field and both images ('Missing information')", () => {
    for (const key of Object.keys(full)) {
      const empty = key.endsWith('UploadId') ? null : '  ';
      expect(checkDraft({ ...full, [key]: empty }), key).toEqual({ ok: false, messageId: 'error.MISSING_INFORMATION' });
    }
  });

  it('checks the phone with libphonenumber, national numbers read in the nationality', () => {
    expect(contactPhoneE164('612 34 56 78', 'ES')).toBe('+34612345678');
    expect(contactPhoneE164('+886 912 345 678', 'ES')).toBe('+886912345678');
    expect(contactPhoneE164('0912 345 678', 'TW')).toBe('+886912345678');
    expect(contactPhoneE164('12345', 'ES')).toBeNull();
    expect(checkDraft({ ...full, phone: '112 345 678' })).toEqual({ ok: false, messageId: 'error.PHONE_INVALID' });
  });

  it('normalises and checks the ID number and the nationality, then gives the input to send', () => {
    expect(normaliseIdNumber('x-123.456/7 z')).toBe('X1234567Z');
    expect(maskIdNumber('12345678Z')).toBe('•••••678Z');
    expect(checkDraft({ ...full, idNumber: 'AB#1' })).toEqual({ ok: false, messageId: 'error.ID_NUMBER_INVALID' });
    expect(checkDraft({ ...full, nationality: 'XX' })).toEqual({ ok: false, messageId: 'error.NATIONALITY_INVALID' });
    expect(checkDraft(full)).toEqual({
      ok: true,
      input: {
        idName: 'Ana García',
        idNumber: '12345678Z',
        nationality: 'ES',
        phone: '+34612345678',
        residence: 'Calle Mayor 1, Madrid',
        frontUploadId: 'f',
        backUploadId: 'b',
      },
    });
  });
});
