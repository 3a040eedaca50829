import type { DataSource } from 'typeorm';
import type { EventBus } from '../../graphql/pubsub';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { AuditService } from '../audit/audit.service';
import { deviceOf, maskIp } from './auth-rules';
import type { RequestMeta } from './auth.service';
import { Session } from './session.entity';
import type { User } from './user.entity';

/** A signed-in session as its owner sees it in the sessions list. */
export interface SessionView {
  id: string;
  current: boolean;
  signedInAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ipMasked: string | null;
  userAgent: string | null;
  system: string | null;
  browser: string | null;
}

/** The user's signed-in sessions (devices): listing them and ending one (issue 32). */
export class SessionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly bus: Pick<EventBus['pubSub'], 'publish'> | null,
  ) {}

  /** The user's signed-in sessions (unexpired), newest first; `current` marks the caller's. */
  async list(userId: string, currentSessionId: string | null): Promise<SessionView[]> {
    const rows: Array<{
      id: string;
      created_at: Date;
      last_seen_at: Date | null;
      expires_at: Date;
      ip: string | null;
      user_agent: string | null;
    }> = await this.ds.query(
      `SELECT id, created_at, last_seen_at, expires_at, ip, user_agent FROM sessions WHERE user_id = $1 AND expires_at > $2 ORDER BY created_at DESC, id`,
      [userId, this.clock.now()],
    );
    return rows.map((r) => ({
      id: r.id,
      current: r.id === currentSessionId,
      signedInAt: r.created_at,
      lastSeenAt: r.last_seen_at ?? r.created_at,
      expiresAt: r.expires_at,
      ipMasked: maskIp(r.ip),
      userAgent: r.user_agent,
      ...deviceOf(r.user_agent),
    }));
  }

  /**
   * Ends one of the user's sessions (signing that device out; every API process closes its sockets at
   * once). A malformed id is BAD_INPUT; another user's session, or one already ended, NOT_FOUND; nothing
   * changes then.
   */
  async end(user: User, sessionId: string, meta: RequestMeta): Promise<void> {
    if (!isUuid(sessionId)) throw new DomainError(CommonError.BAD_INPUT);
    await this.ds.transaction(async (em) => {
      const result = await em.delete(Session, { id: sessionId, userId: user.id });
      if (!result.affected) throw new DomainError(CommonError.NOT_FOUND);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.session.ended',
        targetType: 'session',
        targetId: sessionId,
        ip: meta.ip,
      });
    });
    this.bus?.publish('SESSION_ENDED', { userId: user.id, sessionIds: [sessionId] });
  }
}
