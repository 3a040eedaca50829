import { graphql } from '../../gql';

/** The user's lottery cards, newest first (the Trade tab's lottery and inventory, Home's win notices). */
export const MyIpoApplicationsQuery = graphql(`
  query IpoLottery_Applications($first: Int!, $after: String, $lang: String) {
    myIpoApplications(first: $first, after: $after) {
      items {
        id
        orderNo
        status
        lots
        shares
        price
        fee
        heldAmount
        rank
        wonShares
        amountPaid
        amountToPay
        positionId
        createdAt
        decidedAt
        offering {
          id
          symbol
          name
          nameText(lang: $lang) {
            text
            lang
            fallback
          }
          currency
          drawsAt
          payBy
          issuesAt
          status
          cancelReason
          cancelReasonText(lang: $lang) {
            text
            lang
            fallback
          }
        }
      }
      nextCursor
    }
  }
`);
