import { describe, expect, it } from 'vitest';
import { asciiPunctuationInChinese, type CheckedLocale, englishLeftovers, englishVocabulary, messageText } from './englishLeftovers';
import { MESSAGES } from './messages';

// Issue 30: no English left in a screen of another language. Every message of every language (the app's,
// the product pages', the ops console's, the review reasons') against the words of the English texts,
// outside the names and shared words of englishLeftovers.ts; Chinese punctuates full-width (：，；).
// e2e/english-leftovers.spec.ts checks what the screens actually show.

const ENGLISH = englishVocabulary(Object.values(MESSAGES.en));
const CHECKED: CheckedLocale[] = ['fr', 'es', 'zh-Hans', 'zh-Hant'];

describe('messages have no English left', () => {
  it('reads a message’s own words: placeholders and ICU syntax out, plural branches in', () => {
    expect(
      messageText('{n, plural, one {# lote} other {# lotes}} ({shares, number} acciones) <b>ya</b> {name}').split(/\s+/).filter(Boolean),
    ).toEqual(['#', 'lote', '#', 'lotes', '(', 'acciones)', 'ya']);
    expect(englishLeftovers('Un plazo terminado queda para el track record', 'es', ENGLISH)).toEqual(['track', 'record']);
    expect(englishLeftovers('印地紡 · Vela · US:AAPL', 'zh-Hant', ENGLISH)).toEqual([]);
    // A hash or an id is a code, whatever letters it happens to hold ("be" in 6784be63).
    expect(englishLeftovers('SHA-256 2d8074786a0e8b6784be63b08ce0f3 · #999253a1-9bd0-92b6a07be73c', 'zh-Hant', ENGLISH)).toEqual([]);
    expect(englishLeftovers('Fubon Financial · Amadeus IT Group · RED · MAP', 'es', ENGLISH)).toEqual([]);
    expect(englishLeftovers('be the account', 'es', ENGLISH)).toEqual(['be', 'the', 'account']);
    // A date's month is the language's own word ("may" is mayo, "ago" agosto), not English; elsewhere it is.
    expect(englishLeftovers('Fecha de pago 14 may 2026 · 13 ago 2026 · 3 de mayo de 2027', 'es', new Set(['may', 'ago']))).toEqual([]);
    expect(englishLeftovers('may ago', 'es', new Set(['may', 'ago']))).toEqual(['may', 'ago']);
    expect(asciiPunctuationInChinese('機構: 某某')).toHaveLength(1);
    expect(asciiPunctuationInChinese('US:AAPL 09:30 100,000 機構：某某')).toEqual([]);
    expect(asciiPunctuationInChinese('價格, 數量')).toHaveLength(1);
  });

  it.each(CHECKED)('%s: no English word outside the names and the words the language shares', (locale) => {
    const found = Object.entries(MESSAGES[locale])
      .map(([key, message]) => [key, englishLeftovers(messageText(message), locale, ENGLISH)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([key, words]) => `${key}: ${words.join(' ')}`);
    expect(found).toEqual([]);
  });

  it.each(['zh-Hans', 'zh-Hant'] as const)('%s: colons, commas and semicolons are full-width', (locale) => {
    const found = Object.entries(MESSAGES[locale])
      .filter(([, message]) => asciiPunctuationInChinese(messageText(message)).length > 0)
      .map(([key, message]) => `${key}: ${message}`);
    expect(found).toEqual([]);
  });

  it('no screen writes a colon of its own after a message (the colon belongs to the message, full-width in Chinese)', () => {
    const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { eager: true, query: '?raw', import: 'default' });
    const found = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /<FormattedMessage\b[^>]*\/>:|formatMessage\(.*\)\}:\s/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
