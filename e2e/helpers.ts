import fs from 'node:fs';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';

export const DEMO_INVITE = 'VELA2026';
export const DEMO_OPS = { phone: '+34612000001', password: 'vela-ops-2026' };

let counter = 0;
/** A fresh Spanish mobile number (national part) for each registration. */
export function freshNationalNumber(): string {
  counter += 1;
  return `6${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(2, '0')}`;
}

/** Saves a screenshot under e2e/screenshots/<lang>/ to be looked at by a person. */
export async function shot(page: Page, lang: string, name: string): Promise<void> {
  const dir = path.join(import.meta.dirname, 'screenshots', lang);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

export async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

export async function expectFormError(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('form-error')).toHaveText(text);
}

export async function register(page: Page, national: string, password: string, invite = DEMO_INVITE): Promise<void> {
  await page.goto('/#/subPackages/register/register');
  await page.getByTestId('register-country').selectOption({ value: '+34' });
  await page.getByTestId('register-phone').fill(national);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm').fill(password);
  await page.getByTestId('register-invite').fill(invite);
  await page.getByTestId('register-submit').click();
}

export async function login(page: Page, national: string, password: string): Promise<void> {
  // A page already in the app may still have a navigation on its way (the launch screen going on to
  // Home, whose sign-in redirect would open the login page again and clear the fields): load the login
  // page afresh instead of changing the hash of that document.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto('/#/subPackages/login/login');
  const country = page.getByTestId('login-country');
  if (await country.count()) await country.selectOption({ value: '+34' });
  await page.getByTestId('login-phone').fill(national);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The seeded demo user (funded €25,000 and $10,000). */
export const DEMO_USER = { national: '612000002', phone: '+34612000002', password: 'demo123456' };

/** Signs in as the demo user and waits until the session is open. */
export async function loginAsDemo(page: Page): Promise<void> {
  await login(page, DEMO_USER.national, DEMO_USER.password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
}

/** Nothing on the page is wider than the screen (no sideways scrolling at 375px). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The second ops user (the checker of maker-checker requests). */
export const DEMO_CHECKER = { national: '612000003', phone: '+34612000003', password: 'vela-check-2026' };
/** The demo user's transaction (pay) password. */
export const DEMO_PAY_PASSWORD = 'pay123456';
/** The demo user's authenticator-app secret (seeded; two-step sign-in off): withdrawals and new cards ask for a code. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The server's clock (its health check says it): authenticator codes are checked against it, not this machine's. */
export async function serverNow(baseURL: string): Promise<Date> {
  const res = await fetch(`${baseURL}/healthz`);
  return new Date(((await res.json()) as { now: string }).now);
}

/** The code an authenticator app shows for this secret at the server's now (`steps` time steps later). */
export async function totpCode(baseURL: string, secret: string, steps = 0): Promise<string> {
  const { authenticator } = await import('otplib');
  const now = await serverNow(baseURL);
  return authenticator.clone({ epoch: now.getTime() + steps * 30_000 }).generate(secret);
}

/**
 * Sets up the authenticator app in Me → Security as a person does (the secret read off the screen, the
 * code computed from it); answers the secret and the ten recovery codes shown once.
 */
export async function enrolAuthenticatorInApp(page: Page, baseURL: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto('/#/subPackages/mine/security/index');
  await page.getByTestId('security-totp-start').click();
  const secret = ((await page.getByTestId('security-totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByTestId('security-totp-code').fill(await totpCode(baseURL, secret));
  await page.getByTestId('security-totp-confirm').click();
  await expect(page.getByTestId('security-recovery-code')).toHaveCount(10);
  const recoveryCodes = (await page.getByTestId('security-recovery-code').allTextContents()).map((c) => c.trim());
  await page.getByTestId('security-recovery-done').click();
  await expect(page.getByTestId('security-totp-on')).toBeVisible();
  return { secret, recoveryCodes };
}

/**
 * A signed-in API session that runs the app's own trusted documents by operation name (as the app
 * does: a user session may only run documents of client/src/gql/persisted-documents.json).
 */
export async function trustedClient(baseURL: string, phone: string, password: string) {
  const { request } = await import('@playwright/test');
  const manifest: Record<string, string> = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'client/src/gql/persisted-documents.json'), 'utf8'),
  );
  const ctx = await request.newContext({ baseURL });
  const run = async <T = Record<string, unknown>>(operationName: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const documentId = Object.entries(manifest).find(([, text]) => new RegExp(`(query|mutation) ${operationName}\\b`).test(text))?.[0];
    if (!documentId) throw new Error(`${operationName} is not in the manifest`);
    // A kept-alive connection idle past the server's keep-alive timeout may be reset as it is reused: once more.
    const post = () => ctx.post('/graphql', { data: { operationName, variables, extensions: { documentId } } });
    const res = await post().catch((error: unknown) => {
      if (/ECONNRESET|socket hang up/.test(String(error))) return post();
      throw error;
    });
    const body = await res.json();
    if (body.errors) throw new Error(`${operationName}: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  };
  await run('Login_SignIn', { input: { phone, password } });
  /**
   * A fresh second-factor check of this session with an authenticator code (as the step-up sheet sends
   * it). A code counts once: when this time step's was used (another test just now), the next step's.
   */
  const stepUp = async (secret: string) => {
    try {
      await run('SecondFactor_StepUp', { code: await totpCode(baseURL, secret) });
    } catch {
      await run('SecondFactor_StepUp', { code: await totpCode(baseURL, secret, 1) });
    }
  };
  return { run, stepUp, dispose: () => ctx.dispose() };
}
