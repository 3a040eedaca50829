import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTicks } from '../../app/compose';
import { Money } from '../../shared/money';
import { type GqlClient, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { drawSeedHash, runDraw } from '../allocation/draw';
import { BlockTradeOfferingTexts1766000100000 } from '../../../../migrations/1766000100000-BlockTradeOfferingTexts';
import { Feed } from '../market-data/feed/feed.service';
import { ScriptedProvider } from '../market-data/providers/scripted/scripted-provider';

// Issue 13, block trades, through the real API: offerings by ops, personal single-use purchase codes,
// subscriptions with amount + handling fee held, the hedge price watched on every tick (through the
// module contract's tick hooks) and by the job's sweep, the close (every ticket, or the draw engine when
// oversubscribed) with positions opened at the subscription price, and every refusal with nothing changed.

const OFFERING_FIELDS = `id symbol name currency subscriptionPrice hedgePrice feeRate minAmount ticketsAvailable maxTicketsPerUser ticketShares
  codePolicy seedHash status phase currentPrice ticketsSubscribed cancelReason failReason failedPrice`;
const CREATE = `mutation C($input: BlockTradeOfferingInput!) { createBlockTradeOffering(input: $input) { ${OFFERING_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: BlockTradeOfferingInput!) { updateBlockTradeOffering(id: $id, input: $input) { id name } }`;
const CANCEL = `mutation X($input: CancelBlockTradeOfferingInput!) { cancelBlockTradeOffering(input: $input) { id status cancelReason } }`;
const OFFERING = `query O($id: ID!) { blockTradeOffering(id: $id) { ${OFFERING_FIELDS} myCode { code } mySubscription { id status } } }`;
const CODE = `mutation K($id: ID!) { myBlockTradeCode(offeringId: $id) { code offeringId issuedAt usedAt } }`;
const SUBSCRIBE = `mutation S($input: SubscribeBlockTradeInput!) { subscribeBlockTrade(input: $input) {
  id orderNo status tickets shares price amount fee heldAmount } }`;
const RECORD_FIELDS = `id orderNo stockName symbol code currentPrice hedgePrice fee feeRate price tickets shares amount heldAmount
  transactionAmount feePaid wonTickets wonShares status reason rank positionId offering { id }`;
const MINE = `query { myBlockTradeSubscriptions(first: 20) { items { ${RECORD_FIELDS} } } }`;
const ONE = `query O($id: ID!) { blockTradeSubscription(id: $id) { id status } }`;
const OPS_LIST = `query L($id: ID!) { opsBlockTradeSubscriptions(offeringId: $id, first: 50) { items { id status tickets wonTickets } } }`;
const DRAW = `query D($id: ID!) { blockTradeDraw(offeringId: $id) { seedHash seed oversubscribed entries ticketsAvailable ticketsSubscribed
  ticketsAllocated cutoffRound cutoffRank results { subscriptionId rank tickets wonTickets } myRank } }`;
const NOTICES = `query N($lang: String, $first: Int) { myBlockTradeNotices(lang: $lang, first: $first) {
  items { id kind at offeringId symbol stockName code closesAt usedAt lang title text } nextCursor } }`;
const RUN_CLOSE = `mutation R($id: ID!) { runBlockTradeClose(offeringId: $id) { id status } }`;
const BALANCES = `query { balances { currency available frozen } }`;
const POSITIONS = `query { positions(first: 20) { items { id symbol shares leverage buyPrice } } }`;
const STATEMENT = `query S($currency: String!) { statement(currency: $currency, first: 30) { items { kind orderNo label availableChange frozenChange } } }`;

type Sub = Record<string, unknown> & { id: string; status: string };

let app: TestApp;
let ops: TestUser;
let market: ScriptedMarket;
/** A second scripted feed whose ticks do not run the tick hooks (to prove the job's sweep on its own). */
let quiet: ScriptedMarket;
/** Real-name verification is installed: eligible users must have passed it. */
let gated: boolean;

const T0 = new Date('2026-11-18T15:00:00Z'); // a Wednesday: New York in session
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** The scripted feed, its ticks followed by every module's tick hook (as the feed role runs them). */
async function hookedMarket(): Promise<ScriptedMarket> {
  const provider = new ScriptedProvider(() => app.clock.now());
  const feed = new Feed(app.ds, app.clock, provider, await app.services.marketData.directory(), app.services.quoteBus, {
    tickMs: 1000,
    backfillDailyDays: 0,
    backfillMinuteDays: 0,
    progress: false,
    afterTicks: (symbols) => afterTicks(app.services, symbols),
  });
  const recorded: ScriptedMarket['recorded'] = [];
  return {
    provider,
    feed,
    recorded,
    async tick(list) {
      await feed.applyTicks(list.map(([s, bid, ask]) => provider.quote(s, bid, ask)));
      await feed.settled();
    },
  };
}

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 });
  app.clock.set(T0);
  gated = 'realName' in app.services;
  market = await hookedMarket();
  quiet = await scriptedMarket(app);
  await market.tick([
    ['US:AAPL', '200.00', '200.10'],
    ['US:MSFT', '400.00', '400.10'],
    ['US:NVDA', '180.00', '180.10'],
    ['US:KO', '70.00', '70.10'],
  ]);
  ops = await app.createOps();
}, 120_000);
afterAll(async () => {
  await market?.feed.stop();
  await quiet?.feed.stop();
  await app?.close();
});

function offeringInput(over: Record<string, unknown> = {}) {
  return {
    symbol: 'US:AAPL',
    name: 'Apple placement (test)',
    subscriptionPrice: '150.005',
    hedgePrice: '120.00',
    feeRate: '0.0025',
    minAmount: '30000',
    ticketsAvailable: 10,
    maxTicketsPerUser: 3,
    opensAt: at(60).toISOString(),
    closesAt: at(120).toISOString(),
    codePolicy: 'REAL_NAME',
    ...over,
  };
}

async function createOffering(over: Record<string, unknown> = {}) {
  const r = await ops.client.exec<{ createBlockTradeOffering: Record<string, string> & { id: string } }>(CREATE, {
    input: offeringInput(over),
  });
  expect(r.errors).toBeUndefined();
  return r.data!.createBlockTradeOffering;
}

/** An investor who passed real-name verification (when that module is installed), with money. */
async function investor(amount = '50000'): Promise<TestUser> {
  const u = await app.registerUser((gated ? { verified: true } : {}) as never);
  if (amount !== '0') await fundUser(app, ops, u, 'USD', amount);
  return u;
}

async function balance(c: GqlClient, currency = 'USD') {
  const r = await c.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  expect(r.errors).toBeUndefined();
  const b = r.data!.balances.find((x) => x.currency === currency) ?? { currency, available: '0', frozen: '0' };
  return { available: new Money(b.available).toFixed(2), frozen: new Money(b.frozen).toFixed(2) };
}

async function codeFor(u: TestUser, offeringId: string): Promise<string> {
  const r = await u.client.exec<{ myBlockTradeCode: { code: string } }>(CODE, { id: offeringId });
  expect(r.errors).toBeUndefined();
  return r.data!.myBlockTradeCode.code;
}

const subscribe = (u: TestUser, offeringId: string, tickets: number, code: string | null | undefined, idempotencyKey = randomUUID()) =>
  u.client.exec<{ subscribeBlockTrade: Sub & { orderNo: string; heldAmount: string; fee: string; amount: string } }>(SUBSCRIBE, {
    input: { offeringId, tickets, idempotencyKey, ...(code === undefined ? {} : { code }) },
  });

async function records(u: TestUser): Promise<Sub[]> {
  const r = await u.client.exec<{ myBlockTradeSubscriptions: { items: Sub[] } }>(MINE);
  expect(r.errors).toBeUndefined();
  return r.data!.myBlockTradeSubscriptions.items;
}

async function offering(id: string, c: GqlClient = app.anonymous()) {
  const r = await c.exec<{ blockTradeOffering: Record<string, unknown> }>(OFFERING, { id });
  expect(r.errors).toBeUndefined();
  return r.data!.blockTradeOffering;
}

async function events(u: TestUser): Promise<Array<{ status: string; reason?: string }>> {
  const rows: Array<{ payload: { status: string; reason?: string } }> = await app.ds.query(
    `SELECT payload FROM user_events WHERE user_id = $1 AND type = 'BLOCK_TRADE_UPDATED' ORDER BY seq`,
    [u.user.id],
  );
  return rows.map((r) => r.payload);
}

async function ledgerClean() {
  expect((await app.services.ledger.check()).problems).toEqual([]);
}

async function countRows(table: string): Promise<number> {
  const [r]: Array<{ n: number }> = await app.ds.query(`SELECT count(*)::int AS n FROM ${table}`);
  return r.n;
}

const VERIFY = path.resolve(__dirname, '../../../../scripts/verify-draw.mjs');
/** scripts/verify-draw.mjs, run as anyone would run it (no Vela code). */
function verifyDraw(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [VERIFY, ...args], (err, stdout) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }),
    );
  });
}

/** The public record over HTTP (no session), as GET /draws/block-trade/<id> serves it. */
async function publicRecord(offeringId: string, suffix = '') {
  const res = await fetch(`${app.url}/draws/block-trade/${offeringId}${suffix}`);
  return { status: res.status, text: await res.text() };
}

async function saveRecord(name: string, record: unknown): Promise<string> {
  const file = path.join(os.tmpdir(), `${name}-${randomUUID()}.json`);
  await writeFile(file, JSON.stringify(record));
  return file;
}

type Notice = {
  id: string;
  kind: string;
  offeringId: string;
  symbol: string;
  stockName: string;
  code: string;
  usedAt: string | null;
  lang: string;
  title: string;
  text: string;
};
async function notices(u: TestUser, lang?: string): Promise<Notice[]> {
  const r = await u.client.exec<{ myBlockTradeNotices: { items: Notice[] } }>(NOTICES, { lang });
  expect(r.errors).toBeUndefined();
  return r.data!.myBlockTradeNotices.items;
}

async function codeEvents(u: TestUser): Promise<Array<Record<string, unknown>>> {
  const rows: Array<{ payload: Record<string, unknown> }> = await app.ds.query(
    `SELECT payload FROM user_events WHERE user_id = $1 AND type = 'BLOCK_TRADE_CODE_ISSUED' ORDER BY seq`,
    [u.user.id],
  );
  return rows.map((r) => r.payload);
}

describe('block-trade offerings (ops)', () => {
  it('creates an offering with a committed seed hash and the live price; edits before opening; only ops may', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    expect(o).toMatchObject({
      status: 'SCHEDULED',
      phase: 'NOT_STARTED',
      currency: 'USD',
      subscriptionPrice: '150.005',
      hedgePrice: '120',
      feeRate: '0.0025',
      ticketShares: 100,
      codePolicy: 'REAL_NAME',
      ticketsSubscribed: 0,
      currentPrice: '200.05',
    });
    expect(o.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const edited = await ops.client.exec<{ updateBlockTradeOffering: { name: string } }>(UPDATE, {
      id: o.id,
      input: offeringInput({ name: 'Apple placement (edited)' }),
    });
    expect(edited.data!.updateBlockTradeOffering.name).toBe('Apple placement (edited)');

    const user = await investor('0');
    expect(codeOf(await user.client.exec(CREATE, { input: offeringInput() }))).toBe('FORBIDDEN');
    expect(codeOf(await app.anonymous().exec(CREATE, { input: offeringInput() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await user.client.exec(CANCEL, { input: { id: o.id, reason: 'no' } }))).toBe('FORBIDDEN');
    expect(codeOf(await user.client.exec(OPS_LIST, { id: o.id }))).toBe('FORBIDDEN');

    app.clock.set(at(61));
    expect(codeOf(await ops.client.exec(UPDATE, { id: o.id, input: offeringInput({ name: 'late' }) }))).toBe('BLOCK_TRADE_OFFERING_LOCKED');
    expect((await offering(o.id)).name).toBe('Apple placement (edited)');
    const audit: Array<{ action: string }> = await app.ds.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [o.id]);
    expect(audit.map((x) => x.action)).toEqual(['block_trade.offering.created', 'block_trade.offering.updated']);
    // Leave nothing open on AAPL for the tests after this one.
    expect((await ops.client.exec(CANCEL, { input: { id: o.id, reason: 'Test offering withdrawn' } })).errors).toBeUndefined();
  });

  it('refuses a window out of order, figures that do not hold together and converted markets, storing nothing', async () => {
    app.clock.set(T0);
    const before = await countRows('block_trade_offerings');
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ closesAt: at(30).toISOString() }, 'BLOCK_TRADE_DATES_INVALID'],
      [{ opensAt: at(-5).toISOString() }, 'BLOCK_TRADE_DATES_INVALID'],
      [{ hedgePrice: '150.005' }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ hedgePrice: '0' }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ subscriptionPrice: '150.00001' }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ feeRate: '-0.001' }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ feeRate: '0.2' }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ minAmount: '1.001' }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ minAmount: '50000' }, 'BLOCK_TRADE_FIGURES_INVALID'], // above 3 tickets × 100 × 150.005: nobody could subscribe
      [{ ticketsAvailable: 0 }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ maxTicketsPerUser: 11 }, 'BLOCK_TRADE_FIGURES_INVALID'],
      [{ name: '   ' }, 'BAD_INPUT'],
      [{ symbol: 'TW:2330' }, 'BLOCK_TRADE_CURRENCY_NOT_SUPPORTED'],
      [{ symbol: 'US:NOPE' }, 'INSTRUMENT_NOT_FOUND'],
    ];
    for (const [over, code] of refusals) {
      expect(codeOf(await ops.client.exec(CREATE, { input: offeringInput(over) })), JSON.stringify(over)).toBe(code);
    }
    expect(await countRows('block_trade_offerings')).toBe(before);
  });
});

describe('purchase codes, subscribing and the close', () => {
  it('runs an offering end to end: codes, every refusal, holds with the fee, then positions at the subscription price', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    const [a, b] = await Promise.all([investor(), investor()]);
    const poor = await investor('1000');

    // Codes are issued in the app, to the signed-in user, before or during the window; the same code again.
    expect(codeOf(await app.anonymous().exec(CODE, { id: o.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await a.client.exec(CODE, { id: randomUUID() }))).toBe('NOT_FOUND');
    const aCode = await codeFor(a, o.id);
    expect(aCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(await codeFor(a, o.id)).toBe(aCode);
    const bCode = await codeFor(b, o.id);
    expect(bCode).not.toBe(aCode);
    expect((await offering(o.id, a.client)).myCode).toEqual({ code: aCode });
    expect((await offering(o.id)).myCode).toBeNull();
    if (gated) {
      const unverified = await app.registerUser();
      expect(codeOf(await unverified.client.exec(CODE, { id: o.id }))).toBe('REAL_NAME_REQUIRED');
      expect(await app.ds.query(`SELECT 1 FROM block_trade_codes WHERE user_id = $1`, [unverified.user.id])).toEqual([]);
    }

    // Before the window: 'Currently not available for subscription'.
    expect(codeOf(await subscribe(a, o.id, 2, aCode))).toBe('BLOCK_TRADE_NOT_AVAILABLE');

    app.clock.set(at(61));
    expect((await offering(o.id)).phase).toBe('AVAILABLE');
    // 'Purchase code required'; a wrong code, another user's code: refused.
    expect(codeOf(await subscribe(a, o.id, 2, undefined))).toBe('BLOCK_TRADE_CODE_REQUIRED');
    expect(codeOf(await subscribe(a, o.id, 2, null))).toBe('BLOCK_TRADE_CODE_REQUIRED');
    expect(codeOf(await subscribe(a, o.id, 2, '  '))).toBe('BLOCK_TRADE_CODE_REQUIRED');
    expect(codeOf(await subscribe(a, o.id, 2, 'ABCDEFGHJK'))).toBe('BLOCK_TRADE_CODE_INVALID');
    expect(codeOf(await subscribe(a, o.id, 2, bCode))).toBe('BLOCK_TRADE_CODE_INVALID');
    // Whole tickets up to the cap; the amount at least the minimum (1 ticket = 15,000.50 < 30,000).
    for (const tickets of [0, -1, 4]) expect(codeOf(await subscribe(a, o.id, tickets, aCode))).toBe('BLOCK_TRADE_TICKETS_INVALID');
    expect(codeOf(await subscribe(a, o.id, 1, aCode))).toBe('BLOCK_TRADE_BELOW_MINIMUM');
    // Not enough money: refused, nothing held, the code still unused.
    const poorCode = await codeFor(poor, o.id);
    expect(codeOf(await subscribe(poor, o.id, 2, poorCode))).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(poor.client)).toEqual({ available: '1000.00', frozen: '0.00' });
    expect(await app.ds.query(`SELECT used_at FROM block_trade_codes WHERE code = $1`, [poorCode])).toEqual([{ used_at: null }]);
    expect(await records(a)).toEqual([]);
    expect(await events(a)).toEqual([]);

    // 3 tickets: 300 × 150.005 = 45,001.50; fee 0.25 % = 112.50375, rounded up to 112.51; held 45,114.01.
    const key = randomUUID();
    const first = await subscribe(a, o.id, 3, aCode, key);
    expect(first.errors).toBeUndefined();
    const sub = first.data!.subscribeBlockTrade;
    expect(sub).toMatchObject({ status: 'IN_PROGRESS', tickets: 3, shares: 300, amount: '45001.5', fee: '112.51', heldAmount: '45114.01' });
    expect(sub.orderNo).toMatch(/^B\d{8}\d+$/);
    // A retry with the same key is the same subscription; a second one is refused; the code is spent.
    expect((await subscribe(a, o.id, 3, aCode, key)).data!.subscribeBlockTrade.id).toBe(sub.id);
    expect(codeOf(await subscribe(a, o.id, 2, aCode))).toBe('BLOCK_TRADE_ALREADY_SUBSCRIBED');
    expect(
      (await a.client.exec<{ myBlockTradeCode: { usedAt: string | null } }>(CODE, { id: o.id })).data!.myBlockTradeCode.usedAt,
    ).not.toBeNull();
    expect(await balance(a.client)).toEqual({ available: '4885.99', frozen: '45114.01' });
    expect(await events(a)).toEqual([expect.objectContaining({ status: 'in_progress', offeringId: o.id })]);

    // A spent code is nobody else's either.
    expect(codeOf(await subscribe(b, o.id, 2, aCode))).toBe('BLOCK_TRADE_CODE_INVALID');
    // Codes are typed loosely: spaces, dashes and small letters are fine.
    const loose = `${bCode.slice(0, 5).toLowerCase()}-${bCode.slice(5)}`;
    expect((await subscribe(b, o.id, 2, loose)).errors).toBeUndefined();
    expect((await offering(o.id)).ticketsSubscribed).toBe(5);

    // Records: every field; another user's record and anonymous reads are refused.
    const [rec] = await records(a);
    expect(rec).toMatchObject({
      orderNo: sub.orderNo,
      stockName: 'Apple placement (test)',
      symbol: 'US:AAPL',
      code: aCode,
      currentPrice: '200.05',
      hedgePrice: '120',
      fee: '112.51',
      feeRate: '0.0025',
      price: '150.005',
      tickets: 3,
      shares: 300,
      transactionAmount: '0',
      status: 'IN_PROGRESS',
      reason: null,
      positionId: null,
    });
    expect(codeOf(await b.client.exec(ONE, { id: sub.id }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(ONE, { id: sub.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(MINE))).toBe('UNAUTHENTICATED');
    expect((await a.client.exec<{ blockTradeSubscription: Sub }>(ONE, { id: sub.id })).data!.blockTradeSubscription.status).toBe(
      'IN_PROGRESS',
    );
    const opsList = await ops.client.exec<{ opsBlockTradeSubscriptions: { items: Sub[] } }>(OPS_LIST, { id: o.id });
    expect(opsList.data!.opsBlockTradeSubscriptions.items).toHaveLength(2);
    await ledgerClean();

    // The close is not due before the window ends.
    expect(codeOf(await ops.client.exec(RUN_CLOSE, { id: o.id }))).toBe('BLOCK_TRADE_CLOSE_NOT_DUE');
    expect(await app.services.blockTrade.close(o.id, null)).toBe(false);

    // After the window: no subscribing, no new codes; the job closes it once. 5 of 10 tickets: all allocated.
    app.clock.set(at(121));
    const late = await investor('0');
    expect(codeOf(await late.client.exec(CODE, { id: o.id }))).toBe('BLOCK_TRADE_NOT_AVAILABLE');
    expect(codeOf(await subscribe(a, o.id, 2, aCode))).toBe('BLOCK_TRADE_NOT_AVAILABLE');
    expect(await app.services.blockTrade.closeDue()).toBeGreaterThanOrEqual(1);
    expect(await app.services.blockTrade.close(o.id, null)).toBe(false);
    expect(codeOf(await ops.client.exec(RUN_CLOSE, { id: o.id }))).toBe('BLOCK_TRADE_CLOSE_NOT_DUE');
    expect(await offering(o.id)).toMatchObject({ status: 'CLOSED', phase: 'CLOSED' });

    const [done] = await records(a);
    expect(done).toMatchObject({ status: 'SUCCESSFUL', wonTickets: 3, wonShares: 300, transactionAmount: '45001.5', feePaid: '112.51' });
    expect(done.rank).toBeNull();
    const positions = await a.client.exec<{ positions: { items: Array<{ id: string }> } }>(POSITIONS);
    expect(positions.data!.positions.items).toEqual([
      expect.objectContaining({ id: done.positionId, symbol: 'US:AAPL', shares: 300, leverage: 1, buyPrice: '150.005' }),
    ]);
    expect(await balance(a.client)).toEqual({ available: '4885.99', frozen: '0.00' });
    expect(await events(a)).toEqual([
      expect.objectContaining({ status: 'in_progress' }),
      expect.objectContaining({ status: 'successful', positionId: done.positionId }),
    ]);
    // The statement lines carry the order number and the stock.
    const statement = await a.client.exec<{ statement: { items: Array<{ kind: string; orderNo: string; label: string }> } }>(STATEMENT, {
      currency: 'USD',
    });
    expect(statement.data!.statement.items.filter((l) => l.orderNo === sub.orderNo).map((l) => [l.kind, l.label])).toEqual(
      expect.arrayContaining([
        ['block_trade_allocated', 'US:AAPL'],
        ['block_trade_hold', 'US:AAPL'],
      ]),
    );

    // The public record: the seed revealed matches the hash committed at creation; no draw was needed.
    const draw = (await app.anonymous().exec<{ blockTradeDraw: Record<string, unknown> & { seed: string } }>(DRAW, { id: o.id })).data!
      .blockTradeDraw;
    expect(drawSeedHash(draw.seed)).toBe(o.seedHash);
    expect(draw).toMatchObject({ oversubscribed: false, entries: 2, ticketsAvailable: 10, ticketsSubscribed: 5, ticketsAllocated: 5 });
    // The public HTTP record says the same, and scripts/verify-draw.mjs accepts it: no draw was needed.
    const url = `${app.url}/draws/block-trade/${o.id}`;
    const checked = await verifyDraw([url, '--subscription', sub.id]);
    expect(checked.stdout).toContain('not oversubscribed');
    expect(checked.stdout).toContain('Your entry  3 ticket(s) won (no draw needed)');
    expect(checked.code).toBe(0);
    // Nothing of it stays in the allocation escrow.
    const escrow: Array<{ b: string | null }> = await app.ds.query(
      `SELECT sum(balance) AS b FROM ledger_accounts WHERE kind = 'allocation_escrow' AND currency = 'USD'`,
    );
    expect(new Money(escrow[0].b ?? 0).toFixed(2)).toBe('0.00');
    await ledgerClean();
  });

  it('an oversubscribed offering is allocated by the draw engine, reproducible from its public record', async () => {
    app.clock.set(T0);
    const o = await createOffering({ symbol: 'US:KO', subscriptionPrice: '60', hedgePrice: '50', minAmount: '0', ticketsAvailable: 5 });
    const users = await Promise.all([investor('20000'), investor('20000'), investor('20000'), investor('20000')]);
    const asked = [3, 2, 3, 1];
    const codes = await Promise.all(users.map((u) => codeFor(u, o.id)));
    app.clock.set(at(61));
    const subs = await Promise.all(users.map((u, i) => subscribe(u, o.id, asked[i], codes[i])));
    for (const s of subs) expect(s.errors).toBeUndefined();
    // Before the close the public record holds the committed hash and live counts, never the seed or entries.
    const before = await publicRecord(o.id);
    expect(before.status).toBe(200);
    expect(JSON.parse(before.text)).toMatchObject({
      kind: 'block-trade',
      offeringId: o.id,
      seedHash: o.seedHash,
      seed: null,
      closedAt: null,
      entries: 4,
      ticketsAvailable: 5,
      ticketsSubscribed: 9,
      ticketsAllocated: null,
      results: [],
    });
    const early = await verifyDraw([`${app.url}/draws/block-trade/${o.id}`]);
    expect(early.code).toBe(1);
    expect(early.stdout).toContain(`Published seed hash: ${o.seedHash}`);
    app.clock.set(at(121));
    expect(await app.services.blockTrade.close(o.id, null)).toBe(true);

    const draw = (
      await users[0].client.exec<{
        blockTradeDraw: {
          seed: string;
          oversubscribed: boolean;
          ticketsAvailable: number;
          ticketsAllocated: number;
          cutoffRound: number;
          cutoffRank: number;
          results: Array<{ subscriptionId: string; rank: number; tickets: number; wonTickets: number }>;
          myRank: number;
        };
      }>(DRAW, { id: o.id })
    ).data!.blockTradeDraw;
    expect(drawSeedHash(draw.seed)).toBe(o.seedHash);
    expect(draw).toMatchObject({ oversubscribed: true, ticketsAvailable: 5, ticketsAllocated: 5 });
    // Anyone recomputes it from the seed and the entries (tickets as lots).
    const again = runDraw(
      draw.seed,
      draw.results.map((r) => ({ id: r.subscriptionId, lots: r.tickets })),
      draw.ticketsAvailable,
    );
    expect(again.ranking.map((r) => ({ subscriptionId: r.id, rank: r.rank, tickets: r.lots, wonTickets: r.wonLots }))).toEqual(
      draw.results,
    );
    expect({ cutoffRound: draw.cutoffRound, cutoffRank: draw.cutoffRank }).toEqual({
      cutoffRound: again.cutoff!.round,
      cutoffRank: again.cutoff!.rank,
    });
    // Round one gives a ticket to each of the four; the fifth goes to the first in draw order that asked for two or more.
    expect(draw.results.every((r) => r.wonTickets >= 1)).toBe(true);
    expect(draw.results.reduce((n, r) => n + r.wonTickets, 0)).toBe(5);
    expect(draw.myRank).toBe(draw.results.find((r) => r.subscriptionId === subs[0].data!.subscribeBlockTrade.id)!.rank);

    // The public HTTP record (GET /draws/block-trade/<id>, `.json` too) is the same record, with nothing
    // personal in it: no user, phone or purchase code, only random subscription ids.
    const after = await publicRecord(o.id, '.json');
    expect(after.status).toBe(200);
    const record = JSON.parse(after.text) as Record<string, unknown> & { results: Array<Record<string, unknown>> };
    const { myRank: _mine, ...publicDraw } = draw;
    expect(record).toMatchObject({ kind: 'block-trade', offeringId: o.id, seedHash: o.seedHash, entries: 4, ...publicDraw });
    for (const r of record.results) expect(Object.keys(r).sort()).toEqual(['rank', 'subscriptionId', 'tickets', 'wonTickets']);
    for (const [i, u] of users.entries()) {
      expect(after.text).not.toContain(u.user.id);
      expect(after.text).not.toContain(u.user.phone);
      expect(after.text).not.toContain(codes[i]);
    }
    expect((await publicRecord(randomUUID())).status).toBe(404);
    expect((await publicRecord('not-an-id')).status).toBe(404);

    // scripts/verify-draw.mjs recomputes it from that record alone (by URL, or a saved file of either
    // kind's detection) and says where the subscriber's entry came.
    const url = `${app.url}/draws/block-trade/${o.id}`;
    const mineId = subs[0].data!.subscribeBlockTrade.id;
    const ok = await verifyDraw([url, '--subscription', mineId]);
    expect(ok.stdout).toContain('Verified');
    expect(ok.stdout).toContain(`Your entry  rank ${draw.myRank} of 4`);
    expect(ok.code).toBe(0);
    const { kind: _kind, ...unlabelled } = record;
    expect((await verifyDraw([await saveRecord('block-trade-draw', unlabelled)])).code).toBe(0);
    expect((await verifyDraw([await saveRecord('block-trade-draw', unlabelled), '--kind', 'block-trade'])).code).toBe(0);
    // Asked to check it as an IPO draw, it refuses: the record says what it is.
    expect((await verifyDraw([url, '--kind', 'ipo'])).code).toBe(1);

    // Forgeries are caught: a ticket moved from one entry to another, two ranks swapped, a draw claimed
    // not to be needed, a seed that is not the committed one.
    const forge = async (change: (r: typeof record) => void) => {
      const copy = JSON.parse(after.text) as typeof record;
      change(copy);
      const caught = await verifyDraw([await saveRecord('forged-block-trade-draw', copy)]);
      expect(caught.stdout).toContain('MISMATCH');
      expect(caught.code).toBe(1);
    };
    const results = (r: typeof record) => r.results as Array<{ rank: number; wonTickets: number; tickets: number }>;
    await forge((r) => {
      const list = results(r);
      const gainer = list.find((x) => x.wonTickets < x.tickets)!;
      const giver = list.find((x) => x !== gainer && x.wonTickets > 0)!;
      giver.wonTickets -= 1;
      gainer.wonTickets += 1;
    });
    await forge((r) => {
      const [x, y] = results(r);
      [x.rank, y.rank] = [y.rank, x.rank];
    });
    await forge((r) => {
      r.oversubscribed = false;
      for (const x of results(r)) {
        x.wonTickets = x.tickets;
        x.rank = null as never;
      }
      r.ticketsAllocated = 9;
      r.cutoffRound = null;
      r.cutoffRank = null;
    });
    await forge((r) => {
      r.seed = 'ab'.repeat(32);
    });

    // Each pays for what it won (fee on that amount), the rest comes back; positions of the shares won.
    for (const [i, u] of users.entries()) {
      const [rec] = await records(u);
      const result = draw.results.find((r) => r.subscriptionId === rec.id)!;
      const cost = new Money(60).times(result.wonTickets * 100);
      const fee = cost.times('0.0025').toDecimalPlaces(2, Money.ROUND_UP);
      expect(rec).toMatchObject({ status: 'SUCCESSFUL', wonTickets: result.wonTickets, rank: result.rank, tickets: asked[i] });
      expect(rec.transactionAmount).toBe(cost.toFixed());
      expect(rec.feePaid).toBe(fee.toFixed());
      expect(await balance(u.client)).toEqual({ available: new Money(20000).minus(cost).minus(fee).toFixed(2), frozen: '0.00' });
      const pos = (await u.client.exec<{ positions: { items: Array<{ shares: number; buyPrice: string }> } }>(POSITIONS)).data!.positions
        .items;
      expect(pos).toEqual([expect.objectContaining({ shares: result.wonTickets * 100, buyPrice: '60' })]);
    }
    await ledgerClean();
  });

  it('a subscriber who wins no ticket fails with NOT_ALLOCATED and gets the whole hold back, fee included', async () => {
    app.clock.set(T0);
    const o = await createOffering({
      symbol: 'US:KO',
      subscriptionPrice: '60',
      hedgePrice: '50',
      minAmount: '0',
      ticketsAvailable: 1,
      maxTicketsPerUser: 1,
    });
    const users = await Promise.all([investor('10000'), investor('10000'), investor('10000')]);
    const codes = await Promise.all(users.map((u) => codeFor(u, o.id)));
    app.clock.set(at(61));
    for (const [i, u] of users.entries()) expect((await subscribe(u, o.id, 1, codes[i])).errors).toBeUndefined();
    app.clock.set(at(121));
    expect(await app.services.blockTrade.closeDue()).toBeGreaterThanOrEqual(1);
    const outcomes = await Promise.all(
      users.map(async (u) => ({ rec: (await records(u))[0], bal: await balance(u.client), ev: await events(u) })),
    );
    expect(outcomes.filter((x) => x.rec.status === 'SUCCESSFUL')).toHaveLength(1);
    const losers = outcomes.filter((x) => x.rec.status === 'FAILED');
    expect(losers).toHaveLength(2);
    for (const x of losers) {
      expect(x.rec).toMatchObject({ reason: 'NOT_ALLOCATED', wonTickets: 0, transactionAmount: '0', feePaid: '0', positionId: null });
      expect(x.bal).toEqual({ available: '10000.00', frozen: '0.00' });
      expect(x.ev.at(-1)).toMatchObject({ status: 'failed', reason: 'NOT_ALLOCATED' });
    }
    await ledgerClean();
  });

  it('subscribing takes passed real-name verification: refused with REAL_NAME_REQUIRED, nothing held or spent', async (ctx) => {
    if (!gated) ctx.skip();
    app.clock.set(T0);
    const o = await createOffering();
    // Someone else's valid, unused code: the refusal comes before any code is looked at or spent.
    const holder = await investor();
    const code = await codeFor(holder, o.id);
    const unverified = await app.registerUser();
    await fundUser(app, ops, unverified, 'USD', '50000');
    app.clock.set(at(61));
    expect((await offering(o.id)).phase).toBe('AVAILABLE');

    const key = randomUUID();
    expect(codeOf(await subscribe(unverified, o.id, 2, code, key))).toBe('REAL_NAME_REQUIRED');
    // A retry with the same key, the code typed loosely, a made-up code: the same refusal every time.
    expect(codeOf(await subscribe(unverified, o.id, 2, code, key))).toBe('REAL_NAME_REQUIRED');
    for (const c of [code.toLowerCase(), 'ABCDEFGHJK']) expect(codeOf(await subscribe(unverified, o.id, 2, c))).toBe('REAL_NAME_REQUIRED');

    expect(await balance(unverified.client)).toEqual({ available: '50000.00', frozen: '0.00' });
    expect(await app.ds.query(`SELECT 1 FROM ledger_holds WHERE owner_id = $1`, [unverified.user.id])).toEqual([]);
    expect(await app.ds.query(`SELECT 1 FROM block_trade_subscriptions WHERE user_id = $1`, [unverified.user.id])).toEqual([]);
    expect(await records(unverified)).toEqual([]);
    expect(await events(unverified)).toEqual([]);
    expect(await app.ds.query(`SELECT used_at FROM block_trade_codes WHERE code = $1`, [code])).toEqual([{ used_at: null }]);
    expect((await offering(o.id)).ticketsSubscribed).toBe(0);
    await ledgerClean();

    // The code's owner, who passed, still subscribes with it. Then leave nothing open on AAPL.
    expect((await subscribe(holder, o.id, 2, code)).errors).toBeUndefined();
    expect((await ops.client.exec(CANCEL, { input: { id: o.id, reason: 'Test offering withdrawn' } })).errors).toBeUndefined();
    await ledgerClean();
  });
});

describe('purchase code notices', () => {
  it('a code issued in the app is announced once in the user’s account events and shown in their notices, in five languages', async () => {
    app.clock.set(T0);
    const o = await createOffering({ symbol: 'US:MSFT', name: 'Microsoft placement (test)', subscriptionPrice: '350', hedgePrice: '300' });
    const [a, b] = await Promise.all([investor(), investor()]);
    expect(await notices(a)).toEqual([]);
    expect(codeOf(await app.anonymous().exec(NOTICES))).toBe('UNAUTHENTICATED');

    // Five requests at once (double taps, two devices): one code, one event.
    const issued = await Promise.all(Array.from({ length: 5 }, () => codeFor(a, o.id)));
    expect(new Set(issued).size).toBe(1);
    const [code] = issued;
    expect(await codeFor(a, o.id)).toBe(code);
    const [codeRow]: Array<{ id: string }> = await app.ds.query(`SELECT id FROM block_trade_codes WHERE code = $1`, [code]);
    // The event says which code and offering (the live signal); the code itself is not in the stream.
    expect(await codeEvents(a)).toEqual([{ id: codeRow.id, offeringId: o.id, symbol: 'US:MSFT', status: 'issued' }]);
    const [{ payload }]: Array<{ payload: unknown }> = await app.ds.query(
      `SELECT payload FROM user_events WHERE user_id = $1 AND type = 'BLOCK_TRADE_CODE_ISSUED'`,
      [a.user.id],
    );
    expect(JSON.stringify(payload)).not.toContain(code);

    // The notice shows the code, in the reader's language; English when the language is absent or unknown.
    const texts = new Map<string, Notice>();
    for (const lang of ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant']) {
      const [n] = await notices(a, lang);
      expect(n).toMatchObject({
        id: codeRow.id,
        kind: 'CODE_ISSUED',
        offeringId: o.id,
        symbol: 'US:MSFT',
        stockName: 'Microsoft placement (test)',
        code,
        usedAt: null,
        lang,
      });
      expect(n.title).toContain('Microsoft placement (test)');
      expect(n.text).toContain(code);
      expect(n.text).toMatch(/[(（]MSFT[)）]/);
      expect(n.text).not.toMatch(/\{\w+\}/);
      texts.set(lang, n);
    }
    expect(new Set([...texts.values()].map((n) => n.text)).size).toBe(5);
    expect(texts.get('zh-Hant')!.title).toContain('申購碼');
    expect(texts.get('zh-Hans')!.title).toContain('申购码');
    expect((await notices(a, 'zh-TW'))[0].lang).toBe('zh-Hant');
    expect((await notices(a))[0].text).toBe(texts.get('en')!.text);
    expect((await notices(a, 'xx'))[0].lang).toBe('en');

    // Only the owner sees it; a refused request issues nothing and announces nothing.
    expect(await notices(b)).toEqual([]);
    expect(await codeEvents(b)).toEqual([]);
    if (gated) {
      const unverified = await app.registerUser();
      expect(codeOf(await unverified.client.exec(CODE, { id: o.id }))).toBe('REAL_NAME_REQUIRED');
      expect(await codeEvents(unverified)).toEqual([]);
      expect(await notices(unverified)).toEqual([]);
    }

    // Once used, the notice says so; a second offering's code is a second notice, newest first.
    app.clock.set(at(61));
    expect((await subscribe(a, o.id, 1, code)).errors).toBeUndefined();
    const [used] = await notices(a, 'zh-Hant');
    expect(used.usedAt).not.toBeNull();
    expect(used.text).toContain('您已使用該申購碼');
    expect((await notices(a, 'en'))[0].text).toContain('You have used it');
    const other = await createOffering({
      symbol: 'US:NVDA',
      name: 'Nvidia placement (test)',
      subscriptionPrice: '150',
      hedgePrice: '100',
      opensAt: at(90).toISOString(),
      closesAt: at(150).toISOString(),
    });
    const second = await codeFor(a, other.id);
    const list = await notices(a);
    expect(list.map((n) => n.code)).toEqual([second, code]);
    expect(await codeEvents(a)).toHaveLength(2);
    // Paged like every list.
    const page = await a.client.exec<{ myBlockTradeNotices: { items: Notice[]; nextCursor: string } }>(NOTICES, { first: 1 });
    expect(page.data!.myBlockTradeNotices.items.map((n) => n.code)).toEqual([second]);
    expect(page.data!.myBlockTradeNotices.nextCursor).toBeTruthy();
  });
});

describe('the hedge price', () => {
  it('a fresh quote at the hedge price fails the offering on the tick and releases every hold', async () => {
    app.clock.set(T0);
    await market.tick([['US:MSFT', '400.00', '400.10']]);
    const o = await createOffering({ symbol: 'US:MSFT', subscriptionPrice: '390', hedgePrice: '380', minAmount: '0' });
    const users = await Promise.all([investor(), investor()]);
    const codes = await Promise.all(users.map((u) => codeFor(u, o.id)));
    // Before the window a low quote changes nothing.
    await market.tick([['US:MSFT', '370.00', '370.10']]);
    expect((await offering(o.id)).status).toBe('SCHEDULED');
    app.clock.set(at(61));
    await market.tick([['US:MSFT', '400.00', '400.10']]);
    for (const [i, u] of users.entries()) expect((await subscribe(u, o.id, 1, codes[i])).errors).toBeUndefined();
    expect(await balance(users[0].client)).toEqual({ available: '10902.50', frozen: '39097.50' });
    // Above the floor: nothing. At the floor (mid 380.00): the offering fails at once.
    await market.tick([['US:MSFT', '380.05', '380.15']]);
    expect((await offering(o.id)).status).toBe('SCHEDULED');
    app.clock.set(new Date(at(61).getTime() + 5000));
    await market.tick([['US:MSFT', '379.95', '380.05']]);
    expect(await offering(o.id)).toMatchObject({
      status: 'FAILED',
      phase: 'FAILED',
      failReason: 'HEDGE_PRICE_BREACHED',
      failedPrice: '380',
    });
    for (const u of users) {
      const [rec] = await records(u);
      expect(rec).toMatchObject({ status: 'FAILED', reason: 'HEDGE_PRICE_BREACHED', positionId: null });
      expect(await balance(u.client)).toEqual({ available: '50000.00', frozen: '0.00' });
      expect((await events(u)).at(-1)).toMatchObject({ status: 'failed', reason: 'HEDGE_PRICE_BREACHED' });
    }
    // A failed offering takes no subscriptions, cannot be cancelled, and its close never runs.
    const newcomer = await investor();
    expect(codeOf(await newcomer.client.exec(CODE, { id: o.id }))).toBe('BLOCK_TRADE_NOT_AVAILABLE');
    expect(codeOf(await ops.client.exec(CANCEL, { input: { id: o.id, reason: 'x' } }))).toBe('BLOCK_TRADE_OFFERING_LOCKED');
    app.clock.set(at(121));
    expect(await app.services.blockTrade.close(o.id, null)).toBe(false);
    const audit: Array<{ action: string; actor_label: string }> = await app.ds.query(
      `SELECT action, actor_label FROM audit_log WHERE target_id = $1 ORDER BY id`,
      [o.id],
    );
    expect(audit.map((x) => x.action)).toEqual(['block_trade.offering.created', 'block_trade.offering.failed']);
    await ledgerClean();
  });

  it('a stale quote at or below the hedge price fails nothing; the job sweep fails the offering on a fresh one', async () => {
    app.clock.set(T0);
    const o = await createOffering({ symbol: 'US:NVDA', subscriptionPrice: '175', hedgePrice: '160', minAmount: '0' });
    const u = await investor();
    const code = await codeFor(u, o.id);
    app.clock.set(at(61));
    await market.tick([['US:NVDA', '180.00', '180.10']]);
    expect((await subscribe(u, o.id, 2, code)).errors).toBeUndefined();

    // A quote recorded 20 s ago (the limit is 10 s) arrives in a tick batch: the hook sees it and waits.
    const t = at(62);
    app.clock.set(new Date(t.getTime() - 20_000));
    const old = market.provider.quote('US:NVDA', '150.00', '150.10');
    app.clock.set(t);
    await market.feed.applyTicks([old]);
    await market.feed.settled();
    const stored: Array<{ price: string }> = await app.ds.query(`SELECT price::text FROM quotes WHERE symbol = 'US:NVDA'`);
    expect(new Money(stored[0].price).toFixed(2)).toBe('150.05');
    expect((await offering(o.id)).status).toBe('SCHEDULED');
    expect(await app.services.blockTrade.sweepHedges()).toBe(0);
    expect((await offering(o.id)).status).toBe('SCHEDULED');
    expect((await balance(u.client)).frozen).toBe('35087.50');

    // A fresh low quote written by a feed that runs no tick hooks: the job's sweep catches it.
    await quiet.tick([['US:NVDA', '155.00', '155.10']]);
    expect((await offering(o.id)).status).toBe('SCHEDULED');
    expect(await app.services.blockTrade.sweepHedges()).toBe(1);
    expect(await offering(o.id)).toMatchObject({ status: 'FAILED', failReason: 'HEDGE_PRICE_BREACHED', failedPrice: '155.05' });
    expect(await balance(u.client)).toEqual({ available: '50000.00', frozen: '0.00' });
    expect(await app.services.blockTrade.sweepHedges()).toBe(0);
    await ledgerClean();
  });
});

describe('cancelling (ops)', () => {
  it('cancelling releases every hold with the reason; it cannot be cancelled twice; nothing else of it runs', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    const u = await investor();
    const code = await codeFor(u, o.id);
    app.clock.set(at(61));
    expect((await subscribe(u, o.id, 2, code)).errors).toBeUndefined();
    expect(codeOf(await ops.client.exec(CANCEL, { input: { id: o.id, reason: ' ' } }))).toBe('BAD_INPUT');
    expect(codeOf(await u.client.exec(CANCEL, { input: { id: o.id, reason: 'no' } }))).toBe('FORBIDDEN');
    const r = await ops.client.exec<{ cancelBlockTradeOffering: Record<string, string> }>(CANCEL, {
      input: { id: o.id, reason: 'Issuer withdrew the placement' },
    });
    expect(r.data!.cancelBlockTradeOffering).toEqual({ id: o.id, status: 'CANCELLED', cancelReason: 'Issuer withdrew the placement' });
    const [rec] = await records(u);
    expect(rec).toMatchObject({ status: 'FAILED', reason: 'OFFERING_CANCELLED' });
    expect(await balance(u.client)).toEqual({ available: '50000.00', frozen: '0.00' });
    expect((await events(u)).at(-1)).toMatchObject({
      status: 'failed',
      reason: 'OFFERING_CANCELLED',
      note: 'Issuer withdrew the placement',
    });
    expect(codeOf(await ops.client.exec(CANCEL, { input: { id: o.id, reason: 'again' } }))).toBe('BLOCK_TRADE_OFFERING_LOCKED');
    expect(codeOf(await subscribe(u, o.id, 2, code))).toBe('BLOCK_TRADE_NOT_AVAILABLE');
    app.clock.set(at(121));
    expect(await app.services.blockTrade.close(o.id, null)).toBe(false);
    const audit: Array<{ action: string }> = await app.ds.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [o.id]);
    expect(audit.map((x) => x.action)).toEqual(['block_trade.offering.created', 'block_trade.offering.cancelled']);
    await ledgerClean();
  });
});

// Issue 30: the stock name ops give an offering and their cancellation reason, per language: the offering,
// the purchase record and the code's notice read the reader's, or English flagged as a fallback.
describe('offering texts in five languages', () => {
  type Text = { text: string; lang: string; fallback: boolean };
  const READ = `query R($id: ID!, $lang: String) { blockTradeOffering(id: $id) { name nameText(lang: $lang) { text lang fallback }
    cancelReasonText(lang: $lang) { text lang fallback } } }`;
  const RECORDS = `query M($lang: String) { myBlockTradeSubscriptions(first: 20) { items { offering { id } stockName
    stockNameText(lang: $lang) { text lang fallback } cancelReasonText(lang: $lang) { text lang fallback } } } }`;
  const NOTICE_NAMES = `query N($lang: String) { myBlockTradeNotices(lang: $lang, first: 20) { items { offeringId title stockNameText { text lang fallback } } } }`;
  const read = async (id: string, lang: string) => {
    const r = await app.anonymous().exec<{ blockTradeOffering: { name: string; nameText: Text; cancelReasonText: Text | null } }>(READ, {
      id,
      lang,
    });
    expect(r.errors).toBeUndefined();
    return r.data!.blockTradeOffering;
  };

  it('the name is read in the reader’s language on the offering, the record and the notice; English flagged where untranslated', async () => {
    app.clock.set(T0);
    const o = await createOffering({ name: undefined, nameText: { en: 'Apple Inc.', zhHant: '蘋果', es: 'Apple' } });
    expect((await read(o.id, 'zh-Hant')).nameText).toEqual({ text: '蘋果', lang: 'zh-Hant', fallback: false });
    expect((await read(o.id, 'fr')).nameText).toEqual({ text: 'Apple Inc.', lang: 'en', fallback: true });
    expect((await read(o.id, 'fr')).name).toBe('Apple Inc.');
    const u = await investor();
    const code = await codeFor(u, o.id);
    const notices = await u.client.exec<{
      myBlockTradeNotices: { items: Array<{ offeringId: string; title: string; stockNameText: Text }> };
    }>(NOTICE_NAMES, { lang: 'zh-Hant' });
    const notice = notices.data!.myBlockTradeNotices.items.find((n) => n.offeringId === o.id)!;
    expect(notice.stockNameText).toEqual({ text: '蘋果', lang: 'zh-Hant', fallback: false });
    expect(notice.title).toBe('您的 蘋果 申購碼');
    app.clock.set(at(61));
    expect((await subscribe(u, o.id, 2, code)).errors).toBeUndefined();
    const recs = await u.client.exec<{ myBlockTradeSubscriptions: { items: Array<{ stockName: string; stockNameText: Text }> } }>(RECORDS, {
      lang: 'es',
    });
    expect(recs.errors).toBeUndefined();
    expect(recs.data!.myBlockTradeSubscriptions.items[0]).toMatchObject({
      stockName: 'Apple Inc.',
      stockNameText: { text: 'Apple', lang: 'es', fallback: false },
    });
    // The app's own documents of these screens, as the client sends them, pass the server's limits (a
    // localised text one level deeper in the subscribe page's record once went past the depth limit).
    const manifest: Record<string, string> = JSON.parse(
      await readFile(path.resolve(__dirname, '../../../../client/src/gql/persisted-documents.json'), 'utf8'),
    );
    const documents: Array<[string, Record<string, unknown>]> = [
      ['BlockTradeSubscribe_Offering', { id: o.id, lang: 'es' }],
      ['BlockTradeList_Offerings', { first: 5, lang: 'es' }],
      ['BlockTradeRecords_Subscriptions', { first: 5, lang: 'es' }],
      ['IpoList_Offerings', { first: 5, lang: 'es' }],
      ['IpoLottery_Applications', { first: 5, lang: 'es' }],
    ];
    for (const [name, variables] of documents) {
      const text = Object.values(manifest).find((t) => new RegExp(`query ${name}\\b`).test(t))!;
      expect(text, name).toBeTruthy();
      expect((await u.client.exec(text, variables)).errors, name).toBeUndefined();
    }
  });

  it('no English name is refused (TEXT_ENGLISH_REQUIRED) and stores nothing', async () => {
    app.clock.set(T0);
    const before = await countRows('block_trade_offerings');
    for (const over of [
      { name: undefined, nameText: { zhHant: '蘋果' } },
      { name: undefined, nameText: { en: ' ' } },
      { name: undefined },
    ]) {
      expect(codeOf(await ops.client.exec(CREATE, { input: offeringInput(over) }))).toBe('TEXT_ENGLISH_REQUIRED');
    }
    // The deprecated single name, blank: refused as before.
    expect(codeOf(await ops.client.exec(CREATE, { input: offeringInput({ name: '  ' }) }))).toBe('BAD_INPUT');
    expect(await countRows('block_trade_offerings')).toBe(before);
  });

  it('the cancellation reason reaches each subscriber in their language', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    const u = await investor();
    const code = await codeFor(u, o.id);
    app.clock.set(at(61));
    expect((await subscribe(u, o.id, 2, code)).errors).toBeUndefined();
    expect(codeOf(await ops.client.exec(CANCEL, { input: { id: o.id, reasonText: { zhHant: '發行人撤回' } } }))).toBe(
      'TEXT_ENGLISH_REQUIRED',
    );
    expect((await records(u))[0]).toMatchObject({ status: 'IN_PROGRESS' });
    const r = await ops.client.exec(CANCEL, {
      input: { id: o.id, reasonText: { en: 'The issuer withdrew the placement', zhHant: '發行人撤回了配售' } },
    });
    expect(r.errors).toBeUndefined();
    const recs = await u.client.exec<{ myBlockTradeSubscriptions: { items: Array<{ cancelReasonText: Text }> } }>(RECORDS, {
      lang: 'zh-Hant',
    });
    expect(recs.errors).toBeUndefined();
    expect(recs.data!.myBlockTradeSubscriptions.items[0].cancelReasonText).toEqual({
      text: '發行人撤回了配售',
      lang: 'zh-Hant',
      fallback: false,
    });
    expect((await read(o.id, 'es')).cancelReasonText).toEqual({ text: 'The issuer withdrew the placement', lang: 'en', fallback: true });
  });

  it('the migration moves existing English texts into the per-language columns, and its down puts them back', async () => {
    app.clock.set(T0);
    const o = await createOffering({ name: undefined, nameText: { en: 'Migrated placement', es: 'Colocación' } });
    const migration = new BlockTradeOfferingTexts1766000100000();
    const q = app.ds.createQueryRunner();
    try {
      await migration.down(q);
      await migration.up(q);
      const rows = await q.query(`SELECT name, name_i18n, cancel_reason_i18n FROM block_trade_offerings WHERE id = $1`, [o.id]);
      expect(rows[0]).toEqual({ name: 'Migrated placement', name_i18n: { en: 'Migrated placement' }, cancel_reason_i18n: null });
    } finally {
      await q.release();
    }
  });
});
