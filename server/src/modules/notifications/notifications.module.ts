import { Notifications1766100000000 } from '../../../../migrations/1766100000000-Notifications';
import { defineModule } from '../../app/module';
import { NOTIFICATION_CREATED, NOTIFICATIONS_READ, type NotificationWriter } from './notification-writer';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** Turns outbox events into notifications in their transaction (built by the composition root with the outbox). */
    notificationWriter: NotificationWriter;
    /** The notification centre: the list, the unread count, marking read, the after-commit hook. */
    notifications: NotificationsService;
  }
}

/**
 * The notification centre (issue 31). Products raise notifications by declaring `notifications` rules on
 * their outbox events (app/module.ts `NotificationRule`); the outbox writes them in the event's transaction.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  migrations: [Notifications1766100000000],
  resolvers: [NotificationsResolver],
  events: [NOTIFICATION_CREATED, NOTIFICATIONS_READ],
  eventDescriptions: {
    [NOTIFICATION_CREATED]: 'A notification was created: recordId is its id, notificationKind its kind, unreadCount the bell’s count now.',
    [NOTIFICATIONS_READ]: 'Notifications were marked read (on any of the user’s devices): unreadCount is the bell’s count now.',
  },
  create: ({ ds, clock, uow, notificationWriter }) => ({
    notifications: new NotificationsService(ds, clock, uow, notificationWriter),
  }),
});
