import { type Browser, expect, type Page } from '@playwright/test';
import { freshNationalNumber, register } from './helpers';
import { opsClient } from './allocation-kit';
import { look } from './products-kit';
import { test } from './fixtures';
import { DEVICE_SCALE } from './playwright.config';

// Issue 31 at 375px in English and Spanish: a price alert set from stock detail fires on the feed's next
// fresh tick (its threshold just below the live price), and the notification appears live in the bell
// on Home and in the notification centre, written in the reader's language; "mark all read" clears the
// bell; Mine → Price alerts shows the alert as triggered.

test.use({ timezoneId: 'UTC' });

const TEXTS = {
  en: { title: 'Price alert: AAPL', created: 'Alert set', triggered: 'Triggered' },
  es: { title: 'Alerta de precio: AAPL', created: 'Alerta creada', triggered: 'Disparada' },
} as const;

async function newUser(browser: Browser, lang: 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : 'es-ES',
    timezoneId: 'UTC',
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await register(page, freshNationalNumber(), 'alerts-e2e-1');
  await expect(page).not.toHaveURL(/register/, { timeout: 20_000 });
  return page;
}

for (const lang of ['en', 'es'] as const) {
  test(`price alert from stock detail fires into the bell and the list (${lang})`, async ({ browser }) => {
    test.setTimeout(60_000);
    const t = TEXTS[lang];
    const page = await newUser(browser, lang);

    // A new user already has the demo's recent notices unread (shared rows, read state per user).
    await page.goto('/#/pages/home/index');
    await expect(page.getByTestId('notification-bell-count')).toBeVisible();
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-kind', 'NOTICE');
    await look(page, lang, 'notification-list-notices');
    await page.getByTestId('notifications-mark-all').click();
    await expect(page.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
    await page.goto('/#/pages/home/index');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);

    await page.goto('/#/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL');
    await page.getByTestId('alert-open').click();
    const value = page.getByTestId('alert-value');
    // The field starts at the live price on the instrument's tick grid, with the reader's decimal mark.
    const mark = lang === 'es' ? ',' : '.';
    await expect(value).toHaveValue(lang === 'es' ? /^\d+,\d{2,4}$/ : /^\d+\.\d{2,4}$/);
    const live = (await value.inputValue()).replace(mark, '.');
    const decimals = live.split('.')[1].length;
    // Just below the live price: the next fresh tick is above it (the simulator moves far less than 2 % a tick).
    await value.fill((Number(live) * 0.98).toFixed(decimals).replace('.', mark));
    await look(page, lang, 'alert-sheet');
    await page.getByTestId('alert-submit').click();
    await expect(page.getByText(t.created)).toBeVisible();

    // Live over accountEvents: the bell on Home counts it without a reload.
    await page.goto('/#/pages/home/index');
    await expect(page.getByTestId('notification-bell-count')).toHaveText('1', { timeout: 15_000 });
    await look(page, lang, 'home-bell');

    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-item').first();
    await expect(item).toHaveAttribute('data-kind', 'PRICE_ALERT');
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item).toContainText(t.title);
    await look(page, lang, 'notification-list');

    await page.getByTestId('notifications-mark-all').click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await look(page, lang, 'notification-list-read');

    await page.goto('/#/pages/mine/index');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);
    await look(page, lang, 'mine-bell');
    await page.getByTestId('mine-link-priceAlerts').click();
    const alert = page.getByTestId('price-alert-item').first();
    await expect(alert).toHaveAttribute('data-status', 'DONE');
    await expect(alert).toContainText(t.triggered);
    await look(page, lang, 'price-alerts');

    // A notice ops publish to everyone reaches the bell live too (noticePublished), without a reload.
    await page.goto('/#/pages/mine/index');
    await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);
    const ops = await opsClient();
    const tag = `${lang}-${Date.now().toString(36)}`;
    const title = (words: string) => `${words} ${tag}`;
    const created = await ops.gql<{ createContent: { id: string } }>(
      'mutation($input: ContentInput!) { createContent(kind: NOTICE, input: $input) { id } }',
      {
        input: {
          pinned: false,
          translations: [
            { lang: 'en', title: title('Markets close early on 24 December'), body: 'Madrid and New York close early.' },
            { lang: 'fr', title: title('Clôture anticipée le 24 décembre'), body: 'Madrid et New York ferment plus tôt.' },
            { lang: 'es', title: title('Cierre anticipado el 24 de diciembre'), body: 'Madrid y Nueva York cierran antes.' },
            { lang: 'zh-Hans', title: title('12 月 24 日提前收市'), body: '马德里与纽约提前收市。' },
            { lang: 'zh-Hant', title: title('12 月 24 日提前收市'), body: '馬德里與紐約提前收市。' },
          ],
        },
      },
    );
    await ops.gql('mutation($id: ID!) { publishContent(id: $id) { id } }', { id: created.createContent.id });
    await ops.dispose();
    await expect(page.getByTestId('notification-bell-count')).toHaveText('1', { timeout: 15_000 });
    await page.getByTestId('notification-bell').click();
    const notice = page.getByTestId('notification-item').first();
    await expect(notice).toHaveAttribute('data-kind', 'NOTICE');
    await expect(notice).toContainText(
      lang === 'en' ? title('Markets close early on 24 December') : title('Cierre anticipado el 24 de diciembre'),
    );
    await look(page, lang, 'notification-list-live-notice');
  });
}
