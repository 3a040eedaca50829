import { useMutation } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { RequestRecoveryMutation } from './signInQueries';

/**
 * For a user who lost every second factor, after the right password (the sign-in ticket): the name and ID
 * number of their verified identity, sent to ops for review. Every device of the account is told.
 */
export function RecoveryRequestForm({ ticket, onBack }: { ticket: string; onBack: () => void }) {
  const [idName, setIdName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, state] = useMutation(RequestRecoveryMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.loading) return;
    if (!idName.trim() || !idNumber.trim()) return setErrorId('security.recovery.required');
    setErrorId(null);
    try {
      const { data } = await request({ variables: { ticket, idName: idName.trim(), idNumber: idNumber.trim() } });
      if (data) setSent(data.requestSecondFactorRecovery.requestNo);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  if (sent) {
    return (
      <div className="auth-form" data-testid="recovery-sent">
        <p className="page-intro">
          <FormattedMessage id="security.recovery.sent" values={{ number: sent }} />
        </p>
        <Button variant="secondary" onClick={onBack}>
          <FormattedMessage id="common.back" />
        </Button>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="recovery-form">
      <h2 className="auth-hero__title">
        <FormattedMessage id="security.recovery.title" />
      </h2>
      <p className="page-intro">
        <FormattedMessage id="security.recovery.intro" />
      </p>
      <TextField
        label={<FormattedMessage id="security.recovery.idName" />}
        value={idName}
        onChange={setIdName}
        autoComplete="name"
        testId="recovery-id-name"
      />
      <TextField
        label={<FormattedMessage id="security.recovery.idNumber" />}
        value={idNumber}
        onChange={setIdNumber}
        maxLength={64}
        autoComplete="off"
        testId="recovery-id-number"
      />
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={state.loading} data-testid="recovery-submit">
        <FormattedMessage id="security.recovery.submit" />
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <FormattedMessage id="common.back" />
      </Button>
    </form>
  );
}
