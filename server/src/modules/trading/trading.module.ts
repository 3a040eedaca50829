import { Trading1764000000000 } from '../../../../migrations/1764000000000-Trading';
import { TradingHotPaths1765200000000 } from '../../../../migrations/1765200000000-TradingHotPaths';
import { PositionRiskWarnings1766410000000 } from '../../../../migrations/1766410000000-PositionRiskWarnings';
import { ProtectiveOrders1766450000000 } from '../../../../migrations/1766450000000-ProtectiveOrders';
import { tradingNotifications } from './trading.notifications';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { PortfolioFeed } from './portfolio-feed';
import { marginMatchesPositions } from './trading-checks';
import { TradingError, tradingErrorDescriptions } from './trading.errors';
import { CHARGE_TABLE } from './charges-rules';
import { TradingCommands } from './trading.commands';
import { ProtectiveCommands } from './protective.commands';
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
    /** Amending pending orders and setting positions' take-profit and stop-loss. */
    protectiveCommands: ProtectiveCommands;
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
  migrations: [Trading1764000000000, TradingHotPaths1765200000000, PositionRiskWarnings1766410000000, ProtectiveOrders1766450000000],
  resolvers: [TradingResolver],
  errors: TradingError,
  errorDescriptions: tradingErrorDescriptions,
  events: ['ORDER_UPDATED', 'POSITION_UPDATED'],
  eventDescriptions: {
    ORDER_UPDATED:
      'An order of the user changed (recordId, status, symbol): pending, amended (version), triggered (a stop-limit now resting at its limit), filled (gapped for a stop that gapped) or cancelled (reason, EXPIRED_DAY or EXPIRED_GTC when its time in force ran out).',
    POSITION_UPDATED:
      "A position of the user opened, came near stop-out (status at_risk, once per position), had its take-profit or stop-loss set (status protection) or closed (recordId, status, symbol; reason is a closed position's selling type).",
  },
  notifications: tradingNotifications,
  create: ({ ds, clock, config, ledger, accounts, uow, marketData, quoteBus, events }) => {
    const markets = new TradingMarkets(ds, config, marketData, CHARGE_TABLE);
    const writes = new TradingWrites(clock, ledger, markets);
    const trading = new TradingQueries(ds, clock, config, ledger, accounts, markets);
    const tradingCommands = new TradingCommands(clock, config, ledger, uow, markets, writes, trading);
    return {
      trading,
      tradingCommands,
      protectiveCommands: new ProtectiveCommands(clock, config, ledger, uow, markets, writes, trading, (tx, id, userId) =>
        tradingCommands.runCloseGuards(tx, id, userId),
      ),
      productTrades: new ProductTrades(clock, config, markets, writes),
      tradingEngine: new TradingEngine(ds, clock, config, uow, markets, writes, ledger),
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
        const filled = await engine.matchBook();
        const stopped = await engine.riskSweep();
        const expired = await engine.expireOrders();
        const endOfDay = await engine.endOfDay();
        if (filled + stopped + expired + endOfDay > 0) logger.info({ filled, stopped, expired, endOfDay }, 'trading sweep');
      },
    },
  ],
});
