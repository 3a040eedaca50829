import type { NotificationRule } from '../../app/module';
import { str } from '../notifications/links';
import { SUPPORT_REPLY_RECEIVED } from './support.service';

/** The app route of one conversation (client/src/navigation/routeTable.ts). */
export const conversationLink = (id: string) => `/subPackages/mine/help/conversation?id=${encodeURIComponent(id)}`;

/** Each reply from Vela is one notification (keyed by the message), opening the conversation. */
export const supportNotifications: NotificationRule[] = [
  {
    event: SUPPORT_REPLY_RECEIVED,
    notify: (p) => {
      const id = str(p.id);
      const messageId = str(p.messageId);
      if (!id || !messageId) return null;
      return {
        kind: 'SUPPORT_REPLY',
        category: 'support',
        params: { id, conversationNo: str(p.conversationNo), status: str(p.status) },
        link: conversationLink(id),
        key: `support:${messageId}`,
      };
    },
  },
];
