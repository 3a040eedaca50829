// Hostile text in names, memos and instrument labels (issue 36: "RTL overrides, 10,000 characters,
// control characters") must not break a document's layout. Every text a document draws goes through
// `safeText` first. The rules (docs/documents.md):
//   - line breaks, tabs and the other whitespace controls become one space; runs of spaces become one;
//   - every other control (C0, DEL, C1) and every format character (Unicode Cf) is removed: the bidi
//     embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the marks U+200E, U+200F and
//     U+061C, zero-width spaces and joiners (U+200B–U+200D, U+2060, U+FEFF), soft hyphens, tags;
//   - lone surrogates, noncharacters and the Hangul fillers (used for "invisible" names) are removed;
//   - more than two combining marks on one character are cut to two (no "Zalgo" text over the lines);
//   - the text is NFC-normalised and cut to `maxLength` code points, the last being "…" when cut.

export const ELLIPSIS = '…';

/** Default lengths for the kinds of text documents draw. */
export const TEXT_LIMITS = {
  /** A user's name in a header. */
  name: 120,
  /** A table cell. */
  cell: 300,
  /** A memo or description that may wrap over a few lines. */
  description: 500,
  /** A paragraph of the document's own text. */
  paragraph: 4000,
} as const;

/**
 * Nothing past this many UTF-16 units of the input is looked at: a 10 MB memo costs what a short one
 * does (under a millisecond). Generous, so that removed characters hardly ever leave the result shorter
 * than it could be; a text cut here ends with the ellipsis.
 */
const scanLimit = (maxLength: number) => Math.max(maxLength * 8, 65_536);

const PLAIN = /^(?:[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)?$/;
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const REMOVED = /[\p{Cc}\p{Cf}\p{Cs}\ufdd0-\ufdef\ufffe\uffff\u115f\u1160\u3164\uffa0]/gu;
const NONCHARACTER_PLANES = /[\u{1fffe}\u{1ffff}\u{2fffe}\u{2ffff}\u{3fffe}\u{3ffff}\u{10fffe}\u{10ffff}]/gu;
const MARK_FLOOD = /(\p{M}{2})\p{M}+/gu;
// Runs of spaces of every width become one plain space, except the ideographic and the no-break space.
const SPACES = /[^\S\u3000\u00a0]+/g;

/**
 * `s` made safe to draw: no control, bidi or zero-width character, one line, at most `maxLength` code
 * points (the last one an ellipsis when it was longer).
 */
export function safeText(s: string | null | undefined, maxLength: number): string {
  if (!Number.isInteger(maxLength) || maxLength < 1) throw new RangeError(`maxLength must be a positive integer, not ${maxLength}`);
  if (s == null) return '';
  let text = String(s);
  // Most texts (order numbers, amounts, dates) are short printable ASCII with single spaces: as they are.
  if (text.length <= maxLength && PLAIN.test(text) && !text.includes('  ')) return text;
  const cut = text.length > scanLimit(maxLength);
  if (cut) text = text.slice(0, scanLimit(maxLength));
  text = text
    .replace(WHITESPACE_CONTROLS, ' ')
    .replace(REMOVED, '')
    .replace(NONCHARACTER_PLANES, '')
    .normalize('NFC')
    .replace(MARK_FLOOD, '$1')
    .replace(SPACES, ' ')
    .trim();
  // maxLength + 1 code points take at most 2 × (maxLength + 1) UTF-16 units.
  const head = Array.from(text.slice(0, 2 * maxLength + 2));
  if (!cut && head.length <= maxLength) return text;
  return (
    head
      .slice(0, maxLength - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}
