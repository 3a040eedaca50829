import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/**
 * Fund purchases: the review decision (approved: holding; rejected, with its reason code) and maturity
 * (the term ended and the principal with its earnings came back). A day's earnings (holding with
 * `earningDays`) and the user's own redemption are not news.
 */
export const fundsNotifications: NotificationRule[] = [
  {
    event: 'FUND_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      const kind =
        p.status === 'holding' && p.earningDays === undefined
          ? 'FUND_PURCHASE_APPROVED'
          : p.status === 'rejected'
            ? 'FUND_PURCHASE_REJECTED'
            : p.status === 'ended'
              ? 'FUND_MATURED'
              : null;
      if (!kind) return null;
      return {
        kind,
        category: 'offerings',
        params: { id, reasonCode: str(p.reasonCode) },
        link: LINKS.fundRecords,
        key: `fund:${id}:${p.status}`,
      };
    },
  },
];
