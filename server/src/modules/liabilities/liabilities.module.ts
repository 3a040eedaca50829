import { ProofOfLiabilities1766500000000 } from '../../../../migrations/1766500000000-ProofOfLiabilities';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { publishedLiabilitiesMatchLedger } from './liabilities-checks';
import { LiabilitiesError, liabilitiesErrorDescriptions } from './liabilities.errors';
import { proofRoutes } from './liabilities.http';
import { LiabilitiesResolver } from './liabilities.resolver';
import { LiabilitiesService } from './liabilities.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** Proof of liabilities: daily snapshots, published roots, each user's inclusion proof. */
    liabilities: LiabilitiesService;
  }
}

/** Issue 38: every customer can check their balance is counted in what Vela says it owes. */
export const liabilitiesModule = defineModule({
  name: 'liabilities',
  migrations: [ProofOfLiabilities1766500000000],
  resolvers: [LiabilitiesResolver],
  errors: LiabilitiesError,
  errorDescriptions: liabilitiesErrorDescriptions,
  create: ({ ds, clock }) => ({ liabilities: new LiabilitiesService(ds, clock) }),
  routes: ({ services }) => [proofRoutes((date) => services.liabilities.published(date))],
  ledgerChecks: [publishedLiabilitiesMatchLedger],
  jobs: [
    {
      // The day's snapshot at the first run after midnight UTC (normally 00:05); hourly runs catch up after downtime.
      name: 'liabilities-snapshot',
      cron: '5 * * * *',
      run: async (services) => {
        const taken = await services.liabilities.takeIfDue();
        if (taken) logger.info({ date: taken.date }, 'liabilities snapshot published');
      },
    },
  ],
});
