import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import type { DocumentLanguage } from '../pdf/fonts';

// What every document builder receives and returns (issue 36). The documents service
// (documents.service.ts) checks the request, stores the result encrypted and serves it through signed
// links; a builder only reads the database and makes the bytes. A builder never writes.

/** Who the document is for, as its header shows them. */
export interface DocumentHolder {
  userId: string;
  /** The verified name (real-name), else the phone number masked. Hostile text is made safe by the PDF builder. */
  name: string;
  /** What identifies the account on paper: the masked phone number. */
  number: string;
  /** The user's country of tax residence when known (ISO 3166-1 alpha-2), else null. */
  taxCountry: string | null;
}

export interface DocumentBuildContext {
  ds: DataSource;
  /** The time of the build ("generated on"), and the PDF's creation date. */
  clock: Clock;
  holder: DocumentHolder;
  language: DocumentLanguage;
  /** Reports how far a long build is, 0–1 (a statement of many lines, a tax report); cheap to call often. */
  progress(fraction: number): Promise<void>;
}

/** A built file. */
export interface BuiltDocument {
  bytes: Buffer;
  /** 'application/pdf' or 'text/csv; charset=utf-8'. */
  contentType: string;
  /** A file name without a path, ASCII only: 'vela-statement-2026-10.pdf'. */
  fileName: string;
}

/** A month, 'YYYY-MM'. */
export type MonthKey = string;
/** A day, 'YYYY-MM-DD'. */
export type DayKey = string;

export interface MonthlyStatementParams {
  month: MonthKey;
}

export interface TradeConfirmationParams {
  /** The position whose opening fill or closing fill is confirmed (the trade detail's position). */
  positionId: string;
  leg: 'open' | 'close';
}

export interface TaxReportParams {
  year: number;
  format: 'pdf' | 'csv';
}

export type CsvDataset = 'statement' | 'orders' | 'positions' | 'closed_positions';

export interface CsvExportParams {
  dataset: CsvDataset;
  /** Inclusive days, UTC. */
  from: DayKey;
  to: DayKey;
}
