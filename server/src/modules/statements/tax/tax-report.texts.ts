import type { DocumentLanguage } from '../pdf/fonts';
import { ZH_HANS, ZH_HANT } from './tax-report.texts-cjk';
import { ES, FR } from './tax-report.texts-es-fr';
import type { ExplainWords, TaxReportTexts } from './tax-report.texts.types';

export type { ExplainWords, TaxReportTexts };

// Every text of the yearly tax report (PDF and CSV) in the five languages. One typed record per
// language: a language missing a text does not compile. Figures, dates and amounts arrive formatted
// (tax-report.format.ts); a text only puts them in its sentence.

const EN: TaxReportTexts = {
  number: { group: ',', decimal: '.' },
  dayOfMonth: String,
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  money: (amount, symbol) => (amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`),
  title: (year) => `Tax report ${year}`,
  period: (year) => `1 January – 31 December ${year}`,
  generated: (at) => `Generated ${at} · an aid, not tax advice`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  simulated: 'Simulated',
  notice:
    'An aid, not tax advice. This report applies the rules it names as Vela understands them and shows how each figure was computed, so that you or your adviser can check it. Leveraged positions and short sales are counted as the gain or loss of the shares; the tax authority or an adviser may treat them differently.',
  onlySpain: (country) =>
    `Your country of tax residence is ${country}. Only Spain's rules are built into this report so far: every figure below follows the Spanish rules, which may not be those of ${country}.`,
  method:
    'Computed by the Spanish rules (Ley 35/2006 del IRPF): shares of the same security are sold first in, first out (art. 37.2); each purchase and each sale is valued in euros at the rate of its own day; charges are added to the cost and deducted from the proceeds (art. 35); a loss is not computable while the same security was bought in the two months before or after the sale (art. 33.5.f), and is added to the cost of those shares instead.',
  provisional: (until) =>
    `Provisional: the two months after a late sale run to ${until}, and a purchase of the same security until then can still defer its loss. Lines marked "window open" may change.`,
  empty: (year) => `Nothing to report for ${year}: no sales, dividends, fund earnings or loan interest paid.`,
  headings: {
    summary: 'Summary (EUR)',
    realised: 'Gains and losses (EUR)',
    howComputed: 'How each figure was computed',
    dividendsByCountry: 'Dividends received by source country (EUR)',
    dividendPayments: 'Dividend payments (EUR)',
    funds: 'Interest and fund earnings',
    loans: 'Loan interest paid',
    rates: 'Exchange rates used',
  },
  summary: {
    lines: 'Sales (lines)',
    gains: 'Gains',
    losses: 'Losses',
    deferred: 'Losses deferred by the two-month rule',
    net: 'Net gains and losses',
    dividendsGross: 'Dividends received, gross',
    dividendsWithholding: 'Tax withheld at source',
    dividendsNet: 'Dividends received, net',
    paidOnShorts: 'Dividends paid on short positions',
    fundEarnings: 'Fund earnings, net of fees',
    loanInterest: 'Loan interest paid',
  },
  columns: {
    no: '#',
    date: 'Date',
    security: 'Security',
    shares: 'Shares',
    proceeds: 'Proceeds',
    cost: 'Cost',
    gain: 'Gain or loss',
    twoMonth: 'Two-month rule',
    country: 'Country',
    payments: 'Payments',
    gross: 'Gross',
    withholding: 'Withheld',
    net: 'Net',
    fund: 'Fund',
    earnings: 'Earnings',
    fee: 'Early redemption fee',
    loan: 'Loan',
    paidBy: 'Paid by',
    amount: 'Amount',
    currency: 'Currency',
    eurPerUnit: 'EUR per unit',
    recorded: 'Recorded',
  },
  kinds: { sale: 'sale', short: 'short sale', cashInLieu: 'cash in lieu', leveraged: 'leveraged' },
  twoMonth: { deferred: (amount) => `${amount} deferred`, windowOpen: 'window open' },
  via: { repayment: 'repayment', liquidation: 'sale of pledged shares' },
  direction: { long: 'received', short: 'paid on a short' },
  sources: {
    exchange: 'mid rate of a currency exchange',
    fill: "mid rate at a trade's fill",
    dividend: "mid rate at a dividend's conversion",
    feed: "the market-data feed's rate",
    later: 'none recorded on or before that day: the first after it',
  },
  notes: {
    dividends:
      'Spanish withholding is a payment on account of your tax. Foreign withholding can give the deduction for international double taxation (art. 80 LIRPF), counted up to the rate the tax treaty allows (15 % for the United States); any excess is reclaimed from the source country. Dividends paid on short positions are not income and are listed apart.',
    funds: "Earnings of Vela's term funds, listed on the day they were paid, with any early redemption fee. Vela withholds no tax on them.",
    loans:
      "Interest paid on Vela's stock-backed loans, listed for information: whether it can be deducted depends on what the loan was used for and on the rules of your return.",
    rates:
      'Vela keeps no daily history of exchange rates. The rate of a day is the last mid rate Vela itself recorded on or before that day (UTC): at a currency exchange, at a converted trade or dividend, or from the market-data feed. It can differ from the ECB reference rate of that day.',
  },
  csv: {
    sections: { realised: 'gain or loss', dividend: 'dividend', fundEarnings: 'fund earnings', loanInterest: 'loan interest paid' },
    header: {
      section: 'Section',
      date: 'Date',
      reference: 'Reference',
      security: 'Security',
      kind: 'Kind',
      country: 'Country',
      currency: 'Currency',
      shares: 'Shares',
      eurRate: 'EUR per unit',
      proceeds: 'Proceeds (EUR)',
      cost: 'Cost (EUR)',
      gain: 'Gain or loss (EUR)',
      deferredLoss: 'Loss deferred (EUR)',
      computableGain: 'Computable gain or loss (EUR)',
      twoMonth: 'Two-month rule',
      gross: 'Gross',
      withholding: 'Withheld',
      fee: 'Fee',
      net: 'Net',
      grossEur: 'Gross (EUR)',
      withholdingEur: 'Withheld (EUR)',
      feeEur: 'Fee (EUR)',
      netEur: 'Net (EUR)',
      explanation: 'How it was computed',
    },
  },
  explain: {
    sold: (shares, date) => `Sold ${shares} on ${date}`,
    cashInLieu: (shares, date) => `Cash in lieu of ${shares} shares on ${date}`,
    shortSale: (shares, adjusted, date) => `Short sale of ${shares}${adjusted ? ' (split-adjusted)' : ''} on ${date}`,
    colon: ': ',
    proceeds: 'proceeds',
    lessCharges: (amount) => `− ${amount} charges`,
    plusCharges: (amount) => `+ ${amount} charges`,
    atRate: (rate, unit) => `at ${rate} ${unit}`,
    firstLot: (shares, adjusted, date) => `${shares} shares${adjusted ? ' (split-adjusted)' : ''} bought ${date}`,
    nextLot: (shares, adjusted, date) => `${shares}${adjusted ? ' (split-adjusted)' : ''} of ${date}`,
    lotPrice: (price, rate, unit) => ` at ${price}, ${rate} ${unit}`,
    lotCharges: (amount) => `${amount} charges`,
    lossDeferredFrom: (amount, from) => `${amount} loss deferred${from ? ` from ${from}` : ''}`,
    boughtBack: (shares, date, cil, cost) => `${cil ? 'bought back as cash in lieu' : 'bought back'} ${shares} on ${date}: cost ${cost}`,
    cost: (lots, total) => `cost: ${lots}, ${total}`,
    list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
    gain: (amount) => `gain ${amount}`,
    loss: (amount) => `loss ${amount}`,
    washSale: (deferred, from, to, computable) =>
      `${deferred} of the loss deferred by the two-month rule (art. 33.5.f LIRPF, window ${from} to ${to}), computable now ${computable}`,
    washTrigger: (amount, shares, date, before) =>
      `${amount} added to the cost of ${shares} shares bought ${date}${before ? ' (bought before the sale, still held)' : ''}`,
    windowOpen: (until) => `provisional: buying the same shares up to ${until} would defer this loss`,
    leveraged: (leverage) => `leveraged position (×${leverage}): counted as the gain or loss of the shares themselves`,
    separator: '; ',
    end: '.',
    dividend: (p) =>
      `${p.short ? 'Dividend paid on a short position' : 'Dividend'} of ${p.symbol} on ${p.date} from ${p.country}: gross ${p.gross}${p.original ? ` (${p.original})` : ''}, withholding ${p.withholding}, net ${p.net}.`,
    converted: (original, rate, unit, eur) => `${original} at ${rate} ${unit} = ${eur}`,
  },
};

const TEXTS: Record<DocumentLanguage, TaxReportTexts> = { en: EN, es: ES, fr: FR, 'zh-Hans': ZH_HANS, 'zh-Hant': ZH_HANT };

export function taxTexts(language: DocumentLanguage): TaxReportTexts {
  return TEXTS[language];
}
