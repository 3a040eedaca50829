import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from './user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { type TestApp, codeOf, createTestApp, uniquePhone } from '../../test/harness';

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id phone role inviteCode hasPayPassword } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id phone } }`;
const ME = `query Me { me { id phone role inviteCode hasPayPassword } }`;
const LOGOUT = `mutation Logout { logout }`;
const CHANGE_LOGIN = `mutation C($input: ChangeLoginPasswordInput!) { changeLoginPassword(input: $input) }`;
const SET_PAY = `mutation S($input: SetPayPasswordInput!) { setPayPassword(input: $input) }`;
const CHANGE_PAY = `mutation C($input: ChangePayPasswordInput!) { changePayPassword(input: $input) }`;
const ISSUE = `mutation I($input: IssueInviteCodeInput!) { issueInviteCode(input: $input) { code maxUses useCount note } }`;
const AUDIT = `query A($action: String) { auditLog(action: $action, first: 100) { items { action actorLabel targetId reason } } }`;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const userCount = () => app.ds.getRepository(User).count();

describe('register', () => {
  const base = () => ({ phone: uniquePhone(), password: 'secret123', confirmPassword: 'secret123', inviteCode: app.inviteCode });

  it.each([
    ['an account under 7 characters', { phone: '+34 612' }, 'ACCOUNT_TOO_SHORT'],
    ['a phone number no country uses', { phone: '+34 112 345 678' }, 'PHONE_INVALID'],
    ['a password under 6 characters', { password: 'abc12', confirmPassword: 'abc12' }, 'PASSWORD_TOO_SHORT'],
    ['passwords that differ', { confirmPassword: 'secret124' }, 'PASSWORDS_DO_NOT_MATCH'],
    ['no invite code', { inviteCode: '  ' }, 'INVITE_CODE_REQUIRED'],
    ['an invite code that does not exist', { inviteCode: 'NOPE1234' }, 'INVITE_CODE_INVALID'],
    ['text over 140 characters', { inviteCode: 'X'.repeat(141) }, 'TEXT_TOO_LONG'],
  ])('refuses %s with its code and creates nothing', async (_name, change, code) => {
    const before = await userCount();
    const client = app.anonymous();
    const res = await client.exec(REGISTER, { input: { ...base(), ...change } });
    expect(codeOf(res)).toBe(code);
    expect(res.data?.register ?? null).toBeNull();
    expect(client.cookie).toBeNull();
    expect(await userCount()).toBe(before);
  });

  it('creates the account in E.164, signs it in with an httpOnly cookie and gives it a personal invite code', async () => {
    const client = app.anonymous();
    const res = await client.exec<{ register: { phone: string; role: string; inviteCode: string; hasPayPassword: boolean } }>(REGISTER, {
      input: { ...base(), phone: '+34 699 12 34 56', inviteCode: ` ${app.inviteCode.toLowerCase()} ` },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.register).toMatchObject({ phone: '+34699123456', role: 'USER', hasPayPassword: false });
    expect(res.data?.register.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/vela_sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await client.exec<{ me: { phone: string } }>(ME);
    expect(me.data?.me?.phone).toBe('+34699123456');
  });

  it("stores only an argon2id hash at OWASP's parameters (19 MiB, 2 passes, 1 lane)", async () => {
    const { user, password } = await app.registerUser();
    const row = await app.ds.getRepository(User).findOneByOrFail({ id: user.id });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain(password);
  });

  it('allows one account per phone, however the number is written', async () => {
    const phone = uniquePhone();
    await app.registerUser({ phone });
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const res = await app.anonymous().exec(REGISTER, { input: { ...base(), phone: spaced } });
    expect(codeOf(res)).toBe('PHONE_TAKEN');
  });

  it("records the referrer when someone registers with a user's personal code", async () => {
    const referrer = await app.registerUser();
    const res = await app
      .anonymous()
      .exec<{ register: { id: string } }>(REGISTER, { input: { ...base(), inviteCode: referrer.user.inviteCode } });
    const invited = await app.ds.getRepository(User).findOneByOrFail({ id: res.data!.register.id });
    expect(invited.referrerId).toBe(referrer.user.id);
    expect(invited.invitedWith).toBe(referrer.user.inviteCode);
  });

  it('honours the number of uses of an ops-issued code', async () => {
    const ops = await app.createOps();
    const issued = await ops.client.exec<{ issueInviteCode: { code: string } }>(ISSUE, { input: { maxUses: 1, note: 'spring campaign' } });
    const code = issued.data!.issueInviteCode.code;
    const first = await app.anonymous().exec(REGISTER, { input: { ...base(), inviteCode: code } });
    expect(first.errors).toBeUndefined();
    const second = await app.anonymous().exec(REGISTER, { input: { ...base(), inviteCode: code } });
    expect(codeOf(second)).toBe('INVITE_CODE_INVALID');
  });
});

describe('login and sessions', () => {
  it('signs in, survives as a cookie session, and logout ends it for good', async () => {
    const { user, password } = await app.registerUser();
    const client = app.anonymous();
    const res = await client.exec(LOGIN, { input: { phone: user.phone, password } });
    expect(res.errors).toBeUndefined();
    const cookie = client.cookie;
    expect((await client.exec<{ me: { id: string } }>(ME)).data?.me?.id).toBe(user.id);
    await client.exec(LOGOUT);
    expect(client.cookie).toBeNull();
    // Replaying the old cookie after logout gets nothing.
    const replay = app.anonymous({ cookie: cookie! });
    expect((await replay.exec(ME)).data?.me).toBeNull();
  });

  it('gives a wrong phone and a wrong password the same answer', async () => {
    const { user } = await app.registerUser();
    const wrongPassword = await app.anonymous({ 'x-test': '1' }).exec(LOGIN, { input: { phone: user.phone, password: 'not-it-at-all' } });
    const unknownPhone = await app.anonymous().exec(LOGIN, { input: { phone: uniquePhone(), password: 'not-it-at-all' } });
    expect(codeOf(wrongPassword)).toBe('INVALID_CREDENTIALS');
    expect(codeOf(unknownPhone)).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.errors?.[0]?.message).toBe(unknownPhone.errors?.[0]?.message);
  });

  it('blocks a phone after 5 failed sign-ins in a minute, across API processes, then lets it in again', async () => {
    const { user, password } = await app.registerUser();
    const other = await app.startAnotherApi();
    const clientA = app.anonymous();
    const clientB = new (clientA.constructor as typeof import('../../test/harness').GqlClient)(`http://127.0.0.1:${other.port}`);
    for (let i = 0; i < 5; i++) {
      const via = i % 2 === 0 ? clientA : clientB; // alternate processes: the count is shared in PostgreSQL
      expect(codeOf(await via.exec(LOGIN, { input: { phone: user.phone, password: `wrong-${i}` } }))).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await clientB.exec(LOGIN, { input: { phone: user.phone, password } });
    expect(codeOf(blocked)).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(blocked.errors?.[0]?.extensions?.details).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // Another account from the same place is not caught by this phone's block.
    const bystander = await app.registerUser();
    expect((await clientA.exec(LOGIN, { input: { phone: bystander.user.phone, password: bystander.password } })).errors).toBeUndefined();
    // The window passes (the limiter keeps real time, so the test clears its key as a minute would).
    await app.ds.query(`UPDATE rate_limits SET expire = 0 WHERE key LIKE $1`, [`login:${user.phone}|%`]);
    expect((await clientA.exec(LOGIN, { input: { phone: user.phone, password } })).errors).toBeUndefined();
    const audit = await app.ds.getRepository(AuditEntry).findBy({ actorLabel: user.phone });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.login.failed', 'auth.login.blocked', 'auth.login.succeeded']));
  });
});

describe('passwords', () => {
  it('changes the login password only with the old one, by the rules, and signs out other devices', async () => {
    const { user, password, client } = await app.registerUser();
    const otherDevice = app.anonymous();
    await otherDevice.exec(LOGIN, { input: { phone: user.phone, password } });
    const cases: Array<[Record<string, string>, string]> = [
      [{ oldPassword: 'wrong-one', newPassword: 'newpass1', confirmPassword: 'newpass1' }, 'WRONG_PASSWORD'],
      [{ oldPassword: password, newPassword: 'short', confirmPassword: 'short' }, 'PASSWORD_TOO_SHORT'],
      [{ oldPassword: password, newPassword: 'newpass1', confirmPassword: 'newpass2' }, 'PASSWORDS_DO_NOT_MATCH'],
    ];
    for (const [input, code] of cases) expect(codeOf(await client.exec(CHANGE_LOGIN, { input }))).toBe(code);
    const ok = await client.exec(CHANGE_LOGIN, { input: { oldPassword: password, newPassword: 'newpass1', confirmPassword: 'newpass1' } });
    expect(ok.data).toEqual({ changeLoginPassword: true });
    expect((await client.exec<{ me: { id: string } }>(ME)).data?.me?.id).toBe(user.id);
    expect((await otherDevice.exec(ME)).data?.me).toBeNull();
    expect(codeOf(await app.anonymous().exec(LOGIN, { input: { phone: user.phone, password } }))).toBe('INVALID_CREDENTIALS');
    expect((await app.anonymous().exec(LOGIN, { input: { phone: user.phone, password: 'newpass1' } })).errors).toBeUndefined();
  });

  it('sets the pay password once with the login password, then changes it only with the old one', async () => {
    const { password, client } = await app.registerUser();
    expect(
      codeOf(await client.exec(CHANGE_PAY, { input: { oldPayPassword: 'x', newPassword: '654321', confirmPassword: '654321' } })),
    ).toBe('PAY_PASSWORD_NOT_SET');
    expect(
      codeOf(await client.exec(SET_PAY, { input: { loginPassword: 'wrong!', newPassword: '123456', confirmPassword: '123456' } })),
    ).toBe('WRONG_PASSWORD');
    expect(codeOf(await client.exec(SET_PAY, { input: { loginPassword: password, newPassword: '12345', confirmPassword: '12345' } }))).toBe(
      'PAY_PASSWORD_TOO_SHORT',
    );
    expect(
      codeOf(await client.exec(SET_PAY, { input: { loginPassword: password, newPassword: '123456', confirmPassword: '123457' } })),
    ).toBe('PAY_PASSWORDS_DO_NOT_MATCH');
    expect(
      (await client.exec(SET_PAY, { input: { loginPassword: password, newPassword: '123456', confirmPassword: '123456' } })).data,
    ).toEqual({ setPayPassword: true });
    expect((await client.exec<{ me: { hasPayPassword: boolean } }>(ME)).data?.me?.hasPayPassword).toBe(true);
    expect(
      codeOf(await client.exec(SET_PAY, { input: { loginPassword: password, newPassword: '999999', confirmPassword: '999999' } })),
    ).toBe('PAY_PASSWORD_ALREADY_SET');
    expect(
      codeOf(await client.exec(CHANGE_PAY, { input: { oldPayPassword: '000000', newPassword: '654321', confirmPassword: '654321' } })),
    ).toBe('WRONG_PAY_PASSWORD');
    expect(
      codeOf(await client.exec(CHANGE_PAY, { input: { oldPayPassword: '123456', newPassword: '654321', confirmPassword: '654320' } })),
    ).toBe('PAY_PASSWORDS_DO_NOT_MATCH');
    expect(
      (await client.exec(CHANGE_PAY, { input: { oldPayPassword: '123456', newPassword: '654321', confirmPassword: '654321' } })).data,
    ).toEqual({ changePayPassword: true });
    const me = await app.ds
      .getRepository(User)
      .findOneByOrFail({ phone: (await client.exec<{ me: { phone: string } }>(ME)).data!.me.phone });
    await expect(app.services.auth.verifyPayPassword(me, '654321')).resolves.toBeUndefined();
  });

  it('limits wrong pay-password guesses', async () => {
    const { password, client } = await app.registerUser();
    await client.exec(SET_PAY, { input: { loginPassword: password, newPassword: '123456', confirmPassword: '123456' } });
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        codeOf(
          await client.exec(CHANGE_PAY, { input: { oldPayPassword: `00000${i}`, newPassword: '654321', confirmPassword: '654321' } }),
        )!,
      );
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('WRONG_PAY_PASSWORD'));
    expect(codes[5]).toBe('RATE_LIMITED');
  });
});

describe('roles and what anonymous callers see', () => {
  it('refuses ops operations to users and anonymous callers, and lets ops through', async () => {
    const { client } = await app.registerUser();
    expect(codeOf(await client.exec(ISSUE, { input: {} }))).toBe('FORBIDDEN');
    expect(codeOf(await client.exec(AUDIT))).toBe('FORBIDDEN');
    expect(codeOf(await app.anonymous().exec(ISSUE, { input: {} }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(AUDIT))).toBe('UNAUTHENTICATED');
    const ops = await app.createOps();
    const issued = await ops.client.exec<{ issueInviteCode: { code: string; note: string } }>(ISSUE, { input: { note: 'partner bank' } });
    expect(issued.data?.issueInviteCode.note).toBe('partner bank');
    const audit = await ops.client.exec<{ auditLog: { items: Array<{ action: string; targetId: string; actorLabel: string }> } }>(AUDIT, {
      action: 'ops.invite_code.issued',
    });
    expect(audit.data?.auditLog.items[0]).toMatchObject({ targetId: issued.data?.issueInviteCode.code, actorLabel: ops.user.phone });
  });

  it('shows an anonymous caller no user data', async () => {
    await app.registerUser();
    const anon = app.anonymous();
    expect((await anon.exec(ME)).data).toEqual({ me: null });
    expect(codeOf(await anon.exec(CHANGE_LOGIN, { input: { oldPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await anon.exec(SET_PAY, { input: { loginPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' } }))).toBe(
      'UNAUTHENTICATED',
    );
    // A forged cookie is just anonymous.
    expect((await app.anonymous({ cookie: 'vela_sid=forged-token' }).exec(ME)).data).toEqual({ me: null });
  });

  it('keeps an append-only audit log that the database refuses to rewrite', async () => {
    await app.registerUser();
    await expect(app.ds.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(app.ds.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    await expect(app.ds.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect(await app.ds.getRepository(AuditEntry).countBy({ action: 'auth.register' })).toBeGreaterThan(0);
  });
});
