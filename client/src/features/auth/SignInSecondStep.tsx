import { useMutation } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FragmentType } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { useMessagePack } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { SecondFactorCodeForm } from '../../ui/SecondFactorCodeForm';
import { FormError } from '../../ui/Field';
import { DelayedLoading } from '../../ui/PageState';
import type { SessionUserFragment } from './useSession';
import { answerWithPasskey, passkeyFailureId } from '../../ui/passkeys';
import type { SecondStep } from './secondStep';
import { RecoveryRequestForm } from './RecoveryRequestForm';
import { CompleteSignInMutation, FinishPasskeySignInMutation, StartPasskeySignInMutation } from './signInQueries';

type SignedInUser = FragmentType<typeof SessionUserFragment>;

/**
 * The second step of signing in (two-step sign-in on): a passkey, or a code from the authenticator app,
 * or a recovery code, within 5 minutes of the password. "Back" starts over with the password.
 */
export function SignInSecondStep({
  step,
  onSignedIn,
  onBack,
}: {
  step: SecondStep;
  onSignedIn: (user: SignedInUser) => void;
  onBack: () => void;
}) {
  const texts = useMessagePack('screens');
  const [code, setCode] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [complete, completeState] = useMutation(CompleteSignInMutation);
  const [startPasskey, startState] = useMutation(StartPasskeySignInMutation);
  const [finishPasskey, finishState] = useMutation(FinishPasskeySignInMutation);
  const [recovering, setRecovering] = useState(false);
  const withCode = step.factors.includes('totp');
  const withPasskey = step.factors.includes('passkey');
  if (!texts) return <DelayedLoading />;
  if (recovering) return <RecoveryRequestForm ticket={step.ticket} onBack={() => setRecovering(false)} />;

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (completeState.loading) return;
    if (!code.trim()) return setErrorId('security.code.required');
    setErrorId(null);
    try {
      const { data } = await complete({ variables: { ticket: step.ticket, code } });
      if (data) onSignedIn(data.completeSignIn);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  const onPasskey = async () => {
    setErrorId(null);
    try {
      const started = await startPasskey({ variables: { ticket: step.ticket } });
      const challenge = started.data!.startPasskeySignIn;
      const response = await answerWithPasskey(challenge.options);
      const { data } = await finishPasskey({ variables: { challengeId: challenge.challengeId, response } });
      if (data) onSignedIn(data.finishPasskeySignIn);
    } catch (error) {
      setErrorId(passkeyFailureId(error, errorMessageIdOf));
    }
  };

  return (
    <div className="auth-form" data-testid="sign-in-second-step">
      <p className="page-intro">
        <FormattedMessage id="security.signIn.secondStep" />
      </p>
      {withPasskey && (
        <Button onClick={onPasskey} loading={startState.loading || finishState.loading} data-testid="sign-in-second-passkey">
          <FormattedMessage id="security.stepUp.usePasskey" />
        </Button>
      )}
      {withCode && (
        <SecondFactorCodeForm
          code={code}
          onCodeChange={setCode}
          onSubmit={onCode}
          loading={completeState.loading}
          secondary={withPasskey}
          submitLabel={<FormattedMessage id="security.signIn.finish" />}
          testIdPrefix="sign-in-second"
        />
      )}
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <p className="auth-form__switch">
        <FormattedMessage id="security.signIn.lostFactors" />
      </p>
      <button type="button" className="link-button" onClick={() => setRecovering(true)} data-testid="sign-in-recovery">
        <FormattedMessage id="security.recovery.lost" />
      </button>
      <Button variant="ghost" onClick={onBack} data-testid="sign-in-second-back">
        <FormattedMessage id="common.back" />
      </Button>
    </div>
  );
}
