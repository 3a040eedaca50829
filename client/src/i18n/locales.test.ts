import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale, readInitialLocale } from './locales';

describe('locale detection', () => {
  it('maps Chinese variants to simplified or traditional', () => {
    for (const tag of ['zh-CN', 'zh-SG', 'zh-Hans', 'zh', 'zh-Hans-CN']) expect(matchLocale(tag)).toBe('zh-Hans');
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW']) expect(matchLocale(tag)).toBe('zh-Hant');
  });

  it('maps regional French, Spanish and English to the language', () => {
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('de-DE')).toBeUndefined();
  });

  it('takes the first supported browser language, else English', () => {
    expect(detectLocale(['de-DE', 'es-ES', 'en'])).toBe('es');
    expect(detectLocale(['de-DE', 'it'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });

  it('prefers a valid saved choice', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readInitialLocale(storage('zh-Hant'), ['fr-FR'])).toBe('zh-Hant');
    expect(readInitialLocale(storage('klingon'), ['fr-FR'])).toBe('fr');
    expect(readInitialLocale(storage(null), ['zh-TW'])).toBe('zh-Hant');
  });
});
