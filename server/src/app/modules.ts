import type { VelaModule } from './module';
import { apiAccessModule } from '../modules/api-access/api-access.module';
import { auditModule } from '../modules/audit/audit.module';
import { authModule } from '../modules/auth/auth.module';
import { blockTradeModule } from '../modules/block-trade/block-trade.module';
import { contentModule } from '../modules/content/content.module';
import { eventsModule } from '../modules/events/events.module';
import { followModule } from '../modules/follow/follow.module';
import { fundsModule } from '../modules/funds/funds.module';
import { loansModule } from '../modules/loans/loans.module';
import { vipModule } from '../modules/vip/vip.module';
import { fundingModule } from '../modules/funding/funding.module';
import { fxModule } from '../modules/fx/fx.module';
import { intradayModule } from '../modules/intraday/intraday.module';
import { ipoModule } from '../modules/ipo/ipo.module';
import { ledgerModule } from '../modules/ledger/ledger.module';
import { marketDataModule } from '../modules/market-data/market-data.module';
import { metaModule } from '../modules/meta/meta.module';
import { notificationsModule } from '../modules/notifications/notifications.module';
import { opsModule } from '../modules/ops/ops.module';
import { priceAlertsModule } from '../modules/price-alerts/price-alerts.module';
import { pushModule } from '../modules/push/push.module';
import { realNameModule } from '../modules/real-name/real-name.module';
import { reviewModule } from '../modules/review/review.module';
import { supportModule } from '../modules/support/support.module';
import { corporateActionsAppliedModule } from '../modules/corporate-actions/corporate-actions-applied.module';
import { liabilitiesModule } from '../modules/liabilities/liabilities.module';
import { documentsModule } from '../modules/statements/documents/documents.module';
import { performanceModule } from '../modules/performance/performance.module';
import { secondFactorModule } from '../modules/second-factor/second-factor.module';
import { tradingModule } from '../modules/trading/trading.module';
import { uploadsModule } from '../modules/uploads/uploads.module';

/**
 * The one list of modules. Everything central (schema, error codes, event types, entities, migrations,
 * services, loaders, jobs, review kinds, ledger checks, tick hooks) is derived from it. A module's
 * services may use those of modules listed before it.
 */
export const modules: readonly VelaModule[] = [
  eventsModule,
  auditModule,
  authModule,
  secondFactorModule,
  uploadsModule,
  metaModule,
  ledgerModule,
  reviewModule,
  realNameModule,
  fundingModule,
  fxModule,
  marketDataModule,
  tradingModule,
  ipoModule,
  blockTradeModule,
  followModule,
  intradayModule,
  fundsModule,
  loansModule,
  vipModule,
  opsModule,
  contentModule,
  notificationsModule,
  priceAlertsModule,
  pushModule,
  supportModule,
  corporateActionsAppliedModule,
  liabilitiesModule,
  documentsModule,
  performanceModule,
  apiAccessModule,
];
