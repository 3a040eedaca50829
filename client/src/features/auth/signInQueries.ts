import { graphql } from '../../gql';

export const CompleteSignInMutation = graphql(`
  mutation SignIn_Complete($ticket: String!, $code: String!) {
    completeSignIn(ticket: $ticket, code: $code) {
      ...UseSession_User
    }
  }
`);

export const StartPasskeySignInMutation = graphql(`
  mutation SignIn_StartPasskey($ticket: String) {
    startPasskeySignIn(ticket: $ticket) {
      challengeId
      options
    }
  }
`);

export const FinishPasskeySignInMutation = graphql(`
  mutation SignIn_FinishPasskey($challengeId: ID!, $response: String!) {
    finishPasskeySignIn(challengeId: $challengeId, response: $response) {
      ...UseSession_User
    }
  }
`);

export const RequestRecoveryMutation = graphql(`
  mutation SignIn_RequestRecovery($ticket: String!, $idName: String!, $idNumber: String!) {
    requestSecondFactorRecovery(ticket: $ticket, idName: $idName, idNumber: $idNumber) {
      requestNo
      status
    }
  }
`);
