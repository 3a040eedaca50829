import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';

const AUDIT = `query A($first: Int!) { auditLog(action: "auth.register", first: $first) { action actor { phone role } } }`;

describe('auditLog', () => {
  let app: TestApp;
  let ops: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    ops = await app.createOps();
    for (let i = 0; i < 40; i++) await app.registerUser();
  });
  afterAll(async () => app?.close());

  it('shows who acted, with the same number of SQL statements for 5 entries as for 40', async () => {
    const cost = async (first: number) => {
      app.statements.count = 0;
      const res = await ops.client.exec<{ auditLog: Array<{ actor: { phone: string; role: string } }> }>(AUDIT, { first });
      expect(res.data?.auditLog).toHaveLength(first);
      expect(res.data?.auditLog.every((e) => e.actor.role === 'USER' && e.actor.phone.startsWith('+34'))).toBe(true);
      return app.statements.count;
    };
    const small = await cost(5);
    const large = await cost(40);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
  });

  it('pages with `after`, newest first, without repeating an entry', async () => {
    const PAGE = `query P($after: ID) { auditLog(first: 15, after: $after) { id } }`;
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const res = await ops.client.exec<{ auditLog: Array<{ id: string }> }>(PAGE, { after });
      const ids = res.data!.auditLog.map((e) => e.id);
      if (ids.length === 0) break;
      seen.push(...ids);
      after = ids[ids.length - 1];
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(41);
    expect([...seen].sort((a, b) => Number(b) - Number(a))).toEqual(seen);
  });
});
