import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/** The review decision on a real-name submission, with the refusal's reason code. */
export const realNameNotifications: NotificationRule[] = [
  {
    event: 'REAL_NAME_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      const kind = p.status === 'passed' ? 'REAL_NAME_PASSED' : p.status === 'rejected' ? 'REAL_NAME_REJECTED' : null;
      if (!id || !kind) return null;
      return {
        kind,
        category: 'money',
        params: { id, reasonCode: str(p.reasonCode) },
        link: LINKS.realName,
        key: `real-name:${id}:${p.status}`,
      };
    },
  },
];
