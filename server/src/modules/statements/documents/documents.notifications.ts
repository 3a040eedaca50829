import type { NotificationRule } from '../../../app/module';
import { str } from '../../notifications/links';
import { DOCUMENT_UPDATED } from './documents.service';

/** Mine → Documents (client/src/navigation/routeTable.ts). */
export const DOCUMENTS_LINK = '/subPackages/mine/documents/index';

/** A document made in the background is one notification when ready, or when it could not be made. */
export const documentsNotifications: NotificationRule[] = [
  {
    event: DOCUMENT_UPDATED,
    notify: (p) => {
      const id = str(p.id);
      if (!id || p.notify !== true || (p.status !== 'ready' && p.status !== 'failed')) return null;
      return {
        kind: p.status === 'ready' ? 'DOCUMENT_READY' : 'DOCUMENT_FAILED',
        category: 'money',
        params: { id, documentKind: str(p.kind), documentNo: str(p.documentNo), period: str(p.period) },
        link: DOCUMENTS_LINK,
        key: `document:${id}:${p.status}`,
      };
    },
  },
];
