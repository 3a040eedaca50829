import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import { CommonError } from '../../../shared/common.errors';
import { DomainError } from '../../../shared/domain-error';
import { Money } from '../../../shared/money';
import { CSV_CONTENT_TYPE, type CsvCell, decimalCell, toCsv } from '../csv/csv-writer';
import type { BuiltDocument, DocumentBuildContext, TaxReportParams } from '../documents/document-build';
import type { DocumentLanguage } from '../pdf/fonts';
import { spainTaxReport } from './spain-fifo';
import { addMonths } from './tax-dates';
import { loadTaxInput } from './tax-report.data';
import { TaxFormat } from './tax-report.format';
import { renderTaxReportPdf } from './tax-report.pdf';
import type { FundLine, LoanLine, TaxReportModel } from './tax-report.model';

export type { FundLine, LoanLine, TaxReportModel };

// The yearly tax report (issue 36) as a document: the user's history read from the database
// (tax-report.data.ts), computed by the Spanish rules (spain-fifo.ts), then drawn as a PDF
// (tax-report.pdf.ts) or written as a CSV with one row per realised line and per dividend, fund earning
// and loan interest payment. docs/tax-report.md describes the rules and the data.

/** The first year a report covers (Vela's records begin after it). */
export const FIRST_TAX_YEAR = 2020;

const cents = (v: Decimal) => v.toDecimalPlaces(2, Money.ROUND_HALF_UP);
const sum = (vs: readonly Decimal[]) => vs.reduce((a, b) => a.plus(b), new Money(0));

/** A year a report can be of: 2020 to the current year (UTC); anything else is BAD_INPUT. */
export function checkTaxYear(year: unknown, now: Date): number {
  if (typeof year !== 'number' || !Number.isInteger(year) || year < FIRST_TAX_YEAR || year > now.getUTCFullYear())
    throw new DomainError(CommonError.BAD_INPUT);
  return year;
}

/** Reads and computes a user's report of `year` as of `now` (the figures the PDF and the CSV show). */
export async function computeTaxReport(ds: DataSource, userId: string, year: number, now: Date): Promise<TaxReportModel> {
  const input = await loadTaxInput(ds, userId, year);
  // The day before the build is the last one complete: a repurchase later today may still defer a loss.
  const asOf = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const report = spainTaxReport({ year, events: input.events, rate: input.rates.rate, asOf });
  const funds: FundLine[] = input.funds.map((f) => {
    const rate = input.rates.rate(f.currency, f.date);
    const earningsEur = cents(f.earnings.times(rate));
    const feeEur = cents(f.earlyFee.times(rate));
    return { ...f, rate, earningsEur, feeEur, netEur: earningsEur.minus(feeEur) };
  });
  const loans: LoanLine[] = input.loans.map((l) => {
    const rate = input.rates.rate(l.currency, l.date);
    return { ...l, rate, interestEur: cents(l.interest.times(rate)) };
  });
  const open = report.lines.filter((l) => l.flags.washWindowOpen).map((l) => addMonths(l.date, 2));
  return {
    year,
    asOf,
    report,
    funds,
    loans,
    rates: input.rates.used(),
    fundsNet: sum(funds.map((f) => f.netEur)),
    loanInterest: sum(loans.map((l) => l.interestEur)),
    empty: report.lines.length === 0 && report.dividends.payments.length === 0 && funds.length === 0 && loans.length === 0,
    provisionalUntil: open.length > 0 ? open.sort()[open.length - 1] : null,
  };
}

/** Builds the tax report: `vela-tax-report-<year>.pdf` or `.csv`. */
export async function buildTaxReport(ctx: DocumentBuildContext, params: TaxReportParams): Promise<BuiltDocument> {
  const now = ctx.clock.now();
  const year = checkTaxYear(params.year, now);
  if (params.format !== 'pdf' && params.format !== 'csv') throw new DomainError(CommonError.BAD_INPUT);
  await ctx.progress(0.1);
  const model = await computeTaxReport(ctx.ds, ctx.holder.userId, year, now);
  await ctx.progress(0.6);
  if (params.format === 'csv') {
    const bytes = taxReportCsv(model, ctx.language);
    await ctx.progress(0.95);
    return { bytes, contentType: CSV_CONTENT_TYPE, fileName: `vela-tax-report-${year}.csv` };
  }
  const bytes = await renderTaxReportPdf(ctx, model);
  await ctx.progress(0.95);
  return { bytes, contentType: 'application/pdf', fileName: `vela-tax-report-${year}.pdf` };
}

/**
 * The CSV: the header in the document's language, then a row per realised line, dividend payment, fund
 * earning and loan interest payment, with a section column. Decimals are written as computed (EUR
 * figures to the cent, original amounts as recorded); a year with nothing has the header alone.
 */
export function taxReportCsv(model: TaxReportModel, language: DocumentLanguage): Buffer {
  const f = new TaxFormat(language);
  const t = f.t;
  const h = t.csv.header;
  const header = [
    h.section,
    h.date,
    h.reference,
    h.security,
    h.kind,
    h.country,
    h.currency,
    h.shares,
    h.eurRate,
    h.proceeds,
    h.cost,
    h.gain,
    h.deferredLoss,
    h.computableGain,
    h.twoMonth,
    h.gross,
    h.withholding,
    h.fee,
    h.net,
    h.grossEur,
    h.withholdingEur,
    h.feeEur,
    h.netEur,
    h.explanation,
  ];
  const d = (v: Decimal) => decimalCell(v.toFixed());
  const e = (v: Decimal) => decimalCell(v.toFixed(2));
  const none = (n: number): CsvCell[] => Array.from({ length: n }, () => null);
  const rows: CsvCell[][] = [];
  for (const l of model.report.lines) {
    rows.push([
      t.csv.sections.realised,
      l.date,
      l.ref ?? '',
      l.symbol,
      f.lineKind(l),
      null,
      l.sale.currency,
      d(l.sale.shares),
      d(l.sale.rate),
      e(l.proceeds),
      e(l.cost),
      e(l.gain),
      e(l.deferredLoss),
      e(l.computableGain),
      f.twoMonth(l),
      ...none(8),
      f.explanation(l.explanation),
    ]);
  }
  for (const p of model.report.dividends.payments) {
    rows.push([
      t.csv.sections.dividend,
      p.date,
      p.ref ?? '',
      p.symbol,
      t.direction[p.direction],
      p.country,
      p.currency,
      null,
      d(p.rate),
      ...none(6),
      d(p.gross),
      d(p.withholding),
      null,
      d(p.net),
      e(p.grossEur),
      e(p.withholdingEur),
      null,
      e(p.netEur),
      f.dividend(p),
    ]);
  }
  for (const x of model.funds) {
    const explanation = [f.converted(x.earnings, x.currency, x.rate, x.earningsEur)];
    if (!x.earlyFee.isZero()) explanation.push(`${t.columns.fee}: ${f.converted(x.earlyFee, x.currency, x.rate, x.feeEur)}`);
    rows.push([
      t.csv.sections.fundEarnings,
      x.date,
      x.orderNo,
      x.product,
      null,
      null,
      x.currency,
      null,
      d(x.rate),
      ...none(6),
      d(x.earnings),
      null,
      d(x.earlyFee),
      d(x.earnings.minus(x.earlyFee)),
      e(x.earningsEur),
      null,
      e(x.feeEur),
      e(x.netEur),
      explanation.join(t.explain.separator),
    ]);
  }
  for (const x of model.loans) {
    rows.push([
      t.csv.sections.loanInterest,
      x.date,
      x.ref,
      x.loanNo,
      t.via[x.via],
      null,
      x.currency,
      null,
      d(x.rate),
      ...none(6),
      d(x.interest),
      null,
      null,
      d(x.interest),
      e(x.interestEur),
      null,
      null,
      e(x.interestEur),
      f.converted(x.interest, x.currency, x.rate, x.interestEur),
    ]);
  }
  return toCsv(header, rows);
}
