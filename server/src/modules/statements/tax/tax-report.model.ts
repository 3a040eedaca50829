// The computed yearly tax report, made by tax-report.document.ts and drawn by tax-report.pdf.ts.
import type Decimal from 'decimal.js';
import type { SpainTaxReport } from './spain-fifo.types';
import type { FundEarning, LoanInterestPaid } from './tax-report.data';
import type { RateUse } from './tax-report.rates';

export interface FundLine extends FundEarning {
  /** EUR per unit on the pay day. */
  rate: Decimal;
  earningsEur: Decimal;
  feeEur: Decimal;
  netEur: Decimal;
}

export interface LoanLine extends LoanInterestPaid {
  rate: Decimal;
  interestEur: Decimal;
}

export interface TaxReportModel {
  year: number;
  /** The last complete day the report reflects (the day before it was built). */
  asOf: string;
  report: SpainTaxReport;
  funds: FundLine[];
  loans: LoanLine[];
  /** Every exchange rate the figures used. */
  rates: RateUse[];
  fundsNet: Decimal;
  loanInterest: Decimal;
  /** Nothing realised, received or paid in the year. */
  empty: boolean;
  /** When a line's two months after the sale are still running: the last day of the latest window. */
  provisionalUntil: string | null;
}
