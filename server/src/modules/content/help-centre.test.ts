import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { foldForSearch, helpQuery, isValidSlug } from './content-help';

// Issue 34, the help centre: help articles are content items of kind HELP with a slug, searched by
// readers in their language (English as the fallback), written by ops only.

const CREATE = `mutation C($kind: ContentKind!, $input: ContentInput!, $publishAt: DateTime) {
  createContent(kind: $kind, input: $input, publishAt: $publishAt) { id kind slug status }
}`;
const UPDATE = `mutation U($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { id slug } }`;
const UNPUBLISH = `mutation U($id: ID!) { unpublishContent(id: $id) { id status } }`;
const LIST = `query H($lang: String, $query: String, $first: Int!, $after: String) {
  helpArticles(lang: $lang, query: $query, first: $first, after: $after) { items { id slug lang title summary kind } nextCursor }
}`;
const ONE = `query A($slug: String!, $lang: String) { helpArticle(slug: $slug, lang: $lang) { id slug lang title bodyHtml kind } }`;

type Tr = { lang: string; title: string; body: string };
interface Entry {
  id: string;
  slug: string;
  lang: string;
  title: string;
  summary: string;
  bodyHtml: string;
  kind: string;
}

describe('help centre', () => {
  let app: TestApp;
  let ops: TestUser;
  let user: TestUser;
  /** Slugs of this file's articles, unique per run. */
  const tag = Math.random().toString(36).slice(2, 8);

  const create = async (slug: string, translations: Tr[], opts: { publishAt?: Date | null; pinned?: boolean } = {}) => {
    const res = await ops.client.exec<{ createContent: { id: string; slug: string; status: string } }>(CREATE, {
      kind: 'HELP',
      input: { translations, pinned: opts.pinned ?? false, slug },
      publishAt: opts.publishAt === undefined ? app.clock.now().toISOString() : (opts.publishAt?.toISOString() ?? null),
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.createContent;
  };
  const search = async (query: string | null, lang: string | null, as = user.client) => {
    const res = await as.exec<{ helpArticles: { items: Entry[]; nextCursor: string | null } }>(LIST, { query, lang, first: 100 });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.helpArticles.items;
  };
  const count = async () => Number((await app.ds.query(`SELECT count(*)::int AS n FROM content_items WHERE kind = 'help'`))[0].n);

  let fees: { id: string };
  let draw: { id: string };

  beforeAll(async () => {
    app = await createTestApp();
    ops = await app.createOps();
    user = await app.registerUser();
    fees = await create(`fees-${tag}`, [
      {
        lang: 'en',
        title: 'Fees and charges',
        body: 'Every **commission** is shown before you confirm. Withdrawal fee: 0.5% of the amount.',
      },
      {
        lang: 'es',
        title: 'Comisiones y gastos',
        body: 'Cada **comisión** se muestra antes de confirmar. Comisión de retirada: 0,5 % del importe.',
      },
      { lang: 'fr', title: 'Frais et commissions', body: 'Chaque **commission** est affichée avant votre confirmation.' },
      { lang: 'zh-Hans', title: '费用与收费', body: '每一项**手续费**都会在您确认前显示。' },
      { lang: 'zh-Hant', title: '費用與收費', body: '每一項**手續費**都會在您確認前顯示。出金手續費為金額的 0.5%。' },
    ]);
    draw = await create(`draw-${tag}`, [
      {
        lang: 'en',
        title: 'How the draw works',
        body: 'The seed hash is published before the draw; the seed is revealed after it. Odds are 100% fair_ish.',
      },
      { lang: 'zh-Hant', title: '抽籤如何進行', body: '種子雜湊於抽籤前公布，種子於抽籤後公布。' },
    ]);
  });
  afterAll(async () => app?.close());

  it('finds an article by a word in Spanish and in traditional Chinese, in the reader’s language, signed in or not', async () => {
    const es = await search('comisión', 'es');
    expect(es.map((e) => e.id)).toEqual([fees.id]);
    expect(es[0]).toMatchObject({ lang: 'es', title: 'Comisiones y gastos', slug: `fees-${tag}`, kind: 'HELP' });
    // Case and accents do not matter; a word only in the body is found too.
    expect((await search('COMISION DE RETIRADA', 'es')).map((e) => e.id)).toEqual([fees.id]);
    expect((await search('importe', 'es', app.anonymous())).map((e) => e.id)).toEqual([fees.id]);

    const hant = await search('手續費', 'zh-Hant', app.anonymous());
    expect(hant.map((e) => e.id)).toEqual([fees.id]);
    expect(hant[0]).toMatchObject({ lang: 'zh-Hant', title: '費用與收費' });
    expect((await search('抽籤', 'zh-Hant')).map((e) => e.id)).toEqual([draw.id]);
    // Simplified characters are the other language's text: not found in the traditional version.
    expect(await search('手续费', 'zh-Hant')).toEqual([]);
    expect((await search('手续费', 'zh-Hans')).map((e) => e.id)).toEqual([fees.id]);

    // English is the fallback: an article without a Spanish version is searched (and shown) in English,
    // and English words find an article from any language.
    const seedEs = await search('seed hash', 'es');
    expect(seedEs.map((e) => [e.id, e.lang])).toEqual([[draw.id, 'en']]);
    expect((await search('withdrawal fee', 'fr')).map((e) => [e.id, e.lang])).toEqual([[fees.id, 'fr']]);
    expect(await search('nothing like this anywhere', 'en')).toEqual([]);
  });

  it('lists every published article when the query is empty, pinned first then by title, and pages without repeats', async () => {
    const pinned = await create(`pinned-${tag}`, [{ lang: 'en', title: 'Zz security first', body: 'Passkeys.' }], { pinned: true });
    const all = await search('   ', 'en');
    expect(all[0].id).toBe(pinned.id);
    const rest = all.slice(1).map((e) => e.title);
    expect(rest).toEqual([...rest].sort());
    expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([fees.id, draw.id]));
    expect(await search(null, 'en')).toEqual(all);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res: { data?: { helpArticles: { items: Entry[]; nextCursor: string | null } } | null } = await app
        .anonymous()
        .exec(LIST, { lang: 'en', first: 1, after });
      seen.push(...res.data!.helpArticles.items.map((e) => e.id));
      after = res.data!.helpArticles.nextCursor;
    } while (after);
    expect(seen).toEqual(all.map((e) => e.id));
    // A cursor of one search is refused by another (or by the news list).
    const first = await user.client.exec<{ helpArticles: { nextCursor: string } }>(LIST, { lang: 'en', first: 1 });
    const other = await user.client.exec(LIST, { lang: 'en', query: 'fee', first: 1, after: first.data!.helpArticles.nextCursor });
    expect(codeOf(other)).toBe('BAD_INPUT');
    await ops.client.exec(UNPUBLISH, { id: pinned.id });
  });

  it('opens one article by slug, in the reader’s language or English; unknown, draft and scheduled ones are NOT_FOUND', async () => {
    const read = async (slug: string, lang: string | null) => app.anonymous().exec<{ helpArticle: Entry }>(ONE, { slug, lang });
    expect((await read(`fees-${tag}`, 'zh-Hant')).data?.helpArticle).toMatchObject({ lang: 'zh-Hant', title: '費用與收費' });
    expect((await read(`draw-${tag}`, 'es')).data?.helpArticle).toMatchObject({ lang: 'en', title: 'How the draw works' });
    expect((await read(`fees-${tag}`, 'fr')).data?.helpArticle.bodyHtml).toContain('<strong>commission</strong>');
    expect(codeOf(await read('no-such-article', 'en'))).toBe('NOT_FOUND');
    expect(codeOf(await read('Not A Slug!', 'en'))).toBe('NOT_FOUND');
    expect(codeOf(await read('x'.repeat(5000), 'en'))).toBe('NOT_FOUND');

    const draft = await create(`draft-${tag}`, [{ lang: 'en', title: 'Unreleased rules', body: 'Secret draft words.' }], {
      publishAt: null,
    });
    const later = await create(`later-${tag}`, [{ lang: 'en', title: 'Coming rules', body: 'Scheduled draft words.' }], {
      publishAt: new Date(app.clock.now().getTime() + 3_600_000),
    });
    expect(draft.status).toBe('DRAFT');
    expect(later.status).toBe('SCHEDULED');
    for (const slug of [`draft-${tag}`, `later-${tag}`]) expect(codeOf(await read(slug, 'en'))).toBe('NOT_FOUND');
    const listed = (await search(null, 'en')).map((e) => e.id);
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(later.id);
    expect(await search('draft words', 'en')).toEqual([]);

    // Unpublishing takes a published one out of the list, the search and its page.
    const gone = await create(`gone-${tag}`, [{ lang: 'en', title: 'Old rules', body: 'Withdrawn words.' }]);
    expect((await search('withdrawn words', 'en')).map((e) => e.id)).toEqual([gone.id]);
    await ops.client.exec(UNPUBLISH, { id: gone.id });
    expect(await search('withdrawn words', 'en')).toEqual([]);
    expect(codeOf(await read(`gone-${tag}`, 'en'))).toBe('NOT_FOUND');
    // Help articles are not news.
    expect(codeOf(await app.anonymous().exec(`query N($id: ID!) { newsItem(id: $id) { id } }`, { id: fees.id }))).toBe('NOT_FOUND');
  });

  it('refuses a bad or duplicate slug with stable codes and stores nothing', async () => {
    const rows = await count();
    const en = [{ lang: 'en', title: 'Slug test', body: 'Body.' }];
    const bad = [
      '',
      '   ',
      'ab',
      'Fees',
      'fees_and_charges',
      '-fees',
      'fees-',
      'fees--charges',
      'fees charges',
      'fées',
      'a'.repeat(65),
      null,
    ];
    for (const slug of bad) {
      const res = await ops.client.exec(CREATE, { kind: 'HELP', input: { translations: en, pinned: false, slug } });
      expect(codeOf(res), String(slug)).toBe('HELP_SLUG_INVALID');
    }
    const taken = await ops.client.exec(CREATE, { kind: 'HELP', input: { translations: en, pinned: false, slug: `fees-${tag}` } });
    expect(codeOf(taken)).toBe('HELP_SLUG_TAKEN');
    // Another kind has no slug.
    const news = await ops.client.exec(CREATE, { kind: 'NEWS', input: { translations: en, pinned: false, slug: 'some-news' } });
    expect(codeOf(news)).toBe('HELP_SLUG_INVALID');
    expect(await count()).toBe(rows);

    // The longest slug is fine; an update may keep its slug or take a free one, never another's.
    const long = await create('a'.repeat(64), en);
    expect(long.slug).toBe('a'.repeat(64));
    const same = await ops.client.exec<{ updateContent: { slug: string } }>(UPDATE, {
      id: long.id,
      input: { translations: en, pinned: false, slug: 'a'.repeat(64) },
    });
    expect(same.data?.updateContent.slug).toBe('a'.repeat(64));
    expect(codeOf(await ops.client.exec(UPDATE, { id: long.id, input: { translations: en, pinned: false, slug: `draw-${tag}` } }))).toBe(
      'HELP_SLUG_TAKEN',
    );
    expect(codeOf(await ops.client.exec(UPDATE, { id: long.id, input: { translations: en, pinned: false, slug: 'Bad Slug' } }))).toBe(
      'HELP_SLUG_INVALID',
    );
    const renamed = await ops.client.exec<{ updateContent: { slug: string } }>(UPDATE, {
      id: long.id,
      input: { translations: en, pinned: false, slug: `renamed-${tag}` },
    });
    expect(renamed.data?.updateContent.slug).toBe(`renamed-${tag}`);
    expect((await app.ds.query('SELECT slug FROM content_items WHERE id = $1', [long.id]))[0].slug).toBe(`renamed-${tag}`);

    // Two saves racing for one free slug: one wins, the other is HELP_SLUG_TAKEN.
    const race = await Promise.all(
      [0, 1, 2].map(() => ops.client.exec(CREATE, { kind: 'HELP', input: { translations: en, pinned: false, slug: `race-${tag}` } })),
    );
    expect(race.filter((r) => !r.errors).length).toBe(1);
    expect(race.filter((r) => r.errors).map(codeOf)).toEqual(['HELP_SLUG_TAKEN', 'HELP_SLUG_TAKEN']);
  });

  it('takes %, _ and \\ in a search literally, and refuses a search over 100 characters', async () => {
    // Nothing has a percent sign followed by "x": a wildcard would have matched everything.
    for (const q of ['%', '_', '%%', '\\', '%x', '_%_']) {
      const found = await search(q, 'en');
      for (const e of found) {
        const res = await user.client.exec<{ helpArticle: Entry }>(ONE, { slug: e.slug, lang: 'en' });
        const text = `${res.data!.helpArticle.title} ${res.data!.helpArticle.bodyHtml}`;
        expect(foldForSearch(text.replace(/<[^>]+>/g, '')), q).toContain(q);
      }
    }
    expect(await search('%x', 'en')).toEqual([]);
    expect(await search('_%_', 'en')).toEqual([]);
    expect((await search('100%', 'en')).map((e) => e.id)).toEqual([draw.id]);
    expect((await search('fair_ish', 'en')).map((e) => e.id)).toEqual([draw.id]);
    expect(await search('fairXish', 'en')).toEqual([]);
    expect(await search('0.5%x', 'en')).toEqual([]);

    expect(codeOf(await user.client.exec(LIST, { query: 'x'.repeat(101), first: 5 }))).toBe('HELP_QUERY_TOO_LONG');
    expect(codeOf(await app.anonymous().exec(LIST, { query: '手'.repeat(101), first: 5 }))).toBe('HELP_QUERY_TOO_LONG');
    expect((await user.client.exec(LIST, { query: 'x'.repeat(100), first: 5 })).errors).toBeUndefined();
    expect(() => helpQuery('y'.repeat(101))).toThrow();
    expect(helpQuery('  ')).toBeNull();
  });

  it('lets only ops create and change help articles', async () => {
    const rows = await count();
    const input = { translations: [{ lang: 'en', title: 'Fake help', body: 'Send us a fee.' }], pinned: false, slug: `fake-${tag}` };
    expect(codeOf(await user.client.exec(CREATE, { kind: 'HELP', input }))).toBe('FORBIDDEN');
    expect(codeOf(await app.anonymous().exec(CREATE, { kind: 'HELP', input }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await user.client.exec(UPDATE, { id: fees.id, input }))).toBe('FORBIDDEN');
    expect(codeOf(await app.anonymous().exec(UPDATE, { id: fees.id, input }))).toBe('UNAUTHENTICATED');
    expect(await count()).toBe(rows);
    const stored = await app.ds.query('SELECT slug, translations FROM content_items WHERE id = $1', [fees.id]);
    expect(stored[0].slug).toBe(`fees-${tag}`);
    expect(stored[0].translations.en.title).toBe('Fees and charges');
    // What ops did is audited with the slug.
    const audit = await app.ds.query(
      `SELECT actor_id, target_type, after FROM audit_log WHERE target_id = $1 AND action = 'content.created'`,
      [fees.id],
    );
    expect(audit[0]).toMatchObject({ actor_id: ops.user.id, target_type: 'content.help' });
    expect(audit[0].after).toMatchObject({ kind: 'help', slug: `fees-${tag}` });
  });

  it('checks slugs and folds text the same way on both sides (pure rules)', () => {
    expect(['fees-and-charges', 'abc', 'a1-b2-c3', 'x'.repeat(64)].every(isValidSlug)).toBe(true);
    expect(['ab', 'A-b', 'a_b', 'a--b', '-ab', 'ab-', 'a b', 'x'.repeat(65)].some(isValidSlug)).toBe(false);
    expect(foldForSearch('  Comisión  DE\tRetirada ')).toBe('comision de retirada');
    expect(foldForSearch('Ｆｕｌｌ－width ﬁne')).toBe('full-width fine');
    expect(foldForSearch('手續費 ÉTÉ')).toBe('手續費 ete');
  });
});
