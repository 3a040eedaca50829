import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { Money } from '../../shared/money';
import { credit } from '../../test/money-kit';
import { IpoApplicationStatus } from './ipo.entities';

// Issue 13: hundreds of users apply in the last moment before the deadline while the draw job runs.
// Each application is either in the draw (ranked, its hold posted or released) or refused with
// SUBSCRIPTION_NOT_AVAILABLE and nothing held — never half; the ledger check stays clean.

const USERS = 200;
let app: TestApp;
let ops: TestUser;
let users: TestUser[];

const T0 = new Date('2026-11-18T15:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 30 });
  app.clock.set(T0);
  ops = await app.createOps();
  users = [];
  // Verified (applying needs passed real-name) and funded, ten at a time.
  for (let i = 0; i < USERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const u = await app.registerUser({ verified: true });
        await credit(app, ops, u.user.id, '6000', 'USD');
        return u;
      }),
    );
    users.push(...batch);
  }
}, 600_000);
afterAll(async () => {
  await app?.close();
});

describe('IPO deadline under load', () => {
  it('every last-second application is either in the draw or refused, never half', async () => {
    const closes = at(60 * 60_000);
    const o = await app.services.ipo.createOffering(ops.user, {
      symbol: 'US:AAPL',
      name: 'Deadline race (test)',
      subscriptionPrice: new Money('100'),
      referencePrice: new Money('120'),
      underwritingShares: 500,
      totalShares: '1000000',
      lotSize: 10,
      maxLots: 5,
      processingFee: new Money('1.00'),
      opensAt: at(60_000),
      closesAt: closes,
      drawsAt: closes, // the draw is due the very moment applications close
      payBy: at(2 * 60 * 60_000),
      issuesAt: at(3 * 60 * 60_000),
    });
    app.clock.set(new Date(closes.getTime() - 1));

    const outcomes: Array<'applied' | 'refused' | string> = [];
    let firstAnswer!: () => void;
    const answered = new Promise<void>((r) => {
      firstAnswer = r;
    });
    const applyAs = async (u: TestUser, i: number) => {
      try {
        await app.services.ipo.apply(u.user, { offeringId: o.id, shares: 10 * (1 + (i % 5)), idempotencyKey: randomUUID() });
        outcomes.push('applied');
      } catch (err) {
        outcomes.push((err as { code?: string }).code === 'SUBSCRIPTION_NOT_AVAILABLE' ? 'refused' : String(err));
      }
      firstAnswer();
    };
    // Wave A: half the users at once. As soon as one is answered, the clock reaches the deadline (and
    // the drawing date) with the rest of wave A in flight, and the draw job runs at once; wave B (the
    // other half) arrives just after the deadline, while the draw is running.
    const waveA = users.slice(0, USERS / 2).map((u, i) => applyAs(u, i));
    await answered;
    app.clock.set(closes);
    const drawing = (async () => {
      let drawn = false;
      while (!drawn) drawn = (await app.services.ipo.drawDue()) > 0;
    })();
    const waveB = users.slice(USERS / 2).map((u, i) => applyAs(u, i));
    const applying = [...waveA, ...waveB];
    await Promise.all([...applying, drawing]);

    expect(outcomes.filter((x) => x !== 'applied' && x !== 'refused')).toEqual([]);
    const applied = outcomes.filter((x) => x === 'applied').length;
    const refused = outcomes.filter((x) => x === 'refused').length;
    console.info('IPO deadline race', { applied, refused });
    expect(applied + refused).toBe(USERS);
    // Some got in before the deadline; every late one was refused.
    expect(applied).toBeGreaterThan(0);
    expect(refused).toBeGreaterThanOrEqual(USERS / 2);

    // Every stored application was drawn: none is left pending, each has a rank, its hold is closed.
    const rows: Array<{ status: string; rank: number | null; hold: string }> = await app.ds.query(
      `SELECT a.status, a.rank, h.status AS hold FROM ipo_applications a JOIN ledger_holds h ON h.id = a.hold_id WHERE a.offering_id = $1`,
      [o.id],
    );
    expect(rows).toHaveLength(applied);
    for (const r of rows) {
      expect([IpoApplicationStatus.WON, IpoApplicationStatus.NOT_WON]).toContain(r.status);
      expect(r.rank).not.toBeNull();
      expect(r.hold).toBe(r.status === IpoApplicationStatus.WON ? 'posted' : 'voided');
    }
    const drawView = await app.services.ipo.drawView(o.id);
    expect(drawView.entries).toBe(applied);
    expect(drawView.lotsAllocated).toBe(
      Math.min(
        50,
        drawView.results.reduce((s, r) => s + r.lots, 0),
      ),
    );

    // Nobody has anything frozen, and everyone's cash is whole: 6,000 less what a win paid.
    const frozen: Array<{ n: string }> = await app.ds.query(
      `SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'user_hold' AND balance <> 0 AND owner_id = ANY($1::uuid[])`,
      [users.map((u) => u.user.id)],
    );
    expect(frozen[0].n).toBe('0');
    const report = await app.services.ledger.check();
    expect(report.problems).toEqual([]);
  }, 300_000);
});
