import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';

const AUDIT = `query A($first: Int!) { auditLog(action: "auth.register", first: $first) { items { action actor { phone role } } } }`;

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
      const res = await ops.client.exec<{ auditLog: { items: Array<{ actor: { phone: string; role: string } }> } }>(AUDIT, { first });
      expect(res.data?.auditLog.items).toHaveLength(first);
      expect(res.data?.auditLog.items.every((e) => e.actor.role === 'USER' && e.actor.phone.startsWith('+34'))).toBe(true);
      return app.statements.count;
    };
    const small = await cost(5);
    const large = await cost(40);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
  });

  it('pages with `after`, newest first, without repeating an entry', async () => {
    const PAGE = `query P($after: String) { auditLog(first: 15, after: $after) { items { id } nextCursor } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res: { data?: { auditLog: { items: Array<{ id: string }>; nextCursor: string | null } } | null } = await ops.client.exec(PAGE, {
        after,
      });
      seen.push(...res.data!.auditLog.items.map((e) => e.id));
      after = res.data!.auditLog.nextCursor;
      if (!after) break;
    }
    // A cursor belongs to the list it came from: with other filters it is refused.
    const firstPage = await ops.client.exec<{ auditLog: { nextCursor: string } }>(PAGE, { after: null });
    const foreign = await ops.client.exec(
      `query P($after: String) { auditLog(action: "auth.login", first: 15, after: $after) { items { id } } }`,
      {
        after: firstPage.data!.auditLog.nextCursor,
      },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(41);
    expect([...seen].sort((a, b) => Number(b) - Number(a))).toEqual(seen);
  });
});
