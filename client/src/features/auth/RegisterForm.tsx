import { useMutation } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { HOME_PATH, LOGIN_PATH, routeByName } from '../../navigation/routeTable';
import { usePageQuery } from '../../navigation/useQuery';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FormError, PasswordField, TextField } from '../../ui/Field';
import { PhoneField, readSavedCountry } from './PhoneField';
import { toE164 } from './phone';
import { useCompleteSignIn } from './useCompleteSignIn';
import { formErrorMessageId, validateRegister } from './validation';

const RegisterMutation = graphql(`
  mutation Register_CreateAccount($input: RegisterInput!) {
    register(input: $input) {
      ...UseSession_User
    }
  }
`);

export function RegisterForm() {
  const intl = useIntl();
  const nav = useNav();
  const completeSignIn = useCompleteSignIn();
  const query = usePageQuery();
  const [country, setCountry] = useState(readSavedCountry);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(() => query.invite ?? query.inviteCode ?? '');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [register, { loading }] = useMutation(RegisterMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const invalid = validateRegister({ country, phone, password, confirmPassword, inviteCode });
    if (invalid) {
      setErrorId(formErrorMessageId(invalid));
      return;
    }
    setErrorId(null);
    try {
      const { data } = await register({
        variables: {
          input: { phone: toE164(country, phone) ?? phone, password, confirmPassword, inviteCode: inviteCode.trim() },
        },
      });
      if (!data) throw new Error('empty register response');
      if (!completeSignIn(data.register, country, 'toast.registerSuccess')) return;
      nav.switchTab(HOME_PATH);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  const toLogin = () => {
    const below = nav.pages[nav.pages.length - 2];
    if (below?.path === LOGIN_PATH) nav.navigateBack();
    else nav.redirectTo(LOGIN_PATH);
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <PhoneField
        country={country}
        onCountryChange={setCountry}
        phone={phone}
        onPhoneChange={setPhone}
        countryTestId="register-country"
        phoneTestId="register-phone"
      />
      <PasswordField
        label={<FormattedMessage id="field.password" />}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        placeholder={intl.formatMessage({ id: 'field.newPasswordPlaceholder' })}
        testId="register-password"
      />
      <PasswordField
        label={<FormattedMessage id="field.confirmPassword" />}
        value={confirmPassword}
        onChange={setConfirmPassword}
        autoComplete="new-password"
        placeholder={intl.formatMessage({ id: 'field.confirmPasswordPlaceholder' })}
        testId="register-confirm"
      />
      <TextField
        label={<FormattedMessage id="field.inviteCode" />}
        value={inviteCode}
        onChange={setInviteCode}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder={intl.formatMessage({ id: 'field.inviteCodePlaceholder' })}
        testId="register-invite"
      />
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={loading} data-testid="register-submit">
        <FormattedMessage id="register.submit" />
      </Button>
      <p className="auth-form__legal">
        <FormattedMessage
          id="register.agreement"
          values={{
            link: (chunks) => (
              <button type="button" className="link-button" onClick={() => nav.navigateTo(routeByName('agreement').path)}>
                {chunks}
              </button>
            ),
          }}
        />
      </p>
      <p className="auth-form__switch">
        <FormattedMessage id="register.haveAccount" />{' '}
        <button type="button" className="link-button" data-testid="register-to-login" onClick={toLogin}>
          <FormattedMessage id="register.toLogin" />
        </button>
      </p>
    </form>
  );
}
