import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import {
  arrangeCalendar,
  dayInZone,
  formatDay,
  formatPerShare,
  isHttpsAddress,
  splitMessage,
  splitWording,
  yearBefore,
} from './corporateActions';

const intlOf = (locale: keyof typeof MESSAGES) => createIntl({ locale, messages: MESSAGES[locale] });
const en = intlOf('en');
const said = (ratioFrom: string | null, ratioTo: string | null, locale: keyof typeof MESSAGES = 'en') => {
  const intl = intlOf(locale);
  const { id, values } = splitMessage(splitWording(ratioFrom, ratioTo), intl);
  return intl.formatMessage({ id }, values);
};

describe('a split’s wording from its ratio (ratioFrom old shares become ratioTo new ones)', () => {
  it.each([
    ['2', '3', '3-for-2 split'],
    ['1', '2', '2-for-1 split'],
    ['1', '4', '4-for-1 split'],
    ['10', '1', '1-for-10 reverse split'],
    ['20', '1', '1-for-20 reverse split'],
    ['3', '2', '2-for-3 reverse split'],
    // Not in lowest terms: reduced.
    ['4', '6', '3-for-2 split'],
    ['100', '10', '1-for-10 reverse split'],
    // Decimal ratios: made whole, then reduced (exact, no floats).
    ['1', '1.5', '3-for-2 split'],
    ['1.0', '2.00', '2-for-1 split'],
    ['0.5', '1', '2-for-1 split'],
    ['10.000', '1', '1-for-10 reverse split'],
    // A ratio that does not reduce to small whole numbers reads as written.
    ['1', '1.333333', 'Split: 1.333333 new shares for 1 old'],
    ['3', '1234.7', 'Split: 1,234.7 new shares for 3 old'],
    // Nothing to word: missing, zero, unreadable or one for one.
    [null, '2', 'Share split'],
    ['0', '2', 'Share split'],
    ['2', 'x', 'Share split'],
    ['-2', '1', 'Share split'],
    ['1', '1', 'Share split'],
    ['2', '2.0', 'Share split'],
  ])('%s → %s: "%s"', (from, to, text) => {
    expect(said(from, to)).toBe(text);
  });

  it('reads in every language', () => {
    expect(said('2', '3', 'es')).toBe('Desdoblamiento 3 por 2');
    expect(said('10', '1', 'es')).toBe('Agrupación (contrasplit) 1 por 10');
    expect(said('2', '3', 'fr')).toBe('Division 3 pour 2');
    expect(said('10', '1', 'zh-Hans')).toBe('合股（每 10 股合并为 1 股）');
    expect(said('2', '3', 'zh-Hant')).toBe('股票分割（每 2 股分為 3 股）');
  });

  it('keeps whole terms exact however large', () => {
    expect(splitWording('1', '1000')).toEqual({ kind: 'forward', from: 1n, to: 1000n });
    expect(splitWording('1', '1001')).toEqual({ kind: 'ratio', from: '1', to: '1001' });
  });
});

describe('a dividend per share', () => {
  it('is money in its currency in the reader’s format, at least two decimals and as many as written', () => {
    expect(formatPerShare(en, '0.26', 'USD')).toBe('$0.26');
    expect(formatPerShare(en, '0.2475', 'USD')).toBe('$0.2475');
    expect(formatPerShare(en, '0.5', 'EUR')).toBe('€0.50');
    expect(formatPerShare(en, '4.5', 'TWD')).toBe('NT$4.50');
    expect(formatPerShare(intlOf('es'), '0.1', 'EUR')).toBe('0,10\u00a0€');
    expect(formatPerShare(intlOf('es'), '0.26', 'USD')).toBe('0,26\u00a0US$');
    // Exact beyond a float's digits.
    expect(formatPerShare(en, '1234567890123.123456', 'USD')).toBe('$1,234,567,890,123.123456');
  });
});

describe('the calendar’s days', () => {
  it('formats a calendar day the same in every zone', () => {
    expect(formatDay(en, '2026-11-10')).toBe('Nov 10, 2026');
    expect(formatDay(intlOf('es'), '2026-01-01')).toBe('1 ene 2026');
  });

  it('takes today in the market’s zone', () => {
    const at = Date.parse('2026-11-18T23:30:00Z');
    expect(dayInZone(at, 'America/New_York')).toBe('2026-11-18');
    expect(dayInZone(at, 'Asia/Taipei')).toBe('2026-11-19');
    expect(dayInZone(at, 'Europe/Madrid')).toBe('2026-11-19');
    expect(yearBefore('2026-11-18')).toBe('2025-11-18');
  });

  it('puts upcoming actions first, soonest first, then the last twelve months, latest first', () => {
    const a = (id: string, exDate: string, kind = 'CASH_DIVIDEND') => ({ id, exDate, kind });
    const actions = [
      a('old', '2025-11-17'),
      a('p1', '2026-02-09'),
      a('u2', '2027-02-08'),
      a('p2', '2026-08-11'),
      a('today', '2026-11-18'),
      a('u1', '2026-12-01'),
      a('yearAgo', '2025-11-18'),
      a('splitSameDay', '2026-12-01', 'SPLIT'),
    ];
    const { upcoming, past } = arrangeCalendar(actions, '2026-11-18');
    expect(upcoming.map((x) => x.id)).toEqual(['today', 'splitSameDay', 'u1', 'u2']);
    expect(past.map((x) => x.id)).toEqual(['p2', 'p1', 'yearAgo']);
  });
});

describe('a source worth linking', () => {
  it.each([
    ['https://investor.apple.com/dividend-history/default.aspx', true],
    ['  https://www.santander.com/es/accionistas ', true],
    ['simulated', false],
    ['http://example.com/dividends', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['', false],
  ])('%s: %s', (source, linked) => {
    expect(isHttpsAddress(source)).toBe(linked);
  });
});
