import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_OPS, DEMO_USER, expectNoHorizontalOverflow, login, shot } from './helpers';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { test } from './fixtures';

const OPS_NATIONAL = DEMO_OPS.phone.replace('+34', '');
const messages = (lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../client/src/features/content/messages', `${lang}.json`), 'utf8'));

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

async function signIn(page: Page, national: string, password: string) {
  await login(page, national, password);
  await expect(page).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
}

interface Written {
  en: { title: string; body: string };
  /** The reader's language version, when it is not English. */
  local?: { lang: string; title: string; body: string };
  pinned?: boolean;
}

/** Ops writes an item in the console (English, and the reader's language), saves it as a draft and publishes it. */
async function publishInConsole(ops: Page, kind: 'NEWS' | 'NOTICE', item: Written, lang: string, shotName: string) {
  await ops.goto(`/#/ops/content?kind=${kind}`);
  await ops.getByTestId('ops-content-new').click();
  await expect(ops.getByTestId('ops-content-editor')).toBeVisible();
  await ops.getByTestId('ops-content-title-input').fill(item.en.title);
  await ops.getByTestId('ops-content-body-input').fill(item.en.body);
  await expect(ops.getByTestId('ops-content-preview-html')).toContainText(item.en.body.replace(/\*\*/g, '').split('\n')[0]);
  if (item.local) {
    await ops.getByTestId(`ops-content-lang-${item.local.lang}`).click();
    await ops.getByTestId('ops-content-title-input').fill(item.local.title);
    await ops.getByTestId('ops-content-body-input').fill(item.local.body);
    await expect(ops.getByTestId('ops-content-preview-html')).toContainText(item.local.body.replace(/\*\*/g, '').split('\n')[0]);
  }
  if (item.pinned) await ops.getByTestId('ops-content-pinned').check();
  await shot(ops, lang, `content-ops-editor-${kind.toLowerCase()}`);
  await expectNoHorizontalOverflow(ops);
  await ops.getByTestId('ops-content-save').click();
  await expect(ops).toHaveURL(new RegExp(`#/ops/content\\?kind=${kind}`));
  const row = ops.getByTestId('ops-content-item').filter({ hasText: item.en.title });
  await expect(row.getByTestId('ops-content-status')).toHaveAttribute('class', /status--neutral/);
  await row.getByTestId('ops-content-publish').click();
  await expect(row.getByTestId('ops-content-unpublish')).toBeVisible();
  await expect(row.getByTestId('ops-content-status')).toHaveAttribute('class', /status--ok/);
  await shot(ops, lang, shotName);
}

for (const lang of ['en', 'zh-Hant'] as const) {
  test(`content at 375px in ${lang}: ops publishes a notice and a news item, Home shows them, the article opens`, async ({ browser }) => {
    test.setTimeout(420_000);
    const m = messages(lang);
    const tag = `${lang}-${Date.now().toString(36)}`;
    const notice: Written = {
      en: { title: `Trading hours on 24 December ${tag}`, body: 'Spanish and US markets **close early** on 24 December.' },
      pinned: true,
    };
    const news: Written = {
      en: {
        title: `Gold steadies after a week of inflows ${tag}`,
        body: 'Spot gold **steadied** this week.\n\n- Real yields eased\n- The dollar was flat',
      },
    };
    if (lang === 'zh-Hant') {
      notice.local = { lang, title: `12 月 24 日交易時間 ${tag}`, body: '西班牙與美國市場於 12 月 24 日**提前收市**。' };
      news.local = { lang, title: `金價在一週資金流入後企穩 ${tag}`, body: '現貨金價本週**企穩**。\n\n- 實質殖利率回落\n- 美元持平' };
    }
    const shown = (w: Written) => w.local ?? w.en;

    const ops = await newPage(browser, lang);
    await signIn(ops, OPS_NATIONAL, DEMO_OPS.password);
    await publishInConsole(ops, 'NOTICE', notice, lang, 'content-ops-notices');
    await publishInConsole(ops, 'NEWS', news, lang, 'content-ops-news');

    // The demo user's Home: the new pinned notice in the marquee, the new item first in the latest news.
    const user = await newPage(browser, lang);
    await signIn(user, DEMO_USER.national, DEMO_USER.password);
    await user.goto('/#/pages/home/index');
    await expect(user.getByTestId('notice-marquee')).toContainText(shown(notice).title);
    await expect(user.getByTestId('banner-carousel')).toBeVisible();
    // The seeded banners carry images drawn at seed time and served through the uploads module.
    await expect(user.getByTestId('banner-carousel').locator('img').first()).toHaveJSProperty('complete', true);
    expect(
      await user
        .getByTestId('banner-carousel')
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(750);
    await expect(user.getByTestId('home-news-item').first()).toContainText(shown(news).title);
    await expect(user.getByTestId('win-notices')).toBeVisible();
    await expectNoHorizontalOverflow(user);
    await shot(user, lang, 'content-home');

    // The article opens from Home, in the reader's language, the Markdown rendered.
    await user.getByTestId('home-news-item').first().click();
    await expect(user).toHaveURL(/#\/subPackages\/news\/detail\?id=/);
    await expect(user.getByTestId('news-detail-title')).toHaveText(shown(news).title);
    await expect(user.getByTestId('news-detail-body').locator('strong')).toHaveCount(1);
    await expect(user.getByTestId('news-detail-body').locator('li')).toHaveCount(2);
    await expectNoHorizontalOverflow(user);
    await shot(user, lang, 'content-news-detail');

    // The news list and the notices page.
    await user.goto('/#/subPackages/news/news');
    await expect(user.getByTestId('news-item').first()).toContainText(shown(news).title);
    await expect(user.getByTestId('load-more').or(user.getByText(m['content.noMore']))).toBeVisible();
    await shot(user, lang, 'content-news-list');
    await user.goto('/#/subPackages/mine/notice/notice');
    const noticeRow = user.getByTestId('notice-item').filter({ hasText: shown(notice).title });
    await expect(noticeRow).toContainText(m['content.pinned']);
    await expect(noticeRow.locator('strong')).toHaveCount(1);
    await expectNoHorizontalOverflow(user);
    await shot(user, lang, 'content-notices');

    await ops.context().close();
    await user.context().close();
  });
}
