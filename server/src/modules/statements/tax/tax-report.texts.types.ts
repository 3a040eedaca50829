// The shape of the yearly tax report's texts (one record per language in tax-report.texts*.ts).

/** The words of "how this figure was computed" (the codes of spain-fifo-explain.ts; spain-fifo-english.ts says the same). */
export interface ExplainWords {
  /** 'Sold 10 on 3 Mar 2025' */
  sold(shares: string, date: string): string;
  cashInLieu(shares: string, date: string): string;
  shortSale(shares: string, splitAdjusted: boolean, date: string): string;
  /** After the sale's head: ': ' ('Sold 10 on 3 Mar 2025: proceeds …'). */
  colon: string;
  /** Leads the sale's figures: '…: proceeds 10 × €41.20 …' */
  proceeds: string;
  /** '− €3.00 charges' */
  lessCharges(amount: string): string;
  /** '+ €1.00 charges' */
  plusCharges(amount: string): string;
  /** 'at 0.92 €/US$' */
  atRate(rate: string, unit: string): string;
  /** The first lot of a cost: '7 shares bought 5 Jan 2025' */
  firstLot(shares: string, splitAdjusted: boolean, date: string): string;
  /** Later lots: '3 of 12 Feb 2025' */
  nextLot(shares: string, splitAdjusted: boolean, date: string): string;
  /** A lot in another currency, with its lead-in: ' at US$45.00, 0.92 €/US$' */
  lotPrice(price: string, rate: string, unit: string): string;
  /** The first lot's charges: '€2.10 charges' (later lots show the amount alone). */
  lotCharges(amount: string): string;
  lossDeferredFrom(amount: string, from: string | null): string;
  /** A short's closing purchase: 'bought back 10 on 3 Mar 2025: cost …' */
  boughtBack(shares: string, date: string, cashInLieu: boolean, cost: string): string;
  /** 'cost: 7 shares bought … and 3 of …, €406.00' */
  cost(lots: string, total: string): string;
  list(items: readonly string[]): string;
  gain(amount: string): string;
  loss(amount: string): string;
  washSale(deferred: string, from: string, to: string, computable: string): string;
  washTrigger(amount: string, shares: string, date: string, before: boolean): string;
  windowOpen(until: string): string;
  leveraged(leverage: string): string;
  /** Between steps, and at the end. */
  separator: string;
  end: string;
  dividend(p: {
    short: boolean;
    symbol: string;
    date: string;
    country: string;
    gross: string;
    original: string | null;
    withholding: string;
    net: string;
  }): string;
  /** 'US$12.00 at 0.92 €/US$ = €11.04' */
  converted(original: string, rate: string, unit: string, eur: string): string;
}

export interface TaxReportTexts {
  /** The language's number style: 1,234.56 / 1.234,56 / 1 234,56. */
  number: { group: string; decimal: string };
  /** Abbreviated month names, or null where a day is written 2026年12月9日. */
  months: readonly string[] | null;
  /** The day of the month as written before the month: '1', or French '1er'. */
  dayOfMonth(day: number): string;
  /** A money amount with its sign: '€1,234.56' or '1.234,56 €'. */
  money(amount: string, symbol: string): string;
  title(year: number): string;
  period(year: number): string;
  generated(at: string): string;
  page(page: number, pages: number): string;
  simulated: string;
  notice: string;
  onlySpain(country: string): string;
  method: string;
  provisional(until: string): string;
  empty(year: number): string;
  headings: {
    summary: string;
    realised: string;
    howComputed: string;
    dividendsByCountry: string;
    dividendPayments: string;
    funds: string;
    loans: string;
    rates: string;
  };
  summary: {
    lines: string;
    gains: string;
    losses: string;
    deferred: string;
    net: string;
    dividendsGross: string;
    dividendsWithholding: string;
    dividendsNet: string;
    paidOnShorts: string;
    fundEarnings: string;
    loanInterest: string;
  };
  columns: {
    no: string;
    date: string;
    security: string;
    shares: string;
    proceeds: string;
    cost: string;
    gain: string;
    twoMonth: string;
    country: string;
    payments: string;
    gross: string;
    withholding: string;
    net: string;
    fund: string;
    earnings: string;
    fee: string;
    loan: string;
    paidBy: string;
    amount: string;
    currency: string;
    eurPerUnit: string;
    recorded: string;
  };
  kinds: { sale: string; short: string; cashInLieu: string; leveraged: string };
  twoMonth: { deferred(amount: string): string; windowOpen: string };
  via: { repayment: string; liquidation: string };
  direction: { long: string; short: string };
  sources: { exchange: string; fill: string; dividend: string; feed: string; later: string };
  notes: { dividends: string; funds: string; loans: string; rates: string };
  csv: {
    sections: { realised: string; dividend: string; fundEarnings: string; loanInterest: string };
    header: {
      section: string;
      date: string;
      reference: string;
      security: string;
      kind: string;
      country: string;
      currency: string;
      shares: string;
      eurRate: string;
      proceeds: string;
      cost: string;
      gain: string;
      deferredLoss: string;
      computableGain: string;
      twoMonth: string;
      gross: string;
      withholding: string;
      fee: string;
      net: string;
      grossEur: string;
      withholdingEur: string;
      feeEur: string;
      netEur: string;
      explanation: string;
    };
  };
  explain: ExplainWords;
}
