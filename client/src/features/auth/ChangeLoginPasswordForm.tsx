import { withStepUp } from '../../ui/stepUp';
import { useMutation } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FormError, PasswordField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useMounted } from '../../ui/useMounted';
import { formErrorMessageId, validateChangeLoginPassword } from './validation';

const ChangeLoginPasswordMutation = graphql(`
  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {
    changeLoginPassword(input: $input)
  }
`);

export function ChangeLoginPasswordForm() {
  const intl = useIntl();
  const nav = useNav();
  const toast = useToast();
  const mounted = useMounted();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangeLoginPasswordMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const invalid = validateChangeLoginPassword({ oldPassword, newPassword, confirmPassword });
    if (invalid) {
      setErrorId(formErrorMessageId(invalid));
      return;
    }
    setErrorId(null);
    try {
      await withStepUp(() => change({ variables: { input: { oldPassword, newPassword, confirmPassword } } }));
      toast.success(intl.formatMessage({ id: 'toast.modifySuccess' }));
      if (mounted.current) nav.back();
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  return (
    <form className="card form-card" onSubmit={onSubmit} noValidate>
      <PasswordField
        label={<FormattedMessage id="field.currentPassword" />}
        value={oldPassword}
        onChange={setOldPassword}
        autoComplete="current-password"
        placeholder={intl.formatMessage({ id: 'field.currentPasswordPlaceholder' })}
        testId="clp-old"
      />
      <PasswordField
        label={<FormattedMessage id="field.newPassword" />}
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        placeholder={intl.formatMessage({ id: 'field.newPasswordPlaceholder' })}
        testId="clp-new"
      />
      <PasswordField
        label={<FormattedMessage id="field.confirmNewPassword" />}
        value={confirmPassword}
        onChange={setConfirmPassword}
        autoComplete="new-password"
        placeholder={intl.formatMessage({ id: 'field.confirmPasswordPlaceholder' })}
        testId="clp-confirm"
      />
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={loading} data-testid="clp-submit">
        <FormattedMessage id="common.save" />
      </Button>
    </form>
  );
}
