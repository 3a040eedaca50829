import { FormattedMessage } from 'react-intl';
import { RegisterForm } from '../../features/auth/RegisterForm';
import { SubPage } from '../../ui/Page';

export function RegisterPage() {
  return (
    <SubPage title={<FormattedMessage id="route.register" />} className="page--auth">
      <div className="auth-hero auth-hero--compact">
        <h2 className="auth-hero__title">
          <FormattedMessage id="register.heading" />
        </h2>
        <p className="auth-hero__text">
          <FormattedMessage id="register.subheading" />
        </p>
      </div>
      <RegisterForm />
    </SubPage>
  );
}
