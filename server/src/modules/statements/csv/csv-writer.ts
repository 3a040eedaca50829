import { safeText } from '../pdf/safe-text';

// CSV files users download (issue 36): UTF-8 with a byte-order mark so spreadsheet programs read it as
// UTF-8, RFC 4180 quoting with CRLF line ends, decimals exactly as the data has them, and no cell a
// spreadsheet would run as a formula. docs/documents.md lists the rules.

/** A cell: text (made safe and neutralised), a decimal or whole number as a string (kept as it is), or empty. */
export type CsvCell = string | { decimal: string } | null | undefined;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';
/** Longest text cell: a memo of 10,000 characters is cut with "…" here. */
export const CSV_TEXT_LIMIT = 2000;
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A cell starting with one of these is run as a formula by Excel, LibreOffice or Sheets (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r|%]/;

/** A decimal cell: refuses anything that is not a plain decimal string, so a text cannot pass as one. */
export function decimalCell(value: string | { toFixed(): string }): { decimal: string } {
  const s = typeof value === 'string' ? value : value.toFixed();
  if (!DECIMAL.test(s)) throw new Error(`not a decimal: ${JSON.stringify(s).slice(0, 40)}`);
  return { decimal: s };
}

/**
 * A text cell as written: controls, bidi overrides and zero-width characters removed (safeText, one
 * line), cut to CSV_TEXT_LIMIT, and when it starts like a formula, prefixed with an apostrophe, which
 * spreadsheets show as text and never evaluate.
 */
export function textCell(value: string): string {
  const safe = safeText(value, CSV_TEXT_LIMIT);
  return FORMULA_START.test(safe) ? `'${safe}` : safe;
}

function field(cell: CsvCell): string {
  if (cell == null) return '';
  const s = typeof cell === 'string' ? textCell(cell) : decimalCell(cell.decimal).decimal;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: BOM, the header row, then the rows, each line ending in CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): Buffer {
  const lines: string[] = [header.map((h) => field(h)).join(',')];
  for (const row of rows) {
    if (row.length !== header.length) throw new Error(`a CSV row has ${row.length} cells, the header ${header.length}`);
    lines.push(row.map(field).join(','));
  }
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
