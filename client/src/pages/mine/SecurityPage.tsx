import { FormattedMessage } from 'react-intl';
import { SecurityScreen } from '../../features/second-factor/SecurityScreen';
import { StepUpSlot } from '../../features/second-factor/StepUpSlot';
import { SubPage } from '../../ui/Page';

/** Mine → Security: passkeys, the authenticator app, two-step sign-in, signed-in devices (issue 32). */
export function SecurityPage() {
  return (
    <SubPage title={<FormattedMessage id="route.security" />}>
      <SecurityScreen />
      {/* Where the step-up sheet opens when an action here needs a fresh second factor (issue 32). */}
      <StepUpSlot />
    </SubPage>
  );
}
