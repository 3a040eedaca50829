import { graphql } from '../../gql';

export const SecurityQuery = graphql(`
  query Security_Overview {
    secondFactor {
      totpEnabled
      passkeyCount
      twoStepSignIn
      recoveryCodesLeft
      stepUpUntil
    }
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
    mySessions {
      id
      current
      system
      browser
      ipMasked
      signedInAt
      lastSeenAt
    }
  }
`);

export const StartPasskeyRegistrationMutation = graphql(`
  mutation Security_StartPasskeyRegistration {
    startPasskeyRegistration {
      challengeId
      options
    }
  }
`);

export const FinishPasskeyRegistrationMutation = graphql(`
  mutation Security_FinishPasskeyRegistration($challengeId: ID!, $name: String!, $response: String!) {
    finishPasskeyRegistration(challengeId: $challengeId, name: $name, response: $response)
  }
`);

export const RemovePasskeyMutation = graphql(`
  mutation Security_RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

export const StartTotpMutation = graphql(`
  mutation Security_StartTotp {
    startTotpEnrolment {
      secret
      uri
    }
  }
`);

export const ConfirmTotpMutation = graphql(`
  mutation Security_ConfirmTotp($code: String!) {
    confirmTotpEnrolment(code: $code)
  }
`);

export const RemoveTotpMutation = graphql(`
  mutation Security_RemoveTotp {
    removeTotp
  }
`);

export const TwoStepMutation = graphql(`
  mutation Security_TwoStep($enabled: Boolean!) {
    setTwoStepSignIn(enabled: $enabled)
  }
`);

export const EndSessionMutation = graphql(`
  mutation Security_EndSession($id: ID!) {
    endSession(id: $id)
  }
`);
