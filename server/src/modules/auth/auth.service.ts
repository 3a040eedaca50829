import { createHash, randomBytes } from 'node:crypto';
import { type DataSource, type EntityManager, In, LessThanOrEqual, MoreThan, QueryFailedError } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import type { RoleGranter } from '../../db/user-roles';
import { DomainError } from '../../shared/domain-error';
import { type AttemptLimiter, KeyedLock } from '../../shared/attempt-limiter';
import type { EventBus } from '../../graphql/pubsub';
import type { AuditService } from '../audit/audit.service';
import {
  checkNewLoginPassword,
  checkNewPayPassword,
  checkRegistration,
  generateInviteCode,
  normalizeInviteCode,
  normalizePhone,
} from './auth-rules';
import { AuthError } from './auth.errors';
import type {
  ChangeLoginPasswordInput,
  ChangePayPasswordInput,
  IssueInviteCodeInput,
  LoginInput,
  RegisterInput,
  SetPayPasswordInput,
} from './auth.inputs';
import { InviteCode } from './invite-code.entity';
import type { PasswordHasher } from './password-hasher';
import { Session } from './session.entity';
import { Role, User } from './user.entity';
import { prepared } from '../../db/prepared';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
  sessionId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isUniqueViolation(err: unknown, constraintPart: string): boolean {
  const driver = (err as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return err instanceof QueryFailedError && driver?.code === '23505' && (driver.constraint ?? '').includes(constraintPart);
}

/** A live session (by its token's hash) and its user, in one statement. */
const SESSION_USER = prepared(
  `SELECT u.id, u.phone, u.password_hash, u.pay_password_hash, u.role, u.invite_code, u.referrer_id, u.invited_with, u.created_at,
          s.id AS session_id, s.last_seen_at
   FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = $1 AND s.expires_at > $2`,
);

interface SessionUserRow {
  id: string;
  phone: string;
  password_hash: string;
  pay_password_hash: string | null;
  role: Role;
  invite_code: string;
  referrer_id: string | null;
  invited_with: string | null;
  created_at: Date;
  session_id: string;
  last_seen_at: Date | null;
}

/** A session's last activity is written at most this often (the sessions list shows it to the minute). */
const LAST_SEEN_EVERY_MS = 60_000;

/** Accounts, sessions, passwords and invite codes. */
export class AuthService {
  private readonly attempts = new KeyedLock();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly loginLimiter: AttemptLimiter,
    private readonly passwordLimiter: AttemptLimiter,
    private readonly ipLimiter: AttemptLimiter,
    private readonly audit: AuditService,
    private readonly sessionDays: number,
    private readonly bus: Pick<EventBus['pubSub'], 'publish' | 'subscribe'> | null = null,
  ) {}

  async register(input: RegisterInput, meta: RequestMeta): Promise<SignedIn> {
    const checked = checkRegistration(input);
    if (!checked.ok) throw new DomainError(checked.code);
    const { phone, inviteCode } = checked.value;
    // Slow hashing happens before the transaction, so no lock waits on it.
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.ds.transaction(async (em) => {
        const code = await em.getRepository(InviteCode).findOne({ where: { code: inviteCode }, lock: { mode: 'pessimistic_write' } });
        if (!code || (code.maxUses !== null && code.useCount >= code.maxUses)) throw new DomainError(AuthError.INVITE_CODE_INVALID);
        if (await em.getRepository(User).exist({ where: { phone } })) throw new DomainError(AuthError.PHONE_TAKEN);
        const user = await this.insertUser(em, { phone, passwordHash, role: Role.USER, referrerId: code.ownerId, invitedWith: code.code });
        await em.increment(InviteCode, { code: code.code }, 'useCount', 1);
        await this.audit.record(em, {
          actorId: user.id,
          actorLabel: user.phone,
          action: 'auth.register',
          targetType: 'user',
          targetId: user.id,
          after: { phone: user.phone, inviteCode: code.code, referrerId: code.ownerId },
          ip: meta.ip,
        });
        return this.openSession(em, user, meta);
      });
    } catch (err) {
      // Two registrations of one phone at once: the unique index decides, with the same answer.
      if (isUniqueViolation(err, 'phone')) throw new DomainError(AuthError.PHONE_TAKEN);
      throw err;
    }
  }

  async login(input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
    return this.startSession(await this.verifyLogin(input, meta), meta, ['password']);
  }

  /**
   * Checks a phone and password (the first step of signing in) and answers the account; no session yet.
   * Refused: TOO_MANY_LOGIN_ATTEMPTS, INVALID_CREDENTIALS (a wrong phone and a wrong password alike).
   */
  async verifyLogin(input: LoginInput, meta: RequestMeta): Promise<User> {
    const phone = normalizePhone(input.phone);
    const account = phone.ok ? phone.value : input.phone.trim().slice(0, 32);
    const keys = { account: `${account}|${meta.ip ?? '-'}`, ip: meta.ip ?? '-' };
    // The attempt is counted before the password is hashed, atomically: forty guesses sent at once take
    // forty points, and only those within the limit are checked at all. Per phone and IP, and per IP
    // across phones (one place trying many accounts). One attempt per phone and IP at a time here.
    const outcome = await this.attempts.run(`login:${keys.account}`, async () => {
      const waitMs = Math.max(await this.ipLimiter.consume(keys.ip), await this.loginLimiter.consume(keys.account));
      if (waitMs > 0) return { waitMs, user: null };
      const found = phone.ok ? await this.ds.getRepository(User).findOne({ where: { phone: phone.value } }) : null;
      // A wrong phone and a wrong password cost the same time and get the same answer.
      const valid = found ? await this.hasher.verify(found.passwordHash, input.password) : await this.hasher.verifyNothing(input.password);
      if (found && valid) await Promise.all([this.loginLimiter.refund(keys.account), this.ipLimiter.refund(keys.ip)]);
      return { waitMs: 0, user: found, valid };
    });
    if (outcome.waitMs > 0) {
      await this.ds.transaction((em) =>
        this.audit.record(em, { actorId: null, actorLabel: account, action: 'auth.login.blocked', ip: meta.ip }),
      );
      throw new DomainError(AuthError.TOO_MANY_LOGIN_ATTEMPTS, { retryAfterSeconds: Math.ceil(outcome.waitMs / 1000) });
    }
    const user = outcome.user;
    if (!user || !outcome.valid) {
      await this.ds.transaction((em) =>
        this.audit.record(em, { actorId: user?.id ?? null, actorLabel: account, action: 'auth.login.failed', ip: meta.ip }),
      );
      throw new DomainError(AuthError.INVALID_CREDENTIALS);
    }
    return user;
  }

  /**
   * Opens a session for an account whose sign-in was checked, audited with the factors used (password,
   * totp, recovery_code, passkey). `inTx` runs in the same transaction with the new session's id.
   */
  async startSession(
    user: User,
    meta: RequestMeta,
    factors: readonly string[],
    inTx?: (em: EntityManager, sessionId: string) => Promise<void>,
  ): Promise<SignedIn> {
    return this.ds.transaction(async (em) => {
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.login.succeeded',
        targetType: 'user',
        targetId: user.id,
        after: { factors },
        ip: meta.ip,
      });
      const signedIn = await this.openSession(em, user, meta);
      if (inTx) await inTx(em, signedIn.sessionId);
      return signedIn;
    });
  }

  async logout(user: User, sessionId: string, meta: RequestMeta): Promise<void> {
    await this.ds.transaction(async (em) => {
      await em.delete(Session, { id: sessionId, userId: user.id });
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.logout',
        targetType: 'session',
        targetId: sessionId,
        ip: meta.ip,
      });
    });
    this.sessionsEnded(user.id, [sessionId]);
  }

  /** After the sessions' rows are gone: every API process closes their open sockets. */
  private sessionsEnded(userId: string, sessionIds: string[]): void {
    if (sessionIds.length > 0) this.bus?.publish('SESSION_ENDED', { userId, sessionIds });
  }

  /** Sessions ended in any process, as they happen (null without an event bus). */
  endedSessions(): AsyncIterable<{ userId: string; sessionIds: string[] }> | null {
    return this.bus ? this.bus.subscribe('SESSION_ENDED') : null;
  }

  /** Of these session ids, the ones that still exist and have not expired. */
  async liveSessionIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.ds.getRepository(Session).find({
      select: { id: true },
      where: { id: In([...ids]), expiresAt: MoreThan(this.clock.now()) },
    });
    return new Set(rows.map((r) => r.id));
  }

  /** The user behind a session cookie, or null when it is unknown or expired. */
  async resolveSession(token: string | undefined): Promise<{ user: User; sessionId: string } | null> {
    if (!token || token.length > 128) return null;
    // One prepared statement for the session and its user: every authenticated request starts here.
    const rows: SessionUserRow[] = await this.ds.query(SESSION_USER, [hashToken(token), this.clock.now()]);
    const r = rows[0];
    if (!r) return null;
    const user = Object.assign(new User(), {
      id: r.id,
      phone: r.phone,
      passwordHash: r.password_hash,
      payPasswordHash: r.pay_password_hash,
      role: r.role,
      inviteCode: r.invite_code,
      referrerId: r.referrer_id,
      invitedWith: r.invited_with,
      createdAt: r.created_at,
    });
    const now = this.clock.now();
    if (!r.last_seen_at || now.getTime() - new Date(r.last_seen_at).getTime() >= LAST_SEEN_EVERY_MS) {
      // Best effort, off the request's path: a lost write only makes "last active" a minute older.
      this.ds.query(`UPDATE sessions SET last_seen_at = $2 WHERE id = $1`, [r.session_id, now]).catch(() => undefined);
    }
    return { user, sessionId: r.session_id };
  }

  async changeLoginPassword(user: User, sessionId: string, input: ChangeLoginPasswordInput, meta: RequestMeta): Promise<void> {
    const rule = checkNewLoginPassword(input.newPassword, input.confirmPassword);
    if (rule) throw new DomainError(rule);
    await this.checkPassword(`login:${user.id}`, user.passwordHash, input.oldPassword, AuthError.WRONG_PASSWORD);
    const passwordHash = await this.hasher.hash(input.newPassword);
    const ended = await this.ds.transaction(async (em) => {
      await em.update(User, { id: user.id }, { passwordHash });
      // A changed password signs out every other device.
      const others = await em
        .getRepository(Session)
        .createQueryBuilder()
        .delete()
        .where('user_id = :uid AND id <> :sid', { uid: user.id, sid: sessionId })
        .returning('id')
        .execute();
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.password.changed',
        targetType: 'user',
        targetId: user.id,
        after: { otherSessionsEnded: others.affected ?? 0 },
        ip: meta.ip,
      });
      return (others.raw as Array<{ id: string }>).map((r) => r.id);
    });
    this.sessionsEnded(user.id, ended);
  }

  async setPayPassword(user: User, input: SetPayPasswordInput, meta: RequestMeta): Promise<void> {
    if (user.payPasswordHash !== null) throw new DomainError(AuthError.PAY_PASSWORD_ALREADY_SET);
    const rule = checkNewPayPassword(input.newPassword, input.confirmPassword);
    if (rule) throw new DomainError(rule);
    await this.checkPassword(`login:${user.id}`, user.passwordHash, input.loginPassword, AuthError.WRONG_PASSWORD);
    const payPasswordHash = await this.hasher.hash(input.newPassword);
    await this.ds.transaction(async (em) => {
      // Only the first setter wins if two requests race.
      const res = await em
        .createQueryBuilder()
        .update(User)
        .set({ payPasswordHash })
        .where('id = :id AND pay_password_hash IS NULL', { id: user.id })
        .execute();
      if (res.affected !== 1) throw new DomainError(AuthError.PAY_PASSWORD_ALREADY_SET);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.pay_password.set',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
      });
    });
  }

  async changePayPassword(user: User, input: ChangePayPasswordInput, meta: RequestMeta): Promise<void> {
    if (user.payPasswordHash === null) throw new DomainError(AuthError.PAY_PASSWORD_NOT_SET);
    const rule = checkNewPayPassword(input.newPassword, input.confirmPassword);
    if (rule) throw new DomainError(rule);
    await this.verifyPayPassword(user, input.oldPayPassword);
    const payPasswordHash = await this.hasher.hash(input.newPassword);
    await this.ds.transaction(async (em) => {
      await em.update(User, { id: user.id }, { payPasswordHash });
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.pay_password.changed',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
      });
    });
  }

  /** Confirms a money-moving action; wrong guesses are limited like sign-ins. */
  async verifyPayPassword(user: User, payPassword: string): Promise<void> {
    if (user.payPasswordHash === null) throw new DomainError(AuthError.PAY_PASSWORD_NOT_SET);
    await this.checkPassword(`pay:${user.id}`, user.payPasswordHash, payPassword, AuthError.WRONG_PAY_PASSWORD);
  }

  async issueInviteCode(ops: User, input: IssueInviteCodeInput, meta: RequestMeta): Promise<InviteCode> {
    return this.ds.transaction(async (em) => {
      const code = await this.insertInviteCode(em, {
        ownerId: null,
        issuedById: ops.id,
        maxUses: input.maxUses ?? null,
        note: input.note?.trim() || null,
      });
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'ops.invite_code.issued',
        targetType: 'invite_code',
        targetId: code.code,
        after: { maxUses: code.maxUses, note: code.note },
        reason: input.note ?? null,
        ip: meta.ip,
      });
      return code;
    });
  }

  /**
   * For the command line and the demo seed: an ops account, audited as done by `actorLabel`. The account
   * is made as a plain user; `grant` (the owner role's `set_user_role`, which audits it too) makes it ops,
   * since the app's database role cannot write roles (issue 30).
   */
  async createOpsUser(phoneRaw: string, password: string, actorLabel: string, grant: RoleGranter): Promise<User> {
    const phone = normalizePhone(phoneRaw);
    if (!phone.ok) throw new DomainError(phone.code);
    const rule = checkNewLoginPassword(password, password);
    if (rule) throw new DomainError(rule);
    const passwordHash = await this.hasher.hash(password);
    const created = await this.ds.transaction(async (em) => {
      if (await em.getRepository(User).exist({ where: { phone: phone.value } })) throw new DomainError(AuthError.PHONE_TAKEN);
      const user = await this.insertUser(em, { phone: phone.value, passwordHash, role: Role.USER, referrerId: null, invitedWith: null });
      await this.audit.record(em, {
        actorId: null,
        actorLabel,
        action: 'ops.user.created',
        targetType: 'user',
        targetId: user.id,
        after: { phone: user.phone, role: Role.OPS },
      });
      return user;
    });
    await grant(created.id, Role.OPS, actorLabel, this.clock.now());
    return this.ds.getRepository(User).findOneOrFail({ where: { id: created.id } });
  }

  async findInviteCode(code: string): Promise<InviteCode | null> {
    return this.ds.getRepository(InviteCode).findOne({ where: { code: normalizeInviteCode(code) } });
  }

  /** Users by id, for per-request loaders (one query for a whole list). */
  usersByIds(ids: readonly string[]): Promise<User[]> {
    return this.ds.getRepository(User).findBy({ id: In([...ids]) });
  }

  async purgeExpiredSessions(): Promise<number> {
    const res = await this.ds.getRepository(Session).delete({ expiresAt: LessThanOrEqual(this.clock.now()) });
    return res.affected ?? 0;
  }

  private async checkPassword(limitKey: string, hash: string, attempt: string, wrong: AuthError): Promise<void> {
    // Counted before hashing, atomically (see login); the point comes back only when it was right.
    const outcome = await this.attempts.run(`password:${limitKey}`, async () => {
      if ((await this.passwordLimiter.consume(limitKey)) > 0) return CommonError.RATE_LIMITED;
      if (!(await this.hasher.verify(hash, attempt))) return wrong;
      await this.passwordLimiter.refund(limitKey);
      return null;
    });
    if (outcome) throw new DomainError(outcome);
  }

  private async insertUser(
    em: EntityManager,
    fields: { phone: string; passwordHash: string; role: Role; referrerId: string | null; invitedWith: string | null },
  ): Promise<User> {
    const repo = em.getRepository(User);
    const user = repo.create({ ...fields, payPasswordHash: null, inviteCode: '', createdAt: this.clock.now() });
    // The personal invite code is created first so the user row can point at it.
    const own = await this.insertInviteCode(em, { ownerId: null, issuedById: null, maxUses: null, note: null });
    user.inviteCode = own.code;
    await repo.insert(user);
    await em.update(InviteCode, { code: own.code }, { ownerId: user.id });
    own.ownerId = user.id;
    return repo.findOneOrFail({ where: { id: user.id } });
  }

  private async insertInviteCode(
    em: EntityManager,
    fields: { ownerId: string | null; issuedById: string | null; maxUses: number | null; note: string | null },
  ): Promise<InviteCode> {
    const repo = em.getRepository(InviteCode);
    for (;;) {
      const code = generateInviteCode();
      // 32^8 codes: a clash is rare; ON CONFLICT keeps the transaction usable when one happens.
      const res = await em.query(
        `INSERT INTO invite_codes (code, owner_id, issued_by_id, max_uses, use_count, note, created_at)
         VALUES ($1, $2, $3, $4, 0, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING code`,
        [code, fields.ownerId, fields.issuedById, fields.maxUses, fields.note, this.clock.now()],
      );
      if (res.length === 1) return repo.findOneOrFail({ where: { code } });
    }
  }

  private async openSession(em: EntityManager, user: User, meta: RequestMeta): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + this.sessionDays * 86_400_000);
    const inserted = await em.insert(Session, {
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: this.clock.now(),
      lastSeenAt: this.clock.now(),
      expiresAt,
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 256) ?? null,
    });
    return { user, token, expiresAt, sessionId: inserted.identifiers[0].id as string };
  }
}
