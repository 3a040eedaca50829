import { authenticator } from 'otplib';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import type { FieldCipher } from '../../shared/field-cipher';
import {
  hashRecoveryCode,
  normaliseRecoveryCode,
  normaliseTotpCode,
  TOTP_STEP_SECONDS,
  TOTP_WINDOW_STEPS,
  totpStepAt,
} from './second-factor-rules';
import { SecondFactorError } from './second-factor.errors';

/** The column the TOTP secret is encrypted for (FieldCipher's associated data). */
const SECRET_FIELD = 'totp_factors.secret';
const ISSUER = 'Vela';

export interface TotpFactorRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: string | null;
}

/**
 * The authenticator app's codes (RFC 6238) and the recovery codes, as stored: the secret encrypted at
 * rest, the last accepted time step (a code counts once), recovery codes used once. The policy around
 * them (attempt limits, step-up, audit) is SecondFactorService's.
 */
export class TotpCodes {
  constructor(
    private readonly clock: Clock,
    private readonly cipher: FieldCipher,
  ) {}

  /** A new secret: as shown (base32), as stored (encrypted) and as the otpauth:// URI a QR code carries. */
  newSecret(accountLabel: string): { secret: string; stored: string; uri: string } {
    const secret = authenticator.generateSecret(20);
    return { secret, stored: this.stored(secret), uri: authenticator.keyuri(accountLabel, ISSUER, secret) };
  }

  /** A secret as the database keeps it. */
  stored(secret: string): string {
    return this.cipher.encrypt(secret, SECRET_FIELD);
  }

  /** The user's factor row, locked for the rest of `em`'s transaction (checks of one account run one at a time). */
  async locked(em: EntityManager, userId: string): Promise<TotpFactorRow | null> {
    const [row] = await em.query(`SELECT secret, confirmed_at, last_step FROM totp_factors WHERE user_id = $1 FOR UPDATE`, [userId]);
    return row ?? null;
  }

  /** The time step of the code if it is right now (within the window) and newer than the last accepted; else null. */
  matchingStep(factor: TotpFactorRow, input: string): number | null {
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

  /**
   * In `em`: which factor this code is (the app's code, accepted once; or an unused recovery code, now
   * used), or null when it is neither. TOTP_NOT_ENROLLED without a confirmed app.
   */
  async codeKind(em: EntityManager, userId: string, input: string): Promise<'totp' | 'recovery_code' | null> {
    const factor = await this.locked(em, userId);
    if (!factor?.confirmed_at) throw new DomainError(SecondFactorError.TOTP_NOT_ENROLLED);
    if (normaliseTotpCode(input)) {
      const step = this.matchingStep(factor, input);
      if (step === null) return null;
      await em.query(`UPDATE totp_factors SET last_step = $2 WHERE user_id = $1`, [userId, step]);
      return 'totp';
    }
    const code = normaliseRecoveryCode(input);
    if (!code) return null;
    // As a WITH query: TypeORM answers an UPDATE's rows as [rows, count], always two long.
    const used = await em.query(
      `WITH used AS (UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id)
       SELECT id FROM used`,
      [userId, hashRecoveryCode(code), this.clock.now()],
    );
    return used.length === 0 ? null : 'recovery_code';
  }
}
