import { expect } from '@playwright/test';
import { look, phonePage } from './products-kit';
import { test } from './fixtures';

// Issue 16, VIP at 375px in English and French: criteria and benefits, the application checked at once,
// 'already VIP' afterwards, and the higher loan cap on the loan screen.

test.use({ timezoneId: 'UTC' });

test('VIP: apply, become VIP, see the loan cap rise (en + fr)', async ({ browser }) => {
  test.setTimeout(180_000);
  const pages = { en: await phonePage(browser, 'en'), fr: await phonePage(browser, 'fr') };
  const en = pages.en;
  await en.goto('/#/subPackages/mine/loan/loan');
  await expect(en.getByTestId('loan-tier-cap')).toHaveText('€500,000.00');
  await en.goto('/#/subPackages/mine/vip/index');
  await expect(en.getByTestId('vip-status')).toHaveAttribute('data-vip', 'false');
  await expect(en.getByTestId('vip-criteria')).toContainText('€25,000.00');
  await expect(en.getByTestId('vip-benefits')).toContainText('25%');
  await look(en, 'en', 'vip-before');
  await en.getByTestId('vip-apply').click();
  // The demo user holds more than €25,000 of assets: granted at once.
  await expect(en.getByTestId('vip-status')).toHaveAttribute('data-vip', 'true', { timeout: 15_000 });
  await expect(en.getByTestId('vip-last-check')).toHaveAttribute('data-result', 'GRANTED');
  await look(en, 'en', 'vip-granted');
  // A VIP sees the status and the benefits in force, not a button to apply again.
  await expect(en.getByTestId('vip-active')).toBeVisible();
  await expect(en.getByTestId('vip-apply')).toHaveCount(0);
  await en.goto('/#/subPackages/mine/loan/loan');
  await expect(en.getByTestId('loan-tier-cap')).toHaveText('€5,000,000.00');
  await look(en, 'en', 'vip-loan-cap');

  const fr = pages.fr;
  await fr.goto('/#/subPackages/mine/vip/index');
  await expect(fr.getByTestId('vip-status')).toHaveAttribute('data-vip', 'true');
  await look(fr, 'fr', 'vip-status');
  await fr.goto('/#/subPackages/mine/loan/loan');
  await expect(fr.getByTestId('loan-tier-cap')).toHaveText('5 000 000,00 €');
  await look(fr, 'fr', 'vip-loan-cap');
});
