import { FixedClock } from '../../../shared/clock';
import { PdfDocumentBuilder, type TableColumn, type Translate } from './pdf-document';
import { TEXT_LIMITS, safeText } from './safe-text';

/**
 * Issue 36: "a statement of a month with 1,000 lines is built within a benchmarked time". Builds a
 * statement-shaped PDF of 1,000 ledger lines (date, order number, instrument, description, amount,
 * running balance) in English and in Traditional Chinese, and compares it in the same process with two
 * baselines: the same document with 10 lines (the fixed cost: fonts, header, footer, subsetting) and
 * formatting the same 1,000 lines to plain text (the cost of the data without the PDF). Machines here
 * are noisy (two shared cores): the ratios are what count. Usage:
 *   node -r ./server/src/test/swc-register.cjs server/src/modules/statements/pdf/pdf-document.bench.ts [--rounds 7]
 */

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const ROUNDS = arg('rounds', 7);
const LINES = arg('lines', 1000);

const COPY = {
  en: {
    title: 'Monthly statement',
    name: 'Ada Lovelace',
    period: '1–31 May 2026',
    headers: ['Date', 'Order', 'Instrument', 'Description', 'Amount', 'Balance'],
    describe: (i: number) =>
      i % 3 === 0 ? 'Dividend, withholding 15%' : i % 3 === 1 ? 'Buy 10 shares at 187.25' : 'Sell 5 shares, fee 1.00',
    instrument: (i: number) => (i % 2 === 0 ? 'AAPL' : '2330.TW TSMC'),
    page: (p: number, n: number) => `Page ${p} of ${n}`,
    simulated: 'Simulated',
    opening: 'Opening balance',
    closing: 'Closing balance',
  },
  'zh-Hant': {
    title: '月結單',
    name: '陳大文',
    period: '2026年5月1日 – 5月31日',
    headers: ['日期', '訂單編號', '商品', '摘要', '金額', '餘額'],
    describe: (i: number) => (i % 3 === 0 ? '股息，預扣稅 15%' : i % 3 === 1 ? '買入 10 股，成交價 187.25' : '賣出 5 股，手續費 1.00'),
    instrument: (i: number) => (i % 2 === 0 ? 'AAPL 蘋果' : '2330.TW 台積電'),
    page: (p: number, n: number) => `第 ${p} / ${n} 頁`,
    simulated: '模擬',
    opening: '期初餘額',
    closing: '期末餘額',
  },
} as const;

type Lang = keyof typeof COPY;

function money(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

function lines(language: Lang, count: number): string[][] {
  const copy = COPY[language];
  let balance = 5_000_000n;
  const rows: string[][] = [];
  for (let i = 1; i <= count; i++) {
    const amount = i % 3 === 1 ? -BigInt(187_250 * 10) : BigInt(i * 1_337);
    balance += amount;
    rows.push([
      `2026-05-${String(((i - 1) % 31) + 1).padStart(2, '0')}`,
      `ORD-${String(i).padStart(7, '0')}`,
      copy.instrument(i),
      copy.describe(i),
      money(amount),
      money(balance),
    ]);
  }
  return rows;
}

const columns = (language: Lang): TableColumn[] =>
  COPY[language].headers.map((header, i) => ({ header, width: [1.1, 1.3, 1.4, 2.6, 1.2, 1.4][i], align: i >= 4 ? 'right' : 'left' }));

async function buildPdf(language: Lang, rows: string[][]): Promise<{ pdf: Buffer; pages: number }> {
  const copy = COPY[language];
  const t: Translate = (key, params = {}) =>
    key === 'document.page' ? copy.page(Number(params.page), Number(params.pages)) : copy.simulated;
  const builder = new PdfDocumentBuilder({
    language,
    t,
    clock: new FixedClock(new Date('2026-06-01T02:00:00Z')),
    header: { title: copy.title, holderName: copy.name, holderNumber: 'U-000123', period: copy.period },
    footerNote: 'Vela · 2026-06-01',
  });
  builder.heading('USD');
  builder.keyValues([[copy.opening, '50,000.00']]);
  const layout = builder.table(columns(language), rows);
  builder.keyValues([[copy.closing, rows[rows.length - 1][5]]], { style: 'total' });
  const pdf = await builder.toBuffer();
  return { pdf, pages: layout.pages.length };
}

/** The same lines as plain text, through the same hostile-text cut: the cost of the data alone. */
function buildText(rows: string[][]): string {
  return rows.map((r) => r.map((c) => safeText(c, TEXT_LIMITS.cell)).join('\t')).join('\n');
}

async function time<T>(rounds: number, fn: () => Promise<T> | T): Promise<{ median: number; last: T }> {
  const ms: number[] = [];
  let last!: T;
  for (let i = 0; i < rounds; i++) {
    const t = process.hrtime.bigint();
    last = await fn();
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], last };
}

async function main(): Promise<void> {
  const out: string[] = [];
  out.push(`PDF statement benchmark: ${LINES} lines vs 10 lines vs plain text, median of ${ROUNDS} rounds (node ${process.version})`);
  out.push('');
  out.push(
    '| language | first document (fonts loaded) ms | 10 lines ms | plain text ms | 1,000 lines ms | ms per line | pages | bytes | ratio to 10 lines | ratio to plain text |',
  );
  out.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const language of ['en', 'zh-Hant'] as const) {
    const small = lines(language, 10);
    const big = lines(language, LINES);
    const cold = await time(1, () => buildPdf(language, small));
    const ten = await time(ROUNDS * 3, () => buildPdf(language, small));
    const text = await time(ROUNDS * 3, () => buildText(big));
    const full = await time(ROUNDS, () => buildPdf(language, big));
    const row = [
      language,
      cold.median.toFixed(0),
      ten.median.toFixed(1),
      text.median.toFixed(2),
      full.median.toFixed(0),
      (full.median / LINES).toFixed(3),
      String(full.last.pages),
      String(full.last.pdf.length),
      (full.median / ten.median).toFixed(1),
      (full.median / text.median).toFixed(0),
    ];
    out.push(`| ${row.join(' | ')} |`);
  }
  out.push('');
  out.push(
    `heap used after: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
  );
  console.log(out.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
