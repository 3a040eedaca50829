import type { Pool } from 'pg';
import { SecondFactors1766420000000 } from '../../../../migrations/1766420000000-SecondFactors';
import { Passkeys1766430000000 } from '../../../../migrations/1766430000000-Passkeys';
import { SecondFactorRecovery1766440000000 } from '../../../../migrations/1766440000000-SecondFactorRecovery';
import { RECOVERY_EVENT, RecoveryService } from './recovery.service';
import { defineModule } from '../../app/module';
import { AttemptLimiter } from '../../shared/attempt-limiter';
import { FieldCipher } from '../../shared/field-cipher';
import { PasskeysService, relyingPartyOf } from './passkeys.service';
import { SecondFactorError, secondFactorErrorDescriptions } from './second-factor.errors';
import { secondFactorNotifications } from './second-factor.notifications';
import { SecondFactorResolver } from './second-factor.resolver';
import { SecondFactorService } from './second-factor.service';
import { NEW_DEVICE_EVENT, SignInService } from './sign-in.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** The second factor: the authenticator app, recovery codes, passkeys, step-up (issue 32). */
    secondFactor: SecondFactorService;
    /** Signing in: the password, the second step, a passkey alone; new-device notices. */
    signIn: SignInService;
    /** Recovery for a user who lost every factor, decided by ops in the review workflow. */
    secondFactorRecovery: RecoveryService;
  }
}

/**
 * The second factor (issue 32): the authenticator app (TOTP) with recovery codes, passkeys (WebAuthn),
 * a session's step-up check, and signing in with them. Codes and passkey answers are limited per account
 * like passwords (LOGIN_ATTEMPTS_PER_MINUTE).
 */
export const secondFactorModule = defineModule({
  name: 'second-factor',
  migrations: [SecondFactors1766420000000, Passkeys1766430000000, SecondFactorRecovery1766440000000],
  resolvers: [SecondFactorResolver],
  errors: SecondFactorError,
  errorDescriptions: secondFactorErrorDescriptions,
  events: [NEW_DEVICE_EVENT, RECOVERY_EVENT],
  eventDescriptions: {
    [NEW_DEVICE_EVENT]: 'The account signed in from a device (system and browser) it had not used before; ip is partly masked.',
    [RECOVERY_EVENT]:
      'A recovery of the account’s second factors was requested (status pending), approved (factors removed, withdrawals closed 48 hours) or refused (reasonCode).',
  },
  notifications: secondFactorNotifications,
  reviews: ({ secondFactorRecovery }) => [secondFactorRecovery.review()],
  create: ({ ds, clock, config, redis, audit, auth, events, uow }) => {
    const pool = (ds.driver as unknown as { master: Pool }).master;
    const limiter = new AttemptLimiter({
      prefix: 'second-factor',
      points: config.loginAttemptsPerMinute,
      durationSeconds: 60,
      pool,
      redis,
    });
    const passkeys = new PasskeysService(ds, clock, relyingPartyOf(config.publicUrl, config.port));
    const secondFactor = new SecondFactorService(
      ds,
      clock,
      FieldCipher.fromConfig(config),
      limiter,
      audit,
      passkeys,
      config.opsSecondFactor,
    );
    const cipher = FieldCipher.fromConfig(config);
    const signIn = new SignInService(ds, clock, auth, secondFactor, passkeys, events, config.opsSecondFactor);
    const secondFactorRecovery = new RecoveryService(ds, uow, clock, cipher, audit, signIn);
    secondFactor.withdrawalsLockedUntil = (userId) => secondFactorRecovery.withdrawalsLockedUntil(userId);
    return { secondFactor, signIn, secondFactorRecovery };
  },
});
