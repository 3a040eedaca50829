import { authenticator } from 'otplib';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import type { FieldCipher } from '../../shared/field-cipher';
import { type AttemptLimiter, KeyedLock } from '../../shared/attempt-limiter';
import type { AuditService } from '../audit/audit.service';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
  normaliseTotpCode,
  STEP_UP_SECONDS,
  TOTP_STEP_SECONDS,
  TOTP_WINDOW_STEPS,
  totpStepAt,
} from './second-factor-rules';
import { SecondFactorError } from './second-factor.errors';

/** The column the TOTP secret is encrypted for (FieldCipher's associated data). */
const SECRET_FIELD = 'totp_factors.secret';
const ISSUER = 'Vela';

export interface TotpEnrolment {
  /** The shared secret (base32), for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI a QR code carries. */
  uri: string;
}

export interface SecondFactorStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  /** Until when this session's last second-factor check counts for step-up; null when none does. */
  stepUpUntil: Date | null;
}

export interface StepUp {
  factor: 'totp' | 'recovery_code';
  until: Date;
}

/** The account a check is for: its id, and its phone (the audit's label). */
export interface Account {
  id: string;
  phone: string;
}

interface FactorRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: string | null;
}

/**
 * The second factor (issue 32): the authenticator app (TOTP) with its recovery codes, and step-up, a
 * fresh check of it that money movements and security changes will ask for. Every code is checked under
 * the account's attempt limit (a wrong one takes a point, a right one gives it back) and accepted once.
 */
export class SecondFactorService {
  private readonly attempts = new KeyedLock();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly cipher: FieldCipher,
    private readonly limiter: AttemptLimiter,
    private readonly audit: AuditService,
  ) {}

  async status(userId: string, sessionId: string | null): Promise<SecondFactorStatus> {
    const [factor] = await this.ds.query(`SELECT confirmed_at FROM totp_factors WHERE user_id = $1`, [userId]);
    const [{ left }] = await this.ds.query(`SELECT count(*)::int AS left FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [
      userId,
    ]);
    return { totpEnabled: Boolean(factor?.confirmed_at), recoveryCodesLeft: left, stepUpUntil: await this.stepUpUntil(sessionId) };
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
  async startTotp(userId: string, accountLabel: string): Promise<TotpEnrolment> {
    const secret = authenticator.generateSecret(20);
    const stored = this.cipher.encrypt(secret, SECRET_FIELD);
    const now = this.clock.now();
    const rows = await this.ds.query(
      `INSERT INTO totp_factors (user_id, secret, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = NULL
         WHERE totp_factors.confirmed_at IS NULL
       RETURNING user_id`,
      [userId, stored, now],
    );
    if (rows.length === 0) throw new DomainError(SecondFactorError.TOTP_ALREADY_ENABLED);
    return { secret, uri: authenticator.keyuri(accountLabel, ISSUER, secret) };
  }

  /**
   * Confirms the pending app with a first code from it: the app is on, ten recovery codes are made (shown
   * now, once; only their hashes kept), and this session counts as freshly checked.
   */
  async confirmTotp(user: Account, sessionId: string, input: string, ip: string | null): Promise<string[]> {
    const userId = user.id;
    return this.checked(userId, async (em) => {
      const factor = await this.lockedFactor(em, userId);
      if (!factor || factor.confirmed_at)
        throw new DomainError(factor ? SecondFactorError.TOTP_ALREADY_ENABLED : SecondFactorError.TOTP_NOT_ENROLLED);
      const step = this.matchingStep(factor, input);
      if (step === null) return null;
      const now = this.clock.now();
      await em.query(`UPDATE totp_factors SET confirmed_at = $2, last_step = $3 WHERE user_id = $1`, [userId, now, step]);
      await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      const codes = newRecoveryCodes();
      for (const code of codes) {
        await em.query(`INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)`, [
          userId,
          hashRecoveryCode(code),
          now,
        ]);
      }
      await this.markStepUp(em, sessionId, 'totp');
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
    const userId = user.id;
    return this.checked(userId, async (em) => {
      const factor = await this.lockedFactor(em, userId);
      if (!factor?.confirmed_at) throw new DomainError(SecondFactorError.TOTP_NOT_ENROLLED);
      let kind: StepUp['factor'];
      if (normaliseTotpCode(input)) {
        const step = this.matchingStep(factor, input);
        if (step === null) return null;
        await em.query(`UPDATE totp_factors SET last_step = $2 WHERE user_id = $1`, [userId, step]);
        kind = 'totp';
      } else {
        const code = normaliseRecoveryCode(input);
        if (!code) return null;
        // As a WITH query: TypeORM answers an UPDATE's rows as [rows, count], always two long.
        const used = await em.query(
          `WITH used AS (UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id)
           SELECT id FROM used`,
          [userId, hashRecoveryCode(code), this.clock.now()],
        );
        if (used.length === 0) return null;
        kind = 'recovery_code';
      }
      await this.markStepUp(em, sessionId, kind);
      await this.audit.record(em, {
        actorId: userId,
        actorLabel: user.phone,
        action: `auth.step_up.${kind}`,
        targetType: 'user',
        targetId: userId,
        ip,
      });
      return { factor: kind, until: new Date(this.clock.now().getTime() + STEP_UP_SECONDS * 1000) };
    });
  }

  /**
   * Runs a code check under the account's attempt limit, one at a time per account: the point is taken
   * first, a wrong code (`check` answers null) keeps it and is refused, a right one gives it back.
   */
  private async checked<T>(userId: string, check: (em: EntityManager) => Promise<T | null>): Promise<T> {
    return this.attempts.run(`second-factor:${userId}`, async () => {
      const waitMs = await this.limiter.consume(userId);
      if (waitMs > 0) throw new DomainError(SecondFactorError.TOO_MANY_CODE_ATTEMPTS, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
      const result = await this.ds.transaction((em) => check(em));
      if (result === null) throw new DomainError(SecondFactorError.SECOND_FACTOR_CODE_INVALID);
      await this.limiter.refund(userId);
      return result;
    });
  }

  private async lockedFactor(em: EntityManager, userId: string): Promise<FactorRow | null> {
    const [row] = await em.query(`SELECT secret, confirmed_at, last_step FROM totp_factors WHERE user_id = $1 FOR UPDATE`, [userId]);
    return row ?? null;
  }

  /** The time step of the code if it is right now (within the window) and newer than the last accepted; else null. */
  private matchingStep(factor: FactorRow, input: string): number | null {
    const code = normaliseTotpCode(input);
    if (!code) return null;
    const now = this.clock.now();
    const totp = authenticator.clone({ epoch: now.getTime(), step: TOTP_STEP_SECONDS, window: TOTP_WINDOW_STEPS });
    const delta = totp.checkDelta(code, this.cipher.decrypt(factor.secret, SECRET_FIELD));
    if (delta === null) return null;
    const step = totpStepAt(now) + delta;
    // A code counts once: this one, or one from before it, was already accepted.
    if (factor.last_step !== null && step <= Number(factor.last_step)) return null;
    return step;
  }

  private async markStepUp(em: EntityManager, sessionId: string, factor: StepUp['factor']): Promise<void> {
    await em.query(
      `INSERT INTO session_step_ups (session_id, checked_at, factor) VALUES ($1, $2, $3)
       ON CONFLICT (session_id) DO UPDATE SET checked_at = EXCLUDED.checked_at, factor = EXCLUDED.factor`,
      [sessionId, this.clock.now(), factor],
    );
  }
}
