import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { formatInZone, marketTimeZone, zoneName } from './zone';

const at = '2026-11-18T14:01:19Z';

describe('one time-zone policy (PRODUCT.md §11)', () => {
  it('names a zone on its own, never in brackets, preferably as a place', () => {
    for (const locale of ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant']) {
      for (const zone of ['Europe/Madrid', 'America/New_York', 'Asia/Taipei', 'UTC']) {
        const name = zoneName(locale, zone);
        expect(name).not.toMatch(/[[\]]/);
        expect(name.length).toBeGreaterThan(0);
      }
    }
    expect(zoneName('zh-Hant', 'Europe/Madrid')).toBe('西班牙時間');
    expect(zoneName('en', 'UTC')).toBe('UTC');
  });

  it('shows market data in the exchange’s zone with its name', () => {
    const en = createIntl({ locale: 'en', messages: {} });
    expect(formatInZone(en, at, marketTimeZone('ES'), 'timeSeconds')).toBe('03:01:19 PM Spain Time');
    expect(formatInZone(en, at, marketTimeZone('TW'), 'time')).toBe('10:01 PM Taiwan Time');
    const zh = createIntl({ locale: 'zh-Hant', messages: {} });
    const text = formatInZone(zh, at, marketTimeZone('ES'), 'timeSeconds');
    expect(text).toContain('西班牙時間');
    expect(text).not.toContain('GMT');
  });

  it('names the markets’ zones in the reader’s own words, whatever the browser’s locale data says', () => {
    const named = (locale: keyof typeof MESSAGES, market: string) =>
      formatInZone(createIntl({ locale, messages: MESSAGES[locale] }), at, marketTimeZone(market), 'time');
    expect(named('es', 'US')).toMatch(/ hora de Nueva York$/);
    expect(named('fr', 'US')).toMatch(/ heure de New York$/);
    expect(named('zh-Hant', 'US')).toMatch(/ 紐約時間$/);
    expect(named('zh-Hans', 'US')).toMatch(/ 纽约时间$/);
    expect(named('es', 'ES')).toMatch(/ hora de España$/);
    expect(named('zh-Hant', 'TW')).toMatch(/ 台灣時間$/);
    expect(named('en', 'ES')).toMatch(/ Spain Time$/);
    // As the built app has them: messages precompiled to their syntax tree, not strings.
    const compiled = createIntl({
      locale: 'zh-Hant',
      messages: { 'zone.America/New_York': [{ type: 0, value: '紐約時間' }] } as never,
    });
    expect(formatInZone(compiled, at, marketTimeZone('US'), 'time')).toMatch(/ 紐約時間$/);
  });

  it('knows each market’s exchange zone', () => {
    expect(marketTimeZone('US')).toBe('America/New_York');
    expect(marketTimeZone('tw')).toBe('Asia/Taipei');
    expect(marketTimeZone(undefined)).toBe('UTC');
  });
});
