import DataLoader from 'dataloader';
import { Ipo1764600000000 } from '../../../../migrations/1764600000000-Ipo';
import { IpoOfferingTexts1766000000000 } from '../../../../migrations/1766000000000-IpoOfferingTexts';
import { ipoNotifications } from './ipo.notifications';
import { defineModule } from '../../app/module';
import { drawRecordRoutes } from '../allocation/draws.http';
import { allocationEscrowMatchesWinners, ipoHoldsMatchApplications } from './ipo.checks';
import { IpoApplication, IpoOffering } from './ipo.entities';
import { IpoError, ipoErrorDescriptions } from './ipo.errors';
import { IpoApplicationFieldsResolver, IpoOfferingFieldsResolver, IpoResolver } from './ipo.resolver';
import { IpoCommands } from './ipo.commands';
import { IpoDraw } from './ipo.draw';
import { IpoQueries } from './ipo.queries';
import { IpoService } from './ipo.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    ipo: IpoService;
  }
  interface LoaderRegistry {
    ipoOfferingById: DataLoader<string, IpoOffering | null>;
    ipoApplicationCount: DataLoader<string, number>;
  }
}

/** New-stock subscriptions with a verifiable lottery (issue 13). */
export const ipoModule = defineModule({
  name: 'ipo',
  entities: [IpoOffering, IpoApplication],
  migrations: [Ipo1764600000000, IpoOfferingTexts1766000000000],
  resolvers: [IpoResolver, IpoOfferingFieldsResolver, IpoApplicationFieldsResolver],
  errors: IpoError,
  errorDescriptions: ipoErrorDescriptions,
  events: ['IPO_APPLICATION_UPDATED'],
  eventDescriptions: {
    IPO_APPLICATION_UPDATED: 'An IPO application of the user changed status (recordId, status; reason when the offering was cancelled).',
  },
  notifications: ipoNotifications,
  // Applying takes money, so it needs passed real-name verification (PRODUCT.md §6).
  create: ({ ds, clock, uow, ledger, audit, productTrades, marketData, realName }) => {
    const queries = new IpoQueries(ds, clock, marketData);
    return {
      ipo: new IpoService(
        new IpoCommands(ds, clock, uow, ledger, audit, productTrades, queries, realName),
        new IpoDraw(ds, clock, uow, ledger, audit, productTrades),
        queries,
      ),
    };
  },
  loaders: (services) => ({
    ipoOfferingById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await services.ipo.offeringsByIds(ids);
      return ids.map((id) => rows.find((o) => o.id === id) ?? null);
    }),
    ipoApplicationCount: new DataLoader(async (ids: readonly string[]) => {
      const counts = await services.ipo.applicationCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  }),
  jobs: [
    { name: 'ipo-draw-due', cron: '* * * * *', run: async (services) => void (await services.ipo.drawDue()) },
    { name: 'ipo-issue-due', cron: '* * * * *', run: async (services) => void (await services.ipo.issueDue()) },
  ],
  ledgerChecks: [ipoHoldsMatchApplications, allocationEscrowMatchesWinners],
  // The public record of each lottery, GET /draws/ipo/<offering id>, for scripts/verify-draw.mjs (rule 4).
  routes: ({ services }) => [drawRecordRoutes('ipo', (id) => services.ipo.drawView(id))],
});
