import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GqlClient, type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { fundUser } from '../../test/scripted-market';
import { FundTexts1765800000000 } from '../../../../migrations/1765800000000-FundTexts';

// Issue 16, funds, through the real API: ops publish, users buy (held), review or automatic approval,
// the daily job (twice a day and after a gap: one entry per holding per day), maturity, early
// redemption with its cost shown first, refusals with nothing changed, other users and anonymous callers.

const PRODUCT_FIELDS = 'id name currency periodDays annualRate dailyRate minAmount maxAmount autoApproveUpTo earlyFeeRate status';
const CREATE = `mutation C($input: FundProductInput!) { createFundProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const SET_STATUS = `mutation S($id: ID!, $status: FundProductStatus!) { setFundProductStatus(id: $id, status: $status) { id status } }`;
const HOLDING_FIELDS = `id orderNo productName currency principal periodDays annualRate dailyRate dailyEarnings earningDays earnings holdingAmount
  expectedEarnings earlyFee status reasonCode reason appliedAt startsAt endsAt closedAt accruals { day amount }`;
const BUY = `mutation B($input: BuyFundInput!) { buyFund(input: $input) { ${HOLDING_FIELDS} } }`;
const ONE = `query O($id: ID!) { fundHolding(id: $id) { ${HOLDING_FIELDS} } }`;
const MINE = `query { myFundHoldings(first: 20) { items { id status } } }`;
const PREVIEW = `query P($id: ID!) { fundRedemptionPreview(id: $id) { principal earnings fee receive earningsForgone } }`;
const REDEEM = `mutation R($id: ID!, $key: String!) { redeemFund(id: $id, idempotencyKey: $key) { id status earlyFee earnings } }`;
const DECIDE = `mutation D($input: DecideReviewInput!) { decideReview(input: $input) { status opsRequestId } }`;
const QUEUE = `query Q { reviewQueue(kind: "fund_purchase", first: 20) { items { id orderNo amount summary } } }`;
const RUN = `mutation { runFundAccrual }`;
const BALANCES = `query { balances { currency available frozen } }`;
const STATEMENT = `query S { statement(currency: "EUR", first: 40) { items { kind orderNo label availableChange frozenChange } } }`;

const T0 = new Date('2026-11-18T15:00:00Z');
const DAY = 86_400_000;
const key = () => `k-${randomBytes(8).toString('hex')}`;

let app: TestApp;
let ops: TestUser;
let productId: string;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(T0);
  ops = await app.createOps();
  const r = await ops.client.exec<{ createFundProduct: { id: string; dailyRate: string } }>(CREATE, {
    input: {
      name: 'Euro Cash 3D',
      underlying: 'Euro money-market instruments',
      rateSource: 'ECB deposit facility rate + 1.365 %',
      currency: 'EUR',
      periodDays: 3,
      annualRate: '0.0365',
      minAmount: '100',
      maxAmount: '50000',
      autoApproveUpTo: '1000',
      earlyFeeRate: '0.01',
      disclosure: 'Capital is not guaranteed by a deposit scheme. Earnings accrue daily.',
    },
  });
  expect(r.errors).toBeUndefined();
  productId = r.data!.createFundProduct.id;
  expect(r.data!.createFundProduct.dailyRate).toBe('0.0001');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function investor(amount = '20000'): Promise<TestUser> {
  const u = await app.registerUser({ verified: true });
  await fundUser(app, ops, u, 'EUR', amount);
  return u;
}

async function eur(c: GqlClient) {
  const r = await c.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES);
  return r.data!.balances.find((b) => b.currency === 'EUR')!;
}

type Holding = Record<string, unknown> & { id: string; status: string; accruals: Array<{ day: string; amount: string }> };

async function buy(u: TestUser, amount: string): Promise<Holding> {
  const r = await u.client.exec<{ buyFund: Holding }>(BUY, { input: { productId, amount, idempotencyKey: key() } });
  expect(r.errors).toBeUndefined();
  return r.data!.buyFund;
}

async function holding(u: TestUser, id: string): Promise<Holding> {
  return (await u.client.exec<{ fundHolding: Holding }>(ONE, { id })).data!.fundHolding;
}

async function clean() {
  expect((await app.services.ledger.check()).problems).toEqual([]);
}

describe('funds', () => {
  it('refuses bad purchases with a stable code and changes nothing', async () => {
    const u = await investor('500');
    const before = await eur(u.client);
    const attempt = (amount: string, pid = productId) => u.client.exec(BUY, { input: { productId: pid, amount, idempotencyKey: key() } });
    expect(codeOf(await attempt('99.99'))).toBe('FUND_AMOUNT_OUT_OF_RANGE');
    expect(codeOf(await attempt('50000.01'))).toBe('FUND_AMOUNT_OUT_OF_RANGE');
    expect(codeOf(await attempt('100.001'))).toBe('AMOUNT_TOO_PRECISE');
    expect(codeOf(await attempt('600'))).toBe('INSUFFICIENT_FUNDS');
    expect(codeOf(await attempt('200', '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(BUY, { input: { productId, amount: '200', idempotencyKey: key() } }))).toBe('UNAUTHENTICATED');
    const unverified = await app.registerUser({ verified: false });
    expect(codeOf(await unverified.client.exec(BUY, { input: { productId, amount: '200', idempotencyKey: key() } }))).toBe(
      'REAL_NAME_REQUIRED',
    );
    expect(await eur(u.client)).toEqual(before);
    expect((await u.client.exec<{ myFundHoldings: { items: unknown[] } }>(MINE)).data!.myFundHoldings.items).toEqual([]);
    await clean();
  });

  it('a purchase is held, waits for review, and a refusal releases it with the reason shown', async () => {
    const u = await investor();
    const h = await buy(u, '5000');
    expect(h).toMatchObject({ status: 'PENDING', principal: '5000', earnings: '0', orderNo: expect.stringMatching(/^F\d{8}\d+$/) });
    expect(await eur(u.client)).toMatchObject({ available: '15000', frozen: '5000' });
    // Another user and anonymous callers cannot see it.
    const other = await investor('0.01');
    expect(codeOf(await other.client.exec(ONE, { id: h.id }))).toBe('NOT_FOUND');
    expect(codeOf(await other.client.exec(PREVIEW, { id: h.id }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(ONE, { id: h.id }))).toBe('UNAUTHENTICATED');
    // Users cannot decide reviews.
    expect(
      codeOf(await u.client.exec(DECIDE, { input: { kind: 'fund_purchase', id: h.id, decision: 'APPROVE', idempotencyKey: key() } })),
    ).toBe('FORBIDDEN');
    const q = await ops.client.exec<{ reviewQueue: { items: Array<{ id: string; orderNo: string; amount: string }> } }>(QUEUE);
    expect(q.data!.reviewQueue.items.find((i) => i.id === h.id)).toMatchObject({ orderNo: h.orderNo, amount: '5000' });
    const d = await ops.client.exec(DECIDE, {
      input: {
        kind: 'fund_purchase',
        id: h.id,
        decision: 'REFUSE',
        reasonCode: 'FUND_QUOTA_REACHED',
        note: 'Quota full',
        idempotencyKey: key(),
      },
    });
    expect(d.errors).toBeUndefined();
    expect(await holding(u, h.id)).toMatchObject({ status: 'REJECTED', reasonCode: 'FUND_QUOTA_REACHED', reason: 'Quota full' });
    expect(await eur(u.client)).toMatchObject({ available: '20000', frozen: '0' });
    // Decided once: a second decision is refused.
    expect(
      codeOf(await ops.client.exec(DECIDE, { input: { kind: 'fund_purchase', id: h.id, decision: 'APPROVE', idempotencyKey: key() } })),
    ).toBe('ALREADY_REVIEWED');
    await clean();
  });

  it('approved holdings earn once per day (twice-run job, two-day gap), then mature with principal and earnings', async () => {
    app.clock.set(T0);
    const u = await investor();
    const h = await buy(u, '10000');
    expect(
      (await ops.client.exec(DECIDE, { input: { kind: 'fund_purchase', id: h.id, decision: 'APPROVE', idempotencyKey: key() } })).errors,
    ).toBeUndefined();
    // Within the automatic limit: approved at once.
    const small = await buy(u, '1000');
    expect(small.status).toBe('HOLDING');
    let a = await holding(u, h.id);
    expect(a).toMatchObject({ status: 'HOLDING', dailyEarnings: '1', expectedEarnings: '3', earningDays: 0 });
    expect(await eur(u.client)).toMatchObject({ available: '9000', frozen: '0' });

    // Same day: nothing has ended yet.
    await ops.client.exec(RUN);
    expect((await holding(u, h.id)).earningDays).toBe(0);

    // A day later, run twice: exactly one entry for the day.
    app.clock.set(new Date(T0.getTime() + DAY));
    await ops.client.exec(RUN);
    await app.services.funds.runDaily();
    a = await holding(u, h.id);
    expect(a).toMatchObject({ earningDays: 1, earnings: '1', holdingAmount: '10001' });
    expect(a.accruals).toEqual([{ day: '2026-11-18', amount: '1' }]);
    const smallAfter = await holding(u, small.id);
    expect(smallAfter).toMatchObject({ earningDays: 1, earnings: '0.1' });

    // The job was down for two days: it catches up each missing day once, then the holding matures.
    app.clock.set(new Date(T0.getTime() + 3 * DAY + 60_000));
    await Promise.all([app.services.funds.runDaily(), app.services.funds.runDaily()]);
    await app.services.funds.runDaily();
    a = await holding(u, h.id);
    expect(a).toMatchObject({ status: 'ENDED', earningDays: 3, earnings: '3', holdingAmount: '10003' });
    expect(a.accruals.map((x) => x.day)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18']);
    const rows: Array<{ n: string }> = await app.ds.query(`SELECT count(*) AS n FROM fund_accruals WHERE holding_id = $1`, [h.id]);
    expect(rows[0].n).toBe('3');
    // 20000 − 10000 − 1000 + 10003 + 1000.30 (the small holding matured too: 3 × 0.10).
    expect(await eur(u.client)).toMatchObject({ available: '20003.3', frozen: '0' });

    const s = await u.client.exec<{
      statement: { items: Array<{ kind: string; orderNo: string; label: string; availableChange: string }> };
    }>(STATEMENT);
    const mine = s.data!.statement.items.filter((i) => i.orderNo === h.orderNo);
    expect(mine.map((i) => i.kind)).toEqual(['fund_earnings_paid', 'fund_principal_returned', 'fund_start', 'fund_hold']);
    expect(mine.every((i) => i.label === 'Euro Cash 3D')).toBe(true);
    expect(mine[0].availableChange).toBe('3');
    await clean();
  });

  it('early redemption shows its cost first, then returns principal and earnings less the fee', async () => {
    app.clock.set(T0);
    const u = await investor();
    const h = await buy(u, '800');
    expect(h.status).toBe('HOLDING');
    app.clock.set(new Date(T0.getTime() + DAY + 1000));
    const p = await u.client.exec<{ fundRedemptionPreview: Record<string, string> }>(PREVIEW, { id: h.id });
    expect(p.data!.fundRedemptionPreview).toEqual({ principal: '800', earnings: '0', fee: '8', receive: '792', earningsForgone: '0.24' });
    const r = await u.client.exec<{ redeemFund: Record<string, string> }>(REDEEM, { id: h.id, key: key() });
    expect(r.errors).toBeUndefined();
    // Redeeming posted the day that had ended first (0.08), then returned 800.08 less the 8.00 fee.
    expect(r.data!.redeemFund).toMatchObject({ status: 'REDEEMED', earlyFee: '8', earnings: '0.08' });
    expect(await eur(u.client)).toMatchObject({ available: '19992.08', frozen: '0' });
    expect(codeOf(await u.client.exec(REDEEM, { id: h.id, key: key() }))).toBe('FUND_NOT_HOLDING');
    await clean();
  });

  it('ops close a product to new purchases; users cannot publish or close', async () => {
    const u = await investor('1000');
    expect(codeOf(await u.client.exec(SET_STATUS, { id: productId, status: 'CLOSED' }))).toBe('FORBIDDEN');
    expect(codeOf(await u.client.exec(RUN))).toBe('FORBIDDEN');
    expect((await ops.client.exec(SET_STATUS, { id: productId, status: 'CLOSED' })).errors).toBeUndefined();
    expect(codeOf(await u.client.exec(BUY, { input: { productId, amount: '200', idempotencyKey: key() } }))).toBe('FUND_NOT_AVAILABLE');
    const audit: Array<{ action: string }> = await app.ds.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [
      productId,
    ]);
    expect(audit.map((x) => x.action)).toEqual(['fund.product.created', 'fund.product.status']);
    await ops.client.exec(SET_STATUS, { id: productId, status: 'OPEN' });
    await clean();
  });
});

// Issue 30: what ops write for users exists per language; readers get theirs, or English flagged as such.
describe('fund texts in five languages', () => {
  const TEXTS = `query T($lang: String) { fundProducts(first: 50) { items { id
    nameText(lang: $lang) { text lang fallback } underlyingText(lang: $lang) { text lang fallback }
    rateSourceText(lang: $lang) { text lang fallback } disclosureText(lang: $lang) { text lang fallback } } } }`;
  const TRANSLATIONS = `query { fundProducts(first: 50) { items { id translations { name { en fr es zhHans zhHant } } } } }`;
  type Text = { text: string; lang: string; fallback: boolean };
  type Row = { id: string; nameText: Text; underlyingText: Text; disclosureText: Text };
  const figures = {
    currency: 'USD',
    periodDays: 7,
    annualRate: '0.04',
    minAmount: '100',
    maxAmount: '5000',
    earlyFeeRate: '0.01',
  };
  async function productIn(c: GqlClient, id: string, lang: string): Promise<Row> {
    const r = await c.exec<{ fundProducts: { items: Row[] } }>(TEXTS, { lang });
    expect(r.errors).toBeUndefined();
    return r.data!.fundProducts.items.find((p) => p.id === id)!;
  }

  it('an English-only fund read in es comes back in English, flagged as a fallback', async () => {
    const u = await app.registerUser({ verified: true });
    const p = await productIn(u.client, productId, 'es');
    expect(p.nameText).toEqual({ text: 'Euro Cash 3D', lang: 'en', fallback: true });
    expect(p.disclosureText).toMatchObject({
      text: 'Capital is not guaranteed by a deposit scheme. Earnings accrue daily.',
      fallback: true,
    });
    // Read in English, English is no fallback.
    expect((await productIn(u.client, productId, 'en')).nameText).toEqual({ text: 'Euro Cash 3D', lang: 'en', fallback: false });
  });

  it('a translated fund is returned in zh-Hant, and its holdings carry the name in the reader’s language', async () => {
    const r = await ops.client.exec<{ createFundProduct: { id: string } }>(CREATE, {
      input: {
        ...figures,
        nameText: { en: 'Dollar Cash 7D', es: 'Efectivo en dólares 7D', zhHant: '美元現金 7 天' },
        underlyingText: { en: 'US Treasury bills', zhHant: '美國國庫券' },
        rateSourceText: { en: 'Fed funds rate', zhHant: '聯邦基金利率' },
        disclosureText: { en: 'Capital is not guaranteed.', zhHant: '本金不受保障。', fr: '   ' },
      },
    });
    expect(r.errors).toBeUndefined();
    const id = r.data!.createFundProduct.id;
    const u = await app.registerUser({ verified: true });
    const zh = await productIn(u.client, id, 'zh-Hant');
    expect(zh.nameText).toEqual({ text: '美元現金 7 天', lang: 'zh-Hant', fallback: false });
    expect(zh.underlyingText).toEqual({ text: '美國國庫券', lang: 'zh-Hant', fallback: false });
    expect(zh.disclosureText).toEqual({ text: '本金不受保障。', lang: 'zh-Hant', fallback: false });
    // A blank language is no version: French falls back to English.
    expect((await productIn(u.client, id, 'fr')).disclosureText).toEqual({
      text: 'Capital is not guaranteed.',
      lang: 'en',
      fallback: true,
    });
    expect((await productIn(u.client, id, 'es')).nameText).toEqual({ text: 'Efectivo en dólares 7D', lang: 'es', fallback: false });
    // Ops read every version back for their form.
    const all = await ops.client.exec<{ fundProducts: { items: Array<{ id: string; translations: { name: unknown } }> } }>(TRANSLATIONS);
    expect(all.data!.fundProducts.items.find((p) => p.id === id)!.translations.name).toEqual({
      en: 'Dollar Cash 7D',
      fr: null,
      es: 'Efectivo en dólares 7D',
      zhHans: null,
      zhHant: '美元現金 7 天',
    });
    // The deprecated field keeps answering in English.
    const old = await u.client.exec<{ fundProducts: { items: Array<{ id: string; name: string }> } }>(
      `query { fundProducts(first: 50) { items { id name } } }`,
    );
    expect(old.data!.fundProducts.items.find((p) => p.id === id)!.name).toBe('Dollar Cash 7D');
    await fundUser(app, ops, u, 'USD', '500');
    const h = await u.client.exec<{ buyFund: { id: string } }>(BUY, { input: { productId: id, amount: '100', idempotencyKey: key() } });
    expect(h.errors).toBeUndefined();
    const mine = await u.client.exec<{ myFundHoldings: { items: Array<{ productNameText: Text }> } }>(
      `query { myFundHoldings(first: 5) { items { productNameText(lang: "zh-Hant") { text lang fallback } } } }`,
    );
    expect(mine.data!.myFundHoldings.items[0]!.productNameText).toEqual({ text: '美元現金 7 天', lang: 'zh-Hant', fallback: false });
  });

  it('ops input without English is refused with TEXT_ENGLISH_REQUIRED and publishes nothing', async () => {
    const count = async () => Number((await app.ds.query(`SELECT count(*)::int AS n FROM fund_products`))[0].n);
    const before = await count();
    const base = {
      ...figures,
      nameText: { en: 'Fund', es: 'Fondo' },
      underlyingText: { en: 'Bills' },
      rateSourceText: { en: 'Fed' },
      disclosureText: { en: 'Risky.' },
    };
    for (const input of [
      { ...base, nameText: { es: 'Fondo', zhHant: '基金' } },
      { ...base, nameText: { en: '   ', es: 'Fondo' } },
      { ...base, disclosureText: { fr: 'Risqué.' } },
      { ...base, underlyingText: null },
    ]) {
      expect(codeOf(await ops.client.exec(CREATE, { input }))).toBe('TEXT_ENGLISH_REQUIRED');
    }
    expect(await count()).toBe(before);
  });

  it('the migration moves existing English texts into the per-language columns, and its down puts them back', async () => {
    const migration = new FundTexts1765800000000();
    const q = app.ds.createQueryRunner();
    try {
      await migration.down(q);
      const cols: Array<{ column_name: string }> = await q.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'fund_products' AND column_name LIKE '%_i18n'`,
      );
      expect(cols).toEqual([]);
      await migration.up(q);
      const rows: Array<{ name: string; name_i18n: unknown; disclosure_i18n: unknown; disclosure: string }> = await q.query(
        `SELECT name, name_i18n, disclosure, disclosure_i18n FROM fund_products WHERE id = $1`,
        [productId],
      );
      expect(rows[0]).toEqual({
        name: 'Euro Cash 3D',
        name_i18n: { en: 'Euro Cash 3D' },
        disclosure: 'Capital is not guaranteed by a deposit scheme. Earnings accrue daily.',
        disclosure_i18n: { en: 'Capital is not guaranteed by a deposit scheme. Earnings accrue daily.' },
      });
    } finally {
      await q.release();
    }
  });
});
