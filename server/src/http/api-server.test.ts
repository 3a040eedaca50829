import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrustedDocuments } from '../graphql/trusted-documents';
import { type TestApp, codeOf, createTestApp, wsExec } from '../test/harness';

const ME = 'query Session_Me { me { id phone __typename } }';

describe('query limits, errors and headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it('refuses documents past the alias and token limits, over HTTP and WebSocket', async () => {
    const aliases = (n: number) => `query A { ${Array.from({ length: n }, (_, i) => `a${i}: errorCodes`).join(' ')} }`;
    const tokens = (n: number) => `{ ${Array.from({ length: n - 2 }, () => '__typename').join(' ')} }`;
    const client = app.anonymous();
    for (const allowed of [aliases(15), tokens(400)]) expect((await client.exec(allowed)).errors?.[0]?.message).toBeUndefined();
    for (const query of [aliases(16), tokens(1001)]) {
      const http = await client.exec(query);
      expect(http.data ?? null).toBeNull();
      expect(codeOf(http)).toBe('QUERY_REJECTED');
      // The caller's document is refused: 400, never a 500 (issue 11 item 9).
      expect(http.status).toBe(400);
      const ws = client.ws();
      const overWs = await wsExec(ws, { query });
      expect(overWs.errors?.[0]?.extensions?.code).toBe('QUERY_REJECTED');
      await ws.dispose();
    }
  });

  it('calls a badly typed variable bad input', async () => {
    const res = await app.anonymous().exec('query V($n: Int!) { errorCodes __typename }', { n: 'many' });
    expect(codeOf(res)).toBe('BAD_INPUT');
  });

  it('gives field errors no suggestions, no stack and no SQL', async () => {
    const res = await app.anonymous().exec('query { mee { id } }');
    expect(codeOf(res)).toBe('QUERY_REJECTED');
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean|stack|at \w+ \(/);
    const malformed = await app.anonymous().exec('', undefined, { rawBody: '{"query": "{ me { id } ' });
    expect(malformed.status).toBe(400);
    expect(codeOf(malformed)).toBe('QUERY_REJECTED');
    expect(JSON.stringify(malformed.errors)).not.toMatch(/SyntaxError|node_modules|at JSON/);
  });

  it('refuses a cross-site simple request (CSRF prevention)', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: ME }),
    });
    expect(res.status).toBe(400);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('carries the session on the WebSocket and refuses upgrades from other origins', async () => {
    const { user, client } = await app.registerUser();
    const ws = client.ws({ origin: app.url.replace('127.0.0.1', '127.0.0.1') });
    const res = await wsExec<{ me: { id: string } }>(ws, { query: ME });
    expect(res.data?.me?.id).toBe(user.id);
    await ws.dispose();
    const anonWs = app.anonymous().ws();
    expect((await wsExec(anonWs, { query: ME })).data).toEqual({ me: null });
    await anonWs.dispose();
    const evil = client.ws({ origin: 'https://evil.example' });
    await expect(wsExec(evil, { query: ME })).rejects.toBeTruthy();
    await evil.dispose();
  });
});

describe('trusted documents in production mode', () => {
  let app: TestApp;
  const hash = TrustedDocuments.hash(ME);
  beforeAll(async () => {
    // Production on an external database needs the field encryption key from the environment.
    const fieldEncryptionKey = randomBytes(32).toString('base64');
    app = await createTestApp({ mode: 'production', fieldEncryptionKey }, { trusted: new TrustedDocuments(new Map([[hash, ME]]), true) });
  });
  afterAll(async () => app?.close());

  it("lets a user session run only the client's documents, by hash, over HTTP and WebSocket", async () => {
    const { user, client } = await app.registerUser();
    const byHash = await client.exec<{ me: { id: string } }>('', undefined, { extensions: { documentId: hash } });
    expect(byHash.data?.me?.id).toBe(user.id);
    expect(codeOf(await client.exec('query Other { me { id inviteCode } }'))).toBe('DOCUMENT_NOT_TRUSTED');
    expect(codeOf(await client.exec('', undefined, { extensions: { documentId: 'f'.repeat(64) } }))).toBe('DOCUMENT_NOT_TRUSTED');
    expect(codeOf(await app.anonymous().exec('query { __schema { types { name } } }'))).toBe('DOCUMENT_NOT_TRUSTED');
    const ws = client.ws();
    expect((await wsExec<{ me: { id: string } }>(ws, { query: '', extensions: { documentId: hash } })).data?.me?.id).toBe(user.id);
    expect((await wsExec(ws, { query: 'query Other { me { id inviteCode } }' })).errors?.[0]?.extensions?.code).toBe(
      'DOCUMENT_NOT_TRUSTED',
    );
    await ws.dispose();
  });

  it('lets an ops session run any document, introspection included', async () => {
    const ops = await app.createOps();
    const res = await ops.client.exec<{ __schema: { queryType: { name: string } } }>('query { __schema { queryType { name } } }');
    expect(res.data?.__schema.queryType.name).toBe('Query');
    const ws = ops.client.ws();
    expect((await wsExec<{ errorCodes: string[] }>(ws, { query: '{ errorCodes }' })).data?.errorCodes).toContain('FORBIDDEN');
    await ws.dispose();
  });
});

describe('database faults', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, { poolSize: 4 });
  });
  afterAll(async () => app?.close());

  it('fails only the request whose connection was killed, and keeps serving', async () => {
    const { user, client } = await app.registerUser();
    const admin = new pg.Client({ connectionString: app.dbUrl });
    await admin.connect();
    // Hold a lock the request needs, so its connection is busy and findable when we kill it.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const victim = client.exec(ME);
    let pid: number | undefined;
    for (let i = 0; i < 100 && !pid; i++) {
      const rows = await admin.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'vela-api' AND wait_event_type = 'Lock'`,
      );
      pid = rows.rows[0]?.pid;
      if (!pid) await new Promise((r) => setTimeout(r, 20));
    }
    expect(pid).toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.query('ROLLBACK');
    const killed = await victim;
    expect(codeOf(killed)).toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(killed.errors)).not.toMatch(/terminat|SQL|stack/i);
    // Every idle connection of the pool dies too; the next requests still succeed.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'vela-api'`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const results = await Promise.all(Array.from({ length: 6 }, () => client.exec<{ me: { id: string } }>(ME)));
    expect(results.filter((r) => r.data?.me?.id === user.id).length).toBeGreaterThanOrEqual(5);
    const after = await client.exec<{ me: { id: string } }>(ME);
    expect(after.data?.me?.id).toBe(user.id);
    await admin.end();
  });
});
