import { graphql } from '../../gql';

export const OpsIpoOfferingsQuery = graphql(`
  query OpsIpo_Offerings($first: Int!, $after: String) {
    ipoOfferings(first: $first, after: $after) {
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
        cancelReasonTranslations {
          en
          fr
          es
          zhHans
          zhHant
        }
        drawnAt
        issuedAt
        applications
      }
      nextCursor
    }
  }
`);

export const OpsIpoOfferingQuery = graphql(`
  query OpsIpo_Offering($id: ID!) {
    ipoOffering(id: $id) {
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
      referencePrice
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
      status
      phase
      applications
    }
  }
`);

export const CreateIpoMutation = graphql(`
  mutation OpsIpo_Create($input: IpoOfferingInput!) {
    createIpoOffering(input: $input) {
      id
      status
      phase
      seedHash
    }
  }
`);

export const UpdateIpoMutation = graphql(`
  mutation OpsIpo_Update($id: ID!, $input: IpoOfferingInput!) {
    updateIpoOffering(id: $id, input: $input) {
      id
      status
      phase
    }
  }
`);

export const CancelIpoOfferingMutation = graphql(`
  mutation OpsIpo_Cancel($input: CancelIpoOfferingInput!) {
    cancelIpoOffering(input: $input) {
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
      applications
    }
  }
`);

export const RunIpoDrawMutation = graphql(`
  mutation OpsIpo_RunDraw($offeringId: ID!) {
    runIpoDraw(offeringId: $offeringId) {
      id
      status
      phase
      drawnAt
    }
  }
`);

export const OpsIpoApplicationsQuery = graphql(`
  query OpsIpo_Applications($offeringId: ID!, $first: Int!, $after: String) {
    opsIpoApplications(offeringId: $offeringId, first: $first, after: $after) {
      items {
        id
        orderNo
        status
        lots
        shares
        heldAmount
        rank
        wonShares
        amountPaid
        amountToPay
        positionId
        createdAt
        decidedAt
      }
      nextCursor
    }
  }
`);
