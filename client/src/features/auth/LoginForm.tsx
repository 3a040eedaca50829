import { useMutation } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { HOME_PATH, isTabPath, REGISTER_PATH } from '../../navigation/routeTable';
import { buildUrl, parseUrl } from '../../navigation/url';
import { usePageQuery } from '../../navigation/useQuery';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FormError, PasswordField } from '../../ui/Field';
import { PhoneField, readSavedCountry } from './PhoneField';
import { toE164 } from './phone';
import { safeRedirectTarget } from './redirect';
import { useCompleteSignIn } from './useCompleteSignIn';
import { formErrorMessageId, validateLogin } from './validation';

const LoginMutation = graphql(`
  mutation Login_SignIn($input: LoginInput!) {
    login(input: $input) {
      ...UseSession_User
    }
  }
`);

export function LoginForm() {
  const intl = useIntl();
  const nav = useNav();
  const completeSignIn = useCompleteSignIn();
  const query = usePageQuery();
  const [country, setCountry] = useState(readSavedCountry);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LoginMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const invalid = validateLogin({ country, phone, password });
    if (invalid) {
      setErrorId(formErrorMessageId(invalid));
      return;
    }
    setErrorId(null);
    try {
      const { data } = await login({ variables: { input: { phone: toE164(country, phone) ?? phone, password } } });
      if (!data) throw new Error('empty login response');
      // The user may have left this page while waiting: then stay where they are.
      if (!completeSignIn(data.login, country, 'toast.loginSuccess')) return;
      if (query.redirect) {
        const target = safeRedirectTarget(query.redirect);
        if (isTabPath(parseUrl(target).path)) nav.switchTab(target);
        else nav.redirectTo(target);
      } else if (nav.pages.length > 1) {
        nav.navigateBack();
      } else {
        nav.switchTab(HOME_PATH);
      }
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <PhoneField
        country={country}
        onCountryChange={setCountry}
        phone={phone}
        onPhoneChange={setPhone}
        countryTestId="login-country"
        phoneTestId="login-phone"
      />
      <PasswordField
        label={<FormattedMessage id="field.password" />}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        placeholder={intl.formatMessage({ id: 'field.passwordPlaceholder' })}
        testId="login-password"
      />
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={loading} data-testid="login-submit">
        <FormattedMessage id="login.submit" />
      </Button>
      <p className="auth-form__switch">
        <FormattedMessage id="login.noAccount" />{' '}
        <button
          type="button"
          className="link-button"
          data-testid="login-to-register"
          onClick={() => nav.navigateTo(buildUrl(REGISTER_PATH, { redirect: query.redirect }))}
        >
          <FormattedMessage id="login.toRegister" />
        </button>
      </p>
    </form>
  );
}
