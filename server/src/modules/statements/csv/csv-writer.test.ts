import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-testkit';
import { type CsvCell, decimalCell, textCell, toCsv } from './csv-writer';

// The CSV rules (issue 36): UTF-8 with a BOM, RFC 4180 quoting and CRLF, decimals kept exactly, no cell a
// spreadsheet would run as a formula, hostile text made safe.

const one = (cell: CsvCell) => readCsv(toCsv(['a'], [[cell]]))[1]![0];

describe('the CSV writer', () => {
  it('starts with the BOM, ends every line with CRLF, and reads back cell for cell', () => {
    const bytes = toCsv(
      ['Name', 'Amount'],
      [
        ['Ana, "la" García', { decimal: '-12.5000' }],
        ['line\nbreak', null],
      ],
    );
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe('\uFEFFName,Amount\r\n"Ana, ""la"" García",-12.5000\r\nline break,\r\n');
    expect(readCsv(bytes)).toEqual([
      ['Name', 'Amount'],
      ['Ana, "la" García', '-12.5000'],
      ['line break', ''],
    ]);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['=HYPERLINK("http://evil.test","click")', `'=HYPERLINK("http://evil.test","click")`],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['-12.50', "'-12.50"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'=1"],
    ['|cmd', "'|cmd"],
    ['%0A', "'%0A"],
    ['\u202E=1', "'=1"],
    ['Dividend = 0.50', 'Dividend = 0.50'],
    ['ES:SAN', 'ES:SAN'],
  ])('neutralises a text cell %j as %j', (input, expected) => {
    expect(one(input)).toBe(expected);
    expect(textCell(input)).toBe(expected);
  });

  it.each(['-12.5000', '0', '123456789012345678.1234', '-0.01', '42'])('keeps the decimal %s exactly, not as text', (d) => {
    expect(one({ decimal: d })).toBe(d);
  });

  it.each(['1e5', '12,50', '=1', ' 1', 'NaN', '1.', '.5', ''])('refuses %j as a decimal', (bad) => {
    expect(() => decimalCell(bad)).toThrow(/not a decimal/);
  });

  it('removes bidi overrides and controls, and cuts 10,000 characters with an ellipsis', () => {
    expect(one('\u202Egnp.exe\u202C refund\u0007\u001b[31m')).toBe('gnp.exe refund[31m');
    const long = one('x'.repeat(10_000))!;
    expect(long.length).toBe(2000);
    expect(long.endsWith('…')).toBe(true);
  });

  it('refuses a row whose cells do not match the header', () => {
    expect(() => toCsv(['a', 'b'], [['only one']])).toThrow(/2/);
  });
});
