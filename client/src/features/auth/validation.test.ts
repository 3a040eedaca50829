import { describe, expect, it } from 'vitest';
import { accountLength, formatE164, toE164 } from './phone';
import {
  formErrorMessageId,
  validateChangeLoginPassword,
  validateChangePayPassword,
  validateLogin,
  validateRegister,
  validateSetPayPassword,
} from './validation';

const good = { country: '+34', phone: '600 123 456', password: 'secret1', confirmPassword: 'secret1', inviteCode: 'ABC123' };

describe('phone numbers', () => {
  it('builds E.164 from a country and a national number', () => {
    expect(toE164('ES', '600 123 456')).toBe('+34600123456');
    expect(toE164('TW', '0912-345-678')).toBe('+886912345678');
    expect(toE164('US', '(415) 555-0123')).toBe('+14155550123');
    expect(toE164('GB', '07700 900123')).toBe('+447700900123');
    expect(toE164('+34', '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('+886', '912345678')).toBe('+886912345678');
  });

  it('shows E.164 with the dial code apart', () => {
    expect(formatE164('+34612345601')).toBe('+34 612345601');
    expect(formatE164('+886912345678')).toBe('+886 912345678');
    expect(formatE164('+14155550123')).toBe('+1 4155550123');
  });

  it('refuses what cannot be a phone number', () => {
    expect(toE164('ES', '600abc456')).toBeNull();
    expect(toE164('ES', '12')).toBeNull();
  });

  it('counts the national number typed, without separators', () => {
    expect(accountLength('600 123 456')).toBe(9);
    expect(accountLength('123-45')).toBe(5);
  });
});

describe('form rules', () => {
  it('register: account ≥ 7, valid phone, password ≥ 6, passwords match, invite code required', () => {
    expect(validateRegister(good)).toBeNull();
    expect(validateRegister({ ...good, phone: '123456' })).toBe('ACCOUNT_TOO_SHORT');
    expect(validateRegister({ ...good, phone: '600-12x-456' })).toBe('PHONE_INVALID');
    expect(validateRegister({ ...good, password: '12345', confirmPassword: '12345' })).toBe('PASSWORD_TOO_SHORT');
    expect(validateRegister({ ...good, confirmPassword: 'secret2' })).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(validateRegister({ ...good, inviteCode: '  ' })).toBe('INVITE_CODE_REQUIRED');
  });

  it('login: account ≥ 7 and password ≥ 6', () => {
    expect(validateLogin(good)).toBeNull();
    expect(validateLogin({ ...good, phone: '12345' })).toBe('ACCOUNT_TOO_SHORT');
    expect(validateLogin({ ...good, password: '123' })).toBe('PASSWORD_TOO_SHORT');
  });

  it('change login password', () => {
    const ok = { oldPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };
    expect(validateChangeLoginPassword(ok)).toBeNull();
    expect(validateChangeLoginPassword({ ...ok, oldPassword: '' })).toBe('OLD_PASSWORD_REQUIRED');
    expect(validateChangeLoginPassword({ ...ok, newPassword: 'short', confirmPassword: 'short' })).toBe('PASSWORD_TOO_SHORT');
    expect(validateChangeLoginPassword({ ...ok, confirmPassword: 'other-pass' })).toBe('PASSWORDS_DO_NOT_MATCH');
  });

  it('set and change pay password use the pay-password codes', () => {
    expect(validateSetPayPassword({ loginPassword: 'x', newPassword: '123456', confirmPassword: '123456' })).toBeNull();
    expect(validateSetPayPassword({ loginPassword: '', newPassword: '123456', confirmPassword: '123456' })).toBe('LOGIN_PASSWORD_REQUIRED');
    expect(validateSetPayPassword({ loginPassword: 'x', newPassword: '123', confirmPassword: '123' })).toBe('PAY_PASSWORD_TOO_SHORT');
    expect(validateChangePayPassword({ oldPayPassword: 'x', newPassword: '123456', confirmPassword: '654321' })).toBe(
      'PAY_PASSWORDS_DO_NOT_MATCH',
    );
  });

  it('maps codes to message ids', () => {
    expect(formErrorMessageId('ACCOUNT_TOO_SHORT')).toBe('error.ACCOUNT_TOO_SHORT');
    expect(formErrorMessageId('OLD_PASSWORD_REQUIRED')).toBe('form.oldPasswordRequired');
  });
});
