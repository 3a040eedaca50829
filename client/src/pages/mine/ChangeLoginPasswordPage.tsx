import { FormattedMessage } from 'react-intl';
import { ChangeLoginPasswordForm } from '../../features/auth/ChangeLoginPasswordForm';
import { SubPage } from '../../ui/Page';

export function ChangeLoginPasswordPage() {
  return (
    <SubPage title={<FormattedMessage id="route.changeLoginPassword" />}>
      <p className="page-intro">
        <FormattedMessage id="changeLoginPassword.intro" />
      </p>
      <ChangeLoginPasswordForm />
    </SubPage>
  );
}
