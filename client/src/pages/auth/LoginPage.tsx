import { FormattedMessage } from 'react-intl';
import { LoginForm } from '../../features/auth/LoginForm';
import { Logo } from '../../ui/icons';
import { SubPage } from '../../ui/Page';

export function LoginPage() {
  return (
    <SubPage title={<FormattedMessage id="route.login" />} className="page--auth">
      <div className="auth-hero">
        <Logo size={56} />
        <h2 className="auth-hero__title">
          <FormattedMessage id="login.heading" />
        </h2>
        <p className="auth-hero__text">
          <FormattedMessage id="login.subheading" />
        </p>
      </div>
      <LoginForm />
    </SubPage>
  );
}
