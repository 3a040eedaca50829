import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, codeOf, createTestApp, uniquePhone } from '../test/harness';

// Issue 30, defence in depth: the app's database role could run `UPDATE users SET role = 'ops'`, so an
// injection would have made an ops user. Roles are now kept where the app role cannot write them
// (user_roles, read-only to it; a guard trigger on users.role) and change only through the owner's
// audited set_user_role (migration 1765900000000-UserRoles).

let app: TestApp;
let asApp: pg.Client;
beforeAll(async () => {
  app = await createTestApp();
  asApp = new pg.Client({ connectionString: app.appDbUrl });
  await asApp.connect();
});
afterAll(async () => {
  await asApp?.end();
  await app?.close();
});

const roleOf = async (id: string) => (await app.ds.query('SELECT role FROM users WHERE id = $1', [id]))[0]?.role as string;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'allowed',
    (err: { code?: string }) => err.code,
  );

describe('user roles as the app role', () => {
  it('refuses making an ops user: UPDATE users.role, INSERT an ops user, writing user_roles, calling set_user_role', async () => {
    const u = await app.registerUser();
    expect(await refusal(asApp.query(`UPDATE users SET role = 'ops' WHERE id = $1`, [u.user.id]))).toBe('42501');
    expect(
      await refusal(
        asApp.query(`INSERT INTO users (phone, password_hash, role, invite_code, created_at) VALUES ($1, 'x', 'ops', $2, now())`, [
          uniquePhone(),
          (await app.ds.query('SELECT invite_code FROM users WHERE id = $1', [u.user.id]))[0].invite_code,
        ]),
      ),
    ).toBe('42501');
    expect(await refusal(asApp.query(`INSERT INTO user_roles (user_id, role, granted_by) VALUES ($1, 'ops', 'x')`, [u.user.id]))).toBe(
      '42501',
    );
    expect(await refusal(asApp.query(`UPDATE user_roles SET role = 'ops'`))).toBe('42501');
    expect(await refusal(asApp.query(`SELECT set_user_role($1, 'ops', 'injection')`, [u.user.id]))).toBe('42501');
    // Nothing changed: still a user, refused by the ops console, and no role change in the audit log.
    expect(await roleOf(u.user.id)).toBe('user');
    expect(codeOf(await u.client.exec(`query { reviewKinds { kind } }`))).toBe('FORBIDDEN');
    expect(await app.ds.query(`SELECT 1 FROM audit_log WHERE action = 'user.role.changed' AND target_id = $1`, [u.user.id])).toEqual([]);
    // The app may still read roles and write the rest of a user (a password change, say).
    expect((await asApp.query('SELECT count(*)::int AS n FROM user_roles')).rows[0].n).toBeGreaterThanOrEqual(0);
    expect((await asApp.query(`UPDATE users SET pay_password_hash = NULL WHERE id = $1`, [u.user.id])).rowCount).toBe(1);
  });
});

describe('the legitimate paths', () => {
  it('ops:create (the owner’s set_user_role) makes an ops user who can use the console, audited', async () => {
    const phone = uniquePhone();
    // What server/src/cli/ops-create.ts runs: the service, with the owner's connection for the role.
    const ops = await app.services.auth.createOpsUser(phone, 'ops-secret-9', 'cli', app.grantRole);
    expect([ops.role, await roleOf(ops.id)]).toEqual(['ops', 'ops']);
    expect(await app.ds.query('SELECT role, granted_by FROM user_roles WHERE user_id = $1', [ops.id])).toEqual([
      { role: 'ops', granted_by: 'cli' },
    ]);
    const audit = await app.ds.query(
      `SELECT actor_label, action, before, after FROM audit_log WHERE target_id = $1 AND action IN ('ops.user.created', 'user.role.changed') ORDER BY id`,
      [ops.id],
    );
    expect(audit).toEqual([
      { actor_label: 'cli', action: 'ops.user.created', before: null, after: { phone, role: 'ops' } },
      { actor_label: 'cli', action: 'user.role.changed', before: { role: 'user' }, after: { role: 'ops' } },
    ]);
    const signedIn = await app.anonymous().exec(`mutation L($input: LoginInput!) { login(input: $input) { id } }`, {
      input: { phone, password: 'ops-secret-9' },
    });
    expect(signedIn.errors).toBeUndefined();
    // Taken back the same way (there is no role change in the ops console: only the owner changes roles).
    await app.grantRole(ops.id, 'user', 'cli');
    expect(await roleOf(ops.id)).toBe('user');
    expect(await app.ds.query('SELECT 1 FROM user_roles WHERE user_id = $1', [ops.id])).toEqual([]);
    expect(
      (
        await app.ds.query(`SELECT after FROM audit_log WHERE target_id = $1 AND action = 'user.role.changed' ORDER BY id DESC LIMIT 1`, [
          ops.id,
        ])
      )[0],
    ).toEqual({ after: { role: 'user' } });
  });

  it('ops made by the harness (the same path) use the ops console', async () => {
    const ops = await app.createOps();
    expect(codeOf(await ops.client.exec(`query { reviewKinds { kind } }`))).toBeUndefined();
  });
});
