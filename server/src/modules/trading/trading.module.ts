import { Trading1764000000000 } from '../../../../migrations/1764000000000-Trading';
import { TradingHotPaths1765200000000 } from '../../../../migrations/1765200000000-TradingHotPaths';
import { PositionRiskWarnings1766410000000 } from '../../../../migrations/1766410000000-PositionRiskWarnings';
import { tradingNotifications } from './trading.notifications';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { PortfolioFeed } from './portfolio-feed';
import { marginMatchesPositions } from './trading-checks';
import { TradingError, tradingErrorDescriptions } from './trading.errors';
import { CHARGE_TABLE } from './charges-rules';
import { TradingCommands } from './trading.commands';
import { TradingEngine } from './trading.engine';
import { TradingMarkets } from './trading.market';
import { ProductTrades } from './trading.products';
import { TradingQueries } from './trading.queries';
import { TradingResolver } from './trading.resolver';
import { TradingWrites } from './trading.writes';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** The read model: orders, positions (marked), portfolio, rules of each market. */
    trading: TradingQueries;
    /** The user's commands: previews, placing and cancelling orders, closing positions. */
    tradingCommands: TradingCommands;
    /** Orders and closes products place on a user's behalf (follow, intraday strategy, loans), in their unit of work. */
    productTrades: ProductTrades;
    /** Limit fills, stop-out warnings and stop-outs, and the end-of-day rule (after every tick batch and on the job queue). */
    tradingEngine: TradingEngine;
    /** Live portfolios (position value, floating profit) for the portfolioUpdates subscription. */
    portfolioFeed: PortfolioFeed;
  }
}

/** Orders, fills at recorded quotes, positions, closes, stop-outs and the end-of-day rule. */
export const tradingModule = defineModule({
  name: 'trading',
  migrations: [Trading1764000000000, TradingHotPaths1765200000000, PositionRiskWarnings1766410000000],
  resolvers: [TradingResolver],
  errors: TradingError,
  errorDescriptions: tradingErrorDescriptions,
  events: ['ORDER_UPDATED', 'POSITION_UPDATED'],
  eventDescriptions: {
    ORDER_UPDATED: 'An order of the user changed status (recordId, status, symbol).',
    POSITION_UPDATED:
      "A position of the user opened, came near stop-out (status at_risk, once per position) or closed (recordId, status, symbol; reason is a closed position's selling type).",
  },
  notifications: tradingNotifications,
  create: ({ ds, clock, config, ledger, accounts, uow, marketData, quoteBus, events }) => {
    const markets = new TradingMarkets(ds, config, marketData, CHARGE_TABLE);
    const writes = new TradingWrites(clock, ledger, markets);
    const trading = new TradingQueries(ds, clock, config, ledger, accounts, markets);
    return {
      trading,
      tradingCommands: new TradingCommands(clock, config, ledger, uow, markets, writes, trading),
      productTrades: new ProductTrades(clock, config, markets, writes),
      tradingEngine: new TradingEngine(ds, clock, config, uow, markets, writes),
      portfolioFeed: new PortfolioFeed(trading, quoteBus, events),
    };
  },
  ledgerChecks: [marginMatchesPositions],
  // The engine: fills, stop-outs and end of day after every batch of ticks.
  onTicks: (services, symbols) => services.tradingEngine.afterTicks(symbols),
  jobs: [
    {
      // Catches whatever a restart or a quiet feed missed, and applies the end-of-day rule on time.
      name: 'trading-risk-sweep',
      cron: '* * * * *',
      run: async (services) => {
        const engine = services.tradingEngine;
        const filled = await engine.matchLimitOrders();
        const stopped = await engine.riskSweep();
        const endOfDay = await engine.endOfDay();
        if (filled + stopped + endOfDay > 0) logger.info({ filled, stopped, endOfDay }, 'trading sweep');
      },
    },
  ],
});
