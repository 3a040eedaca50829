import { useApolloClient, useMutation } from '@apollo/client';
import { type FormEvent, lazy, Suspense, useState } from 'react';
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
import { useMessagePack } from '../../i18n/I18nProvider';
import { passkeysSupported } from '../../ui/passkeySupport';
import { type SecondStep, secondStepOf } from './secondStep';
import type { FragmentType } from '../../gql';
import type { SessionUserFragment } from './useSession';

// The second step of a two-step sign-in and the passkey ceremony load when needed (their texts are the
// `screens` pack's, fetched while the form is typed into).
const SignInSecondStep = lazy(() => import('./SignInSecondStep').then((m) => ({ default: m.SignInSecondStep })));

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
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // The second step's and the passkeys' texts (screens pack): fetched while the user types.
  const screenTexts = useMessagePack('screens');

  /** After any successful sign-in: keep the user, then go where the user was going. */
  const signedIn = (user: FragmentType<typeof SessionUserFragment>) => {
    // The user may have left this page while waiting: then stay where they are.
    if (!completeSignIn(user, country, 'toast.loginSuccess')) return;
    if (query.redirect) {
      const target = safeRedirectTarget(query.redirect);
      if (isTabPath(parseUrl(target).path)) nav.switchTab(target);
      else nav.redirectTo(target);
    } else if (nav.pages.length > 1) {
      nav.navigateBack();
    } else {
      nav.switchTab(HOME_PATH);
    }
  };
  const client = useApolloClient();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const onPasskey = async () => {
    if (passkeyBusy) return;
    setErrorId(null);
    setPasskeyBusy(true);
    try {
      const { signInWithPasskey } = await import('./passkeySignIn');
      const outcome = await signInWithPasskey(client);
      if ('errorId' in outcome) setErrorId(outcome.errorId);
      else signedIn(outcome.user);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    } finally {
      setPasskeyBusy(false);
    }
  };

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
      signedIn(data.login);
    } catch (error) {
      const step = secondStepOf(error);
      if (step) setSecondStep(step);
      else setErrorId(errorMessageIdOf(error));
    }
  };

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <SignInSecondStep
          step={secondStep}
          onSignedIn={signedIn}
          onBack={() => {
            setSecondStep(null);
            setPassword('');
          }}
        />
      </Suspense>
    );
  }

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
      {passkeysSupported() && screenTexts && (
        <Button variant="secondary" loading={passkeyBusy} onClick={onPasskey} data-testid="login-passkey">
          <FormattedMessage id="signIn.withPasskey" />
        </Button>
      )}
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
