import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTicks } from '../../app/compose';
import { Money } from '../../shared/money';
import { FollowTexts1765800100000 } from '../../../../migrations/1765800100000-FollowTexts';
import { type GqlClient, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser } from '../../test/scripted-market';
import { Feed } from '../market-data/feed/feed.service';
import { ScriptedProvider } from '../market-data/providers/scripted/scripted-provider';

// Issue 14, institutional follow, through the real API: institutions and published trades by ops
// (audited), follows holding quantity × ask + charges + fee at once (idempotent), executed as ordinary
// market orders at the live ask by the tick hook (origin 'follow'), every failure with its reason and
// its hold released, every refusal with nothing held, and ownership of records.

const TRADE_FIELDS = `id symbol settlementCurrency buyPrice fee minQuantity maxQuantity opensAt closesAt status phase marketPrice ask upDown simulated
  stockName followers institution { id name disclosures }`;
const INSTITUTION = `mutation I($input: FollowInstitutionInput!) { createFollowInstitution(input: $input) { id name description disclosures } }`;
const PUBLISH = `mutation P($input: FollowTradeInput!) { publishFollowTrade(input: $input) { ${TRADE_FIELDS} } }`;
const CANCEL = `mutation X($input: CancelFollowTradeInput!) { cancelFollowTrade(input: $input) { id status cancelReason phase } }`;
const TRADES = `query { followTrades(first: 50, live: true) { items { id phase } } }`;
const TRADE = `query T($id: ID!) { followTrade(id: $id) { ${TRADE_FIELDS} } }`;
const PREVIEW = `query V($t: ID!, $q: Int!, $tol: Decimal!) { followPreview(tradeId: $t, quantity: $q, tolerance: $tol) {
  ask notional charges { kind amount } fee total maxPrice currency available sufficientFunds simulated } }`;
const FOLLOW_FIELDS = `id orderNo tradeId symbol currency quantity tolerance askAtFollow maxPrice fee heldAmount status reason fillPrice fillQuoteAt
  positionId createdAt decidedAt trade { id symbol } fillCharges { kind amount settlementAmount }`;
const FOLLOW = `mutation F($input: FollowInput!) { createFollow(input: $input) { ${FOLLOW_FIELDS} } }`;
const ONE = `query O($id: ID!) { follow(id: $id) { ${FOLLOW_FIELDS} } }`;
const MINE = `query { myFollows(first: 50) { items { id status } } }`;
const OPS_FOLLOWS = `query L($id: ID!) { opsFollows(tradeId: $id, first: 50) { items { id status } } }`;
const RECORD = `query R($id: ID!) { followTrackRecord(institutionId: $id) { inception asOf periods { from to netReturn } sinceInception maxDrawdown
  winRate wins tradesCounted netOfCharges simulated } }`;
const BALANCES = `query { balances { currency available frozen } }`;
const POSITION = `query P($id: ID!) { position(id: $id) { id symbol shares leverage origin buyPrice buyQuote { ask at } buyFee orderNo
  buyCharges { kind amount settlementAmount } } }`;
const STATEMENT = `query S($currency: String!) { statement(currency: $currency, first: 30) { items { kind orderNo label availableChange frozenChange } } }`;

type FollowRow = Record<string, string | number | null> & { id: string; status: string };

let app: TestApp;
let ops: TestUser;
let market: ScriptedMarket;
let institutionId: string;
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
  return {
    provider,
    feed,
    recorded: [],
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
  await market.tick([
    ['US:AAPL', '200.00', '200.10'],
    ['US:MSFT', '400.00', '400.10'],
    ['US:KO', '70.00', '70.10'],
  ]);
  ops = await app.createOps();
  const r = await ops.client.exec<{ createFollowInstitution: { id: string } }>(INSTITUTION, {
    input: {
      name: 'Harbor Capital (test)',
      description: 'A long-only fund; trades from its 13F filings.',
      disclosures: 'Vela pays Harbor nothing; followers pay Vela the handling fee per filled follow.',
    },
  });
  expect(r.errors).toBeUndefined();
  institutionId = r.data!.createFollowInstitution.id;
}, 120_000);
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

function tradeInput(over: Record<string, unknown> = {}) {
  return {
    institutionId,
    symbol: 'US:AAPL',
    buyPrice: '190.5',
    fee: '5.00',
    minQuantity: 1,
    maxQuantity: 50,
    opensAt: app.clock.now().toISOString(),
    closesAt: new Date(app.clock.now().getTime() + 60 * 60_000).toISOString(),
    ...over,
  };
}

async function publish(over: Record<string, unknown> = {}) {
  const r = await ops.client.exec<{ publishFollowTrade: Record<string, unknown> & { id: string } }>(PUBLISH, { input: tradeInput(over) });
  expect(r.errors).toBeUndefined();
  return r.data!.publishFollowTrade;
}

async function investor(amount = '20000'): Promise<TestUser> {
  const u = await app.registerUser((gated ? { verified: true } : {}) as never);
  if (amount !== '0') await fundUser(app, ops, u, 'USD', amount);
  return u;
}

const follow = (
  u: TestUser | { client: GqlClient },
  tradeId: string,
  quantity: unknown,
  tolerance = '0.02',
  idempotencyKey = randomUUID(),
) => u.client.exec<{ createFollow: FollowRow }>(FOLLOW, { input: { tradeId, quantity, tolerance, idempotencyKey } });

async function balance(c: GqlClient, currency = 'USD') {
  const r = await c.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  expect(r.errors).toBeUndefined();
  const b = r.data!.balances.find((x) => x.currency === currency) ?? { currency, available: '0', frozen: '0' };
  return { available: new Money(b.available).toFixed(2), frozen: new Money(b.frozen).toFixed(2) };
}

async function one(u: TestUser, id: string): Promise<FollowRow> {
  const r = await u.client.exec<{ follow: FollowRow }>(ONE, { id });
  expect(r.errors).toBeUndefined();
  return r.data!.follow;
}

async function events(u: TestUser): Promise<Array<{ status: string; reason?: string; positionId?: string }>> {
  const rows: Array<{ payload: { status: string; reason?: string } }> = await app.ds.query(
    `SELECT payload FROM user_events WHERE user_id = $1 AND type = 'FOLLOW_UPDATED' ORDER BY seq`,
    [u.user.id],
  );
  return rows.map((r) => r.payload);
}

async function ledgerClean() {
  expect((await app.services.ledger.check()).problems).toEqual([]);
}

async function followCount(u: TestUser): Promise<number> {
  const [r]: Array<{ n: number }> = await app.ds.query(`SELECT count(*)::int AS n FROM follows WHERE user_id = $1`, [u.user.id]);
  return r.n;
}

describe('ops: institutions and published trades', () => {
  it('publishes a trade with live market price and up/down, audited; refuses figures that do not hold and non-ops', async () => {
    app.clock.set(at(1));
    const t = await publish();
    expect(t).toMatchObject({ symbol: 'US:AAPL', settlementCurrency: 'USD', status: 'PUBLISHED', phase: 'OPEN', simulated: true });
    expect(new Money(t.marketPrice as string).toFixed(2)).toBe('200.05');
    expect(new Money(t.ask as string).toFixed(2)).toBe('200.10');
    // (200.05 − 190.5) ÷ 190.5
    expect(new Money(t.upDown as string).toFixed(4)).toBe('0.0501');
    const audit: Array<{ action: string }> = await app.ds.query(
      `SELECT action FROM audit_log WHERE target_id = $1 OR target_id = $2 ORDER BY at`,
      [institutionId, t.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['follow.institution.created', 'follow.trade.published']);
    for (const bad of [
      { minQuantity: 0 },
      { maxQuantity: 0 },
      { buyPrice: '0' },
      { fee: '-1' },
      { fee: '1.001' },
      { closesAt: app.clock.now().toISOString(), opensAt: at(30).toISOString() },
    ]) {
      const r = await ops.client.exec(PUBLISH, { input: tradeInput(bad) });
      expect(codeOf(r), JSON.stringify(bad)).toBe('FOLLOW_TRADE_INVALID');
    }
    const user = await investor('0');
    expect(codeOf(await user.client.exec(PUBLISH, { input: tradeInput() }))).toBe('FORBIDDEN');
    expect(codeOf(await user.client.exec(INSTITUTION, { input: { name: 'x', description: 'y', disclosures: 'z' } }))).toBe('FORBIDDEN');
    expect(
      codeOf(await ops.client.exec(INSTITUTION, { input: { name: 'Harbor Capital (test)', description: 'y', disclosures: 'z' } })),
    ).toBe('FOLLOW_INSTITUTION_INVALID');
    expect(codeOf(await ops.client.exec(INSTITUTION, { input: { name: 'Empty', description: ' ', disclosures: 'z' } }))).toBe(
      'FOLLOW_INSTITUTION_INVALID',
    );
  });
});

describe('names', () => {
  it('names the stock in the reader’s language, as every other screen does (印地紡 in zh-Hant, not Inditex)', async () => {
    app.clock.set(at(1));
    const t = await publish({ symbol: 'ES:ITX', buyPrice: '50' });
    const r = await app.anonymous().exec<{ followTrade: Record<string, string> }>(
      `query N($id: ID!) { followTrade(id: $id) { intl: stockName en: stockName(lang: "en") es: stockName(lang: "es")
        hans: stockName(lang: "zh-Hans") hant: stockName(lang: "zh-Hant") } }`,
      { id: t.id },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.followTrade).toEqual({ intl: 'Inditex', en: 'Inditex', es: 'Inditex', hans: '印地纺', hant: '印地紡' });
    const c = await ops.client.exec(CANCEL, { input: { id: t.id, reason: 'Test trade.' } });
    expect(c.errors).toBeUndefined();
  });
});

describe('following', () => {
  it('holds quantity × ask + charges + fee once per key, then fills at the next fresh ask through the order path', async () => {
    app.clock.set(at(2));
    const t = await publish();
    const u = await investor('20000');
    const p = await u.client.exec<{ followPreview: Record<string, unknown> & { total: string; charges: unknown[] } }>(PREVIEW, {
      t: t.id,
      q: 10,
      tol: '0.02',
    });
    expect(p.errors).toBeUndefined();
    expect(p.data!.followPreview).toMatchObject({ currency: 'USD', sufficientFunds: true, simulated: true });
    expect(new Money(p.data!.followPreview.notional as string).toFixed(2)).toBe('2001.00');
    expect(p.data!.followPreview.charges.length).toBeGreaterThan(0);
    const total = new Money(p.data!.followPreview.total);
    const key = randomUUID();
    const r = await follow(u, t.id, 10, '0.02', key);
    expect(r.errors).toBeUndefined();
    const f = r.data!.createFollow;
    expect(f).toMatchObject({ status: 'IN_PROGRESS', quantity: 10, symbol: 'US:AAPL', currency: 'USD' });
    expect(f.orderNo).toMatch(/^C\d{8}\d+$/);
    expect(new Money(f.heldAmount as string).eq(total)).toBe(true);
    // max price = 200.10 × 1.02
    expect(new Money(f.maxPrice as string).toFixed(4)).toBe('204.1020');
    expect(await balance(u.client)).toEqual({ available: new Money(20000).minus(total).toFixed(2), frozen: total.toFixed(2) });
    // The same key answers the same follow; nothing more is held.
    const again = await follow(u, t.id, 10, '0.02', key);
    expect(again.data!.createFollow.id).toBe(f.id);
    expect((await balance(u.client)).frozen).toBe(total.toFixed(2));
    expect(await followCount(u)).toBe(1);

    // The next tick of the stock fills it at that tick's ask, recorded with the quote's instant.
    app.clock.set(new Date(at(2).getTime() + 5_000));
    const tickAt = app.clock.now();
    await market.tick([['US:AAPL', '201.00', '201.20']]);
    const done = await one(u, f.id);
    expect(done).toMatchObject({ status: 'SUCCESSFUL', reason: null });
    expect(new Money(done.fillPrice as string).toFixed(4)).toBe('201.2000');
    expect(new Date(done.fillQuoteAt as string).getTime()).toBe(tickAt.getTime());
    const stored: Array<{ ask: string; at: Date }> = await app.ds.query(`SELECT ask::text, at FROM quotes WHERE symbol = 'US:AAPL'`);
    expect(new Money(stored[0].ask).eq(new Money(done.fillPrice as string))).toBe(true);
    expect(new Date(stored[0].at).getTime()).toBe(new Date(done.fillQuoteAt as string).getTime());

    const pos = await u.client.exec<{ position: Record<string, unknown> & { buyQuote: { ask: string; at: string }; buyFee: string } }>(
      POSITION,
      { id: done.positionId },
    );
    expect(pos.errors).toBeUndefined();
    expect(pos.data!.position).toMatchObject({ symbol: 'US:AAPL', shares: 10, leverage: 1, origin: 'FOLLOW' });
    // Issue 30 item 6: the record itemises the fill's charges (commission, taxes) as Trade does, summing to its buy fee.
    const itemised = done.fillCharges as unknown as Array<{ kind: string; settlementAmount: string }>;
    expect(itemised.length).toBeGreaterThan(0);
    expect(itemised).toEqual((pos.data!.position as unknown as { buyCharges: unknown[] }).buyCharges);
    expect(itemised.map((c) => c.kind)).toContain('COMMISSION');
    expect(itemised.reduce((t, c) => t.plus(c.settlementAmount), new Money(0)).eq(pos.data!.position.buyFee)).toBe(true);
    expect(new Money(pos.data!.position.buyPrice as string).toFixed(4)).toBe('201.2000');
    expect(new Money(pos.data!.position.buyQuote.ask).toFixed(4)).toBe('201.2000');
    expect(new Date(pos.data!.position.buyQuote.at).getTime()).toBe(tickAt.getTime());
    // Nothing stays frozen; the cost is the order (notional + charges) and the fee, nothing else.
    const cost = new Money('2012.00').plus(pos.data!.position.buyFee).plus('5.00');
    expect(await balance(u.client)).toEqual({ available: new Money(20000).minus(cost).toFixed(2), frozen: '0.00' });
    // The statement: the hold, its release, the position and the fee, each with its order number and the stock.
    const s = await u.client.exec<{ statement: { items: Array<{ kind: string; orderNo: string; label: string }> } }>(STATEMENT, {
      currency: 'USD',
    });
    const lines = s.data!.statement.items.filter((l) => l.label === 'US:AAPL');
    expect(lines.map((l) => l.kind).sort()).toEqual(['follow_fee', 'follow_hold', 'follow_released', 'position_open']);
    for (const l of lines.filter((x) => x.kind.startsWith('follow'))) expect(l.orderNo).toBe(f.orderNo);
    expect(lines.find((l) => l.kind === 'position_open')!.orderNo).toBe(pos.data!.position.orderNo);
    expect((await events(u)).map((e) => e.status)).toEqual(['in_progress', 'successful']);
    expect((await events(u))[1].positionId).toBe(done.positionId);
    // A replay after the fill still answers the first result.
    expect((await follow(u, t.id, 10, '0.02', key)).data!.createFollow).toMatchObject({ id: f.id, status: 'SUCCESSFUL' });
    await ledgerClean();
  });

  it('fails PRICE_BEYOND_TOLERANCE when the fresh ask is above the tolerance, releasing the hold', async () => {
    app.clock.set(at(3));
    await market.tick([['US:MSFT', '400.00', '400.10']]);
    const t = await publish({ symbol: 'US:MSFT', fee: '0' });
    const u = await investor('10000');
    const f = (await follow(u, t.id, 5, '0.01')).data!.createFollow;
    app.clock.set(new Date(at(3).getTime() + 2_000));
    await market.tick([['US:MSFT', '404.20', '404.30']]); // 400.10 × 1.01 = 404.101 < 404.30
    const done = await one(u, f.id);
    expect(done).toMatchObject({ status: 'FAILED', reason: 'PRICE_BEYOND_TOLERANCE', positionId: null });
    expect(new Money(done.fillPrice as string).toFixed(2)).toBe('404.30');
    expect(await balance(u.client)).toEqual({ available: '10000.00', frozen: '0.00' });
    expect((await events(u)).at(-1)).toMatchObject({ status: 'failed', reason: 'PRICE_BEYOND_TOLERANCE' });
    await ledgerClean();
  });

  it('fails INSUFFICIENT_FUNDS when the ask rose inside the tolerance past what the hold and the balance cover', async () => {
    app.clock.set(at(4));
    await market.tick([['US:KO', '70.00', '70.10']]);
    const t = await publish({ symbol: 'US:KO', fee: '1.00', maxQuantity: 200 });
    const probe = await investor('0');
    const p = await probe.client.exec<{ followPreview: { total: string } }>(PREVIEW, { t: t.id, q: 100, tol: '0.05' });
    const u = await investor(p.data!.followPreview.total); // exactly the hold, nothing more
    const f = (await follow(u, t.id, 100, '0.05')).data!.createFollow;
    expect((await balance(u.client)).available).toBe('0.00');
    app.clock.set(new Date(at(4).getTime() + 2_000));
    await market.tick([['US:KO', '71.00', '71.10']]);
    const done = await one(u, f.id);
    expect(done).toMatchObject({ status: 'FAILED', reason: 'INSUFFICIENT_FUNDS', positionId: null });
    expect(await balance(u.client)).toEqual({ available: new Money(p.data!.followPreview.total).toFixed(2), frozen: '0.00' });
    const positions: unknown[] = await app.ds.query(`SELECT 1 FROM positions WHERE user_id = $1`, [u.user.id]);
    expect(positions).toHaveLength(0);
    await ledgerClean();
  });

  it('waits while the market is closed or the quote is stale, and fails WINDOW_ENDED when the window ends unfilled', async () => {
    app.clock.set(at(5));
    await market.tick([['US:KO', '70.00', '70.10']]);
    const t = await publish({ symbol: 'US:KO', closesAt: at(20).toISOString() });
    const u = await investor('10000');
    const f = (await follow(u, t.id, 3)).data!.createFollow;
    // Stale: 30 s without a tick (the maximum age is 10 s) fills nothing.
    app.clock.set(new Date(at(5).getTime() + 30_000));
    expect(await app.services.follow.sweep()).toBe(0);
    expect((await one(u, f.id)).status).toBe('IN_PROGRESS');
    // The window ends before a fresh quote: the sweep fails it, the hold released.
    app.clock.set(at(20));
    expect(await app.services.follow.sweep()).toBeGreaterThanOrEqual(1);
    expect(await one(u, f.id)).toMatchObject({ status: 'FAILED', reason: 'WINDOW_ENDED' });
    expect(await balance(u.client)).toEqual({ available: '10000.00', frozen: '0.00' });

    // After the close (16:00 New York) a follow is held but waits for the next session.
    app.clock.set(new Date('2026-11-18T21:30:00Z'));
    await market.tick([['US:KO', '70.00', '70.10']]);
    const late = await publish({ symbol: 'US:KO', closesAt: new Date('2026-11-19T20:00:00Z').toISOString() });
    const g = (await follow(u, late.id, 2)).data!.createFollow;
    await market.tick([['US:KO', '70.00', '70.12']]);
    expect((await one(u, g.id)).status).toBe('IN_PROGRESS');
    app.clock.set(new Date('2026-11-19T14:31:00Z'));
    await market.tick([['US:KO', '70.20', '70.30']]);
    const filled = await one(u, g.id);
    expect(filled.status).toBe('SUCCESSFUL');
    expect(new Money(filled.fillPrice as string).toFixed(2)).toBe('70.30');
    await ledgerClean();
  });

  it('ops cancelling a trade releases every follow in progress with TRADE_CANCELLED, audited', async () => {
    app.clock.set(new Date('2026-11-19T20:30:00Z')); // New York closed: follows wait
    const t = await publish({ symbol: 'US:KO', closesAt: new Date('2026-11-20T20:00:00Z').toISOString() });
    const u = await investor('10000');
    const f = (await follow(u, t.id, 4)).data!.createFollow;
    expect(codeOf(await u.client.exec(CANCEL, { input: { id: t.id, reason: 'x' } }))).toBe('FORBIDDEN');
    const r = await ops.client.exec<{ cancelFollowTrade: Record<string, unknown> }>(CANCEL, {
      input: { id: t.id, reason: 'The institution withdrew its filing.' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.cancelFollowTrade).toMatchObject({
      status: 'CANCELLED',
      phase: 'CANCELLED',
      cancelReason: 'The institution withdrew its filing.',
    });
    expect(await one(u, f.id)).toMatchObject({ status: 'FAILED', reason: 'TRADE_CANCELLED' });
    expect(await balance(u.client)).toEqual({ available: '10000.00', frozen: '0.00' });
    const [audit]: Array<{ action: string; reason: string }> = await app.ds.query(
      `SELECT action, reason FROM audit_log WHERE target_id = $1 AND action = 'follow.trade.cancelled'`,
      [t.id],
    );
    expect(audit.reason).toBe('The institution withdrew its filing.');
    expect(codeOf(await follow(u, t.id, 4))).toBe('FOLLOW_WINDOW_CLOSED');
    expect(codeOf(await ops.client.exec(CANCEL, { input: { id: t.id, reason: 'again' } }))).toBe('FOLLOW_TRADE_LOCKED');
    const live = await app.anonymous().exec<{ followTrades: { items: Array<{ id: string }> } }>(TRADES);
    expect(live.data!.followTrades.items.map((x) => x.id)).not.toContain(t.id);
    await ledgerClean();
  });
});

describe('refusals: stable codes, nothing held', () => {
  it('refuses bad quantities, tolerances, windows, short funds, the unverified and the anonymous', async () => {
    app.clock.set(new Date('2026-11-20T15:00:00Z'));
    await market.tick([['US:AAPL', '200.00', '200.10']]);
    const open = await publish({ minQuantity: 2, maxQuantity: 20 });
    const notYet = await publish({
      opensAt: new Date('2026-11-20T16:00:00Z').toISOString(),
      closesAt: new Date('2026-11-20T17:00:00Z').toISOString(),
    });
    const ended = await publish({
      opensAt: new Date('2026-11-19T15:00:00Z').toISOString(),
      closesAt: new Date('2026-11-19T16:00:00Z').toISOString(),
    });
    expect(ended.phase).toBe('ENDED');
    expect(notYet.phase).toBe('NOT_STARTED');
    const u = await investor('1000');
    const cases: Array<[string, unknown, string, string]> = [
      ['zero', 0, '0.02', 'FOLLOW_QUANTITY_INVALID'],
      ['negative', -5, '0.02', 'FOLLOW_QUANTITY_INVALID'],
      ['fraction', 2.5, '0.02', 'QUERY_REJECTED'],
      ['below the minimum', 1, '0.02', 'FOLLOW_QUANTITY_OUT_OF_LIMITS'],
      ['above the maximum', 21, '0.02', 'FOLLOW_QUANTITY_OUT_OF_LIMITS'],
      ['huge', 2_000_000_000, '0.02', 'FOLLOW_QUANTITY_OUT_OF_LIMITS'],
      ['tolerance negative', 2, '-0.01', 'FOLLOW_TOLERANCE_INVALID'],
      ['tolerance above 10 %', 2, '0.11', 'FOLLOW_TOLERANCE_INVALID'],
      ['tolerance too precise', 2, '0.00001', 'FOLLOW_TOLERANCE_INVALID'],
      ['funds short', 10, '0.02', 'INSUFFICIENT_FUNDS'],
    ];
    for (const [name, q, tol, code] of cases) expect(codeOf(await follow(u, open.id, q, tol)), name).toBe(code);
    expect(codeOf(await follow(u, notYet.id, 2))).toBe('FOLLOW_NOT_OPEN');
    expect(codeOf(await follow(u, ended.id, 2))).toBe('FOLLOW_WINDOW_CLOSED');
    expect(codeOf(await follow(u, randomUUID(), 2))).toBe('NOT_FOUND');
    expect(codeOf(await follow(u, 'not-a-uuid', 2))).toBe('NOT_FOUND');
    expect(codeOf(await follow({ client: app.anonymous() }, open.id, 2))).toBe('UNAUTHENTICATED');
    if (gated) {
      const unverified = await app.registerUser();
      await fundUser(app, ops, unverified, 'USD', '5000');
      const r = await follow(unverified, open.id, 2);
      expect(codeOf(r)).toMatch(/REAL_NAME/);
      expect(await followCount(unverified)).toBe(0);
      expect(await balance(unverified.client)).toEqual({ available: '5000.00', frozen: '0.00' });
    }
    expect(await followCount(u)).toBe(0);
    expect(await balance(u.client)).toEqual({ available: '1000.00', frozen: '0.00' });
    await ledgerClean();
  });

  it("another user's follow reads as not found; ops list a trade's follows; the anonymous see no records", async () => {
    app.clock.set(new Date('2026-11-20T21:30:00Z')); // closed: the follow stays in progress
    const t = await publish({ closesAt: new Date('2026-11-23T20:00:00Z').toISOString() });
    const a = await investor('5000');
    const b = await investor('5000');
    const f = (await follow(a, t.id, 2)).data!.createFollow;
    expect(codeOf(await b.client.exec(ONE, { id: f.id }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(ONE, { id: f.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(MINE))).toBe('UNAUTHENTICATED');
    const mineB = await b.client.exec<{ myFollows: { items: unknown[] } }>(MINE);
    expect(mineB.data!.myFollows.items).toHaveLength(0);
    const mineA = await a.client.exec<{ myFollows: { items: Array<{ id: string }> } }>(MINE);
    expect(mineA.data!.myFollows.items.map((x) => x.id)).toEqual([f.id]);
    expect(codeOf(await a.client.exec(OPS_FOLLOWS, { id: t.id }))).toBe('FORBIDDEN');
    const opsList = await ops.client.exec<{ opsFollows: { items: Array<{ id: string }> } }>(OPS_FOLLOWS, { id: t.id });
    expect(opsList.data!.opsFollows.items.map((x) => x.id)).toEqual([f.id]);
    const view = await app.anonymous().exec<{ followTrade: { followers: number } }>(TRADE, { id: t.id });
    expect(view.data!.followTrade.followers).toBe(1);
  });
});

describe('order numbers (issue 30 item 6)', () => {
  it('are unique across products: a follow and a fund holding drawn at the same sequence value differ, and the database refuses a number another product issued', async () => {
    app.clock.set(at(3));
    const t = await publish();
    const u = await investor('20000');
    await fundUser(app, ops, u, 'EUR', '1000');
    const product = await ops.client.exec<{ createFundProduct: { id: string } }>(
      `mutation C($input: FundProductInput!) { createFundProduct(input: $input) { id } }`,
      {
        input: {
          name: 'Order numbers (test)',
          underlying: 'Euro money-market instruments',
          rateSource: 'ECB deposit facility rate',
          currency: 'EUR',
          periodDays: 3,
          annualRate: '0.0365',
          minAmount: '100',
          maxAmount: '50000',
          autoApproveUpTo: '1000',
          earlyFeeRate: '0.01',
          disclosure: 'Capital is not guaranteed by a deposit scheme.',
        },
      },
    );
    expect(product.errors).toBeUndefined();
    // Both products' sequences at the same value, as on the day a user saw F20261127100001 twice.
    await app.ds.query(`SELECT setval('follow_no_seq', 700001, false), setval('fund_no_seq', 700001, false)`);
    const bought = await u.client.exec<{ buyFund: { orderNo: string } }>(
      `mutation B($input: BuyFundInput!) { buyFund(input: $input) { orderNo } }`,
      { input: { productId: product.data!.createFundProduct.id, amount: '200', idempotencyKey: randomUUID() } },
    );
    expect(bought.errors).toBeUndefined();
    const r = await follow(u, t.id, 1);
    expect(r.errors).toBeUndefined();
    const followNo = r.data!.createFollow.orderNo as string;
    const fundNo = bought.data!.buyFund.orderNo;
    expect(followNo.slice(9)).toBe(fundNo.slice(9)); // the same sequence value…
    expect(followNo).not.toBe(fundNo); // …and still two numbers
    const issued: Array<{ order_no: string; product: string }> = await app.ds.query(
      `SELECT order_no, product FROM issued_order_numbers WHERE order_no = ANY($1) ORDER BY product`,
      [[followNo, fundNo]],
    );
    expect(issued).toEqual([
      { order_no: followNo, product: 'follows' },
      { order_no: fundNo, product: 'fund_holdings' },
    ]);
    // Any product writing a number another product issued is refused in its own transaction: nothing is written.
    const deposits = async () =>
      ((await app.ds.query(`SELECT count(*)::int AS n FROM deposits WHERE user_id = $1`, [u.user.id])) as Array<{ n: number }>)[0].n;
    const before = await deposits();
    await expect(
      app.ds.query(`INSERT INTO deposits (order_no, user_id, currency, amount) VALUES ($1, $2, 'USD', 10)`, [followNo, u.user.id]),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await deposits()).toBe(before);
    await ledgerClean();
  });
});

describe('track record', () => {
  it('is computed from the feed’s daily closes of the published trades, net of charges, over complete 12-month periods', async () => {
    const r0 = await ops.client.exec<{ createFollowInstitution: { id: string } }>(INSTITUTION, {
      input: { name: 'Record Fund (test)', description: 'History only.', disclosures: 'Nobody pays anyone for this test.' },
    });
    const iid = r0.data!.createFollowInstitution.id;
    // One trade disclosed on 2025-01-06 (a Monday): the feed's closes then go 100 → 120 → 90 → 110 over 14 months.
    const day = (iso: string) => new Date(`${iso}T20:30:00Z`); // after the New York close: that day's last tick
    app.clock.set(day('2025-01-03'));
    await market.tick([['US:JNJ', '99.99', '100.01']]);
    const pub = await ops.client.exec<{ publishFollowTrade: { id: string } }>(PUBLISH, {
      input: tradeInput({
        institutionId: iid,
        symbol: 'US:JNJ',
        buyPrice: '98',
        fee: '2.00',
        minQuantity: 10,
        opensAt: new Date('2025-01-06T14:30:00Z').toISOString(),
        closesAt: new Date('2025-01-06T21:00:00Z').toISOString(),
      }),
    });
    expect(pub.errors).toBeUndefined();
    const path: Array<[string, string]> = [
      ['2025-01-06', '100.00'],
      ['2025-04-07', '120.00'],
      ['2025-08-04', '90.00'],
      ['2026-01-05', '105.00'],
      ['2026-03-02', '110.00'],
    ];
    for (const [d, px] of path) {
      app.clock.set(day(d));
      await market.tick([['US:JNJ', new Money(px).minus('0.01').toFixed(2), new Money(px).plus('0.01').toFixed(2)]]);
    }
    const r = await app
      .anonymous()
      .exec<{ followTrackRecord: Record<string, unknown> & { periods: Array<Record<string, string>> } }>(RECORD, {
        id: iid,
      });
    expect(r.errors).toBeUndefined();
    const rec = r.data!.followTrackRecord;
    expect(rec).toMatchObject({
      inception: '2025-01-06',
      asOf: '2026-03-02',
      wins: 1,
      tradesCounted: 1,
      netOfCharges: true,
      simulated: true,
    });
    expect(rec.periods).toHaveLength(1);
    expect(rec.periods[0]).toMatchObject({ from: '2025-01-06', to: '2026-01-06' });
    // Gross 5 % over the first year (100 → 105); net of the fee and charges a little less.
    const first = new Money(rec.periods[0].netReturn);
    expect(first.lt('0.05') && first.gt('0.04')).toBe(true);
    const since = new Money(rec.sinceInception as string);
    expect(since.lt('0.10') && since.gt('0.09')).toBe(true);
    // Peak 120 to trough 90: a 25 % drawdown (a touch more with the closing charges counted at each mark).
    const dd = new Money(rec.maxDrawdown as string);
    expect(dd.gte('0.25') && dd.lt('0.252')).toBe(true);
    expect(new Money(rec.winRate as string).toFixed()).toBe('1');
  });
});

// Issue 30: an institution's texts per language; readers get theirs, or English flagged as a fallback.
describe('institution texts in five languages', () => {
  const READ = `query R($id: ID!, $lang: String) { followInstitution(id: $id) { name
    descriptionText(lang: $lang) { text lang fallback } disclosuresText(lang: $lang) { text lang fallback } } }`;
  type Text = { text: string; lang: string; fallback: boolean };
  const read = async (id: string, lang: string) => {
    const r = await ops.client.exec<{ followInstitution: { descriptionText: Text; disclosuresText: Text } }>(READ, { id, lang });
    expect(r.errors).toBeUndefined();
    return r.data!.followInstitution;
  };
  const SAVE = `mutation I($input: FollowInstitutionInput!) { createFollowInstitution(input: $input) { id
    descriptionTranslations { en fr es zhHans zhHant } } }`;

  it('an English-only institution read in es comes back in English, flagged as a fallback', async () => {
    const i = await read(institutionId, 'es');
    expect(i.descriptionText).toEqual({ text: 'A long-only fund; trades from its 13F filings.', lang: 'en', fallback: true });
    expect(i.disclosuresText.fallback).toBe(true);
    expect((await read(institutionId, 'en')).descriptionText.fallback).toBe(false);
  });

  it('a translated description is returned in zh-Hant; an untranslated one falls back', async () => {
    const r = await ops.client.exec<{ createFollowInstitution: { id: string; descriptionTranslations: unknown } }>(SAVE, {
      input: {
        name: 'Lotus Partners (test)',
        descriptionText: { en: 'A value fund; trades from its filings.', zhHant: '價值型基金；交易取自其申報文件。', es: ' ' },
        disclosuresText: { en: 'Vela pays Lotus nothing.' },
      },
    });
    expect(r.errors).toBeUndefined();
    const { id, descriptionTranslations } = r.data!.createFollowInstitution;
    expect(descriptionTranslations).toEqual({
      en: 'A value fund; trades from its filings.',
      fr: null,
      es: null,
      zhHans: null,
      zhHant: '價值型基金；交易取自其申報文件。',
    });
    const zh = await read(id, 'zh-Hant');
    expect(zh.descriptionText).toEqual({ text: '價值型基金；交易取自其申報文件。', lang: 'zh-Hant', fallback: false });
    expect(zh.disclosuresText).toEqual({ text: 'Vela pays Lotus nothing.', lang: 'en', fallback: true });
    expect((await read(id, 'es')).descriptionText).toEqual({ text: 'A value fund; trades from its filings.', lang: 'en', fallback: true });
  });

  it('ops input without English is refused with TEXT_ENGLISH_REQUIRED and records nothing', async () => {
    const count = async () => Number((await app.ds.query(`SELECT count(*)::int AS n FROM follow_institutions`))[0].n);
    const before = await count();
    for (const input of [
      { name: 'No English (test)', descriptionText: { zhHant: '價值型基金' }, disclosuresText: { en: 'x' } },
      { name: 'No English (test)', descriptionText: { en: 'x' }, disclosuresText: { en: '  ', es: 'Nadie paga.' } },
    ]) {
      expect(codeOf(await ops.client.exec(SAVE, { input }))).toBe('TEXT_ENGLISH_REQUIRED');
    }
    expect(await count()).toBe(before);
  });

  it('the migration moves existing English texts into the per-language columns, and its down puts them back', async () => {
    const migration = new FollowTexts1765800100000();
    const q = app.ds.createQueryRunner();
    try {
      await migration.down(q);
      await migration.up(q);
      const rows = await q.query(`SELECT description, description_i18n, disclosures_i18n FROM follow_institutions WHERE id = $1`, [
        institutionId,
      ]);
      expect(rows[0]).toEqual({
        description: 'A long-only fund; trades from its 13F filings.',
        description_i18n: { en: 'A long-only fund; trades from its 13F filings.' },
        disclosures_i18n: { en: 'Vela pays Harbor nothing; followers pay Vela the handling fee per filled follow.' },
      });
    } finally {
      await q.release();
    }
  });
});
