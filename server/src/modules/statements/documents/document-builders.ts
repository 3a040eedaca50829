import { buildCsvExport } from '../csv/exports';
import { buildTaxReport } from '../tax/tax-report.document';
import type { CsvExportParams, MonthlyStatementParams, TaxReportParams, TradeConfirmationParams } from './document-build';
import type { DocumentBuilder } from './documents.service';
import { buildMonthlyStatement } from './monthly-statement';
import { buildTradeConfirmation } from './trade-confirmation';

/** Which builder makes which kind of document. */
export const buildDocument: DocumentBuilder = (ctx, kind, params) => {
  switch (kind) {
    case 'monthly_statement':
      return buildMonthlyStatement(ctx, params as MonthlyStatementParams);
    case 'trade_confirmation':
      return buildTradeConfirmation(ctx, params as TradeConfirmationParams);
    case 'csv_export':
      return buildCsvExport(ctx, params as CsvExportParams);
    case 'tax_report':
      return buildTaxReport(ctx, params as TaxReportParams);
  }
};
