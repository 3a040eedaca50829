import type Decimal from 'decimal.js';
import { Money } from '../../../shared/money';
import type { DocumentLanguage } from '../pdf/fonts';
import { PdfDocumentBuilder, type TableColumn, type TableRow } from '../pdf/pdf-document';
import { TEXT_LIMITS } from '../pdf/safe-text';
import type { DocumentBuildContext } from './document-build';
import {
  formatAmount,
  formatDay,
  formatInstant,
  formatLineTime,
  formatMoney,
  formatMonth,
  formatPrice,
  formatShares,
} from './document-format';
import { builderTranslator, chargeLabel, kindLabel, memoText, textsFor } from './document-texts';
import type { StatementTexts } from './document-texts.types';
import type { MonthlyStatementData, StatementCurrency, StatementLine } from './monthly-statement.types';

// Draws the monthly statement from its data (monthly-statement.ts): per currency, the opening balances,
// the month's ledger lines with the running available balance, the closing balances, the month's trading
// charges and dividends, what was frozen at the month's end and the open positions valued at the month's
// last close. Every figure is a decimal formatted for the language; every text goes through the PDF
// builder's hostile-text rules (memos are ops' or other systems' words).

/** Lines between two progress reports while rows are prepared. */
const PROGRESS_EVERY = 250;
/** The part of the progress the lines take (loading takes the part before, the file's end the rest). */
const LINES_FROM = 0.1;
const LINES_TO = 0.95;

export async function renderMonthlyStatement(ctx: DocumentBuildContext, data: MonthlyStatementData): Promise<Buffer> {
  const language = ctx.language;
  const t = textsFor(language);
  const s = t.statement;
  const doc = new PdfDocumentBuilder({
    language,
    t: builderTranslator(language),
    clock: ctx.clock,
    header: {
      title: s.title,
      holderName: ctx.holder.name,
      holderNumber: ctx.holder.number,
      period: s.period(formatMonth(data.month, language)),
    },
    footerNote: t.generated(formatInstant(ctx.clock.now(), language)),
  });
  doc.paragraph(s.coverage(formatDay(data.firstDay, language), formatDay(data.lastDay, language)), { muted: true });
  if (data.currencies.length === 0) doc.notice(s.noTransactions);

  const total = Math.max(
    1,
    data.currencies.reduce((n, c) => n + c.lines.length, 0),
  );
  let done = 0;
  const progress = (lines: number) => ctx.progress(LINES_FROM + ((LINES_TO - LINES_FROM) * Math.min(lines, total)) / total);
  for (const c of data.currencies) {
    // Rows are prepared in slices with a progress report between them, then drawn as one table (so its
    // header repeats on every page it spans); the drawing of a slice is synchronous in pdfkit anyway.
    const rows: TableRow[] = [];
    for (let i = 0; i < c.lines.length; i += PROGRESS_EVERY) {
      for (const line of c.lines.slice(i, i + PROGRESS_EVERY)) rows.push(lineRow(line, c.currency, language));
      done += Math.min(PROGRESS_EVERY, c.lines.length - i);
      await progress(done);
    }
    drawCurrency(doc, c, rows, language, s);
  }
  const bytes = await doc.toBuffer();
  await ctx.progress(1);
  return bytes;
}

function lineColumns(s: StatementTexts): TableColumn[] {
  return [
    { header: s.col.date, width: 1.35 },
    { header: s.col.description, width: 2.1, maxLength: TEXT_LIMITS.description, maxLines: 4 },
    // An order number ("O202612021000003") must stay on one line.
    { header: s.col.reference, width: 1.75 },
    { header: s.col.instrument, width: 1.15, maxLines: 2 },
    { header: s.col.availableChange, width: 1.15, align: 'right' },
    { header: s.col.frozenChange, width: 1.0, align: 'right' },
    { header: s.col.availableAfter, width: 1.4, align: 'right' },
  ];
}

/** One ledger line: its time, its kind in words and memo, what it is about, its changes and the balance after it. */
export function lineRow(l: StatementLine, currency: string, language: DocumentLanguage): TableRow {
  const memo = memoText(l.memo, language);
  const change = (d: Decimal) => (d.isZero() ? '' : formatAmount(d, currency, language, 'always'));
  return [
    formatLineTime(l.at, language),
    memo ? `${kindLabel(l.kind, language)} — ${memo}` : kindLabel(l.kind, language),
    l.orderNo ?? '',
    l.label ?? '',
    change(l.availableChange),
    change(l.frozenChange),
    formatAmount(l.availableAfter, currency, language),
  ];
}

function drawCurrency(
  doc: PdfDocumentBuilder,
  c: StatementCurrency,
  rows: TableRow[],
  language: DocumentLanguage,
  s: StatementTexts,
): void {
  const amount = (d: Decimal) => formatAmount(d, c.currency, language);
  doc.heading(s.account(c.currency));
  doc.keyValues([
    [s.openingAvailable, amount(c.opening.available)],
    [s.openingFrozen, amount(c.opening.frozen)],
  ]);
  if (rows.length === 0) doc.notice(s.noTransactions);
  else doc.table(lineColumns(s), rows, { fontSize: 8 });
  doc.keyValues(
    [
      [s.closingAvailable, amount(c.closing.available)],
      [s.closingFrozen, amount(c.closing.frozen)],
    ],
    { style: 'total' },
  );
  drawCharges(doc, c, language, s);
  drawDividends(doc, c, language, s);
  drawHolds(doc, c, language, s);
  drawPositions(doc, c, language, s);
}

function drawCharges(doc: PdfDocumentBuilder, c: StatementCurrency, language: DocumentLanguage, s: StatementTexts): void {
  doc.heading(s.charges(c.currency));
  if (c.charges.length === 0) {
    doc.paragraph(s.chargesNone, { muted: true });
    return;
  }
  const sum = c.charges.reduce((acc, ch) => acc.plus(ch.amount), new Money(0));
  doc.keyValues(c.charges.map((ch) => [chargeLabel(ch.kind, language), formatAmount(ch.amount, c.currency, language)] as const));
  doc.keyValues([[s.chargesTotal, formatAmount(sum, c.currency, language)]], { style: 'total' });
}

function drawDividends(doc: PdfDocumentBuilder, c: StatementCurrency, language: DocumentLanguage, s: StatementTexts): void {
  doc.heading(s.dividends(c.currency));
  const d = c.dividends;
  if (d.count === 0) {
    doc.paragraph(s.dividendsNone, { muted: true });
    return;
  }
  const cell = (v: Decimal) => ({ text: formatAmount(v, c.currency, language), simulated: d.simulated });
  const rows: Array<readonly [string, { text: string; simulated: boolean }]> = [
    [s.dividendsGross, cell(d.gross)],
    [s.dividendsWithholding, cell(d.withholding)],
    [s.dividendsNet, cell(d.net)],
  ];
  if (!d.shortPaid.isZero()) rows.push([s.dividendsShortPaid, cell(d.shortPaid)]);
  doc.keyValues(rows);
}

function drawHolds(doc: PdfDocumentBuilder, c: StatementCurrency, language: DocumentLanguage, s: StatementTexts): void {
  doc.heading(s.holds(c.currency));
  if (c.holds.length === 0) {
    doc.paragraph(s.holdsNone, { muted: true });
    return;
  }
  const sum = c.holds.reduce((acc, h) => acc.plus(h.amount), new Money(0));
  const rows: TableRow[] = c.holds.map((h) => [
    formatLineTime(h.since, language),
    kindLabel(h.kind, language),
    h.orderNo ?? '',
    h.label ?? '',
    formatAmount(h.amount, c.currency, language),
  ]);
  rows.push({ cells: [s.holdsTotal, '', '', '', formatAmount(sum, c.currency, language)], style: 'total' });
  doc.table(
    [
      { header: s.holdCol.since, width: 1.35 },
      { header: s.holdCol.description, width: 2.1, maxLines: 2 },
      { header: s.holdCol.reference, width: 1.75 },
      { header: s.holdCol.instrument, width: 1.15, maxLines: 2 },
      { header: s.holdCol.amount, width: 1.3, align: 'right' },
    ],
    rows,
    { fontSize: 8 },
  );
}

function drawPositions(doc: PdfDocumentBuilder, c: StatementCurrency, language: DocumentLanguage, s: StatementTexts): void {
  const t = textsFor(language);
  doc.heading(s.positions(c.currency));
  if (c.positions.length === 0) {
    doc.paragraph(s.positionsNone, { muted: true });
    return;
  }
  const rows: TableRow[] = c.positions.map((p) => {
    const name = p.names[language] ?? p.name;
    const valued = (v: Decimal | null, text: (v: Decimal) => string) =>
      v === null ? s.noClose : { text: text(v), simulated: p.simulated };
    return [
      p.tradeNo,
      name && name !== p.symbol ? `${p.symbol} ${name}` : p.symbol,
      t.directions[p.direction],
      formatShares(p.shares, language),
      formatPrice(p.entryPrice, language),
      valued(p.close, (v) => formatPrice(v, language)),
      valued(p.marketValue, (v) => formatMoney(v, p.quoteCurrency, language)),
      valued(p.unrealised, (v) => formatMoney(v, p.quoteCurrency, language)),
      formatAmount(p.margin, c.currency, language),
    ];
  });
  doc.table(
    [
      { header: s.positionCol.trade, width: 1.85 },
      { header: s.positionCol.instrument, width: 1.35, maxLines: 3 },
      { header: s.positionCol.direction, width: 0.95 },
      { header: s.positionCol.shares, width: 0.75, align: 'right' },
      { header: s.positionCol.entryPrice, width: 1.0, align: 'right' },
      { header: s.positionCol.close, width: 1.0, align: 'right' },
      { header: s.positionCol.marketValue, width: 1.35, align: 'right' },
      { header: s.positionCol.unrealised, width: 1.35, align: 'right' },
      { header: s.positionCol.margin, width: 1.05, align: 'right' },
    ],
    rows,
    { fontSize: 8 },
  );
  doc.paragraph(s.positionsNote, { muted: true, size: 8 });
  if (c.positions.some((p) => p.simulated && p.close !== null)) doc.notice(s.positionsSimulated, { simulated: true });
}
