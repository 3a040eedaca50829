import { afterAll, beforeAll, expect, it } from 'vitest';
import { Money } from '../shared/money';
import { type TestApp, createTestApp } from '../test/harness';
import { renderMarkdown } from '../modules/content/content-markdown';
import { SEED_CONTENT, seedContent } from './content';
import { HELP_SLUGS, helpArticles, helpFacts } from './help-articles';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('seeds news, notices, banners and help articles in all five languages, published from the injected clock, once', async () => {
  const ops = await app.createOps();
  expect(await seedContent(app.ds, app.services, ops.user)).toBe(true);
  expect(await seedContent(app.ds, app.services, ops.user)).toBe(false);
  const rows: Array<{ kind: string; langs: string[]; publish_at: Date }> = await app.ds.query(
    `SELECT kind, array(SELECT jsonb_object_keys(translations) ORDER BY 1) AS langs, publish_at FROM content_items`,
  );
  expect(rows).toHaveLength(SEED_CONTENT.length + HELP_SLUGS.length);
  for (const r of rows) {
    expect([...r.langs].sort()).toEqual(['en', 'es', 'fr', 'zh-Hans', 'zh-Hant']);
    expect(r.publish_at.getTime()).toBeLessThan(app.clock.now().getTime());
  }
  const counts = (kind: string) => rows.filter((r) => r.kind === kind).length;
  expect(counts('news')).toBeGreaterThanOrEqual(4);
  expect(counts('notice')).toBeGreaterThanOrEqual(3);
  expect(counts('banner')).toBeGreaterThanOrEqual(2);
  expect(counts('help')).toBe(6);

  const zh = await app
    .anonymous()
    .exec<{ pinnedNotices: Array<{ lang: string; title: string }>; newsPage: { items: Array<{ lang: string; bodyHtml: string }> } }>(
      `{ pinnedNotices(lang: "zh-Hant") { lang title } newsPage(lang: "zh-Hant", first: 10) { items { lang bodyHtml } } }`,
    );
  expect(zh.data?.pinnedNotices.length).toBeGreaterThanOrEqual(2);
  expect(zh.data?.pinnedNotices.every((n) => n.lang === 'zh-Hant')).toBe(true);
  expect(zh.data?.newsPage.items.every((n) => n.lang === 'zh-Hant' && n.bodyHtml.startsWith('<'))).toBe(true);

  const banners = await app.anonymous().exec<{ banners: Array<{ imageUrl: string | null }> }>(`{ banners(lang: "es") { imageUrl } }`);
  expect(banners.data?.banners.length).toBeGreaterThanOrEqual(2);
  for (const b of banners.data?.banners ?? []) {
    expect(b.imageUrl).toMatch(/^\/uploads\/public\//);
    const res = await fetch(`${app.url}${b.imageUrl}`);
    expect(res.status).toBe(200);
  }

  // The help centre: the six articles, each by its slug in every language, and searchable.
  for (const slug of HELP_SLUGS) {
    for (const lang of ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant']) {
      const res = await app
        .anonymous()
        .exec<{ helpArticle: { lang: string; slug: string; bodyHtml: string } }>(
          `query A($slug: String!, $lang: String) { helpArticle(slug: $slug, lang: $lang) { lang slug bodyHtml } }`,
          { slug, lang },
        );
      expect(res.data?.helpArticle, `${slug} ${lang}`).toMatchObject({ lang, slug });
    }
  }
  const search = async (query: string, lang: string) =>
    (
      await app
        .anonymous()
        .exec<{ helpArticles: { items: Array<{ slug: string }> } }>(
          `query S($q: String, $lang: String) { helpArticles(query: $q, lang: $lang, first: 20) { items { slug } } }`,
          { q: query, lang },
        )
    ).data?.helpArticles.items.map((i) => i.slug);
  expect(await search('margin call', 'en')).toContain('loans-and-margin-calls');
  expect(await search('llamada de margen', 'es')).toContain('loans-and-margin-calls');
  expect(await search('密碼金鑰', 'zh-Hant')).toEqual(expect.arrayContaining(['security-and-passkeys', 'withdrawals-and-fees']));
  expect(await search('詐騙', 'zh-Hant')).toEqual(expect.arrayContaining(['security-and-passkeys']));
  expect(await search('HMAC-SHA256', 'zh-Hans')).toEqual(['how-the-draw-works']);
  expect(await search('', 'fr')).toHaveLength(6);

  // Deleting the demo items does not bring them back on the next start.
  await app.ds.query('DELETE FROM content_items');
  expect(await seedContent(app.ds, app.services, ops.user)).toBe(false);
});

it('writes the help articles from the rules in force, concise and fully rendered in every language', () => {
  const fees = { minimumBank: '100', minimumCrypto: '50', bankRate: '0.005', bankMinimumFee: '2', cryptoFixedFee: '3' };
  const articles = helpArticles(
    helpFacts('2026-11-20', Object.fromEntries(Object.entries(fees).map(([k, v]) => [k, new Money(v)])) as never),
  );
  expect(articles.map((a) => a.slug)).toEqual([...HELP_SLUGS]);
  for (const a of articles) {
    const en = renderMarkdown(a.versions.en.body);
    const words = en.text.split(/\s+/).length;
    expect(words, a.slug).toBeGreaterThanOrEqual(150);
    expect(words, a.slug).toBeLessThanOrEqual(350);
    for (const [lang, v] of Object.entries(a.versions)) {
      const html = renderMarkdown(v.body).html;
      // No Markdown left unrendered (a bold run that CommonMark did not close), no template hole.
      expect(html, `${a.slug} ${lang}`).not.toMatch(/\*\*|\$\{|undefined|NaN/);
      if (lang !== 'en') expect(v.body, `${a.slug} ${lang}`).not.toBe(a.versions.en.body);
    }
  }
  // Numbers are written as each language does, with no-break spaces ("EUR\u00a05.00", "3,00\u00a0USD"): compared with plain ones.
  const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const byslug = Object.fromEntries(
    articles.map((a) => [a.slug, Object.fromEntries(Object.entries(a.versions).map(([l, v]) => [l, { body: flat(v.body) }]))]),
  );
  // The figures are the code's: the bank fee and an example, the cure period, the strategy's limits.
  expect(byslug['withdrawals-and-fees'].en.body).toContain('EUR 1,000.00 to a bank card costs EUR 5.00, and EUR 995.00 arrives');
  expect(byslug['withdrawals-and-fees'].es.body).toContain('3,00 USD');
  expect(byslug['loans-and-margin-calls'].en.body).toContain('**2 business days**');
  expect(byslug['loans-and-margin-calls']['zh-Hant'].body).toContain('**2 個營業日**');
  expect(byslug['strategy-rules'].en.body).toContain('from 100 to 100,000');
  expect(byslug['fees-and-charges'].en.body).toContain('commission 0.1425%, at least TWD 20');
  expect(byslug['security-and-passkeys'].en.body).toContain('never ask for your password, a code, a transfer or a fee outside the app');
  // Traditional Chinese is written in traditional characters.
  for (const a of articles) expect(a.versions['zh-Hant'].body, a.slug).not.toMatch(/[们这说时为会个应项费发现]/);
});
