import { FormattedMessage } from 'react-intl';
import { NotificationList } from '../../features/notifications/NotificationList';
import { SubPage } from '../../ui/Page';

/** The notification centre (the bell on Home and Mine opens it). */
export function NotificationsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.notifications" />}>
      <NotificationList />
    </SubPage>
  );
}
