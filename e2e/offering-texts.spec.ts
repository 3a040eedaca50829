import { expect } from '@playwright/test';
import { opsClient, showIn, snap } from './allocation-kit';
import { DEMO_OPS, login, loginAsDemo } from './helpers';
import { test } from './fixtures';

// Issue 30: an offering's name in the reader's language, as ops typed it per language (English required):
// the IPO list and detail and the block-trade list and subscription page in en, es and zh-Hant at 375px,
// an untranslated name in English marked as such, and the ops form with one field per language.

const LANGS = ['en', 'es', 'zh-Hant'] as const;
const IPO_NAMES = { en: 'Vela Robotics', es: 'Vela Robótica', 'zh-Hant': '維拉機器人' };
const BT_NAMES = { en: 'Vela Placement', es: 'Colocación Vela', 'zh-Hant': '維拉配售' };
/** Far ahead of the server's clock, whatever it is: the offerings stay not started. */
const at = (day: number) => new Date(Date.UTC(2030, 0, day, 15)).toISOString();

test('offering names in the reader’s language at 375px (en, es, zh-Hant), English marked where untranslated; the ops form per language', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const ops = await opsClient();
  const ipo = await ops.gql<{ createIpoOffering: { id: string } }>(
    `mutation C($input: IpoOfferingInput!) { createIpoOffering(input: $input) { id } }`,
    {
      input: {
        symbol: 'US:AAPL',
        nameText: { en: IPO_NAMES.en, es: IPO_NAMES.es, zhHant: IPO_NAMES['zh-Hant'] },
        subscriptionPrice: '15',
        referencePrice: '18',
        underwritingShares: 1000,
        totalShares: '5000000',
        lotSize: 100,
        maxLots: 2,
        processingFee: '2.50',
        opensAt: at(10),
        closesAt: at(11),
        drawsAt: at(11),
        payBy: at(12),
        issuesAt: at(13),
      },
    },
  );
  // Only English: readers of other languages see it marked "(English)" in their words.
  const english = await ops.gql<{ createIpoOffering: { id: string } }>(
    `mutation C($input: IpoOfferingInput!) { createIpoOffering(input: $input) { id } }`,
    {
      input: {
        symbol: 'US:AAPL',
        nameText: { en: 'Untranslated Robotics' },
        subscriptionPrice: '15',
        referencePrice: '18',
        underwritingShares: 1000,
        totalShares: '5000000',
        lotSize: 100,
        maxLots: 2,
        processingFee: '2.50',
        opensAt: at(10),
        closesAt: at(11),
        drawsAt: at(11),
        payBy: at(12),
        issuesAt: at(13),
      },
    },
  );
  const bt = await ops.gql<{ createBlockTradeOffering: { id: string } }>(
    `mutation C($input: BlockTradeOfferingInput!) { createBlockTradeOffering(input: $input) { id } }`,
    {
      input: {
        symbol: 'US:AAPL',
        nameText: { en: BT_NAMES.en, es: BT_NAMES.es, zhHant: BT_NAMES['zh-Hant'] },
        subscriptionPrice: '15',
        hedgePrice: '1',
        feeRate: '0.0025',
        minAmount: '3000',
        ticketsAvailable: 10,
        maxTicketsPerUser: 3,
        opensAt: at(10),
        closesAt: at(11),
        codePolicy: 'REAL_NAME',
      },
    },
  );
  await ops.dispose();
  const ipoId = ipo.createIpoOffering.id;
  const btId = bt.createBlockTradeOffering.id;

  await loginAsDemo(page);
  for (const lang of LANGS) {
    await showIn(page, lang, '/#/subPackages/market/ipo/ipo');
    const card = page.locator(`[data-testid="ipo-offering"][data-id="${ipoId}"]`);
    await expect(card.getByTestId('ipo-offering-name')).toHaveText(IPO_NAMES[lang]);
    const untranslated = page.locator(`[data-testid="ipo-offering"][data-id="${english.createIpoOffering.id}"]`);
    await expect(untranslated.getByTestId('ipo-offering-name')).toContainText('Untranslated Robotics');
    await expect(untranslated.getByTestId('text-fallback')).toHaveCount(lang === 'en' ? 0 : 1);
    await snap(page, lang, 'offering-texts-ipo-list');
    await page.goto(`/#/subPackages/market/ipo/detail?id=${ipoId}`);
    await expect(page.getByTestId('ipo-detail-name')).toHaveText(IPO_NAMES[lang]);
    await snap(page, lang, 'offering-texts-ipo-detail');

    await page.goto('/#/subPackages/market/blockTrade/blockTrade');
    await expect(page.locator(`[data-testid="bt-offering"][data-id="${btId}"]`).getByTestId('bt-offering-name')).toHaveText(BT_NAMES[lang]);
    await page.goto(`/#/subPackages/market/blockTrade/index?id=${btId}`);
    await expect(page.getByTestId('bt-detail-name')).toHaveText(BT_NAMES[lang]);
    await snap(page, lang, 'offering-texts-bt-subscribe');
  }

  // The ops form: the name in one field per language, English marked required.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const opsPage = await context.newPage();
  await opsPage.goto('/');
  await login(opsPage, DEMO_OPS.phone.replace('+34', ''), DEMO_OPS.password);
  await expect(opsPage).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
  for (const lang of LANGS) {
    await showIn(opsPage, lang, '/#/ops/ipo/new');
    await expect(opsPage.getByTestId('ops-ipo-name')).toBeVisible({ timeout: 20_000 });
    await opsPage.getByTestId('ops-ipo-name-en').fill(IPO_NAMES.en);
    await opsPage.getByTestId('ops-ipo-name-es').fill(IPO_NAMES.es);
    await opsPage.getByTestId('ops-ipo-name-zh-Hant').fill(IPO_NAMES['zh-Hant']);
    await snap(opsPage, lang, 'offering-texts-ops-ipo-form');
  }
  // The console's list says which languages the name is written in.
  await opsPage.goto('/#/ops/ipo');
  const item = opsPage.locator(`[data-testid="ops-ipo-item"][data-id="${ipoId}"]`);
  await expect(item.getByTestId('ops-ipo-translated')).toContainText('Español');
  await context.close();
});
