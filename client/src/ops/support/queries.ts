import { graphql } from '../../gql';

/** Canned replies, by title: the picker beside the reply and the canned-replies page. */
export const CannedRepliesQuery = graphql(`
  query OpsSupport_CannedReplies {
    opsSupportCannedReplies {
      id
      title
      updatedAt
      texts {
        en
        fr
        es
        zhHans
        zhHant
      }
    }
  }
`);
