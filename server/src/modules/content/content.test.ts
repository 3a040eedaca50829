import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { renderMarkdown, urlScheme } from './content-markdown';
import { bannerImage } from '../../seed/content-images';
import { isValidBannerLink } from './content.service';

const CREATE = `mutation C($kind: ContentKind!, $input: ContentInput!, $publishAt: DateTime) {
  createContent(kind: $kind, input: $input, publishAt: $publishAt) { id status title pinned publishAt translations { lang title body html } }
}`;
const UPDATE = `mutation U($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { id title translations { lang title } } }`;
const PUBLISH = `mutation P($id: ID!, $at: DateTime) { publishContent(id: $id, at: $at) { id status publishAt } }`;
const UNPUBLISH = `mutation U($id: ID!) { unpublishContent(id: $id) { id status } }`;
const DELETE = `mutation D($id: ID!) { deleteContent(id: $id) }`;
const NEWS_PAGE = `query N($lang: String, $first: Int!, $after: String) {
  newsPage(lang: $lang, first: $first, after: $after) { items { id lang title summary bodyHtml pinned publishedAt } nextCursor }
}`;
const NEWS_ITEM = `query I($id: ID!, $lang: String) { newsItem(id: $id, lang: $lang) { id lang title bodyHtml } }`;
const NOTICES = `query N($lang: String, $first: Int!, $after: String) { notices(lang: $lang, first: $first, after: $after) { items { id title pinned } nextCursor } }`;
const PINNED = `query P($lang: String) { pinnedNotices(lang: $lang) { id title pinned } }`;
const BANNERS = `query B($lang: String) { banners(lang: $lang) { id title link imageUrl } }`;

interface Entry {
  id: string;
  lang: string;
  title: string;
  summary: string;
  bodyHtml: string;
  pinned: boolean;
  publishedAt: string;
}

type Tr = { lang: string; title: string; body: string };
const en = (title: string, body = `Body of ${title}.`): Tr => ({ lang: 'en', title, body });

describe('content', () => {
  let app: TestApp;
  let ops: TestUser;
  let user: TestUser;

  const create = async (kind: string, translations: Tr[], opts: { publishAt?: Date | null; pinned?: boolean; link?: string } = {}) => {
    const res = await ops.client.exec<{ createContent: { id: string; status: string } }>(CREATE, {
      kind,
      input: { translations, pinned: opts.pinned ?? false, link: opts.link ?? null },
      publishAt: opts.publishAt === undefined ? app.clock.now().toISOString() : (opts.publishAt?.toISOString() ?? null),
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.createContent;
  };
  const count = async () => Number((await app.ds.query('SELECT count(*)::int AS n FROM content_items'))[0].n);
  const auditCount = async (prefix = 'content.') =>
    Number((await app.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE $1`, [`${prefix}%`]))[0].n);

  beforeAll(async () => {
    app = await createTestApp();
    ops = await app.createOps();
    user = await app.registerUser();
  });
  afterAll(async () => app?.close());

  it('serves the reader’s language and falls back to English for a language the item lacks', async () => {
    const item = await create('NEWS', [
      en('Gold holds near its record', 'Spot gold **steadied** after a week of inflows.'),
      { lang: 'fr', title: 'L’or se maintient près de son record', body: 'L’or au comptant s’est **stabilisé**.' },
      { lang: 'zh-Hant', title: '金價守穩於紀錄高位附近', body: '現貨金價在一週資金流入後**企穩**。' },
    ]);
    const read = async (lang: string | null) =>
      (await user.client.exec<{ newsItem: Entry }>(NEWS_ITEM, { id: item.id, lang })).data!.newsItem;
    expect(await read('fr')).toMatchObject({
      lang: 'fr',
      title: 'L’or se maintient près de son record',
      bodyHtml: '<p>L’or au comptant s’est <strong>stabilisé</strong>.</p>\n',
    });
    expect(await read('zh-Hant')).toMatchObject({ lang: 'zh-Hant', title: '金價守穩於紀錄高位附近' });
    // Spanish and simplified Chinese versions are missing: English is served, and says so.
    expect(await read('es')).toMatchObject({ lang: 'en', title: 'Gold holds near its record' });
    expect(await read('zh-Hans')).toMatchObject({ lang: 'en', title: 'Gold holds near its record' });
    expect(await read(null)).toMatchObject({ lang: 'en' });
    expect(await read('de')).toMatchObject({ lang: 'en' });
    // News is public: no sign-in needed.
    const anon = await app.anonymous().exec<{ newsItem: Entry }>(NEWS_ITEM, { id: item.id, lang: 'fr' });
    expect(anon.data?.newsItem.title).toBe('L’or se maintient près de son record');
  });

  it('keeps a scheduled item and a draft invisible until their publish time (the injected clock)', async () => {
    const at = new Date(app.clock.now().getTime() + 60 * 60_000);
    const scheduled = await create('NEWS', [en('IBEX 35 rebalancing takes effect')], { publishAt: at });
    const draft = await create('NEWS', [en('A draft')], { publishAt: null });
    expect(scheduled.status).toBe('SCHEDULED');
    expect(draft.status).toBe('DRAFT');
    const visibleIds = async () => {
      const res = await user.client.exec<{ newsPage: { items: Entry[] } }>(NEWS_PAGE, { first: 100 });
      return res.data!.newsPage.items.map((i) => i.id);
    };
    expect(await visibleIds()).not.toContain(scheduled.id);
    expect(await visibleIds()).not.toContain(draft.id);
    expect(codeOf(await user.client.exec(NEWS_ITEM, { id: scheduled.id }))).toBe('NOT_FOUND');
    expect(codeOf(await user.client.exec(NEWS_ITEM, { id: draft.id }))).toBe('NOT_FOUND');

    app.clock.advance(60 * 60_000 - 1);
    expect(await visibleIds()).not.toContain(scheduled.id);
    app.clock.advance(1);
    expect(await visibleIds()).toContain(scheduled.id);
    expect((await user.client.exec<{ newsItem: Entry }>(NEWS_ITEM, { id: scheduled.id })).data?.newsItem.title).toBe(
      'IBEX 35 rebalancing takes effect',
    );
    expect(await visibleIds()).not.toContain(draft.id);

    // Unpublished again: gone for readers.
    await ops.client.exec(UNPUBLISH, { id: scheduled.id });
    expect(await visibleIds()).not.toContain(scheduled.id);
  });

  it('lists pinned notices first, and only pinned ones in the marquee', async () => {
    const t0 = app.clock.now().getTime();
    const pinnedOld = await create('NOTICE', [en('Pinned: maintenance window')], { pinned: true, publishAt: new Date(t0 - 3 * 3600_000) });
    const plainNew = await create('NOTICE', [en('Fees schedule updated')], { publishAt: new Date(t0 - 60_000) });
    const pinnedNew = await create('NOTICE', [en('Pinned: security tips')], { pinned: true, publishAt: new Date(t0 - 3600_000) });
    const res = await user.client.exec<{ notices: { items: Entry[] } }>(NOTICES, { first: 100 });
    const ids = res.data!.notices.items.map((i) => i.id);
    expect(ids.indexOf(pinnedNew.id)).toBeLessThan(ids.indexOf(pinnedOld.id));
    expect(ids.indexOf(pinnedOld.id)).toBeLessThan(ids.indexOf(plainNew.id));
    const pinned = (await app.anonymous().exec<{ pinnedNotices: Entry[] }>(PINNED, { lang: 'es' })).data!.pinnedNotices;
    expect(pinned.map((p) => p.id).slice(0, 2)).toEqual([pinnedNew.id, pinnedOld.id]);
    expect(pinned.every((p) => p.pinned)).toBe(true);
    expect(pinned.map((p) => p.id)).not.toContain(plainNew.id);
  });

  it('pages news with `after`, pinned first then newest, without repeating an item; a notices cursor is refused', async () => {
    const t0 = app.clock.now().getTime();
    for (let i = 0; i < 23; i++) {
      await create('NEWS', [en(`Market wrap ${i}`)], { publishAt: new Date(t0 - (i + 1) * 60_000), pinned: i === 20 });
    }
    const seen: Entry[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: { data?: { newsPage: { items: Entry[]; nextCursor: string | null } } | null } = await app
        .anonymous()
        .exec(NEWS_PAGE, { first: 10, after, lang: 'en' });
      seen.push(...res.data!.newsPage.items);
      after = res.data!.newsPage.nextCursor;
      pages++;
    } while (after);
    const expected: Array<{ id: string }> = await app.ds.query(
      `SELECT id FROM content_items WHERE kind = 'news' AND publish_at <= $1 ORDER BY pinned DESC, publish_at DESC, id DESC`,
      [app.clock.now()],
    );
    expect(seen.map((s) => s.id)).toEqual(expected.map((e) => e.id));
    expect(pages).toBe(Math.ceil(expected.length / 10));
    expect(seen[0].pinned).toBe(true);
    const firstPage = await app.anonymous().exec<{ newsPage: { nextCursor: string } }>(NEWS_PAGE, { first: 10 });
    const foreign = await app.anonymous().exec(NOTICES, { first: 10, after: firstPage.data!.newsPage.nextCursor });
    expect(codeOf(foreign)).toBe('BAD_INPUT');
  });

  it('refuses unsafe Markdown with CONTENT_UNSAFE and stores nothing', async () => {
    const hostile = [
      'Hello <script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](jav&#x09;ascript:alert(1))',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '![pixel](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<iframe src="https://example.com"></iframe>',
      '<svg><circle onload="alert(1)"/></svg>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '[x](vbscript:msgbox)',
    ];
    const rows = await count();
    const audits = await auditCount();
    for (const body of hostile) {
      const res = await ops.client.exec(CREATE, { kind: 'NEWS', input: { translations: [en('Unsafe', body)], pinned: false } });
      expect(codeOf(res), body).toBe('CONTENT_UNSAFE');
      // In a non-English version too: the whole item is refused.
      const fr = await ops.client.exec(CREATE, {
        kind: 'NOTICE',
        input: { translations: [en('Safe'), { lang: 'fr', title: 'Pas sûr', body }], pinned: false },
      });
      expect(codeOf(fr), body).toBe('CONTENT_UNSAFE');
      expect(codeOf(await ops.client.exec(`query P($b: String!) { opsContentPreview(body: $b) }`, { b: body })), body).toBe(
        'CONTENT_UNSAFE',
      );
    }
    // An edit with an unsafe body changes nothing either.
    const item = await create('NEWS', [en('Safe title', 'Safe body')]);
    const bad = await ops.client.exec(UPDATE, {
      id: item.id,
      input: { translations: [en('Changed', '<script>x</script>')], pinned: true },
    });
    expect(codeOf(bad)).toBe('CONTENT_UNSAFE');
    const stored = await app.ds.query(`SELECT translations, pinned FROM content_items WHERE id = $1`, [item.id]);
    expect(stored[0].translations.en.title).toBe('Safe title');
    expect(stored[0].pinned).toBe(false);
    expect(await count()).toBe(rows + 1);
    expect(await auditCount()).toBe(audits + 1); // only the safe item's creation
  });

  it('renders ordinary Markdown with a strict allow-list (code that shows a tag is text, links get rel)', () => {
    const r = renderMarkdown('## Tips\n\nNever paste `<script>` from strangers. See [help](https://vela.example/help).\n\n<u>under</u>');
    expect(r.html).toContain('<h2>Tips</h2>');
    expect(r.html).toContain('<code>&lt;script&gt;</code>');
    expect(r.html).toContain('<a href="https://vela.example/help" rel="noopener noreferrer nofollow" target="_blank">help</a>');
    expect(r.html).not.toContain('<u>');
    expect(r.summary).toBe('Tips Never paste <script> from strangers. See help. under');
    expect(urlScheme(' java\nscript:x')).toBe('javascript');
    expect(urlScheme('/subPackages/news/news')).toBeNull();
    expect(isValidBannerLink('/subPackages/market/ipo/ipo')).toBe(true);
    expect(isValidBannerLink('https://vela.example/promo')).toBe(true);
    expect(isValidBannerLink('javascript:alert(1)')).toBe(false);
    expect(isValidBannerLink('http://vela.example')).toBe(false);
  });

  it('refuses missing English, empty titles and bad banner links with stable codes', async () => {
    const rows = await count();
    const noEn = await ops.client.exec(CREATE, {
      kind: 'NEWS',
      input: { translations: [{ lang: 'fr', title: 'Titre', body: 'Corps' }], pinned: false },
    });
    expect(codeOf(noEn)).toBe('CONTENT_ENGLISH_REQUIRED');
    expect(codeOf(await ops.client.exec(CREATE, { kind: 'NEWS', input: { translations: [], pinned: false } }))).toBe(
      'CONTENT_ENGLISH_REQUIRED',
    );
    expect(codeOf(await ops.client.exec(CREATE, { kind: 'NEWS', input: { translations: [en('', 'Body')], pinned: false } }))).toBe(
      'CONTENT_INCOMPLETE',
    );
    expect(
      codeOf(
        await ops.client.exec(CREATE, {
          kind: 'NEWS',
          input: { translations: [en('T'), { lang: 'de', title: 'T', body: 'B' }], pinned: false },
        }),
      ),
    ).toBe('BAD_INPUT');
    expect(codeOf(await ops.client.exec(CREATE, { kind: 'NEWS', input: { translations: [en('T'), en('T2')], pinned: false } }))).toBe(
      'BAD_INPUT',
    );
    const badLink = await ops.client.exec(CREATE, {
      kind: 'BANNER',
      input: { translations: [en('Banner', '')], pinned: false, link: 'javascript:alert(1)' },
    });
    expect(['CONTENT_LINK_INVALID', 'CONTENT_IMAGE_REQUIRED']).toContain(codeOf(badLink));
    expect(await count()).toBe(rows);
  });

  it('refuses every ops query and mutation to users and anonymous callers, changing nothing', async () => {
    const item = await create('NOTICE', [en('Ops only')]);
    const rows = await count();
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE, { kind: 'NEWS', input: { translations: [en('Nope')], pinned: false } }],
      [UPDATE, { id: item.id, input: { translations: [en('Nope')], pinned: true } }],
      [PUBLISH, { id: item.id, at: null }],
      [UNPUBLISH, { id: item.id }],
      [DELETE, { id: item.id }],
      [`query { opsContent(first: 5) { items { id } } }`, {}],
      [`query Q($id: ID!) { opsContentItem(id: $id) { id } }`, { id: item.id }],
      [`query { opsContentPreview(body: "hi") }`, {}],
    ];
    for (const [q, v] of calls) {
      expect(codeOf(await user.client.exec(q, v)), q).toBe('FORBIDDEN');
      expect(codeOf(await app.anonymous().exec(q, v)), q).toBe('UNAUTHENTICATED');
    }
    expect(await count()).toBe(rows);
    const stored = await app.ds.query(`SELECT translations, pinned, publish_at FROM content_items WHERE id = $1`, [item.id]);
    expect(stored[0].translations.en.title).toBe('Ops only');
    expect(stored[0].publish_at).not.toBeNull();
  });

  it('audits every ops change with actor, target and before/after', async () => {
    const item = await create('NOTICE', [en('Trading hours on 24 December')], { publishAt: null });
    await ops.client.exec(UPDATE, { id: item.id, input: { translations: [en('Trading hours on 24 and 31 December')], pinned: true } });
    const published = await ops.client.exec<{ publishContent: { status: string } }>(PUBLISH, { id: item.id, at: null });
    expect(published.data?.publishContent.status).toBe('PUBLISHED');
    await ops.client.exec(UNPUBLISH, { id: item.id });
    const deleted = await ops.client.exec<{ deleteContent: boolean }>(DELETE, { id: item.id });
    expect(deleted.data?.deleteContent).toBe(true);
    expect(await app.ds.query('SELECT 1 FROM content_items WHERE id = $1', [item.id])).toHaveLength(0);

    const rows: Array<{
      action: string;
      actor_id: string;
      target_type: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }> = await app.ds.query(`SELECT action, actor_id, target_type, before, after FROM audit_log WHERE target_id = $1 ORDER BY id`, [
      item.id,
    ]);
    expect(rows.map((r) => r.action)).toEqual([
      'content.created',
      'content.updated',
      'content.published',
      'content.unpublished',
      'content.deleted',
    ]);
    expect(rows.every((r) => r.actor_id === ops.user.id && r.target_type === 'content.notice')).toBe(true);
    expect(rows[1].before).toMatchObject({ titles: { en: 'Trading hours on 24 December' }, pinned: false });
    expect(rows[1].after).toMatchObject({ titles: { en: 'Trading hours on 24 and 31 December' }, pinned: true });
    expect(rows[2].before).toEqual({ publishAt: null });
    expect(rows[2].after).toEqual({ publishAt: app.clock.now().toISOString() });
    expect(rows[4].before).toMatchObject({ kind: 'notice' });
    expect(codeOf(await ops.client.exec(PUBLISH, { id: item.id }))).toBe('NOT_FOUND');
  });

  it('keeps a banner’s image through uploads: required, attached once, public link, nothing stored when refused', async () => {
    const input = (imageUploadId: string | null) => ({
      translations: [en('Every charge shown before you confirm', ''), { lang: 'fr', title: 'Chaque frais affiché', body: '' }],
      pinned: false,
      link: '/subPackages/mine/notice/notice',
      imageUploadId,
    });
    const rows = await count();
    expect(codeOf(await ops.client.exec(CREATE, { kind: 'BANNER', input: input(null), publishAt: app.clock.now().toISOString() }))).toBe(
      'CONTENT_IMAGE_REQUIRED',
    );
    // Someone else's upload, or one made for another purpose, is not found; nothing is stored.
    const otherOps = await app.createOps();
    const foreign = await app.services.uploads.create(otherOps.user, 'banner', await bannerImage(1));
    expect(codeOf(await ops.client.exec(CREATE, { kind: 'BANNER', input: input(foreign.id) }))).toBe('UPLOAD_NOT_FOUND');
    const receipt = await app.services.uploads.create(ops.user, 'receipt', await bannerImage(1));
    expect(codeOf(await ops.client.exec(CREATE, { kind: 'BANNER', input: input(receipt.id) }))).toBe('UPLOAD_NOT_FOUND');
    expect(await count()).toBe(rows);

    const image = await app.services.uploads.create(ops.user, 'banner', await bannerImage(0));
    const made = await ops.client.exec<{ createContent: { id: string } }>(CREATE, {
      kind: 'BANNER',
      input: input(image.id),
      publishAt: app.clock.now().toISOString(),
    });
    expect(made.errors).toBeUndefined();
    const attached = await app.ds.query('SELECT attached_at, reference_type, reference_id FROM uploads WHERE id = $1', [image.id]);
    expect(attached[0]).toMatchObject({ reference_type: 'content', reference_id: made.data!.createContent.id });
    expect(attached[0].attached_at).not.toBeNull();
    // The same upload cannot be attached to a second banner.
    expect(codeOf(await ops.client.exec(CREATE, { kind: 'BANNER', input: input(image.id) }))).toBe('UPLOAD_NOT_FOUND');

    const res = await app.anonymous().exec<{ banners: Array<{ id: string; title: string; link: string; imageUrl: string }> }>(BANNERS, {
      lang: 'fr',
    });
    const banner = res.data!.banners.find((b) => b.id === made.data!.createContent.id);
    expect(banner).toMatchObject({
      title: 'Chaque frais affiché',
      link: '/subPackages/mine/notice/notice',
      imageUrl: `/uploads/public/${image.id}`,
    });
    const picture = await fetch(`${app.url}${banner!.imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });
});
