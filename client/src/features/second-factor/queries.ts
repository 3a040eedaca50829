import { graphql } from '../../gql';

export const SecondFactorStatusQuery = graphql(`
  query SecondFactor_Status {
    secondFactor {
      totpEnabled
      passkeyCount
      twoStepSignIn
      recoveryCodesLeft
      stepUpUntil
    }
  }
`);

export const StepUpMutation = graphql(`
  mutation SecondFactor_StepUp($code: String!) {
    stepUp(code: $code) {
      factor
      until
    }
  }
`);

export const StartPasskeyStepUpMutation = graphql(`
  mutation SecondFactor_StartPasskeyStepUp {
    startPasskeyStepUp {
      challengeId
      options
    }
  }
`);

export const FinishPasskeyStepUpMutation = graphql(`
  mutation SecondFactor_FinishPasskeyStepUp($challengeId: ID!, $response: String!) {
    finishPasskeyStepUp(challengeId: $challengeId, response: $response) {
      factor
      until
    }
  }
`);
