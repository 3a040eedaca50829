import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { credit } from '../../test/money-kit';
import { type ScriptedMarket, scriptedMarket } from '../../test/scripted-market';

// Issue 14, follows under load: many users follow the same published trade as its window closes, while
// the execution runs (as the tick hook and the job's sweep run it). Each follow ends filled (a position
// opened by an order of origin 'follow', its hold released) or failed with WINDOW_ENDED (its hold
// released), or was refused with FOLLOW_WINDOW_CLOSED and nothing held — never half; nothing stays
// frozen and the ledger check stays clean.

const USERS = 30;
let app: TestApp;
let ops: TestUser;
let users: TestUser[];
let market: ScriptedMarket;

const T0 = new Date('2026-11-18T15:00:00Z'); // a Wednesday: New York in session

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 }, { poolSize: 20 });
  app.clock.set(T0);
  market = await scriptedMarket(app);
  await market.tick([['US:AAPL', '200.00', '200.10']]);
  ops = await app.createOps();
  const gated = 'realName' in app.services;
  users = [];
  for (let i = 0; i < USERS; i++) {
    const u = await app.registerUser((gated ? { verified: true } : {}) as never);
    await credit(app, ops, u.user.id, '20000', 'USD');
    users.push(u);
  }
}, 600_000);
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

describe('follows under load', () => {
  it('users following as the window closes are each filled, failed with the hold released, or refused with nothing held', async () => {
    const inst = await app.services.follow.saveInstitution(ops.user, null, {
      name: 'Race Capital (test)',
      description: 'Concurrency.',
      disclosures: 'Nobody is paid.',
    });
    const closesAt = new Date(T0.getTime() + 10 * 60_000);
    const t = await app.services.follow.publishTrade(ops.user, {
      institutionId: inst.id,
      symbol: 'US:AAPL',
      buyPrice: new Money('195'),
      fee: new Money('3.00'),
      minQuantity: 1,
      maxQuantity: 100,
      opensAt: T0,
      closesAt,
    });
    app.clock.set(new Date(closesAt.getTime() - 3_000));
    await market.tick([['US:AAPL', '200.00', '200.10']]);

    const outcomes: string[] = [];
    let firstAnswer!: () => void;
    const answered = new Promise<void>((r) => {
      firstAnswer = r;
    });
    const followAs = async (u: TestUser, i: number) => {
      try {
        await app.services.follow.follow(u.user, {
          tradeId: t.id,
          quantity: 1 + (i % 5),
          tolerance: new Money('0.05'),
          idempotencyKey: randomUUID(),
        });
        outcomes.push('followed');
      } catch (err) {
        outcomes.push((err as { code?: string }).code === 'FOLLOW_WINDOW_CLOSED' ? 'refused' : String(err));
      }
      firstAnswer();
    };
    // Wave A arrives at once; as soon as one is answered the execution runs with wave B in flight, then the
    // window closes under them (wave C arrives after that) and the sweep ends the rest.
    const third = USERS / 3;
    const waveA = users.slice(0, third).map((u, i) => followAs(u, i));
    await answered;
    let closed!: () => void;
    const windowClosed = new Promise<void>((r) => {
      closed = r;
    });
    const during = (async () => {
      await app.services.follow.afterTicks(['US:AAPL']);
      app.clock.set(closesAt);
      closed();
      for (let i = 0; i < 50; i++) {
        await app.services.follow.sweep();
        const [{ n }]: Array<{ n: number }> = await app.ds.query(
          `SELECT count(*)::int AS n FROM follows WHERE trade_id = $1 AND status = 'in_progress'`,
          [t.id],
        );
        if (n === 0 && outcomes.length === USERS) break;
      }
    })();
    const waveB = users.slice(third, 2 * third).map((u, i) => followAs(u, third + i));
    const waveC = windowClosed.then(() => Promise.all(users.slice(2 * third).map((u, i) => followAs(u, 2 * third + i))));
    await Promise.all([...waveA, ...waveB, waveC, during]);
    await app.services.follow.sweep();

    expect(outcomes.filter((x) => x !== 'followed' && x !== 'refused')).toEqual([]);
    const followed = outcomes.filter((x) => x === 'followed').length;
    const rows: Array<{ user_id: string; status: string; reason: string | null; hold: string; origin: string | null; quantity: number }> =
      await app.ds.query(
        `SELECT f.user_id, f.status, f.reason, h.status AS hold, o.origin, f.quantity FROM follows f JOIN ledger_holds h ON h.id = f.hold_id
         LEFT JOIN orders o ON o.id = f.order_id WHERE f.trade_id = $1`,
        [t.id],
      );
    const filled = rows.filter((r) => r.status === 'successful').length;
    const failed = rows.filter((r) => r.status === 'failed').length;
    console.info('follow window race', { followed, refused: USERS - followed, filled, failed });
    expect(rows).toHaveLength(followed);
    expect(followed).toBeGreaterThan(0);
    expect(filled).toBeGreaterThan(0);
    expect(USERS - followed).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.hold).toBe('voided');
      if (r.status === 'successful') expect(r.origin).toBe('follow');
      else expect(r).toMatchObject({ status: 'failed', reason: 'WINDOW_ENDED' });
    }
    // Those refused or failed have every cent back; nothing is frozen anywhere.
    const frozen: Array<{ n: string }> = await app.ds.query(
      `SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'user_hold' AND balance <> 0 AND owner_id = ANY($1::uuid[])`,
      [users.map((u) => u.user.id)],
    );
    expect(frozen[0].n).toBe('0');
    const filledUsers = new Set(rows.filter((r) => r.status === 'successful').map((r) => r.user_id));
    for (const u of users.filter((x) => !filledUsers.has(x.user.id))) {
      const [b] = await app.services.ledger.balances(u.user.id, ['USD']);
      expect(b.available.toFixed(2)).toBe('20000.00');
    }
    expect((await app.services.ledger.check()).problems).toEqual([]);
  }, 300_000);
});
