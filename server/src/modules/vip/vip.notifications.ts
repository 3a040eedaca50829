import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/** VIP changes: granted (on applying or at a check), lapsed at the monthly re-check (with the unmet criteria). */
export const vipNotifications: NotificationRule[] = [
  {
    event: 'VIP_UPDATED',
    notify: (p) => {
      const kind = p.status === 'granted' ? 'VIP_GRANTED' : p.status === 'lapsed' ? 'VIP_LAPSED' : null;
      if (!kind) return null;
      return { kind, category: 'money', params: { reasonCode: str(p.reason) }, link: LINKS.vip };
    },
  },
];
