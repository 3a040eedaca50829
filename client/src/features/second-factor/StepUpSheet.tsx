import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageIdOf } from '../../i18n/errors';
import { useMessagePack } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { DelayedLoading } from '../../ui/PageState';
import { BottomSheet } from '../../ui/Sheet';
import { answerWithPasskey, passkeyFailureId } from '../../ui/passkeys';
import { FinishPasskeyStepUpMutation, SecondFactorStatusQuery, StartPasskeyStepUpMutation, StepUpMutation } from './queries';

/**
 * "Confirm it's you": a passkey, or a code from the authenticator app (or a recovery code). Closing it
 * leaves the action undone, and says nothing else changed.
 */
export function StepUpSheet({ onDone }: { onDone: (ok: boolean) => void }) {
  const intl = useIntl();
  const texts = useMessagePack('screens');
  const status = useQuery(SecondFactorStatusQuery, { fetchPolicy: 'network-only' });
  const [code, setCode] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [stepUp, stepUpState] = useMutation(StepUpMutation);
  const [startPasskey, startState] = useMutation(StartPasskeyStepUpMutation);
  const [finishPasskey, finishState] = useMutation(FinishPasskeyStepUpMutation);
  const factors = status.data?.secondFactor;
  const busy = stepUpState.loading || startState.loading || finishState.loading;

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setErrorId('security.code.required');
    setErrorId(null);
    try {
      await stepUp({ variables: { code } });
      onDone(true);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  const onPasskey = async () => {
    if (busy) return;
    setErrorId(null);
    try {
      const started = await startPasskey();
      const challenge = started.data!.startPasskeyStepUp;
      const response = await answerWithPasskey(challenge.options);
      await finishPasskey({ variables: { challengeId: challenge.challengeId, response } });
      onDone(true);
    } catch (error) {
      setErrorId(passkeyFailureId(error, errorMessageIdOf));
    }
  };

  return (
    <BottomSheet open onClose={() => onDone(false)} title={texts ? <FormattedMessage id="security.stepUp.title" /> : ''} testId="step-up">
      {!texts || !factors ? (
        <DelayedLoading />
      ) : (
        <div className="step-up">
          <p className="page-intro">
            <FormattedMessage id="security.stepUp.intro" />
          </p>
          {factors.passkeyCount > 0 && (
            <Button onClick={onPasskey} loading={startState.loading || finishState.loading} data-testid="step-up-passkey">
              <FormattedMessage id="security.stepUp.usePasskey" />
            </Button>
          )}
          {factors.totpEnabled && (
            <form className="auth-form" onSubmit={onCode} noValidate>
              <TextField
                label={<FormattedMessage id="security.stepUp.codeLabel" />}
                hint={<FormattedMessage id="security.stepUp.codeHint" />}
                value={code}
                onChange={setCode}
                inputMode="text"
                autoComplete="one-time-code"
                maxLength={32}
                placeholder={intl.formatMessage({ id: 'security.code.placeholder' })}
                testId="step-up-code"
              />
              <Button
                type="submit"
                variant={factors.passkeyCount > 0 ? 'secondary' : 'primary'}
                loading={stepUpState.loading}
                data-testid="step-up-submit"
              >
                <FormattedMessage id="security.stepUp.confirm" />
              </Button>
            </form>
          )}
          <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
        </div>
      )}
    </BottomSheet>
  );
}
