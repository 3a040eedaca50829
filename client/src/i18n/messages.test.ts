import { describe, expect, it } from 'vitest';
import { NAV_ERROR_CODES } from '../navigation/pageStack';
import { ALL_ROUTES } from '../navigation/routeTable';
import { CLIENT_ERROR_CODES } from './errors';
import { schemaErrorCodes } from './schemaErrorCodes.testkit';
import { LOCALES } from './locales';
import { MESSAGES, mergeMessages } from './messages';

const en = MESSAGES.en;
const enKeys = Object.keys(en).sort();

describe('message files', () => {
  it.each(LOCALES)('%s has exactly the English keys and no empty value', (locale) => {
    const messages = MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(enKeys);
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated (only names, versions and numbers may equal English)', (locale) => {
    const same = Object.keys(en).filter((key) => MESSAGES[locale][key] === en[key]);
    const allowed = new Set([
      'route.launch',
      'route.vip',
      'launch.version',
      'about.version',
      'route.newsDetail',
      'mine.section.general',
      'route.notifications',
      // A placeholder of digits.
      'security.code.placeholder6',
    ]);
    expect(same.filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('has a message for every server and client error code, every navigation error and every route', () => {
    const codes = [...schemaErrorCodes(), ...CLIENT_ERROR_CODES];
    expect(codes.length).toBeGreaterThan(50);
    // Every code the server can send, in every language (the per-locale key check above covers the rest).
    for (const locale of LOCALES) for (const code of codes) expect(MESSAGES[locale], locale).toHaveProperty(`error.${code}`);
    for (const code of NAV_ERROR_CODES) expect(en).toHaveProperty(`nav.error.${code}`);
    for (const route of ALL_ROUTES) expect(en).toHaveProperty(`route.${route.name}`);
  });

  it('uses the product’s exact English texts', () => {
    expect(en).toMatchObject({
      'error.INTERNAL_ERROR': 'Please contact customer service',
      'error.BAD_INPUT': 'The input is not valid',
      'error.TEXT_TOO_LONG': 'Text may be at most 140 characters',
      'error.UNAUTHENTICATED': 'Please sign in first',
      'error.FORBIDDEN': 'Insufficient permissions, contact support',
      'error.NOT_FOUND': 'data not found',
      'error.RATE_LIMITED': 'Too many requests, please try again in a minute',
      'error.SERVER_BUSY': 'The server is busy, please try again',
      'error.QUERY_REJECTED': 'The request was rejected',
      'error.DOCUMENT_NOT_TRUSTED': 'This request is not allowed',
      'error.SERVICE_UNAVAILABLE': 'The service is temporarily unavailable, please try again',
      'error.ACCOUNT_TOO_SHORT': 'The account must be at least 7 characters long',
      'error.PHONE_INVALID': 'Please enter a valid phone number',
      'error.PASSWORD_TOO_SHORT': 'The password must be at least 6 characters long',
      'error.PASSWORDS_DO_NOT_MATCH': 'The two passwords do not match',
      'error.INVITE_CODE_REQUIRED': 'Please enter an invite code',
      'error.INVITE_CODE_INVALID': 'This invite code does not exist',
      'error.PHONE_TAKEN': 'An account with this phone number already exists',
      'error.INVALID_CREDENTIALS': 'Incorrect phone number or password',
      'error.TOO_MANY_LOGIN_ATTEMPTS': 'Too many failed sign-in attempts, please try again in a minute',
      'error.WRONG_PASSWORD': 'The current password is incorrect',
      'error.PAY_PASSWORD_TOO_SHORT': 'The password must be at least 6 characters long',
      'error.PAY_PASSWORDS_DO_NOT_MATCH': 'Passwords do not match',
      'error.PAY_PASSWORD_NOT_SET': 'Please set a transaction password first',
      'error.WRONG_PAY_PASSWORD': 'The transaction password is incorrect',
      'nav.error.PAGE_NOT_FOUND': 'page not found',
      'nav.error.CANNOT_NAVIGATE_TO_TAB': 'cannot navigate to a tab page',
      'nav.error.CANNOT_SWITCH_TO_NON_TAB': 'cannot switch to a non-tab page',
      'nav.error.LOCKED': 'locked',
      'status.socketNotConnected': 'socket not connected',
      'status.dataNotFound': 'data not found',
      'status.requestFailed': 'Request failed, click to reload',
      'status.timeout': 'The connection timed out, click the screen to try again.',
    });
  });
});

describe('domain message files', () => {
  it('are merged into each locale and refuse a key defined twice', () => {
    const core = { en: { a: 'A' }, fr: { a: 'A' }, es: { a: 'A' }, 'zh-Hans': { a: 'A' }, 'zh-Hant': { a: 'A' } };
    const merged = mergeMessages(core, { '../features/x/messages/fr.json': { b: 'B' } });
    expect(merged.fr).toEqual({ a: 'A', b: 'B' });
    expect(merged.en).toEqual({ a: 'A' });
    expect(() => mergeMessages(core, { '../features/x/messages/en.json': { a: 'again' } })).toThrow(/defined twice/);
    expect(() => mergeMessages(core, { '../features/x/messages/de.json': { b: 'B' } })).toThrow(/unknown locale/);
  });
});
