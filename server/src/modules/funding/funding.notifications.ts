import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/** Review decisions on deposits and withdrawals (the user's own revocation is no news to them). */
export const fundingNotifications: NotificationRule[] = [
  {
    event: 'DEPOSIT_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      const kind = p.status === 'confirmed' ? 'DEPOSIT_CONFIRMED' : p.status === 'refused' ? 'DEPOSIT_REFUSED' : null;
      if (!id || !kind) return null;
      return {
        kind,
        category: 'money',
        params: { id, reasonCode: str(p.reasonCode) },
        link: LINKS.deposits,
        key: `deposit:${id}:${p.status}`,
      };
    },
  },
  {
    event: 'WITHDRAWAL_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      const kind = p.status === 'passed' ? 'WITHDRAWAL_PASSED' : p.status === 'failed' ? 'WITHDRAWAL_FAILED' : null;
      if (!id || !kind) return null;
      return {
        kind,
        category: 'money',
        params: { id, reasonCode: str(p.reasonCode) },
        link: LINKS.withdrawals,
        key: `withdrawal:${id}:${p.status}`,
      };
    },
  },
];
