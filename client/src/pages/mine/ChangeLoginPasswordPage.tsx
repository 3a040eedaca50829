import { FormattedMessage } from 'react-intl';
import { ChangeLoginPasswordForm } from '../../features/auth/ChangeLoginPasswordForm';
import { StepUpSlot } from '../../features/second-factor/StepUpSlot';
import { SubPage } from '../../ui/Page';

export function ChangeLoginPasswordPage() {
  return (
    <SubPage title={<FormattedMessage id="route.changeLoginPassword" />}>
      <p className="page-intro">
        <FormattedMessage id="changeLoginPassword.intro" />
      </p>
      <ChangeLoginPasswordForm />
      {/* Where the step-up sheet opens when an action here needs a fresh second factor (issue 32). */}
      <StepUpSlot />
    </SubPage>
  );
}
