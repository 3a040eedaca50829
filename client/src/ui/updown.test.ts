import { describe, expect, it } from 'vitest';
import { isRedUp, isUpDownChoice, redUpByLanguage } from './updown';

describe('up and down colours by reader (PRODUCT.md §11)', () => {
  it('shows rises red for Chinese readers and green for everyone else', () => {
    expect(redUpByLanguage('zh-Hans')).toBe(true);
    expect(redUpByLanguage('zh-Hant')).toBe(true);
    expect(redUpByLanguage('zh-TW')).toBe(true);
    for (const lang of ['en', 'fr', 'es']) expect(redUpByLanguage(lang)).toBe(false);
  });

  it('lets the reader’s setting win over the language', () => {
    expect(isRedUp('auto', 'zh-Hant')).toBe(true);
    expect(isRedUp('green-up', 'zh-Hant')).toBe(false);
    expect(isRedUp('red-up', 'en')).toBe(true);
    expect(isUpDownChoice('red-up')).toBe(true);
    expect(isUpDownChoice('blue')).toBe(false);
  });
});
