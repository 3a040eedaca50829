import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TrustedDocuments } from '../../graphql/trusted-documents';
import { SESSION_ENDED_CLOSE_CODE } from '../../http/socket-sessions';
import { logger } from '../../shared/logger';
import { type GqlResult, GqlClient, type TestApp, type TestUser, codeOf, createTestApp, wsExec } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { API_SCOPE_FIELDS } from './api-scopes';

// Issue 19: personal API tokens with scopes, over HTTP (Authorization: Bearer) and graphql-ws
// (connection_init), against the real server and database.

const CREATE = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) {
  token apiToken { id name prefix scopes status expiresAt lastUsedAt revokedAt app { id name } } } }`;
const LIST = '{ myApiTokens { id name prefix scopes status lastUsedAt revokedAt } }';
const REVOKE = 'mutation($id: ID!) { revokeApiToken(id: $id) { id status revokedAt } }';
const PORTFOLIO = '{ portfolio { balances { currency available } } }';
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id orderNo status symbol limitPrice } }`;

type Row = Record<string, unknown>;

/** A client that signs every request with a bearer token and carries no cookie. */
function tokenClient(app: TestApp, token: string): GqlClient {
  return new GqlClient(app.url, null, { authorization: `Bearer ${token}` });
}

/** A graphql-ws client that sends the token in connection_init, as the example CLI does. */
function tokenSocket(app: TestApp, token: string) {
  return createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: true,
  });
}

async function createToken(u: TestUser, input: Row): Promise<{ token: string; id: string }> {
  const r = await u.client.exec<{ createApiToken: { token: string; apiToken: { id: string } } }>(CREATE, {
    input: { name: 'script', scopes: ['READ'], expiresInDays: 30, ...input },
  });
  expect(r.errors).toBeUndefined();
  return { token: r.data!.createApiToken.token, id: r.data!.createApiToken.apiToken.id };
}

const until = async (f: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!f()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('API tokens (test mode)', () => {
  let app: TestApp;
  let market: ScriptedMarket;
  let ops: TestUser;
  beforeAll(async () => {
    app = await createTestApp({ wsSessionCheckMs: 100, apiTokenRequestsPerMinute: 100_000 });
    app.clock.set(new Date('2026-11-20T15:00:00Z')); // a Friday afternoon: New York in session
    market = await scriptedMarket(app);
    ops = await app.createOps();
    await market.tick([['US:AAPL', '200.00', '200.10']]);
  });
  afterAll(async () => {
    await market?.feed.stop();
    await app?.close();
  });

  /** Ticks new prices until a live subscription has received one (it is running, and its socket tracked). */
  async function quoteArrives(count: () => number): Promise<void> {
    for (let i = 1; i <= 100 && count() === 0; i++) {
      await market.tick([['US:AAPL', `${200 + i}.00`, `${200 + i}.10`]]);
      await until(() => count() > 0, 100).catch(() => {});
    }
    expect(count()).toBeGreaterThan(0);
  }

  it('shows the secret once, keeps only its hash, lists tokens without it and records their last use', async () => {
    const u = await app.registerUser();
    const r = await u.client.exec<{ createApiToken: { token: string; apiToken: Row } }>(CREATE, {
      input: { name: 'My script', scopes: ['READ', 'TRADE'], expiresInDays: 90 },
    });
    expect(r.errors).toBeUndefined();
    const { token, apiToken } = r.data!.createApiToken;
    expect(token).toMatch(/^vela_pat_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'My script', scopes: ['READ', 'TRADE'], status: 'ACTIVE', lastUsedAt: null, app: null });
    expect(token.startsWith(apiToken.prefix as string)).toBe(true);
    expect(new Date(apiToken.expiresAt as string).getTime() - app.clock.now().getTime()).toBe(90 * 86_400_000);
    const [row] = await app.ds.query('SELECT row_to_json(t)::text AS json, token_hash FROM api_tokens t WHERE id = $1', [apiToken.id]);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.json).not.toContain(token.slice('vela_pat_'.length));
    const listed = await u.client.exec<{ myApiTokens: Row[] }>(LIST);
    expect(JSON.stringify(listed.data)).not.toContain(token);

    const me = await tokenClient(app, token).exec<{ portfolio: { balances: Row[] } }>(PORTFOLIO);
    expect(me.errors).toBeUndefined();
    const after = await u.client.exec<{ myApiTokens: Row[] }>(LIST);
    expect(after.data!.myApiTokens[0].lastUsedAt).toBe(app.clock.now().toISOString());
  });

  it('refuses bad input with stable codes and creates nothing', async () => {
    const u = await app.registerUser();
    const cases: Array<[Row, string]> = [
      [{ name: '  ' }, 'API_TOKEN_NAME_INVALID'],
      [{ name: 'x'.repeat(41) }, 'API_TOKEN_NAME_INVALID'],
      [{ scopes: [] }, 'API_TOKEN_SCOPES_INVALID'],
      [{ scopes: ['READ', 'READ'] }, 'API_TOKEN_SCOPES_INVALID'],
      [{ expiresInDays: 0 }, 'API_TOKEN_EXPIRY_INVALID'],
      [{ expiresInDays: 366 }, 'API_TOKEN_EXPIRY_INVALID'],
      [{ appId: '00000000-0000-4000-8000-000000000000' }, 'CLIENT_APP_NOT_FOUND'],
    ];
    for (const [input, code] of cases) {
      const r = await u.client.exec(CREATE, { input: { name: 'ok', scopes: ['READ'], expiresInDays: 30, ...input } });
      expect(codeOf(r), JSON.stringify(input)).toBe(code);
    }
    expect(codeOf(await app.anonymous().exec(CREATE, { input: { name: 'x', scopes: ['READ'], expiresInDays: 30 } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await ops.client.exec(CREATE, { input: { name: 'x', scopes: ['READ'], expiresInDays: 30 } }))).toBe(
      'API_TOKENS_FOR_INVESTORS_ONLY',
    );
    expect((await u.client.exec<{ myApiTokens: Row[] }>(LIST)).data!.myApiTokens).toEqual([]);
    // At most 20 active tokens; a revoked one makes room.
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await createToken(u, { name: `t${i}` }));
    expect(codeOf(await u.client.exec(CREATE, { input: { name: 'one more', scopes: ['READ'], expiresInDays: 30 } }))).toBe(
      'API_TOKEN_LIMIT_REACHED',
    );
    await u.client.exec(REVOKE, { id: made[0].id });
    await createToken(u, { name: 'one more' });
  });

  it("keeps each user's tokens their own (no token of another user can be listed, revoked or used as theirs)", async () => {
    const alice = await app.registerUser();
    const bob = await app.registerUser();
    await fundUser(app, ops, alice, 'USD', '500');
    const a = await createToken(alice, {});
    expect(codeOf(await bob.client.exec(REVOKE, { id: a.id }))).toBe('API_TOKEN_NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(REVOKE, { id: a.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(LIST))).toBe('UNAUTHENTICATED');
    expect((await bob.client.exec<{ myApiTokens: Row[] }>(LIST)).data!.myApiTokens).toEqual([]);
    // Alice's token sees Alice's money, whoever's cookie rides along; Bob's token sees Bob's.
    const b = await createToken(bob, {});
    const asAlice = await new GqlClient(app.url, bob.client.cookie, { authorization: `Bearer ${a.token}` }).exec<{
      portfolio: { balances: Array<{ currency: string; available: string }> };
    }>(PORTFOLIO);
    expect(asAlice.data!.portfolio.balances.find((x) => x.currency === 'USD')?.available).toBe('500');
    const asBob = await tokenClient(app, b.token).exec<{ portfolio: { balances: Array<{ currency: string; available: string }> } }>(
      PORTFOLIO,
    );
    expect(asBob.data!.portfolio.balances.find((x) => x.currency === 'USD')?.available ?? '0').toBe('0');
    // A token cannot read another user's order by id.
    const order = await tokenClient(app, (await createToken(alice, { scopes: ['TRADE', 'READ'] })).token).exec<{ placeOrder: Row }>(PLACE, {
      input: {
        symbol: 'US:AAPL',
        orderType: 'LIMIT',
        direction: 'LONG',
        shares: 1,
        leverage: 1,
        limitPrice: '150',
        idempotencyKey: randomUUID(),
      },
    });
    expect(order.errors).toBeUndefined();
    const peek = await tokenClient(app, b.token).exec(`query($id: ID!) { order(id: $id) { id } }`, { id: order.data!.placeOrder.id });
    expect(peek.data?.order ?? null).toBeNull();
  });

  it('refuses an unknown, revoked or expired token with 401, never falling back to the cookie', async () => {
    const u = await app.registerUser();
    const { token, id } = await createToken(u, { expiresInDays: 1 });
    const withCookie = new GqlClient(app.url, u.client.cookie, { authorization: 'Bearer vela_pat_nope' });
    const bad = await withCookie.exec(PORTFOLIO);
    expect(bad.status).toBe(401);
    expect(codeOf(bad)).toBe('API_TOKEN_INVALID');
    expect(codeOf(await new GqlClient(app.url, null, { authorization: 'Basic abc' }).exec(PORTFOLIO))).toBe('API_TOKEN_INVALID');
    expect((await tokenClient(app, token).exec(PORTFOLIO)).status).toBe(200);
    app.clock.advance(86_400_000 + 1000);
    try {
      expect(codeOf(await tokenClient(app, token).exec(PORTFOLIO))).toBe('API_TOKEN_INVALID');
      expect((await u.client.exec<{ myApiTokens: Row[] }>(LIST)).data!.myApiTokens[0].status).toBe('EXPIRED');
    } finally {
      app.clock.set(new Date('2026-11-20T15:00:00Z'));
    }
    await u.client.exec(REVOKE, { id });
    expect(codeOf(await tokenClient(app, token).exec(PORTFOLIO))).toBe('API_TOKEN_INVALID');
  });

  it('lets each scope reach exactly its root fields: every root field tried with every scope', async () => {
    const u = await app.registerUser();
    const read = (await createToken(u, { scopes: ['READ'] })).token;
    const trade = (await createToken(u, { scopes: ['TRADE'] })).token;
    const both = (await createToken(u, { scopes: ['READ', 'TRADE'] })).token;
    const schema = await ops.client.exec<{ __schema: Record<string, { fields: Array<{ name: string }> }> }>(
      '{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }',
    );
    const roots: Array<[string, string]> = [];
    for (const [kind, type] of [
      ['query', 'queryType'],
      ['mutation', 'mutationType'],
      ['subscription', 'subscriptionType'],
    ] as const) {
      for (const f of schema.data!.__schema[type].fields) roots.push([kind, f.name]);
    }
    expect(roots.length).toBeGreaterThan(100);
    const listed = new Set([...API_SCOPE_FIELDS.read, ...API_SCOPE_FIELDS.trade]);
    // Every field the policy names exists (a rename would silently shut a scope out of it).
    for (const f of listed) expect(roots.map(([, n]) => n)).toContain(f);
    const never = [
      'requestWithdrawal',
      'changeLoginPassword',
      'changePayPassword',
      'setPayPassword',
      'createApiToken',
      'revokeApiToken',
      'myApiTokens',
      'addBankCard',
      'adjustBalance',
      'login',
      'logout',
      'me',
    ];
    for (const f of never) expect(listed.has(f), f).toBe(false);

    for (const [scopes, token] of [
      [['read'], read],
      [['trade'], trade],
      [['read', 'trade'], both],
    ] as const) {
      const client = tokenClient(app, token);
      for (const [kind, field] of roots) {
        // The scope check reads the root fields before anything runs: arguments do not matter to it.
        const r = await client.exec(`${kind} { ${field} }`);
        const allowed = (scopes as readonly string[]).some((s) =>
          (API_SCOPE_FIELDS as Record<string, readonly string[]>)[s].includes(field),
        );
        if (allowed) expect(codeOf(r), `${field} with ${scopes}`).not.toBe('API_SCOPE_MISSING');
        else {
          expect(codeOf(r), `${field} with ${scopes}`).toBe('API_SCOPE_MISSING');
          expect(r.status).toBe(403);
        }
      }
    }
    // Fragments and aliases do not hide a field; several root fields need every scope they touch.
    const hidden = await tokenClient(app, read).exec(
      'query { ...F } fragment F on Query { x: myWithdrawals(first: 1) { items { id } } me { id } }',
    );
    expect(codeOf(hidden)).toBe('API_SCOPE_MISSING');
    expect(
      codeOf(
        await tokenClient(app, read).exec(
          `mutation { placeOrder(input: {symbol: "US:AAPL", orderType: MARKET, direction: LONG, shares: 1, idempotencyKey: "x"}) { id } }`,
        ),
      ),
    ).toBe('API_SCOPE_MISSING');
    // Over the WebSocket as well: subscriptions need read.
    const ws = tokenSocket(app, trade);
    expect(codeOf(await wsExec(ws, { query: 'subscription { accountEvents(afterSeq: "0") { seq } }' }))).toBe('API_SCOPE_MISSING');
    await ws.dispose();
  });

  it('places a limit order with the trade scope, and audits every use of it', async () => {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '1000');
    const { token, id } = await createToken(u, { scopes: ['READ', 'TRADE'] });
    const r = await tokenClient(app, token).exec<{ placeOrder: Row }>(PLACE, {
      input: {
        symbol: 'US:AAPL',
        orderType: 'LIMIT',
        direction: 'LONG',
        shares: 2,
        leverage: 1,
        limitPrice: '190',
        idempotencyKey: randomUUID(),
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.placeOrder).toMatchObject({ status: 'PENDING', symbol: 'US:AAPL', limitPrice: '190' });
    const orders = await u.client.exec<{ orders: { items: Row[] } }>('{ orders(first: 5) { items { id orderNo } } }');
    expect(orders.data!.orders.items.map((o) => o.id)).toContain(r.data!.placeOrder.id);
    const audit: Array<{ action: string; actor_id: string; after: Row }> = await app.ds.query(
      `SELECT action, actor_id, after FROM audit_log WHERE target_type = 'api_token' AND target_id = $1 ORDER BY at`,
      [id],
    );
    expect(audit.filter((a) => a.action === 'api_token.trade')).toEqual([
      expect.objectContaining({ actor_id: u.user.id, after: expect.objectContaining({ fields: ['placeOrder'] }) }),
    ]);
    // A read does not write to the audit log; a refused trade attempt still does not run.
    await tokenClient(app, token).exec(PORTFOLIO);
    const [{ n }] = await app.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'api_token.trade' AND target_id = $1`, [
      id,
    ]);
    expect(n).toBe(1);
  });

  it('streams quotes over a token socket, and revoking the token closes it', async () => {
    const u = await app.registerUser();
    const { token, id } = await createToken(u, {});
    const ws = tokenSocket(app, token);
    const state = { prices: [] as string[], closedWith: null as number | null };
    ws.on('closed', (e) => {
      state.closedWith = (e as { code: number }).code;
    });
    ws.subscribe(
      { query: 'subscription { quotes(symbols: ["US:AAPL"]) { symbol bid } }' },
      { next: (v) => state.prices.push((v.data as { quotes: { bid: string } }).quotes.bid), error: () => {}, complete: () => {} },
    );
    await quoteArrives(() => state.prices.length);
    await u.client.exec(REVOKE, { id });
    await until(() => state.closedWith !== null);
    expect(state.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    await ws.dispose();
  });

  it('closes the socket of a token that expires while it is open', async () => {
    const u = await app.registerUser();
    const { token } = await createToken(u, { expiresInDays: 1 });
    const ws = tokenSocket(app, token);
    let closedWith: number | null = null;
    ws.on('closed', (e) => {
      closedWith = (e as { code: number }).code;
    });
    let received = 0;
    ws.subscribe(
      { query: 'subscription { quotes(symbols: ["US:AAPL"]) { bid } }' },
      { next: () => received++, error: () => {}, complete: () => {} },
    );
    await quoteArrives(() => received);
    app.clock.advance(86_400_000 + 1000);
    try {
      await until(() => closedWith !== null);
      expect(closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    } finally {
      app.clock.set(new Date('2026-11-20T15:00:00Z'));
    }
    await ws.dispose();
  });

  it('never writes a token to the logs or the audit log', async () => {
    const u = await app.registerUser();
    const { token } = await createToken(u, { scopes: ['READ', 'TRADE'] });
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const original = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
    const level = logger.level;
    (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = stream;
    logger.level = 'debug';
    try {
      const c = tokenClient(app, token);
      await c.exec(PORTFOLIO);
      await c.exec('{ me { id } }');
      await c.exec(PLACE, {
        input: { symbol: 'US:NOPE', orderType: 'MARKET', direction: 'LONG', shares: 1, leverage: 1, idempotencyKey: randomUUID() },
      });
      // What a careless handler might log: the request's headers, an error quoting the header.
      logger.warn(
        { req: { headers: { authorization: `Bearer ${token}` } }, connectionParams: { authorization: `Bearer ${token}` } },
        'request',
      );
      logger.error({ err: new Error(`could not parse Bearer ${token}`) }, `failed for ${token}`);
    } finally {
      (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = original;
      logger.level = level;
    }
    const text = lines.join('');
    expect(text).toContain('api token operation'); // the server did log the operations…
    expect(text).not.toContain(token.slice('vela_pat_'.length, 20)); // …and never the secret
    const audit = await app.ds.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE (coalesce(after::text, '') || coalesce(before::text, '')) LIKE $1`,
      [`%${token.slice(9, 30)}%`],
    );
    expect(audit[0].n).toBe(0);
  });
});

describe('client apps and their documents (production mode)', () => {
  let app: TestApp;
  let ops: TestUser;
  const WEB_DOC = 'query WebPortfolio { portfolio { balances { currency available } } }';
  const APP_DOC = 'query CliPortfolio { portfolio { balances { currency available frozen } } }';
  const OTHER_DOC = 'query OtherApp { portfolio { balances { currency } } }';
  const sha = (d: string) => createHash('sha256').update(d).digest('hex');
  const REGISTER = `mutation($input: RegisterClientAppInput!) { registerClientApp(input: $input) { id name allowedScopes manifests { version } } }`;
  const UPLOAD = `mutation($input: UploadClientAppManifestInput!) { uploadClientAppManifest(input: $input) { version documentCount } }`;
  beforeAll(async () => {
    app = await createTestApp(
      { mode: 'production', fieldEncryptionKey: randomBytes(32).toString('base64'), apiTokenRequestsPerMinute: 10 },
      { trusted: new TrustedDocuments(new Map([[sha(WEB_DOC), WEB_DOC]]), true) },
    );
    ops = await app.createOps();
  });
  afterAll(async () => app?.close());

  async function register(name: string, scopes: string[]): Promise<string> {
    const r = await ops.client.exec<{ registerClientApp: { id: string } }>(REGISTER, {
      input: { name, owner: 'Acme Ltd', allowedScopes: scopes },
    });
    expect(r.errors).toBeUndefined();
    return r.data!.registerClientApp.id;
  }

  it('registers apps and versioned manifests (audited), refusing bad ones with stable codes', async () => {
    const id = await register('Acme CLI', ['READ']);
    expect(codeOf(await ops.client.exec(REGISTER, { input: { name: 'Acme CLI', owner: 'x y', allowedScopes: ['READ'] } }))).toBe(
      'CLIENT_APP_NAME_TAKEN',
    );
    expect(codeOf(await ops.client.exec(REGISTER, { input: { name: 'B', owner: 'Acme', allowedScopes: ['READ'] } }))).toBe(
      'CLIENT_APP_INVALID',
    );
    expect(codeOf(await ops.client.exec(REGISTER, { input: { name: 'Bee', owner: 'Acme', allowedScopes: [] } }))).toBe(
      'CLIENT_APP_INVALID',
    );
    const u = await app.registerUser();
    expect(codeOf(await u.client.exec(REGISTER, { input: { name: 'Mine', owner: 'Me me', allowedScopes: ['READ'] } }))).toBe(
      'DOCUMENT_NOT_TRUSTED',
    );
    const bad: Array<[string, string]> = [
      ['not json', 'CLIENT_APP_MANIFEST_INVALID'],
      [JSON.stringify({ [sha(OTHER_DOC)]: APP_DOC }), 'CLIENT_APP_MANIFEST_INVALID'], // a document under another's hash
      [JSON.stringify({ [sha('query { nope }')]: 'query { nope }' }), 'CLIENT_APP_MANIFEST_INVALID'], // not valid against the schema
      [JSON.stringify({}), 'CLIENT_APP_MANIFEST_INVALID'],
    ];
    for (const [manifest, code] of bad) expect(codeOf(await ops.client.exec(UPLOAD, { input: { appId: id, manifest } }))).toBe(code);
    const v1 = await ops.client.exec<{ uploadClientAppManifest: Row }>(UPLOAD, {
      input: { appId: id, manifest: JSON.stringify({ [sha(APP_DOC)]: APP_DOC }) },
    });
    expect(v1.data!.uploadClientAppManifest).toEqual({ version: 1, documentCount: 1 });
    const v2 = await ops.client.exec<{ uploadClientAppManifest: Row }>(UPLOAD, {
      input: { appId: id, manifest: JSON.stringify({ [sha(APP_DOC)]: APP_DOC }) },
    });
    expect(v2.data!.uploadClientAppManifest).toEqual({ version: 2, documentCount: 1 });
    const audit = await app.ds.query(`SELECT action FROM audit_log WHERE target_type = 'client_app' AND target_id = $1 ORDER BY at, id`, [
      id,
    ]);
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual([
      'client_app.manifest_upload',
      'client_app.manifest_upload',
      'client_app.register',
    ]);
  });

  it("lets a token run its own app's documents and the web client's, never another app's", async () => {
    const acme = await register('Acme Pro', ['READ', 'TRADE']);
    const other = await register('Other App', ['READ']);
    for (const [appId, doc] of [
      [acme, APP_DOC],
      [other, OTHER_DOC],
    ]) {
      await ops.client.exec(UPLOAD, { input: { appId, manifest: JSON.stringify({ [sha(doc)]: doc }) } });
    }
    const u = await app.registerUser();
    // In production the user's session may create tokens only through the web client's documents; the
    // service is what the web client's document calls.
    const made = await app.services.apiTokens.create(
      u.user,
      { name: 'acme', scopes: ['read'], expiresInDays: 10, appId: acme },
      { ip: null },
    );
    const plain = await app.services.apiTokens.create(u.user, { name: 'plain', scopes: ['read'], expiresInDays: 10 }, { ip: null });
    await expect(
      app.services.apiTokens.create(u.user, { name: 'x', scopes: ['trade'], expiresInDays: 10, appId: other }, { ip: null }),
    ).rejects.toMatchObject({
      code: 'API_TOKEN_SCOPES_INVALID',
    });
    const acmeClient = tokenClient(app, made.token);
    const ok = (r: GqlResult) => expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    ok(await acmeClient.exec(APP_DOC));
    ok(await acmeClient.exec('', undefined, { extensions: { documentId: sha(APP_DOC) } }));
    ok(await acmeClient.exec('', undefined, { extensions: { documentId: sha(WEB_DOC) } }));
    expect(codeOf(await acmeClient.exec(OTHER_DOC))).toBe('DOCUMENT_NOT_TRUSTED');
    expect(codeOf(await acmeClient.exec('', undefined, { extensions: { documentId: sha(OTHER_DOC) } }))).toBe('DOCUMENT_NOT_TRUSTED');
    expect(codeOf(await acmeClient.exec('query Mine { portfolio { at } }'))).toBe('DOCUMENT_NOT_TRUSTED');
    const plainClient = tokenClient(app, plain.token);
    ok(await plainClient.exec(WEB_DOC));
    expect(codeOf(await plainClient.exec(APP_DOC))).toBe('DOCUMENT_NOT_TRUSTED');
    // Over the WebSocket too.
    const ws = tokenSocket(app, made.token);
    expect((await wsExec(ws, { query: OTHER_DOC })).errors?.[0]?.extensions?.code).toBe('DOCUMENT_NOT_TRUSTED');
    expect((await wsExec(ws, { query: APP_DOC })).errors).toBeUndefined();
    await ws.dispose();
  });

  it('limits the requests of each token, and answers 429 past the limit', async () => {
    const u = await app.registerUser();
    const a = await app.services.apiTokens.create(u.user, { name: 'a', scopes: ['read'], expiresInDays: 10 }, { ip: null });
    const b = await app.services.apiTokens.create(u.user, { name: 'b', scopes: ['read'], expiresInDays: 10 }, { ip: null });
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await tokenClient(app, a.token).exec(WEB_DOC));
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results[10].status).toBe(429);
    expect(codeOf(results[10])).toBe('RATE_LIMITED');
    // Another token of the same user has its own budget.
    expect((await tokenClient(app, b.token).exec(WEB_DOC)).status).toBe(200);
  });
});
