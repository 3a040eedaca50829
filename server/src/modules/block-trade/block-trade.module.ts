import DataLoader from 'dataloader';
import { BlockTrade1764610000000 } from '../../../../migrations/1764610000000-BlockTrade';
import { BlockTradeOfferingTexts1766000100000 } from '../../../../migrations/1766000100000-BlockTradeOfferingTexts';
import { blockTradeNotifications } from './block-trade.notifications';
import { defineModule } from '../../app/module';
import { drawRecordRoutes } from '../allocation/draws.http';
import type { Quote } from '../market-data/market-data.types';
import { blockTradeHoldsMatchSubscriptions } from './block-trade.checks';
import { BlockTradeCode, BlockTradeOffering, BlockTradeSubscription } from './block-trade.entities';
import { BlockTradeError, blockTradeErrorDescriptions } from './block-trade.errors';
import { BlockTradeOfferingFieldsResolver, BlockTradeResolver, BlockTradeSubscriptionFieldsResolver } from './block-trade.resolver';
import { BlockTradeClose } from './block-trade.close';
import { BlockTradeCodes } from './block-trade.codes';
import { BlockTradeCommands } from './block-trade.commands';
import { BlockTradeQueries } from './block-trade.queries';
import { BlockTradeService } from './block-trade.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    blockTrade: BlockTradeService;
  }
  interface LoaderRegistry {
    blockTradeOfferingById: DataLoader<string, BlockTradeOffering | null>;
    blockTradeCodeById: DataLoader<string, BlockTradeCode | null>;
    blockTradeTicketsSubscribed: DataLoader<string, number>;
    blockTradeQuote: DataLoader<string, Quote | null>;
  }
}

/** Block trades (placements): purchase codes, held subscriptions, the hedge price and the allocation at the close (issue 13). */
export const blockTradeModule = defineModule({
  name: 'blockTrade',
  entities: [BlockTradeOffering, BlockTradeCode, BlockTradeSubscription],
  migrations: [BlockTrade1764610000000, BlockTradeOfferingTexts1766000100000],
  resolvers: [BlockTradeResolver, BlockTradeOfferingFieldsResolver, BlockTradeSubscriptionFieldsResolver],
  errors: BlockTradeError,
  errorDescriptions: blockTradeErrorDescriptions,
  events: ['BLOCK_TRADE_UPDATED', 'BLOCK_TRADE_CODE_ISSUED'],
  eventDescriptions: {
    BLOCK_TRADE_UPDATED: 'A block-trade subscription of the user changed status (recordId, status).',
    BLOCK_TRADE_CODE_ISSUED:
      "A purchase code for an offering was issued to the user (recordId is the code's id, symbol the stock); the code itself is shown only in myBlockTradeNotices.",
  },
  notifications: blockTradeNotifications,
  create: ({ ds, clock, uow, ledger, audit, productTrades, marketData, config, realName }) => {
    const queries = new BlockTradeQueries(ds, clock, marketData);
    return {
      blockTrade: new BlockTradeService(
        // Subscribing and codes take eligibility: passed real-name verification (the real-name module's check).
        new BlockTradeCommands(ds, clock, uow, ledger, audit, productTrades, queries, realName),
        new BlockTradeCodes(ds, clock, uow, queries, realName),
        new BlockTradeClose(ds, clock, uow, ledger, audit, productTrades, config.quoteMaxAgeSeconds),
        queries,
      ),
    };
  },
  loaders: (services) => ({
    blockTradeOfferingById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await services.blockTrade.offeringsByIds(ids);
      return ids.map((id) => rows.find((o) => o.id === id) ?? null);
    }),
    blockTradeCodeById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await services.blockTrade.codesByIds(ids);
      return ids.map((id) => rows.find((c) => c.id === id) ?? null);
    }),
    blockTradeTicketsSubscribed: new DataLoader(async (ids: readonly string[]) => {
      const counts = await services.blockTrade.ticketsSubscribed(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    blockTradeQuote: new DataLoader((symbols: readonly string[]) => services.blockTrade.quotes(symbols)),
  }),
  jobs: [
    {
      // The hedge sweep first (a breach in the window's last minute fails the offering), then the close.
      name: 'block-trade-close-due',
      cron: '* * * * *',
      run: async (services) => {
        await services.blockTrade.sweepHedges();
        await services.blockTrade.closeDue();
      },
    },
  ],
  ledgerChecks: [blockTradeHoldsMatchSubscriptions],
  // The public record of each allocation, GET /draws/block-trade/<offering id> (rule 4).
  routes: ({ services }) => [drawRecordRoutes('block-trade', (id) => services.blockTrade.drawView(id))],
  // The hedge price: a fresh quote at or below it during the window fails the offering.
  onTicks: (services, symbols) => services.blockTrade.afterTicks(symbols),
});
