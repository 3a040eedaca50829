import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GqlClient, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { Money } from '../../shared/money';
import { drawSeedHash, runDraw } from '../allocation/draw';
import { IpoOfferingTexts1766000000000 } from '../../../../migrations/1766000000000-IpoOfferingTexts';

// Issue 13: new-stock subscriptions through the real API: offerings by ops, applications with their
// money held, the verifiable draw, win → inventory → position, and every refusal with nothing changed.

const OFFERING_FIELDS = `id symbol name currency subscriptionPrice referencePrice marketPrice marketPriceLive spread returnRate
  underwritingShares lotSize maxLots processingFee seedHash status phase applications cancelReason`;
const CREATE = `mutation C($input: IpoOfferingInput!) { createIpoOffering(input: $input) { ${OFFERING_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: IpoOfferingInput!) { updateIpoOffering(id: $id, input: $input) { id name } }`;
const CANCEL_OFFERING = `mutation X($input: CancelIpoOfferingInput!) { cancelIpoOffering(input: $input) { id status cancelReason } }`;
const OFFERING = `query O($id: ID!) { ipoOffering(id: $id) { ${OFFERING_FIELDS} myApplication { id status } } }`;
const APPLY = `mutation A($input: ApplyIpoInput!) { applyIpo(input: $input) { id orderNo status shares lots heldAmount fee price } }`;
const CANCEL_APP = `mutation C($id: ID!, $key: String!) { cancelIpoApplication(id: $id, idempotencyKey: $key) { id status } }`;
const MINE = `query { myIpoApplications(first: 20) { items { id orderNo status shares wonShares amountPaid amountToPay rank positionId offering { id symbol } } } }`;
const ONE = `query O($id: ID!) { ipoApplication(id: $id) { id status } }`;
const DRAW = `query D($id: ID!) { ipoDraw(offeringId: $id) { seedHash seed entries lotsAvailable lotsAllocated cutoffRound cutoffRank excluded { id reason } results { applicationId rank lots wonLots } myRank } }`;
const RUN_DRAW = `mutation R($id: ID!) { runIpoDraw(offeringId: $id) { id status } }`;
const BALANCES = `query { balances { currency available frozen } }`;
const POSITIONS = `query { positions(first: 20) { items { id symbol shares leverage buyPrice orderNo } } }`;
const STATEMENT = `query S($currency: String!) { statement(currency: $currency, first: 20) { items { kind orderNo label availableChange frozenChange } } }`;

let app: TestApp;
let ops: TestUser;
let market: ScriptedMarket;

const T0 = new Date('2026-11-18T15:00:00Z'); // a Wednesday: New York in session
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(T0);
  market = await scriptedMarket(app);
  await market.tick([['US:AAPL', '200.00', '200.10']]);
  ops = await app.createOps();
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

const VERIFY = path.resolve(__dirname, '../../../../scripts/verify-draw.mjs');
function verifyDraw(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [VERIFY, ...args], (err, stdout) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }),
    );
  });
}

function offeringInput(over: Record<string, unknown> = {}) {
  return {
    symbol: 'US:AAPL',
    name: 'Apple follow-on (test)',
    subscriptionPrice: '150.00',
    referencePrice: '190.00',
    underwritingShares: 30,
    totalShares: '15000000000',
    lotSize: 10,
    maxLots: 3,
    processingFee: '2.50',
    opensAt: at(60).toISOString(),
    closesAt: at(120).toISOString(),
    drawsAt: at(180).toISOString(),
    payBy: at(240).toISOString(),
    issuesAt: at(300).toISOString(),
    ...over,
  };
}

async function balance(c: GqlClient, currency = 'USD') {
  const r = await c.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  expect(r.errors).toBeUndefined();
  const b = r.data!.balances.find((x) => x.currency === currency) ?? { currency, available: '0', frozen: '0' };
  return { available: new Money(b.available).toFixed(2), frozen: new Money(b.frozen).toFixed(2) };
}

async function investor(amount = '5000'): Promise<TestUser> {
  const u = await app.registerUser({ verified: true });
  if (amount !== '0') await fundUser(app, ops, u, 'USD', amount);
  return u;
}

async function createOffering(over: Record<string, unknown> = {}) {
  const r = await ops.client.exec<{ createIpoOffering: Record<string, string> }>(CREATE, { input: offeringInput(over) });
  expect(r.errors).toBeUndefined();
  return r.data!.createIpoOffering;
}

const apply = (u: TestUser, offeringId: string, shares: number, idempotencyKey = randomUUID()) =>
  u.client.exec<{ applyIpo: { id: string; orderNo: string; status: string; heldAmount: string } }>(APPLY, {
    input: { offeringId, shares, idempotencyKey },
  });

describe('IPO offerings (ops)', () => {
  it('creates an offering with a committed seed hash and derived figures; only ops may', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    expect(o.status).toBe('SCHEDULED');
    expect(o.phase).toBe('NOT_STARTED');
    expect(o.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(o.currency).toBe('USD');
    // The market price is the feed's mid (200.05), the spread and return rate derived from it.
    expect(o.marketPriceLive).toBe(true);
    expect(o.marketPrice).toBe('200.05');
    expect(o.spread).toBe('50.05');
    expect(o.returnRate).toBe('0.333667');

    const user = await investor('0');
    expect(codeOf(await user.client.exec(CREATE, { input: offeringInput() }))).toBe('FORBIDDEN');
    expect(codeOf(await app.anonymous().exec(CREATE, { input: offeringInput() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses dates out of order, figures that do not hold together and converted markets, storing nothing', async () => {
    app.clock.set(T0);
    const before = await app.ds.query(`SELECT count(*)::int AS n FROM ipo_offerings`);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ closesAt: at(30).toISOString() }, 'IPO_DATES_INVALID'],
      [{ opensAt: at(-5).toISOString() }, 'IPO_DATES_INVALID'],
      [{ issuesAt: at(200).toISOString() }, 'IPO_DATES_INVALID'],
      [{ underwritingShares: 25 }, 'IPO_FIGURES_INVALID'],
      [{ subscriptionPrice: '0' }, 'IPO_FIGURES_INVALID'],
      [{ processingFee: '1.005' }, 'IPO_FIGURES_INVALID'],
      [{ totalShares: '10' }, 'IPO_FIGURES_INVALID'],
      [{ symbol: 'TW:2330' }, 'IPO_CURRENCY_NOT_SUPPORTED'],
      [{ symbol: 'US:NOPE' }, 'INSTRUMENT_NOT_FOUND'],
    ];
    for (const [over, code] of refusals) {
      expect(codeOf(await ops.client.exec(CREATE, { input: offeringInput(over) })), JSON.stringify(over)).toBe(code);
    }
    expect(await app.ds.query(`SELECT count(*)::int AS n FROM ipo_offerings`)).toEqual(before);
  });
});

describe('applying, the draw and the issuance', () => {
  it('runs an offering end to end: holds, refusals, a verifiable draw, released and posted holds, then positions', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    const [a, b, c, d] = await Promise.all([investor(), investor(), investor(), investor()]);
    const poor = await investor('100');

    // Applying takes money: it needs passed real-name verification.
    const unverified = await app.registerUser();
    await fundUser(app, ops, unverified, 'USD', '5000');
    app.clock.set(at(61));
    expect(codeOf(await apply(unverified, o.id, 10))).toBe('REAL_NAME_REQUIRED');
    expect((await balance(unverified.client)).frozen).toBe('0.00');
    app.clock.set(T0);

    // Before the window: 'Currently not available for subscription'.
    expect(codeOf(await apply(a, o.id, 10))).toBe('SUBSCRIPTION_NOT_AVAILABLE');
    const hidden = await app.anonymous().exec<{ ipoDraw: { seed: string | null; seedHash: string } }>(DRAW, { id: o.id });
    expect(hidden.data!.ipoDraw.seed).toBeNull();
    expect(hidden.data!.ipoDraw.seedHash).toBe(o.seedHash);

    app.clock.set(at(61));
    expect((await app.anonymous().exec<{ ipoOffering: { phase: string } }>(OFFERING, { id: o.id })).data!.ipoOffering.phase).toBe(
      'AVAILABLE',
    );
    // Terms are fixed once open.
    expect(codeOf(await ops.client.exec(UPDATE, { id: o.id, input: offeringInput({ name: 'changed' }) }))).toBe('IPO_OFFERING_LOCKED');
    // Whole lots, up to the maximum.
    for (const shares of [5, 0, -10, 40]) expect(codeOf(await apply(a, o.id, shares))).toBe('IPO_SHARES_INVALID');
    // Not enough money: refused, nothing held or stored.
    expect(codeOf(await apply(poor, o.id, 10))).toBe('INSUFFICIENT_FUNDS');
    expect((await balance(poor.client)).frozen).toBe('0.00');

    const key = randomUUID();
    const first = await apply(a, o.id, 30, key);
    expect(first.errors).toBeUndefined();
    expect(first.data!.applyIpo.heldAmount).toBe('4502.5');
    expect(first.data!.applyIpo.orderNo).toMatch(/^I\d{8}\d+$/);
    // A retry with the same key is the same application; a second application is refused.
    expect((await apply(a, o.id, 30, key)).data!.applyIpo.id).toBe(first.data!.applyIpo.id);
    expect(codeOf(await apply(a, o.id, 10))).toBe('IPO_ALREADY_APPLIED');
    expect(await balance(a.client)).toMatchObject({ available: '497.50', frozen: '4502.50' });

    for (const u of [b, c, d]) expect((await apply(u, o.id, 20)).errors).toBeUndefined();
    const counted = await app.anonymous().exec<{ ipoOffering: { applications: number } }>(OFFERING, { id: o.id });
    expect(counted.data!.ipoOffering.applications).toBe(4);

    // d cancels before the deadline: released in full; another user cannot see or cancel b's.
    const dApp = (await d.client.exec<{ myIpoApplications: { items: Array<{ id: string }> } }>(MINE)).data!.myIpoApplications.items[0];
    const bApp = (await b.client.exec<{ myIpoApplications: { items: Array<{ id: string }> } }>(MINE)).data!.myIpoApplications.items[0];
    expect(codeOf(await d.client.exec(ONE, { id: bApp.id }))).toBe('NOT_FOUND');
    expect(codeOf(await d.client.exec(CANCEL_APP, { id: bApp.id, key: randomUUID() }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(MINE))).toBe('UNAUTHENTICATED');
    expect((await d.client.exec(CANCEL_APP, { id: dApp.id, key: randomUUID() })).errors).toBeUndefined();
    expect(await balance(d.client)).toMatchObject({ available: '5000.00', frozen: '0.00' });

    // After the deadline: no applying, no cancelling; the draw is not due yet.
    app.clock.set(at(121));
    expect(codeOf(await apply(d, o.id, 10))).toBe('SUBSCRIPTION_NOT_AVAILABLE');
    expect(codeOf(await b.client.exec(CANCEL_APP, { id: bApp.id, key: randomUUID() }))).toBe('IPO_APPLICATION_NOT_CANCELLABLE');
    expect(codeOf(await ops.client.exec(RUN_DRAW, { id: o.id }))).toBe('IPO_DRAW_NOT_DUE');
    expect(await app.services.ipo.draw(o.id, null)).toBe(false);

    // The draw: 3 lots for a (3 lots), b (2), c (2) — round one gives one lot each, in draw order.
    app.clock.set(at(181));
    expect(await app.services.ipo.drawDue()).toBeGreaterThanOrEqual(1);
    expect(await app.services.ipo.draw(o.id, null)).toBe(false); // once
    const drawn = await a.client.exec<{
      ipoDraw: {
        seed: string;
        seedHash: string;
        entries: number;
        lotsAvailable: number;
        lotsAllocated: number;
        cutoffRound: number;
        cutoffRank: number;
        results: Array<{ applicationId: string; rank: number; lots: number; wonLots: number }>;
        myRank: number;
      };
    }>(DRAW, { id: o.id });
    const draw = drawn.data!.ipoDraw;
    expect(drawSeedHash(draw.seed)).toBe(o.seedHash);
    expect(draw).toMatchObject({ entries: 3, lotsAvailable: 3, lotsAllocated: 3, cutoffRound: 1, cutoffRank: 3 });
    // Anyone can recompute the result from the published seed and entries.
    const again = runDraw(
      draw.seed,
      draw.results.map((r) => ({ id: r.applicationId, lots: r.lots })),
      draw.lotsAvailable,
    );
    expect(again.ranking.map((r) => ({ applicationId: r.id, rank: r.rank, lots: r.lots, wonLots: r.wonLots }))).toEqual(draw.results);
    expect(draw.results.map((r) => r.wonLots)).toEqual([1, 1, 1]);
    expect(draw.myRank).toBe(draw.results.find((r) => r.applicationId === first.data!.applyIpo.id)!.rank);

    // scripts/verify-draw.mjs recomputes it from the public record (no Vela code), and catches a forgery.
    const url = `${app.url}/draws/ipo/${o.id}.json`;
    const ok = await verifyDraw([url, '--application', first.data!.applyIpo.id]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Verified');
    expect(ok.stdout).toContain(`Your entry  rank ${draw.myRank} of 3`);
    const record = (await (await fetch(url)).json()) as { results: Array<{ wonLots: number }> };
    record.results[2].wonLots = 0;
    record.results[0].wonLots += 1;
    const forged = path.join(os.tmpdir(), `forged-draw-${o.id}.json`);
    await writeFile(forged, JSON.stringify(record));
    const caught = await verifyDraw([forged]);
    expect(caught.code).toBe(1);
    expect(caught.stdout).toContain('MISMATCH');
    expect((await fetch(`${app.url}/draws/ipo/${randomUUID()}`)).status).toBe(404);

    // Each winner paid 10 × 150 + 2.50 from the hold; the rest came back. Nothing stays frozen.
    const cards = (await a.client.exec<{ myIpoApplications: { items: Array<Record<string, unknown>> } }>(MINE)).data!.myIpoApplications
      .items;
    expect(cards[0]).toMatchObject({ status: 'WON', wonShares: 10, amountPaid: '1502.5', amountToPay: '0', positionId: null });
    expect(await balance(a.client)).toMatchObject({ available: '3497.50', frozen: '0.00' });
    expect(await balance(b.client)).toMatchObject({ available: '3497.50', frozen: '0.00' });
    const statement = await a.client.exec<{ statement: { items: Array<{ kind: string; orderNo: string; label: string }> } }>(STATEMENT, {
      currency: 'USD',
    });
    const orderNo = first.data!.applyIpo.orderNo;
    expect(statement.data!.statement.items.filter((l) => l.orderNo === orderNo).map((l) => [l.kind, l.label])).toEqual(
      expect.arrayContaining([
        ['ipo_allocated', 'US:AAPL'],
        ['ipo_hold', 'US:AAPL'],
      ]),
    );
    expect((await app.services.ledger.check()).problems).toEqual([]);

    // Issuance: won shares become fully paid positions at the subscription price.
    expect(await app.services.ipo.issue(o.id)).toBe(false);
    app.clock.set(at(301));
    expect(await app.services.ipo.issueDue()).toBeGreaterThanOrEqual(1);
    expect(await app.services.ipo.issue(o.id)).toBe(false); // once
    const positions = await a.client.exec<{ positions: { items: Array<Record<string, unknown>> } }>(POSITIONS);
    expect(positions.data!.positions.items).toEqual([
      expect.objectContaining({ symbol: 'US:AAPL', shares: 10, leverage: 1, buyPrice: '150' }),
    ]);
    const issued = (await a.client.exec<{ myIpoApplications: { items: Array<{ status: string; positionId: string }> } }>(MINE)).data!
      .myIpoApplications.items[0];
    expect(issued.status).toBe('ISSUED');
    expect(issued.positionId).toBe((positions.data!.positions.items[0] as { id: string }).id);
    expect((await app.services.ledger.check()).problems).toEqual([]);
  });

  it('a loser gets the whole hold back, fee included, the same day', async () => {
    app.clock.set(T0);
    const o = await createOffering({ underwritingShares: 10, maxLots: 1 });
    const users = await Promise.all([investor(), investor(), investor()]);
    app.clock.set(at(61));
    for (const u of users) expect((await apply(u, o.id, 10)).errors).toBeUndefined();
    app.clock.set(at(181));
    expect(await app.services.ipo.draw(o.id, null)).toBe(true);
    const outcomes = await Promise.all(
      users.map(async (u) => {
        const card = (await u.client.exec<{ myIpoApplications: { items: Array<{ status: string }> } }>(MINE)).data!.myIpoApplications
          .items[0];
        return { status: card.status, balance: await balance(u.client) };
      }),
    );
    expect(outcomes.filter((x) => x.status === 'WON')).toHaveLength(1);
    for (const x of outcomes.filter((y) => y.status === 'NOT_WON'))
      expect(x.balance).toMatchObject({ available: '5000.00', frozen: '0.00' });
  });

  it('cancelling an offering releases every hold with the reason; it cannot be cancelled twice', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    const u = await investor();
    app.clock.set(at(61));
    expect((await apply(u, o.id, 20)).errors).toBeUndefined();
    expect(codeOf(await ops.client.exec(CANCEL_OFFERING, { input: { id: o.id, reason: ' ' } }))).toBe('BAD_INPUT');
    expect(codeOf(await u.client.exec(CANCEL_OFFERING, { input: { id: o.id, reason: 'no' } }))).toBe('FORBIDDEN');
    const r = await ops.client.exec<{ cancelIpoOffering: { status: string; cancelReason: string } }>(CANCEL_OFFERING, {
      input: { id: o.id, reason: 'Issuer withdrew the offering' },
    });
    expect(r.data!.cancelIpoOffering).toEqual({ id: o.id, status: 'CANCELLED', cancelReason: 'Issuer withdrew the offering' });
    expect(await balance(u.client)).toMatchObject({ available: '5000.00', frozen: '0.00' });
    const card = (await u.client.exec<{ myIpoApplications: { items: Array<{ status: string }> } }>(MINE)).data!.myIpoApplications.items[0];
    expect(card.status).toBe('CANCELLED');
    expect(codeOf(await ops.client.exec(CANCEL_OFFERING, { input: { id: o.id, reason: 'again' } }))).toBe('IPO_OFFERING_LOCKED');
    const audit: Array<{ action: string }> = await app.ds.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [o.id]);
    expect(audit.map((x) => x.action)).toEqual(['ipo.offering.created', 'ipo.offering.cancelled']);
    expect((await app.services.ledger.check()).problems).toEqual([]);
  });
});

// Issue 30: an offering's name and ops' cancellation reason per language; readers get theirs, or English
// flagged as a fallback; no English is refused and stores nothing.
describe('offering texts in five languages', () => {
  type Text = { text: string; lang: string; fallback: boolean };
  const TEXTS = `id name nameText(lang: $lang) { text lang fallback } nameTranslations { en fr es zhHans zhHant }
    cancelReason cancelReasonText(lang: $lang) { text lang fallback }`;
  const READ = `query R($id: ID!, $lang: String) { ipoOffering(id: $id) { ${TEXTS} } }`;
  const CARDS = `query M($lang: String) { myIpoApplications(first: 20) { items { id offering { ${TEXTS} } } } }`;
  const read = async (id: string, lang: string) => {
    const r = await app
      .anonymous()
      .exec<{ ipoOffering: { name: string; nameText: Text; cancelReasonText: Text | null } }>(READ, { id, lang });
    expect(r.errors).toBeUndefined();
    return r.data!.ipoOffering;
  };

  it('a translated name is read in zh-Hant and es; an untranslated one falls back to English, flagged', async () => {
    app.clock.set(T0);
    const o = await createOffering({
      name: undefined,
      nameText: { en: 'Acme Robotics', zhHant: '艾克米機器人', es: 'Acme Robótica', fr: ' ' },
    });
    expect((await read(o.id, 'zh-Hant')).nameText).toEqual({ text: '艾克米機器人', lang: 'zh-Hant', fallback: false });
    expect((await read(o.id, 'es')).nameText).toEqual({ text: 'Acme Robótica', lang: 'es', fallback: false });
    const fr = await read(o.id, 'fr');
    expect(fr.nameText).toEqual({ text: 'Acme Robotics', lang: 'en', fallback: true });
    // The deprecated single field keeps the English version for older clients.
    expect(fr.name).toBe('Acme Robotics');
    const ops1 = await ops.client.exec<{ ipoOffering: { nameTranslations: unknown } }>(READ, { id: o.id, lang: 'en' });
    expect(ops1.data!.ipoOffering.nameTranslations).toEqual({
      en: 'Acme Robotics',
      fr: null,
      es: 'Acme Robótica',
      zhHans: null,
      zhHant: '艾克米機器人',
    });
    // An English-only offering (the deprecated input) reads in English, flagged, in es.
    const old = await createOffering();
    expect((await read(old.id, 'es')).nameText).toEqual({ text: 'Apple follow-on (test)', lang: 'en', fallback: true });
  });

  it('an edit changes the translations; no English is refused (TEXT_ENGLISH_REQUIRED) and changes nothing', async () => {
    app.clock.set(T0);
    const count = async () => Number((await app.ds.query(`SELECT count(*)::int AS n FROM ipo_offerings`))[0].n);
    const before = await count();
    for (const nameText of [{ zhHant: '艾克米' }, { en: '   ', es: 'Acme' }]) {
      expect(codeOf(await ops.client.exec(CREATE, { input: offeringInput({ name: undefined, nameText }) }))).toBe('TEXT_ENGLISH_REQUIRED');
    }
    expect(codeOf(await ops.client.exec(CREATE, { input: offeringInput({ name: undefined }) }))).toBe('TEXT_ENGLISH_REQUIRED');
    expect(await count()).toBe(before);
    const o = await createOffering({ name: undefined, nameText: { en: 'Acme Robotics' } });
    expect(codeOf(await ops.client.exec(UPDATE, { id: o.id, input: offeringInput({ name: undefined, nameText: { es: 'Acme' } }) }))).toBe(
      'TEXT_ENGLISH_REQUIRED',
    );
    expect((await read(o.id, 'es')).nameText.fallback).toBe(true);
    const r = await ops.client.exec(UPDATE, {
      id: o.id,
      input: offeringInput({ name: undefined, nameText: { en: 'Acme Robotics', es: 'Acme Robótica' } }),
    });
    expect(r.errors).toBeUndefined();
    expect((await read(o.id, 'es')).nameText).toEqual({ text: 'Acme Robótica', lang: 'es', fallback: false });
  });

  it('the cancellation reason reaches each applicant in their language; English is required', async () => {
    app.clock.set(T0);
    const o = await createOffering();
    const u = await investor();
    app.clock.set(at(61));
    expect((await apply(u, o.id, 10)).errors).toBeUndefined();
    expect(codeOf(await ops.client.exec(CANCEL_OFFERING, { input: { id: o.id, reasonText: { es: 'El emisor retiró la oferta' } } }))).toBe(
      'TEXT_ENGLISH_REQUIRED',
    );
    expect((await read(o.id, 'en')).cancelReasonText).toBeNull();
    const r = await ops.client.exec(CANCEL_OFFERING, {
      input: {
        id: o.id,
        reasonText: { en: 'The issuer withdrew the offering', es: 'El emisor retiró la oferta', zhHant: '發行人撤回了發行' },
      },
    });
    expect(r.errors).toBeUndefined();
    expect((await read(o.id, 'es')).cancelReasonText).toEqual({ text: 'El emisor retiró la oferta', lang: 'es', fallback: false });
    expect((await read(o.id, 'fr')).cancelReasonText).toEqual({ text: 'The issuer withdrew the offering', lang: 'en', fallback: true });
    const cards = await u.client.exec<{
      myIpoApplications: { items: Array<{ offering: { cancelReason: string; cancelReasonText: Text } }> };
    }>(CARDS, { lang: 'zh-Hant' });
    const card = cards.data!.myIpoApplications.items.find((c) => c.offering.cancelReason !== null)!;
    expect(card.offering.cancelReasonText).toEqual({ text: '發行人撤回了發行', lang: 'zh-Hant', fallback: false });
    expect(card.offering.cancelReason).toBe('The issuer withdrew the offering');
  });

  it('the migration moves existing English names and reasons into the per-language columns, and its down puts them back', async () => {
    app.clock.set(T0);
    const o = await createOffering({ name: undefined, nameText: { en: 'Migrated Co', es: 'Migrada' } });
    const migration = new IpoOfferingTexts1766000000000();
    const q = app.ds.createQueryRunner();
    try {
      await migration.down(q);
      expect((await q.query(`SELECT name FROM ipo_offerings WHERE id = $1`, [o.id]))[0].name).toBe('Migrated Co');
      await migration.up(q);
      const rows = await q.query(`SELECT name_i18n, cancel_reason_i18n FROM ipo_offerings WHERE id = $1`, [o.id]);
      expect(rows[0]).toEqual({ name_i18n: { en: 'Migrated Co' }, cancel_reason_i18n: null });
    } finally {
      await q.release();
    }
  });
});
