import { Performance1766520000000 } from '../../../../migrations/1766520000000-Performance';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { PerformanceResolver } from './performance.resolver';
import { PerformanceService } from './performance.service';
import { ValuationService } from './valuation/valuation.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** Each account's value at the end of every day, caught up after downtime. */
    valuation: ValuationService;
    /** A user's returns, profit by cause, benchmark and allocation, read from the daily valuations. */
    performance: PerformanceService;
  }
}

/** Issue 37: portfolio performance, from the ledger and the feed's closes. */
export const performanceModule = defineModule({
  name: 'performance',
  migrations: [Performance1766520000000],
  resolvers: [PerformanceResolver],
  create: ({ ds, clock, audit }) => {
    const valuation = new ValuationService(ds, clock);
    return { valuation, performance: new PerformanceService(ds, clock, valuation, audit) };
  },
  jobs: [
    {
      // Every ten minutes: values the days that are over (the first run after midnight values yesterday;
      // after downtime, every missed day in order).
      name: 'portfolio-valuation',
      cron: '*/10 * * * *',
      run: async (services) => {
        const days = await services.valuation.catchUp();
        if (days > 0) logger.info({ days }, 'portfolio days valued');
      },
    },
  ],
});
