import { graphql } from '../../gql';

/** The bell's unread count (Home and Mine show the bell; live events write it). */
export const UnreadCountQuery = graphql(`
  query NotificationBell_Unread {
    unreadNotificationCount
  }
`);

/** Queries to read again when a notification arrives or is read elsewhere. */
export const NOTIFICATION_QUERIES = ['Notifications_List'];
/** Read again when a notice to everyone is published: the bell's count and the list. */
export const NOTICE_QUERIES = ['NotificationBell_Unread', ...NOTIFICATION_QUERIES];
export const PRICE_ALERT_QUERIES = ['PriceAlerts_List'];
