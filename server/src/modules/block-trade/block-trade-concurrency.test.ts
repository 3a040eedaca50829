import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { credit } from '../../test/money-kit';
import { type ScriptedMarket, scriptedMarket } from '../../test/scripted-market';
import { BlockTradeCodePolicy } from './block-trade.entities';

// Issue 13, block trades under load: users subscribe in the last moment while the close runs, and while
// the hedge price is breached. Each subscription is either decided with the offering (allocated, or
// released with its reason) or refused with BLOCK_TRADE_NOT_AVAILABLE and nothing held — never half;
// the ledger check stays clean.

const USERS = 40;
let app: TestApp;
let ops: TestUser;
let users: TestUser[];
let market: ScriptedMarket;

const T0 = new Date('2026-11-18T15:00:00Z'); // a Wednesday: New York in session
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 20 });
  app.clock.set(T0);
  market = await scriptedMarket(app);
  await market.tick([
    ['US:AAPL', '200.00', '200.10'],
    ['US:KO', '70.00', '70.10'],
  ]);
  ops = await app.createOps();
  const gated = 'realName' in app.services;
  users = [];
  for (let i = 0; i < USERS; i++) {
    const u = await app.registerUser((gated ? { verified: true } : {}) as never);
    await credit(app, ops, u.user.id, '50000', 'USD');
    users.push(u);
  }
}, 600_000);
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

function offering(symbol: string, subscriptionPrice: string, hedgePrice: string) {
  return app.services.blockTrade.createOffering(ops.user, {
    symbol,
    name: `${symbol} race (test)`,
    subscriptionPrice: new Money(subscriptionPrice),
    hedgePrice: new Money(hedgePrice),
    feeRate: new Money('0.0025'),
    minAmount: new Money(0),
    ticketsAvailable: 30,
    maxTicketsPerUser: 3,
    opensAt: at(60_000),
    closesAt: at(60 * 60_000),
    codePolicy: BlockTradeCodePolicy.REAL_NAME,
  });
}

/** Every user subscribes at once; `during` runs as soon as the first answer arrives. */
async function race(offeringId: string, during: () => Promise<void>) {
  const codes = await Promise.all(users.map((u) => app.services.blockTrade.myCode(u.user, offeringId)));
  const outcomes: string[] = [];
  let firstAnswer!: () => void;
  const answered = new Promise<void>((r) => {
    firstAnswer = r;
  });
  const subscribeAs = async (u: TestUser, i: number) => {
    try {
      await app.services.blockTrade.subscribe(u.user, {
        offeringId,
        tickets: 1 + (i % 3),
        code: codes[i].code,
        idempotencyKey: randomUUID(),
      });
      outcomes.push('subscribed');
    } catch (err) {
      outcomes.push((err as { code?: string }).code === 'BLOCK_TRADE_NOT_AVAILABLE' ? 'refused' : String(err));
    }
    firstAnswer();
  };
  // Wave A: half the users at once; as soon as one is answered, `during` starts with the rest of wave A
  // in flight, and wave B (the other half) arrives while it runs.
  const half = USERS / 2;
  const waveA = users.slice(0, half).map((u, i) => subscribeAs(u, i));
  await answered;
  const running = during();
  const waveB = users.slice(half).map((u, i) => subscribeAs(u, half + i));
  await Promise.all([...waveA, ...waveB, running]);
  expect(outcomes.filter((x) => x !== 'subscribed' && x !== 'refused')).toEqual([]);
  return { subscribed: outcomes.filter((x) => x === 'subscribed').length, refused: outcomes.filter((x) => x === 'refused').length };
}

async function rowsOf(offeringId: string) {
  return (await app.ds.query(
    `SELECT s.status, s.reason, s.won_tickets, s.used, h.status AS hold FROM (
       SELECT b.*, c.used_at IS NOT NULL AS used FROM block_trade_subscriptions b JOIN block_trade_codes c ON c.id = b.code_id) s
     JOIN ledger_holds h ON h.id = s.hold_id WHERE s.offering_id = $1`,
    [offeringId],
  )) as Array<{ status: string; reason: string | null; won_tickets: number; used: boolean; hold: string }>;
}

async function nothingFrozen() {
  const frozen: Array<{ n: string }> = await app.ds.query(
    `SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'user_hold' AND balance <> 0 AND owner_id = ANY($1::uuid[])`,
    [users.map((u) => u.user.id)],
  );
  expect(frozen[0].n).toBe('0');
}

describe('block trades under load', () => {
  it('subscriptions racing the close are each allocated with it or refused, never half', async () => {
    const o = await offering('US:AAPL', '50', '40');
    const closes = o.closesAt;
    app.clock.set(new Date(closes.getTime() - 1));
    const { subscribed, refused } = await race(o.id, async () => {
      app.clock.set(closes);
      let closed = false;
      while (!closed) closed = (await app.services.blockTrade.closeDue()) > 0;
    });
    console.info('block trade close race', { subscribed, refused });
    expect(subscribed + refused).toBe(USERS);
    expect(subscribed).toBeGreaterThan(0);
    const rows = await rowsOf(o.id);
    expect(rows).toHaveLength(subscribed);
    for (const r of rows) {
      expect(r.used).toBe(true);
      if (r.status === 'successful') expect(r.hold).toBe('posted');
      else expect(r).toMatchObject({ status: 'failed', reason: 'NOT_ALLOCATED', hold: 'voided' });
    }
    const view = await app.services.blockTrade.drawView(o.id);
    expect(view.entries).toBe(subscribed);
    expect(view.ticketsAllocated).toBe(Math.min(30, view.ticketsSubscribed));
    expect(rows.reduce((n, r) => n + r.won_tickets, 0)).toBe(view.ticketsAllocated);
    await nothingFrozen();
    expect((await app.services.ledger.check()).problems).toEqual([]);
  }, 300_000);

  it('subscriptions racing a hedge breach are each released with it or refused, never half', async () => {
    app.clock.set(T0);
    const o = await offering('US:KO', '65', '60');
    app.clock.set(at(2 * 60_000));
    await market.tick([['US:KO', '70.00', '70.10']]);
    const { subscribed, refused } = await race(o.id, async () => {
      await market.tick([['US:KO', '59.90', '60.00']]);
      let failed = false;
      while (!failed)
        failed = (await app.services.blockTrade.sweepHedges()) > 0 || (await app.services.blockTrade.offering(o.id)).status === 'failed';
    });
    console.info('block trade hedge race', { subscribed, refused });
    expect(subscribed + refused).toBe(USERS);
    expect((await app.services.blockTrade.offering(o.id)).status).toBe('failed');
    const rows = await rowsOf(o.id);
    expect(rows).toHaveLength(subscribed);
    for (const r of rows) expect(r).toMatchObject({ status: 'failed', reason: 'HEDGE_PRICE_BREACHED', hold: 'voided', used: true });
    await nothingFrozen();
    expect((await app.services.ledger.check()).problems).toEqual([]);
  }, 300_000);
});
