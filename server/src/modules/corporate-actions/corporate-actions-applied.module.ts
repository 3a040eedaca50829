import DataLoader from 'dataloader';
import { CorporateActionsApplied1766490000000 } from '../../../../migrations/1766490000000-CorporateActionsApplied';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { CHARGE_TABLE } from '../trading/charges-rules';
import { TradingMarkets } from '../trading/trading.market';
import { TradingWrites } from '../trading/trading.writes';
import { CorporateActionsAppliedResolver, StatementDividendResolver } from './corporate-actions-applied.resolver';
import type { StatementDividend } from './corporate-actions-applied.types';
import { CorporateActionsApply } from './corporate-actions.apply';
import { corporateActionsApplied } from './corporate-actions-checks';
import { CorporateActionsError, corporateActionsErrorDescriptions } from './corporate-actions.errors';
import { DIVIDEND_PAID, SPLIT_APPLIED, corporateActionsNotifications } from './corporate-actions.notifications';
import { DividendQueries } from './dividends.queries';
import { TaxForms } from './tax-forms';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** Applies the calendar to accounts: dividend entitlements and payments, splits (the job runs it). */
    corporateActionsApply: CorporateActionsApply;
    /** The user's dividends and splits, and the dividend behind a statement line. */
    dividends: DividendQueries;
    /** The W-8BEN treaty declaration. */
    taxForms: TaxForms;
  }
  interface LoaderRegistry {
    dividendByEntry: DataLoader<string, StatementDividend | null>;
  }
}

/** Issue 35: corporate actions applied to positions, exactly once (the calendar itself is market data's). */
export const corporateActionsAppliedModule = defineModule({
  name: 'corporate-actions-applied',
  migrations: [CorporateActionsApplied1766490000000],
  resolvers: [CorporateActionsAppliedResolver, StatementDividendResolver],
  errors: CorporateActionsError,
  errorDescriptions: corporateActionsErrorDescriptions,
  events: [DIVIDEND_PAID, SPLIT_APPLIED],
  eventDescriptions: {
    [DIVIDEND_PAID]:
      'A dividend of one of the user’s positions was paid on its pay date (recordId: the entitlement; symbol, direction: a long received net, a short paid gross; net, gross, currency).',
    [SPLIT_APPLIED]:
      'A split took effect on the user’s positions, waiting orders and price alerts of a symbol (recordId: the action; symbol, ratioFrom, ratioTo; positions, orders, alerts: how many changed).',
  },
  notifications: corporateActionsNotifications,
  create: ({ ds, clock, config, uow, ledger, audit, marketData }) => {
    const taxForms = new TaxForms(ds, clock, audit);
    const writes = new TradingWrites(clock, ledger, new TradingMarkets(ds, config, marketData, CHARGE_TABLE));
    return {
      taxForms,
      dividends: new DividendQueries(ds, clock),
      corporateActionsApply: new CorporateActionsApply(ds, clock, uow, ledger, writes, taxForms),
    };
  },
  loaders: (services) => ({
    dividendByEntry: new DataLoader<string, StatementDividend | null>(async (ids) => {
      const found = await services.dividends.byEntries(ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  }),
  ledgerChecks: [corporateActionsApplied],
  // Ticks prompt a run when the clock has moved five minutes on (without waiting for it).
  onTicks: async (services) => services.corporateActionsApply.afterTicks(),
  jobs: [
    {
      // Every minute: applies what became due (an ex-date or a pay date began) and catches up after downtime.
      name: 'corporate-actions-apply',
      cron: '* * * * *',
      run: async (services) => {
        const r = await services.corporateActionsApply.applyDue();
        if (r.actions + r.paid + r.failed > 0) logger.info(r, 'corporate actions applied');
      },
    },
  ],
});
