import { withStepUp } from '../../ui/stepUp';
import { useApolloClient, useMutation } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FormError, PasswordField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useMounted } from '../../ui/useMounted';
import type { SessionUser } from './useSession';
import { formErrorMessageId, validateChangePayPassword, validateSetPayPassword } from './validation';

const SetPayPasswordMutation = graphql(`
  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {
    setPayPassword(input: $input)
  }
`);

const ChangePayPasswordMutation = graphql(`
  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {
    changePayPassword(input: $input)
  }
`);

/**
 * Sets the transaction password when the user has none (confirmed with the login password),
 * changes it otherwise (confirmed with the current transaction password).
 */
export function ChangePayPasswordForm({ me }: { me: SessionUser }) {
  const intl = useIntl();
  const nav = useNav();
  const toast = useToast();
  const mounted = useMounted();
  const client = useApolloClient();
  const setting = !me.hasPayPassword;
  const [current, setCurrent] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [setPayPassword, setState] = useMutation(SetPayPasswordMutation);
  const [changePayPassword, changeState] = useMutation(ChangePayPasswordMutation);
  const loading = setState.loading || changeState.loading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const invalid = setting
      ? validateSetPayPassword({ loginPassword: current, newPassword, confirmPassword })
      : validateChangePayPassword({ oldPayPassword: current, newPassword, confirmPassword });
    if (invalid) {
      setErrorId(formErrorMessageId(invalid));
      return;
    }
    setErrorId(null);
    try {
      if (setting) {
        await setPayPassword({ variables: { input: { loginPassword: current, newPassword, confirmPassword } } });
        client.cache.modify({
          id: client.cache.identify({ __typename: 'User', id: me.id }),
          fields: { hasPayPassword: () => true },
        });
      } else {
        await withStepUp(() => changePayPassword({ variables: { input: { oldPayPassword: current, newPassword, confirmPassword } } }));
      }
      toast.success(intl.formatMessage({ id: 'toast.modifySuccess' }));
      if (mounted.current) nav.back();
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  return (
    <>
      <p className="page-intro">
        <FormattedMessage id={setting ? 'changePayPassword.setIntro' : 'changePayPassword.changeIntro'} />
      </p>
      <form className="card form-card" onSubmit={onSubmit} noValidate>
        {setting ? (
          <PasswordField
            label={<FormattedMessage id="field.loginPassword" />}
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
            placeholder={intl.formatMessage({ id: 'field.loginPasswordPlaceholder' })}
            testId="cpp-login"
          />
        ) : (
          <PasswordField
            label={<FormattedMessage id="field.currentPayPassword" />}
            value={current}
            onChange={setCurrent}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'field.currentPayPasswordPlaceholder' })}
            testId="cpp-old"
          />
        )}
        <PasswordField
          label={<FormattedMessage id="field.newPayPassword" />}
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'field.newPasswordPlaceholder' })}
          testId="cpp-new"
        />
        <PasswordField
          label={<FormattedMessage id="field.confirmNewPayPassword" />}
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'field.confirmPasswordPlaceholder' })}
          testId="cpp-confirm"
        />
        <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
        <Button type="submit" loading={loading} data-testid="cpp-submit">
          <FormattedMessage id={setting ? 'changePayPassword.setSubmit' : 'common.save'} />
        </Button>
      </form>
    </>
  );
}
