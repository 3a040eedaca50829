import './notifications.css';
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Icon } from '../../ui/icons';
import { UnreadCountQuery } from './unreadCount';

const LIST_PATH = routeByName('notifications').path;

/**
 * The bell of Home and Mine: the unread count (read once, then kept live by the account events, which
 * carry it), opening the notification centre.
 */
export function NotificationBell({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const intl = useIntl();
  const nav = useNav();
  const { data } = useQuery(UnreadCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.unreadNotificationCount ?? 0;
  return (
    <button
      type="button"
      className={`bell bell--${tone}`}
      onClick={() => nav.navigateTo(LIST_PATH)}
      aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count })}
      data-testid="notification-bell"
    >
      <Icon name="bell" size={24} />
      {count > 0 && (
        <span className="bell__badge" data-testid="notification-bell-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
