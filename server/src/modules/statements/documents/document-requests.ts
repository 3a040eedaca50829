import { CommonError } from '../../../shared/common.errors';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/ids';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../pdf/fonts';
import { monthKey } from './document-format';
import type { CsvDataset, CsvExportParams, MonthlyStatementParams, TaxReportParams, TradeConfirmationParams } from './document-build';
import { DocumentsError } from './documents.errors';

// What a user may ask for, checked before anything is stored: each kind's parameters, normalised, so one
// document is one `params_key`.

export type DocumentKind = 'monthly_statement' | 'trade_confirmation' | 'tax_report' | 'csv_export';
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['monthly_statement', 'trade_confirmation', 'tax_report', 'csv_export'];
export const CSV_DATASETS: readonly CsvDataset[] = ['statement', 'orders', 'positions', 'closed_positions'];
export type DocumentParams = MonthlyStatementParams | TradeConfirmationParams | TaxReportParams | CsvExportParams;

/** The first year documents cover (Vela's records begin after it). */
export const FIRST_YEAR = 2020;
/** The longest export, in years. */
export const MAX_EXPORT_YEARS = 5;

/** The request as the API receives it (one input type for every kind; the kind says which fields count). */
export interface DocumentRequest {
  kind: string;
  language: string;
  month?: string | null;
  year?: number | null;
  format?: string | null;
  positionId?: string | null;
  leg?: string | null;
  dataset?: string | null;
  from?: string | null;
  to?: string | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function day(s: string | null | undefined): Date {
  const m = DAY.exec(s ?? '');
  const d = m ? new Date(`${s}T00:00:00Z`) : null;
  if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) throw new DomainError(DocumentsError.DOCUMENT_PERIOD_INVALID);
  return d;
}

export function checkRequest(r: DocumentRequest, now: Date): { kind: DocumentKind; params: DocumentParams; language: DocumentLanguage } {
  if (!(DOCUMENT_LANGUAGES as readonly string[]).includes(r.language)) throw new DomainError(CommonError.BAD_INPUT);
  const language = r.language as DocumentLanguage;
  const thisMonth = monthKey(now);
  switch (r.kind) {
    case 'monthly_statement': {
      const m = MONTH.exec(r.month ?? '');
      // A statement is of a month that is over.
      if (!m || Number(m[1]) < FIRST_YEAR || r.month! >= thisMonth) throw new DomainError(DocumentsError.DOCUMENT_PERIOD_INVALID);
      return { kind: r.kind, params: { month: r.month! }, language };
    }
    case 'trade_confirmation': {
      if (!r.positionId || !isUuid(r.positionId)) throw new DomainError(CommonError.NOT_FOUND);
      if (r.leg !== 'open' && r.leg !== 'close') throw new DomainError(CommonError.BAD_INPUT);
      return { kind: r.kind, params: { positionId: r.positionId.toLowerCase(), leg: r.leg }, language };
    }
    case 'tax_report': {
      const y = r.year;
      if (typeof y !== 'number' || !Number.isInteger(y) || y < FIRST_YEAR || y > now.getUTCFullYear())
        throw new DomainError(DocumentsError.DOCUMENT_PERIOD_INVALID);
      if (r.format !== 'pdf' && r.format !== 'csv') throw new DomainError(CommonError.BAD_INPUT);
      return { kind: r.kind, params: { year: y, format: r.format }, language };
    }
    case 'csv_export': {
      if (!(CSV_DATASETS as readonly string[]).includes(r.dataset ?? '')) throw new DomainError(CommonError.BAD_INPUT);
      const from = day(r.from);
      const to = day(r.to);
      if (from > to || from.getUTCFullYear() < FIRST_YEAR || to.getTime() > now.getTime() + 86_400_000)
        throw new DomainError(DocumentsError.DOCUMENT_PERIOD_INVALID);
      const limit = new Date(from);
      limit.setUTCFullYear(limit.getUTCFullYear() + MAX_EXPORT_YEARS);
      if (to >= limit) throw new DomainError(DocumentsError.DOCUMENT_RANGE_TOO_LONG, { maxYears: MAX_EXPORT_YEARS });
      return { kind: r.kind, params: { dataset: r.dataset as CsvDataset, from: r.from!, to: r.to! }, language };
    }
    default:
      throw new DomainError(CommonError.BAD_INPUT);
  }
}

/** One string per document: what makes two requests the same document. */
export function paramsKey(kind: DocumentKind, params: DocumentParams): string {
  const p = params as unknown as Record<string, unknown>;
  switch (kind) {
    case 'monthly_statement':
      return `month:${p.month}`;
    case 'trade_confirmation':
      return `position:${p.positionId}:${p.leg}`;
    case 'tax_report':
      return `year:${p.year}:${p.format}`;
    case 'csv_export':
      return `csv:${p.dataset}:${p.from}:${p.to}`;
  }
}
