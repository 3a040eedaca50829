import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, codeOf, createTestApp, uniquePhone } from '../../test/harness';

// Issue 11 item 1: 40 parallel wrong sign-ins were all checked and the right password sent right after
// them signed in (the count was read before hashing and written after; a success reset it). Now each
// attempt takes its point atomically before hashing, and one IP is limited across phones too.

const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { id } }`;
const SET_PAY = `mutation S($input: SetPayPasswordInput!) { setPayPassword(input: $input) }`;
const CHANGE_PAY = `mutation C($input: ChangePayPasswordInput!) { changePayPassword(input: $input) }`;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (codes: Array<string | undefined>, code: string) => codes.filter((c) => c === code).length;

describe('attempt limits under concurrency', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The per-IP limit is high here, so these tests prove the per-account limit on its own.
    app = await createTestApp({ loginAttemptsPerMinute: 5, loginAttemptsPerIpPerMinute: 1000 });
  });
  afterAll(async () => app?.close());

  it('refuses the right password sent while 40 parallel wrong ones are being checked; only 5 were checked', async () => {
    const { user, password } = await app.registerUser();
    const wrong = Array.from({ length: 40 }, (_, i) =>
      app.anonymous().exec(LOGIN, { input: { phone: user.phone, password: `wrong-${i}` } }),
    );
    await pause(30); // the wrong guesses are in flight, most still waiting for the hasher
    const right = await app.anonymous().exec(LOGIN, { input: { phone: user.phone, password } });
    const codes = (await Promise.all(wrong)).map(codeOf);
    expect(codeOf(right)).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(count(codes, 'INVALID_CREDENTIALS')).toBe(5);
    expect(count(codes, 'TOO_MANY_LOGIN_ATTEMPTS')).toBe(35);
    expect(right.data?.login ?? null).toBeNull();
  });

  it('refuses the right pay password after 20 parallel wrong ones; only 5 were checked', async () => {
    const { password, client } = await app.registerUser();
    await client.exec(SET_PAY, { input: { loginPassword: password, newPassword: '123456', confirmPassword: '123456' } });
    const change = (old: string) =>
      client.exec(CHANGE_PAY, { input: { oldPayPassword: old, newPassword: '654321', confirmPassword: '654321' } });
    const wrong = Array.from({ length: 20 }, (_, i) => change(`0000${String(i).padStart(2, '0')}`));
    await pause(30);
    const right = await change('123456');
    const codes = (await Promise.all(wrong)).map(codeOf);
    expect(codeOf(right)).toBe('RATE_LIMITED');
    expect(count(codes, 'WRONG_PAY_PASSWORD')).toBe(5);
    expect(count(codes, 'RATE_LIMITED')).toBe(15);
  });

  it("never refuses a user's own right answers sent together (their points come back in turn)", async () => {
    const { user, password, client } = await app.registerUser();
    const logins = await Promise.all(
      Array.from({ length: 8 }, () => app.anonymous().exec(LOGIN, { input: { phone: user.phone, password } })),
    );
    expect(logins.map(codeOf)).toEqual(Array(8).fill(undefined));
    await client.exec(SET_PAY, { input: { loginPassword: password, newPassword: '123456', confirmPassword: '123456' } });
    const me = await app.services.auth.usersByIds([user.id]);
    await Promise.all(Array.from({ length: 8 }, () => app.services.auth.verifyPayPassword(me[0], '123456')));
  });

  it('gives a successful attempt its point back', async () => {
    const { user, password } = await app.registerUser();
    for (let i = 0; i < 4; i++) await app.anonymous().exec(LOGIN, { input: { phone: user.phone, password: `wrong-${i}` } });
    for (let i = 0; i < 8; i++)
      expect((await app.anonymous().exec(LOGIN, { input: { phone: user.phone, password } })).errors).toBeUndefined();
  });
});

describe('per-IP limit across phones', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ loginAttemptsPerMinute: 5, loginAttemptsPerIpPerMinute: 10 });
  });
  afterAll(async () => app?.close());

  it('blocks one address trying many phones, while successful sign-ins do not count', async () => {
    const { user, password } = await app.registerUser();
    for (let i = 0; i < 12; i++)
      expect((await app.anonymous().exec(LOGIN, { input: { phone: user.phone, password } })).errors).toBeUndefined();
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => app.anonymous().exec(LOGIN, { input: { phone: uniquePhone(), password: 'guess-123' } })),
    );
    expect(tries.map(codeOf)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    // A phone never tried before is refused from this address now, even with its right password.
    const fresh = await app.registerUser();
    expect(codeOf(await app.anonymous().exec(LOGIN, { input: { phone: fresh.user.phone, password: fresh.password } }))).toBe(
      'TOO_MANY_LOGIN_ATTEMPTS',
    );
  });
});
