import { authenticator } from 'otplib';
import 'reflect-metadata';
import webpush from 'web-push';
import { ownerRoleGranter, type RoleGranter } from '../db/user-roles';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Client as WsClient, createClient } from 'graphql-ws';
import type { DataSource, Logger } from 'typeorm';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { type Config, loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { restrictDatabase, roleUrl } from '../db/roles';
import { buildVelaSchema } from '../graphql/build-schema';
import { createEventBus, type EventBus } from '../graphql/pubsub';
import type { TrustedDocuments } from '../graphql/trusted-documents';
import { type ApiServer, startApiServer } from '../http/api-server';
import { InviteCode } from '../modules/auth/invite-code.entity';
import type { User } from '../modules/auth/user.entity';
import { createServices } from '../app/compose';
import { idCardImage } from '../seed/id-images';
import type { Services } from '../app/registry';
import { FixedClock } from '../shared/clock';
import { logger } from '../shared/logger';

// TEST_LOG_LEVEL=error shows the server's own logs while debugging a test.
logger.level = process.env.TEST_LOG_LEVEL ?? 'silent';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } & Record<string, unknown> }>;
  headers: Headers;
}

/** Talks to the real HTTP server as one browser would: a cookie jar and JSON bodies. */
export class GqlClient {
  constructor(
    readonly baseUrl: string,
    public cookie: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {}

  async exec<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    extra: { extensions?: Record<string, unknown>; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<GqlResult<T>> {
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers, ...(this.cookie ? { cookie: this.cookie } : {}), ...extra.headers },
      body: extra.rawBody ?? JSON.stringify({ query: query || undefined, variables, extensions: extra.extensions }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0];
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    let body: { data?: T; errors?: GqlResult<T>['errors'] } = {};
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: text }] };
    }
    return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
  }

  /**
   * POST /uploads as the browser's image picker does: multipart with the `purpose` part first, then the
   * file. Answers the status and the JSON body ({ id, … } or { error: { code } }).
   */
  async upload(
    bytes: Buffer,
    opts: { purpose?: string; filename?: string; contentType?: string } = {},
  ): Promise<{ status: number; body: { id?: string; error?: { code: string } } & Record<string, unknown> }> {
    const form = new FormData();
    form.append('purpose', opts.purpose ?? 'real_name');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: opts.contentType ?? 'image/png' }), opts.filename ?? 'image.png');
    const res = await fetch(`${this.baseUrl}/uploads`, {
      method: 'POST',
      headers: { ...this.headers, 'apollo-require-preflight': 'true', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: form,
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: { error: { code: text } } };
    }
  }

  /** A graphql-ws client that sends this client's cookie (and an Origin) on the upgrade request. */
  ws(opts: { origin?: string } = {}): WsClient {
    const headers: Record<string, string> = {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(opts.origin ? { origin: opts.origin } : {}),
    };
    class CookieWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    }
    return createClient({
      url: `${this.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: true,
    });
  }
}

export function wsExec<T = Record<string, unknown>>(
  client: WsClient,
  payload: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> },
) {
  return new Promise<{ data?: T; errors?: GqlResult['errors'] }>((resolve, reject) => {
    let result: { data?: T; errors?: GqlResult['errors'] } = {};
    client.subscribe<T>(payload as never, {
      next: (value) => {
        result = value as typeof result;
      },
      error: (err) => {
        if (Array.isArray(err)) resolve({ errors: err as GqlResult['errors'] });
        else reject(err);
      },
      complete: () => resolve(result),
    });
  });
}

/** Counts the SQL statements the API sends, so tests can prove a list costs the same at any length. */
export class StatementCounter implements Logger {
  count = 0;
  /** The statements' text while `recording` is on (the no-price-mutation test reads them). */
  recording = false;
  queries: string[] = [];
  logQuery(query: string): void {
    this.count++;
    if (this.recording) this.queries.push(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

export interface TestUser {
  user: User;
  password: string;
  client: GqlClient;
}

export interface TestApp {
  url: string;
  /**
   * An admin (superuser) connection to the test database, for tests that read or write tables
   * directly. The API and `services` run as the least-privilege app role (`appDs`).
   */
  ds: DataSource;
  /** The superuser's URL of the test database (connection killers, raw SQL of the database-rule tests). */
  dbUrl: string;
  /** The app role's pool: what the API, feeds and services use. */
  appDs: DataSource;
  /** The app role's URL (no superuser, no TEMP, no UPDATE/DELETE/TRUNCATE on history: docs/security.md §3). */
  appDbUrl: string;
  services: Services;
  statements: StatementCounter;
  clock: FixedClock;
  config: Config;
  api: ApiServer;
  inviteCode: string;
  anonymous(headers?: Record<string, string>): GqlClient;
  /**
   * A new user. With `verified`, they pass real-name verification the real way: two ID images uploaded,
   * the submission filed, and an ops user (the app's verifier) approving it in the review workflow.
   */
  registerUser(opts?: { phone?: string; password?: string; inviteCode?: string; verified?: boolean }): Promise<TestUser>;
  /** Passes real-name verification for a user the real way (uploads, submission, ops approval). */
  verifyRealName(u: TestUser): Promise<void>;
  createOps(): Promise<TestUser>;
  /** Changes a user's role as the owner role does (set_user_role; the app role cannot: issue 30). */
  grantRole: RoleGranter;
  /** A second ops user, made once per app: the checker of maker-checker requests. */
  checker(): Promise<TestUser>;
  /**
   * Sets up the authenticator app for a user through the API (as the Security screen does), which also
   * counts as this session's step-up for 5 minutes of the test clock. `stepUp` checks a fresh code again
   * (moving the clock on a time step when this one's code was used).
   */
  enrolSecondFactor(u: TestUser): Promise<{ secret: string; recoveryCodes: string[]; stepUp(): Promise<void> }>;
  /** A second API process on the same database, as a scaled-out deployment runs. */
  startAnotherApi(overrides?: Partial<Config>): Promise<ApiServer>;
  close(): Promise<void>;
}

/** One VAPID key pair for this test process's apps (a production app refuses to start without one). */
const TEST_VAPID_KEYS = (() => {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey };
})();

let phoneCounter = 0;
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+346${String(Math.floor(Math.random() * 100)).padStart(2, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

/** A throwaway database cloned from the migrated template, with the real API server on a free port. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { trusted?: TrustedDocuments; poolSize?: number } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const templateDb = inject('templateDb');
  const ownerRole = inject('ownerRole');
  const appRole = inject('appRole');
  const dbName = `vela_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // The clone keeps the template's owner and grants; the database's own ACL (no TEMP) is per database.
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${templateDb} OWNER ${ownerRole.split(':')[0]}`);
  await restrictDatabase(admin, appRole.split(':')[0], dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  const appDbUrl = roleUrl(adminUrl, appRole, dbName);
  /** The owner's URL: only it may change a user's role (set_user_role, issue 30). */
  const grantRole = ownerRoleGranter(roleUrl(adminUrl, ownerRole, dbName));

  const config: Config = {
    ...loadConfig(),
    mode: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: appDbUrl,
    migrationDatabaseUrl: undefined,
    redisUrl: undefined,
    seedDemo: false,
    logLevel: 'silent',
    // Deployed as production must be (modules/push/vapid.ts): with its VAPID key pair set, one per test run.
    push: { ...loadConfig().push, ...TEST_VAPID_KEYS },
    ...overrides,
  };
  const clock = new FixedClock(new Date('2026-11-20T10:00:00Z'));
  const open: Array<{ ds: DataSource; api: ApiServer; services: Services; bus: EventBus }> = [];
  const statements = new StatementCounter();

  // Direct reads and writes of the tests themselves (not counted as the API's statements).
  const adminDs = createDataSource(dbUrl, { applicationName: 'vela-test-admin', poolSize: 3 });
  await adminDs.initialize();
  const startOne = async (cfg: Config) => {
    const ds = createDataSource(appDbUrl, { applicationName: 'vela-api', poolSize: opts.poolSize ?? 10, logger: statements });
    await ds.initialize();
    const bus = createEventBus(cfg.redisUrl);
    const services = createServices({ ds, config: cfg, clock, bus: bus.pubSub });
    const api = await startApiServer({ config: cfg, schema: await buildVelaSchema(bus.pubSub), services, trusted: opts.trusted });
    open.push({ ds, api, services, bus });
    return { ds, services, api };
  };
  const first = await startOne(config);
  const { services, api } = first;
  const ds = adminDs;
  const inviteCode = 'TESTCODE';
  await ds
    .getRepository(InviteCode)
    .insert({ code: inviteCode, ownerId: null, issuedById: null, maxUses: null, useCount: 0, note: 'tests' });
  const baseUrl = `http://127.0.0.1:${api.port}`;

  let checkerUser: Promise<TestUser> | null = null;
  let verifierUser: Promise<TestUser> | null = null;
  const app: TestApp = {
    url: baseUrl,
    ds,
    dbUrl,
    appDs: first.ds,
    appDbUrl,
    services,
    statements,
    clock,
    config,
    api,
    inviteCode,
    grantRole,
    anonymous: (headers = {}) => new GqlClient(baseUrl, null, headers),
    async registerUser(o = {}) {
      const password = o.password ?? 'secret123';
      const signedIn = await services.signIn.register(
        { phone: o.phone ?? uniquePhone(), password, confirmPassword: password, inviteCode: o.inviteCode ?? inviteCode },
        { ip: null, userAgent: 'test' },
      );
      const registered = { user: signedIn.user, password, client: new GqlClient(baseUrl, `vela_sid=${signedIn.token}`) };
      if (o.verified) await app.verifyRealName(registered);
      return registered;
    },
    async verifyRealName(u) {
      const ids: string[] = [];
      for (const side of ['front', 'back'] as const) {
        const up = await u.client.upload(idCardImage(side, ids.length), { filename: `${side}.png` });
        if (!up.body.id) throw new Error(`upload failed: ${up.status} ${JSON.stringify(up.body)}`);
        ids.push(up.body.id);
      }
      const submission = await services.realName.submit(
        u.user,
        { ...TEST_REAL_NAME, frontUploadId: ids[0], backUploadId: ids[1] },
        { ip: null },
      );
      verifierUser ??= app.createOps();
      const verifier = await verifierUser;
      await services.review.decide(verifier.user, {
        kind: 'real_name',
        id: submission.id,
        decision: 'approve',
        idempotencyKey: `verify-${submission.id}`,
      });
    },
    async createOps() {
      const password = 'ops-secret-1';
      const user = await services.auth.createOpsUser(uniquePhone(), password, 'test', grantRole);
      const signedIn = await services.auth.login({ phone: user.phone, password }, { ip: null, userAgent: 'test' });
      return { user, password, client: new GqlClient(baseUrl, `vela_sid=${signedIn.token}`) };
    },
    async checker() {
      checkerUser ??= app.createOps();
      return checkerUser;
    },
    async enrolSecondFactor(u) {
      const started = await u.client.exec<{ startTotpEnrolment: { secret: string } }>(`mutation { startTotpEnrolment { secret } }`);
      if (started.errors) throw new Error(JSON.stringify(started.errors));
      const secret = started.data!.startTotpEnrolment.secret;
      const code = () => authenticator.clone({ epoch: app.clock.now().getTime() }).generate(secret);
      let lastStep = Math.floor(app.clock.now().getTime() / 30_000);
      const confirmed = await u.client.exec<{ confirmTotpEnrolment: string[] }>(
        `mutation($code: String!) { confirmTotpEnrolment(code: $code) }`,
        {
          code: code(),
        },
      );
      if (confirmed.errors) throw new Error(JSON.stringify(confirmed.errors));
      return {
        secret,
        recoveryCodes: confirmed.data!.confirmTotpEnrolment,
        async stepUp() {
          // A code counts once: within the same 30-second step, move to the next.
          if (Math.floor(app.clock.now().getTime() / 30_000) <= lastStep) app.clock.advance(30_000);
          lastStep = Math.floor(app.clock.now().getTime() / 30_000);
          const res = await u.client.exec(`mutation($code: String!) { stepUp(code: $code) { factor } }`, { code: code() });
          if (res.errors) throw new Error(JSON.stringify(res.errors));
        },
      };
    },
    async startAnotherApi(extra = {}) {
      return (await startOne({ ...config, ...extra })).api;
    },
    async close() {
      for (const o of open.reverse()) {
        await o.api.close().catch(() => {});
        await o.services.close().catch(() => {});
        await o.ds.destroy().catch(() => {});
        await o.bus.close().catch(() => {});
      }
      await adminDs.destroy().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    },
  };
  return app;
}

/** The details of a test user's real-name submission (made up; any valid values do). */
export const TEST_REAL_NAME = {
  idName: 'Ana García López',
  idNumber: '12345678Z',
  nationality: 'ES',
  phone: '+34612345678',
  residence: 'Calle Mayor 1, 28013 Madrid',
} as const;

export function codeOf(result: { errors?: GqlResult['errors'] }): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}
