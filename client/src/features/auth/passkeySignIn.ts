import type { ApolloClient } from '@apollo/client';
import type { FragmentType } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import type { SessionUserFragment } from './useSession';
import { answerWithPasskey, passkeyFailureId } from '../../ui/passkeys';
import { FinishPasskeySignInMutation, StartPasskeySignInMutation } from './signInQueries';

/**
 * "Sign in with a passkey" on the sign-in page: any passkey of this device (discoverable), no phone or
 * password. Loaded when tapped. Answers the user, or the message id of why not.
 */
export async function signInWithPasskey(
  client: ApolloClient<unknown>,
): Promise<{ user: FragmentType<typeof SessionUserFragment> } | { errorId: string }> {
  try {
    const started = await client.mutate({ mutation: StartPasskeySignInMutation, variables: { ticket: null } });
    const challenge = started.data!.startPasskeySignIn;
    const response = await answerWithPasskey(challenge.options);
    const finished = await client.mutate({
      mutation: FinishPasskeySignInMutation,
      variables: { challengeId: challenge.challengeId, response },
    });
    return { user: finished.data!.finishPasskeySignIn };
  } catch (error) {
    return { errorId: passkeyFailureId(error, errorMessageIdOf) };
  }
}
