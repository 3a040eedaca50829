import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';

// Issue 32, first part: the authenticator app (TOTP), recovery codes and step-up, through the API as
// the app calls it, on the test clock (codes are computed here from the secret the API hands out).

let app: TestApp;

const STATUS = `{ secondFactor { totpEnabled recoveryCodesLeft stepUpUntil } }`;
const START = `mutation { startTotpEnrolment { secret uri } }`;
const CONFIRM = `mutation($code: String!) { confirmTotpEnrolment(code: $code) }`;
const STEP_UP = `mutation($code: String!) { stepUp(code: $code) { factor until } }`;

type Status = { totpEnabled: boolean; recoveryCodesLeft: number; stepUpUntil: string | null };

beforeAll(async () => {
  app = await createTestApp({ loginAttemptsPerMinute: 5 });
  app.clock.set(new Date('2026-11-20T15:00:10Z'));
});
afterAll(async () => {
  await app?.close();
});

/** The app's code at the test clock's now (or `offsetSteps` steps away). */
function codeFor(secret: string, offsetSteps = 0): string {
  return authenticator.clone({ epoch: app.clock.now().getTime() + offsetSteps * 30_000 }).generate(secret);
}

async function status(u: TestUser): Promise<Status> {
  const res = await u.client.exec<{ secondFactor: Status }>(STATUS);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.secondFactor;
}

/** A user with the app set up: its secret and recovery codes. */
async function enrolled(): Promise<{ u: TestUser; secret: string; codes: string[] }> {
  const u = await app.registerUser();
  const started = await u.client.exec<{ startTotpEnrolment: { secret: string; uri: string } }>(START);
  const secret = started.data!.startTotpEnrolment.secret;
  const confirmed = await u.client.exec<{ confirmTotpEnrolment: string[] }>(CONFIRM, { code: codeFor(secret) });
  expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
  // The next check must use a newer code than the one that confirmed.
  app.clock.advance(30_000);
  return { u, secret, codes: confirmed.data!.confirmTotpEnrolment };
}

describe('the authenticator app', () => {
  it('is set up with a secret to scan and a first code; ten recovery codes are shown once; the secret is stored encrypted', async () => {
    const u = await app.registerUser();
    expect(await status(u)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, stepUpUntil: null });
    const started = await u.client.exec<{ startTotpEnrolment: { secret: string; uri: string } }>(START);
    expect(started.errors).toBeUndefined();
    const { secret, uri } = started.data!.startTotpEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Vela:${encodeURIComponent(u.user.phone)}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Vela`,
    );
    const [stored] = await app.ds.query(`SELECT secret, confirmed_at FROM totp_factors WHERE user_id = $1`, [u.user.id]);
    expect(stored.secret).not.toContain(secret);
    expect(stored.confirmed_at).toBeNull();

    // A wrong first code changes nothing.
    const wrong = await u.client.exec(CONFIRM, { code: codeFor(secret) === '000000' ? '111111' : '000000' });
    expect(codeOf(wrong)).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await status(u)).totpEnabled).toBe(false);

    const confirmed = await u.client.exec<{ confirmTotpEnrolment: string[] }>(CONFIRM, { code: codeFor(secret).replace(/(\d{3})/, '$1 ') });
    expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
    const codes = confirmed.data!.confirmTotpEnrolment;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const hashes = await app.ds.query(`SELECT code_hash FROM recovery_codes WHERE user_id = $1`, [u.user.id]);
    expect(hashes.map((h: { code_hash: string }) => h.code_hash).some((h: string) => codes.some((c) => h.includes(c)))).toBe(false);
    const after = await status(u);
    expect(after.totpEnabled).toBe(true);
    expect(after.recoveryCodesLeft).toBe(10);
    // Confirming counts as a fresh check of this session, for 5 minutes.
    expect(new Date(after.stepUpUntil!).getTime()).toBe(app.clock.now().getTime() + 300_000);
    const [audit] = await app.ds.query(`SELECT action FROM audit_log WHERE actor_id = $1 AND action = 'auth.totp.enabled'`, [u.user.id]);
    expect(audit).toBeDefined();

    // Once on, it cannot be set up again (a new secret would lock the user out of the old app).
    expect(codeOf(await u.client.exec(START))).toBe('TOTP_ALREADY_ENABLED');
    expect(codeOf(await u.client.exec(CONFIRM, { code: codeFor(secret) }))).toBe('TOTP_ALREADY_ENABLED');
  });

  it('accepts each code once, the step before or after too, and nothing older than the last accepted', async () => {
    const { u, secret } = await enrolled();
    const now = codeFor(secret);
    const ok = await u.client.exec<{ stepUp: { factor: string; until: string } }>(STEP_UP, { code: now });
    expect(ok.errors, JSON.stringify(ok.errors)).toBeUndefined();
    expect(ok.data!.stepUp.factor).toBe('totp');
    // The same code again (a replay, or a shoulder-surfer's): refused.
    expect(codeOf(await u.client.exec(STEP_UP, { code: now }))).toBe('SECOND_FACTOR_CODE_INVALID');
    // The previous step's code is older than the one accepted: refused.
    expect(codeOf(await u.client.exec(STEP_UP, { code: codeFor(secret, -1) }))).toBe('SECOND_FACTOR_CODE_INVALID');
    // The next step's (a fast phone) is accepted; two steps away is not.
    expect((await u.client.exec(STEP_UP, { code: codeFor(secret, 1) })).errors).toBeUndefined();
    app.clock.advance(120_000);
    expect(codeOf(await u.client.exec(STEP_UP, { code: codeFor(secret, 3) }))).toBe('SECOND_FACTOR_CODE_INVALID');
    expect(codeOf(await u.client.exec(STEP_UP, { code: 'abc' }))).toBe('SECOND_FACTOR_CODE_INVALID');
  });

  it('a step-up counts for 5 minutes, for the session that made it', async () => {
    const { u, secret } = await enrolled();
    expect((await u.client.exec(STEP_UP, { code: codeFor(secret) })).errors).toBeUndefined();
    const until = new Date((await status(u)).stepUpUntil!).getTime();
    expect(until).toBe(app.clock.now().getTime() + 300_000);
    app.clock.advance(299_000);
    expect((await status(u)).stepUpUntil).not.toBeNull();
    app.clock.advance(2_000);
    expect((await status(u)).stepUpUntil).toBeNull();
  });
});

describe('recovery codes', () => {
  it('each works once, typed in any case, with or without its dash; another user’s never', async () => {
    const { u, codes } = await enrolled();
    const [first, second] = codes as [string, string];
    const ok = await u.client.exec<{ stepUp: { factor: string } }>(STEP_UP, { code: first.toLowerCase().replace('-', '') });
    expect(ok.errors, JSON.stringify(ok.errors)).toBeUndefined();
    expect(ok.data!.stepUp.factor).toBe('recovery_code');
    expect(codeOf(await u.client.exec(STEP_UP, { code: first }))).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await status(u)).recoveryCodesLeft).toBe(9);
    const other = await enrolled();
    expect(codeOf(await other.u.client.exec(STEP_UP, { code: second }))).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await status(u)).recoveryCodesLeft).toBe(9);
  });
});

describe('refusals', () => {
  it('anonymous gets UNAUTHENTICATED; a user without the app TOTP_NOT_ENROLLED; nothing changes', async () => {
    const anon = app.anonymous();
    for (const q of [STATUS, START]) expect(codeOf(await anon.exec(q))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(STEP_UP, { code: '123456' }))).toBe('UNAUTHENTICATED');
    const u = await app.registerUser();
    expect(codeOf(await u.client.exec(STEP_UP, { code: '123456' }))).toBe('TOTP_NOT_ENROLLED');
    expect(codeOf(await u.client.exec(CONFIRM, { code: '123456' }))).toBe('TOTP_NOT_ENROLLED');
    expect(await status(u)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, stepUpUntil: null });
  });

  it('wrong codes are limited per account like passwords: past the limit even the right one waits', async () => {
    const { u, secret } = await enrolled();
    // The confirmation's own check has lapsed.
    app.clock.advance(301_000);
    const right = codeFor(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(codeOf(await u.client.exec(STEP_UP, { code: wrong }))).toBe('SECOND_FACTOR_CODE_INVALID');
    const limited = await u.client.exec(STEP_UP, { code: right });
    expect(codeOf(limited)).toBe('TOO_MANY_CODE_ATTEMPTS');
    expect((await status(u)).stepUpUntil).toBeNull();
  });
});
