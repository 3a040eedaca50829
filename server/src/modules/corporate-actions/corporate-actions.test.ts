import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../app/registry';
import { createServices } from '../../app/compose';
import { createDataSource } from '../../db/data-source';
import { Money } from '../../shared/money';
import { type GqlResult, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// Issue 35, corporate actions applied to accounts, through the real API and PostgreSQL with quotes from
// the real feed (scripted provider), the calendar synced by the feed from the provider, and time from the
// test clock: entitlements at the ex-date's start (a position opened on the ex-date gets none; one closed
// after it keeps its dividend), payment on the pay date (a long net of withholding, a short paying the
// gross), a 3-for-2 split with cash in lieu that keeps the value, its waiting order, take-profit and
// alert scaled, a split and a dividend on the same day (the dividend on the shares before the split), and
// a restart across the pay date racing the old process: each paid once. The ledger check stays clean.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let restarted: Services | null = null;
const closers: Array<() => Promise<void>> = [];
let n = 0;
const key = () => `ca-key-${++n}-${Date.now()}`;

const MON_OPEN = new Date('2026-12-07T09:00:00Z'); // Monday 10:00 in Madrid
const TUE = new Date('2026-12-08T15:00:00Z'); // Tuesday 16:00 in Madrid: the last session before the ex-date
const BEFORE_EX = new Date('2026-12-08T22:55:00Z'); // 23:55 in Madrid, Tuesday
const EX_START = new Date('2026-12-08T23:05:00Z'); // 00:05 in Madrid, Wednesday 9 December: the ex-date began
const WED_OPEN = new Date('2026-12-09T09:00:00Z');
const THU = new Date('2026-12-10T10:00:00Z');
const IBE_PAY = new Date('2026-12-10T23:05:00Z'); // 00:05 in Madrid on 11 December
const SAN_PAY = new Date('2026-12-13T23:05:00Z'); // 00:05 in Madrid on 14 December

function action(a: Partial<Parameters<ScriptedMarket['provider']['actions']['push']>[0]>) {
  return {
    recordDate: null,
    payDate: null,
    amount: null,
    currency: null,
    ratioFrom: null,
    ratioTo: null,
    label: null,
    source: 'https://example.test/investors',
    simulated: false,
    ...a,
  } as Parameters<ScriptedMarket['provider']['actions']['push']>[0];
}

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

interface PositionView {
  id: string;
  tradeNo: string;
  status: string;
  shares: number;
  buyPrice: string;
  margin: string;
  takeProfit: string | null;
  sellingType: string | null;
}
const POSITION = `query($id: ID!) { position(id: $id) { id tradeNo status shares buyPrice margin takeProfit sellingType } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status shares limitPrice positionId } }`;
const ORDER = `query($id: ID!) { order(id: $id) { id status shares limitPrice heldAmount version cancelReason } }`;
const PROTECT = `mutation($input: PositionProtectionInput!) { setPositionProtection(input: $input) { id takeProfit } }`;
const ALERT = `mutation($input: CreatePriceAlertInput!) { createPriceAlert(input: $input) { id value } }`;
const ALERTS = `query($symbol: String) { priceAlerts(symbol: $symbol) { id value } }`;
const DIVIDENDS = `query($year: Int) { myDividends(year: $year) { year years totals { currency gross withholding net count }
  items { id symbol direction status exDate payDate shares amountPerShare currency gross remainder withholdingRate withholding net tradeNo } } }`;
const POSITION_CA = `query($id: ID!) { positionCorporateActions(positionId: $id) {
  dividends { id status gross withholding net } totals { currency net }
  splits { sharesBefore sharesAfter entryPriceBefore entryPriceAfter fraction closePrice cashInLieu ratioFrom ratioTo } } }`;
const STATEMENT = `query($currency: String!) { statement(currency: $currency, first: 50) { items { kind orderNo label availableChange
  dividend { gross withholdingRate withholding net shares amountPerShare } } } }`;
const BALANCES = `{ portfolio { balances { currency available frozen } } }`;

async function open(u: TestUser, symbol: string, direction: 'LONG' | 'SHORT', shares: number): Promise<PositionView> {
  const placed = ok(
    await u.client.exec<{ placeOrder: { positionId: string } }>(PLACE, {
      input: { symbol, orderType: 'MARKET', direction, shares, leverage: 1, idempotencyKey: key() },
    }),
  ).placeOrder;
  return position(u, placed.positionId);
}

async function position(u: TestUser, id: string): Promise<PositionView> {
  return ok(await u.client.exec<{ position: PositionView }>(POSITION, { id })).position;
}

async function available(u: TestUser, currency: string): Promise<Money> {
  const b = ok(await u.client.exec<{ portfolio: { balances: Array<{ currency: string; available: string }> } }>(BALANCES)).portfolio
    .balances;
  return new Money(b.find((x) => x.currency === currency)?.available ?? '0');
}

async function trader(eur = '20000'): Promise<TestUser> {
  const u = await app.registerUser();
  await fundUser(app, ops, u, 'EUR', eur);
  return u;
}

async function tick(at: Date, quotes: Array<[string, string, string]>): Promise<void> {
  app.clock.set(at);
  await market.tick(quotes);
}

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 30 });
  app.clock.set(MON_OPEN);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  market.provider.actions.push(
    action({
      symbol: 'ES:SAN',
      kind: 'cash_dividend',
      exDate: '2026-12-09',
      recordDate: '2026-12-10',
      payDate: '2026-12-14',
      amount: '0.2135',
      currency: 'EUR',
      label: 'Interim dividend',
    }),
    action({ symbol: 'ES:BBVA', kind: 'split', exDate: '2026-12-09', ratioFrom: '2', ratioTo: '3', label: '3-for-2 split' }),
    action({
      symbol: 'ES:IBE',
      kind: 'cash_dividend',
      exDate: '2026-12-09',
      recordDate: '2026-12-10',
      payDate: '2026-12-11',
      amount: '0.5',
      currency: 'EUR',
    }),
    action({ symbol: 'ES:IBE', kind: 'split', exDate: '2026-12-09', ratioFrom: '1', ratioTo: '2', label: '2-for-1 split' }),
    action({ symbol: 'ES:TEF', kind: 'split', exDate: '2026-12-16', ratioFrom: '10', ratioTo: '1', label: '1-for-10 reverse split' }),
  );
  const synced = await market.feed.syncCorporateActions('2026-12-01', '2026-12-31');
  expect(synced.added).toBe(5);
});
afterAll(async () => {
  for (const c of closers.reverse()) await c();
  await market?.feed.stop();
  await app?.close();
});
afterEach(async () => {
  const report = await app.services.ledger.check();
  expect(report.problems).toEqual([]);
});

describe('dividends and splits through the test clock', () => {
  let a: TestUser; // long SAN, long BBVA (with a take-profit, a waiting order and an alert)
  let b: TestUser; // short SAN, closed after the ex-date
  let c: TestUser; // long IBE: a dividend and a split on the same day
  let d: TestUser; // long SAN bought on the ex-date
  let aSan: PositionView;
  let aBbva: PositionView;
  let bSan: PositionView;
  let cIbe: PositionView;
  let dSan: PositionView;
  let waitingOrderId: string;
  let bbvaClose: Money;

  it('before the ex-date begins nothing is applied; positions and orders are as placed', async () => {
    await tick(MON_OPEN, [
      ['ES:SAN', '9.000', '9.010'],
      ['ES:BBVA', '12.000', '12.010'],
      ['ES:IBE', '15.000', '15.010'],
    ]);
    a = await trader();
    b = await trader();
    c = await trader();
    d = await trader();
    aSan = await open(a, 'ES:SAN', 'LONG', 17);
    aBbva = await open(a, 'ES:BBVA', 'LONG', 15);
    bSan = await open(b, 'ES:SAN', 'SHORT', 10);
    cIbe = await open(c, 'ES:IBE', 'LONG', 20);
    ok(await a.client.exec(PROTECT, { input: { positionId: aBbva.id, takeProfit: '15', idempotencyKey: key() } }));
    waitingOrderId = ok(
      await a.client.exec<{ placeOrder: { id: string } }>(PLACE, {
        input: {
          symbol: 'ES:BBVA',
          orderType: 'LIMIT',
          direction: 'LONG',
          shares: 5,
          limitPrice: '10.5',
          leverage: 1,
          idempotencyKey: key(),
        },
      }),
    ).placeOrder.id;
    ok(await a.client.exec(ALERT, { input: { symbol: 'ES:BBVA', condition: 'ABOVE', value: '13.5', repeat: 'ONCE' } }));
    // Tuesday's session: its last trade is the close a split's fraction is paid at.
    await tick(TUE, [
      ['ES:SAN', '9.100', '9.110'],
      ['ES:BBVA', '12.300', '12.310'],
      ['ES:IBE', '15.200', '15.210'],
    ]);
    const [bar]: Array<{ close: string }> = await app.ds.query(
      `SELECT close::text AS close FROM bars_daily WHERE symbol = 'ES:BBVA' AND trade_date = '2026-12-08'`,
    );
    bbvaClose = new Money(bar.close);

    app.clock.set(BEFORE_EX);
    const r = await app.services.corporateActionsApply.applyDue();
    expect(r).toMatchObject({ actions: 0, entitlements: 0, paid: 0, splitPositions: 0 });
    expect((await position(a, aBbva.id)).shares).toBe(15);
  });

  it('at the ex-date: entitlements for positions open then, the 3-for-2 split keeps the value and pays the half share', async () => {
    app.clock.set(EX_START);
    const r = await app.services.corporateActionsApply.applyDue();
    expect(r).toMatchObject({ actions: 4, failed: 0 });
    // SAN: a (long 17) and b (short 10); IBE: c, with its 20 shares from before that day's split.
    expect(r.entitlements).toBe(3);
    const [ibe]: Array<{ shares: number }> = await app.ds.query('SELECT shares FROM dividend_entitlements WHERE position_id = $1', [
      cIbe.id,
    ]);
    expect(ibe.shares).toBe(20);

    const before = new Money(aBbva.buyPrice);
    const split = await position(a, aBbva.id);
    expect(split.shares).toBe(22); // 15 × 3/2 = 22.5
    expect(new Money(split.buyPrice).toFixed()).toBe(before.times(2).dividedBy(3).toDecimalPlaces(4, Money.ROUND_HALF_UP).toFixed());
    const actions = ok(
      await a.client.exec<{ positionCorporateActions: { splits: Array<Record<string, string | number>> } }>(POSITION_CA, { id: aBbva.id }),
    ).positionCorporateActions;
    expect(actions.splits).toHaveLength(1);
    const s = actions.splits[0];
    expect(s).toMatchObject({ sharesBefore: 15, sharesAfter: 22, fraction: '0.5', ratioFrom: '2', ratioTo: '3' });
    const closeAfter = bbvaClose.times(2).dividedBy(3).toDecimalPlaces(4, Money.ROUND_HALF_UP);
    expect(new Money(s.closePrice as string).toFixed()).toBe(closeAfter.toFixed());
    // Value unchanged at that close: equity (margin + profit at the close) before equals equity after plus
    // the cash, to within the cent roundings of the kept margin and the fraction's profit and the 4-decimal grid.
    const entryAfter = new Money(s.entryPriceAfter as string);
    const equityBefore = new Money(aBbva.margin).plus(bbvaClose.minus(before).times(15));
    const equityAfter = new Money(split.margin).plus(closeAfter.minus(entryAfter).times(22)).plus(new Money(s.cashInLieu as string));
    expect(equityAfter.minus(equityBefore).abs().lte('0.02'), `${equityBefore} → ${equityAfter}`).toBe(true);
    // The margin kept is the whole shares' share of it (22 of 22.5), to the cent.
    expect(new Money(split.margin).toFixed()).toBe(
      new Money(aBbva.margin).times(22).dividedBy('22.5').toDecimalPlaces(2, Money.ROUND_HALF_UP).toFixed(),
    );
    // The cash reached the statement as its own line on the position's trade number.
    const lines = ok(
      await a.client.exec<{ statement: { items: Array<{ kind: string; orderNo: string; label: string; availableChange: string }> } }>(
        STATEMENT,
        { currency: 'EUR' },
      ),
    ).statement.items;
    const cil = lines.find((l) => l.kind === 'split_cash_in_lieu');
    expect(cil).toMatchObject({ orderNo: aBbva.tradeNo, label: 'ES:BBVA' });
    expect(new Money(cil!.availableChange).toFixed()).toBe(new Money(s.cashInLieu as string).toFixed());

    // Its take-profit, the waiting order and the alert scale the same way.
    expect(new Money(split.takeProfit as string).toFixed()).toBe('10');
    const order = ok(
      await a.client.exec<{ order: { shares: number; limitPrice: string; version: number; status: string } }>(ORDER, {
        id: waitingOrderId,
      }),
    ).order;
    expect(order).toMatchObject({ shares: 7, version: 2, status: 'PENDING' });
    expect(new Money(order.limitPrice).toFixed()).toBe('7');
    const alerts = ok(await a.client.exec<{ priceAlerts: Array<{ value: string }> }>(ALERTS, { symbol: 'ES:BBVA' })).priceAlerts;
    expect(new Money(alerts[0].value).toFixed()).toBe('9');
    // The last quote, from Tuesday's session, is in post-split terms before Wednesday's first trade.
    const [q]: Array<{ bid: string; ask: string }> = await app.ds.query(
      `SELECT bid::text AS bid, ask::text AS ask FROM quotes WHERE symbol = 'ES:BBVA'`,
    );
    expect(new Money(q.bid).toFixed()).toBe('8.2');
    expect(new Money(q.ask).toFixed()).toBe(new Money('12.31').times(2).dividedBy(3).toDecimalPlaces(4, Money.ROUND_HALF_UP).toFixed());
    // And a is told once.
    const told = await app.ds.query(`SELECT params FROM notifications WHERE user_id = $1 AND kind = 'SPLIT_APPLIED'`, [a.user.id]);
    expect(told).toHaveLength(1);

    // The same-day split doubled c's IBE position.
    expect((await position(c, cIbe.id)).shares).toBe(40);

    // Running again applies nothing twice.
    const again = await app.services.corporateActionsApply.applyDue();
    expect(again).toMatchObject({ actions: 0, entitlements: 0, splitPositions: 0, paid: 0 });
  });

  it('a position opened on the ex-date gets no dividend; one closed after the ex-date keeps it', async () => {
    await tick(WED_OPEN, [['ES:SAN', '8.900', '8.910']]);
    dSan = await open(d, 'ES:SAN', 'LONG', 50);
    await tick(THU, [['ES:SAN', '8.950', '8.960']]);
    ok(
      await b.client.exec(`mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }`, {
        id: bSan.id,
        key: key(),
      }),
    );
    await app.services.corporateActionsApply.applyDue();
    const ents: Array<{ position_id: string }> = await app.ds.query(
      `SELECT position_id FROM dividend_entitlements WHERE symbol = 'ES:SAN'`,
    );
    expect(ents.map((e) => e.position_id).sort()).toEqual([aSan.id, bSan.id].sort());
    expect(ents.map((e) => e.position_id)).not.toContain(dSan.id);
  });

  it('on the pay date of a same-day dividend and split: paid on the 20 shares held before the split, net of 19 %', async () => {
    app.clock.set(IBE_PAY);
    const cashBefore = await available(c, 'EUR');
    const r = await app.services.corporateActionsApply.applyDue();
    expect(r.paid).toBe(1);
    const year = ok(
      await c.client.exec<{ myDividends: { items: Array<Record<string, string | number>> } }>(DIVIDENDS, { year: 2026 }),
    ).myDividends;
    expect(year.items).toHaveLength(1);
    expect(year.items[0]).toMatchObject({
      symbol: 'ES:IBE',
      status: 'PAID',
      shares: 20,
      gross: '10',
      withholdingRate: '0.19',
      withholding: '1.9',
      net: '8.1',
    });
    expect((await available(c, 'EUR')).minus(cashBefore).toFixed()).toBe('8.1');
  });

  it('a restart across the pay date, racing the old process: the long is paid net once, the short pays the gross once', async () => {
    app.clock.set(SAN_PAY);
    const ds = createDataSource(app.appDbUrl, { applicationName: 'vela-restarted', poolSize: 4 });
    await ds.initialize();
    restarted = createServices({ ds, config: app.config, clock: app.clock, bus: null });
    closers.push(async () => {
      await restarted?.close();
      await ds.destroy();
    });
    const aBefore = await available(a, 'EUR');
    const bBefore = await available(b, 'EUR');
    const reports = await Promise.all([
      app.services.corporateActionsApply.applyDue(),
      restarted.corporateActionsApply.applyDue(),
      restarted.corporateActionsApply.applyDue(),
    ]);
    expect(reports.reduce((sum, x) => sum + x.paid, 0)).toBe(2);
    // 17 × 0.2135 = 3.6295: 3.62 paid, 0.0095 recorded; 19 % withheld = 0.69; 2.93 net.
    expect((await available(a, 'EUR')).minus(aBefore).toFixed()).toBe('2.93');
    // The short pays the lender the gross: 10 × 0.2135 = 2.135 → 2.13.
    expect(bBefore.minus(await available(b, 'EUR')).toFixed()).toBe('2.13');
    const [row]: Array<{ remainder: string; n: number }> = await app.ds.query(
      `SELECT dp.remainder::text AS remainder, (SELECT count(*)::int FROM dividend_payments x JOIN dividend_entitlements y ON y.id = x.entitlement_id WHERE y.position_id = $1) AS n
       FROM dividend_payments dp JOIN dividend_entitlements e ON e.id = dp.entitlement_id WHERE e.position_id = $1`,
      [aSan.id],
    );
    expect(row).toEqual({ remainder: '0.0095000000', n: 1 });

    // The statement line carries the gross, the tax and the net, with the trade number and the instrument.
    const lines = ok(
      await a.client.exec<{
        statement: {
          items: Array<{
            kind: string;
            orderNo: string;
            label: string;
            availableChange: string;
            dividend: Record<string, string | number> | null;
          }>;
        };
      }>(STATEMENT, {
        currency: 'EUR',
      }),
    ).statement.items;
    const line = lines.find((l) => l.kind === 'dividend');
    expect(line).toMatchObject({ orderNo: aSan.tradeNo, label: 'ES:SAN', availableChange: '2.93' });
    expect(line?.dividend).toEqual({
      gross: '3.62',
      withholdingRate: '0.19',
      withholding: '0.69',
      net: '2.93',
      shares: 17,
      amountPerShare: '0.2135',
    });
    const short = ok(
      await b.client.exec<{ statement: { items: Array<{ kind: string; availableChange: string }> } }>(STATEMENT, { currency: 'EUR' }),
    ).statement.items.find((l) => l.kind === 'dividend_short');
    expect(short?.availableChange).toBe('-2.13');
    // The position shows it, and Mine → Dividends sums the year.
    const pos = ok(
      await a.client.exec<{ positionCorporateActions: { dividends: Array<{ net: string }>; totals: Array<{ net: string }> } }>(
        POSITION_CA,
        { id: aSan.id },
      ),
    ).positionCorporateActions;
    expect(pos.dividends.map((x) => x.net)).toEqual(['2.93']);
    const year = ok(await a.client.exec<{ myDividends: { totals: Array<Record<string, string | number>> } }>(DIVIDENDS, {})).myDividends;
    expect(year.totals).toEqual([{ currency: 'EUR', gross: '3.62', withholding: '0.69', net: '2.93', count: 1 }]);
    const notes = await app.ds.query(`SELECT kind FROM notifications WHERE user_id = ANY($1) AND kind LIKE 'DIVIDEND_%' ORDER BY kind`, [
      [a.user.id, b.user.id],
    ]);
    expect(notes.map((x: { kind: string }) => x.kind)).toEqual(['DIVIDEND_CHARGED', 'DIVIDEND_PAID']);
    // d, who bought on the ex-date, has none.
    const none = ok(await d.client.exec<{ myDividends: { items: unknown[] } }>(DIVIDENDS, { year: 2026 })).myDividends;
    expect(none.items).toEqual([]);
  });

  it("another user's position is NOT_FOUND and anonymous readers are refused", async () => {
    expect(codeOf(await d.client.exec(POSITION_CA, { id: aSan.id }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(POSITION_CA, { id: aSan.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(DIVIDENDS, {}))).toBe('UNAUTHENTICATED');
  });

  it('a position cannot be changed but as an adjustment says (the database refuses a bare update)', async () => {
    await expect(app.ds.query('UPDATE positions SET shares = shares + 1 WHERE id = $1', [aSan.id])).rejects.toThrow(/adjustment/);
    await expect(app.ds.query("UPDATE positions SET symbol = 'ES:BBVA' WHERE id = $1", [aSan.id])).rejects.toThrow(/append-only/);
  });
});

describe('a 1-for-10 reverse split', () => {
  it('25 shares become 2 and half a share in cash; 7 shares become cash alone and the position closes', async () => {
    await tick(new Date('2026-12-15T09:00:00Z'), [['ES:TEF', '3.990', '4.010']]);
    const big = await trader();
    const small = await trader();
    const p25 = await open(big, 'ES:TEF', 'LONG', 25);
    const p7 = await open(small, 'ES:TEF', 'LONG', 7);
    await tick(new Date('2026-12-15T15:00:00Z'), [['ES:TEF', '4.190', '4.210']]);
    const [bar]: Array<{ close: string }> = await app.ds.query(
      `SELECT close::text AS close FROM bars_daily WHERE symbol = 'ES:TEF' AND trade_date = '2026-12-15'`,
    );
    const close = new Money(bar.close);
    const cashBefore = await available(small, 'EUR');
    app.clock.set(new Date('2026-12-15T23:05:00Z'));
    const r = await app.services.corporateActionsApply.applyDue();
    expect(r).toMatchObject({ actions: 1, splitPositions: 2, failed: 0 });
    const after25 = await position(big, p25.id);
    expect(after25).toMatchObject({ shares: 2, status: 'OPEN' });
    expect(new Money(after25.buyPrice).toFixed()).toBe(new Money(p25.buyPrice).times(10).toFixed());
    const closed = await position(small, p7.id);
    expect(closed).toMatchObject({ status: 'CLOSED', sellingType: 'CASH_IN_LIEU' });
    // 7 shares at leverage 1: their margin back plus their profit at the close, i.e. 7 × close (to the cent, down).
    const paid = (await available(small, 'EUR')).minus(cashBefore);
    const expected = new Money(p7.margin).plus(close.minus(new Money(p7.buyPrice)).times(7).toDecimalPlaces(2, Money.ROUND_DOWN));
    expect(paid.toFixed()).toBe(expected.toFixed());
    const lines = ok(
      await small.client.exec<{ statement: { items: Array<{ kind: string; orderNo: string }> } }>(STATEMENT, { currency: 'EUR' }),
    ).statement.items;
    expect(lines.find((l) => l.kind === 'position_close_cash_in_lieu')?.orderNo).toBe(p7.tradeNo);
  });
});

describe('the US treaty form', () => {
  it('signing the W-8BEN needs the real-name name; refusals store nothing', async () => {
    const u = await app.registerUser({ verified: true });
    const SIGN = `mutation($input: SignTaxFormInput!) { signTaxForm(input: $input) { form country validUntil } }`;
    const base = { country: 'ES', fullName: 'Ana García López', usPerson: false, confirm: true };
    expect(codeOf(await u.client.exec(SIGN, { input: { ...base, fullName: 'Someone Else' } }))).toBe('TAX_FORM_NAME_MISMATCH');
    expect(codeOf(await u.client.exec(SIGN, { input: { ...base, usPerson: true } }))).toBe('TAX_FORM_US_PERSON');
    expect(codeOf(await u.client.exec(SIGN, { input: { ...base, country: 'XX' } }))).toBe('TAX_FORM_COUNTRY_INVALID');
    expect(codeOf(await u.client.exec(SIGN, { input: { ...base, confirm: false } }))).toBe('TAX_FORM_NOT_CONFIRMED');
    const unverified = await app.registerUser();
    expect(codeOf(await unverified.client.exec(SIGN, { input: base }))).toBe('REAL_NAME_REQUIRED');
    expect(await app.ds.query('SELECT 1 FROM user_tax_forms WHERE user_id = ANY($1)', [[u.user.id, unverified.user.id]])).toEqual([]);
    const signed = ok(
      await u.client.exec<{ signTaxForm: { validUntil: string } }>(SIGN, { input: { ...base, fullName: '  ana garcía   LÓPEZ ' } }),
    ).signTaxForm;
    expect(signed.validUntil).toBe(`${app.clock.now().getUTCFullYear() + 3}-12-31`);
    expect(await app.services.taxForms.onFile(app.ds.manager, u.user.id, app.clock.now().toISOString().slice(0, 10))).toBe(true);
  });
});
