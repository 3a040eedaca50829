import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/**
 * IPO results: the draw (won, not won, excluded), the shares issued as a position, and an application
 * cancelled because ops cancelled the offering (the user's own cancellation carries no reason: no news).
 */
export const ipoNotifications: NotificationRule[] = [
  {
    event: 'IPO_APPLICATION_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      const kind =
        p.status === 'won'
          ? 'IPO_WON'
          : p.status === 'not_won'
            ? 'IPO_NOT_WON'
            : p.status === 'excluded'
              ? 'IPO_EXCLUDED'
              : p.status === 'issued'
                ? 'IPO_ISSUED'
                : p.status === 'cancelled' && p.reason
                  ? 'IPO_CANCELLED'
                  : null;
      if (!kind) return null;
      const offeringId = str(p.offeringId);
      return {
        kind,
        category: 'offerings',
        params: { id, symbol: str(p.symbol), offeringId },
        link: kind === 'IPO_ISSUED' ? LINKS.tradePositions : LINKS.tradeLottery,
        key: `ipo:${id}:${p.status}`,
      };
    },
  },
];
