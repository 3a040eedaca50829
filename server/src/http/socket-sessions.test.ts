import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../modules/auth/session.entity';
import type { User } from '../modules/auth/user.entity';
import { Money } from '../shared/money';
import { type GqlClient, type TestApp, createTestApp, wsExec } from '../test/harness';
import { SESSION_ENDED_CLOSE_CODE } from './socket-sessions';
import { until } from '../test/until';

// Issue 11 item 5: after logout (and a password change) an open socket kept receiving accountEvents.
// Now a socket lives as long as its session: logout, a password change and expiry close it.
// Item 9: `login` over the WebSocket created a session nobody received; now it is refused.

const SUB = 'subscription { accountEvents(afterSeq: "0") { seq type recordId } }';
const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { id } }`;
const REGISTER = `mutation R($input: RegisterInput!) { register(input: $input) { id } }`;
const LOGOUT = 'mutation { logout }';
const CHANGE_LOGIN = `mutation C($input: ChangeLoginPasswordInput!) { changeLoginPassword(input: $input) }`;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ wsSessionCheckMs: 100 });
});
afterAll(async () => app?.close());

/** A live accountEvents subscription over a real WebSocket: its events and the socket's close code. */
function listen(client: GqlClient) {
  const ws = client.ws();
  const state = { events: [] as Array<{ type: string; recordId: string }>, closedWith: null as number | null };
  ws.on('closed', (event) => {
    state.closedWith = (event as { code: number }).code;
  });
  ws.subscribe(
    { query: SUB },
    {
      next: (v) => state.events.push((v.data as { accountEvents: { type: string; recordId: string } }).accountEvents),
      error: () => {},
      complete: () => {},
    },
  );
  return { ws, state };
}

async function deposit(user: User): Promise<string> {
  const d = await app.services.funding.fileDeposit(user, {
    currency: 'EUR',
    amount: new Money('10'),
    note: null,
    idempotencyKey: randomUUID(),
  });
  return d.id;
}

/**
 * Waits until the subscription is live: an event filed now reaches it. The subscription starts without
 * `afterSeq`, so an event committed before the server has registered it is not replayed: on a busy
 * machine the first deposit can come too early, so another is filed each second until one arrives.
 */
async function live(user: User, state: { events: Array<{ recordId: string }> }) {
  const end = Date.now() + 30_000;
  for (;;) {
    const id = await deposit(user);
    const next = Date.now() + 1_000;
    while (Date.now() < next) {
      if (state.events.some((e) => e.recordId === id)) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    if (Date.now() > end) throw new Error('the subscription never heard an event filed after it started');
  }
}

async function signIn(user: User, password: string): Promise<GqlClient> {
  const client = app.anonymous();
  const res = await client.exec(LOGIN, { input: { phone: user.phone, password } });
  expect(res.errors).toBeUndefined();
  return client;
}

describe('sockets end with their session', () => {
  it('closes the socket on logout, and nothing more reaches it', async () => {
    const { user, client } = await app.registerUser();
    const { ws, state } = listen(client);
    await live(user, state);
    expect((await client.exec(LOGOUT)).data).toEqual({ logout: true });
    await until(() => state.closedWith !== null);
    expect(state.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    const seen = state.events.length;
    await deposit(user);
    await new Promise((r) => setTimeout(r, 300));
    expect(state.events.length).toBe(seen);
    await ws.dispose();
  });

  it("closes the other devices' sockets on a password change, and keeps this device's", async () => {
    const { user, password, client: here } = await app.registerUser();
    const there = await signIn(user, password);
    const mine = listen(here);
    const theirs = listen(there);
    await live(user, mine.state);
    await until(() => theirs.state.events.length > 0);
    const changed = await here.exec(CHANGE_LOGIN, {
      input: { oldPassword: password, newPassword: 'changed-1', confirmPassword: 'changed-1' },
    });
    expect(changed.errors).toBeUndefined();
    await until(() => theirs.state.closedWith !== null);
    expect(theirs.state.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    await live(user, mine.state); // this device still hears its events
    expect(mine.state.closedWith).toBeNull();
    await mine.ws.dispose();
    await theirs.ws.dispose();
  });

  it('closes a socket opened later with a session a password change ended: 4401 before anything else (it got an error, and the client closed it without 4401)', async () => {
    // The other device had no socket open when the password changed (the client opens one lazily); its
    // next subscription came back as an error and the client closed the idle socket itself (1000), so
    // it never learnt that its session had ended.
    const { user, password, client: here } = await app.registerUser();
    const there = await signIn(user, password);
    const changed = await here.exec(CHANGE_LOGIN, {
      input: { oldPassword: password, newPassword: 'changed-2', confirmPassword: 'changed-2' },
    });
    expect(changed.errors).toBeUndefined();
    const theirs = listen(there);
    await until(() => theirs.state.closedWith !== null);
    expect(theirs.state.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(theirs.state.events).toEqual([]);
    await theirs.ws.dispose();
  });

  it('closes the socket when the session expires', async () => {
    const { user, client } = await app.registerUser();
    const { ws, state } = listen(client);
    await live(user, state);
    // The session's expiry passes (the clock is the app's; the check runs every 100 ms in this test).
    await app.ds.getRepository(Session).update({ userId: user.id }, { expiresAt: new Date(app.clock.now().getTime() - 1000) });
    await until(() => state.closedWith !== null);
    expect(state.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    await ws.dispose();
  });
});

describe('signing in over the WebSocket', () => {
  it('is refused before any session is created', async () => {
    const { user, password } = await app.registerUser();
    const before = await app.ds.getRepository(Session).countBy({ userId: user.id });
    const ws = app.anonymous().ws();
    const login = await wsExec(ws, { query: LOGIN, variables: { input: { phone: user.phone, password } } });
    expect(login.errors?.[0]?.extensions?.code).toBe('QUERY_REJECTED');
    expect(await app.ds.getRepository(Session).countBy({ userId: user.id })).toBe(before);
    const phone = `+3461${String(Date.now()).slice(-7)}`;
    const register = await wsExec(ws, {
      query: REGISTER,
      variables: { input: { phone, password: 'secret123', confirmPassword: 'secret123', inviteCode: app.inviteCode } },
    });
    expect(register.errors?.[0]?.extensions?.code).toBe('QUERY_REJECTED');
    await ws.dispose();
  });
});
