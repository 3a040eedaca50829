import { FormattedMessage } from 'react-intl';
import { SecurityScreen } from '../../features/second-factor/SecurityScreen';
import { SubPage } from '../../ui/Page';

/** Mine → Security: passkeys, the authenticator app, two-step sign-in, signed-in devices (issue 32). */
export function SecurityPage() {
  return (
    <SubPage title={<FormattedMessage id="route.security" />}>
      <SecurityScreen />
    </SubPage>
  );
}
