import { PriceAlerts1766100100000 } from '../../../../migrations/1766100100000-PriceAlerts';
import { defineModule } from '../../app/module';
import { logger } from '../../shared/logger';
import { priceAlertNotifications } from './price-alerts.notifications';
import { PriceAlertError, priceAlertErrorDescriptions } from './price-alerts.errors';
import { PriceAlertsResolver } from './price-alerts.resolver';
import { PRICE_ALERT_TRIGGERED, PriceAlertsService } from './price-alerts.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    priceAlerts: PriceAlertsService;
  }
}

/** Price alerts (issue 31): set on any instrument or index, judged on the feed's fresh ticks, fired as notifications. */
export const priceAlertsModule = defineModule({
  name: 'price-alerts',
  migrations: [PriceAlerts1766100100000],
  resolvers: [PriceAlertsResolver],
  errors: PriceAlertError,
  errorDescriptions: priceAlertErrorDescriptions,
  events: [PRICE_ALERT_TRIGGERED],
  eventDescriptions: {
    [PRICE_ALERT_TRIGGERED]:
      'One of the user’s price alerts fired (recordId, symbol; status active for a repeating alert, done for a one-shot).',
  },
  notifications: priceAlertNotifications,
  create: ({ ds, clock, uow, marketData, config }) => ({
    priceAlerts: new PriceAlertsService(ds, clock, uow, marketData, config.quoteMaxAgeSeconds),
  }),
  // Judged after every batch of ticks, on the batch's symbols only.
  onTicks: async (services, symbols) => {
    const fired = await services.priceAlerts.evaluate(symbols);
    if (fired > 0) logger.info({ fired }, 'price alerts fired');
  },
});
