import { Support1766470000000 } from '../../../../migrations/1766470000000-Support';
import { defineModule } from '../../app/module';
import { inboxPriority } from '../funds/funds.reviews';
import { Balance } from '../ledger/ledger.types';
import { supportNotifications } from './support.notifications';
import { SupportError, supportErrorDescriptions } from './support.errors';
import { SupportOpsResolver, SupportResolver } from './support.resolver';
import { SUPPORT_CONVERSATION_UPDATED, SUPPORT_REPLY_RECEIVED, SupportService } from './support.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    support: SupportService;
  }
}

/** Customer service (issue 34): in-app conversations with Vela staff, the only support channel. */
export const supportModule = defineModule({
  name: 'support',
  migrations: [Support1766470000000],
  resolvers: [SupportResolver, SupportOpsResolver],
  errors: SupportError,
  errorDescriptions: supportErrorDescriptions,
  events: [SUPPORT_CONVERSATION_UPDATED, SUPPORT_REPLY_RECEIVED],
  eventDescriptions: {
    [SUPPORT_CONVERSATION_UPDATED]:
      'One of the user’s support conversations changed (recordId, status; unreadCount: Vela’s messages unread over all conversations).',
    [SUPPORT_REPLY_RECEIVED]: 'Vela answered one of the user’s conversations (recordId, status, unreadCount as above).',
  },
  notifications: supportNotifications,
  create: ({ ds, clock, uow, audit, uploads, accounts, trading, realName, vip, review }) => ({
    support: new SupportService(
      ds,
      clock,
      uow,
      audit,
      {
        attach: (em, ownerId, ids, ref) => uploads.attach(em, ownerId, ids, 'support', ref),
        viewUrl: (viewer, id) => uploads.viewUrl(viewer, id),
      },
      () => inboxPriority.vipOrder,
      {
        balances: async (userId) =>
          (await accounts.balances(userId)).map((b) => Object.assign(new Balance(), { ...b, total: b.available.plus(b.frozen) })),
        recentOrders: async (userId) => {
          const [pending, past] = await Promise.all([trading.orders(userId, true, 5), trading.orders(userId, false, 5)]);
          const rows = [...pending.items, ...past.items].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, 5);
          return trading.orderViews(rows);
        },
        realNameStatus: async (userId) => (await realName.latest(userId))?.status ?? 'none',
        isVip: (userId) => vip.isVip(userId),
        openReviews: async (userId) =>
          (await review.openFor(userId)).map((r) => ({
            kind: r.kind,
            id: r.id,
            status: r.status,
            orderNo: r.orderNo,
            amount: r.amount,
            currency: r.currency,
            summary: r.summary,
            createdAt: r.createdAt,
          })),
      },
    ),
  }),
});
