import { Intraday1764900000000 } from '../../../../migrations/1764900000000-Intraday';
import { intradayNotifications } from './intraday.notifications';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { intradayHoldsMatchApplications } from './intraday.checks';
import { IntradayCommands } from './intraday.commands';
import { IntradayEngine } from './intraday.engine';
import { IntradayError, intradayErrorDescriptions } from './intraday.errors';
import { IntradayQueries } from './intraday.queries';
import { IntradayResolver } from './intraday.resolver';
import { IntradayService } from './intraday.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** Applying, records, terms and the ops list of the automated intraday strategy. */
    intraday: IntradayService;
    /** The strategy engine: one step of every running application after each tick batch and every minute. */
    intradayEngine: IntradayEngine;
  }
}

/** The automated intraday strategy, "AI Trading 5.0" (issue 15). */
export const intradayModule = defineModule({
  name: 'intraday',
  migrations: [Intraday1764900000000],
  resolvers: [IntradayResolver],
  errors: IntradayError,
  errorDescriptions: intradayErrorDescriptions,
  events: ['INTRADAY_UPDATED'],
  eventDescriptions: {
    INTRADAY_UPDATED: 'An intraday strategy application of the user changed (recordId, status): decided, traded, or finished.',
  },
  notifications: intradayNotifications,
  create: ({ ds, clock, config, uow, ledger, audit, auth, marketData, productTrades, realName }) => {
    const engine = new IntradayEngine(ds, clock, config, uow, ledger, productTrades);
    const commands = new IntradayCommands(
      ds,
      clock,
      uow,
      ledger,
      audit,
      auth,
      marketData,
      (currency) => config.trading.settlement[currency] ?? currency,
      realName,
    );
    return {
      intraday: new IntradayService(commands, new IntradayQueries(ds, engine.flatLeadSeconds, productTrades)),
      intradayEngine: engine,
    };
  },
  ledgerChecks: [intradayHoldsMatchApplications],
  // The engine steps on every batch of ticks of the symbols it trades.
  onTicks: (services, symbols) => services.intradayEngine.afterTicks(symbols),
  jobs: [
    {
      // Decides what a crash left pending, and steps every running application (a quiet feed, a restart).
      name: 'intraday-engine-sweep',
      cron: '* * * * *',
      run: async (services) => {
        const decided = await services.intraday.decidePending();
        const acted = await services.intradayEngine.sweep();
        if (decided + acted > 0) logger.info({ decided, acted }, 'intraday sweep');
      },
    },
  ],
});
