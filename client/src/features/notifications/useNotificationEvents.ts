import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { refetchFresh } from '../../apollo/refetchFresh';
import { NOTICE_QUERIES, NOTIFICATION_QUERIES, PRICE_ALERT_QUERIES, UnreadCountQuery } from './unreadCount';

type NotificationEvent = { type: string; unreadCount?: number | null };

/**
 * The notification centre's part of the app-wide account-events listener: the bell's count comes with
 * the event (written into the cache, no read), the list on screen is read again; a fired price alert
 * or a split (which scales the alerts on its instrument) refreshes the alerts list.
 */
export function useNotificationEvents(): (event: NotificationEvent) => void {
  const client = useApolloClient();
  return useCallback(
    (event: NotificationEvent) => {
      if (event.type === 'NOTIFICATION_CREATED' || event.type === 'NOTIFICATIONS_READ') {
        if (typeof event.unreadCount === 'number')
          client.writeQuery({ query: UnreadCountQuery, data: { __typename: 'Query', unreadNotificationCount: event.unreadCount } });
        refetchFresh(client, NOTIFICATION_QUERIES);
      }
      if (event.type === 'PRICE_ALERT_TRIGGERED' || event.type === 'SPLIT_APPLIED') refetchFresh(client, PRICE_ALERT_QUERIES);
    },
    [client],
  );
}

/** A notice ops published to everyone: the bell's count and the list are read again (read state is each user's). */
export function useNoticeEvents(): () => void {
  const client = useApolloClient();
  return useCallback(() => refetchFresh(client, NOTICE_QUERIES), [client]);
}
