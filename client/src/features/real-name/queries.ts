import { graphql } from '../../gql';

/** The user's latest submission (null: never submitted); the screen, the notices and Mine read it. */
export const MyRealNameQuery = graphql(`
  query RealName_Mine {
    myRealName {
      id
      submissionNo
      status
      idName
      idNumberMasked
      nationality
      phone
      residence
      reasonCode
      note
      createdAt
      decidedAt
    }
  }
`);

export const SubmitRealNameMutation = graphql(`
  mutation RealNameForm_Submit($input: SubmitRealNameInput!) {
    submitRealName(input: $input) {
      id
      submissionNo
      status
      idName
      idNumberMasked
      nationality
      phone
      residence
      reasonCode
      note
      createdAt
      decidedAt
    }
  }
`);
