import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { deviceOf, maskIp } from '../auth/auth-rules';
import type { LoginInput, RegisterInput } from '../auth/auth.inputs';
import { type AuthService, hashToken, type RequestMeta, type SignedIn } from '../auth/auth.service';
import { Role, User } from '../auth/user.entity';
import type { UserEventsService } from '../events/user-events.service';
import type { PasskeyChallenge, PasskeysService } from './passkeys.service';
import { SecondFactorError } from './second-factor.errors';
import type { FactorKind, SecondFactorService } from './second-factor.service';

/** How long the second step of a sign-in may take after the right password. */
export const SIGN_IN_TICKET_SECONDS = 300;
/** The event a sign-in from a device the account has not used before appends (a notification). */
export const NEW_DEVICE_EVENT = 'NEW_DEVICE_SIGN_IN';

/**
 * Signing in (issue 32): with the password alone, or in two steps (the password, then a code from the
 * authenticator app, a recovery code or a passkey, within 5 minutes on a one-time ticket), or with a
 * passkey alone. Every sign-in is audited with the factors used; one from a device the account has not
 * used before raises a notification; a second factor used to sign in counts as this session's step-up.
 */
export class SignInService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly auth: AuthService,
    private readonly secondFactor: SecondFactorService,
    private readonly passkeys: PasskeysService,
    private readonly events: UserEventsService,
    /** Production: an ops account signs in in two steps whatever its setting. */
    private readonly opsTwoStep: boolean,
  ) {}

  /** A new account is signed in at once; its device is its first known one. */
  async register(input: RegisterInput, meta: RequestMeta): Promise<SignedIn> {
    const signedIn = await this.auth.register(input, meta);
    await this.ds.transaction((em) => this.noteDevice(em, signedIn.user, meta));
    return signedIn;
  }

  /**
   * The password step. With two-step sign-in on, no session: refused with SECOND_FACTOR_REQUIRED and a
   * one-time ticket (details.ticket) and the factors that can finish it (details.factors).
   */
  async withPassword(input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
    const user = await this.auth.verifyLogin(input, meta);
    const status = await this.secondFactor.status(user.id, null);
    const hasFactor = status.totpEnabled || status.passkeyCount > 0;
    if (hasFactor && (status.twoStepSignIn || (this.opsTwoStep && user.role === Role.OPS))) {
      const ticket = await this.issueTicket(user.id);
      const factors = [...(status.totpEnabled ? ['totp', 'recovery_code'] : []), ...(status.passkeyCount > 0 ? ['passkey'] : [])];
      throw new DomainError(SecondFactorError.SECOND_FACTOR_REQUIRED, { ticket, factors: factors.join(',') });
    }
    return this.finish(user, meta, ['password'], null, null);
  }

  /** The second step with a code from the app or a recovery code; the ticket is used once. */
  async withCode(ticket: string, code: string, meta: RequestMeta): Promise<SignedIn> {
    const t = await this.liveTicket(ticket);
    const factor = await this.secondFactor.checkSignInCode(t.userId, code);
    const user = await this.ds.getRepository(User).findOneByOrFail({ id: t.userId });
    return this.finish(user, meta, ['password', factor], factor, t.id);
  }

  /** A passkey challenge: for the second step (the ticket's account's passkeys) or to sign in with one alone. */
  async passkeyChallenge(ticket: string | null): Promise<PasskeyChallenge> {
    if (ticket === null) return this.passkeys.authenticationChallenge('sign_in', { userId: null, sessionId: null, ticketId: null });
    const t = await this.liveTicket(ticket);
    return this.passkeys.authenticationChallenge('sign_in', { userId: t.userId, sessionId: null, ticketId: t.id });
  }

  /**
   * Signs in with a passkey's answer: alone (any registered passkey, discoverable), or as the second step
   * of the ticket its challenge was made for. Wrong answers count against the account's attempt limit
   * when the passkey is known, else against the caller's address.
   */
  async withPasskey(challengeId: string, responseJson: string, meta: RequestMeta): Promise<SignedIn> {
    const limitKey = (await this.passkeys.claimedOwner(responseJson)) ?? `passkey-sign-in:${meta.ip ?? '-'}`;
    const verified = await this.secondFactor.checked(limitKey, (em) =>
      this.passkeys.verifyAssertion(em, challengeId, 'sign_in', () => true, responseJson),
    );
    const user = await this.ds.getRepository(User).findOneByOrFail({ id: verified.userId });
    const withTicket = verified.challenge.ticketId;
    return this.finish(user, meta, withTicket ? ['password', 'passkey'] : ['passkey'], 'passkey', withTicket);
  }

  private async finish(
    user: User,
    meta: RequestMeta,
    factors: readonly string[],
    checked: FactorKind | null,
    ticketId: string | null,
  ): Promise<SignedIn> {
    return this.auth.startSession(user, meta, factors, async (em, sessionId) => {
      if (ticketId) await this.useTicket(em, ticketId);
      if (checked) await this.secondFactor.markChecked(em, sessionId, checked);
      await this.noteDevice(em, user, meta);
    });
  }

  private async issueTicket(userId: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.ds.query(`INSERT INTO sign_in_tickets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
      hashToken(ticket),
      userId,
      now,
      new Date(now.getTime() + SIGN_IN_TICKET_SECONDS * 1000),
    ]);
    return ticket;
  }

  /** The account a live sign-in ticket is for (the right password was given in the last 5 minutes). */
  ticketOwner(ticket: string): Promise<{ id: string; userId: string }> {
    return this.liveTicket(ticket);
  }

  private async liveTicket(ticket: string): Promise<{ id: string; userId: string }> {
    if (typeof ticket !== 'string' || ticket.length > 128) throw new DomainError(SecondFactorError.SIGN_IN_TICKET_INVALID);
    const [row] = await this.ds.query(
      `SELECT id, user_id FROM sign_in_tickets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
      [hashToken(ticket), this.clock.now()],
    );
    if (!row) throw new DomainError(SecondFactorError.SIGN_IN_TICKET_INVALID);
    return { id: row.id, userId: row.user_id };
  }

  /** Marks the ticket used, in the session's transaction; a ticket used (or expired) meanwhile refuses. */
  private async useTicket(em: EntityManager, ticketId: string): Promise<void> {
    const now = this.clock.now();
    const used = await em.query(
      `WITH used AS (UPDATE sign_in_tickets SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id) SELECT id FROM used`,
      [ticketId, now],
    );
    if (used.length === 0) throw new DomainError(SecondFactorError.SIGN_IN_TICKET_INVALID);
  }

  /**
   * Remembers the device (system and browser) signed in from; a device new to an account that had others
   * raises NEW_DEVICE_SIGN_IN (a notification, pushed to the other devices too).
   */
  private async noteDevice(em: EntityManager, user: User, meta: RequestMeta): Promise<void> {
    const device = deviceOf(meta.userAgent);
    const key = `${device.system ?? '?'}|${device.browser ?? '?'}`;
    const now = this.clock.now();
    const [row] = await em.query(
      `WITH ins AS (INSERT INTO known_devices (user_id, device, first_seen_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING device)
       SELECT (SELECT count(*)::int FROM ins) AS added, (SELECT count(*)::int FROM known_devices WHERE user_id = $1) AS before`,
      [user.id, key, now],
    );
    // `before` is read from the snapshot before the insert: the devices the account already had.
    if (row.added === 1 && row.before > 0) {
      await this.events.append(em, user.id, NEW_DEVICE_EVENT, { system: device.system, browser: device.browser, ip: maskIp(meta.ip) }, now);
    }
  }
}
