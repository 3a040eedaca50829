import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustableClock, FixedClock } from '../../shared/clock';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { TestClockService } from './test-clock.service';

// The e2e server's test clock (TEST_CLOCK): ops move it forward by hours (a day of fund earnings) or by
// minutes (an offering's window, which the IPO and block-trade specs no longer wait for in real time).

const T0 = new Date('2026-11-18T15:00:00Z');
const ADVANCE = 'mutation A($h: Int!, $m: Int) { advanceTestClock(hours: $h, minutes: $m) }';

let app: TestApp;
let ops: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  ops = await app.createOps();
});
afterAll(() => app.close());

describe('advanceTestClock', () => {
  it('moves an adjustable clock by hours and minutes, audited with both', async () => {
    const clock = new AdjustableClock(new FixedClock(T0));
    const service = new TestClockService(app.ds, clock, app.services.audit);
    const after = await service.advance({ id: ops.user.id, phone: ops.user.phone }, { hours: 1, minutes: 5 }, null);
    expect(after.toISOString()).toBe('2026-11-18T16:05:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-18T16:05:00.000Z');
    const [row] = await app.ds.query(
      `SELECT after FROM audit_log WHERE action = 'test_clock.advanced' AND actor_id = $1 ORDER BY at DESC LIMIT 1`,
      [ops.user.id],
    );
    expect(row.after).toMatchObject({ now: '2026-11-18T16:05:00.000Z', hours: 1, minutes: 5 });

    const minutesOnly = await service.advance({ id: ops.user.id, phone: ops.user.phone }, { hours: 0, minutes: 3 }, null);
    expect(minutesOnly.toISOString()).toBe('2026-11-18T16:08:00.000Z');
  });

  it('refuses a move of nothing, backwards or beyond ten days, and leaves the clock where it was', async () => {
    const clock = new AdjustableClock(new FixedClock(T0));
    const service = new TestClockService(app.ds, clock, app.services.audit);
    const who = { id: ops.user.id, phone: ops.user.phone };
    for (const by of [{ hours: 0, minutes: 0 }, { hours: -1 }, { hours: 0, minutes: -5 }, { hours: 240, minutes: 1 }, { hours: 1.5 }]) {
      await expect(service.advance(who, by, null)).rejects.toMatchObject({ code: 'BAD_INPUT' });
    }
    expect(clock.now().toISOString()).toBe(T0.toISOString());
  });

  it('is refused on a server whose clock cannot move (every server but an e2e one)', async () => {
    const r = await ops.client.exec(ADVANCE, { h: 0, m: 10 });
    expect(codeOf(r)).toBe('FORBIDDEN');
  });
});
