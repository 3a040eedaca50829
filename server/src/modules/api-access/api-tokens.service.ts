import { createHash, randomBytes } from 'node:crypto';
import { In, IsNull, MoreThan, type DataSource } from 'typeorm';
import type { EventBus } from '../../graphql/pubsub';
import type { AttemptLimiter } from '../../shared/attempt-limiter';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import type { AuditService } from '../audit/audit.service';
import { Role, User } from '../auth/user.entity';
import { ApiToken, type ApiScopeValue } from './api-access.entities';
import { ApiAccessError } from './api-access.errors';
import type { ApiTokenInfo } from './api-access.types';
import { tokenView } from './api-access.views';
import { type ClientAppsService, validScopes } from './client-apps.service';

/** Every token starts so; log scrubbing and secret scanners recognise it. */
export const TOKEN_PREFIX = 'vela_pat_';
const MAX_ACTIVE_TOKENS = 20;
const DAY_MS = 86_400_000;
/** last_used_at is written at most once a minute per token, not on every request. */
const LAST_USED_GRAIN_MS = 60_000;

/** What a request signed with a token may do, carried in its context. */
export interface TokenGrant {
  id: string;
  userId: string;
  scopes: ApiScopeValue[];
  appId: string | null;
}

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Personal API tokens: created by their owner (the secret shown once, only its hash kept), listed and
 * revoked; resolved from `Authorization: Bearer` or graphql-ws `connection_init`; rate-limited per token.
 * Revoking one ends its open sockets in every API process (the session-ended event carries its id).
 */
export class ApiTokensService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly apps: ClientAppsService,
    private readonly limiter: AttemptLimiter,
    private readonly bus: Pick<EventBus['pubSub'], 'publish'> | null,
  ) {}

  async create(
    user: User,
    input: { name: string; scopes: string[]; expiresInDays: number; appId?: string | null },
    meta: { ip: string | null },
  ): Promise<{ token: string; apiToken: ApiToken }> {
    if (user.role !== Role.USER) throw new DomainError(ApiAccessError.API_TOKENS_FOR_INVESTORS_ONLY);
    const name = input.name.trim();
    if (name.length < 1 || name.length > 40) throw new DomainError(ApiAccessError.API_TOKEN_NAME_INVALID);
    if (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > 365) {
      throw new DomainError(ApiAccessError.API_TOKEN_EXPIRY_INVALID);
    }
    if (!validScopes(input.scopes)) throw new DomainError(ApiAccessError.API_TOKEN_SCOPES_INVALID);
    const scopes = input.scopes;
    let appId: string | null = null;
    if (input.appId) {
      const app = await this.apps.find(input.appId);
      if (!app) throw new DomainError(ApiAccessError.CLIENT_APP_NOT_FOUND);
      if (!scopes.every((s) => app.allowedScopes.includes(s))) throw new DomainError(ApiAccessError.API_TOKEN_SCOPES_INVALID);
      appId = app.id;
    }
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const now = this.clock.now();
    return this.ds.transaction(async (em) => {
      // The user's row lock serialises their token creations, so the cap holds under concurrency.
      await em.getRepository(User).findOne({ where: { id: user.id }, lock: { mode: 'pessimistic_write' } });
      const active = await em.getRepository(ApiToken).count({ where: { userId: user.id, revokedAt: IsNull(), expiresAt: MoreThan(now) } });
      if (active >= MAX_ACTIVE_TOKENS) throw new DomainError(ApiAccessError.API_TOKEN_LIMIT_REACHED);
      const apiToken = em.create(ApiToken, {
        userId: user.id,
        name,
        prefix: token.slice(0, TOKEN_PREFIX.length + 4),
        tokenHash: hashApiToken(token),
        scopes,
        appId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        lastUsedAt: null,
        revokedAt: null,
      });
      await em.save(apiToken);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'api_token.create',
        targetType: 'api_token',
        targetId: apiToken.id,
        after: { name, scopes, appId, expiresAt: apiToken.expiresAt.toISOString() },
        ip: meta.ip,
      });
      return { token, apiToken };
    });
  }

  /** The owner's tokens, newest first (revoked and expired ones too, for the record). */
  async list(userId: string): Promise<ApiTokenInfo[]> {
    const tokens = await this.ds.getRepository(ApiToken).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 100 });
    return this.views(tokens);
  }

  /** Tokens as their owner sees them: status by the clock, the app they are for. */
  async views(tokens: ApiToken[]): Promise<ApiTokenInfo[]> {
    const apps = new Map((await this.apps.list()).map((a) => [a.id, a]));
    const now = this.clock.now();
    return tokens.map((t) => tokenView(t, apps, now));
  }

  async revoke(user: User, id: string, meta: { ip: string | null }): Promise<ApiToken> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError(ApiAccessError.API_TOKEN_NOT_FOUND);
    const revoked = await this.ds.transaction(async (em) => {
      const token = await em.getRepository(ApiToken).findOne({ where: { id, userId: user.id }, lock: { mode: 'pessimistic_write' } });
      // Another user's token reads as no token at all.
      if (!token) throw new DomainError(ApiAccessError.API_TOKEN_NOT_FOUND);
      if (token.revokedAt) return token;
      token.revokedAt = this.clock.now();
      await em.save(token);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'api_token.revoke',
        targetType: 'api_token',
        targetId: token.id,
        before: { name: token.name },
        ip: meta.ip,
      });
      return token;
    });
    // Its sockets close in every API process, as a session's do on logout.
    this.bus?.publish('SESSION_ENDED', { userId: user.id, sessionIds: [revoked.id] });
    return revoked;
  }

  /** The user and grant behind a bearer token, or null when it is unknown, revoked or expired. */
  async authenticate(bearer: string): Promise<{ user: User; grant: TokenGrant } | null> {
    if (!bearer.startsWith(TOKEN_PREFIX) || bearer.length > 80) return null;
    const now = this.clock.now();
    const token = await this.ds.getRepository(ApiToken).findOne({
      where: { tokenHash: hashApiToken(bearer), revokedAt: IsNull(), expiresAt: MoreThan(now) },
    });
    if (!token) return null;
    const user = await this.ds.getRepository(User).findOne({ where: { id: token.userId } });
    if (!user || user.role !== Role.USER) return null;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_GRAIN_MS) {
      await this.ds.query('UPDATE api_tokens SET last_used_at = $2 WHERE id = $1', [token.id, now]);
    }
    return { user, grant: { id: token.id, userId: token.userId, scopes: token.scopes, appId: token.appId } };
  }

  /** One request's point from the token's budget; RATE_LIMITED when it is spent. */
  async takeRequest(grant: TokenGrant): Promise<void> {
    const waitMs = await this.limiter.consume(grant.id);
    if (waitMs > 0) throw new DomainError(CommonError.RATE_LIMITED, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }

  /** Every use of the trade scope, in the audit log, before it runs (attempts that then fail included). */
  async auditTrade(user: User, grant: TokenGrant, fields: string[], operationName: string | null, ip: string | null): Promise<void> {
    await this.audit.record(this.ds.manager, {
      actorId: user.id,
      actorLabel: user.phone,
      action: 'api_token.trade',
      targetType: 'api_token',
      targetId: grant.id,
      after: { fields, operationName, appId: grant.appId },
      ip,
    });
  }

  /** Of these ids (sessions or tokens), the tokens that still work. */
  async liveTokenIds(ids: readonly string[]): Promise<Set<string>> {
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (uuids.length === 0) return new Set();
    const rows = await this.ds.getRepository(ApiToken).find({
      select: { id: true },
      where: { id: In(uuids), revokedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) },
    });
    return new Set(rows.map((r) => r.id));
  }
}
