import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '../../../seed/ops-flows';
import { Money } from '../../../shared/money';
import { type GqlResult, type TestApp, type TestUser, createTestApp } from '../../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../../test/scripted-market';
import type { CsvExportParams, DocumentBuildContext } from '../documents/document-build';
import type { DocumentLanguage } from '../pdf/fonts';
import { readCsv } from './csv-testkit';
import { buildCsvExport } from './exports';
import { EXPORT_TEXTS } from './exports.texts';

// The CSV exports (issue 36) through the real services and PostgreSQL: deposits, a round trip with
// charges, a limit order cancelled, an ops adjustment whose reason is a formula with an RTL override,
// controls and 10,000 characters. Each dataset reads back with its header and the database's figures,
// the hostile cell is neutralised on its one row, another user's export holds none of these rows, and a
// range outside the activity gives the header alone.

const OCT_1 = new Date('2026-10-01T09:00:00Z');
const OCT_2 = new Date('2026-10-02T09:30:00Z'); // Friday, 11:30 in Madrid
const OCT_5 = new Date('2026-10-05T10:00:00Z');
const OCT_6 = new Date('2026-10-06T12:00:00Z');
const HOSTILE = `=HYPERLINK("http://evil.test","refund")\u202E\u0007\r\n${'x'.repeat(10_000)}`;

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let u: TestUser;
let other: TestUser;
let n = 0;
const key = () => `csv-key-${++n}-${Date.now()}`;

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }';
const CLOSE = 'mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }';
const CANCEL = 'mutation($id: ID!, $key: String!) { cancelOrder(id: $id, idempotencyKey: $key) { id status } }';

function ctx(user: TestUser, language: DocumentLanguage = 'en'): DocumentBuildContext {
  return {
    ds: app.appDs,
    clock: app.clock,
    holder: { userId: user.user.id, name: 'Ana', number: '+34 6••0123', taxCountry: 'ES' },
    language,
    progress: async () => {},
  };
}

async function csv(user: TestUser, params: CsvExportParams, language: DocumentLanguage = 'en'): Promise<string[][]> {
  const built = await buildCsvExport(ctx(user, language), params);
  expect(built.contentType).toBe('text/csv; charset=utf-8');
  expect(built.fileName).toBe(`vela-${params.dataset.replace('_', '-')}-${params.from}-${params.to}.csv`);
  return readCsv(built.bytes);
}

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 30 });
  app.clock.set(OCT_1);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  u = await app.registerUser();
  other = await app.registerUser();
  await fundUser(app, ops, u, 'EUR', '5000');
  await fundUser(app, ops, other, 'EUR', '700');
  app.clock.set(OCT_2);
  await market.tick([['ES:SAN', '9.000', '9.010']]);
  const place = (input: Record<string, unknown>) =>
    u.client.exec<{ placeOrder: { id: string; positionId: string | null } }>(PLACE, {
      input: { leverage: 1, ...input, idempotencyKey: key() },
    });
  const san = ok(await place({ symbol: 'ES:SAN', orderType: 'MARKET', direction: 'LONG', shares: 100 })).placeOrder;
  const limit = ok(await place({ symbol: 'ES:SAN', orderType: 'LIMIT', direction: 'LONG', shares: 10, limitPrice: '5' })).placeOrder;
  ok(await u.client.exec(CANCEL, { id: limit.id, key: key() }));
  app.clock.set(OCT_5);
  await market.tick([['ES:SAN', '9.200', '9.210']]);
  ok(await u.client.exec(CLOSE, { id: san.positionId, key: key() }));
  app.clock.set(OCT_6);
  const checker = await app.checker();
  await adjustBalance(app.services, ops.user, checker.user, {
    userId: u.user.id,
    currency: 'EUR',
    amount: new Money('1.23'),
    reason: HOSTILE.slice(0, 500),
    idempotencyKey: key(),
  });
}, 120_000);

afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

afterEach(async () => {
  expect((await app.services.ledger.check()).problems).toEqual([]);
});

describe('CSV exports', () => {
  it('the statement: every line of the range with the ledger’s balances, the hostile memo neutralised on its one row', async () => {
    const rows = await csv(u, { dataset: 'statement', ...OCTOBER });
    expect(rows[0]).toEqual(EXPORT_TEXTS.en.headers.statement);
    const lines = rows.slice(1);
    const [{ n: entries }] = await app.ds.query(
      `SELECT count(DISTINCT p.entry_id)::int AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       WHERE a.owner_id = $1 AND a.kind IN ('user_available', 'user_hold')`,
      [u.user.id],
    );
    expect(lines).toHaveLength(entries);
    // The last line's balance after is the ledger's balance now (nothing happened since).
    const [{ balance }] = await app.ds.query(
      `SELECT balance::text AS balance FROM ledger_accounts WHERE owner_id = $1 AND kind = 'user_available' AND currency = 'EUR'`,
      [u.user.id],
    );
    expect(lines.at(-1)![8]).toBe(balance);
    // Each line's change adds up to its balance after, exactly.
    let available = new Money(0);
    for (const l of lines) {
      available = available.plus(l[6]!);
      expect(new Money(l[8]!).eq(available), l.join('|')).toBe(true);
    }
    const [{ order_no }] = await app.ds.query(`SELECT order_no FROM orders WHERE user_id = $1 AND order_type = 'market'`, [u.user.id]);
    expect(lines.some((l) => l[4] === order_no && l[5] === 'ES:SAN')).toBe(true);
    const hostile = lines.filter((l) => l[3]!.includes('HYPERLINK'));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]![3]!.startsWith(`'=HYPERLINK`)).toBe(true);
    for (const ch of ['\u202E', '\u0007', '\r', '\n']) expect(hostile[0]![3]).not.toContain(ch);
    expect(hostile[0]![3]!.length).toBeLessThanOrEqual(2000);
    expect(hostile[0]![6]).toBe('1.2300');
  });

  it('orders: the filled and the cancelled, with their numbers, types and statuses', async () => {
    const rows = await csv(u, { dataset: 'orders', ...OCTOBER });
    expect(rows[0]).toEqual(EXPORT_TEXTS.en.headers.orders);
    const db: Array<{ order_no: string }> = await app.ds.query(
      `SELECT order_no FROM orders WHERE user_id = $1 ORDER BY created_at, order_no`,
      [u.user.id],
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(db.map((o) => o.order_no));
    expect(rows.slice(1).map((r) => [r[5], r[6], r[7], r[11]])).toEqual([
      ['Market', '100', '', 'Filled'],
      ['Limit', '10', '5.0000', 'Cancelled'],
    ]);
  });

  it('positions and closed positions: the round trip, its charges and profit as stored', async () => {
    const opened = await csv(u, { dataset: 'positions', ...OCTOBER });
    expect(opened).toHaveLength(2);
    const [p] = await app.ds.query(
      `SELECT p.trade_no, p.entry_price::text AS entry_price, p.open_charges_total::text AS charges, c.net_profit::text AS net,
              c.exit_price::text AS exit, c.close_charges_total::text AS close_charges
       FROM positions p JOIN position_closes c ON c.position_id = p.id WHERE p.user_id = $1`,
      [u.user.id],
    );
    expect(opened[1]).toEqual(expect.arrayContaining([p.trade_no, 'ES:SAN', 'Long', '100', p.entry_price, p.charges, 'Closed']));
    const closed = await csv(u, { dataset: 'closed_positions', ...OCTOBER });
    expect(closed[0]).toEqual(EXPORT_TEXTS.en.headers.closed_positions);
    expect(closed[1]).toEqual(expect.arrayContaining([p.trade_no, p.exit, p.close_charges, p.net, 'Manual']));
  });

  it('in Traditional Chinese: the headers and words are the document’s language, the figures the same', async () => {
    const rows = await csv(u, { dataset: 'orders', ...OCTOBER }, 'zh-Hant');
    expect(rows[0]).toEqual(EXPORT_TEXTS['zh-Hant'].headers.orders);
    expect(rows[2]![11]).toBe('已取消');
    expect(rows[2]![7]).toBe('5.0000');
  });

  it('another user’s export holds none of these rows; a range without activity is the header alone', async () => {
    const mine = (await csv(u, { dataset: 'statement', ...OCTOBER }))
      .slice(1)
      .map((r) => r[4])
      .filter(Boolean);
    const theirs = await csv(other, { dataset: 'statement', ...OCTOBER });
    expect(theirs).toHaveLength(2); // the header and their one deposit
    expect(theirs.slice(1).some((r) => mine.includes(r[4]!))).toBe(false);
    for (const dataset of ['statement', 'orders', 'positions', 'closed_positions'] as const) {
      expect(await csv(u, { dataset, from: '2026-09-01', to: '2026-09-30' })).toEqual([EXPORT_TEXTS.en.headers[dataset]]);
    }
  });
});
