import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../shared/domain-error';
import { Money } from '../../../shared/money';
import { type GqlResult, type TestApp, type TestUser, createTestApp } from '../../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../../test/scripted-market';
import type { DocumentLanguage } from '../pdf/fonts';
import type { DocumentBuildContext } from './document-build';
import { formatAmount, formatMoney, formatPrice, localizeBasis } from './document-format';
import { textsFor } from './document-texts';
import { buildTradeConfirmation, loadTradeConfirmation } from './trade-confirmation';

// Trade confirmations (issue 36) through the real trading engine, quotes from the feed (scripted
// provider) and the test clock: a market buy and its manual close, a limit buy, and a position a 3-for-2
// split changed after it filled. The PDFs are read back with poppler and compared with the trading
// records and the ledger; another user's position, an unknown id and the close of an open position are
// NOT_FOUND before anything is drawn.

const run = promisify(execFile);
const missingTools = ['pdftotext', 'pdftoppm', 'pdffonts'].filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
if (missingTools.length > 0) console.warn(`SKIPPED: the PDF checks need poppler-utils (${missingTools.join(', ')} not found).`);
const withPoppler = describe.skipIf(missingTools.length > 0);

const MON = new Date('2026-12-07T09:00:00Z'); // Monday, 10:00 in Madrid
const TUE = new Date('2026-12-08T15:00:00Z');
const EX_START = new Date('2026-12-08T23:05:00Z'); // 00:05 in Madrid on BBVA's split's ex-date
const BUILT_AT = new Date('2026-12-09T08:00:00Z');

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let a: TestUser;
let b: TestUser;
let n = 0;
const key = () => `tc-key-${++n}-${Date.now()}`;
let sanId: string;
let bbvaId: string;
let limitId: string;
const progress: number[] = [];
let dir: string;

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }`;

async function place(u: TestUser, input: Record<string, unknown>): Promise<{ id: string; positionId: string | null }> {
  return ok(
    await u.client.exec<{ placeOrder: { id: string; positionId: string | null } }>(PLACE, {
      input: { leverage: 1, ...input, idempotencyKey: key() },
    }),
  ).placeOrder;
}

async function tick(at: Date, quotes: Array<[string, string, string]>): Promise<void> {
  app.clock.set(at);
  await market.tick(quotes);
}

function ctx(u: TestUser, language: DocumentLanguage = 'en'): DocumentBuildContext {
  return {
    ds: app.appDs,
    clock: { now: () => BUILT_AT },
    holder: { userId: u.user.id, name: language === 'en' ? 'Ana García López' : '陳大文', number: '+34 6•• ••• 123', taxCountry: 'ES' },
    language,
    progress: async (f) => {
      progress.push(f);
    },
  };
}

/** What a journal entry moved on the user's available cash. */
async function availableChange(entryId: string, userId: string): Promise<Money> {
  const [row]: Array<{ total: string }> = await app.ds.query(
    `SELECT sum(p.amount)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
     WHERE p.entry_id = $1 AND a.owner_id = $2 AND a.kind = 'user_available'`,
    [entryId, userId],
  );
  return new Money(row.total);
}

async function pdfText(bytes: Buffer, name: string): Promise<string> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const onOneLine = (...values: string[]) => new RegExp(values.map(escapeRegex).join('[^\\S\\n]+'));

async function notFound(run: () => Promise<unknown>): Promise<void> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('NOT_FOUND');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-confirmation-'));
  app = await createTestApp({ quoteMaxAgeSeconds: 30 });
  app.clock.set(MON);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  market.provider.actions.push({
    symbol: 'ES:BBVA',
    kind: 'split',
    exDate: '2026-12-09',
    recordDate: null,
    payDate: null,
    amount: null,
    currency: null,
    ratioFrom: '2',
    ratioTo: '3',
    label: '3-for-2 split',
    source: 'https://example.test/investors',
    simulated: false,
  } as Parameters<ScriptedMarket['provider']['actions']['push']>[0]);
  expect((await market.feed.syncCorporateActions('2026-12-01', '2026-12-31')).added).toBe(1);
  a = await app.registerUser();
  b = await app.registerUser();
  await fundUser(app, ops, a, 'EUR', '20000');
  await fundUser(app, ops, b, 'EUR', '1000');
  await tick(MON, [
    ['ES:SAN', '9.000', '9.010'],
    ['ES:BBVA', '12.000', '12.010'],
  ]);
  sanId = (await place(a, { symbol: 'ES:SAN', orderType: 'MARKET', direction: 'LONG', shares: 100 })).positionId!;
  bbvaId = (await place(a, { symbol: 'ES:BBVA', orderType: 'MARKET', direction: 'LONG', shares: 15 })).positionId!;
  const limit = await place(a, { symbol: 'ES:SAN', orderType: 'LIMIT', direction: 'LONG', shares: 10, limitPrice: '9.05' });
  if (!limit.positionId) await tick(new Date(MON.getTime() + 60_000), [['ES:SAN', '9.000', '9.010']]);
  const [filled]: Array<{ position_id: string }> = await app.ds.query('SELECT position_id FROM order_outcomes WHERE order_id = $1', [
    limit.id,
  ]);
  limitId = filled.position_id;
  await tick(TUE, [['ES:SAN', '9.200', '9.210']]);
  ok(await a.client.exec(CLOSE, { id: sanId, key: key() }));
  app.clock.set(EX_START);
  expect((await app.services.corporateActionsApply.applyDue()).splitPositions).toBe(1);
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

describe('who may have a confirmation', () => {
  it("answers NOT_FOUND for another user's position, an unknown id, or the close of an open position, before drawing", async () => {
    progress.length = 0;
    await notFound(() => buildTradeConfirmation(ctx(b), { positionId: sanId, leg: 'open' }));
    await notFound(() => buildTradeConfirmation(ctx(b), { positionId: sanId, leg: 'close' }));
    await notFound(() => buildTradeConfirmation(ctx(a), { positionId: '00000000-0000-4000-8000-000000000000', leg: 'open' }));
    await notFound(() => buildTradeConfirmation(ctx(a), { positionId: 'not-a-uuid', leg: 'open' }));
    await notFound(() => buildTradeConfirmation(ctx(a), { positionId: bbvaId, leg: 'close' }));
    expect(progress).toEqual([]);
  });
});

withPoppler('confirmations read back from the PDF', () => {
  it("the opening: the order, the quote's bid, ask, time and source, each charge, the net debited as the ledger has it", async () => {
    const [p]: Array<{ trade_no: string; order_no: string; entry_id: string; open_charges: Array<Record<string, string>> }> =
      await app.ds.query(
        'SELECT p.trade_no, o.order_no, p.entry_id::text, p.open_charges FROM positions p JOIN orders o ON o.id = p.order_id WHERE p.id = $1',
        [sanId],
      );
    const built = await buildTradeConfirmation(ctx(a), { positionId: sanId, leg: 'open' });
    expect(built).toMatchObject({ contentType: 'application/pdf', fileName: `vela-confirmation-${p.trade_no}-open.pdf` });
    const text = await pdfText(built.bytes, 'san-open.pdf');
    const c = textsFor('en').confirmation;
    expect(text).toContain('Trade confirmation');
    expect(text).toContain(c.openLeg(p.trade_no));
    expect(text).toMatch(onOneLine(c.orderNo, p.order_no));
    expect(text).toMatch(onOneLine(c.orderType, 'Market'));
    expect(text).toMatch(onOneLine(c.side, 'Buy'));
    expect(text).toMatch(onOneLine(c.shares, '100'));
    // The quote it filled at: bid, ask, the time, the source; labelled Simulated (the scripted feed is).
    expect(text).toMatch(onOneLine('9.00', '9.01', 'Dec 7, 2026, 09:00:00 UTC', 'Simulated market feed'));
    expect(text).toContain('Simulated');
    expect(text).toMatch(onOneLine(c.fillPrice, '9.01 EUR'));
    // Each charge on its line with its basis and amount, as the trading records have them.
    expect(p.open_charges.length).toBeGreaterThanOrEqual(2);
    const words = textsFor('en');
    for (const ch of p.open_charges) {
      const label = words.chargeKinds[ch.kind as keyof typeof words.chargeKinds];
      expect(text).toMatch(onOneLine(label, localizeBasis(ch.basis, words.basis, 'en', ch.currency).split(' ')[0]));
      expect(text.split('\n').find((l) => l.includes(label))).toContain(formatAmount(ch.settlementAmount, 'EUR', 'en'));
    }
    // The net debited is what left the user's available cash in the opening's journal entry.
    const debited = (await availableChange(p.entry_id, a.user.id)).neg();
    expect(text).toMatch(onOneLine(c.netDebited, formatMoney(debited, 'EUR', 'en')));
    expect(progress[progress.length - 1]).toBe(1);
  });

  it('the closing: the selling type, the closing quote, its charges, the net credited as the ledger has it', async () => {
    const [cl]: Array<{ trade_no: string; entry_id: string; close_charges: Array<Record<string, string>>; net_profit: string }> =
      await app.ds.query(
        'SELECT p.trade_no, c.entry_id::text, c.close_charges, c.net_profit::text FROM position_closes c JOIN positions p ON p.id = c.position_id WHERE p.id = $1',
        [sanId],
      );
    const built = await buildTradeConfirmation(ctx(a), { positionId: sanId, leg: 'close' });
    expect(built.fileName).toBe(`vela-confirmation-${cl.trade_no}-close.pdf`);
    const text = await pdfText(built.bytes, 'san-close.pdf');
    const c = textsFor('en').confirmation;
    expect(text).toContain(c.closeLeg(cl.trade_no));
    expect(text).toMatch(onOneLine(c.sellingType, 'Manual'));
    expect(text).toMatch(onOneLine(c.side, 'Sell'));
    expect(text).toMatch(onOneLine('9.20', '9.21', 'Dec 8, 2026, 15:00:00 UTC', 'Simulated market feed'));
    expect(text).toMatch(onOneLine(c.fillPrice, '9.20 EUR'));
    for (const ch of cl.close_charges) expect(text).toContain(formatAmount(ch.settlementAmount, 'EUR', 'en'));
    const credited = await availableChange(cl.entry_id, a.user.id);
    expect(text).toMatch(onOneLine(c.proceeds, formatMoney(credited, 'EUR', 'en')));
    expect(text).toMatch(onOneLine(c.netProfit, formatMoney(cl.net_profit, 'EUR', 'en')));
    const png = path.join(os.tmpdir(), 'vela-confirmation-close-en-p1');
    fs.writeFileSync(`${png}.pdf`, built.bytes);
    await run('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', `${png}.pdf`, png]);
    console.log(`page 1: ${png}.png`);
  });

  it('a limit order shows its limit price and time in force', async () => {
    const text = await pdfText((await buildTradeConfirmation(ctx(a), { positionId: limitId, leg: 'open' })).bytes, 'limit.pdf');
    const c = textsFor('en').confirmation;
    expect(text).toMatch(onOneLine(c.orderType, 'Limit'));
    expect(text).toMatch(onOneLine(c.limitPrice, '9.05 EUR'));
    expect(text).toMatch(onOneLine(c.timeInForce, 'Good till cancelled'));
  });

  it('a position a split changed afterwards is confirmed as it filled', async () => {
    const data = await loadTradeConfirmation(app.appDs, a.user.id, { positionId: bbvaId, leg: 'open' });
    const [now]: Array<{ shares: number; entry_price: string }> = await app.ds.query(
      'SELECT shares, entry_price::text FROM positions WHERE id = $1',
      [bbvaId],
    );
    expect(now.shares).toBe(22);
    expect(data).toMatchObject({ shares: 15, sharesAfterSplit: 22 });
    expect(data.price.toFixed()).toBe('12.01');
    const text = await pdfText((await buildTradeConfirmation(ctx(a), { positionId: bbvaId, leg: 'open' })).bytes, 'split.pdf');
    const c = textsFor('en').confirmation;
    expect(text).toMatch(onOneLine(c.shares, '15'));
    expect(text).toMatch(onOneLine(c.fillPrice, `${formatPrice('12.01', 'en')} EUR`));
    expect(text).toContain('changed this position to 22 shares');
  });

  it('in Traditional Chinese, with the Noto Sans TC subset embedded', async () => {
    const built = await buildTradeConfirmation(ctx(a, 'zh-Hant'), { positionId: sanId, leg: 'open' });
    const file = path.join(os.tmpdir(), 'vela-confirmation-open-zh-Hant.pdf');
    fs.writeFileSync(file, built.bytes);
    const { stdout: text } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    expect(text).toContain('成交確認書');
    expect(text).toMatch(onOneLine('買賣方向', '買進'));
    expect(text).toContain('模擬');
    const { stdout: fonts } = await run('pdffonts', [file]);
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansTC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    await run('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '-p1')]);
    console.log(`page 1: ${file.replace(/\.pdf$/, '-p1.png')}`);
  });
});
