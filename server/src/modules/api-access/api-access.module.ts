import type { Pool } from 'pg';
import { ApiAccess1765100000000 } from '../../../../migrations/1765100000000-ApiAccess';
import { defineModule } from '../../app/module';
import { AttemptLimiter } from '../../shared/attempt-limiter';
import { ApiToken, ClientApp, ClientAppManifest } from './api-access.entities';
import { ApiAccessError, apiAccessErrorDescriptions } from './api-access.errors';
import { ApiAccessResolver } from './api-access.resolver';
import { ApiTokensService } from './api-tokens.service';
import { ClientAppsService } from './client-apps.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** Personal API tokens of investors (issue 19). */
    apiTokens: ApiTokensService;
    /** Registered client apps and their trusted-document manifests. */
    clientApps: ClientAppsService;
  }
}

/** Other clients of the schema: personal API tokens with scopes, registered client apps and their documents. */
export const apiAccessModule = defineModule({
  name: 'api-access',
  entities: [ApiToken, ClientApp, ClientAppManifest],
  migrations: [ApiAccess1765100000000],
  resolvers: [ApiAccessResolver],
  errors: ApiAccessError,
  errorDescriptions: apiAccessErrorDescriptions,
  create: ({ ds, clock, config, redis, audit, bus }) => {
    const pool = (ds.driver as unknown as { master: Pool }).master;
    const clientApps = new ClientAppsService(ds, clock, audit);
    const limiter = new AttemptLimiter({ prefix: 'api-token', points: config.apiTokenRequestsPerMinute, durationSeconds: 60, pool, redis });
    return { clientApps, apiTokens: new ApiTokensService(ds, clock, audit, clientApps, limiter, bus) };
  },
});
