import PDFDocument from 'pdfkit';
import type { Clock } from '../../../shared/clock';
import { type DocumentLanguage, type FontWeight, loadFont, pickFace } from './fonts';
import { TEXT_LIMITS, safeText } from './safe-text';

// The PDF foundation of Vela's documents (issue 36: statements, trade confirmations, the tax report):
// A4 pages with a header (Vela, the document's title, the holder's name and number, the period) and a
// footer ("Page 1 of 3" in the document's language), headings, paragraphs, notices, and tables that
// break across pages with their header repeated. Every text goes through `safeText`; figures arrive as
// strings the caller formatted (no floats here). The same input and clock give the same bytes.
// docs/documents.md describes the API, the fonts and the hostile-text rules.

export type { DocumentLanguage } from './fonts';

/** The few texts the builder writes itself; the caller's `t` gives them in the document's language. */
export type DocumentTextKey =
  /** The footer, with `{page}` and `{pages}`: "Page 1 of 3", "第 1 / 3 頁". */
  | 'document.page'
  /** The label on a simulated figure: "Simulated", "模擬". */
  | 'document.simulated';

export type Translate = (key: DocumentTextKey, params?: Record<string, string | number>) => string;

export interface DocumentHeader {
  /** The document's title, translated: "Monthly statement". */
  title: string;
  /** The holder's name as the user wrote it (hostile text is made safe here). */
  holderName: string;
  /** The user's or account's number. */
  holderNumber: string;
  /** The period, formatted by the caller: "1–31 May 2026". */
  period?: string;
}

export interface PdfDocumentOptions {
  language: DocumentLanguage;
  t: Translate;
  /** Gives the document's creation and modification dates (so tests get the same bytes twice). */
  clock: Clock;
  header: DocumentHeader;
  /** A line at the left of every footer, e.g. "Generated 1 June 2026 · an aid, not tax advice". */
  footerNote?: string;
  /** pdfkit compresses page content (default); off only to read the raw streams in a test. */
  compress?: boolean;
}

export type Align = 'left' | 'right' | 'center';

export interface TableColumn {
  header: string;
  /** A relative width: the columns share the content width in proportion to it. */
  width: number;
  /** 'right' for amounts and quantities. A right-aligned text too wide for one line is drawn smaller. */
  align?: Align;
  /** Longer cell texts are cut with "…" (default `TEXT_LIMITS.cell`). */
  maxLength?: number;
  /** A cell wraps over at most this many lines, the last ending with "…" when cut (default 4). */
  maxLines?: number;
}

export interface TableCellSpec {
  text: string;
  /** A figure computed from simulated prices: drawn with the "Simulated" label under it. */
  simulated?: boolean;
  bold?: boolean;
}

export type TableCell = string | TableCellSpec;

export interface TableRowSpec {
  cells: readonly TableCell[];
  /** 'total': bold with a rule above (opening and closing balances, totals); 'muted': grey. */
  style?: 'total' | 'muted';
}

export type TableRow = readonly TableCell[] | TableRowSpec;

export interface TableOptions {
  /** Draw the header row (and repeat it on every page the table continues on). Default true. */
  header?: boolean;
  /** Default 8.5 points. */
  fontSize?: number;
  /** Shade every other row. Default true. */
  zebra?: boolean;
}

/** Where a table's columns were drawn, in points from the page's top-left corner, and on which pages. */
export interface TableLayout {
  columns: { x: number; width: number }[];
  /** Zero-based indexes of the pages the table's rows are on. */
  pages: number[];
}

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGINS = { top: 80, bottom: 60, left: 42, right: 42 } as const;

const COLORS = {
  text: '#111827',
  muted: '#4b5563',
  rule: '#d1d5db',
  headerFill: '#eef0f3',
  zebra: '#f8f9fa',
  simulated: '#b45309',
  simulatedFill: '#fef3c7',
} as const;

const PAD_X = 3;
const PAD_Y = 2.5;
const CELL_SIZE = 8.5;
const MIN_NUMERIC_SIZE = 6;
const LABEL_SIZE = 6.5;
const DEFAULT_MAX_LINES = 4;
const HEADER_MAX_LINES = 3;

interface Styled {
  text: string;
  font: string;
  size: number;
}

interface PreparedCell extends Styled {
  align: Align;
  /** The text's width on one line, in points. */
  width: number;
  /** How many lines it is drawn on (1 when it fits the column). */
  lines: number;
  /** Height of the text's lines, without the label. */
  textHeight: number;
  simulated: boolean;
}

interface PreparedRow {
  cells: PreparedCell[];
  height: number;
  style: 'header' | 'body' | 'total' | 'muted';
}

export class PdfDocumentBuilder {
  readonly language: DocumentLanguage;
  private readonly doc: PDFKit.PDFDocument;
  private readonly ended: Promise<Buffer>;
  private readonly registered = new Set<string>();
  private readonly missing = new Set<string>();
  private readonly header: Required<DocumentHeader>;
  private readonly footerNote: string;
  private finished = false;

  constructor(private readonly options: PdfDocumentOptions) {
    this.language = options.language;
    const now = options.clock.now();
    this.header = {
      title: safeText(options.header.title, TEXT_LIMITS.cell),
      holderName: safeText(options.header.holderName, TEXT_LIMITS.name),
      holderNumber: safeText(options.header.holderNumber, TEXT_LIMITS.name),
      period: safeText(options.header.period, TEXT_LIMITS.name),
    };
    this.footerNote = safeText(options.footerNote, TEXT_LIMITS.cell);
    this.doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margins: { ...MARGINS },
      bufferPages: true,
      compress: options.compress ?? true,
      pdfVersion: '1.7',
      lang: options.language,
      displayTitle: true,
      info: { Title: this.header.title, Author: 'Vela', Creator: 'Vela', Producer: 'Vela', CreationDate: now, ModDate: now },
    });
    const chunks: Buffer[] = [];
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** The width between the left and right margins, in points. */
  get contentWidth(): number {
    return PAGE.width - MARGINS.left - MARGINS.right;
  }

  /** Characters drawn so far that no embedded face has a glyph for (they show as boxes). */
  get missingGlyphs(): string[] {
    return [...this.missing];
  }

  /** A section heading, kept on the same page as the lines that follow it. */
  heading(text: string): this {
    this.assertOpen();
    const s = this.styled(safeText(text, TEXT_LIMITS.cell), 'bold', 11.5);
    const height = this.doc.heightOfString(s.text, { width: this.contentWidth, lineGap: 0 });
    this.ensureSpace(height + 8 + 40);
    const y = this.doc.y > MARGINS.top + 1 ? this.doc.y + 8 : this.doc.y;
    this.draw(s, MARGINS.left, y, this.contentWidth, { color: COLORS.text });
    this.doc.y = y + height + 4;
    return this;
  }

  /** A paragraph of text; it flows on to the next page when long. */
  paragraph(text: string, options: { maxLength?: number; muted?: boolean; size?: number } = {}): this {
    this.assertOpen();
    const s = this.styled(safeText(text, options.maxLength ?? TEXT_LIMITS.paragraph), 'regular', options.size ?? 9);
    this.ensureSpace(this.doc.currentLineHeight(true) * 2);
    this.doc
      .fillColor(options.muted ? COLORS.muted : COLORS.text)
      .text(s.text, MARGINS.left, this.doc.y, { width: this.contentWidth, lineGap: 1.5, align: 'left' });
    this.doc.x = MARGINS.left;
    this.doc.y += 4;
    return this;
  }

  /**
   * A boxed note; `simulated` draws it in the simulated style with the "Simulated" label first (for
   * "positions valued at simulated prices").
   */
  notice(text: string, options: { simulated?: boolean } = {}): this {
    this.assertOpen();
    const width = this.contentWidth;
    const label = options.simulated ? this.styled(safeText(this.options.t('document.simulated'), 60), 'bold', LABEL_SIZE + 1) : null;
    const labelHeight = label ? this.doc.currentLineHeight(true) + 1 : 0;
    const body = this.styled(safeText(text, TEXT_LIMITS.description), 'regular', 8.5);
    const bodyHeight = this.doc.heightOfString(body.text, { width: width - 12, lineGap: 0 });
    const height = labelHeight + bodyHeight + 10;
    this.ensureSpace(height + 6);
    const y = this.doc.y + 3;
    this.doc
      .save()
      .rect(MARGINS.left, y, width, height)
      .fillAndStroke(options.simulated ? COLORS.simulatedFill : COLORS.headerFill, options.simulated ? COLORS.simulated : COLORS.rule)
      .restore();
    if (label) this.draw(label, MARGINS.left + 6, y + 5, width - 12, { color: COLORS.simulated, maxLines: 1 });
    this.draw(body, MARGINS.left + 6, y + 5 + labelHeight, width - 12, { color: COLORS.text, height: bodyHeight });
    this.doc.x = MARGINS.left;
    this.doc.y = y + height + 6;
    return this;
  }

  /** Label–value lines (opening balance, closing balance…): a headerless two-column table. */
  keyValues(rows: readonly (readonly [string, TableCell])[], options: { style?: 'total' } = {}): TableLayout {
    return this.table(
      [
        { header: '', width: 3 },
        { header: '', width: 2, align: 'right' },
      ],
      rows.map(([label, value]) => ({ cells: [label, value], style: options.style })),
      { header: false, zebra: false },
    );
  }

  /** Vertical space, in points. */
  spacer(points = 8): this {
    this.assertOpen();
    this.doc.y += points;
    return this;
  }

  pageBreak(): this {
    this.assertOpen();
    this.doc.addPage();
    return this;
  }

  /**
   * A table: column widths in proportion, cells wrapped inside their column (never over the next one),
   * right-aligned figures, a page break before a row that does not fit, with the header drawn again.
   */
  table(columns: readonly TableColumn[], rows: Iterable<TableRow>, options: TableOptions = {}): TableLayout {
    this.assertOpen();
    if (columns.length === 0) throw new RangeError('a table needs at least one column');
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    if (!(total > 0) || columns.some((c) => !(c.width > 0))) throw new RangeError('column widths must be positive');
    const size = options.fontSize ?? CELL_SIZE;
    const zebra = options.zebra ?? true;
    const layout: TableLayout = { columns: [], pages: [] };
    let x = MARGINS.left;
    for (const c of columns) {
      const width = (this.contentWidth * c.width) / total;
      layout.columns.push({ x, width });
      x += width;
    }
    const header =
      options.header === false
        ? null
        : this.prepareRow(
            columns,
            layout,
            columns.map((c) => ({ text: c.header, bold: true })),
            'header',
            size,
          );
    const onPage = () => {
      const page = this.pageIndex();
      if (layout.pages[layout.pages.length - 1] !== page) layout.pages.push(page);
    };
    let y = this.doc.y + 2;
    let index = 0;
    let needHeader = header !== null;
    for (const row of rows) {
      const spec: TableRowSpec = isRowSpec(row) ? row : { cells: row };
      if (spec.cells.length !== columns.length) {
        throw new RangeError(`a row has ${spec.cells.length} cells for ${columns.length} columns`);
      }
      const prepared = this.prepareRow(columns, layout, spec.cells, spec.style ?? 'body', size);
      const before = needHeader && header ? header.height : 0;
      if (y + before + prepared.height > this.maxY()) {
        this.doc.addPage();
        y = this.doc.y;
        needHeader = header !== null;
      }
      if (needHeader && header) {
        this.drawRow(header, layout, y, false);
        y += header.height;
        needHeader = false;
      }
      onPage();
      this.drawRow(prepared, layout, y, zebra && index % 2 === 1);
      y += prepared.height;
      index++;
    }
    if (index === 0 && header) {
      if (y + header.height > this.maxY()) {
        this.doc.addPage();
        y = this.doc.y;
      }
      onPage();
      this.drawRow(header, layout, y, false);
      y += header.height;
    }
    this.doc.x = MARGINS.left;
    this.doc.y = y + 6;
    return layout;
  }

  /** Ends the document: draws every page's header and footer and returns the PDF's bytes. */
  async toBuffer(): Promise<Buffer> {
    if (!this.finished) {
      this.finished = true;
      this.decoratePages();
      this.doc.end();
    }
    return this.ended;
  }

  // ── internals ──────────────────────────────────────────────────────────────────────────────────────

  private assertOpen(): void {
    if (this.finished) throw new Error('the document is finished: toBuffer() was called');
  }

  private maxY(): number {
    return PAGE.height - MARGINS.bottom;
  }

  private pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.maxY() && this.doc.y > MARGINS.top + 1) this.doc.addPage();
  }

  /** Selects the face (by language and by the glyphs the text needs), weight and size; returns them. */
  private styled(text: string, weight: FontWeight, size: number): Styled {
    const { face, missing } = pickFace(text, this.language, weight);
    for (const ch of missing) this.missing.add(ch);
    const font = `${face}-${weight}`;
    if (!this.registered.has(font)) {
      // pdfkit takes a parsed fontkit font as well as a file (its font factory checks for `layout`).
      this.doc.registerFont(font, loadFont(face, weight) as unknown as PDFKit.Mixins.PDFFontSource);
      this.registered.add(font);
    }
    this.doc.font(font).fontSize(size);
    return { text, font, size };
  }

  /**
   * Draws a text inside a box: `width` wide, at most `maxLines` lines (or `height` points) high, the
   * last line ending with "…" when cut. pdfkit never adds a page for a text given a height.
   */
  private draw(
    s: Styled,
    x: number,
    y: number,
    width: number,
    o: { color: string; align?: Align; maxLines?: number; height?: number },
  ): void {
    this.doc.font(s.font).fontSize(s.size);
    const lineHeight = this.doc.currentLineHeight(true);
    const height = o.height ?? lineHeight * (o.maxLines ?? 1000);
    this.doc.fillColor(o.color).text(s.text, x, y, { width, height: height + 0.5, ellipsis: true, align: o.align ?? 'left', lineGap: 0 });
    this.doc.x = MARGINS.left;
  }

  /**
   * Draws a cell measured to fit on one line without pdfkit's line wrapper (most cells of a statement;
   * the wrapper and its line breaker cost more than the drawing), aligned from the measured width.
   */
  private drawLine(c: PreparedCell, x: number, y: number, width: number, color: string): void {
    const offset = c.align === 'right' ? width - c.width : c.align === 'center' ? (width - c.width) / 2 : 0;
    this.doc
      .font(c.font)
      .fontSize(c.size)
      .fillColor(color)
      .text(c.text, x + Math.max(0, offset), y, { lineBreak: false });
    this.doc.x = MARGINS.left;
  }

  private prepareRow(
    columns: readonly TableColumn[],
    layout: TableLayout,
    cells: readonly TableCell[],
    style: PreparedRow['style'],
    size: number,
  ): PreparedRow {
    const prepared: PreparedCell[] = [];
    let height = 0;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      const cell = cells[i];
      const spec: TableCellSpec = typeof cell === 'string' ? { text: cell } : cell;
      const bold = style === 'header' || style === 'total' || spec.bold === true;
      const maxLines = style === 'header' ? HEADER_MAX_LINES : (column.maxLines ?? DEFAULT_MAX_LINES);
      const c = this.prepareCell(spec, column, layout.columns[i].width - 2 * PAD_X, bold ? 'bold' : 'regular', size, maxLines);
      prepared.push(c);
      height = Math.max(height, c.textHeight + (c.simulated ? this.labelHeight() : 0));
    }
    return { cells: prepared, height: height + 2 * PAD_Y, style };
  }

  private prepareCell(
    spec: TableCellSpec,
    column: TableColumn,
    avail: number,
    weight: FontWeight,
    size: number,
    maxLines: number,
  ): PreparedCell {
    const align = column.align ?? 'left';
    const s = this.styled(safeText(spec.text, column.maxLength ?? TEXT_LIMITS.cell), weight, size);
    let width = this.doc.widthOfString(s.text);
    if (align === 'right' && width > avail) {
      // A figure stays on one line when it can: smaller rather than broken between digits.
      s.size = Math.max(MIN_NUMERIC_SIZE, Math.floor(((size * avail) / width) * 10) / 10);
      this.doc.fontSize(s.size);
      width = this.doc.widthOfString(s.text);
    }
    const lineHeight = this.doc.currentLineHeight(true);
    const lines = width <= avail ? 1 : Math.max(1, Math.round(this.doc.heightOfString(s.text, { width: avail, lineGap: 0 }) / lineHeight));
    return {
      ...s,
      align,
      width,
      lines: Math.min(lines, maxLines),
      textHeight: Math.min(lines, maxLines) * lineHeight,
      simulated: spec.simulated === true,
    };
  }

  private labelHeight(): number {
    this.doc.font(this.styled(this.simulatedText(), 'bold', LABEL_SIZE).font).fontSize(LABEL_SIZE);
    return this.doc.currentLineHeight(true);
  }

  private simulatedText(): string {
    return safeText(this.options.t('document.simulated'), 60);
  }

  private drawRow(row: PreparedRow, layout: TableLayout, y: number, shaded: boolean): void {
    const left = MARGINS.left;
    const width = this.contentWidth;
    const fill = row.style === 'header' ? COLORS.headerFill : shaded ? COLORS.zebra : null;
    if (fill) this.doc.save().rect(left, y, width, row.height).fill(fill).restore();
    if (row.style === 'total') {
      this.doc
        .save()
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.8)
        .stroke(COLORS.text)
        .restore();
    }
    const color = row.style === 'muted' ? COLORS.muted : COLORS.text;
    for (let i = 0; i < row.cells.length; i++) {
      const c = row.cells[i];
      const { x, width: w } = layout.columns[i];
      if (c.lines === 1) this.drawLine(c, x + PAD_X, y + PAD_Y, w - 2 * PAD_X, color);
      else this.draw(c, x + PAD_X, y + PAD_Y, w - 2 * PAD_X, { color, align: c.align, height: c.textHeight });
      if (c.simulated) {
        const label = this.styled(this.simulatedText(), 'bold', LABEL_SIZE);
        this.draw(label, x + PAD_X, y + PAD_Y + c.textHeight, w - 2 * PAD_X, { color: COLORS.simulated, align: c.align, maxLines: 1 });
      }
    }
    this.doc
      .save()
      .moveTo(left, y + row.height)
      .lineTo(left + width, y + row.height)
      .lineWidth(row.style === 'header' ? 0.8 : 0.4)
      .stroke(COLORS.rule)
      .restore();
  }

  private decoratePages(): void {
    const range = this.doc.bufferedPageRange();
    const pages = range.count;
    const left = MARGINS.left;
    const width = this.contentWidth;
    const h = this.header;
    const brand = this.styled('Vela', 'bold', 14);
    const title = this.styled(h.title, 'bold', 11.5);
    // The holder's number stays whole whatever the name's length: the name is cut to the room left.
    const holderWidth = width * 0.6;
    const number = h.holderNumber ? this.styled(h.holderName ? ` · ${h.holderNumber}` : h.holderNumber, 'regular', 8.5) : null;
    const numberWidth = number ? Math.min(this.doc.widthOfString(number.text), holderWidth / 2) : 0;
    const name = h.holderName ? this.styled(h.holderName, 'regular', 8.5) : null;
    const nameWidth = name ? Math.min(this.doc.widthOfString(name.text), holderWidth - numberWidth) : 0;
    const period = h.period ? this.styled(h.period, 'regular', 8.5) : null;
    const note = this.footerNote ? this.styled(this.footerNote, 'regular', 7.5) : null;
    for (let i = 0; i < pages; i++) {
      this.doc.switchToPage(range.start + i);
      const page = this.doc.page;
      const bottom = page.margins.bottom;
      page.margins.bottom = 0; // drawing in the margins must not add a page
      this.draw(brand, left, 30, width * 0.25, { color: COLORS.text, maxLines: 1 });
      this.draw(title, left + width * 0.25, 32, width * 0.75, { color: COLORS.text, align: 'right', maxLines: 1 });
      if (name) this.draw(name, left, 52, holderWidth - numberWidth, { color: COLORS.muted, maxLines: 1 });
      if (number) this.draw(number, left + nameWidth, 52, numberWidth + 0.5, { color: COLORS.muted, maxLines: 1 });
      if (period) this.draw(period, left + width * 0.6, 52, width * 0.4, { color: COLORS.muted, align: 'right', maxLines: 1 });
      this.doc
        .save()
        .moveTo(left, 68)
        .lineTo(left + width, 68)
        .lineWidth(0.6)
        .stroke(COLORS.rule)
        .restore();
      const footerY = PAGE.height - 42;
      this.doc
        .save()
        .moveTo(left, footerY - 6)
        .lineTo(left + width, footerY - 6)
        .lineWidth(0.4)
        .stroke(COLORS.rule)
        .restore();
      if (note) this.draw(note, left, footerY, width * 0.7, { color: COLORS.muted, maxLines: 1 });
      const pageText = this.styled(safeText(this.options.t('document.page', { page: i + 1, pages }), 60), 'regular', 7.5);
      this.draw(pageText, left + width * 0.7, footerY, width * 0.3, { color: COLORS.muted, align: 'right', maxLines: 1 });
      page.margins.bottom = bottom;
    }
  }
}

function isRowSpec(row: TableRow): row is TableRowSpec {
  return !Array.isArray(row);
}

/** Builds a document with `draw` and returns its bytes. */
export async function renderPdf(options: PdfDocumentOptions, draw: (doc: PdfDocumentBuilder) => void): Promise<Buffer> {
  const builder = new PdfDocumentBuilder(options);
  draw(builder);
  return builder.toBuffer();
}
