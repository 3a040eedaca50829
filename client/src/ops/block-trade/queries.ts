import { graphql } from '../../gql';

export const OpsBlockTradeOfferingsQuery = graphql(`
  query OpsBlockTrade_Offerings($first: Int!, $after: String) {
    blockTradeOfferings(first: $first, after: $after) {
      items {
        id
        symbol
        name
        nameTranslations {
          en
          fr
          es
          zhHans
          zhHant
        }
        currency
        currentPrice
        currentPriceSimulated
        subscriptionPrice
        hedgePrice
        feeRate
        minAmount
        ticketShares
        ticketsAvailable
        ticketsSubscribed
        maxTicketsPerUser
        opensAt
        closesAt
        codePolicy
        seedHash
        status
        phase
        cancelReason
        cancelReasonTranslations {
          en
          fr
          es
          zhHans
          zhHant
        }
        failReason
        failedPrice
        failedQuoteAt
        closedAt
        createdAt
      }
      nextCursor
    }
  }
`);

export const OpsBlockTradeOfferingQuery = graphql(`
  query OpsBlockTrade_Offering($id: ID!) {
    blockTradeOffering(id: $id) {
      id
      symbol
      name
      nameTranslations {
        en
        fr
        es
        zhHans
        zhHant
      }
      currency
      subscriptionPrice
      hedgePrice
      feeRate
      minAmount
      ticketsAvailable
      ticketsSubscribed
      maxTicketsPerUser
      opensAt
      closesAt
      codePolicy
      status
      phase
    }
  }
`);

export const CreateBlockTradeMutation = graphql(`
  mutation OpsBlockTrade_Create($input: BlockTradeOfferingInput!) {
    createBlockTradeOffering(input: $input) {
      id
      status
      phase
      seedHash
    }
  }
`);

export const UpdateBlockTradeMutation = graphql(`
  mutation OpsBlockTrade_Update($id: ID!, $input: BlockTradeOfferingInput!) {
    updateBlockTradeOffering(id: $id, input: $input) {
      id
      status
      phase
    }
  }
`);

export const CancelBlockTradeMutation = graphql(`
  mutation OpsBlockTrade_Cancel($input: CancelBlockTradeOfferingInput!) {
    cancelBlockTradeOffering(input: $input) {
      id
      status
      phase
      cancelReason
      cancelReasonTranslations {
        en
        fr
        es
        zhHans
        zhHant
      }
    }
  }
`);

export const RunBlockTradeCloseMutation = graphql(`
  mutation OpsBlockTrade_RunClose($offeringId: ID!) {
    runBlockTradeClose(offeringId: $offeringId) {
      id
      status
      phase
      closedAt
    }
  }
`);

export const OpsBlockTradeSubscriptionsQuery = graphql(`
  query OpsBlockTrade_Subscriptions($offeringId: ID!, $first: Int!, $after: String) {
    opsBlockTradeSubscriptions(offeringId: $offeringId, first: $first, after: $after) {
      items {
        id
        orderNo
        status
        reason
        tickets
        shares
        amount
        fee
        heldAmount
        rank
        wonTickets
        wonShares
        transactionAmount
        feePaid
        positionId
        createdAt
        decidedAt
      }
      nextCursor
    }
  }
`);
