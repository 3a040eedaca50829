/**
 * English left in a screen of another language (issue 30: "a test fails on any English word in a
 * non-English screen outside an allow-list of names"). Pure: used by englishLeftovers.test.ts over every
 * message of every language and by e2e/english-leftovers.spec.ts over the visible text of every screen.
 *
 * An English word is a word of the English texts (en messages: the app's, the product pages', the ops
 * console's, the review reasons'). In Chinese every such word is a leftover; in French and Spanish only
 * the ones that are not also words of that language, spelt the same (`SHARED`). Names, codes and units
 * (`NAMES`) read the same in every language. Neither list may hold an ordinary English word that the
 * language has its own word for: fix the text instead.
 */

export type CheckedLocale = 'fr' | 'es' | 'zh-Hans' | 'zh-Hant';

/** Names, brands, tickers, standards, units and file formats: the same in every language. */
export const NAMES: ReadonlySet<string> = new Set([
  // The product and its products' names.
  'vela',
  'vip',
  // Standards, identifiers and formulas shown as such.
  'api',
  'iban',
  'bic',
  'swift',
  'sha', // SHA-256 (the draw's seed hash), HMAC-SHA256
  'hmac',
  'act', // ACT/365, ACT/360 day-count bases
  'atr', // average true range, written ATR in every language
  'id', // user ID, subscription id: how every language writes an identifier
  'https',
  'utc', // the time standard (snapshots of proof of liabilities are taken after midnight UTC)
  'json',
  'markdown',
  'codegen', // the name of the tool that writes the client's manifest
  'jpeg',
  'png',
  'webp',
  'pdf',
  'csv', // the file format of exports and the tax report (issue 36)
  'ok',
  'ipo', // IPO: how Chinese, French and Spanish finance pages write it too
  // Currencies, networks and coins.
  'eur',
  'usd',
  'twd',
  'usdt',
  'tron',
  'ethereum',
  'trc',
  'erc',
  // Regulators, fees and benchmarks named after them.
  'sec',
  'finra',
  'taf',
  'str', // €STR
  'sofr',
  // Markets and tickers (US:AAPL, ES:SAN) in hints and examples.
  'us',
  'es',
  'tw',
  'aapl',
  'san',
  'ibex',
  'caixabank',
  'highcharts',
  // Tickers shown beside names on Home and Market (ES:RED Redeia, ES:MAP Mapfre): codes, not words.
  'red',
  'map',
  // The language list names each language in its own script; the ops forms label the English field so.
  'english',
  // The second factor (issue 32): authenticator apps by their names, PIN and QR as every language writes
  // them, and the recovery codes' shape (XXXXX-XXXXX).
  'pin',
  'qr',
  'google',
  'microsoft',
  'authenticator',
  'xxxxx',
]);

/**
 * Words of the English texts that are also words of French or Spanish, spelt the same (many Latin
 * cognates), plus the few loanwords these languages' finance and software pages write as they are.
 */
export const SHARED: Readonly<Record<'fr' | 'es', ReadonlySet<string>>> = {
  fr: new Set(
    [
      // French words that happen to be English words too.
      'a an me on or plus pays part parties net non long sent but refuse note notes type types date dates moment page pages image images',
      'second active met',
      'code codes position positions action actions transaction transactions application applications total minimum maximum',
      'document documents institution institutions commission commissions service services version versions ticket tickets lot lots',
      'minute minutes change important introduction volume chances protection public unique source support ratio liquidation description',
      'destination conversion million article dimensions obligations question simple visible catalogue clients client production quota',
      'secret distance figure taxes signature charge contact incorrect photo mobile journal console audit double gain placements euros',
      'dollars indices crypto allocation standard message messages options option permission permissions fraction fractions intervalle',
      'notification notifications pause min site face chat correct centre articles conversation conversations lieu',
      // Documents (issue 36): an avis d’opéré is a confirmation; the tax report's gains (plus-values).
      'confirmation confirmations gains',
      // Loanwords French finance and software pages write as they are ("ex" as in date ex-dividende).
      'stop web script scripts intraday ex',
    ]
      .join(' ')
      .split(' '),
  ),
  es: new Set(
    [
      // Spanish words that happen to be English words too.
      'a no es total actual personal visible red real general manual complete ratio decide euros final capital principal has use factor error',
      // Loanwords Spanish finance and software pages write as they are ("ex" as in fecha ex-dividendo).
      'stop web token tokens hash script scripts app chat ex',
    ]
      .join(' ')
      .split(' '),
  ),
};

/** Names of more than one word, taken out of a text before its words are read. */
export const NAME_PHRASES: readonly string[] = [
  'AI Trading', // "AI Trading 5.0", the intraday product's name
  'New York', // the city, as French writes it
  // Company names of the instrument catalogue that read as English words (their names in every language
  // without a translation of their own: Spanish and French press write them so).
  'Amadeus IT Group',
  'Fubon Financial',
  'Cathay Financial',
  'CTBC Financial',
  'Mega Financial',
  'E.Sun Financial',
  'First Financial',
];

/**
 * The words of a text (Latin letters only; words of one letter are left out: elisions, variables, "x").
 * Letters glued to digits are part of a code, not a word: a hash ("6784be63"), an id ("92b6a07be73c").
 */
export function latinWords(text: string): string[] {
  const named = NAME_PHRASES.reduce((t, name) => t.split(name).join(' '), text);
  return (named.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && /^[A-Za-z]+$/.test(w));
}

/** Where the `{` at `open` closes (its matching `}`), or the text's end. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === '{') depth += 1;
    else if (message[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return message.length;
}

/**
 * A message's own words: placeholders (`{name}`, `{n, number}`) and ICU syntax left out, the branches of a
 * plural or select kept (`{n, plural, one {# day} other {# days}}` → "# day # days"), tags left out.
 */
export function messageText(message: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) {
      out += message.slice(i);
      break;
    }
    out += `${message.slice(i, open)} `;
    const close = closing(message, open);
    const inner = message.slice(open + 1, close);
    if (/^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(inner)) {
      const body = inner.replace(/^\s*\w+\s*,\s*\w+\s*,/, '');
      let j = 0;
      while (j < body.length) {
        const b = body.indexOf('{', j);
        if (b < 0) break;
        const e = closing(body, b);
        out += ` ${messageText(body.slice(b + 1, e))} `;
        j = e + 1;
      }
    }
    out += ' ';
    i = close + 1;
  }
  return out.replace(/<\/?\w+>/g, ' ');
}

/** The English vocabulary: every word of the English texts, lower-cased. */
export function englishVocabulary(englishTexts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of englishTexts) for (const w of latinWords(messageText(text))) words.add(w.toLowerCase());
  return words;
}

const monthNames = new Map<string, ReadonlySet<string>>();

/** The words a language writes months with in its dates, short and long (Spanish "may", "ago", "mayo"…), lower-cased. */
function monthWords(locale: string): ReadonlySet<string> {
  let words = monthNames.get(locale);
  if (!words) {
    const found = new Set<string>();
    for (const month of ['short', 'long'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) for (const w of latinWords(format.format(Date.UTC(2026, m, 15)))) found.add(w.toLowerCase());
    }
    words = found;
    monthNames.set(locale, words);
  }
  return words;
}

/**
 * A text without the month names of its dates ("11 may 2026", "10 de agosto de 2026"): the language's own
 * words there, as Intl writes them, whatever English word they happen to spell.
 */
function withoutDateMonths(text: string, locale: string): string {
  const months = monthWords(locale);
  return text.replace(
    /\b(\d{1,2}\.?\s+(?:de\s+)?)(\p{L}+)(\.?,?\s+(?:de\s+)?\d{4})\b/gu,
    (date, day: string, month: string, year: string) => (months.has(month.toLowerCase()) ? `${day}${year}` : date),
  );
}

/** The English words left in a text of `locale` (as written, in order; names, shared words and dates' months left out). */
export function englishLeftovers(text: string, locale: CheckedLocale, english: ReadonlySet<string>): string[] {
  const shared = locale === 'fr' || locale === 'es' ? SHARED[locale] : null;
  return latinWords(withoutDateMonths(text, locale)).filter((w) => {
    const lower = w.toLowerCase();
    return english.has(lower) && !NAMES.has(lower) && !shared?.has(lower);
  });
}

/**
 * ASCII colons, commas and semicolons used as punctuation in Chinese (after or before a Chinese
 * character): Chinese writes the full-width "：", "，" and "；". Between Latin letters or digits (US:AAPL,
 * 09:30, 100,000) they are not punctuation, nor inside a formula's arguments (HMAC-SHA256(種子, 申購編號)).
 */
export function asciiPunctuationInChinese(text: string): string[] {
  const prose = text.replace(/[A-Za-z0-9-]+\([^()]*\)/g, ' ');
  return prose.match(/.{0,6}(\p{Script=Han}\s*[:,;](?!\/\/)|[:,;]\s*\p{Script=Han}).{0,6}/gu) ?? [];
}
