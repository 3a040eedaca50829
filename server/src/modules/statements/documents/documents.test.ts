import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GqlResult, type TestApp, type TestUser, codeOf, createTestApp } from '../../../test/harness';
import { fundUser } from '../../../test/scripted-market';

// Issue 36, documents through the real API and PostgreSQL with time from the test clock: a past month's
// statement asked for, made in the background, downloaded through a signed link by its owner (audited),
// refused to anyone else (NOT_FOUND), to the signed-out and after five minutes; bad requests refused
// with their codes and nothing stored; the monthly schedule once per user and month, catching up; a
// build left by a stopped process taken up again.

let app: TestApp;
let ops: TestUser;
let alice: TestUser;
let bob: TestUser;

const OCT = new Date('2026-10-14T10:00:00Z');
const NOV = new Date('2026-11-03T09:00:00Z');

const DOC = 'id documentNo kind status progress language requestedByUser month year dataset from to fileName contentType size errorCode';
const REQUEST = `mutation($input: RequestDocumentInput!) { requestDocument(input: $input) { ${DOC} } }`;
const ONE = `query($id: ID!) { document(id: $id) { ${DOC} } }`;
const LIST = `{ documents(first: 50) { items { ${DOC} } nextCursor } }`;
const LINK = 'mutation($id: ID!) { documentDownloadUrl(id: $id) }';

interface Doc {
  id: string;
  documentNo: string;
  kind: string;
  status: string;
  progress: number;
  language: string;
  requestedByUser: boolean;
  month: string | null;
  fileName: string | null;
  contentType: string | null;
  size: number | null;
  errorCode: string | null;
}

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const get = (u: TestUser | null, link: string) =>
  fetch(`${app.url}${link}`, { headers: u?.client.cookie ? { cookie: u.client.cookie } : {} });

async function request(u: TestUser, input: Record<string, unknown>): Promise<GqlResult<{ requestDocument: Doc }>> {
  return u.client.exec<{ requestDocument: Doc }>(REQUEST, { input });
}

async function readyDoc(u: TestUser, input: Record<string, unknown>): Promise<Doc> {
  const asked = ok(await request(u, input)).requestDocument;
  await app.services.documents.idle();
  return ok(await u.client.exec<{ document: Doc }>(ONE, { id: asked.id })).document;
}

const documentCount = async () => (await app.ds.query(`SELECT count(*)::int AS n FROM documents`))[0].n as number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(OCT);
  ops = await app.createOps();
  alice = await app.registerUser();
  bob = await app.registerUser();
  await fundUser(app, ops, alice, 'EUR', '1250.50');
  await fundUser(app, ops, bob, 'USD', '300');
  app.clock.set(NOV);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('documents', () => {
  it('last month’s statement is made in the background, and its owner downloads it through a signed link (audited)', async () => {
    const asked = ok(await request(alice, { kind: 'MONTHLY_STATEMENT', month: '2026-10', language: 'en' })).requestDocument;
    expect(asked).toMatchObject({ kind: 'MONTHLY_STATEMENT', month: '2026-10', language: 'en', requestedByUser: true });
    expect(asked.documentNo).toMatch(/^D20261103\d+$/);
    await app.services.documents.idle();
    const doc = ok(await alice.client.exec<{ document: Doc }>(ONE, { id: asked.id })).document;
    expect(doc).toMatchObject({ status: 'READY', progress: 100, fileName: 'vela-statement-2026-10.pdf', contentType: 'application/pdf' });

    const url = ok(await alice.client.exec<{ documentDownloadUrl: string }>(LINK, { id: doc.id })).documentDownloadUrl;
    expect(url).toMatch(new RegExp(`^/documents/${doc.id}\\?v=${alice.user.id}&exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    const res = await get(alice, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('vela-statement-2026-10.pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(doc.size);

    // Stored encrypted: the bytes at rest are not the PDF.
    const [stored] = await app.ds.query(`SELECT storage_key FROM documents WHERE id = $1`, [doc.id]);
    const sealed = await app.services.uploads.store.get(stored.storage_key);
    expect(sealed!.subarray(0, 4).toString()).toBe('VUP1');
    expect(sealed!.includes(Buffer.from('%PDF'))).toBe(false);

    const audits = await app.ds.query(`SELECT actor_id, after FROM audit_log WHERE action = 'document.downloaded' AND target_id = $1`, [
      doc.id,
    ]);
    expect(audits).toHaveLength(1);
    expect(audits[0].actor_id).toBe(alice.user.id);
    expect(audits[0].after).toMatchObject({ documentNo: doc.documentNo, kind: 'monthly_statement' });

    // A notification says it is ready; asking again answers the same document.
    const notes = ok(
      await alice.client.exec<{
        notifications: { items: Array<{ kind: string; link: string; params: Array<{ key: string; value: string }> }> };
      }>('{ notifications(first: 20) { items { kind link params { key value } } } }'),
    ).notifications.items.filter((n) => n.kind === 'DOCUMENT_READY');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe('/subPackages/mine/documents/index');
    expect(notes[0]!.params).toEqual(expect.arrayContaining([{ key: 'period', value: '2026-10' }]));
    const again = ok(await request(alice, { kind: 'MONTHLY_STATEMENT', month: '2026-10', language: 'en' })).requestDocument;
    expect(again.id).toBe(doc.id);
  });

  it('another user’s document is NOT_FOUND everywhere, and a signed-out visitor gets nothing', async () => {
    const doc = await readyDoc(alice, { kind: 'CSV_EXPORT', dataset: 'statement', from: '2026-10-01', to: '2026-11-02', language: 'es' });
    expect(doc.status).toBe('READY');
    expect(codeOf(await bob.client.exec(ONE, { id: doc.id }))).toBe('NOT_FOUND');
    expect(codeOf(await bob.client.exec(LINK, { id: doc.id }))).toBe('NOT_FOUND');
    expect(ok(await bob.client.exec<{ documents: { items: Doc[] } }>(LIST)).documents.items.map((d) => d.id)).not.toContain(doc.id);
    expect(codeOf(await app.anonymous().exec(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(LINK, { id: doc.id }))).toBe('UNAUTHENTICATED');

    const url = ok(await alice.client.exec<{ documentDownloadUrl: string }>(LINK, { id: doc.id })).documentDownloadUrl;
    const asBob = await get(bob, url);
    expect(asBob.status).toBe(404);
    expect(await asBob.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    expect((await get(null, url)).status).toBe(401);
    // Bob's own link to Alice's document does not exist: signing is the server's.
    const forged = url.replace(`v=${alice.user.id}`, `v=${bob.user.id}`);
    expect(await (await get(bob, forged)).json()).toEqual({ error: { code: 'DOCUMENT_LINK_INVALID' } });
    const audits = await app.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'document.downloaded' AND target_id = $1`, [
      doc.id,
    ]);
    expect(audits[0].n).toBe(0);
  });

  it('ops see which documents a user has (never the file), each look audited; a user cannot', async () => {
    const q = `query($userId: ID!) { opsUserDocuments(userId: $userId, first: 20) { items { ${DOC} } } }`;
    const items = ok(await ops.client.exec<{ opsUserDocuments: { items: Doc[] } }>(q, { userId: alice.user.id })).opsUserDocuments.items;
    expect(items.map((d) => d.kind)).toEqual(expect.arrayContaining(['MONTHLY_STATEMENT', 'CSV_EXPORT']));
    expect(codeOf(await bob.client.exec(q, { userId: alice.user.id }))).toBe('FORBIDDEN');
    const audits = await app.ds.query(`SELECT actor_id FROM audit_log WHERE action = 'documents.listed' AND target_id = $1`, [
      alice.user.id,
    ]);
    expect(audits).toEqual([{ actor_id: ops.user.id }]);
  });

  it('the year’s tax report is made in the background, as a PDF or a CSV', async () => {
    for (const format of ['pdf', 'csv'] as const) {
      const doc = await readyDoc(alice, { kind: 'TAX_REPORT', year: 2026, format, language: 'es' });
      expect(doc).toMatchObject({ status: 'READY', fileName: `vela-tax-report-2026.${format}` });
      const url = ok(await alice.client.exec<{ documentDownloadUrl: string }>(LINK, { id: doc.id })).documentDownloadUrl;
      const bytes = Buffer.from(await (await get(alice, url)).arrayBuffer());
      expect(bytes.subarray(0, format === 'pdf' ? 5 : 3)).toEqual(
        format === 'pdf' ? Buffer.from('%PDF-') : Buffer.from([0xef, 0xbb, 0xbf]),
      );
    }
  });

  it('a link works for five minutes; a tampered one never', async () => {
    const doc = await readyDoc(alice, { kind: 'CSV_EXPORT', dataset: 'orders', from: '2026-10-01', to: '2026-10-31', language: 'en' });
    const url = ok(await alice.client.exec<{ documentDownloadUrl: string }>(LINK, { id: doc.id })).documentDownloadUrl;
    const tampered = url.replace(/sig=([A-Za-z0-9_-])/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect(await (await get(alice, tampered)).json()).toEqual({ error: { code: 'DOCUMENT_LINK_INVALID' } });
    expect((await get(alice, url)).status).toBe(200);
    app.clock.advance(5 * 60 * 1000 + 1000);
    const late = await get(alice, url);
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ error: { code: 'DOCUMENT_LINK_EXPIRED' } });
  });

  it('bad requests are refused with their codes and store nothing', async () => {
    const before = await documentCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'MONTHLY_STATEMENT', month: '2026-11', language: 'en' }, 'DOCUMENT_PERIOD_INVALID'],
      [{ kind: 'MONTHLY_STATEMENT', month: '2026-13', language: 'en' }, 'DOCUMENT_PERIOD_INVALID'],
      [{ kind: 'MONTHLY_STATEMENT', month: '2019-12', language: 'en' }, 'DOCUMENT_PERIOD_INVALID'],
      [{ kind: 'MONTHLY_STATEMENT', month: '2026-10', language: 'de' }, 'BAD_INPUT'],
      [{ kind: 'TAX_REPORT', year: 2027, format: 'pdf', language: 'en' }, 'DOCUMENT_PERIOD_INVALID'],
      [{ kind: 'TAX_REPORT', year: 2025, format: 'xlsx', language: 'en' }, 'BAD_INPUT'],
      [{ kind: 'CSV_EXPORT', dataset: 'orders', from: '2020-01-01', to: '2026-01-01', language: 'en' }, 'DOCUMENT_RANGE_TOO_LONG'],
      [{ kind: 'CSV_EXPORT', dataset: 'orders', from: '2026-10-31', to: '2026-10-01', language: 'en' }, 'DOCUMENT_PERIOD_INVALID'],
      [{ kind: 'CSV_EXPORT', dataset: 'orders', from: '2026-02-30', to: '2026-03-01', language: 'en' }, 'DOCUMENT_PERIOD_INVALID'],
      [{ kind: 'CSV_EXPORT', dataset: 'passwords', from: '2026-10-01', to: '2026-10-02', language: 'en' }, 'BAD_INPUT'],
      [{ kind: 'TRADE_CONFIRMATION', positionId: randomUUID(), leg: 'open', language: 'en' }, 'NOT_FOUND'],
      [{ kind: 'TRADE_CONFIRMATION', positionId: 'not-an-id', leg: 'open', language: 'en' }, 'NOT_FOUND'],
    ];
    for (const [input, code] of cases) expect(codeOf(await request(alice, input)), JSON.stringify(input)).toBe(code);
    expect(await documentCount()).toBe(before);
  });

  it('at most five documents are made at once per user', async () => {
    const carol = await app.registerUser();
    for (let i = 0; i < 5; i++) {
      await app.ds.query(
        `INSERT INTO documents (id, document_no, owner_id, kind, params, params_key, language, origin, status, created_at, attempts)
         VALUES ($1, $2, $3, 'csv_export', '{}'::jsonb, $4, 'en', 'user', 'building', $5, 3)`,
        [randomUUID(), `DTEST${i}${Date.now()}`, carol.user.id, `test:${i}`, app.clock.now()],
      );
    }
    const r = await request(carol, { kind: 'CSV_EXPORT', dataset: 'orders', from: '2026-10-01', to: '2026-10-31', language: 'en' });
    expect(codeOf(r)).toBe('DOCUMENT_TOO_MANY_PENDING');
    expect(r.errors![0]!.extensions).toMatchObject({ details: { max: 5 } });
  });

  it('the monthly schedule queues each month’s statement once per user, in their language, and catches up', async () => {
    // Bob asked in Traditional Chinese once: his statements are written in it from then on.
    await readyDoc(bob, { kind: 'CSV_EXPORT', dataset: 'positions', from: '2026-10-01', to: '2026-10-31', language: 'zh-Hant' });
    app.clock.set(new Date('2026-12-01T00:30:00Z'));
    expect(await app.services.documents.scheduleMonthlyStatements()).toEqual(['2026-11']);
    expect(await app.services.documents.scheduleMonthlyStatements()).toEqual([]);
    const scheduled = async (u: TestUser) =>
      app.ds.query(
        `SELECT params->>'month' AS month, language, status FROM documents WHERE owner_id = $1 AND origin = 'schedule' ORDER BY 1`,
        [u.user.id],
      );
    expect(await scheduled(alice)).toEqual([{ month: '2026-11', language: 'en', status: 'queued' }]);
    expect(await scheduled(bob)).toEqual([{ month: '2026-11', language: 'zh-Hant', status: 'queued' }]);
    expect(await app.services.documents.buildPending()).toBeGreaterThanOrEqual(2);
    expect((await scheduled(bob))[0].status).toBe('ready');

    // Two months later, after downtime: December and January, each once.
    app.clock.set(new Date('2027-02-01T03:00:00Z'));
    expect(await app.services.documents.scheduleMonthlyStatements()).toEqual(['2026-12', '2027-01']);
    expect((await scheduled(alice)).map((r: { month: string }) => r.month)).toEqual(['2026-11', '2026-12', '2027-01']);
    // (Two months on, Bob's session has expired: his list as the API's service reads it.)
    const listed = (await app.services.documents.list(bob.user.id, 50)).items;
    expect(listed.filter((d) => d.origin === 'schedule').map((d) => (d.params as { month: string }).month)).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
    // Paging walks the same list, none twice.
    const first = await app.services.documents.list(bob.user.id, 2);
    const rest = await app.services.documents.list(bob.user.id, 50, first.nextCursor);
    expect([...first.items, ...rest.items].map((d) => d.id)).toEqual(listed.map((d) => d.id));
  });

  it('a build left by a stopped process is taken up again after ten minutes, not before', async () => {
    const stuck = randomUUID();
    const fresh = randomUUID();
    const now = app.clock.now();
    for (const [id, minutes, key] of [
      [stuck, 11, 'month:2026-09'],
      [fresh, 1, 'month:2026-08'],
    ] as const) {
      await app.ds.query(
        `INSERT INTO documents (id, document_no, owner_id, kind, params, params_key, language, origin, status, created_at, started_at, attempts)
         VALUES ($1, $2, $3, 'monthly_statement', $4::jsonb, $5, 'fr', 'user', 'building', $6, $6, 1)`,
        [
          id,
          `DSTUCK${minutes}${Date.now()}`,
          alice.user.id,
          JSON.stringify({ month: key.slice(6) }),
          key,
          new Date(now.getTime() - minutes * 60_000),
        ],
      );
    }
    await app.services.documents.buildPending();
    const status = async (id: string) => (await app.ds.query(`SELECT status, attempts FROM documents WHERE id = $1`, [id]))[0];
    expect(await status(stuck)).toEqual({ status: 'ready', attempts: 2 });
    expect(await status(fresh)).toEqual({ status: 'building', attempts: 1 });
    // A ready document never changes (the database refuses).
    await expect(app.ds.query(`UPDATE documents SET size = 1 WHERE id = $1`, [stuck])).rejects.toThrow(/never changes/);
  });
});
