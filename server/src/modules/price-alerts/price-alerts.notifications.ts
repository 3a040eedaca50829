import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';
import { PRICE_ALERT_TRIGGERED } from './price-alerts.service';

/** Each firing of an alert is one notification (keyed by the alert and its firing count), opening the stock. */
export const priceAlertNotifications: NotificationRule[] = [
  {
    event: PRICE_ALERT_TRIGGERED,
    notify: (p) => {
      const id = str(p.id);
      const symbol = str(p.symbol);
      if (!id || !symbol) return null;
      return {
        kind: 'PRICE_ALERT',
        category: 'alerts',
        params: { id, symbol, condition: str(p.condition), value: str(p.value), price: str(p.price) },
        link: LINKS.stock(symbol),
        key: `alert:${id}:${str(p.triggerCount) ?? ''}`,
      };
    },
  },
];
