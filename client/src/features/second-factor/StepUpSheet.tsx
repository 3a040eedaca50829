import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorMessageIdOf } from '../../i18n/errors';
import { useMessagePack } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { SecondFactorCodeForm } from '../../ui/SecondFactorCodeForm';
import { FormError } from '../../ui/Field';
import { DelayedLoading } from '../../ui/PageState';
import { BottomSheet } from '../../ui/Sheet';
import { answerWithPasskey, passkeyFailureId } from '../../ui/passkeys';
import { FinishPasskeyStepUpMutation, SecondFactorStatusQuery, StartPasskeyStepUpMutation, StepUpMutation } from './queries';

/**
 * "Confirm it's you": a passkey, or a code from the authenticator app (or a recovery code). Closing it
 * leaves the action undone, and says nothing else changed.
 */
export function StepUpSheet({ onDone }: { onDone: (ok: boolean) => void }) {
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
            <SecondFactorCodeForm
              code={code}
              onCodeChange={setCode}
              onSubmit={onCode}
              loading={stepUpState.loading}
              secondary={factors.passkeyCount > 0}
              submitLabel={<FormattedMessage id="security.stepUp.confirm" />}
              testIdPrefix="step-up"
            />
          )}
          <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
        </div>
      )}
    </BottomSheet>
  );
}
