import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_OPS, expectFormError, expectNoHorizontalOverflow, freshNationalNumber, login, register, shot } from './helpers';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { E2E_REAL_NAME, idImageFile } from './real-name-kit';
import { test } from './fixtures';

const root = path.join(import.meta.dirname, '..');
const readJson = (p: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
/** The texts a reader of `lang` sees (app, real-name feature, review reasons). */
const textsOf = (lang: string) => ({
  ...readJson(`client/src/i18n/messages/${lang}.json`),
  ...readJson(`client/src/features/real-name/messages/${lang}.json`),
  ...readJson(`client/src/i18n/reviewReasons/${lang}.json`),
});

/** The seed's message after a pass (PRODUCT.md §6 and §7), in the two languages of this test. */
const ALREADY_PASSED: Record<string, string> = {
  en: 'Passed real-name authentication, please do not submit again',
  'zh-Hant': '已通過實名認證，請勿重複提交',
};

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

async function fillForm(page: Page, tint: number) {
  await page.getByTestId('real-idName').fill(E2E_REAL_NAME.idName);
  await page.getByTestId('real-idNumber').fill(E2E_REAL_NAME.idNumber);
  await page.getByTestId('real-nationality').selectOption(E2E_REAL_NAME.nationality);
  await page.getByTestId('real-phone').fill(E2E_REAL_NAME.phone);
  await page.getByTestId('real-residence').fill(E2E_REAL_NAME.residence);
  await page.getByTestId('real-front-input').setInputFiles(await idImageFile('front', tint));
  await page.getByTestId('real-back-input').setInputFiles(await idImageFile('back', tint + 1));
  // Both images are up once their pickers say so.
  await expect(page.getByTestId('real-front-item')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('real-back-item')).toHaveAttribute('data-state', 'done');
}

for (const lang of ['en', 'zh-Hant']) {
  test(`real-name at 375px in ${lang}: submit with two images, ops approves in the console, passed live, a second submission refused`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = textsOf(lang);
    const national = freshNationalNumber();

    // A new user: Mine says not verified; the withdrawal screens point to the form.
    const user = await newPage(browser, lang);
    await register(user, national, 'secret1');
    await expect(user).toHaveURL(/#\/pages\/home\/index/);
    await user.goto('/#/pages/mine/index');
    await expect(user.getByTestId('mine-real-status')).toHaveText(t['realName.status.NONE']);
    await user.goto('/#/subPackages/mine/withdraw/withdrawType');
    await expect(user.getByTestId('real-name-required')).toContainText(t['realName.requiredTitle']);
    await shot(user, lang, 'real-name-withdraw-required');
    await user.getByTestId('real-name-required-link').click();
    await expect(user).toHaveURL(/subPackages\/mine\/real\/real/);

    // A second tab of the same user that will miss the live updates (its socket never connects): it
    // keeps the form, and its submission after the pass is refused by the server.
    const stale = await user.context().newPage();
    await stale.routeWebSocket(/\/graphql/, () => {});
    await stale.goto('/#/subPackages/mine/real/real');
    await expect(stale.getByTestId('real-form')).toBeVisible();

    // Everything is required; the phone is checked.
    await user.getByTestId('real-phone').fill('');
    await user.getByTestId('real-submit').click();
    await expectFormError(user, t['error.MISSING_INFORMATION']);
    await fillForm(user, lang === 'en' ? 1 : 5);
    await user.getByTestId('real-phone').fill('+34 112 345 678');
    await user.getByTestId('real-submit').click();
    await expectFormError(user, t['error.PHONE_INVALID']);
    await user.getByTestId('real-phone').fill(E2E_REAL_NAME.phone);
    await user.evaluate(() => window.scrollTo(0, 0));
    await shot(user, lang, 'real-name-form');
    await expectNoHorizontalOverflow(user);
    await user.getByTestId('real-submit').click();
    await expect(user.getByRole('alertdialog')).toContainText(E2E_REAL_NAME.idName);
    await user.getByTestId('dialog-confirm').click();
    await expect(user.getByTestId('real-status')).toHaveAttribute('data-status', 'PENDING');
    await expect(user.getByTestId('real-status-title')).toHaveText(t['realName.pendingTitle']);
    await expect(user.getByTestId('real-summary-idNumber')).toHaveText('•••••456K');
    await expect(user.getByTestId('real-form')).toHaveCount(0);
    await shot(user, lang, 'real-name-pending');

    // Ops approve it in the console: both images side by side.
    const ops = await newPage(browser, lang);
    await login(ops, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
    await expect(ops).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
    await ops.goto('/#/ops/reviews?kind=real_name');
    const item = ops.getByTestId('ops-review-item').filter({ hasText: national });
    // The evidence (details and signed image links) loads after the item: give a loaded machine time.
    await expect(item.getByTestId('ops-real-name-name')).toHaveText(E2E_REAL_NAME.idName, { timeout: 30_000 });
    for (const side of ['front', 'back']) {
      const img = item.getByTestId(`ops-real-name-${side}`);
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const [front, back] = await Promise.all(['front', 'back'].map((s) => item.getByTestId(`ops-real-name-${s}`).boundingBox()));
    expect(front && back && Math.abs(front.y - back.y) < 2 && front.x < back.x).toBe(true);
    await item.scrollIntoViewIfNeeded();
    await shot(ops, lang, 'real-name-ops-review');
    await expectNoHorizontalOverflow(ops);
    const navigations: string[] = [];
    user.on('framenavigated', (frame) => {
      if (frame === user.mainFrame()) navigations.push(frame.url());
    });
    await item.getByTestId('ops-review-approve').click();
    await ops.getByTestId('dialog-confirm').click();
    await expect(item).toHaveCount(0);

    // The user sees "passed" without a reload.
    await expect(user.getByTestId('real-status')).toHaveAttribute('data-status', 'PASSED');
    await expect(user.getByTestId('real-status-title')).toHaveText(t['realName.passedTitle']);
    expect(navigations).toEqual([]);
    await shot(user, lang, 'real-name-passed');

    // Ops see the status on the user's page.
    await ops.goto('/#/ops/users');
    await ops.getByTestId('ops-users-query').fill(national);
    await ops.getByTestId('ops-users-search').click();
    await ops.getByTestId('ops-user-row').first().click();
    await expect(ops.getByTestId('ops-user-real-name')).toContainText(/V\d+/);

    // The stale tab submits again: refused with the seed's message.
    await fillForm(stale, lang === 'en' ? 3 : 7);
    await stale.getByTestId('real-submit').click();
    await stale.getByTestId('dialog-confirm').click();
    await expectFormError(stale, ALREADY_PASSED[lang] as string);
    expect(t['error.REAL_NAME_ALREADY_PASSED']).toBe(ALREADY_PASSED[lang]);
    await shot(stale, lang, 'real-name-already-passed');

    // Mine shows the status; the withdrawal screens no longer ask.
    await user.goto('/#/pages/mine/index');
    await expect(user.getByTestId('mine-real-status')).toHaveText(t['realName.status.PASSED']);
    await shot(user, lang, 'real-name-mine');
    await user.goto('/#/subPackages/mine/withdraw/withdrawType');
    await expect(user.getByTestId('withdraw-type-bank')).toBeVisible();
    await expect(user.getByTestId('real-name-required')).toHaveCount(0);
    await user.context().close();
    await ops.context().close();
  });
}
