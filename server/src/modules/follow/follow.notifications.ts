import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/** Follows: filled (at a price) or failed (with the reason code). */
export const followNotifications: NotificationRule[] = [
  {
    event: 'FOLLOW_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      const kind = p.status === 'successful' ? 'FOLLOW_FILLED' : p.status === 'failed' ? 'FOLLOW_FAILED' : null;
      if (!id || !kind) return null;
      return {
        kind,
        category: 'orders',
        params: { id, symbol: str(p.symbol), price: str(p.price), reasonCode: str(p.reason) },
        link: LINKS.followRecords,
        key: `follow:${id}:${p.status}`,
      };
    },
  },
];
