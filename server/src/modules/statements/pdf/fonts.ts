import fs from 'node:fs';
import * as fontkit from 'fontkit';

// The fonts Vela's documents embed, from npm packages so `npm install` brings them on a fresh machine:
// Noto Sans (Latin, Greek, Cyrillic) for en/es/fr, Noto Sans TC for zh-Hant and Noto Sans SC for
// zh-Hans (each CJK font also draws Latin letters and digits). All SIL OFL 1.1, static TrueType files,
// which pdfkit embeds as subsets: only the glyphs a document uses are written (docs/documents.md).

export type DocumentLanguage = 'en' | 'es' | 'fr' | 'zh-Hans' | 'zh-Hant';
export const DOCUMENT_LANGUAGES: readonly DocumentLanguage[] = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'];

export type FontFace = 'latin' | 'tc' | 'sc';
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontFace, Record<FontWeight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  tc: {
    regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
  },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

/**
 * The faces tried for a text, in order: the language's own first, then the others. A cell is drawn in
 * one face, the first that has a glyph for every character of it (an English statement of a user whose
 * name is written in Chinese draws that name in a CJK face).
 */
const CHAINS: Record<DocumentLanguage, readonly FontFace[]> = {
  en: ['latin', 'sc', 'tc'],
  es: ['latin', 'sc', 'tc'],
  fr: ['latin', 'sc', 'tc'],
  'zh-Hans': ['sc', 'tc', 'latin'],
  'zh-Hant': ['tc', 'sc', 'latin'],
};

export function fontChain(language: DocumentLanguage): readonly FontFace[] {
  return CHAINS[language];
}

/** The path of a face's TrueType file inside node_modules. */
export function fontFile(face: FontFace, weight: FontWeight): string {
  return require.resolve(FILES[face][weight]);
}

// Parsed once per process and shared by every document: fontkit parses tables lazily and caches them, and
// pdfkit makes a fresh subset per document from the shared font. Loaded only when first needed (a CJK
// face holds 7–10 MB in memory).
const loaded = new Map<string, fontkit.Font>();

export function loadFont(face: FontFace, weight: FontWeight): fontkit.Font {
  const key = `${face}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    const parsed = fontkit.create(fs.readFileSync(fontFile(face, weight)));
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${key}: a font collection, not a font`);
    font = parsed;
    loaded.set(key, font);
  }
  return font;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const NONE: readonly string[] = [];

/** The characters of a text (spaces aside) that a font has no glyph for, each once. */
function missingIn(font: fontkit.Font, text: string): string[] {
  const missing = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp !== 0x20 && cp !== 0x3000 && !font.hasGlyphForCodePoint(cp)) missing.add(ch);
  }
  return [...missing];
}

export interface FacePick {
  face: FontFace;
  /** What that face cannot draw (drawn as boxes): empty unless no face of the chain has every glyph. */
  missing: readonly string[];
}

/**
 * The face a text is drawn in: the language's own face when it has every glyph, else the first face of
 * the chain that has them all, else the one missing the fewest. A fallback face is loaded only when a
 * text needs it.
 */
export function pickFace(text: string, language: DocumentLanguage, weight: FontWeight): FacePick {
  const chain = CHAINS[language];
  if (PRINTABLE_ASCII.test(text)) return { face: chain[0], missing: NONE };
  let best: FacePick | null = null;
  for (const face of chain) {
    const missing = missingIn(loadFont(face, weight), text);
    if (missing.length === 0) return { face, missing: NONE };
    if (!best || missing.length < best.missing.length) best = { face, missing };
  }
  return best!;
}
