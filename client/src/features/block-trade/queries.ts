import { graphql } from '../../gql';

/** The offerings list (browsing needs no sign-in); the current price is the live quote's, read again while on screen. */
export const BlockTradeOfferingsQuery = graphql(`
  query BlockTradeList_Offerings($first: Int!, $after: String, $lang: String) {
    blockTradeOfferings(first: $first, after: $after) {
      items {
        id
        symbol
        name
        nameText(lang: $lang) {
          text
          lang
          fallback
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
        phase
        status
      }
      nextCursor
    }
  }
`);

/** One offering with every term, the signed-in user's purchase code and subscription. */
export const BlockTradeOfferingQuery = graphql(`
  query BlockTradeSubscribe_Offering($id: ID!, $lang: String) {
    blockTradeOffering(id: $id) {
      id
      symbol
      name
      nameText(lang: $lang) {
        text
        lang
        fallback
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
      cancelReasonText(lang: $lang) {
        text
        lang
        fallback
      }
      failReason
      failedPrice
      failedQuoteAt
      closedAt
      myCode {
        code
        issuedAt
        usedAt
      }
      mySubscription {
        id
        ...BlockTradeRecordCard_Subscription
      }
    }
  }
`);

/** The public record of the allocation: the hash always; the seed, entries and cut-off once closed; the reader's rank. */
export const BlockTradeDrawQuery = graphql(`
  query BlockTradeDraw_Draw($offeringId: ID!) {
    blockTradeDraw(offeringId: $offeringId) {
      offeringId
      seedHash
      seed
      closedAt
      entries
      oversubscribed
      ticketsAvailable
      ticketsSubscribed
      ticketsAllocated
      cutoffRound
      cutoffRank
      myRank
    }
  }
`);

/** The personal, single-use purchase code: issued in the app on the first request, the same code afterwards. */
export const MyBlockTradeCodeMutation = graphql(`
  mutation BlockTradeSubscribe_Code($offeringId: ID!) {
    myBlockTradeCode(offeringId: $offeringId) {
      code
      issuedAt
      usedAt
    }
  }
`);

export const SubscribeBlockTradeMutation = graphql(`
  mutation BlockTradeSubscribe_Subscribe($input: SubscribeBlockTradeInput!) {
    subscribeBlockTrade(input: $input) {
      id
      orderNo
      status
      tickets
      heldAmount
    }
  }
`);

/** The user's purchase records, newest first. */
export const MyBlockTradeSubscriptionsQuery = graphql(`
  query BlockTradeRecords_Subscriptions($first: Int!, $after: String, $lang: String) {
    myBlockTradeSubscriptions(first: $first, after: $after) {
      items {
        id
        ...BlockTradeRecordCard_Subscription
      }
      nextCursor
    }
  }
`);
