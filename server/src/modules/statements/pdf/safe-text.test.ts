import { describe, expect, it } from 'vitest';
import { ELLIPSIS, safeText } from './safe-text';

describe('safeText', () => {
  it.each([
    ['plain text stays', 'Ada Lovelace', 'Ada Lovelace'],
    ['CJK and Latin digits stay', '股息 台積電 2330.TW', '股息 台積電 2330.TW'],
    ['accents stay, composed (NFC)', 'Jose\u0301 Nin\u0303o Français', 'José Niño Français'],
    ['RTL override and pop removed', 'Mallory \u202Egnp.exe\u202C', 'Mallory gnp.exe'],
    [
      'every bidi embedding, override, isolate and mark removed',
      'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j\u200Ek\u200Fl\u061Cm',
      'abcdefghijklm',
    ],
    ['C0 controls and DEL removed', 'a\u0000b\u0007c\u001b[31md\u007f', 'abc[31md'],
    ['C1 controls removed', 'a\u0080b\u009bc\u009fd', 'abcd'],
    ['line breaks and tabs become one space', 'first\r\nsecond\tthird\u2028fourth\u0085fifth', 'first second third fourth fifth'],
    ['runs of spaces become one, ends trimmed', '  a   \u2003 b  ', 'a b'],
    ['ideographic and no-break spaces stay', '股息\u3000台積電 10\u00a0000', '股息\u3000台積電 10\u00a0000'],
    ['zero-width characters and BOM removed', 'a\u200Bb\u200Cc\u200Dd\u2060e\uFEFFf\u00ADg', 'abcdefg'],
    ['Hangul fillers removed (invisible names)', '\u3164\u115F\u1160\uFFA0', ''],
    ['lone surrogates removed, pairs kept', 'a\uD800b\uDC00c😀', 'abc😀'],
    ['noncharacters and tags removed', 'a\uFFFEb\uFDD0c\u{E0041}d', 'abcd'],
    ['more than two combining marks cut to two', 'q\u0301\u0302\u0303\u0304\u0305x', 'q\u0301\u0302x'],
    ['null becomes empty', null, ''],
    ['undefined becomes empty', undefined, ''],
  ])('%s', (_name, input, expected) => {
    expect(safeText(input as string | null | undefined, 100)).toBe(expected);
  });

  it('cuts to maxLength code points, the last being an ellipsis', () => {
    const out = safeText('x'.repeat(10_000), 300);
    expect(Array.from(out)).toHaveLength(300);
    expect(out.endsWith(`${'x'.repeat(299)}${ELLIPSIS}`)).toBe(true);
    expect(safeText('abcdef', 6)).toBe('abcdef');
    expect(safeText('abcdefg', 6)).toBe(`abcde${ELLIPSIS}`);
  });

  it('counts code points, never splitting a surrogate pair', () => {
    expect(safeText('😀😀😀😀', 3)).toBe(`😀😀${ELLIPSIS}`);
    expect(safeText('台積電股息', 4)).toBe(`台積電${ELLIPSIS}`);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(safeText('abc   defgh', 5)).toBe(`abc${ELLIPSIS}`);
  });

  it('cuts a huge text before looking at it and still ends with an ellipsis', () => {
    const out = safeText('\u202E'.repeat(2_000_000), 50);
    // 5,000 overrides are still read past: the text after them is kept.
    expect(safeText(`${'\u202D'.repeat(5000)}tail`, 50)).toBe('tail');
    expect(out).toBe(ELLIPSIS);
    const long = safeText('y'.repeat(3_000_000), 20);
    expect(long).toBe(`${'y'.repeat(19)}${ELLIPSIS}`);
  });

  it('keeps a result that is always one line with no control or format character', () => {
    const hostile = `\u202E${'w'.repeat(500)}\u0000\n\t\u2066\u200D\u009b${'ab\u0301\u0302\u0303'.repeat(50)}`;
    const out = safeText(hostile, 120);
    expect(out).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}]/u);
    expect(Array.from(out).length).toBeLessThanOrEqual(120);
  });

  it('rejects a maxLength that is not a positive integer', () => {
    expect(() => safeText('a', 0)).toThrow(RangeError);
    expect(() => safeText('a', 1.5)).toThrow(RangeError);
  });
});
