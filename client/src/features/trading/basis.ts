import type { IntlShape } from 'react-intl';
import { formatBps, formatMoney, formatPercentText, formatWritten } from '../../ui/price/format';

// Apart from labels.ts: the account-events listener (in the first screen) reads labels, and this is needed only where a charge's basis is shown.
/** The words of a charge's basis ("0.005/share, min 1.00") in the reader's language. */
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

/** What formats the numbers of a basis: the reader's formatter (react-intl's `formatNumber`), and its locale (Chinese commas). */
type NumberFormatter = Pick<IntlShape, 'formatNumber'> & { locale?: string };

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const isZero = (n: string) => !/[1-9]/.test(n);

/**
 * The server describes how a charge is computed in a short English formula (e.g. "0.1%, min 3.00",
 * "0.005/share, min 1.00, max 1% of value", "20.60 per million", "0.15% (day trade)", "50 bps"). It is
 * put in the reader's language with the reader's digits: "0,005/acción, mín. 1,00 US$"; basis points
 * read as a percentage ("0.50%"); a rate of zero (a fee holiday) shows only why it is zero. Unknown parts
 * are left as they are.
 */
export function localizeBasis(basis: string, w: BasisWords, intl?: NumberFormatter, currency?: string): string {
  const num = (n: string) => (intl ? formatWritten(intl, n) : n);
  const pct = (n: string) => (intl ? formatPercentText(intl, n) : `${n}%`);
  const money = (n: string) => (intl && currency ? formatMoney(intl, n, currency) : num(n));
  const notes: string[] = [];
  // Chinese separates the clauses with its full-width comma.
  const comma = intl?.locale?.startsWith('zh') ? '，' : ', ';
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
        if (isZero(n)) zeroRate = true;
        return `${num(n)}${w.perShare}`;
      },
    ],
    [new RegExp(`^(${NUMBER}) per million$`), (n) => `${num(n)}${w.perMillion}`],
    [new RegExp(`^(${NUMBER}) bps$`), (n) => (intl ? formatBps(intl, n) : `${n} ${w.bps}`)],
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
  // A rate of zero ("0.000000/share" during a fee holiday): say why, not the zeros.
  if (zeroRate && notes.length > 0) return notes.join(comma);
  return notes.length > 0 ? `${localized} (${notes.join(comma)})` : localized;
}
