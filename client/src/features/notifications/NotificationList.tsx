import './notifications.css';
import { type ApolloCache, useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notifications_ListQuery } from '../../gql/graphql';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { MarkAllReadMutation, MarkReadMutation, NotificationsQuery, UnreadCountQuery } from './queries';
import { notificationText } from './notificationText';

const PAGE = 20;

type Item = Notifications_ListQuery['notifications']['items'][number];

function Row({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const intl = useIntl();
  const { title, body } = notificationText(intl, item);
  const when = intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li>
      <button
        type="button"
        className={`notification${item.read ? '' : ' notification--unread'}`}
        onClick={() => onOpen(item)}
        data-testid="notification-item"
        data-kind={item.kind}
        data-read={item.read ? 'true' : 'false'}
      >
        {!item.read && <span className="notification__dot" role="img" aria-label={intl.formatMessage({ id: 'notifications.unread' })} />}
        <span className="notification__text">
          <span className="notification__title">{title}</span>
          {/* A notice's body is its title as ops wrote it (their languages are ops' to enter: data-ops-content). */}
          {body && (
            <span className="notification__body" data-ops-content={item.kind === 'NOTICE' ? '' : undefined}>
              {body}
            </span>
          )}
          <time className="notification__time" dateTime={item.createdAt}>
            {when}
          </time>
        </span>
      </button>
    </li>
  );
}

/**
 * The notification centre: newest first, unread ones marked, "mark all read", each opening the screen
 * it is about (and marked read as it opens). Kept live by the account events (useNotificationEvents).
 */
export function NotificationList() {
  // The reader's language, for what ops wrote in five (notices' titles).
  const lang = useIntl().locale;
  const nav = useNav();
  const query = useQuery(NotificationsQuery, {
    variables: { first: PAGE, lang },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const setCount = (cache: ApolloCache<unknown>, n: number) =>
    cache.writeQuery({ query: UnreadCountQuery, data: { __typename: 'Query', unreadNotificationCount: n } });
  const [markRead] = useMutation(MarkReadMutation, {
    update: (cache, { data }) => data && setCount(cache, data.markNotificationsRead),
  });
  const [markAll, marking] = useMutation(MarkAllReadMutation, {
    update: (cache, { data }) => data && setCount(cache, data.markAllNotificationsRead),
  });
  const open = (item: Item) => {
    if (!item.read)
      markRead({ variables: { ids: [item.id] } }).then(
        () => query.refetch(),
        () => undefined,
      );
    if (item.link) nav.open(item.link);
  };
  const more = (after: string) =>
    query.fetchMore({
      variables: { after },
      updateQuery: (prev, { fetchMoreResult }) => ({
        ...prev,
        notifications: {
          ...fetchMoreResult.notifications,
          items: [...prev.notifications.items, ...fetchMoreResult.notifications.items],
        },
      }),
    });
  return (
    <QueryBoundary query={query}>
      {({ notifications }) =>
        notifications.items.length === 0 ? (
          <div className="card">
            <EmptyState
              icon="bell"
              title={<FormattedMessage id="notifications.empty" />}
              description={<FormattedMessage id="notifications.empty.text" />}
            />
          </div>
        ) : (
          <>
            <div className="notifications__bar">
              <Button
                variant="ghost"
                block={false}
                disabled={notifications.unreadCount === 0}
                loading={marking.loading}
                onClick={() =>
                  markAll().then(
                    () => query.refetch(),
                    () => undefined,
                  )
                }
                data-testid="notifications-mark-all"
              >
                <FormattedMessage id="notifications.markAll" />
              </Button>
            </div>
            <ul className="notifications card card--flush" data-testid="notification-list">
              {notifications.items.map((item) => (
                <Row key={item.id} item={item} onOpen={open} />
              ))}
            </ul>
            {notifications.nextCursor && (
              <div className="section-pad">
                <Button variant="secondary" onClick={() => more(notifications.nextCursor as string)} loading={query.loading}>
                  <FormattedMessage id="notifications.more" />
                </Button>
              </div>
            )}
          </>
        )
      }
    </QueryBoundary>
  );
}
