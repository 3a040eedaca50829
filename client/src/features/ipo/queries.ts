import { graphql } from '../../gql';

/** The offerings list (browsing needs no sign-in). */
export const IpoOfferingsQuery = graphql(`
  query IpoList_Offerings($first: Int!, $after: String, $lang: String) {
    ipoOfferings(first: $first, after: $after) {
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
        subscriptionPrice
        marketPrice
        marketPriceLive
        marketPriceSimulated
        spread
        returnRate
        opensAt
        closesAt
        drawsAt
        phase
        status
        applications
      }
      nextCursor
    }
  }
`);

/** Every field of one offering, with the signed-in user's live application. */
export const IpoOfferingQuery = graphql(`
  query IpoDetail_Offering($id: ID!, $lang: String) {
    ipoOffering(id: $id) {
      id
      symbol
      name
      nameText(lang: $lang) {
        text
        lang
        fallback
      }
      currency
      subscriptionPrice
      referencePrice
      marketPrice
      marketPriceLive
      marketPriceSimulated
      spread
      returnRate
      underwritingShares
      totalShares
      lotSize
      maxLots
      processingFee
      opensAt
      closesAt
      drawsAt
      payBy
      issuesAt
      seedHash
      status
      phase
      cancelReason
      cancelReasonText(lang: $lang) {
        text
        lang
        fallback
      }
      drawnAt
      issuedAt
      applications
      myApplication {
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
      }
    }
  }
`);

/** The public record of the draw: the hash always, the seed and the cut-off once drawn, the reader's rank. */
export const IpoDrawQuery = graphql(`
  query IpoDetail_Draw($offeringId: ID!) {
    ipoDraw(offeringId: $offeringId) {
      offeringId
      seedHash
      seed
      drawnAt
      entries
      lotSize
      lotsAvailable
      lotsAllocated
      cutoffRound
      cutoffRank
      myRank
      excluded {
        id
        reason
      }
    }
  }
`);

export const ApplyIpoMutation = graphql(`
  mutation IpoApply_Apply($input: ApplyIpoInput!) {
    applyIpo(input: $input) {
      id
      orderNo
      status
      shares
      heldAmount
    }
  }
`);

export const CancelIpoApplicationMutation = graphql(`
  mutation IpoApply_Cancel($id: ID!, $idempotencyKey: String!) {
    cancelIpoApplication(id: $id, idempotencyKey: $idempotencyKey) {
      id
      status
    }
  }
`);

// Home's win notices import it alone (without the other documents): the first screen's JavaScript.
export { MyIpoApplicationsQuery } from './applicationsQuery';
