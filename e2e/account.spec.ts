import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectFormError, freshNationalNumber, login, register, setLanguage, shot } from './helpers';
import { test } from './fixtures';

const messages = (lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../client/src/i18n/messages', `${lang}.json`), 'utf8'));

/** Mine (where logout happens) shows the signed-out state: sign-in and register buttons, no phone, no logout. */
async function expectSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  await expect(page.getByTestId('mine-login')).toBeVisible();
  await expect(page.getByTestId('mine-register')).toBeVisible();
  await expect(page.getByTestId('mine-phone')).toHaveCount(0);
  await expect(page.getByTestId('mine-logout')).toHaveCount(0);
}

test('register, sign out, sign in and change both passwords, with every refusal in words', async ({ page }) => {
  const national = freshNationalNumber();
  await setLanguage(page, 'en');

  await page.goto('/#/subPackages/register/register');
  await shot(page, 'en', 'register');
  await register(page, '61234', 'secret1');
  await expectFormError(page, 'The account must be at least 7 characters long');
  await shot(page, 'en', 'register-error');
  await register(page, national, '12345');
  await expectFormError(page, 'The password must be at least 6 characters long');
  await page.getByTestId('register-password').fill('secret1');
  await page.getByTestId('register-confirm').fill('secret2');
  await page.getByTestId('register-submit').click();
  await expectFormError(page, 'The two passwords do not match');
  await register(page, national, 'secret1', '');
  await expectFormError(page, 'Please enter an invite code');
  await register(page, national, 'secret1', 'NOSUCH99');
  await expectFormError(page, 'This invite code does not exist');
  // Nothing typed is lost on a refusal.
  await expect(page.getByTestId('register-phone')).toHaveValue(national);

  await register(page, national, 'secret1');
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await shot(page, 'en', 'home');

  await page.getByTestId('tabbar-mine').click();
  await expect(page.getByTestId('mine-phone')).toContainText(national.slice(-4));
  await expect(page.getByTestId('mine-invite-code')).toHaveText(/^[A-Z2-9]{8}$/);
  await shot(page, 'en', 'mine');
  await page.getByTestId('mine-logout').click();
  await shot(page, 'en', 'logout-confirm');
  await page.getByTestId('dialog-confirm').click();
  await expectSignedOut(page);

  await login(page, national, 'wrong-password');
  await expectFormError(page, 'Incorrect phone number or password');
  await shot(page, 'en', 'login-error');
  await login(page, national, 'secret1');
  await expect(page).not.toHaveURL(/subPackages\/login\/login/);

  // The session survives a reload.
  await page.goto('/#/pages/mine/index');
  await page.reload();
  await expect(page.getByTestId('mine-phone')).toContainText(national.slice(-4));

  await page.getByTestId('mine-link-changeLoginPassword').click();
  await shot(page, 'en', 'change-login-password');
  const changeLogin = async (old: string, next: string, confirm: string) => {
    await page.getByTestId('clp-old').fill(old);
    await page.getByTestId('clp-new').fill(next);
    await page.getByTestId('clp-confirm').fill(confirm);
    await page.getByTestId('clp-submit').click();
  };
  await changeLogin('secret1', '12345', '12345');
  await expectFormError(page, 'The password must be at least 6 characters long');
  await changeLogin('secret1', 'newpass1', 'newpass2');
  await expectFormError(page, 'The two passwords do not match');
  await changeLogin('not-mine', 'newpass1', 'newpass1');
  await expectFormError(page, 'The current password is incorrect');
  await changeLogin('secret1', 'newpass1', 'newpass1');
  // Saved: the form closes back to Mine (that the new password is the one that signs in is checked below).
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);

  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-link-changePayPassword').click();
  await shot(page, 'en', 'set-pay-password');
  await page.getByTestId('cpp-login').fill('newpass1');
  await page.getByTestId('cpp-new').fill('123456');
  await page.getByTestId('cpp-confirm').fill('123465');
  await page.getByTestId('cpp-submit').click();
  await expectFormError(page, 'Passwords do not match');
  await page.getByTestId('cpp-confirm').fill('123456');
  await page.getByTestId('cpp-submit').click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);

  // Now it is set, the same screen changes it and needs the old transaction password.
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-link-changePayPassword').click();
  await expect(page.getByTestId('cpp-old')).toBeVisible();
  await shot(page, 'en', 'change-pay-password');
  await page.getByTestId('cpp-old').fill('000000');
  await page.getByTestId('cpp-new').fill('654321');
  await page.getByTestId('cpp-confirm').fill('654321');
  await page.getByTestId('cpp-submit').click();
  await expectFormError(page, 'The transaction password is incorrect');
  await page.getByTestId('cpp-old').fill('123456');
  await page.getByTestId('cpp-submit').click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  // The old transaction password no longer counts; the new one does.
  await page.getByTestId('mine-link-changePayPassword').click();
  await page.getByTestId('cpp-old').fill('123456');
  await page.getByTestId('cpp-new').fill('135790');
  await page.getByTestId('cpp-confirm').fill('135790');
  await page.getByTestId('cpp-submit').click();
  await expectFormError(page, 'The transaction password is incorrect');
  await page.getByTestId('cpp-old').fill('654321');
  await page.getByTestId('cpp-submit').click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);

  // The new login password is the one that works now.
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-logout').click();
  await page.getByTestId('dialog-confirm').click();
  await expectSignedOut(page);
  await login(page, national, 'secret1');
  await expectFormError(page, 'Incorrect phone number or password');
  await login(page, national, 'newpass1');
  await expect(page).not.toHaveURL(/subPackages\/login\/login/);
  await page.goto('/#/pages/mine/index');
  await expect(page.getByTestId('mine-phone')).toContainText(national.slice(-4));
});

test('Traditional Chinese is chosen, kept after a reload, and used for server errors', async ({ page }) => {
  const zh = messages('zh-Hant');
  await setLanguage(page, 'en');
  await page.goto('/#/subPackages/mine/languageSelection/languageSelection');
  await shot(page, 'en', 'language');
  await page.getByTestId('lang-zh-Hant').click();
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-Hant');
  await expect(page.getByTestId('tabbar-home')).toContainText(zh['tab.home']);
  await shot(page, 'zh-Hant', 'language');

  await login(page, freshNationalNumber(), 'wrong-password');
  await expectFormError(page, zh['error.INVALID_CREDENTIALS']);
  await shot(page, 'zh-Hant', 'login-error');
  await register(page, '61234', 'secret1');
  await expectFormError(page, zh['error.ACCOUNT_TOO_SHORT']);
  await shot(page, 'zh-Hant', 'register-error');
});

test('every screen of this release, in English and Traditional Chinese', async ({ page }) => {
  const national = freshNationalNumber();
  await setLanguage(page, 'en');
  await register(page, national, 'secret1');
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const screens: Array<[string, string]> = [
    ['launch', '/#/'],
    ['home', '/#/pages/home/index'],
    ['market', '/#/pages/market/index'],
    ['trade', '/#/pages/trade/index'],
    ['optional', '/#/pages/optional/index'],
    ['mine', '/#/pages/mine/index'],
    ['agreement', '/#/subPackages/mine/agreement/agreement'],
    ['about', '/#/subPackages/mine/aboutUs/aboutUs'],
    ['company', '/#/subPackages/mine/companyIntrodution/companyIntrodution'],
    ['not-yet-available', '/#/subPackages/mine/loan/loan'],
    ['change-login-password', '/#/subPackages/mine/changeLoginPassword/changeLoginPassword'],
    ['change-pay-password', '/#/subPackages/mine/changePayPassword/changePayPassword'],
    ['language', '/#/subPackages/mine/languageSelection/languageSelection'],
  ];
  for (const lang of ['en', 'zh-Hant', 'fr']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const [name, url] of screens) {
      await page.goto(url);
      if (name === 'launch') {
        // The launch screen shows the logo and version while the session loads, then goes Home.
        await expect(page.getByTestId('launch-version')).toContainText('1.0.0');
        await shot(page, lang, `screen-${name}`);
        await expect(page).toHaveURL(/#\/pages\/home\/index/);
        continue;
      }
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('page-state-loading')).toHaveCount(0);
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await shot(page, lang, `screen-${name}`);
    }
  }
  // A page that needs sign-in sends a signed-out visitor to the login screen.
  await page.context().clearCookies();
  await page.goto('/#/subPackages/mine/changeLoginPassword/changeLoginPassword');
  await expect(page).toHaveURL(/subPackages\/login\/login/);
});
