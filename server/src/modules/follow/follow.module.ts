import DataLoader from 'dataloader';
import { Follow1764800000000 } from '../../../../migrations/1764800000000-Follow';
import { IssuedOrderNumbers1765600000000 } from '../../../../migrations/1765600000000-IssuedOrderNumbers';
import { FollowTexts1765800100000 } from '../../../../migrations/1765800100000-FollowTexts';
import { followNotifications } from './follow.notifications';
import { defineModule } from '../../app/module';
import type { Quote } from '../market-data/market-data.types';
import type { Charge } from '../trading/trading.types';
import { followHoldsMatchFollows } from './follow.checks';
import { FollowCommands } from './follow.commands';
import { Follow, FollowInstitution, FollowTrade } from './follow.entities';
import { FollowError, followErrorDescriptions } from './follow.errors';
import { FollowExecution } from './follow.execution';
import { FollowQueries } from './follow.queries';
import { FollowFieldsResolver, FollowResolver, FollowTradeFieldsResolver } from './follow.resolver';
import { FollowService } from './follow.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    follow: FollowService;
  }
  interface LoaderRegistry {
    followInstitutionById: DataLoader<string, FollowInstitution | null>;
    followTradeById: DataLoader<string, FollowTrade | null>;
    followCount: DataLoader<string, number>;
    followQuote: DataLoader<string, Quote | null>;
    followFillCharges: DataLoader<string, Charge[]>;
  }
}

/** Institutional follow: published institutional trades, followed at the live quote, with a track record from the feed (issue 14). */
export const followModule = defineModule({
  name: 'follow',
  entities: [FollowInstitution, FollowTrade, Follow],
  migrations: [Follow1764800000000, IssuedOrderNumbers1765600000000, FollowTexts1765800100000],
  resolvers: [FollowResolver, FollowTradeFieldsResolver, FollowFieldsResolver],
  errors: FollowError,
  errorDescriptions: followErrorDescriptions,
  events: ['FOLLOW_UPDATED'],
  eventDescriptions: {
    FOLLOW_UPDATED: 'A follow of the user changed status (recordId, status; reason when failed, positionId and price when filled).',
  },
  notifications: followNotifications,
  create: ({ ds, clock, uow, ledger, audit, productTrades, marketData, realName }) => {
    const execution = new FollowExecution(ds, clock, uow, ledger, productTrades);
    const queries = new FollowQueries(ds, clock, marketData, productTrades, ledger);
    // Following takes money: passed real-name verification (the real-name module's check).
    const commands = new FollowCommands(ds, clock, uow, ledger, audit, productTrades, execution, realName);
    return { follow: new FollowService(commands, execution, queries) };
  },
  loaders: (services) => ({
    followInstitutionById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await services.follow.institutionsByIds(ids);
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
    followTradeById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await services.follow.tradesByIds(ids);
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
    followCount: new DataLoader(async (ids: readonly string[]) => {
      const counts = await services.follow.followCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    followQuote: new DataLoader((symbols: readonly string[]) => services.follow.quotes(symbols)),
    followFillCharges: new DataLoader(async (positionIds: readonly string[]) => {
      const charges = await services.follow.fillCharges(positionIds);
      return positionIds.map((id) => charges.get(id) ?? []);
    }),
  }),
  jobs: [
    {
      // Catches what a missed tick hook left: windows that ended without a tick, follows waiting on a quiet stock.
      name: 'follow-sweep',
      cron: '* * * * *',
      run: async (services) => {
        await services.follow.sweep();
      },
    },
  ],
  ledgerChecks: [followHoldsMatchFollows],
  // Follows fill on the first fresh quote of their stock while the market is open (rule 7).
  onTicks: async (services, symbols) => {
    await services.follow.afterTicks(symbols);
  },
});
