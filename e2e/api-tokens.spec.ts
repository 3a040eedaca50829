import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';
import { DEMO_OPS, expectNoHorizontalOverflow, freshNationalNumber, login, register, shot } from './helpers';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { test } from './fixtures';

// Issue 19 at 375px: a user creates a personal API token in Mine, sees it once, uses it from a script,
// sees its last use and revokes it (en and zh-Hans); ops register a client app and upload its manifest,
// and a token issued for it runs the app's own documents.

const WEB = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../client/src/gql/persisted-documents.json'), 'utf8')) as Record<
  string,
  string
>;
const CLI_MANIFEST = fs.readFileSync(path.join(import.meta.dirname, '../examples/cli/src/gql/persisted-documents.json'), 'utf8');
const CLI = JSON.parse(CLI_MANIFEST) as Record<string, string>;
const hashOf = (docs: Record<string, string>, name: string) => {
  const found = Object.entries(docs).find(([, d]) => new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(d));
  if (!found) throw new Error(`${name} is not in the manifest`);
  return found[0];
};
const readMessages = (dir: string, lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../client/src/features/api-tokens', dir, `${lang}.json`), 'utf8'));
/** The feature's texts: its error codes and route title, and its page's own (messages/pages). */
const messages = (lang: string): Record<string, string> => ({ ...readMessages('messages', lang), ...readMessages('messages/pages', lang) });

async function newPage(browser: Browser, lang: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: DEVICE_SCALE,
  });
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  return context.newPage();
}

/** A script's request: the token as a bearer, a document by its hash. */
async function asScript(api: APIRequestContext, token: string, documentId: string) {
  const res = await api.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { extensions: { documentId } } });
  return {
    status: res.status(),
    body: (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> },
  };
}

async function createToken(page: Page, name: string, opts: { trade?: boolean; app?: string } = {}): Promise<string> {
  await page.getByTestId('api-token-new').click();
  const sheet = page.getByTestId('api-token-sheet');
  await sheet.getByTestId('api-token-name').fill(name);
  if (opts.app) await sheet.getByTestId('api-token-app').selectOption({ label: opts.app });
  if (opts.trade) await sheet.getByTestId('api-token-scope-TRADE').check();
  await sheet.getByTestId('api-token-create').click();
  const secret = page.getByTestId('api-token-secret');
  await expect(secret).toHaveText(/^vela_pat_[A-Za-z0-9_-]{43}$/);
  return (await secret.textContent()) ?? '';
}

for (const lang of ['en', 'zh-Hans']) {
  test(`a user creates, uses and revokes an API token (${lang})`, async ({ browser }) => {
    const t = messages(lang);
    const page = await newPage(browser, lang);
    const national = freshNationalNumber();
    await register(page, national, 'secret1');
    await expect(page).toHaveURL(/#\/pages\/home\/index/);
    await page.getByTestId('tabbar-mine').click();
    await page.getByTestId('mine-link-apiTokens').click();
    await expect(page.getByText(t['apiTokens.emptyTitle'])).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, lang, 'api-tokens-empty');

    // Bad input changes nothing: no name.
    await page.getByTestId('api-token-new').click();
    await page.getByTestId('api-token-create').click();
    await expect(page.getByTestId('form-error')).toHaveText(t['error.API_TOKEN_NAME_INVALID']);
    await shot(page, lang, 'api-tokens-form-error');
    await page.getByTestId('api-token-sheet-close').click();

    const token = await createToken(page, lang === 'en' ? 'Portfolio script' : '持仓脚本', { trade: true });
    await expect(page.getByTestId('api-token-created')).toContainText(t['apiTokens.createdWarning']);
    await shot(page, lang, 'api-tokens-created');
    await page.getByTestId('api-token-done').click();
    const row = page.getByTestId('api-token');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('api-token-status')).toHaveText(t['apiTokens.status.ACTIVE']);
    await expect(row.getByTestId('api-token-last-used')).toHaveText(t['apiTokens.neverUsed']);
    // The secret is nowhere on the page any more.
    await expect(page.locator('body')).not.toContainText(token);

    const api = await request.newContext({ baseURL });
    const balances = await asScript(api, token, hashOf(WEB, 'BalanceCard_Balances'));
    expect(balances.status).toBe(200);
    expect(balances.body.data?.balances).toBeTruthy();
    // `me` is in no scope: refused with its code.
    const me = await asScript(api, token, hashOf(WEB, 'Mine_Me'));
    expect(me.status).toBe(403);
    expect(me.body.errors?.[0]?.extensions?.code).toBe('API_SCOPE_MISSING');

    await page.reload();
    await expect(row.getByTestId('api-token-last-used')).not.toHaveText(t['apiTokens.neverUsed']);
    await expectNoHorizontalOverflow(page);
    await shot(page, lang, 'api-tokens-list');

    await row.getByTestId('api-token-revoke').click();
    await expect(page.getByTestId('dialog-confirm')).toBeVisible();
    await shot(page, lang, 'api-tokens-revoke-confirm');
    await page.getByTestId('dialog-confirm').click();
    await expect(row.getByTestId('api-token-status')).toHaveText(t['apiTokens.status.REVOKED']);
    const after = await asScript(api, token, hashOf(WEB, 'BalanceCard_Balances'));
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe('API_TOKEN_INVALID');
    await api.dispose();
    await page.context().close();
  });
}

test('ops register a client app and its manifest; a token for it runs the app’s documents', async ({ browser }) => {
  const ops = await newPage(browser, 'en');
  await login(ops, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
  await expect(ops).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  await ops.goto('/#/ops/apps');
  await ops.getByTestId('ops-app-name').fill('Vela example CLI');
  await ops.getByTestId('ops-app-owner').fill('Vela');
  await ops.getByTestId('ops-app-scope-TRADE').check();
  await ops.getByTestId('ops-app-register').click();
  await ops.getByTestId('dialog-confirm').click();
  const app = ops.getByTestId('ops-app').filter({ hasText: 'Vela example CLI' });
  await expect(app).toBeVisible();
  await app.getByTestId('ops-app-manifest').fill(CLI_MANIFEST);
  await app.getByTestId('ops-app-upload').click();
  await ops.getByTestId('dialog-confirm').click();
  await expect(app.getByTestId('ops-app-manifests')).toContainText(`v1: ${Object.keys(CLI).length} documents`);
  await expectNoHorizontalOverflow(ops);
  await shot(ops, 'en', 'ops-client-apps');

  const page = await newPage(browser, 'en');
  await register(page, freshNationalNumber(), 'secret1');
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.goto('/#/subPackages/mine/apiTokens/apiTokens');
  const token = await createToken(page, 'CLI', { app: 'Vela example CLI (Vela)', trade: true });
  await page.getByTestId('api-token-done').click();
  await expect(page.getByTestId('api-token')).toContainText('Vela example CLI');
  const api = await request.newContext({ baseURL });
  const own = await asScript(api, token, hashOf(CLI, 'CliPortfolio'));
  expect(own.status, JSON.stringify(own.body)).toBe(200);
  expect(own.body.data?.portfolio).toBeTruthy();
  await api.dispose();
});
