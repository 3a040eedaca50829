import { describe, expect, it } from 'vitest';
import { checkNewPayPassword, checkRegistration, generateInviteCode, normalizePhone } from './auth-rules';

describe('normalizePhone', () => {
  it.each([
    ['+34 612 345 678', { ok: true, value: '+34612345678' }],
    ['34612345678', { ok: true, value: '+34612345678' }],
    ['+1 (212) 555-0123', { ok: true, value: '+12125550123' }],
    ['+886 912 345 678', { ok: true, value: '+886912345678' }],
    ['+852 5123 4567', { ok: true, value: '+85251234567' }],
    ['+34 612', { ok: false, code: 'ACCOUNT_TOO_SHORT' }],
    ['', { ok: false, code: 'ACCOUNT_TOO_SHORT' }],
    ['abcdefghij', { ok: false, code: 'ACCOUNT_TOO_SHORT' }],
    ['+34 112 345 678', { ok: false, code: 'PHONE_INVALID' }],
    ['+999 1234567890', { ok: false, code: 'PHONE_INVALID' }],
  ])('%s', (raw, expected) => {
    expect(normalizePhone(raw)).toEqual(expected);
  });
});

describe('checkRegistration reports the first broken rule in form order', () => {
  const valid = { phone: '+34612345678', password: 'secret1', confirmPassword: 'secret1', inviteCode: ' abc123 ' };
  it.each([
    [{}, null],
    [{ phone: '123', password: '1' }, 'ACCOUNT_TOO_SHORT'],
    [{ password: '12345', confirmPassword: '54321' }, 'PASSWORD_TOO_SHORT'],
    [{ confirmPassword: 'secret2' }, 'PASSWORDS_DO_NOT_MATCH'],
    [{ inviteCode: '   ' }, 'INVITE_CODE_REQUIRED'],
  ])('%j → %s', (change, code) => {
    const res = checkRegistration({ ...valid, ...change });
    if (code === null) expect(res).toEqual({ ok: true, value: { phone: '+34612345678', inviteCode: 'ABC123' } });
    else expect(res).toEqual({ ok: false, code });
  });

  it('accepts exactly 6 characters and refuses 5', () => {
    expect(checkRegistration({ ...valid, password: '123456', confirmPassword: '123456' }).ok).toBe(true);
    expect(checkRegistration({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({ ok: false, code: 'PASSWORD_TOO_SHORT' });
  });
});

describe('pay password rules', () => {
  it.each([
    ['123456', '123456', null],
    ['12345', '12345', 'PAY_PASSWORD_TOO_SHORT'],
    ['123456', '123457', 'PAY_PASSWORDS_DO_NOT_MATCH'],
  ])('%s / %s → %s', (pw, confirm, code) => {
    expect(checkNewPayPassword(pw, confirm)).toBe(code);
  });
});

it('makes invite codes from an alphabet without look-alike characters', () => {
  const codes = new Set(Array.from({ length: 500 }, () => generateInviteCode()));
  expect(codes.size).toBe(500);
  for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
});
