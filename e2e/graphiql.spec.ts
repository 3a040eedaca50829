import { expect } from '@playwright/test';
import { DEMO_OPS, freshNationalNumber, login, register, setLanguage, shot } from './helpers';
import { test } from './fixtures';

// GraphiQL comes from the app's own bundle (the machine has no internet), and runs with the session of
// whoever signed in to the app in this browser: ops may run any document, a user only the app's own.
// An ops desktop tool: checked at a desktop size.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('ops sign in to the app, open /graphiql and read the audit log', async ({ page }) => {
  await setLanguage(page, 'en');
  await login(page, DEMO_OPS.phone.slice(3), DEMO_OPS.password);
  await expect(page).not.toHaveURL(/subPackages\/login/);
  await page.goto('/graphiql');
  const run = page.locator('.graphiql-execute-button');
  await expect(run).toBeVisible();
  // A click before GraphiQL has finished starting (schema fetch, editors) is dropped: click until it runs.
  await expect(async () => {
    await run.click();
    await expect(page.locator('.graphiql-response')).toContainText('auth.login.succeeded', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await shot(page, 'en', 'graphiql-ops');
});

test('a user session in GraphiQL gets a refusal, not data', async ({ page }) => {
  await setLanguage(page, 'en');
  await register(page, freshNationalNumber(), 'secret1');
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.goto('/graphiql');
  await page.locator('.graphiql-execute-button').click();
  await expect(page.locator('.graphiql-response')).toContainText('DOCUMENT_NOT_TRUSTED');
  await expect(page.locator('.graphiql-response')).not.toContainText('auth.login');
});
