import { FormattedMessage } from 'react-intl';
import { SupportHub } from '../../features/support/SupportHub';
import { SubPage } from '../../ui/Page';

/** Mine → Help & support: the help centre's search, a new conversation, the user's conversations with Vela (issue 34). */
export function SupportHubPage() {
  return (
    <SubPage title={<FormattedMessage id="route.supportHub" />}>
      <SupportHub />
    </SubPage>
  );
}
