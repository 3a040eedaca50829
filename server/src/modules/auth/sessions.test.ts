import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../../http/socket-sessions';
import { type GqlClient, type TestApp, codeOf, createTestApp } from '../../test/harness';
import { until } from '../../test/until';
import { maskIp } from './auth-rules';

// Issue 32, devices and sessions (server part): the user's signed-in sessions, and ending one of them.

let app: TestApp;

const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { id } }`;
const ME = `{ me { id } }`;
const SESSIONS = `{ mySessions { id current signedInAt ipMasked userAgent } }`;
const END = `mutation($id: ID!) { endSession(id: $id) }`;

type SessionRow = { id: string; current: boolean; signedInAt: string; ipMasked: string | null; userAgent: string | null };

beforeAll(async () => {
  app = await createTestApp({ wsSessionCheckMs: 100 });
});
afterAll(async () => app?.close());

async function sessions(client: GqlClient): Promise<SessionRow[]> {
  const res = await client.exec<{ mySessions: SessionRow[] }>(SESSIONS);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.mySessions;
}

describe('the sessions list', () => {
  it('lists each signed-in device, newest first, this one marked, the address masked; ending another signs it out and closes its socket at once', async () => {
    const u = await app.registerUser();
    app.clock.advance(60_000);
    const phone = app.anonymous({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' });
    expect((await phone.exec(LOGIN, { input: { phone: u.user.phone, password: u.password } })).errors).toBeUndefined();

    const listed = await sessions(u.client);
    expect(listed).toHaveLength(2);
    const [newest, first] = listed as [SessionRow, SessionRow];
    expect(newest.current).toBe(false);
    expect(newest.userAgent).toContain('iPhone');
    expect(first.current).toBe(true);
    expect(new Date(newest.signedInAt).getTime()).toBeGreaterThan(new Date(first.signedInAt).getTime());
    for (const s of listed) expect(s.ipMasked === null || /\*$/.test(s.ipMasked)).toBe(true);
    expect((await sessions(phone)).find((s) => s.current)?.id).toBe(newest.id);

    // The phone has a live socket; ending its session from the first device closes it with 4401.
    const ws = phone.ws();
    let closedWith: number | null = null;
    let connected = false;
    ws.on('connected', () => {
      connected = true;
    });
    ws.on('closed', (event) => {
      closedWith = (event as { code: number }).code;
    });
    ws.subscribe(
      { query: 'subscription { accountEvents(afterSeq: "0") { seq } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await until(() => connected);
    const ended = await u.client.exec(END, { id: newest.id });
    expect(ended.errors).toBeUndefined();
    await until(() => closedWith === SESSION_ENDED_CLOSE_CODE, 20_000);
    expect((await phone.exec<{ me: unknown }>(ME)).data?.me).toBeNull();
    expect((await sessions(u.client)).map((s) => s.id)).toEqual([first.id]);
    const [audit] = await app.ds.query(`SELECT actor_id FROM audit_log WHERE action = 'auth.session.ended' AND target_id = $1`, [
      newest.id,
    ]);
    expect(audit?.actor_id).toBe(u.user.id);
    await ws.dispose();
  });

  it('ending this session signs this device out', async () => {
    const u = await app.registerUser();
    const [mine] = await sessions(u.client);
    expect((await u.client.exec(END, { id: mine!.id })).errors).toBeUndefined();
    expect((await u.client.exec<{ me: unknown }>(ME)).data?.me).toBeNull();
  });

  it('another user’s session is NOT_FOUND and stays; anonymous is UNAUTHENTICATED; a malformed id BAD_INPUT', async () => {
    const a = await app.registerUser();
    const b = await app.registerUser();
    const [theirs] = await sessions(b.client);
    expect(codeOf(await a.client.exec(END, { id: theirs!.id }))).toBe('NOT_FOUND');
    expect((await b.client.exec<{ me: { id: string } }>(ME)).data?.me?.id).toBe(b.user.id);
    expect(codeOf(await a.client.exec(END, { id: 'not-an-id' }))).toBe('BAD_INPUT');
    expect(codeOf(await app.anonymous().exec(SESSIONS))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(END, { id: theirs!.id }))).toBe('UNAUTHENTICATED');
    expect((await sessions(b.client)).map((s) => s.id)).toEqual([theirs!.id]);
  });
});

describe('maskIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.*'],
    ['::ffff:203.0.113.7', '203.0.113.*'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:*'],
    ['2001:db8::1', '2001:db8:0:*'],
    ['::1', '0:0:0:*'],
    [null, null],
  ])('%s → %s', (ip, masked) => {
    expect(maskIp(ip)).toBe(masked);
  });
});
