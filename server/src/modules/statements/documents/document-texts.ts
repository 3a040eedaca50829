import blockTradeEn from '../../../../../client/src/features/block-trade/messages/en.json';
import blockTradeEs from '../../../../../client/src/features/block-trade/messages/es.json';
import blockTradeFr from '../../../../../client/src/features/block-trade/messages/fr.json';
import blockTradeHans from '../../../../../client/src/features/block-trade/messages/zh-Hans.json';
import blockTradeHant from '../../../../../client/src/features/block-trade/messages/zh-Hant.json';
import followEn from '../../../../../client/src/features/follow/messages/en.json';
import followEs from '../../../../../client/src/features/follow/messages/es.json';
import followFr from '../../../../../client/src/features/follow/messages/fr.json';
import followHans from '../../../../../client/src/features/follow/messages/zh-Hans.json';
import followHant from '../../../../../client/src/features/follow/messages/zh-Hant.json';
import fundsEn from '../../../../../client/src/features/funds/messages/en.json';
import fundsEs from '../../../../../client/src/features/funds/messages/es.json';
import fundsFr from '../../../../../client/src/features/funds/messages/fr.json';
import fundsHans from '../../../../../client/src/features/funds/messages/zh-Hans.json';
import fundsHant from '../../../../../client/src/features/funds/messages/zh-Hant.json';
import loansEn from '../../../../../client/src/features/loans/messages/en.json';
import loansEs from '../../../../../client/src/features/loans/messages/es.json';
import loansFr from '../../../../../client/src/features/loans/messages/fr.json';
import loansHans from '../../../../../client/src/features/loans/messages/zh-Hans.json';
import loansHant from '../../../../../client/src/features/loans/messages/zh-Hant.json';
import realNameEn from '../../../../../client/src/features/real-name/messages/en.json';
import realNameEs from '../../../../../client/src/features/real-name/messages/es.json';
import realNameFr from '../../../../../client/src/features/real-name/messages/fr.json';
import realNameHans from '../../../../../client/src/features/real-name/messages/zh-Hans.json';
import realNameHant from '../../../../../client/src/features/real-name/messages/zh-Hant.json';
import ipoEn from '../../../../../client/src/features/ipo/messages/en.json';
import ipoEs from '../../../../../client/src/features/ipo/messages/es.json';
import ipoFr from '../../../../../client/src/features/ipo/messages/fr.json';
import ipoHans from '../../../../../client/src/features/ipo/messages/zh-Hans.json';
import ipoHant from '../../../../../client/src/features/ipo/messages/zh-Hant.json';
import moneyEn from '../../../../../client/src/features/money/messages/en.json';
import moneyEs from '../../../../../client/src/features/money/messages/es.json';
import moneyFr from '../../../../../client/src/features/money/messages/fr.json';
import moneyHans from '../../../../../client/src/features/money/messages/zh-Hans.json';
import moneyHant from '../../../../../client/src/features/money/messages/zh-Hant.json';
import reviewEn from '../../../../../client/src/i18n/reviewReasons/en.json';
import reviewEs from '../../../../../client/src/i18n/reviewReasons/es.json';
import reviewFr from '../../../../../client/src/i18n/reviewReasons/fr.json';
import reviewHans from '../../../../../client/src/i18n/reviewReasons/zh-Hans.json';
import reviewHant from '../../../../../client/src/i18n/reviewReasons/zh-Hant.json';
import type { DocumentLanguage } from '../pdf/fonts';
import type { Translate } from '../pdf/pdf-document';
import { formatDay } from './document-format';
import { en } from './document-texts-en';
import { es } from './document-texts-es';
import { fr } from './document-texts-fr';
import { CJK_TEXTS } from './document-texts-cjk';
import type { DocumentTexts } from './document-texts.types';

// Every text the monthly statement and the trade confirmation draw, in the five languages. The
// documents' own words are typed records (document-texts.types.ts, one file per language: a language
// without a text is a compile error); a ledger line's kind and a memo's code read as the app reads them, from the client's own
// message catalogues (compiled into the server: the words on paper are the words on screen).

export type { DocumentTexts } from './document-texts.types';

const TEXTS: Record<DocumentLanguage, DocumentTexts> = { en, es, fr, ...CJK_TEXTS };

export function textsFor(language: DocumentLanguage): DocumentTexts {
  return TEXTS[language];
}

/** The few words the PDF builder writes itself (the footer's page numbers, the simulated label). */
export function builderTranslator(language: DocumentLanguage): Translate {
  const t = TEXTS[language];
  return (key, params = {}) => (key === 'document.page' ? t.page(Number(params.page), Number(params.pages)) : t.simulated);
}

// `typeof moneyEn` for every language: a catalogue missing one of English's keys does not compile.
type MoneyCatalogue = typeof moneyEn;
const MONEY: Record<DocumentLanguage, MoneyCatalogue> = {
  en: moneyEn,
  es: moneyEs,
  fr: moneyFr,
  'zh-Hans': moneyHans,
  'zh-Hant': moneyHant,
};

/**
 * The catalogues a memo code's text can come from, as the client's app pack has them on the statement
 * screen: every feature catalogue that holds review reasons (`review.reason.<CODE>`) or memo codes, and
 * those of the texts statementMemo.ts reuses (an IPO's exclusion, block trade and follow reasons).
 */
const MEMO_TEXTS: Record<DocumentLanguage, Readonly<Record<string, string>>> = {
  en: { ...moneyEn, ...reviewEn, ...fundsEn, ...loansEn, ...realNameEn, ...ipoEn, ...blockTradeEn, ...followEn },
  es: { ...moneyEs, ...reviewEs, ...fundsEs, ...loansEs, ...realNameEs, ...ipoEs, ...blockTradeEs, ...followEs },
  fr: { ...moneyFr, ...reviewFr, ...fundsFr, ...loansFr, ...realNameFr, ...ipoFr, ...blockTradeFr, ...followFr },
  'zh-Hans': { ...moneyHans, ...reviewHans, ...fundsHans, ...loansHans, ...realNameHans, ...ipoHans, ...blockTradeHans, ...followHans },
  'zh-Hant': { ...moneyHant, ...reviewHant, ...fundsHant, ...loansHant, ...realNameHant, ...ipoHant, ...blockTradeHant, ...followHant },
};

/** A ledger entry's kind in words, as the app's statement screen says it; a kind it does not know reads "Other". */
export function kindLabel(kind: string, language: DocumentLanguage): string {
  const catalogue: Readonly<Record<string, string>> = MONEY[language];
  return catalogue[`money.kind.${kind}`] ?? catalogue['money.kind.other'];
}

/** A trading charge's kind in words (the trade detail's); a kind the documents do not know reads "Other charge". */
export function chargeLabel(kind: string, language: DocumentLanguage): string {
  const words: Readonly<Record<string, string>> = TEXTS[language].chargeKinds;
  return Object.hasOwn(words, kind) ? words[kind] : words.OTHER;
}

// The client's reading of a memo (client/src/ui/money/statementMemo.ts, an ES module the server cannot
// import): a code in UPPER_SNAKE_CASE shown by the text the app already has for it, else its review
// reason's label, else its own statement text; a day; else ops' words. Kept in step with that file.
const EXISTING_TEXTS: Readonly<Record<string, string>> = {
  UNDER_FUNDED: 'ipo.status.EXCLUDED',
  INSUFFICIENT_FUNDS: 'error.INSUFFICIENT_FUNDS',
  NOT_ALLOCATED: 'blockTrade.reasonShort.NOT_ALLOCATED',
  HEDGE_PRICE_BREACHED: 'blockTrade.reasonShort.HEDGE_PRICE_BREACHED',
  OFFERING_CANCELLED: 'blockTrade.reasonShort.OFFERING_CANCELLED',
  PRICE_BEYOND_TOLERANCE: 'follow.reasonShort.PRICE_BEYOND_TOLERANCE',
  WINDOW_ENDED: 'follow.reasonShort.WINDOW_ENDED',
  TRADE_CANCELLED: 'follow.reasonShort.TRADE_CANCELLED',
};
/** English sentences older rows hold, read as the code that replaced them. */
const LEGACY_MEMOS: Readonly<Record<string, string>> = { 'nothing owed': 'NOTHING_OWED' };
const MEMO_CODE = /^[A-Z][A-Z0-9_]*$/;
const MEMO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A ledger line's memo as the reader should see it, the way the app shows it: a code (SPLIT,
 * INSUFFICIENT_FUNDS…) as its text when the app has one, a day in the document's format, else ops'
 * words as written (the PDF builder makes hostile text safe and bounds its length).
 */
export function memoText(memo: string | null, language: DocumentLanguage): string {
  if (memo === null || memo.trim() === '') return '';
  const catalogue = MEMO_TEXTS[language];
  const trimmed = memo.trim();
  const code = Object.hasOwn(LEGACY_MEMOS, trimmed) ? LEGACY_MEMOS[trimmed] : MEMO_CODE.test(trimmed) ? trimmed : null;
  if (code) {
    const candidates = [EXISTING_TEXTS[code], `review.reason.${code}`, `money.statement.memoCode.${code}`];
    const id = candidates.find((c): c is string => c !== undefined && Object.hasOwn(catalogue, c));
    // A capitalised word with no text is read as ops' note (ops may type "URGENT").
    if (id) return catalogue[id];
  }
  const day = MEMO_DAY.exec(trimmed);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (date.toISOString().startsWith(trimmed)) return formatDay(date, language);
  }
  return memo;
}
