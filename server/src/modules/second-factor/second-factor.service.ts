import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import type { FieldCipher } from '../../shared/field-cipher';
import { type AttemptLimiter, KeyedLock } from '../../shared/attempt-limiter';
import type { AuditService } from '../audit/audit.service';
import { hashRecoveryCode, newRecoveryCodes, STEP_UP_SECONDS } from './second-factor-rules';
import { TotpCodes } from './totp-codes';
import { SecondFactorError } from './second-factor.errors';
import type { PasskeysService } from './passkeys.service';
import { CommonError } from '../../shared/common.errors';

export interface TotpEnrolment {
  /** The shared secret (base32), for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI a QR code carries. */
  uri: string;
}

export interface SecondFactorStatus {
  totpEnabled: boolean;
  passkeyCount: number;
  twoStepSignIn: boolean;
  recoveryCodesLeft: number;
  /** Until when this session's last second-factor check counts for step-up; null when none does. */
  stepUpUntil: Date | null;
}

export type FactorKind = 'totp' | 'recovery_code' | 'passkey';

export interface StepUp {
  factor: FactorKind;
  until: Date;
}

/**
 * What asks for a fresh second factor (issue 32). A withdrawal needs one set up first
 * (SECOND_FACTOR_SETUP_REQUIRED); the others ask for a check only from an account that has one.
 */
export type StepUpAction =
  | 'withdraw'
  | 'bind_destination'
  | 'change_password'
  | 'create_api_token'
  | 'two_step_off'
  | 'factor_add'
  | 'passkey_remove'
  | 'totp_remove'
  | 'ops_decision';

/** The account a check is for: its id, and its phone (the audit's label). */
export interface Account {
  id: string;
  phone: string;
}

/**
 * The second factor (issue 32): the authenticator app (TOTP) with its recovery codes, and step-up, a
 * fresh check of it that money movements and security changes will ask for. Every code is checked under
 * the account's attempt limit (a wrong one takes a point, a right one gives it back) and accepted once.
 */
export class SecondFactorService {
  private readonly attempts = new KeyedLock();
  private readonly totp: TotpCodes;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    cipher: FieldCipher,
    private readonly limiter: AttemptLimiter,
    private readonly audit: AuditService,
    readonly passkeys: PasskeysService,
    /** Production: ops need a factor for the console and a fresh check for every review decision. */
    readonly opsSecondFactor = false,
  ) {
    this.totp = new TotpCodes(clock, cipher);
  }

  /** Set by the module: until when withdrawals stay closed after an approved recovery (RecoveryService). */
  withdrawalsLockedUntil: (userId: string) => Promise<Date | null> = async () => null;

  /** The server's time, which authenticator codes are checked against (the health check shows it). */
  serverTime(): Date {
    return this.clock.now();
  }

  async status(userId: string, sessionId: string | null): Promise<SecondFactorStatus> {
    const [row] = await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS totp,
              (SELECT count(*)::int FROM passkeys WHERE user_id = $1) AS passkeys,
              (SELECT count(*)::int FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left,
              (SELECT two_step_sign_in FROM users WHERE id = $1) AS two_step`,
      [userId],
    );
    return {
      totpEnabled: row.totp,
      passkeyCount: row.passkeys,
      twoStepSignIn: Boolean(row.two_step),
      recoveryCodesLeft: row.left,
      stepUpUntil: await this.stepUpUntil(sessionId),
    };
  }

  /**
   * The demo seed only (seed/demo.ts, never in production unless forced): the demo user's authenticator
   * app, confirmed, with a published secret, two-step sign-in left off. No recovery codes.
   */
  async seedTotp(userId: string, secret: string): Promise<void> {
    await this.ds.query(
      `INSERT INTO totp_factors (user_id, secret, created_at, confirmed_at) VALUES ($1, $2, $3, $3) ON CONFLICT DO NOTHING`,
      [userId, this.totp.stored(secret), this.clock.now()],
    );
  }

  /** Whether the account has a second factor: a confirmed authenticator app or a passkey. */
  async hasFactor(userId: string, em: Pick<EntityManager, 'query'> = this.ds): Promise<boolean> {
    const [row] = await em.query(
      `SELECT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL)
           OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1) AS has`,
      [userId],
    );
    return row.has;
  }

  /** Whether signing in with the password asks for a second step too. */
  async twoStepSignIn(userId: string): Promise<boolean> {
    const [row] = await this.ds.query(`SELECT two_step_sign_in FROM users WHERE id = $1`, [userId]);
    return Boolean(row?.two_step_sign_in);
  }

  /**
   * Refuses the action unless this session checked a second factor in the last 5 minutes: an account
   * without one may go on (a withdrawal excepted: SECOND_FACTOR_SETUP_REQUIRED). An API token has no
   * session to check, so an action that needs a check is refused to it.
   */
  async requireFresh(userId: string, sessionId: string | null, action: StepUpAction): Promise<void> {
    if (action === 'ops_decision' && !this.opsSecondFactor) return;
    if (action === 'withdraw') {
      const until = await this.withdrawalsLockedUntil(userId);
      if (until) throw new DomainError(SecondFactorError.WITHDRAWALS_LOCKED_AFTER_RECOVERY, { until: until.toISOString() });
    }
    const has = await this.hasFactor(userId);
    if (!has) {
      if (action === 'ops_decision') throw new DomainError(SecondFactorError.OPS_SECOND_FACTOR_REQUIRED);
      if (action === 'withdraw') throw new DomainError(SecondFactorError.SECOND_FACTOR_SETUP_REQUIRED);
      return;
    }
    if (!(await this.stepUpUntil(sessionId))) throw new DomainError(SecondFactorError.STEP_UP_REQUIRED, { action });
  }

  /** Turns two-step sign-in on (needs a factor) or off (needs a fresh check). */
  async setTwoStep(user: Account, sessionId: string | null, on: boolean, ip: string | null): Promise<boolean> {
    if (on) {
      if (!(await this.hasFactor(user.id))) throw new DomainError(SecondFactorError.SECOND_FACTOR_SETUP_REQUIRED);
    } else {
      await this.requireFresh(user.id, sessionId, 'two_step_off');
    }
    await this.ds.transaction(async (em) => {
      await em.query(`UPDATE users SET two_step_sign_in = $2 WHERE id = $1`, [user.id, on]);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: on ? 'auth.two_step.on' : 'auth.two_step.off',
        targetType: 'user',
        targetId: user.id,
        ip,
      });
    });
    return on;
  }

  /** Removes the authenticator app and its recovery codes (a fresh check first). Two-step goes off with the last factor. */
  async removeTotp(user: Account, sessionId: string | null, ip: string | null): Promise<void> {
    await this.requireFresh(user.id, sessionId, 'totp_remove');
    await this.ds.transaction(async (em) => {
      const gone = await em.query(`WITH gone AS (DELETE FROM totp_factors WHERE user_id = $1 RETURNING user_id) SELECT user_id FROM gone`, [
        user.id,
      ]);
      if (gone.length === 0) throw new DomainError(SecondFactorError.TOTP_NOT_ENROLLED);
      await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [user.id]);
      await this.afterFactorRemoved(em, user.id);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.totp.removed',
        targetType: 'user',
        targetId: user.id,
        ip,
      });
    });
  }

  /** Starts registering a passkey (a fresh check first when the account already has a factor). */
  async startPasskeyRegistration(user: Account, sessionId: string) {
    await this.requireFresh(user.id, sessionId, 'factor_add');
    return this.passkeys.registrationChallenge(user, sessionId);
  }

  /**
   * Finishes registering a passkey: stored, this session counts as freshly checked, and a first factor
   * turns two-step sign-in on. Refusals (PASSKEY_INVALID) count against the account's attempt limit.
   */
  async finishPasskeyRegistration(
    user: Account,
    sessionId: string,
    challengeId: string,
    name: string,
    responseJson: string,
    ip: string | null,
  ) {
    const label = name.trim();
    if (label.length < 1 || label.length > 40) throw new DomainError(SecondFactorError.PASSKEY_NAME_INVALID);
    await this.requireFresh(user.id, sessionId, 'factor_add');
    return this.checked(user.id, async (em) => {
      const first = !(await this.hasFactor(user.id, em));
      const id = await this.passkeys.register(em, user.id, sessionId, challengeId, label, responseJson);
      if (first) await em.query(`UPDATE users SET two_step_sign_in = true WHERE id = $1`, [user.id]);
      await this.markChecked(em, sessionId, 'passkey');
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.passkey.added',
        targetType: 'passkey',
        targetId: id,
        after: { name: label },
        ip,
      });
      return id;
    });
  }

  /** Removes one of the user's passkeys (a fresh check first). NOT_FOUND when it is not theirs. */
  async removePasskey(user: Account, sessionId: string | null, id: string, ip: string | null): Promise<void> {
    await this.requireFresh(user.id, sessionId, 'passkey_remove');
    await this.ds.transaction(async (em) => {
      const name = await this.passkeys.remove(em, user.id, id);
      if (name === null) throw new DomainError(CommonError.NOT_FOUND);
      await this.afterFactorRemoved(em, user.id);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'auth.passkey.removed',
        targetType: 'passkey',
        targetId: id,
        before: { name },
        ip,
      });
    });
  }

  /** A passkey challenge for this session's step-up. */
  startPasskeyStepUp(userId: string, sessionId: string) {
    return this.passkeys.authenticationChallenge('step_up', { userId, sessionId, ticketId: null });
  }

  /** A fresh check of this session with a passkey. */
  async finishPasskeyStepUp(
    user: Account,
    sessionId: string,
    challengeId: string,
    responseJson: string,
    ip: string | null,
  ): Promise<StepUp> {
    return this.checked(user.id, async (em) => {
      await this.passkeys.verifyAssertion(
        em,
        challengeId,
        'step_up',
        (c) => c.userId === user.id && c.sessionId === sessionId,
        responseJson,
      );
      return this.stepUpDone(em, user, sessionId, 'passkey', ip);
    });
  }

  /** Until when the session's last check counts for step-up, or null. */
  async stepUpUntil(sessionId: string | null): Promise<Date | null> {
    if (!sessionId) return null;
    const [row] = await this.ds.query(`SELECT checked_at FROM session_step_ups WHERE session_id = $1`, [sessionId]);
    if (!row) return null;
    const until = new Date(new Date(row.checked_at).getTime() + STEP_UP_SECONDS * 1000);
    return until.getTime() > this.clock.now().getTime() ? until : null;
  }

  /**
   * Starts (or starts again) setting up the authenticator app: a new secret, pending until a first code
   * from it confirms it. Refused when an app is already set up.
   */
  async startTotp(userId: string, accountLabel: string, sessionId: string | null): Promise<TotpEnrolment> {
    await this.requireFresh(userId, sessionId, 'factor_add');
    const { secret, stored, uri } = this.totp.newSecret(accountLabel);
    const now = this.clock.now();
    const rows = await this.ds.query(
      `INSERT INTO totp_factors (user_id, secret, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = NULL
         WHERE totp_factors.confirmed_at IS NULL
       RETURNING user_id`,
      [userId, stored, now],
    );
    if (rows.length === 0) throw new DomainError(SecondFactorError.TOTP_ALREADY_ENABLED);
    return { secret, uri };
  }

  /**
   * Confirms the pending app with a first code from it: the app is on, ten recovery codes are made (shown
   * now, once; only their hashes kept), and this session counts as freshly checked.
   */
  async confirmTotp(user: Account, sessionId: string, input: string, ip: string | null): Promise<string[]> {
    const userId = user.id;
    return this.checked(userId, async (em) => {
      const factor = await this.totp.locked(em, userId);
      if (!factor || factor.confirmed_at)
        throw new DomainError(factor ? SecondFactorError.TOTP_ALREADY_ENABLED : SecondFactorError.TOTP_NOT_ENROLLED);
      const step = this.totp.matchingStep(factor, input);
      if (step === null) return null;
      const now = this.clock.now();
      const first = !(await this.hasFactor(userId, em));
      await em.query(`UPDATE totp_factors SET confirmed_at = $2, last_step = $3 WHERE user_id = $1`, [userId, now, step]);
      if (first) await em.query(`UPDATE users SET two_step_sign_in = true WHERE id = $1`, [userId]);
      await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      const codes = newRecoveryCodes();
      for (const code of codes) {
        await em.query(`INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)`, [
          userId,
          hashRecoveryCode(code),
          now,
        ]);
      }
      await this.markChecked(em, sessionId, 'totp');
      await this.audit.record(em, {
        actorId: userId,
        actorLabel: user.phone,
        action: 'auth.totp.enabled',
        targetType: 'user',
        targetId: userId,
        ip,
      });
      return codes;
    });
  }

  /**
   * A fresh second-factor check for this session (step-up): a code from the app, or one of the recovery
   * codes (each usable once). Refused with SECOND_FACTOR_CODE_INVALID for a wrong, old or used code.
   */
  async stepUp(user: Account, sessionId: string, input: string, ip: string | null): Promise<StepUp> {
    return this.checked(user.id, async (em) => {
      const kind = await this.totp.codeKind(em, user.id, input);
      if (kind === null) return null;
      return this.stepUpDone(em, user, sessionId, kind, ip);
    });
  }

  /**
   * Checks a code from the app or a recovery code for a sign-in's second step, under the attempt limit;
   * answers the factor used. Refused like step-up.
   */
  checkSignInCode(userId: string, input: string): Promise<'totp' | 'recovery_code'> {
    return this.checked(userId, (em) => this.totp.codeKind(em, userId, input));
  }

  private async stepUpDone(em: EntityManager, user: Account, sessionId: string, kind: FactorKind, ip: string | null): Promise<StepUp> {
    await this.markChecked(em, sessionId, kind);
    await this.audit.record(em, {
      actorId: user.id,
      actorLabel: user.phone,
      action: `auth.step_up.${kind}`,
      targetType: 'user',
      targetId: user.id,
      ip,
    });
    return { factor: kind, until: new Date(this.clock.now().getTime() + STEP_UP_SECONDS * 1000) };
  }

  /** With no factor left, two-step sign-in goes off (nothing could answer it). */
  private async afterFactorRemoved(em: EntityManager, userId: string): Promise<void> {
    if (!(await this.hasFactor(userId, em))) await em.query(`UPDATE users SET two_step_sign_in = false WHERE id = $1`, [userId]);
  }

  /**
   * Runs a code check under the account's attempt limit, one at a time per account: the point is taken
   * first, a wrong code (`check` answers null) keeps it and is refused, a right one gives it back.
   */
  async checked<T>(userId: string, check: (em: EntityManager) => Promise<T | null>): Promise<T> {
    return this.attempts.run(`second-factor:${userId}`, async () => {
      const waitMs = await this.limiter.consume(userId);
      if (waitMs > 0) throw new DomainError(SecondFactorError.TOO_MANY_CODE_ATTEMPTS, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
      const result = await this.ds.transaction((em) => check(em));
      if (result === null) throw new DomainError(SecondFactorError.SECOND_FACTOR_CODE_INVALID);
      await this.limiter.refund(userId);
      return result;
    });
  }

  /** Marks the session freshly checked with this factor (step-up, or a sign-in with a second factor) in `em`. */
  async markChecked(em: EntityManager, sessionId: string, factor: FactorKind): Promise<void> {
    await em.query(
      `INSERT INTO session_step_ups (session_id, checked_at, factor) VALUES ($1, $2, $3)
       ON CONFLICT (session_id) DO UPDATE SET checked_at = EXCLUDED.checked_at, factor = EXCLUDED.factor`,
      [sessionId, this.clock.now(), factor],
    );
  }
}
