import { afterAll, beforeAll, expect, it } from 'vitest';
import { User } from '../modules/auth/user.entity';
import { type TestApp, createTestApp } from '../test/harness';
import { DEMO, seedDemo } from './demo';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('seeds a demo user funded through confirmed deposits in the ledger, once', async () => {
  expect(await seedDemo(app.ds, app.services, app.grantRole)).toBe(true);
  const user = await app.ds.getRepository(User).findOneByOrFail({ phone: DEMO.user.phone });
  const balances = await app.services.accounts.balances(user.id);
  expect(balances.map((b) => [b.currency, b.available.toFixed(), b.depositTotal.toFixed()])).toEqual([
    ['EUR', '25000', '25000'],
    ['USD', '10000', '10000'],
  ]);
  expect(user.payPasswordHash).not.toBeNull();
  // Verified through the real path: two attached uploads, passed by the demo ops user.
  expect(await app.services.realName.latest(user.id)).toMatchObject({ status: 'passed', idName: 'Lucía Demo Martín' });
  await app.services.realName.requirePassed(user.id);
  const [attached] = await app.ds.query(
    `SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1 AND attached_at IS NOT NULL AND reference_type = 'real_name'`,
    [user.id],
  );
  expect(attached.n).toBe(2);
  // Customer service: one answered conversation, already read; canned replies in five languages.
  const support = await app.services.support.list(user.id, 10);
  expect(support.items.map((c) => [c.status, c.unreadCount])).toEqual([['answered', 0]]);
  expect((await app.services.support.canned.list()).every((c) => c.texts.fr && c.texts.es && c.texts.zhHans && c.texts.zhHant)).toBe(true);
  expect(await seedDemo(app.ds, app.services, app.grantRole)).toBe(false);
  expect((await app.services.support.list(user.id, 10)).items).toHaveLength(1);
  expect((await app.services.accounts.balances(user.id))[0].available.toFixed()).toBe('25000');
  expect((await app.services.ledger.check()).ok).toBe(true);
});
