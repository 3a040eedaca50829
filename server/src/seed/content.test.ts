import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness';
import { SEED_CONTENT, seedContent } from './content';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('seeds news, notices and banners in all five languages, published from the injected clock, once', async () => {
  const ops = await app.createOps();
  expect(await seedContent(app.ds, app.services, ops.user)).toBe(true);
  expect(await seedContent(app.ds, app.services, ops.user)).toBe(false);
  const rows: Array<{ kind: string; langs: string[]; publish_at: Date }> = await app.ds.query(
    `SELECT kind, array(SELECT jsonb_object_keys(translations) ORDER BY 1) AS langs, publish_at FROM content_items`,
  );
  expect(rows).toHaveLength(SEED_CONTENT.length);
  for (const r of rows) {
    expect([...r.langs].sort()).toEqual(['en', 'es', 'fr', 'zh-Hans', 'zh-Hant']);
    expect(r.publish_at.getTime()).toBeLessThan(app.clock.now().getTime());
  }
  const counts = (kind: string) => rows.filter((r) => r.kind === kind).length;
  expect(counts('news')).toBeGreaterThanOrEqual(4);
  expect(counts('notice')).toBeGreaterThanOrEqual(3);
  expect(counts('banner')).toBeGreaterThanOrEqual(2);

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

  // Deleting the demo items does not bring them back on the next start.
  await app.ds.query('DELETE FROM content_items');
  expect(await seedContent(app.ds, app.services, ops.user)).toBe(false);
});
