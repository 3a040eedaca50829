import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/clock';
import { PdfDocumentBuilder, type TableColumn, type TableLayout, type TableRow, type Translate } from './pdf-document';

// The documents are checked as a person would check them (issue 36), with Debian's poppler-utils:
// pdftotext reads the text back, pdffonts lists the embedded fonts, pdftoppm renders a page, pdfinfo
// gives the page count and dates.

const run = promisify(execFile);
const POPPLER = ['pdftotext', 'pdftoppm', 'pdffonts', 'pdfinfo'];
const missingTools = POPPLER.filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
if (missingTools.length > 0) {
  console.warn(
    `SKIPPED: the PDF checks need poppler-utils (${missingTools.join(', ')} not found; apt-get install poppler-utils). CI has them.`,
  );
}
const withPoppler = describe.skipIf(missingTools.length > 0);

const CLOCK_AT = new Date('2026-06-01T02:00:00Z');
const ROWS = 120;

const MESSAGES: Record<'en' | 'zh-Hant', { page: string; simulated: string }> = {
  en: { page: 'Page {page} of {pages}', simulated: 'Simulated' },
  'zh-Hant': { page: '第 {page} / {pages} 頁', simulated: '模擬' },
};

function translator(language: 'en' | 'zh-Hant'): Translate {
  return (key, params = {}) => {
    const text = key === 'document.page' ? MESSAGES[language].page : MESSAGES[language].simulated;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  };
}

interface SampleLine {
  date: string;
  order: string;
  description: string;
  amount: string;
  balance: string;
}

const COPY = {
  en: {
    title: 'Monthly statement',
    name: 'Ada Lovelace',
    period: '1–31 May 2026',
    account: 'USD account',
    opening: 'Opening balance',
    closing: 'Closing balance',
    headers: ['Date', 'Order', 'Description', 'Amount', 'Balance'],
    line: (i: number) => (i % 2 === 0 ? `Dividend AAPL #${i}` : `Buy 10 TSLA #${i}`),
    note: 'Positions valued at simulated closing prices.',
  },
  'zh-Hant': {
    title: '月結單',
    name: '陳大文',
    period: '2026年5月1日 – 5月31日',
    account: '美元帳戶',
    opening: '期初餘額',
    closing: '期末餘額',
    headers: ['日期', '訂單編號', '摘要', '金額', '餘額'],
    line: (i: number) => (i % 2 === 0 ? `股息 台積電 2330.TW #${i}` : `買入 10 股 鴻海 #${i}`),
    note: '持倉以模擬收市價估值。',
  },
} as const;

/** Cents as a grouped decimal string, the way the caller's formatter would give it (no floats). */
function money(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

function sampleLines(language: 'en' | 'zh-Hant', count: number): SampleLine[] {
  let balance = 1_000_000n;
  const lines: SampleLine[] = [];
  for (let i = 1; i <= count; i++) {
    const amount = i % 3 === 0 ? -BigInt(i * 12_345) : BigInt(i * 101);
    balance += amount;
    lines.push({
      date: `2026-05-${String(((i - 1) % 31) + 1).padStart(2, '0')}`,
      order: `ORD-${String(i).padStart(6, '0')}`,
      description: COPY[language].line(i),
      amount: money(amount),
      balance: money(balance),
    });
  }
  return lines;
}

const COLUMNS = (language: 'en' | 'zh-Hant'): TableColumn[] => {
  const [date, order, description, amount, balance] = COPY[language].headers;
  return [
    { header: date, width: 1.2 },
    { header: order, width: 1.4 },
    { header: description, width: 3 },
    { header: amount, width: 1.3, align: 'right' },
    { header: balance, width: 1.4, align: 'right' },
  ];
};

interface Built {
  pdf: Buffer;
  lines: SampleLine[];
  layout: TableLayout;
  builder: PdfDocumentBuilder;
}

async function sampleStatement(language: 'en' | 'zh-Hant', options: { rows?: number; compress?: boolean; at?: Date } = {}): Promise<Built> {
  const copy = COPY[language];
  const lines = sampleLines(language, options.rows ?? ROWS);
  const builder = new PdfDocumentBuilder({
    language,
    t: translator(language),
    clock: new FixedClock(options.at ?? CLOCK_AT),
    header: { title: copy.title, holderName: copy.name, holderNumber: 'U-000123', period: copy.period },
    footerNote: 'Vela · 2026-06-01',
    compress: options.compress,
  });
  builder.heading(copy.account);
  builder.keyValues([[copy.opening, '10,000.00']]);
  const layout = builder.table(
    COLUMNS(language),
    lines.map((l, i): TableRow => [l.date, l.order, l.description, l.amount, i === 7 ? { text: l.balance, simulated: true } : l.balance]),
  );
  builder.keyValues([[copy.closing, lines[lines.length - 1].balance]], { style: 'total' });
  builder.notice(copy.note, { simulated: true });
  return { pdf: await builder.toBuffer(), lines, layout, builder };
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-pdf-test-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function save(name: string, pdf: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await fs.promises.writeFile(file, pdf);
  return file;
}

/** pdftotext -layout, one string per page. */
async function pagesOf(file: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const pages = stdout.split('\f');
  if (pages[pages.length - 1].trim() === '') pages.pop();
  return pages;
}

interface FontRow {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

/** pdffonts, parsed: name, type, emb, sub, uni. */
async function fontsOf(file: string): Promise<FontRow[]> {
  const { stdout } = await run('pdffonts', [file]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const m = /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/.exec(l.trim());
      if (!m) throw new Error(`unexpected pdffonts line: ${l}`);
      return { name: m[1], type: m[2], embedded: m[4] === 'yes', subset: m[5] === 'yes', unicode: m[6] === 'yes' };
    });
}

async function infoOf(file: string): Promise<Record<string, string>> {
  const { stdout } = await run('pdfinfo', ['-isodates', file]);
  return Object.fromEntries(
    stdout
      .split('\n')
      .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** pdftotext -bbox: every word of the first page with its box, in points from the top-left corner. */
async function wordsOf(file: string): Promise<Word[]> {
  const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', '-f', '1', '-l', '1', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const unescapeXml = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: unescapeXml(m[5]),
  }));
}

/** Renders page 1 to PNG at 50 dpi; returns the PNG's path. */
async function renderFirstPage(file: string, out: string): Promise<string> {
  await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, out]);
  return `${out}.png`;
}

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Every glyph id the page content draws (pdfkit writes Identity-H text as hex glyph ids in TJ arrays). */
function drawnGlyphIds(uncompressedPdf: Buffer): string[] {
  const text = uncompressedPdf.toString('latin1');
  const ids: string[] = [];
  for (const tj of text.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    for (const hex of tj[1].matchAll(/<([0-9a-fA-F]*)>/g)) ids.push(...(hex[1].match(/.{4}/g) ?? []));
  }
  return ids;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regex matching the values in order on one line, separated by at least one space. */
const onOneLine = (...values: string[]) => new RegExp(values.map(escapeRegex).join('\\s+'));
const squash = (s: string) => s.replace(/\s+/g, '');

withPoppler('a statement-like document read back with poppler', () => {
  for (const language of ['en', 'zh-Hant'] as const) {
    describe(language, () => {
      let built: Built;
      let file: string;
      let pages: string[];

      beforeAll(async () => {
        built = await sampleStatement(language);
        file = await save(`statement-${language}.pdf`, built.pdf);
        pages = await pagesOf(file);
        fs.copyFileSync(file, path.join(os.tmpdir(), `vela-pdf-statement-${language}.pdf`));
      });

      it('spans several pages, dated by the injected clock', async () => {
        const info = await infoOf(file);
        expect(Number(info.Pages)).toBe(pages.length);
        expect(pages.length).toBeGreaterThanOrEqual(3);
        expect(info.CreationDate).toBe('2026-06-01T02:00:00Z');
        expect(info.ModDate).toBe('2026-06-01T02:00:00Z');
        expect(info['Page size']).toContain('(A4)');
        expect(info.Title).toBe(COPY[language].title);
      });

      it('has the header, the repeated table header and "page i of N" on every page', () => {
        const copy = COPY[language];
        const n = pages.length;
        expect(built.layout.pages.length).toBeGreaterThanOrEqual(3);
        pages.forEach((page, i) => {
          expect(page).toMatch(onOneLine('Vela', copy.title));
          expect(page).toMatch(onOneLine(`${copy.name} · U-000123`, copy.period));
          // The table's header on every page the table is on, and only there.
          if (built.layout.pages.includes(i)) expect(page).toMatch(onOneLine(...copy.headers));
          else expect(page).not.toMatch(onOneLine(...copy.headers));
          const numbering = language === 'en' ? onOneLine(`Page ${i + 1} of ${n}`) : new RegExp(`第\\s*${i + 1}\\s*/\\s*${n}\\s*頁`);
          expect(page).toMatch(numbering);
        });
      });

      it('has every line, in order, each on one line with its figures in their columns', () => {
        const text = pages.join('\n');
        const orders = [...text.matchAll(/ORD-(\d{6})/g)].map((m) => Number(m[1]));
        expect(orders).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
        const textLines = text.split('\n');
        for (const l of built.lines) {
          const line = textLines.find((t) => t.includes(l.order));
          expect(line, l.order).toBeDefined();
          expect(line).toMatch(onOneLine(l.date, l.order));
          expect(line).toMatch(onOneLine(l.amount, l.balance));
          // CJK text may come back with its spaces moved; the characters and their order may not.
          expect(squash(line!)).toContain(squash(`${l.date}${l.order}${l.description}${l.amount}${l.balance}`));
        }
        const copy = COPY[language];
        expect(text).toMatch(onOneLine(copy.opening, '10,000.00'));
        expect(text).toMatch(onOneLine(copy.closing, built.lines[built.lines.length - 1].balance));
      });

      it('labels the simulated figure and the simulated notice', () => {
        const label = MESSAGES[language].simulated;
        const textLines = pages.join('\n').split('\n');
        const row = textLines.findIndex((t) => t.includes(built.lines[7].order));
        expect(textLines[row]).toContain(built.lines[7].balance);
        expect(textLines[row + 1].trim()).toBe(label);
        const last = pages[pages.length - 1];
        expect(last).toContain(label);
        expect(squash(last)).toContain(squash(COPY[language].note));
      });

      it('embeds subset fonts only: Noto Sans for en, Noto Sans TC for zh-Hant', async () => {
        const fonts = await fontsOf(file);
        expect(fonts.length).toBeGreaterThan(0);
        const family = language === 'en' ? 'NotoSans' : 'NotoSansTC';
        for (const f of fonts) {
          expect(f.name).toMatch(new RegExp(`^[A-Z]{6}\\+${family}-(Regular|Bold)$`));
          expect(f).toMatchObject({ type: 'CID TrueType', embedded: true, subset: true, unicode: true });
        }
        expect(fonts.map((f) => f.name.split('+')[1]).sort()).toEqual([`${family}-Bold`, `${family}-Regular`]);
      });

      it('renders page 1 to PNG, saved for a look', async () => {
        const png = await renderFirstPage(file, path.join(os.tmpdir(), `vela-pdf-statement-${language}-p1`));
        const size = pngSize(fs.readFileSync(png));
        // A4 at 50 dpi: 8.27 × 11.69 inches.
        expect(size.width).toBeGreaterThanOrEqual(412);
        expect(size.width).toBeLessThanOrEqual(414);
        expect(size.height).toBeGreaterThanOrEqual(584);
        expect(size.height).toBeLessThanOrEqual(586);
        console.log(`page 1 of the ${language} statement: ${png} (PDF: ${path.join(os.tmpdir(), `vela-pdf-statement-${language}.pdf`)})`);
      });

      it('stays small: fonts are subset', () => {
        expect(built.pdf.length).toBeLessThan(120_000);
        console.log(`${language} statement, ${ROWS} lines, ${pages.length} pages: ${built.pdf.length} bytes`);
      });
    });
  }

  it('draws the CJK characters with real glyphs, never .notdef boxes', async () => {
    const built = await sampleStatement('zh-Hant', { rows: 12, compress: false });
    expect(built.builder.missingGlyphs).toEqual([]);
    const ids = drawnGlyphIds(built.pdf);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids).not.toContain('0000');
    const text = (await pagesOf(await save('cjk-glyphs.pdf', built.pdf))).join('\n');
    for (const word of ['股息', '台積電', '鴻海', '月結單', '期初餘額', '模擬']) expect(text).toContain(word);

    // The check sees boxes when there are some: Arabic and emoji are in none of the fonts.
    const boxes = new PdfDocumentBuilder({ ...baseOptions('en'), compress: false });
    boxes.table([{ header: 'Name', width: 1 }], [['مرحبا 😀']]);
    const withBoxes = await boxes.toBuffer();
    expect(boxes.missingGlyphs).toEqual(['م', 'ر', 'ح', 'ب', 'ا', '😀']);
    expect(drawnGlyphIds(withBoxes)).toContain('0000');
  });

  it('keeps a one-page document with a few CJK characters small', async () => {
    const builder = new PdfDocumentBuilder(baseOptions('zh-Hant'));
    builder.heading('股息 台積電');
    builder.table(
      COLUMNS('zh-Hant'),
      sampleLines('zh-Hant', 3).map((l) => [l.date, l.order, l.description, l.amount, l.balance]),
    );
    const pdf = await builder.toBuffer();
    const file = await save('small-cjk.pdf', pdf);
    expect(Number((await infoOf(file)).Pages)).toBe(1);
    expect(pdf.length).toBeLessThan(200_000);
    console.log(`one page with a few CJK characters: ${pdf.length} bytes`);
  });

  it('draws a name no Latin glyph covers in a CJK face in an English document', async () => {
    const builder = new PdfDocumentBuilder({
      ...baseOptions('en'),
      header: { title: 'Trade confirmation', holderName: '陈小明', holderNumber: 'U-7' },
    });
    builder.paragraph('Bought 10 shares.');
    const file = await save('fallback.pdf', await builder.toBuffer());
    const [page] = await pagesOf(file);
    expect(page).toContain('陈小明 · U-7');
    const fonts = (await fontsOf(file)).map((f) => f.name.split('+')[1]);
    expect(fonts).toContain('NotoSans-Regular');
    expect(fonts.some((f) => /^NotoSans(SC|TC)-Regular$/.test(f))).toBe(true);
    expect(builder.missingGlyphs).toEqual([]);
  });

  describe('hostile text', () => {
    const memo = `\u202E${'x'.repeat(10_000)}\u0007\u001b[31m\u0000`;
    let file: string;
    let layout: TableLayout;
    let pages: string[];

    beforeAll(async () => {
      const builder = new PdfDocumentBuilder({
        ...baseOptions('en'),
        header: {
          title: 'Monthly statement',
          holderName: `Mallory \u202Egnp.exe\u202C\u0007 ${'W'.repeat(400)}`,
          holderNumber: 'U-1\u0000\u009b\n2',
          period: 'May\t2026',
        },
      });
      layout = builder.table(
        [
          { header: 'Order', width: 1 },
          { header: 'Memo', width: 3 },
          { header: 'Amount', width: 1, align: 'right' },
        ],
        [
          ['ORD-H0', 'A plain memo', '5.00'],
          ['ORD-H1', memo, '1,000.00'],
          ['ORD-H2', `line one\nline two\r\n\tZalgq\u0301\u0302\u0303\u0304\u0305 \u2066isolated\u2069 zero\u200Bwidth`, '2,000.00'],
          ['ORD-H3', `${'\u202D'.repeat(5000)}tail`, '3.00'],
        ],
      );
      file = await save('hostile.pdf', await builder.toBuffer());
      pages = await pagesOf(file);
    });

    it('shows the sanitized name, cut so that the number and the period stay: no override, no control character', () => {
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatch(/Mallory gnp\.exe W{10,}…\s*· U-1 2\s+May 2026\n/);
      // No control (line breaks aside) and no format character: overrides, isolates, zero-width marks.
      expect(pages[0].replace(/\n/g, '')).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    });

    it('cuts the 10,000-character memo to a few wrapped lines ending in an ellipsis', () => {
      const xs = (pages[0].match(/x/g) ?? []).length;
      expect(xs).toBeGreaterThan(100);
      expect(xs).toBeLessThan(300);
      expect(pages[0]).toMatch(/x…/);
      const lines = pages[0].split('\n');
      const first = lines.findIndex((l) => l.includes('ORD-H1'));
      expect(lines.slice(first, first + 6).filter((l) => l.includes('x')).length).toBe(4);
    });

    it('keeps the columns aligned: the next column on the same line, words inside their column', async () => {
      const lines = pages[0].split('\n');
      expect(lines.find((l) => l.includes('ORD-H1'))).toMatch(/ORD-H1\s+x+\s+1,000\.00\s*$/);
      expect(lines.find((l) => l.includes('ORD-H2'))).toMatch(/ORD-H2\s+line one line two Zalgq\S* isolated zerowidth\s+2,000\.00\s*$/);
      expect(lines.find((l) => l.includes('ORD-H3'))).toMatch(/ORD-H3\s+tail\s+3\.00\s*$/);
      // pdftotext -layout places text by character cells: the right-aligned amounts end within one.
      const amountEnds = lines.filter((l) => /ORD-H\d/.test(l)).map((l) => l.trimEnd().length);
      expect(Math.max(...amountEnds) - Math.min(...amountEnds)).toBeLessThanOrEqual(1);

      const words = await wordsOf(file);
      const [order, memoColumn, amount] = layout.columns;
      const memoWords = words.filter((w) => /^x+…?$/.test(w.text));
      expect(memoWords.length).toBe(4);
      for (const w of memoWords) {
        expect(w.xMin).toBeGreaterThanOrEqual(memoColumn.x);
        expect(w.xMax).toBeLessThanOrEqual(memoColumn.x + memoColumn.width);
      }
      for (const id of ['ORD-H0', 'ORD-H1', 'ORD-H2', 'ORD-H3']) {
        const w = words.find((x) => x.text === id)!;
        expect(w.xMin).toBeGreaterThanOrEqual(order.x);
        expect(w.xMax).toBeLessThanOrEqual(order.x + order.width);
      }
      const amounts = words.filter((w) => /^[\d,]+\.00$/.test(w.text)).sort((a, b) => a.yMin - b.yMin);
      expect(amounts.map((w) => w.text)).toEqual(['5.00', '1,000.00', '2,000.00', '3.00']);
      for (const w of amounts) {
        expect(w.xMax).toBeLessThanOrEqual(amount.x + amount.width);
        expect(Math.abs(w.xMax - amounts[0].xMax)).toBeLessThan(0.5); // right-aligned
      }
      const h1 = words.find((x) => x.text === 'ORD-H1')!;
      const thousand = amounts[1];
      expect(Math.abs(h1.yMin - thousand.yMin)).toBeLessThan(1);
      // The rows below the memo start below its last line.
      const h2 = words.find((x) => x.text === 'ORD-H2')!;
      expect(h2.yMin).toBeGreaterThan(Math.max(...memoWords.map((w) => w.yMax)));
    });
  });
});

function baseOptions(language: 'en' | 'zh-Hant') {
  return {
    language,
    t: translator(language),
    clock: new FixedClock(CLOCK_AT),
    header: { title: COPY[language].title, holderName: COPY[language].name, holderNumber: 'U-000123', period: COPY[language].period },
  };
}

describe('PdfDocumentBuilder', () => {
  it('gives the same bytes for the same input and clock, other bytes for another clock', async () => {
    const a = await sampleStatement('zh-Hant', { rows: 30 });
    const b = await sampleStatement('zh-Hant', { rows: 30 });
    const c = await sampleStatement('zh-Hant', { rows: 30, at: new Date('2026-07-01T02:00:00Z') });
    expect(a.pdf.equals(b.pdf)).toBe(true);
    expect(a.pdf.equals(c.pdf)).toBe(false);
    expect(a.pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  });

  it('rejects a row whose cells do not match the columns, and bad widths', () => {
    const builder = new PdfDocumentBuilder(baseOptions('en'));
    expect(() => builder.table([{ header: 'A', width: 1 }], [['a', 'b']])).toThrow(RangeError);
    expect(() => builder.table([{ header: 'A', width: 0 }], [])).toThrow(RangeError);
    expect(() => builder.table([], [])).toThrow(RangeError);
  });

  it('refuses to draw once finished', async () => {
    const builder = new PdfDocumentBuilder(baseOptions('en'));
    builder.paragraph('Done.');
    const pdf = await builder.toBuffer();
    expect(await builder.toBuffer()).toBe(pdf);
    expect(() => builder.paragraph('More.')).toThrow(/finished/);
  });

  it('draws the header of an empty table', async () => {
    const builder = new PdfDocumentBuilder(baseOptions('en'));
    const layout = builder.table(COLUMNS('en'), []);
    expect(layout.pages).toEqual([0]);
    expect((await builder.toBuffer()).length).toBeGreaterThan(1000);
  });

  it('repeats the table on the pages it continues on', async () => {
    const { layout } = await sampleStatement('en');
    expect(layout.pages.length).toBeGreaterThanOrEqual(3);
    expect(layout.pages).toEqual(layout.pages.map((_, i) => layout.pages[0] + i));
  });
});
