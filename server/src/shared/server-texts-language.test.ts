import { describe, expect, it } from 'vitest';
import { codeIssuedNotice } from '../modules/block-trade/block-trade.notices';
import { loanAgreement } from '../modules/loans/loan-agreement';

// The texts the server writes in the reader's language (the loan agreement, the purchase-code notice)
// carry no English leftovers: in Chinese, Latin letters only for names, codes and units; in French and
// Spanish, no word of the English text that is not also a word of theirs. The client's messages have the
// same check (client/src/i18n/englishLeftovers.test.ts); texts typed by ops are not the server's.

/** Names, codes and units, the same in every language. */
const NAMES = new Set(['vela', 'vip', 'eur', 'usd', 'act', 'sha', 'str', 'sofr']);
/** Words of the English texts that are also French or Spanish words, spelt the same. */
const SHARED: Record<'fr' | 'es', Set<string>> = {
  fr: new Set([
    'a',
    'code',
    'version',
    'plus',
    'transaction',
    'application',
    'minimum',
    'simple',
    'signature',
    'limite',
    'position',
    'positions',
    'date',
    'total',
    'parties',
    'standard',
    'liquidation',
    'type',
    'image',
  ]),
  es: new Set(['a', 'no', 'total', 'final', 'capital', 'real', 'principal', 'personal', 'es']),
};

const words = (s: string): string[] =>
  (s.match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1 && /^[A-Za-z]+$/.test(w)).map((w) => w.toLowerCase());

function texts(lang: string): string[] {
  const notice = codeIssuedNotice(lang, { name: 'Acme', symbol: 'US:X', code: 'K7M2Q9', used: true });
  return [loanAgreement(lang).text, notice.title, notice.text];
}

const english = new Set(texts('en').flatMap(words));

describe('server-side texts in the reader’s language', () => {
  it.each(['zh-Hans', 'zh-Hant'])('%s: Latin letters only for names, codes and units; full-width colons', (lang) => {
    for (const text of texts(lang)) {
      expect(words(text).filter((w) => !NAMES.has(w) && w !== 'acme')).toEqual([]);
      expect(text).not.toMatch(/\p{Script=Han}\s*:|:\s*\p{Script=Han}/u);
    }
  });

  it.each(['fr', 'es'] as const)('%s: no English word left', (lang) => {
    const left = texts(lang)
      .flatMap(words)
      .filter((w) => english.has(w) && !NAMES.has(w) && !SHARED[lang].has(w) && w !== 'acme');
    expect(left).toEqual([]);
  });
});
