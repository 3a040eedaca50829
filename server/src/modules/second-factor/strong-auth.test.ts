import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, GqlClient, TEST_REAL_NAME, codeOf, createTestApp } from '../../test/harness';
import { SoftAuthenticator } from '../../test/soft-authenticator';

// Issue 32, second part: passkeys (WebAuthn, answered here by a software authenticator that signs as a
// real one does), two-step sign-in on a one-time ticket, step-up before money movements and security
// changes, new-device notices, and the ops console's second factor in production. Through the API, on
// the test clock.

let app: TestApp;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { id } }`;
const COMPLETE = `mutation($ticket: String!, $code: String!) { completeSignIn(ticket: $ticket, code: $code) { id } }`;
const ME = `{ me { id } }`;
const STATUS = `{ secondFactor { totpEnabled passkeyCount twoStepSignIn stepUpUntil } }`;
const START_REG = `mutation { startPasskeyRegistration { challengeId options } }`;
const FINISH_REG = `mutation($challengeId: ID!, $name: String!, $response: String!) { finishPasskeyRegistration(challengeId: $challengeId, name: $name, response: $response) }`;
const START_SIGN_IN = `mutation($ticket: String) { startPasskeySignIn(ticket: $ticket) { challengeId options } }`;
const FINISH_SIGN_IN = `mutation($challengeId: ID!, $response: String!) { finishPasskeySignIn(challengeId: $challengeId, response: $response) { id } }`;
const START_STEP_UP = `mutation { startPasskeyStepUp { challengeId options } }`;
const FINISH_STEP_UP = `mutation($challengeId: ID!, $response: String!) { finishPasskeyStepUp(challengeId: $challengeId, response: $response) { factor } }`;
const PASSKEYS = `{ passkeys { id name createdAt lastUsedAt } }`;
const REMOVE_PASSKEY = `mutation($id: ID!) { removePasskey(id: $id) }`;
const TWO_STEP = `mutation($enabled: Boolean!) { setTwoStepSignIn(enabled: $enabled) }`;
const ADD_CARD = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { id } }`;
const CARDS = `{ bankCards { id } }`;
const CHANGE_PASSWORD = `mutation($input: ChangeLoginPasswordInput!) { changeLoginPassword(input: $input) }`;
const SESSIONS = `{ mySessions { id current system browser lastSeenAt } }`;
const NOTIFICATIONS = `{ notifications(first: 20) { items { kind category link params { key value } } } }`;

const CARD = {
  holderName: 'Ana Pérez',
  bankName: 'CaixaBank',
  cardNumber: '4000 1234 5678 9010',
  bankAddress: 'Calle Mayor 1, Madrid',
  iban: 'ES91 2100 0418 4502 0005 1332',
};

beforeAll(async () => {
  app = await createTestApp({ loginAttemptsPerMinute: 5 });
  app.clock.set(new Date('2026-11-20T15:00:10Z'));
});
afterAll(async () => {
  await app?.close();
});

function soft(): SoftAuthenticator {
  const rp = app.services.secondFactor.passkeys.rp;
  return new SoftAuthenticator(rp.origin, rp.id);
}

/** Registers a passkey for the user's session; answers the authenticator and the passkey's id. */
async function withPasskey(u: TestUser, name = 'iPhone'): Promise<{ key: SoftAuthenticator; id: string }> {
  const key = soft();
  const started = await u.client.exec<{ startPasskeyRegistration: { challengeId: string; options: string } }>(START_REG);
  expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
  const c = started.data!.startPasskeyRegistration;
  const done = await u.client.exec<{ finishPasskeyRegistration: string }>(FINISH_REG, {
    challengeId: c.challengeId,
    name,
    response: key.register(c.options),
  });
  expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
  return { key, id: done.data!.finishPasskeyRegistration };
}

/** Signs in with a passkey alone from a fresh browser; answers the client and the result. */
async function passkeySignIn(key: SoftAuthenticator, o: { origin?: string; counter?: number } = {}, ua = IPHONE) {
  const browser = new GqlClient(app.url, null, { 'user-agent': ua });
  const c = (await browser.exec<{ startPasskeySignIn: { challengeId: string; options: string } }>(START_SIGN_IN, {})).data!
    .startPasskeySignIn;
  const res = await browser.exec<{ finishPasskeySignIn: { id: string } }>(FINISH_SIGN_IN, {
    challengeId: c.challengeId,
    response: key.authenticate(c.options, o),
  });
  return { browser, res, challengeId: c.challengeId };
}

async function login(u: TestUser, ua = IPHONE) {
  const browser = new GqlClient(app.url, null, { 'user-agent': ua });
  const res = await browser.exec<{ login: { id: string } }>(LOGIN, { input: { phone: u.user.phone, password: u.password } });
  return { browser, res };
}

const totpCode = (secret: string) => authenticator.clone({ epoch: app.clock.now().getTime() }).generate(secret);

describe('passkeys', () => {
  it('are registered with a name, listed, sign in alone (discoverable), and count as a fresh check; the signature counter must grow', async () => {
    const u = await app.registerUser();
    const { key, id } = await withPasskey(u);
    expect(
      (await u.client.exec<{ passkeys: Array<{ id: string; name: string; lastUsedAt: string | null }> }>(PASSKEYS)).data?.passkeys,
    ).toEqual([expect.objectContaining({ id, name: 'iPhone', lastUsedAt: null })]);
    // The first factor turns two-step sign-in on.
    expect((await u.client.exec<{ secondFactor: Record<string, unknown> }>(STATUS)).data?.secondFactor).toMatchObject({
      passkeyCount: 1,
      twoStepSignIn: true,
    });

    const { browser, res } = await passkeySignIn(key);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data?.finishPasskeySignIn.id).toBe(u.user.id);
    expect((await browser.exec<{ me: { id: string } }>(ME)).data?.me?.id).toBe(u.user.id);
    const status = (await browser.exec<{ secondFactor: { stepUpUntil: string | null } }>(STATUS)).data!.secondFactor;
    expect(status.stepUpUntil).not.toBeNull();
    const [audit] = await app.ds.query(
      `SELECT after FROM audit_log WHERE actor_id = $1 AND action = 'auth.login.succeeded' ORDER BY at DESC LIMIT 1`,
      [u.user.id],
    );
    expect(audit.after).toEqual({ factors: ['passkey'] });

    // A cloned authenticator answering with an old counter is refused; nothing signs in.
    const cloned = await passkeySignIn(key, { counter: 1 });
    expect(codeOf(cloned.res)).toBe('PASSKEY_INVALID');
    expect((await cloned.browser.exec<{ me: unknown }>(ME)).data?.me).toBeNull();
  });

  it('refuse a wrong origin, a used challenge, a forged signature and another account’s challenge, changing nothing', async () => {
    const u = await app.registerUser();
    const { key } = await withPasskey(u);

    const phishing = await passkeySignIn(key, { origin: 'https://vela-login.example' });
    expect(codeOf(phishing.res)).toBe('PASSKEY_INVALID');

    // The same answer sent twice: the challenge is used once.
    const browser = new GqlClient(app.url);
    const c = (await browser.exec<{ startPasskeySignIn: { challengeId: string; options: string } }>(START_SIGN_IN, {})).data!
      .startPasskeySignIn;
    const answer = key.authenticate(c.options);
    const goodCounter = key.counter;
    expect((await browser.exec(FINISH_SIGN_IN, { challengeId: c.challengeId, response: answer })).errors).toBeUndefined();
    expect(codeOf(await new GqlClient(app.url).exec(FINISH_SIGN_IN, { challengeId: c.challengeId, response: answer }))).toBe(
      'PASSKEY_INVALID',
    );

    // A signature by another key for this credential id.
    const forger = soft();
    Object.defineProperty(forger, 'credentialId', { value: key.credentialId });
    const forged = await passkeySignIn(forger);
    expect(codeOf(forged.res)).toBe('PASSKEY_INVALID');

    // A step-up challenge of one user's session answered in another user's session.
    const other = await app.registerUser();
    await withPasskey(other);
    const sc = (await u.client.exec<{ startPasskeyStepUp: { challengeId: string; options: string } }>(START_STEP_UP)).data!
      .startPasskeyStepUp;
    expect(codeOf(await other.client.exec(FINISH_STEP_UP, { challengeId: sc.challengeId, response: key.authenticate(sc.options) }))).toBe(
      'PASSKEY_INVALID',
    );
    // Garbage is refused the same way.
    expect(codeOf(await u.client.exec(FINISH_STEP_UP, { challengeId: 'not-an-id', response: '{' }))).toBe('PASSKEY_INVALID');
    const after = (await app.ds.query(`SELECT counter FROM passkeys WHERE user_id = $1`, [u.user.id]))[0].counter;
    expect(Number(after)).toBe(goodCounter); // only the one good sign-in moved it
  });

  it('a second passkey and removing one need a fresh check; removing the last turns two-step sign-in off', async () => {
    const u = await app.registerUser();
    const first = await withPasskey(u, 'Phone');
    app.clock.advance(6 * 60_000);
    expect(codeOf(await u.client.exec(START_REG))).toBe('STEP_UP_REQUIRED');
    expect(codeOf(await u.client.exec(REMOVE_PASSKEY, { id: first.id }))).toBe('STEP_UP_REQUIRED');
    const sc = (await u.client.exec<{ startPasskeyStepUp: { challengeId: string; options: string } }>(START_STEP_UP)).data!
      .startPasskeyStepUp;
    expect(
      (await u.client.exec(FINISH_STEP_UP, { challengeId: sc.challengeId, response: first.key.authenticate(sc.options) })).errors,
    ).toBeUndefined();
    const second = await withPasskey(u, 'Laptop');
    expect((await u.client.exec<{ passkeys: Array<{ name: string }> }>(PASSKEYS)).data?.passkeys.map((p) => p.name)).toEqual([
      'Phone',
      'Laptop',
    ]);
    expect(codeOf(await (await app.registerUser()).client.exec(REMOVE_PASSKEY, { id: second.id }))).toBe('NOT_FOUND');
    expect((await u.client.exec(REMOVE_PASSKEY, { id: first.id })).errors).toBeUndefined();
    expect((await u.client.exec(REMOVE_PASSKEY, { id: second.id })).errors).toBeUndefined();
    expect((await u.client.exec<{ secondFactor: Record<string, unknown> }>(STATUS)).data?.secondFactor).toMatchObject({
      passkeyCount: 0,
      twoStepSignIn: false,
    });
  });

  it('wrong answers count against the attempt limit', async () => {
    const u = await app.registerUser();
    const { key } = await withPasskey(u);
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 6; i++) {
      const c = (await u.client.exec<{ startPasskeyStepUp: { challengeId: string; options: string } }>(START_STEP_UP)).data!
        .startPasskeyStepUp;
      codes.push(
        codeOf(
          await u.client.exec(FINISH_STEP_UP, {
            challengeId: c.challengeId,
            response: key.authenticate(c.options, { origin: 'https://evil.example' }),
          }),
        ),
      );
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('PASSKEY_INVALID'));
    expect(codes[5]).toBe('TOO_MANY_CODE_ATTEMPTS');
    app.clock.advance(61_000);
  });
});

describe('two-step sign-in', () => {
  it('after the password asks for a code on a one-time ticket; a wrong code, an old ticket and a used one are refused', async () => {
    const u = await app.registerUser();
    const { secret, recoveryCodes } = await app.enrolSecondFactor(u);
    app.clock.advance(30_000);

    const first = await login(u);
    expect(codeOf(first.res)).toBe('SECOND_FACTOR_REQUIRED');
    const details = first.res.errors![0].extensions!.details as { ticket: string; factors: string };
    expect(details.factors).toBe('totp,recovery_code');
    expect((await first.browser.exec<{ me: unknown }>(ME)).data?.me).toBeNull();
    expect(first.res.headers.get('set-cookie')).toBeNull();

    expect(codeOf(await first.browser.exec(COMPLETE, { ticket: details.ticket, code: '000000' }))).toBe('SECOND_FACTOR_CODE_INVALID');
    const done = await first.browser.exec<{ completeSignIn: { id: string } }>(COMPLETE, { ticket: details.ticket, code: totpCode(secret) });
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect((await first.browser.exec<{ me: { id: string } }>(ME)).data?.me?.id).toBe(u.user.id);
    expect(codeOf(await new GqlClient(app.url).exec(COMPLETE, { ticket: details.ticket, code: recoveryCodes[0] }))).toBe(
      'SIGN_IN_TICKET_INVALID',
    );

    // A ticket older than 5 minutes.
    const late = await login(u);
    const lateTicket = (late.res.errors![0].extensions!.details as { ticket: string }).ticket;
    app.clock.advance(5 * 60_000 + 1_000);
    expect(codeOf(await late.browser.exec(COMPLETE, { ticket: lateTicket, code: totpCode(secret) }))).toBe('SIGN_IN_TICKET_INVALID');

    // A recovery code signs in once.
    for (const expected of [undefined, 'SECOND_FACTOR_CODE_INVALID']) {
      const again = await login(u);
      const t = (again.res.errors![0].extensions!.details as { ticket: string }).ticket;
      expect(codeOf(await again.browser.exec(COMPLETE, { ticket: t, code: recoveryCodes[1] }))).toBe(expected);
    }
  });

  it('can finish with a passkey on the ticket, and only with that account’s passkey', async () => {
    const u = await app.registerUser();
    const { key } = await withPasskey(u);
    const other = await app.registerUser();
    const otherKey = (await withPasskey(other)).key;
    const { browser, res } = await login(u);
    const ticket = (res.errors![0].extensions!.details as { ticket: string; factors: string }).ticket;
    const c = (await browser.exec<{ startPasskeySignIn: { challengeId: string; options: string } }>(START_SIGN_IN, { ticket })).data!
      .startPasskeySignIn;
    expect(JSON.parse(c.options).allowCredentials.map((x: { id: string }) => x.id)).toEqual([key.id]);
    expect(codeOf(await browser.exec(FINISH_SIGN_IN, { challengeId: c.challengeId, response: otherKey.authenticate(c.options) }))).toBe(
      'PASSKEY_INVALID',
    );
    const c2 = (await browser.exec<{ startPasskeySignIn: { challengeId: string; options: string } }>(START_SIGN_IN, { ticket })).data!
      .startPasskeySignIn;
    expect(
      (await browser.exec(FINISH_SIGN_IN, { challengeId: c2.challengeId, response: key.authenticate(c2.options) })).errors,
    ).toBeUndefined();
    expect((await browser.exec<{ me: { id: string } }>(ME)).data?.me?.id).toBe(u.user.id);
  });

  it('turning it off needs a fresh check; then the password alone signs in', async () => {
    const u = await app.registerUser();
    const f = await app.enrolSecondFactor(u);
    app.clock.advance(6 * 60_000);
    expect(codeOf(await u.client.exec(TWO_STEP, { enabled: false }))).toBe('STEP_UP_REQUIRED');
    await f.stepUp();
    expect((await u.client.exec(TWO_STEP, { enabled: false })).data).toEqual({ setTwoStepSignIn: false });
    expect((await login(u)).res.errors).toBeUndefined();
    expect(codeOf(await (await app.registerUser()).client.exec(TWO_STEP, { enabled: true }))).toBe('SECOND_FACTOR_SETUP_REQUIRED');
  });
});

describe('step-up', () => {
  it('binding a card and changing the password need a check of this session within 5 minutes; another session’s check does not count', async () => {
    const u = await app.registerUser();
    const f = await app.enrolSecondFactor(u);
    // Just enrolled: fresh.
    expect((await u.client.exec(ADD_CARD, { input: CARD })).errors).toBeUndefined();
    app.clock.advance(5 * 60_000 + 1_000);
    expect(codeOf(await u.client.exec(ADD_CARD, { input: CARD }))).toBe('STEP_UP_REQUIRED');
    expect(
      codeOf(
        await u.client.exec(CHANGE_PASSWORD, {
          input: { oldPassword: u.password, newPassword: 'newpass123', confirmPassword: 'newpass123' },
        }),
      ),
    ).toBe('STEP_UP_REQUIRED');
    expect((await u.client.exec<{ bankCards: unknown[] }>(CARDS)).data?.bankCards).toHaveLength(1);

    // A second session of the same user checks a code: the first session is still not fresh.
    const second = await login(u, WINDOWS);
    const ticket = (second.res.errors![0].extensions!.details as { ticket: string }).ticket;
    expect((await second.browser.exec(COMPLETE, { ticket, code: totpCode(f.secret) })).errors).toBeUndefined();
    expect(codeOf(await u.client.exec(ADD_CARD, { input: CARD }))).toBe('STEP_UP_REQUIRED');
    expect((await second.browser.exec(ADD_CARD, { input: CARD })).errors).toBeUndefined();

    app.clock.advance(30_000); // the second session used this time step's code
    await f.stepUp();
    expect((await u.client.exec(ADD_CARD, { input: CARD })).errors).toBeUndefined();
    expect((await u.client.exec<{ bankCards: unknown[] }>(CARDS)).data?.bankCards).toHaveLength(3);
  });

  it('an account without a second factor binds a card without one (withdrawing asks for one: money-flows)', async () => {
    const u = await app.registerUser();
    expect((await u.client.exec(ADD_CARD, { input: CARD })).errors).toBeUndefined();
  });
});

describe('devices', () => {
  it('a sign-in from a new device raises a security notification; the same device again does not; the sessions list names them', async () => {
    const u = await app.registerUser();
    await login(u, IPHONE);
    await login(u, IPHONE);
    const windows = await login(u, WINDOWS);
    expect(windows.res.errors).toBeUndefined();
    await login(u, WINDOWS);
    const notes = (
      await u.client.exec<{
        notifications: { items: Array<{ kind: string; category: string; link: string; params: Array<{ key: string; value: string }> }> };
      }>(NOTIFICATIONS)
    ).data!.notifications.items.filter((n) => n.kind === 'NEW_DEVICE_SIGN_IN');
    // The harness registered from "test" (an unknown device): iPhone and Windows are each new once.
    const seen = notes.map((n) => Object.fromEntries(n.params.map((p) => [p.key, p.value])));
    expect(seen.sort((a, b) => a.system.localeCompare(b.system))).toEqual([
      { system: 'iPhone', browser: 'Safari', ip: '127.0.0.*' },
      { system: 'Windows', browser: 'Chrome', ip: '127.0.0.*' },
    ]);
    expect(notes[0]).toMatchObject({ category: 'SECURITY', link: '/subPackages/mine/security/index' });
    const sessions = (
      await windows.browser.exec<{ mySessions: Array<{ current: boolean; system: string | null; browser: string | null }> }>(SESSIONS)
    ).data!.mySessions;
    expect(sessions.find((s) => s.current)).toMatchObject({ system: 'Windows', browser: 'Chrome' });
  });
});

describe('ops in production (OPS_SECOND_FACTOR)', () => {
  it('the ops console refuses an ops account without a second factor; with one, ops sign in in two steps and decide with a fresh check', async () => {
    const prod = await createTestApp({ opsSecondFactor: true });
    try {
      const ops = await prod.createOps();
      const QUEUE = `{ reviewQueue(kind: "deposit", first: 5) { items { id } } }`;
      expect(codeOf(await ops.client.exec(QUEUE))).toBe('OPS_SECOND_FACTOR_REQUIRED');
      await prod.enrolSecondFactor(ops);
      expect((await ops.client.exec(QUEUE)).errors).toBeUndefined();
      const again = new GqlClient(prod.url);
      expect(codeOf(await again.exec(LOGIN, { input: { phone: ops.user.phone, password: ops.password } }))).toBe('SECOND_FACTOR_REQUIRED');
      // A decision after the check has gone stale is refused before anything is looked up.
      prod.clock.advance(6 * 60_000);
      const DECIDE = `mutation($input: DecideOpsRequestInput!) { decideOpsRequest(input: $input) { id } }`;
      const input = { id: '7d9f6d8e-8c1e-4c55-9a55-3f3f3f3f3f3f', approve: true, idempotencyKey: 'decide-stale-1' };
      expect(codeOf(await ops.client.exec(DECIDE, { input }))).toBe('STEP_UP_REQUIRED');
      expect(codeOf(await ops.client.exec(QUEUE))).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe('recovery without any factor (reviewed by ops)', () => {
  const REQUEST = `mutation($ticket: String!, $idName: String!, $idNumber: String!) {
    requestSecondFactorRecovery(ticket: $ticket, idName: $idName, idNumber: $idNumber) { requestNo status } }`;
  const QUEUE = `{ reviewQueue(kind: "second_factor_recovery", first: 50) { items { id orderNo summary userId } } }`;
  const DECIDE = `mutation($input: DecideReviewInput!) { decideReview(input: $input) { status } }`;
  const WITHDRAW_TRY = `mutation($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { id } }`;

  async function ticketOf(u: TestUser): Promise<string> {
    const { res } = await login(u);
    expect(codeOf(res)).toBe('SECOND_FACTOR_REQUIRED');
    return (res.errors![0].extensions!.details as { ticket: string }).ticket;
  }

  it('after the password, checked against the real-name record, told to every device; approved, the password alone signs in and withdrawals wait 48 hours', async () => {
    const u = await app.registerUser({ verified: true });
    await app.enrolSecondFactor(u);
    const anon = new GqlClient(app.url);
    const made = await anon.exec<{ requestSecondFactorRecovery: { requestNo: string; status: string } }>(REQUEST, {
      ticket: await ticketOf(u),
      idName: 'ana garcia lópez',
      idNumber: TEST_REAL_NAME.idNumber.toLowerCase(),
    });
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    expect(made.data?.requestSecondFactorRecovery).toMatchObject({ requestNo: expect.stringMatching(/^R\d{8}\d+$/), status: 'pending' });
    expect(codeOf(await anon.exec(REQUEST, { ticket: await ticketOf(u), ...TEST_REAL_NAME }))).toBe('RECOVERY_ALREADY_PENDING');
    // Every device hears of it: a security notification.
    const kinds = (await u.client.exec<{ notifications: { items: Array<{ kind: string; category: string }> } }>(NOTIFICATIONS)).data!
      .notifications.items;
    expect(kinds).toContainEqual(expect.objectContaining({ kind: 'RECOVERY_REQUESTED', category: 'SECURITY' }));

    const ops = await app.createOps();
    const queue = (
      await ops.client.exec<{ reviewQueue: { items: Array<{ id: string; orderNo: string; summary: string; userId: string }> } }>(QUEUE)
    ).data!.reviewQueue.items;
    const item = queue.find((i) => i.userId === u.user.id)!;
    // The accented, lower-case name and number match the record once normalised.
    expect(item).toMatchObject({ orderNo: made.data!.requestSecondFactorRecovery.requestNo, summary: 'name ✓ · ID number ✓' });
    const decided = await ops.client.exec(DECIDE, {
      input: { kind: 'second_factor_recovery', id: item.id, decision: 'APPROVE', idempotencyKey: `recover-${item.id}` },
    });
    expect(decided.errors, JSON.stringify(decided.errors)).toBeUndefined();

    expect((await u.client.exec<{ secondFactor: Record<string, unknown> }>(STATUS)).data?.secondFactor).toMatchObject({
      totpEnabled: false,
      passkeyCount: 0,
      twoStepSignIn: false,
    });
    const signedIn = await login(u);
    expect(signedIn.res.errors).toBeUndefined();
    const input = {
      method: 'BANK',
      currency: 'EUR',
      amount: '150',
      bankCardId: '7d9f6d8e-8c1e-4c55-9a55-3f3f3f3f3f3f',
      payPassword: 'x',
      idempotencyKey: 'recovered-1',
    };
    const locked = await signedIn.browser.exec(WITHDRAW_TRY, { input });
    expect(codeOf(locked)).toBe('WITHDRAWALS_LOCKED_AFTER_RECOVERY');
    expect(locked.errors![0].extensions!.details).toMatchObject({ until: expect.any(String) });
    app.clock.advance(48 * 3_600_000 + 60_000);
    // Reopened: the next thing a withdrawal asks for is a new second factor.
    expect(codeOf(await signedIn.browser.exec(WITHDRAW_TRY, { input: { ...input, idempotencyKey: 'recovered-2' } }))).toBe(
      'SECOND_FACTOR_SETUP_REQUIRED',
    );
    const told = (await u.client.exec<{ notifications: { items: Array<{ kind: string }> } }>(NOTIFICATIONS)).data!.notifications.items;
    expect(told.map((n) => n.kind)).toContain('RECOVERY_APPROVED');
  });

  it('is refused without a passed real-name record or a live ticket; a wrong ID number shows as not matching', async () => {
    const plain = await app.registerUser();
    await app.enrolSecondFactor(plain);
    const anon = new GqlClient(app.url);
    expect(codeOf(await anon.exec(REQUEST, { ticket: await ticketOf(plain), ...TEST_REAL_NAME }))).toBe('RECOVERY_REAL_NAME_REQUIRED');
    expect(codeOf(await anon.exec(REQUEST, { ticket: 'made-up', ...TEST_REAL_NAME }))).toBe('SIGN_IN_TICKET_INVALID');

    const u = await app.registerUser({ verified: true });
    await app.enrolSecondFactor(u);
    expect(
      (await anon.exec(REQUEST, { ticket: await ticketOf(u), idName: TEST_REAL_NAME.idName, idNumber: '99999999R' })).errors,
    ).toBeUndefined();
    const ops = await app.createOps();
    const queue = (await ops.client.exec<{ reviewQueue: { items: Array<{ summary: string; userId: string }> } }>(QUEUE)).data!.reviewQueue
      .items;
    expect(queue.find((i) => i.userId === u.user.id)?.summary).toBe('name ✓ · ID number ✗');
  });
});
