import type Decimal from 'decimal.js';
import { Money } from '../../../shared/money';
import { cashDecimals } from '../../trading/charges-rules';
import type { DocumentLanguage } from '../pdf/fonts';

// How documents write figures and dates in each of the five languages. Figures are decimal strings or
// Decimals, formatted digit by digit (never through a JavaScript float); dates go through Intl with an
// explicit time zone (UTC unless said otherwise), so a document reads the same on any server.

/** The grouping and decimal separators of a language (en 1,234.56; es 1.234,56; fr 1 234,56; zh 1,234.56). */
const SEPARATORS: Record<DocumentLanguage, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  // Grouped from the thousands too (CLDR waits for five digits in Spanish; statements line up better this way).
  es: { group: '.', decimal: ',' },
  // The narrow no-break space, as French typesetting (and CLDR) writes it.
  fr: { group: '\u202f', decimal: ',' },
  'zh-Hans': { group: ',', decimal: '.' },
  'zh-Hant': { group: ',', decimal: '.' },
};

/** The Intl locale of a document language. */
export function intlLocale(language: DocumentLanguage): string {
  return language;
}

export interface DecimalFormat {
  /** At least this many decimals (padded with zeros). Default 0. */
  minDecimals?: number;
  /** At most this many (rounded half up beyond). Default: as many as the value has. */
  maxDecimals?: number;
  /** 'always': a plus sign on positive values too (changes of a balance). */
  sign?: 'auto' | 'always';
}

/** A decimal in the language's notation: grouped, its own decimal separator, '-' for negatives. */
export function formatDecimal(value: Decimal | string, language: DocumentLanguage, f: DecimalFormat = {}): string {
  let d = typeof value === 'string' ? new Money(value) : value;
  if (!d.isFinite()) throw new RangeError(`not a finite decimal: ${d.toString()}`);
  if (f.maxDecimals !== undefined && d.decimalPlaces() > f.maxDecimals) d = d.toDecimalPlaces(f.maxDecimals, Money.ROUND_HALF_UP);
  const decimals = Math.max(f.minDecimals ?? 0, d.decimalPlaces());
  const [whole, fraction = ''] = d.abs().toFixed(decimals).split('.');
  const { group, decimal } = SEPARATORS[language];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const body = fraction ? `${grouped}${decimal}${fraction}` : grouped;
  if (d.isZero()) return body;
  if (d.isNegative()) return `-${body}`;
  return f.sign === 'always' ? `+${body}` : body;
}

/** The number of decimals cash is counted in (EUR, USD 2; TWD 0); 2 for a currency the charge tables do not know. */
export function currencyDecimals(currency: string): number {
  try {
    return cashDecimals(currency.trim());
  } catch {
    return 2;
  }
}

/**
 * An amount of money without its currency code (tables whose section names the currency): the
 * currency's decimals, more only when the value has them (a dividend's fourth decimal is never hidden).
 */
export function formatAmount(
  value: Decimal | string,
  currency: string,
  language: DocumentLanguage,
  sign: 'auto' | 'always' = 'auto',
): string {
  return formatDecimal(value, language, { minDecimals: currencyDecimals(currency), maxDecimals: 4, sign });
}

/** An amount with its currency code: "1,234.56 EUR". */
export function formatMoney(value: Decimal | string, currency: string, language: DocumentLanguage): string {
  return `${formatAmount(value, currency, language)} ${currency.trim()}`;
}

/** A price per share: at least two decimals, at most the four prices are stored with. */
export function formatPrice(value: Decimal | string, language: DocumentLanguage): string {
  return formatDecimal(value, language, { minDecimals: 2, maxDecimals: 4 });
}

/** A whole number of shares. */
export function formatShares(shares: number, language: DocumentLanguage): string {
  if (!Number.isSafeInteger(shares)) throw new RangeError(`shares must be an integer, not ${shares}`);
  return formatDecimal(String(shares), language);
}

/** A rate (an FX rate, a withholding rate) as written, grouped, up to eight decimals. */
export function formatRate(value: Decimal | string, language: DocumentLanguage): string {
  return formatDecimal(value, language, { maxDecimals: 8 });
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: DocumentLanguage, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${language}|${key}|${options.timeZone ?? 'UTC'}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...options });
    formatters.set(id, f);
  }
  return f;
}

/** A statement line's day and time, UTC, without the year (the period says it): "Dec 2, 09:30", "12月2日 09:30". */
export function formatLineTime(at: Date, language: DocumentLanguage): string {
  return dateFormat(language, 'line', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** An instant to the second, UTC, with the zone written: "Dec 2, 2026, 09:30:05 UTC". */
export function formatInstant(at: Date, language: DocumentLanguage): string {
  const f = dateFormat(language, 'instant', { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' });
  return `${f.format(at)} UTC`;
}

/** A calendar day 'YYYY-MM-DD' (or a Date's UTC day) in words: "December 31, 2026", "2026年12月31日". */
export function formatDay(day: string | Date, language: DocumentLanguage): string {
  const date = typeof day === 'string' ? dayToDate(day) : day;
  return dateFormat(language, 'day', { dateStyle: 'long' }).format(date);
}

/** A short calendar day: "Dec 31, 2026", "2026/12/31". */
export function formatShortDay(day: string | Date, language: DocumentLanguage): string {
  const date = typeof day === 'string' ? dayToDate(day) : day;
  return dateFormat(language, 'short-day', { dateStyle: 'medium' }).format(date);
}

/** A month 'YYYY-MM' by name: "December 2026", "diciembre de 2026", "2026年12月". */
export function formatMonth(month: string, language: DocumentLanguage): string {
  const { start } = monthBounds(month);
  return dateFormat(language, 'month', { month: 'long', year: 'numeric' }).format(start);
}

function dayToDate(day: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/**
 * The UTC calendar month 'YYYY-MM': its first instant, the first instant of the next month (exclusive),
 * its first and last days ('YYYY-MM-DD') and the next month's first day.
 */
export function monthBounds(month: string): { start: Date; end: Date; firstDay: string; lastDay: string; nextDay: string } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const year = m ? Number(m[1]) : Number.NaN;
  const index = m ? Number(m[2]) - 1 : Number.NaN;
  if (!m || index < 0 || index > 11 || year < 1970) throw new RangeError(`not a month: ${month}`);
  const start = new Date(Date.UTC(year, index, 1));
  const end = new Date(Date.UTC(year, index + 1, 1));
  const last = new Date(end.getTime() - 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { start, end, firstDay: iso(start), lastDay: iso(last), nextDay: iso(end) };
}

/** The UTC month of an instant, 'YYYY-MM'. */
export function monthKey(d: Date): string {
  return d.toISOString().slice(0, 7);
}

/** The words a charge's basis is put in (the client's trade detail says them the same way). */
export interface BasisWords {
  perShare: string;
  perMillion: string;
  min: string;
  max: string;
  ofValue: string;
  dayTrade: string;
  bps: string;
  feeHoliday: string;
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;

/**
 * The server's short English formula of a charge ("0.1%, min 3.00", "0.005/share, max 1% of value",
 * "20.60 per million", "0.15% (day trade)", "50 bps") in the document's language and notation, as the
 * client's trade detail shows it (client/src/features/trading/basis.ts). Unknown parts stay as written.
 */
export function localizeBasis(basis: string, w: BasisWords, language: DocumentLanguage, currency: string): string {
  const num = (n: string) => formatDecimal(n, language);
  const money = (n: string) => formatMoney(n, currency, language);
  const pct = (n: string) => `${num(n)}${language === 'fr' ? '\u202f' : ''}%`;
  const notes: string[] = [];
  const comma = language.startsWith('zh') ? '，' : ', ';
  const formula = basis
    .replace(/\s*\(([^)]*)\)/g, (_, note: string) => {
      notes.push(note === 'FINRA fee holiday' ? w.feeHoliday : note === 'day trade' ? w.dayTrade : note);
      return '';
    })
    .trim();
  let zeroRate = false;
  const rules: Array<[RegExp, (n: string) => string]> = [
    [new RegExp(`^(${NUMBER})%$`), pct],
    [
      new RegExp(`^(${NUMBER})/share$`),
      (n) => {
        if (!/[1-9]/.test(n)) zeroRate = true;
        return `${num(n)}${w.perShare}`;
      },
    ],
    [new RegExp(`^(${NUMBER}) per million$`), (n) => `${num(n)}${w.perMillion}`],
    [new RegExp(`^(${NUMBER}) bps$`), (n) => `${num(n)} ${w.bps}`],
    [new RegExp(`^min (${NUMBER})$`), (n) => `${w.min} ${money(n)}`],
    [new RegExp(`^max (${NUMBER})% of value$`), (n) => `${w.max} ${pct(n)}${w.ofValue}`],
    [new RegExp(`^max (${NUMBER})$`), (n) => `${w.max} ${money(n)}`],
  ];
  const part = (text: string): string => {
    for (const [pattern, say] of rules) {
      const m = pattern.exec(text);
      if (m) return say(m[1]);
    }
    return text;
  };
  const localized = formula
    .split(/,\s*/)
    .map((clause) =>
      clause
        .split(/\s*\+\s*/)
        .map(part)
        .join(' + '),
    )
    .join(comma);
  // A rate of zero (a fee holiday): say why rather than print the zeros.
  if (zeroRate && notes.length > 0) return notes.join(comma);
  return notes.length > 0 ? `${localized} (${notes.join(comma)})` : localized;
}
