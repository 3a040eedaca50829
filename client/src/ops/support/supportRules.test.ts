import { describe, expect, it } from 'vitest';
import { cannedTextFor, durationParts, insertText, pickOne, secondsSince, uniqueById, WAITING_HOURS, waitTone } from './supportRules';

describe('durationParts', () => {
  it.each([
    [0, [], true],
    [59, [], true],
    [-30, [], true],
    [60, [{ unit: 'minute', value: 1 }], false],
    [
      125 * 60,
      [
        { unit: 'hour', value: 2 },
        { unit: 'minute', value: 5 },
      ],
      false,
    ],
    [3 * 3600, [{ unit: 'hour', value: 3 }], false],
    [3 * 3600 + 59, [{ unit: 'hour', value: 3 }], false],
    [2 * 86400, [{ unit: 'day', value: 2 }], false],
    // Two units at most: the minutes of a wait of days are left out.
    [
      3 * 86400 + 4 * 3600 + 17 * 60,
      [
        { unit: 'day', value: 3 },
        { unit: 'hour', value: 4 },
      ],
      false,
    ],
    // A day and a few minutes is "1 day", not "1 day 0 h".
    [86400 + 5 * 60, [{ unit: 'day', value: 1 }], false],
  ])('%i s → %j', (seconds, parts, lessThanMinute) => {
    expect(durationParts(seconds)).toEqual({ parts, lessThanMinute });
  });
});

describe('secondsSince and waitTone', () => {
  it('counts whole seconds, never below zero', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(secondsSince('2026-01-10T11:00:00Z', now)).toBe(3600);
    expect(secondsSince('2026-01-10T12:00:30Z', now)).toBe(0);
  });
  it.each([
    [0, 'calm'],
    [4 * 3600 - 1, 'calm'],
    [4 * 3600, 'warn'],
    [24 * 3600 - 1, 'warn'],
    [24 * 3600, 'late'],
  ])('%i s is %s', (seconds, tone) => {
    expect(waitTone(seconds)).toBe(tone);
  });
});

describe('cannedTextFor', () => {
  const texts = { en: 'Hello', fr: 'Bonjour', es: '  ', zhHans: null, zhHant: '您好' };
  it('gives the text in the chosen language', () => {
    expect(cannedTextFor(texts, 'fr')).toEqual({ text: 'Bonjour', fellBack: false });
    expect(cannedTextFor(texts, 'zh-Hant')).toEqual({ text: '您好', fellBack: false });
    expect(cannedTextFor(texts, 'en')).toEqual({ text: 'Hello', fellBack: false });
  });
  it('falls back to English for a language left empty or blank, and says so', () => {
    expect(cannedTextFor(texts, 'es')).toEqual({ text: 'Hello', fellBack: true });
    expect(cannedTextFor(texts, 'zh-Hans')).toEqual({ text: 'Hello', fellBack: true });
    expect(cannedTextFor({ en: 'Hi' }, 'fr')).toEqual({ text: 'Hi', fellBack: true });
  });
});

describe('insertText', () => {
  it('fills an empty reply', () => {
    expect(insertText('', 'Canned')).toEqual({ body: 'Canned', caret: 6 });
  });
  it('goes at the end by default, after a blank line', () => {
    expect(insertText('Hi,', 'Canned')).toEqual({ body: 'Hi,\n\nCanned', caret: 11 });
    expect(insertText('Hi,\n', 'Canned')).toEqual({ body: 'Hi,\n\nCanned', caret: 11 });
    expect(insertText('Hi,\n\n', 'Canned')).toEqual({ body: 'Hi,\n\nCanned', caret: 11 });
  });
  it('replaces the selection, set apart from the text around it', () => {
    const r = insertText('Hi,\n\nXX\n\nBye', 'Canned', 5, 7);
    expect(r.body).toBe('Hi,\n\nCanned\n\nBye');
    expect(r.body.slice(0, r.caret)).toBe('Hi,\n\nCanned');
    expect(insertText('Hi Bye', 'Canned', 3, 3).body).toBe('Hi \n\nCanned\n\nBye');
  });
  it('keeps positions inside the text', () => {
    expect(insertText('abc', 'X', 10, 20).body).toBe('abc\n\nX');
    expect(insertText('abc', 'X', -5, 0).body).toBe('X\n\nabc');
  });
});

describe('uniqueById and pickOne', () => {
  it('drops repeated items, keeping the first', () => {
    expect(
      uniqueById([
        { id: '1', n: 1 },
        { id: '2', n: 2 },
        { id: '1', n: 3 },
      ]),
    ).toEqual([
      { id: '1', n: 1 },
      { id: '2', n: 2 },
    ]);
  });
  it('reads only known filter values from the address', () => {
    expect(pickOne(WAITING_HOURS, '24')).toBe(24);
    expect(pickOne(WAITING_HOURS, '5')).toBeNull();
    expect(pickOne(['OPEN', 'CLOSED'] as const, 'CLOSED')).toBe('CLOSED');
    expect(pickOne(['OPEN'] as const, '')).toBeNull();
    expect(pickOne(['OPEN'] as const, null)).toBeNull();
  });
});
