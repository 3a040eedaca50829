import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { FixedClock } from '../../../shared/clock';
import { Money } from '../../../shared/money';
import type { DocumentLanguage } from '../pdf/fonts';
import type { DocumentBuildContext } from './document-build';
import type { MonthlyStatementData, StatementLine } from './monthly-statement';
import { renderMonthlyStatement } from './monthly-statement-render';

/**
 * Issue 36: "a statement of a month with 1,000 lines is built within a benchmarked time". Draws the real
 * monthly statement (monthly-statement-render.ts) of a month with 1,000 ledger lines, in English and in
 * Traditional Chinese, against a baseline in the same process: the same statement with 10 lines (the
 * fixed cost of fonts, header, summary tables, subsetting). Machines here are noisy (two shared cores):
 * the ratio is what counts. Usage:
 *   node -r ./server/src/test/swc-register.cjs server/src/modules/statements/documents/monthly-statement.bench.ts [--rounds 5]
 */

const i = process.argv.indexOf('--rounds');
const ROUNDS = i > 0 ? Number(process.argv[i + 1]) : 5;
const KINDS = ['deposit', 'position_open', 'position_close_manual', 'dividend', 'order_hold', 'order_cancelled'] as const;
const SYMBOLS = ['ES:SAN', 'US:AAPL', 'TW:2330'] as const;

function month(lines: number): MonthlyStatementData {
  const start = new Date('2026-10-01T00:00:00Z');
  let available = new Money('100000');
  const rows: StatementLine[] = [];
  for (let n = 0; n < lines; n++) {
    const change = new Money(n % 2 === 0 ? '-123.45' : '98.76');
    available = available.plus(change);
    rows.push({
      entryId: String(n + 1),
      seq: String(n + 1),
      at: new Date(start.getTime() + n * 40 * 60_000),
      kind: KINDS[n % KINDS.length]!,
      memo: n % 50 === 0 ? 'Correction of a fee charged twice on the 3rd, as agreed with the customer' : null,
      referenceType: 'position',
      orderNo: `O2026100${String(1000000 + n)}`,
      label: SYMBOLS[n % SYMBOLS.length]!,
      availableChange: change,
      frozenChange: new Money(0),
      availableAfter: available,
      frozenAfter: new Money(0),
    });
  }
  const zero = new Money(0);
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    month: '2026-10',
    start,
    end: new Date('2026-11-01T00:00:00Z'),
    firstDay: '2026-10-01',
    lastDay: '2026-10-31',
    currencies: [
      {
        currency: 'EUR',
        opening: { available: new Money('100000'), frozen: zero },
        closing: { available, frozen: zero },
        lines: rows,
        charges: [{ kind: 'commission', amount: new Money('250.00') }],
        dividends: {
          count: 3,
          gross: new Money('30'),
          withholding: new Money('5.70'),
          net: new Money('24.30'),
          shortPaid: zero,
          simulated: true,
        },
        holds: [],
        positions: [],
      },
    ],
  };
}

function ctx(language: DocumentLanguage): DocumentBuildContext {
  return {
    ds: null as unknown as DataSource,
    clock: new FixedClock(new Date('2026-11-01T06:00:00Z')),
    holder: {
      userId: '00000000-0000-4000-8000-000000000001',
      name: language === 'zh-Hant' ? '陳大文' : 'Ada Lovelace',
      number: '+34 6••••0123',
      taxCountry: 'ES',
    },
    language,
    progress: async () => {},
  };
}

async function median(run: () => Promise<number>): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    bytes = await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, bytes };
}

async function main(): Promise<void> {
  const big = month(1000);
  const small = month(10);
  for (const language of ['en', 'zh-Hant'] as const) {
    await renderMonthlyStatement(ctx(language), small); // fonts loaded once per process, as in a server
    const base = await median(async () => (await renderMonthlyStatement(ctx(language), small)).length);
    const full = await median(async () => (await renderMonthlyStatement(ctx(language), big)).length);
    console.log(
      `${language}: 1,000 lines ${full.ms.toFixed(0)} ms (${(full.bytes / 1024).toFixed(0)} KB); 10 lines ${base.ms.toFixed(0)} ms (${(base.bytes / 1024).toFixed(0)} KB); ratio ${(full.ms / base.ms).toFixed(1)}×`,
    );
  }
}

void main();
