import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { credit } from '../../test/money-kit';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// Issue 16, VIP, through the real API: the application checked at once (a refusal names the unmet
// criteria, 'already VIP' afterwards), the benefits where they apply (a quarter off commission in the
// ordinary charges table, the 5,000,000 EUR loan cap, VIP items first in the review inbox), and the
// monthly re-check that keeps or ends the status with a notice.

const APPLY = `mutation { applyVip { isVip since lastCheck { result totalAssets traded30d unmet } terms { totalAssetsEur traded30dEur commissionDiscount loanCapEur } } }`;
const MINE = `query { myVip { isVip lastCheck { result unmet } } }`;
const PREVIEW = `query P($input: OrderPreviewInput!) { orderPreview(input: $input) { charges { kind basis amount } chargesTotal } }`;
const LIMIT = `query { loanLimit(currency: "EUR") { vip tierCap } }`;
const PRODUCT = `mutation C($input: FundProductInput!) { createFundProduct(input: $input) { id } }`;
const BUY = `mutation B($input: BuyFundInput!) { buyFund(input: $input) { id } }`;
const QUEUE = `query { reviewQueue(kind: "fund_purchase", first: 20) { items { id summary } } }`;
const RECHECK = `mutation { runVipRecheck }`;

const key = () => `k-${randomBytes(8).toString('hex')}`;
let app: TestApp;
let ops: TestUser;
let market: ScriptedMarket;

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 60 });
  app.clock.set(new Date('2026-11-18T15:00:00Z'));
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([['ES:SAN', '10.000', '10.010']]);
}, 120_000);

afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

const commission = async (u: TestUser) => {
  const r = await u.client.exec<{ orderPreview: { charges: Array<{ kind: string; basis: string; amount: string }> } }>(PREVIEW, {
    input: { symbol: 'ES:SAN', orderType: 'MARKET', direction: 'LONG', shares: 2000, leverage: 1 },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.orderPreview.charges.find((c) => c.kind === 'COMMISSION')!;
};

describe('VIP', () => {
  it('refused naming the unmet criteria, granted once one is met, then already VIP; benefits apply', async () => {
    const u = await app.registerUser({ verified: true });
    await fundUser(app, ops, u, 'EUR', '20000');
    const before = await commission(u);
    const refused = await u.client.exec<{ applyVip: Record<string, unknown> & { lastCheck: Record<string, unknown> } }>(APPLY);
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.applyVip).toMatchObject({
      isVip: false,
      lastCheck: { result: 'REFUSED', totalAssets: '20000', traded30d: '0', unmet: ['TOTAL_ASSETS', 'TRADED_30D'] },
      terms: { totalAssetsEur: '25000', traded30dEur: '250000', commissionDiscount: '0.25', loanCapEur: '5000000' },
    });
    expect((await u.client.exec<{ loanLimit: { tierCap: string } }>(LIMIT)).data!.loanLimit).toEqual({ vip: false, tierCap: '500000' });

    await fundUser(app, ops, u, 'USD', '5800'); // €5,000 at the configured 1.16
    const granted = await u.client.exec<{ applyVip: Record<string, unknown> }>(APPLY);
    expect(granted.data!.applyVip).toMatchObject({ isVip: true, lastCheck: { result: 'GRANTED', totalAssets: '25000', unmet: [] } });
    expect(codeOf(await u.client.exec(APPLY))).toBe('VIP_ALREADY');
    expect(codeOf(await app.anonymous().exec(APPLY))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(MINE))).toBe('UNAUTHENTICATED');

    // A quarter off commission, shown in the ordinary charges table; the higher loan cap.
    const after = await commission(u);
    expect(before.basis).not.toContain('VIP');
    expect(after.basis).toContain('VIP −25%');
    expect(Number(after.amount)).toBeLessThan(Number(before.amount));
    expect((await u.client.exec<{ loanLimit: { tierCap: string } }>(LIMIT)).data!.loanLimit).toEqual({ vip: true, tierCap: '5000000' });

    // Priority review: the VIP's purchase comes first in the inbox, marked.
    const p = await ops.client.exec<{ createFundProduct: { id: string } }>(PRODUCT, {
      input: {
        name: 'Priority test',
        underlying: 'Cash',
        rateSource: 'Fixed',
        currency: 'EUR',
        periodDays: 30,
        annualRate: '0.02',
        minAmount: '100',
        maxAmount: '10000',
        earlyFeeRate: '0',
        disclosure: 'Test fund.',
      },
    });
    const other = await app.registerUser({ verified: true });
    await fundUser(app, ops, other, 'EUR', '1000');
    const productId = p.data!.createFundProduct.id;
    const mine = await u.client.exec<{ buyFund: { id: string } }>(BUY, { input: { productId, amount: '200', idempotencyKey: key() } });
    app.clock.set(new Date(app.clock.now().getTime() + 1000));
    await other.client.exec(BUY, { input: { productId, amount: '200', idempotencyKey: key() } });
    const q = await ops.client.exec<{ reviewQueue: { items: Array<{ id: string; summary: string }> } }>(QUEUE);
    expect(q.data!.reviewQueue.items[0]).toMatchObject({ id: mine.data!.buyFund.id, summary: 'VIP · Priority test' });

    // The monthly re-check keeps a VIP who still qualifies, and ends it when no criterion holds.
    await ops.client.exec(RECHECK);
    expect((await u.client.exec<{ myVip: Record<string, unknown> }>(MINE)).data!.myVip).toMatchObject({
      isVip: true,
      lastCheck: { result: 'KEPT' },
    });
    await credit(app, ops, u.user.id, '-5000', 'EUR');
    app.clock.set(new Date(app.clock.now().getTime() + 60_000));
    await app.services.vip.recheckAll();
    expect((await u.client.exec<{ myVip: Record<string, unknown> }>(MINE)).data!.myVip).toMatchObject({
      isVip: false,
      lastCheck: { result: 'LAPSED', unmet: ['TOTAL_ASSETS', 'TRADED_30D'] },
    });
    expect((await commission(u)).basis).not.toContain('VIP');
    const audit: Array<{ action: string }> = await app.ds.query(
      `SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'vip.%' ORDER BY id`,
      [u.user.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['vip.apply.refused', 'vip.apply.granted', 'vip.monthly.kept', 'vip.monthly.lapsed']);
    expect(codeOf(await u.client.exec(RECHECK))).toBe('FORBIDDEN');
    expect((await app.services.ledger.check()).problems).toEqual([]);
  });
});
