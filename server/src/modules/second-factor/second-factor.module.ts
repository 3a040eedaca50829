import type { Pool } from 'pg';
import { SecondFactors1766420000000 } from '../../../../migrations/1766420000000-SecondFactors';
import { defineModule } from '../../app/module';
import { AttemptLimiter } from '../../shared/attempt-limiter';
import { FieldCipher } from '../../shared/field-cipher';
import { SecondFactorError, secondFactorErrorDescriptions } from './second-factor.errors';
import { SecondFactorResolver } from './second-factor.resolver';
import { SecondFactorService } from './second-factor.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** The second factor: the authenticator app, recovery codes, step-up (issue 32). */
    secondFactor: SecondFactorService;
  }
}

/**
 * The second factor (issue 32, first part): the authenticator app (TOTP) with recovery codes, and a
 * session's step-up check. Codes are limited per account like passwords (LOGIN_ATTEMPTS_PER_MINUTE).
 */
export const secondFactorModule = defineModule({
  name: 'second-factor',
  migrations: [SecondFactors1766420000000],
  resolvers: [SecondFactorResolver],
  errors: SecondFactorError,
  errorDescriptions: secondFactorErrorDescriptions,
  create: ({ ds, clock, config, redis, audit }) => {
    const pool = (ds.driver as unknown as { master: Pool }).master;
    const limiter = new AttemptLimiter({
      prefix: 'second-factor',
      points: config.loginAttemptsPerMinute,
      durationSeconds: 60,
      pool,
      redis,
    });
    return { secondFactor: new SecondFactorService(ds, clock, FieldCipher.fromConfig(config), limiter, audit) };
  },
});
