import { FormattedMessage } from 'react-intl';
import { PushSettings } from '../../features/push/PushSettings';
import { SubPage } from '../../ui/Page';

export function NotificationSettingsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.notificationSettings" />}>
      <PushSettings />
    </SubPage>
  );
}
