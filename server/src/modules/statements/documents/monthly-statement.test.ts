import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '../../../seed/ops-flows';
import { Money } from '../../../shared/money';
import { type GqlResult, type TestApp, type TestUser, createTestApp } from '../../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../../test/scripted-market';
import type { DocumentLanguage } from '../pdf/fonts';
import type { DocumentBuildContext } from './document-build';
import { formatAmount, formatLineTime, formatMonth, monthBounds } from './document-format';
import { textsFor } from './document-texts';
import { buildMonthlyStatement, loadMonthlyStatement, type MonthlyStatementData } from './monthly-statement';
import { renderMonthlyStatement } from './monthly-statement-render';

// The monthly statement (issue 36) through the real services and PostgreSQL: a month of deposits, a
// round trip with charges, a dividend, a waiting limit order, an ops adjustment with a hostile reason, and
// activity on both sides of the month. Checked against the ledger (each currency's closing balance rebuilt
// from the opening and the lines), then read back from the PDF with poppler (pdftotext, pdffonts, pdftoppm).

const run = promisify(execFile);
const missingTools = ['pdftotext', 'pdftoppm', 'pdffonts'].filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
if (missingTools.length > 0) console.warn(`SKIPPED: the PDF checks need poppler-utils (${missingTools.join(', ')} not found).`);
const withPoppler = describe.skipIf(missingTools.length > 0);

const NOV = new Date('2026-11-25T10:00:00Z'); // a Wednesday, 11:00 in Madrid
const DEC_1 = new Date('2026-12-01T10:00:00Z');
const DEC_2 = new Date('2026-12-02T09:30:00Z');
const DEC_3 = new Date('2026-12-03T10:00:00Z');
const EX_START = new Date('2026-12-08T23:05:00Z'); // 00:05 in Madrid on the ex-date, 9 December
const PAY = new Date('2026-12-10T23:05:00Z'); // 00:05 in Madrid on the pay date, 11 December
const DEC_15 = new Date('2026-12-15T11:00:00Z');
const DEC_30 = new Date('2026-12-30T15:00:00Z'); // the month's last full session
const JAN_5 = new Date('2027-01-05T10:00:00Z');
const BUILT_AT = new Date('2027-03-02T08:00:00Z');

// Ops' reason as typed, with what a hostile one carries: an RTL override, controls, escapes, line breaks.
const HOSTILE = `\u202Egnp.exe\u202C refund\u0007\u001b[31m red\u0008 \r\nline two\t${'overflow '.repeat(50)}`.slice(0, 480);

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let u: TestUser;
let n = 0;
const key = () => `ms-key-${++n}-${Date.now()}`;
let sanOrderNo: string;
let sanTradeNo: string;
let limitOrderNo: string;
const progress: number[] = [];
let dir: string;

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }`;

async function tick(at: Date, quotes: Array<[string, string, string]>): Promise<void> {
  app.clock.set(at);
  await market.tick(quotes);
}

async function place(input: Record<string, unknown>): Promise<{ id: string; positionId: string | null }> {
  return ok(
    await u.client.exec<{ placeOrder: { id: string; positionId: string | null } }>(PLACE, {
      input: { leverage: 1, ...input, idempotencyKey: key() },
    }),
  ).placeOrder;
}

function ctx(language: DocumentLanguage, name = 'Ana García López'): DocumentBuildContext {
  return {
    ds: app.appDs,
    clock: { now: () => BUILT_AT },
    holder: { userId: u.user.id, name, number: '+34 6•• ••• 123', taxCountry: 'ES' },
    language,
    progress: async (f) => {
      progress.push(f);
    },
  };
}

/** What the ledger says a user's cash was at an instant: every posting of an entry made before it, summed. */
async function ledgerAt(userId: string, currency: string, at: Date): Promise<{ available: string; frozen: string }> {
  const rows: Array<{ kind: string; total: string }> = await app.ds.query(
    `SELECT a.kind, coalesce(sum(p.amount), 0)::text AS total FROM ledger_accounts a
       LEFT JOIN ledger_postings p ON p.account_id = a.id AND p.entry_id IN (SELECT id FROM ledger_entries WHERE created_at < $3)
     WHERE a.owner_id = $1 AND a.currency = $2 AND a.kind IN ('user_available', 'user_hold') GROUP BY a.kind`,
    [userId, currency, at],
  );
  const of = (kind: string) => new Money(rows.find((r) => r.kind === kind)?.total ?? 0).toFixed(4);
  return { available: of('user_available'), frozen: of('user_hold') };
}

async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Bidi embeddings, overrides and isolates, and controls other than the line and page breaks pdftotext writes. */
function hostileCharacters(text: string): string[] {
  return [...text].filter((ch) => {
    const cp = ch.codePointAt(0)!;
    return (
      (cp < 0x20 && cp !== 0x0a && cp !== 0x0c) ||
      (cp >= 0x7f && cp < 0xa0) ||
      (cp >= 0x202a && cp <= 0x202e) ||
      (cp >= 0x2066 && cp <= 0x2069)
    );
  });
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The values in order on one text line, separated by at least one space. */
const onOneLine = (...values: string[]) => new RegExp(values.map(escapeRegex).join('[^\\S\\n]+'));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-statement-'));
  app = await createTestApp({ quoteMaxAgeSeconds: 30 });
  app.clock.set(NOV);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  market.provider.actions.push({
    symbol: 'ES:IBE',
    kind: 'cash_dividend',
    exDate: '2026-12-09',
    recordDate: '2026-12-10',
    payDate: '2026-12-11',
    amount: '0.5',
    currency: 'EUR',
    ratioFrom: null,
    ratioTo: null,
    label: null,
    source: 'https://example.test/investors',
    simulated: false,
  } as Parameters<ScriptedMarket['provider']['actions']['push']>[0]);
  expect((await market.feed.syncCorporateActions('2026-12-01', '2026-12-31')).added).toBe(1);

  // November: money in, and a position that stays open across December.
  u = await app.registerUser();
  await fundUser(app, ops, u, 'EUR', '20000');
  await fundUser(app, ops, u, 'USD', '5000');
  await tick(NOV, [['ES:IBE', '15.000', '15.010']]);
  await place({ symbol: 'ES:IBE', orderType: 'MARKET', direction: 'LONG', shares: 20 });

  // December: a deposit, a round trip with charges, a limit order still waiting at the month's end, the
  // IBE dividend, an ops adjustment in USD with a hostile reason, and the last session's closes.
  app.clock.set(DEC_1);
  await fundUser(app, ops, u, 'EUR', '1000');
  await tick(DEC_2, [
    ['ES:SAN', '9.000', '9.010'],
    ['ES:BBVA', '12.000', '12.010'],
  ]);
  const san = await place({ symbol: 'ES:SAN', orderType: 'MARKET', direction: 'LONG', shares: 100 });
  const limit = await place({ symbol: 'ES:BBVA', orderType: 'LIMIT', direction: 'LONG', shares: 5, limitPrice: '10' });
  expect(limit.positionId).toBeNull();
  await tick(DEC_3, [['ES:SAN', '9.200', '9.210']]);
  ok(await u.client.exec(CLOSE, { id: san.positionId, key: key() }));
  const [pos]: Array<{ order_no: string; trade_no: string }> = await app.ds.query(
    'SELECT o.order_no, p.trade_no FROM positions p JOIN orders o ON o.id = p.order_id WHERE p.id = $1',
    [san.positionId],
  );
  sanOrderNo = pos.order_no;
  sanTradeNo = pos.trade_no;
  [{ order_no: limitOrderNo }] = await app.ds.query('SELECT order_no FROM orders WHERE id = $1', [limit.id]);
  app.clock.set(EX_START);
  await app.services.corporateActionsApply.applyDue();
  app.clock.set(PAY);
  expect((await app.services.corporateActionsApply.applyDue()).paid).toBe(1);
  app.clock.set(DEC_15);
  const checker = await app.checker();
  await adjustBalance(app.services, ops.user, checker.user, {
    userId: u.user.id,
    currency: 'USD',
    amount: new Money('12.34'),
    reason: HOSTILE,
    idempotencyKey: key(),
  });
  await tick(DEC_30, [
    ['ES:IBE', '15.400', '15.410'],
    ['ES:SAN', '9.300', '9.310'],
  ]);
  // January: a deposit after the month, which December's statement must not show.
  app.clock.set(JAN_5);
  await fundUser(app, ops, u, 'EUR', '500');
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  const report = await app.services.ledger.check();
  expect(report.problems).toEqual([]);
});

describe('the monthly statement', () => {
  let dec: MonthlyStatementData;

  beforeAll(async () => {
    dec = await loadMonthlyStatement(app.appDs, u.user.id, '2026-12');
  });

  it("rebuilds each currency's closing balance from its opening and lines, and it is the ledger's", async () => {
    const { start, end } = monthBounds('2026-12');
    expect(dec.currencies.map((c) => c.currency)).toEqual(['EUR', 'USD']);
    for (const c of dec.currencies) {
      let available = c.opening.available;
      let frozen = c.opening.frozen;
      for (const l of c.lines) {
        expect(l.at.getTime()).toBeGreaterThanOrEqual(start.getTime());
        expect(l.at.getTime()).toBeLessThan(end.getTime());
        available = available.plus(l.availableChange);
        frozen = frozen.plus(l.frozenChange);
        // The running balance is the ledger's balance after the line.
        expect(l.availableAfter.toFixed(4), `${c.currency} ${l.kind}`).toBe(available.toFixed(4));
        expect(l.frozenAfter.toFixed(4)).toBe(frozen.toFixed(4));
      }
      expect(available.toFixed(4)).toBe(c.closing.available.toFixed(4));
      expect(frozen.toFixed(4)).toBe(c.closing.frozen.toFixed(4));
      expect({ available: c.opening.available.toFixed(4), frozen: c.opening.frozen.toFixed(4) }).toEqual(
        await ledgerAt(u.user.id, c.currency, start),
      );
      expect({ available: c.closing.available.toFixed(4), frozen: c.closing.frozen.toFixed(4) }).toEqual(
        await ledgerAt(u.user.id, c.currency, end),
      );
    }
    const eur = dec.currencies[0];
    expect(eur.lines.map((l) => l.kind)).toEqual(['deposit', 'position_open', 'order_hold', 'position_close_manual', 'dividend']);
    const open = eur.lines.find((l) => l.kind === 'position_open')!;
    expect(open).toMatchObject({ orderNo: sanOrderNo, label: 'ES:SAN' });
    expect(eur.lines.find((l) => l.kind === 'position_close_manual')).toMatchObject({ orderNo: sanTradeNo, label: 'ES:SAN' });
    // The charges of the round trip (commission and Spain's tax on the buy; commission on the sell).
    const [legs]: Array<{ total: string }> = await app.ds.query(
      `SELECT (p.open_charges_total + c.close_charges_total)::text AS total FROM positions p JOIN position_closes c ON c.position_id = p.id
       WHERE p.trade_no = $1`,
      [sanTradeNo],
    );
    const charged = eur.charges.reduce((s, ch) => s.plus(ch.amount), new Money(0));
    expect(charged.toFixed(4)).toBe(new Money(legs.total).toFixed(4));
    expect(eur.charges.map((ch) => ch.kind).sort()).toEqual(['COMMISSION', 'FINANCIAL_TRANSACTION_TAX']);
    // 20 × 0.50 = 10.00 gross, 19 % withheld, 8.10 net: the dividend line's change.
    expect(eur.dividends).toMatchObject({ count: 1, simulated: false });
    expect([eur.dividends.gross, eur.dividends.withholding, eur.dividends.net].map((d) => d.toFixed(2))).toEqual(['10.00', '1.90', '8.10']);
    expect(eur.lines.find((l) => l.kind === 'dividend')!.availableChange.toFixed(2)).toBe('8.10');
    // The waiting limit order's hold, and the IBE position valued at the 30 December close.
    expect(eur.holds).toHaveLength(1);
    expect(eur.holds[0]).toMatchObject({ orderNo: limitOrderNo, label: 'ES:BBVA', kind: 'order_hold' });
    expect(eur.holds[0].amount.toFixed(4)).toBe(eur.closing.frozen.toFixed(4));
    expect(eur.positions).toHaveLength(1);
    const ibe = eur.positions[0];
    expect(ibe).toMatchObject({ symbol: 'ES:IBE', shares: 20, closeDay: '2026-12-30', simulated: true });
    const [bar]: Array<{ close: string }> = await app.ds.query(
      `SELECT close::text AS close FROM bars_daily WHERE symbol = 'ES:IBE' AND trade_date = '2026-12-30'`,
    );
    expect(ibe.close!.toFixed()).toBe(new Money(bar.close).toFixed());
    expect(ibe.marketValue!.toFixed()).toBe(new Money(bar.close).times(20).toFixed());
    const usd = dec.currencies[1];
    expect(usd.lines).toHaveLength(1);
    expect(usd.lines[0]).toMatchObject({ kind: 'adjustment', memo: HOSTILE.trim() });
  });

  it('gives a month with no activity a statement whose opening is its closing; the month before starts at zero', async () => {
    const feb = await loadMonthlyStatement(app.appDs, u.user.id, '2027-02');
    expect(feb.currencies.map((c) => c.currency)).toEqual(['EUR', 'USD']);
    for (const c of feb.currencies) {
      expect(c.lines).toEqual([]);
      expect(c.opening.available.toFixed(4)).toBe(c.closing.available.toFixed(4));
      // Nothing happened since: the closing is the account's balance now.
      const [now] = await app.services.ledger.balances(u.user.id, [c.currency]);
      expect(c.closing.available.toFixed(4)).toBe(now.available.toFixed(4));
      expect(c.closing.frozen.toFixed(4)).toBe(now.frozen.toFixed(4));
    }
    const nov = await loadMonthlyStatement(app.appDs, u.user.id, '2026-11');
    expect(nov.currencies.every((c) => c.opening.available.isZero() && c.opening.frozen.isZero())).toBe(true);
    // Before the user had any cash there is no currency to show, and the statement says so.
    expect((await loadMonthlyStatement(app.appDs, u.user.id, '2026-10')).currencies).toEqual([]);
    const oct = path.join(dir, 'oct.pdf');
    fs.writeFileSync(oct, (await buildMonthlyStatement(ctx('en'), { month: '2026-10' })).bytes);
    expect(await pdfText(oct)).toContain('No transactions this month.');
    const built = await buildMonthlyStatement(ctx('en'), { month: '2027-02' });
    const file = path.join(dir, 'feb.pdf');
    fs.writeFileSync(file, built.bytes);
    const text = await pdfText(file);
    expect(text.match(/No transactions this month\./g)).toHaveLength(2);
    expect(text).toMatch(onOneLine('Opening balance: available', formatAmount(feb.currencies[0].opening.available, 'EUR', 'en')));
  });

  // A describe inside: the linter counts hooks per describe() call, and does not see withPoppler as one.
  withPoppler('read back from the PDF', () => describePdf());
});

function describePdf(): void {
  describe('in English and in Traditional Chinese', () => {
    let dec: MonthlyStatementData;
    const texts: Partial<Record<'en' | 'zh-Hant', string>> = {};

    beforeAll(async () => {
      dec = await loadMonthlyStatement(app.appDs, u.user.id, '2026-12');
      for (const language of ['en', 'zh-Hant'] as const) {
        progress.length = 0;
        const built = await buildMonthlyStatement(ctx(language, language === 'en' ? 'Ana García López' : '陳大文'), { month: '2026-12' });
        expect(built).toMatchObject({ contentType: 'application/pdf', fileName: 'vela-statement-2026-12.pdf' });
        // Progress only goes forward and ends at 1.
        expect(progress.length).toBeGreaterThanOrEqual(3);
        expect([...progress].sort((a, b) => a - b)).toEqual(progress);
        expect(progress[progress.length - 1]).toBe(1);
        const file = path.join(os.tmpdir(), `vela-statement-2026-12-${language}.pdf`);
        fs.writeFileSync(file, built.bytes);
        texts[language] = await pdfText(file);
        await run('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '-p1')]);
        console.log(`page 1: ${file.replace(/\.pdf$/, '-p1.png')}`);
      }
    });

    it("shows the ledger's figures: closing balances, each line's order number and instrument", () => {
      for (const language of ['en', 'zh-Hant'] as const) {
        const text = texts[language]!;
        const s = textsFor(language).statement;
        for (const c of dec.currencies) {
          expect(text).toMatch(onOneLine(s.closingAvailable, formatAmount(c.closing.available, c.currency, language)));
          expect(text).toMatch(onOneLine(s.openingAvailable, formatAmount(c.opening.available, c.currency, language)));
        }
        const open = dec.currencies[0].lines.find((l) => l.kind === 'position_open')!;
        // The line: its time, its order number, the instrument, the change and the balance after it, on one text line.
        expect(text).toMatch(
          onOneLine(
            sanOrderNo,
            'ES:SAN',
            formatAmount(open.availableChange, 'EUR', language, 'always'),
            formatAmount(open.availableAfter, 'EUR', language),
          ),
        );
        expect(text.split('\n').find((l) => l.includes(sanOrderNo))).toContain(formatLineTime(open.at, language).split(' ')[0]);
        expect(text).toMatch(onOneLine(sanTradeNo, 'ES:SAN'));
        expect(text).toContain(limitOrderNo);
        expect(text).toContain(formatMonth('2026-12', language));
      }
      expect(texts.en).toContain('Monthly statement');
      expect(texts.en).toMatch(onOneLine('Dividends received, net', '8.10'));
      expect(texts.en).toContain('Simulated');
      expect(texts['zh-Hant']).toContain('月結單');
      expect(texts['zh-Hant']).toContain('陳大文');
      expect(texts['zh-Hant']).toContain('模擬');
    });

    it('reads in Spanish, French and Simplified Chinese with their own notation', async () => {
      for (const language of ['es', 'fr', 'zh-Hans'] as const) {
        const built = await buildMonthlyStatement(ctx(language), { month: '2026-12' });
        const file = path.join(os.tmpdir(), `vela-statement-2026-12-${language}.pdf`);
        fs.writeFileSync(file, built.bytes);
        const text = await pdfText(file);
        const s = textsFor(language).statement;
        expect(text).toContain(s.title);
        for (const c of dec.currencies) {
          // The PDF builder draws every space as a plain one (the narrow no-break space of French too).
          const closing = formatAmount(c.closing.available, c.currency, language).replace(/\u202f/g, ' ');
          expect(text).toMatch(onOneLine(s.closingAvailable, closing));
        }
        // Order and trade numbers never break across lines (they are searched for and copied).
        expect(text).toContain(sanOrderNo);
        expect(text).toMatch(onOneLine(dec.currencies[0].positions[0].tradeNo, 'ES:IBE'));
        await run('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '-p1')]);
      }
      expect(formatAmount('20662.4', 'EUR', 'es')).toBe('20.662,40');
    });

    it('embeds the Noto Sans TC subset for zh-Hant, Noto Sans for en', async () => {
      const fonts = async (language: string) =>
        (await run('pdffonts', [path.join(os.tmpdir(), `vela-statement-2026-12-${language}.pdf`)])).stdout;
      expect(await fonts('zh-Hant')).toMatch(/[A-Z]{6}\+NotoSansTC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
      expect(await fonts('zh-Hant')).toMatch(/\+NotoSansTC-Bold/);
      expect(await fonts('en')).toMatch(/[A-Z]{6}\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    });

    it("keeps the table whole around ops' hostile reason", () => {
      const text = texts.en!;
      expect(hostileCharacters(text)).toEqual([]);
      const lines = text.split('\n');
      const adj = dec.currencies[1].lines[0];
      const row = lines.findIndex((l) => l.includes(adj.orderNo!));
      expect(row).toBeGreaterThan(0);
      // The reason, cleaned, starts in the description column; the amount and the balance are on the row's
      // first line, and the reason wraps under it in its own column, four lines at most, cut with "…".
      expect(lines[row]).toMatch(onOneLine('Adjustment — gnp.exe', adj.orderNo!, '+12.34', formatAmount(adj.availableAfter, 'USD', 'en')));
      expect(text.match(/\+12\.34/g)).toHaveLength(1);
      const wrapped = lines.slice(row + 1, row + 6).filter((l) => /overflow/.test(l));
      expect(wrapped.length).toBeGreaterThan(0);
      expect(wrapped.length).toBeLessThanOrEqual(3);
      expect(wrapped[wrapped.length - 1]).toContain('…');
      // Every wrapped line stays left of the figures' columns.
      const amountAt = lines[row].indexOf('+12.34');
      for (const l of wrapped) expect(l.trimEnd().length).toBeLessThan(amountAt);
      expect(lines.length).toBeLessThan(400);
    });

    it('survives a 10,000-character memo of controls and overrides: four lines, the figures in place', async () => {
      const usd = dec.currencies[1];
      const memo = `\u202E${'x'.repeat(4000)}\u0007\u001b[31m\n${'\u2067y\u2069 '.repeat(1500)}`;
      const data: MonthlyStatementData = {
        ...dec,
        currencies: [{ ...usd, lines: [{ ...usd.lines[0], memo }] }],
      };
      const bytes = await renderMonthlyStatement(ctx('en'), data);
      const file = path.join(dir, 'hostile.pdf');
      fs.writeFileSync(file, bytes);
      const text = await pdfText(file);
      expect(hostileCharacters(text)).toEqual([]);
      const lines = text.split('\n');
      const row = lines.findIndex((l) => l.includes(usd.lines[0].orderNo!));
      expect(lines[row]).toMatch(onOneLine('+12.34', formatAmount(usd.lines[0].availableAfter, 'USD', 'en')));
      const memoLines = lines.filter((l) => /x{8}/.test(l));
      expect(memoLines.length).toBeGreaterThan(0);
      expect(memoLines.length).toBeLessThanOrEqual(4);
      expect(lines.slice(row, row + 6).some((l) => l.includes('…'))).toBe(true);
      expect(text.split('\f').filter((p) => p.trim() !== '').length).toBe(1);
    });
  });
}
