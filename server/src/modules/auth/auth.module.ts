import type DataLoader from 'dataloader';
import type { Pool } from 'pg';
import { Foundation1763700000000 } from '../../../../migrations/1763700000000-Foundation';
import { UserRoles1765900000000 } from '../../../../migrations/1765900000000-UserRoles';
import { defineModule } from '../../app/module';
import { AttemptLimiter } from '../../shared/attempt-limiter';
import { logger } from '../../shared/logger';
import { AuthError, authErrorDescriptions } from './auth.errors';
import { createAuthLoaders } from './auth.loaders';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { SessionsService } from './sessions.service';
import { InviteCode } from './invite-code.entity';
import { PasswordHasher } from './password-hasher';
import { Session } from './session.entity';
import { User } from './user.entity';

declare module '../../app/registry' {
  interface ServiceRegistry {
    auth: AuthService;
    /** The user's signed-in sessions: the list, and ending one. */
    sessions: SessionsService;
  }
  interface LoaderRegistry {
    userById: DataLoader<string, User | null>;
  }
}

/** Users, sessions, invite codes, the two passwords and their attempt limits. */
export const authModule = defineModule({
  name: 'auth',
  entities: [User, Session, InviteCode],
  migrations: [Foundation1763700000000, UserRoles1765900000000],
  resolvers: [AuthResolver],
  errors: AuthError,
  errorDescriptions: authErrorDescriptions,
  create: ({ ds, config, clock, redis, audit, bus }) => {
    const pool = (ds.driver as unknown as { master: Pool }).master;
    const hasher = new PasswordHasher(config.hashConcurrency, config.hashQueueLimit);
    const limiter = (prefix: string, points: number) => new AttemptLimiter({ prefix, points, durationSeconds: 60, pool, redis });
    const [login, password, ip] = [
      limiter('login', config.loginAttemptsPerMinute),
      limiter('password', config.loginAttemptsPerMinute),
      limiter('login-ip', config.loginAttemptsPerIpPerMinute),
    ];
    return {
      auth: new AuthService(ds, clock, hasher, login, password, ip, audit, config.sessionDays, bus),
      sessions: new SessionsService(ds, clock, audit, bus),
    };
  },
  loaders: (services) => createAuthLoaders(services.auth),
  jobs: [
    {
      name: 'purge-expired-sessions',
      cron: '17 * * * *',
      run: async (services) => {
        const purged = await services.auth.purgeExpiredSessions();
        logger.info({ purged }, 'expired sessions purged');
      },
    },
  ],
});
