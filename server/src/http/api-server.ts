import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { type DocumentNode, GraphQLError, type GraphQLSchema, parse, specifiedRules, subscribe, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Config } from '../config';
import { LIMITS, apolloArmor, armorValidationRules, withoutSuggestions } from '../graphql/armor';
import type { RequestContext } from '../graphql/context';
import { formatError, toPublicError } from '../graphql/error-mapper';
import { createLoaders, httpRoutes } from '../app/compose';
import { TrustedDocuments } from '../graphql/trusted-documents';
import { Role, type User } from '../modules/auth/user.entity';
import { ApiAccessError } from '../modules/api-access/api-access.errors';
import { bearerToken, guardTokenOperation } from '../modules/api-access/api-token-guard';
import type { TokenGrant } from '../modules/api-access/api-tokens.service';
import { DomainError } from '../shared/domain-error';
import { detectFastQuotes } from '../modules/market-data/live/fast-path';
import type { Services } from '../app/registry';
import { logger } from '../shared/logger';
import { CommonError } from '../shared/common.errors';
import { findControlCharacter } from '../shared/validation';
import { type RequestHead, SESSION_COOKIE, clientIp, originAllowed, sessionTokenFrom, upgradeHead } from './session-cookie';
import { SocketSessions } from './socket-sessions';
import { clientFiles } from './client-files';
import { compressLargeResponses } from './compression';
import { securityHeaders } from './security-headers';
import { schemaDocsPage } from './schema-docs';

export interface ApiServer {
  url: string;
  port: number;
  httpServer: http.Server;
  close(): Promise<void>;
}

interface Auth {
  user: User | null;
  sessionId: string | null;
  /** Set when the caller signed with a personal API token (never together with a session). */
  apiToken: TokenGrant | null;
}

type AuthedRequest = Request & { auth?: Auth };

interface FastQuotes {
  symbols: string[];
  fields: string[];
  socket: WebSocket;
  id: string;
}

function controlCharacterError(): GraphQLError {
  return new GraphQLError('Text holds a control character', { extensions: { code: CommonError.BAD_INPUT } });
}

function errorBody(err: unknown) {
  const pub = toPublicError(err);
  return { errors: [{ message: pub.message, extensions: { code: pub.code } }] };
}

/** The API process: GraphQL over HTTP and WebSocket on one port and path, the client and GraphiQL. */
export async function startApiServer(opts: {
  config: Config;
  schema: GraphQLSchema;
  services: Services;
  trusted?: TrustedDocuments;
}): Promise<ApiServer> {
  const { config, schema, services } = opts;
  const trusted = opts.trusted ?? TrustedDocuments.fromFile(config.persistedDocumentsPath, config.mode === 'production');
  const trustProxy = config.trustProxyHops;
  const app = express();
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);

  // A bearer token (HTTP header, or `authorization` in graphql-ws connection_init) wins over the cookie; a
  // bad one is refused outright, never silently read as the cookie's user or as anonymous.
  const resolveAuth = async (req: RequestHead, connectionParams?: Record<string, unknown> | null): Promise<Auth> => {
    const bearer = bearerToken(connectionParams?.authorization) ?? bearerToken(req.headers.authorization);
    if (bearer !== null || connectionParams?.authorization !== undefined || req.headers.authorization !== undefined) {
      const found = bearer ? await services.apiTokens.authenticate(bearer) : null;
      if (!found) throw new DomainError(ApiAccessError.API_TOKEN_INVALID);
      return { user: found.user, sessionId: null, apiToken: found.grant };
    }
    const found = await services.auth.resolveSession(sessionTokenFrom(req));
    return found ? { user: found.user, sessionId: found.sessionId, apiToken: null } : { user: null, sessionId: null, apiToken: null };
  };
  const resolveDocument = (auth: Auth, request: { query?: unknown; extensions?: { documentId?: unknown } | null }) => {
    const grant = auth.apiToken;
    if (!grant) return trusted.resolve(request as never, auth.user?.role === Role.OPS);
    return trusted.resolveForToken(request as never, (hash) =>
      grant.appId ? services.clientApps.document(grant.appId, hash) : Promise.resolve(null),
    );
  };

  // WebSocket: same port and path as queries; the session cookie rides on the upgrade request.
  const wss = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: 64 * 1024,
    verifyClient: (info, done) => done(originAllowed(info.req, config.publicUrl), 403, 'Origin not allowed'),
  });
  // Each socket lives only as long as the session it was opened with (logout, password change, expiry).
  // A token's sockets likewise live as long as the token (revoked: closed at once; expired: at the check).
  const socketSessions = new SocketSessions(
    {
      endedSessions: () => services.auth.endedSessions(),
      liveSessionIds: async (ids) => {
        const [sessions, tokens] = await Promise.all([services.auth.liveSessionIds(ids), services.apiTokens.liveTokenIds(ids)]);
        return new Set([...sessions, ...tokens]);
      },
    },
    config.wsSessionCheckMs,
  );
  socketSessions.start();
  // Parsed and validated documents by source text: thousands of clients send the same subscription,
  // and each would otherwise keep its own copy of the AST for the life of the subscription.
  const documents = new Map<string, { document: DocumentNode; errors: readonly GraphQLError[] }>();
  // Requests send the same few documents over and over: each is parsed once, for HTTP (Apollo validates
  // it, with its own cache) and the WebSocket alike; a document over the token limit throws every time.
  const parsed = new Map<string, DocumentNode>();
  const parsedDocument = (source: string) => {
    let document = parsed.get(source);
    if (!document) {
      document = parse(source, { maxTokens: LIMITS.tokens });
      if (parsed.size >= 500) parsed.clear();
      parsed.set(source, document);
    }
    return document;
  };
  const checkedDocument = (source: string) => {
    let found = documents.get(source);
    if (!found) {
      const document = parsedDocument(source);
      found = { document, errors: validate(schema, document, [...specifiedRules, ...armorValidationRules]) };
      if (documents.size >= 500) documents.clear();
      documents.set(source, found);
    }
    return found;
  };
  const upgrades = new UpgradeHeads(wss, config.wsHeartbeatMs);
  const wsCleanup = useServer(
    {
      schema,
      onSubscribe: async (ctx, id, payload) => {
        const req = ctx.extra.request;
        try {
          if (findControlCharacter(payload.variables) !== undefined) throw controlCharacterError();
          const auth = await resolveAuth(req, ctx.connectionParams);
          // A socket is tracked by the session its subscriptions run as, before each starts (a socket with
          // none receives nothing); no separate look-up at the upgrade, which could also finish after the
          // session ended and leave the socket untracked.
          if (auth.sessionId) socketSessions.track(ctx.extra.socket, auth.sessionId);
          if (auth.apiToken) socketSessions.track(ctx.extra.socket, auth.apiToken.id);
          const source = await resolveDocument(auth, payload);
          const { document, errors } = checkedDocument(source);
          if (errors.length > 0) {
            return errors.map((e) => new GraphQLError(withoutSuggestions(e.message), { extensions: { code: toPublicError(e).code } }));
          }
          if (auth.user && auth.apiToken) {
            await guardTokenOperation(
              services,
              { user: auth.user, grant: auth.apiToken },
              document,
              payload.operationName,
              clientIp(req, trustProxy),
            );
          }
          const fast = detectFastQuotes(document, payload.operationName, payload.variables);
          // A socket that presents a session which has ended (a password change or logout on another
          // device while it had no socket open) is told so the documented way, 4401, before anything
          // else is sent: answering its subscription with an error let the client close the idle socket
          // itself (1000) without learning why. Public quotes stay open to it, as to any visitor.
          if (!fast && !auth.user && sessionTokenFrom(req)) {
            socketSessions.end(ctx.extra.socket);
            return [new GraphQLError('Session ended', { extensions: { code: CommonError.UNAUTHENTICATED } })];
          }
          if (fast) {
            // Nothing resolves on the fast path: the context carries only what the hub needs.
            const symbols = await services.marketData.checkQuoteSymbols(fast.symbols);
            const fastQuotes: FastQuotes = { symbols, fields: fast.fields, socket: ctx.extra.socket, id };
            const operationName = payload.operationName;
            // graphql-ws keeps the subscribe message for the subscription's life; the fast path has read
            // all it needs of it (the hub has the symbols and fields), so it keeps no copy of its text.
            const kept = payload as { query: string; variables?: unknown; extensions?: unknown };
            kept.query = '';
            kept.variables = null;
            kept.extensions = null;
            return { schema, document, operationName, contextValue: { fastQuotes } };
          }
          const contextValue: RequestContext = {
            ...auth,
            ip: clientIp(req, trustProxy),
            userAgent: req.headers['user-agent'] ?? null,
            services,
            loaders: createLoaders(services, auth.user?.id ?? null),
            cookies: null,
          };
          return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
        } catch (err) {
          const pub = toPublicError(err);
          return [new GraphQLError(withoutSuggestions(pub.message), { extensions: { code: pub.code } })];
        }
      },
      // The quotes fast path: the hub writes pre-serialised ticks to the socket; graphql-ws only sees a
      // subscription that yields nothing and ends when the client completes it or the socket closes.
      subscribe: (args) => {
        const fast = (args.contextValue as { fastQuotes?: FastQuotes } | undefined)?.fastQuotes;
        if (!fast) return subscribe(args);
        const cancel = services.quoteHub.addFast(fast.socket, fast.id, fast.symbols, fast.fields);
        return services.quoteHub.parked(cancel);
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors) return;
        return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) };
      },
    },
    upgrades as unknown as WebSocketServer,
    0, // no keep-alive timers per socket: one heartbeat for all of them (`UpgradeHeads`)
  );

  const armor = apolloArmor();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError: (formatted, error) => {
      const f = formatError(formatted, error);
      return { ...f, message: withoutSuggestions(f.message) };
    },
    includeStacktraceInErrorResponses: false,
    introspection: true, // in production only trusted documents reach a non-ops caller, so no introspection for them
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    csrfPrevention: true,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      requestIds(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await socketSessions.stop();
              upgrades.stop();
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'worker-src': ["'self'", 'blob:'],
          'upgrade-insecure-requests': config.cookieSecure ? [] : null,
        },
      },
      strictTransportSecurity: config.cookieSecure,
    }),
  );

  // Brotli or gzip for every answer built here over 1 KB (GraphQL JSON); files come precompressed.
  app.use(compressLargeResponses(1024));

  // The API answers (ok); `feed` says whether quotes are fresh: `stale` when a market in session has no
  // quote newer than QUOTE_MAX_AGE_SECONDS (orders there get QUOTE_STALE). Monitoring alerts on it.
  app.get('/healthz', async (_req, res) => {
    const feed = await services.marketData.feedHealth(config.quoteMaxAgeSeconds).catch(() => ({ status: 'unknown' as const, markets: [] }));
    // `now`: the server's clock, which authenticator codes are checked against (a phone far off it fails).
    res.json({ ok: true, now: services.secondFactor.serverTime().toISOString(), feed });
  });

  // The API reference for other clients, rendered once from the schema this server runs (issue 19).
  const docs = schemaDocsPage(schema);
  app.get('/docs/schema', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(docs);
  });

  // Every module's plain HTTP routes, in the order of the module list (`routes` in its declaration):
  // uploads and their signed view links, the public records of IPO and block-trade draws, ….
  // Module routes (uploads, …) are the browser's: they see the cookie's user, never a token's.
  const cookieUser = async (req: http.IncomingMessage) => (await services.auth.resolveSession(sessionTokenFrom(req)))?.user ?? null;
  for (const { path, router } of httpRoutes({ services, config, currentUser: cookieUser })) {
    app.use(path, router);
  }

  app.use(
    '/graphql',
    express.json({ limit: '64kb' }),
    async (req: AuthedRequest, res: Response, next: NextFunction) => {
      try {
        req.auth = await resolveAuth(req);
        next();
      } catch (err) {
        if (err instanceof DomainError && err.code === ApiAccessError.API_TOKEN_INVALID) {
          res.status(401).set('WWW-Authenticate', 'Bearer').json(errorBody(err));
          return;
        }
        next(err);
      }
    },
    async (req: AuthedRequest, res: Response, next: NextFunction) => {
      if (req.method !== 'POST') {
        res.status(405).json(errorBody(new GraphQLError('Use POST', { extensions: { code: 'QUERY_REJECTED' } })));
        return;
      }
      const body = req.body as { query?: unknown; extensions?: Record<string, unknown> } | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        res.status(400).json(errorBody(new GraphQLError('Expected a JSON object', { extensions: { code: 'QUERY_REJECTED' } })));
        return;
      }
      try {
        const auth = req.auth ?? { user: null, sessionId: null, apiToken: null };
        body.query = await resolveDocument(auth, body);
        if (body.extensions) delete body.extensions.documentId;
        // Over the token limit is the caller's document refused (400 QUERY_REJECTED), never a server fault:
        // parsing here, before Apollo, keeps the answer the same as over the WebSocket.
        const document = typeof body.query === 'string' ? parsedDocument(body.query) : null;
        // Control characters (a NUL byte) in any variable: BAD_INPUT before anything resolves or reaches SQL.
        if (findControlCharacter((body as { variables?: unknown }).variables) !== undefined) throw controlCharacterError();
        if (document && auth.user && auth.apiToken) {
          const operationName = (body as { operationName?: unknown }).operationName;
          await guardTokenOperation(
            services,
            { user: auth.user, grant: auth.apiToken },
            document,
            typeof operationName === 'string' ? operationName : null,
            clientIp(req, trustProxy),
          );
        }
        next();
      } catch (err) {
        const code = err instanceof DomainError ? err.code : null;
        res.status(code === CommonError.RATE_LIMITED ? 429 : code === ApiAccessError.API_SCOPE_MISSING ? 403 : 400).json(errorBody(err));
      }
    },
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<RequestContext> => {
        const auth = (req as AuthedRequest).auth ?? { user: null, sessionId: null, apiToken: null };
        return {
          ...auth,
          ip: clientIp(req, trustProxy),
          userAgent: req.headers['user-agent'] ?? null,
          services,
          loaders: createLoaders(services, auth.user?.id ?? null),
          cookies: {
            setSession: (token, expiresAt) =>
              res.cookie(SESSION_COOKIE, token, {
                httpOnly: true,
                sameSite: 'lax',
                secure: config.cookieSecure,
                path: '/',
                expires: expiresAt,
              }),
            clearSession: () =>
              res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' }),
          },
        };
      },
    }),
  );

  // The built client (one page app with hash routes) and the ops GraphiQL page from the same bundle,
  // precompressed at build, hashed assets cached for a year.
  app.use(clientFiles(config.clientDist));

  // Malformed JSON and other failures before GraphQL: a stable code, never a stack trace.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json(errorBody(new GraphQLError('Bad request', { extensions: { code: 'QUERY_REJECTED' } })));
      return;
    }
    res.status(500).json(errorBody(err));
  });

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  logger.info({ url, trustedDocuments: trusted.size }, 'API listening');
  return {
    url,
    port,
    httpServer,
    async close() {
      await apollo.stop();
    },
  };
}

/** Sockets that answered the last heartbeat ping (a WeakSet: nothing per socket beyond the entry). */
const answered = new WeakSet<WebSocket>();
function markAnswered(this: WebSocket): void {
  answered.add(this);
}

/**
 * The WebSocket server as graphql-ws sees it:
 * - each connection comes with its upgrade request reduced to the headers and address its subscriptions
 *   read (`upgradeHead`): graphql-ws keeps `ctx.extra.request` for the socket's life, and an idle quotes
 *   socket would otherwise hold its whole IncomingMessage;
 * - one heartbeat for every socket instead of graphql-ws's keep-alive, which keeps an interval, a pong
 *   timeout and a listener per socket (the same rule: a socket that misses a ping is terminated).
 */
class UpgradeHeads extends EventEmitter {
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly wss: WebSocketServer,
    heartbeatMs: number,
  ) {
    super();
    wss.on('connection', (socket, req) => {
      answered.add(socket);
      socket.on('pong', markAnswered);
      this.emit('connection', socket, upgradeHead(req));
    });
    wss.on('error', (err) => this.emit('error', err));
    this.heartbeat = setInterval(() => {
      for (const socket of wss.clients) {
        if (socket.readyState !== socket.OPEN) continue;
        if (!answered.has(socket)) {
          socket.terminate();
          continue;
        }
        answered.delete(socket);
        socket.ping();
      }
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  stop(): void {
    clearInterval(this.heartbeat);
  }

  get options(): WebSocketServer['options'] {
    return this.wss.options;
  }

  get clients(): WebSocketServer['clients'] {
    return this.wss.clients;
  }

  close(cb?: (err?: Error) => void): void {
    this.wss.close(cb);
  }
}

/**
 * Every answer carries a request id (header `X-Request-Id`; and in each error's `extensions.requestId`),
 * logged with the error codes, so a user who opens a support conversation from an error attaches the id
 * that finds this request in the logs.
 */
function requestIds(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      const requestId = randomUUID();
      return {
        async didEncounterErrors({ errors, operationName }) {
          logger.info({ requestId, operationName, codes: errors.map((e) => e.extensions?.code ?? null) }, 'request answered with errors');
        },
        async willSendResponse({ response }) {
          response.http.headers.set('x-request-id', requestId);
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => ({
            ...e,
            extensions: { ...e.extensions, requestId },
          }));
        },
      };
    },
  };
}
