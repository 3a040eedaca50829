import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { DEMO_OPS, expectNoHorizontalOverflow, shot } from './helpers';
import { baseURL } from './playwright.config';

// The steps ipo.spec.ts and block-trade.spec.ts share: the app's texts, an ops API session, the server's
// clock, datetime-local values, settled screenshots and showing a page in another language.

const root = path.join(import.meta.dirname, '..');
/** A JSON file of the repository (a messages file). */
export const readJson = (p: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));

/** A JSON file of the repository if it exists (a feature's page texts, messages/pages, exist for products only). */
const readJsonIfAny = (p: string): Record<string, string> => (fs.existsSync(path.join(root, p)) ? readJson(p) : {});

/** The app's texts in a language: the common ones, the feature's (`ipo`, `block-trade`, its pages' too) and trading's. */
export function featureMessages(feature: string): (lang: string) => Record<string, string> {
  return (lang) => ({
    ...readJson(`client/src/i18n/messages/${lang}.json`),
    ...readJson(`client/src/features/${feature}/messages/${lang}.json`),
    ...readJsonIfAny(`client/src/features/${feature}/messages/pages/${lang}.json`),
    ...readJson(`client/src/features/trading/messages/${lang}.json`),
  });
}

/** An ops session over the API (ops may send any query text): reads what the console made. */
export async function opsClient() {
  const ctx: APIRequestContext = await request.newContext({ baseURL });
  const manifest: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'client/src/gql/persisted-documents.json'), 'utf8'));
  const loginId = Object.entries(manifest).find(([, text]) => text.includes('mutation Login_SignIn('))?.[0];
  const signIn = await ctx.post('/graphql', {
    data: { operationName: 'Login_SignIn', variables: { input: DEMO_OPS }, extensions: { documentId: loginId } },
  });
  expect((await signIn.json()).errors).toBeUndefined();
  const gql = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    // A kept-alive connection idle past the server's keep-alive timeout may be reset as it is reused: once more.
    const post = () => ctx.post('/graphql', { data: { query, variables } });
    const res = await post().catch((error: unknown) => {
      if (/ECONNRESET|socket hang up/.test(String(error))) return post();
      throw error;
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data as T;
  };
  return { gql, dispose: () => ctx.dispose() };
}
export type Ops = Awaited<ReturnType<typeof opsClient>>;

/** Moves the server's test clock forward (TEST_CLOCK) and returns its new now. */
export async function advanceTestClock(ops: Ops, by: { hours: number; minutes?: number }): Promise<string> {
  const r = await ops.gql<{ advanceTestClock: string }>('mutation($h: Int!, $m: Int) { advanceTestClock(hours: $h, minutes: $m) }', {
    h: by.hours,
    m: by.minutes ?? 0,
  });
  return r.advanceTestClock;
}

/**
 * The e2e server's clock runs on from CLOCK_START and ops may move it forward (TEST_CLOCK): its now is read
 * from a record it stamped (`syncTo`) and kept as an offset from this machine's clock.
 */
export function serverClock() {
  let offset = 0;
  const now = () => Date.now() + offset;
  const syncTo = (iso: string): void => {
    offset = Date.parse(iso) - Date.now();
  };
  return {
    now,
    /** The server stamped `iso` just now. */
    syncTo,
    /**
     * Moves the server's clock forward, in whole minutes, until it is `margin` ms past `at`: an offering's
     * window opens or closes at once instead of after a real wait.
     */
    async moveTo(ops: Ops, at: number, margin: number): Promise<void> {
      const minutes = Math.ceil((at + margin - now()) / 60_000);
      if (minutes <= 0) return;
      syncTo(await advanceTestClock(ops, { hours: 0, minutes }));
    },
  };
}

/** A datetime-local value in UTC (the browsers of these specs run in UTC), to the second. */
export const localInput = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** Nothing loading, no toast left, nothing wider than the screen. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-state-loading')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoHorizontalOverflow(page);
}

/** A full-page shot from the top once the page has settled. */
export async function snap(page: Page, lang: string, name: string): Promise<void> {
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, lang, name);
}

/** Shows a page in a language: the saved choice is switched, then the page loads again. */
export async function showIn(page: Page, lang: string, url: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(url);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
