import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { type DocumentNode, GraphQLError, type GraphQLSchema, parse, specifiedRules, subscribe, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import helmet from 'helmet';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Config } from '../config';
import { LIMITS, apolloArmor, armorValidationRules, withoutSuggestions } from '../graphql/armor';
import type { RequestContext } from '../graphql/context';
import { formatError, toPublicError } from '../graphql/error-mapper';
import { createLoaders } from '../graphql/loaders';
import { TrustedDocuments } from '../graphql/trusted-documents';
import { Role, type User } from '../modules/auth/user.entity';
import { detectFastQuotes } from '../modules/market-data/live/fast-path';
import type { Services } from '../services';
import { logger } from '../shared/logger';
import { SESSION_COOKIE, clientIp, originAllowed, sessionTokenFrom } from './session-cookie';

export interface ApiServer {
  url: string;
  port: number;
  httpServer: http.Server;
  close(): Promise<void>;
}

interface Auth {
  user: User | null;
  sessionId: string | null;
}

type AuthedRequest = Request & { auth?: Auth };

interface FastQuotes {
  symbols: string[];
  fields: string[];
  socket: WebSocket;
  id: string;
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
  const trustProxy = config.trustProxy;
  const app = express();
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);

  const resolveAuth = async (req: http.IncomingMessage): Promise<Auth> => {
    const found = await services.auth.resolveSession(sessionTokenFrom(req));
    return found ? { user: found.user, sessionId: found.sessionId } : { user: null, sessionId: null };
  };

  // WebSocket: same port and path as queries; the session cookie rides on the upgrade request.
  const wss = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: 64 * 1024,
    verifyClient: (info, done) => done(originAllowed(info.req, config.publicUrl), 403, 'Origin not allowed'),
  });
  // Parsed and validated documents by source text: thousands of clients send the same subscription,
  // and each would otherwise keep its own copy of the AST for the life of the subscription.
  const documents = new Map<string, { document: DocumentNode; errors: readonly GraphQLError[] }>();
  const checkedDocument = (source: string) => {
    let found = documents.get(source);
    if (!found) {
      const document = parse(source, { maxTokens: LIMITS.tokens });
      found = { document, errors: validate(schema, document, [...specifiedRules, ...armorValidationRules]) };
      if (documents.size >= 500) documents.clear();
      documents.set(source, found);
    }
    return found;
  };
  const wsCleanup = useServer(
    {
      schema,
      onSubscribe: async (ctx, id, payload) => {
        const req = ctx.extra.request;
        try {
          const auth = await resolveAuth(req);
          const source = trusted.resolve(payload, auth.user?.role === Role.OPS);
          const { document, errors } = checkedDocument(source);
          if (errors.length > 0) {
            return errors.map((e) => new GraphQLError(withoutSuggestions(e.message), { extensions: { code: toPublicError(e).code } }));
          }
          const fast = detectFastQuotes(document, payload.operationName, payload.variables);
          if (fast) {
            // Nothing resolves on the fast path: the context carries only what the hub needs.
            const symbols = await services.marketData.checkQuoteSymbols(fast.symbols);
            const fastQuotes: FastQuotes = { symbols, fields: fast.fields, socket: ctx.extra.socket, id };
            return {
              schema,
              document,
              variableValues: payload.variables,
              operationName: payload.operationName,
              contextValue: { fastQuotes },
            };
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
    wss,
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
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.use(
    helmet({
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

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.use(
    '/graphql',
    express.json({ limit: '64kb' }),
    async (req: AuthedRequest, _res: Response, next: NextFunction) => {
      try {
        req.auth = await resolveAuth(req);
        next();
      } catch (err) {
        next(err);
      }
    },
    (req: AuthedRequest, res: Response, next: NextFunction) => {
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
        body.query = trusted.resolve(body as never, req.auth?.user?.role === Role.OPS);
        if (body.extensions) delete body.extensions.documentId;
        next();
      } catch (err) {
        res.status(400).json(errorBody(err));
      }
    },
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<RequestContext> => {
        const auth = (req as AuthedRequest).auth ?? { user: null, sessionId: null };
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

  // The built client (one page app with hash routes) and the ops GraphiQL page from the same bundle.
  const dist = config.clientDist;
  const page = (file: string) => (_req: Request, res: Response) => {
    const full = path.join(dist, file);
    if (!fs.existsSync(full)) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.sendFile(full);
  };
  app.get('/', page('index.html'));
  app.get('/graphiql', page('graphiql.html'));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));

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
