import { graphql } from '../../gql';

export const OpsFollowInstitutionsQuery = graphql(`
  query OpsFollow_Institutions($first: Int!, $after: String) {
    followInstitutions(first: $first, after: $after) {
      items {
        id
        name
        descriptionTranslations {
          en
          fr
          es
          zhHans
          zhHant
        }
        disclosuresTranslations {
          en
        }
        createdAt
      }
      nextCursor
    }
  }
`);

export const OpsFollowTradesQuery = graphql(`
  query OpsFollow_Trades($first: Int!, $after: String, $lang: String) {
    followTrades(first: $first, after: $after) {
      items {
        id
        symbol
        stockName(lang: $lang)
        settlementCurrency
        buyPrice
        fee
        minQuantity
        maxQuantity
        opensAt
        closesAt
        status
        phase
        cancelReason
        marketPrice
        simulated
        followers
        institution {
          id
          name
        }
      }
      nextCursor
    }
  }
`);

export const OpsFollowsQuery = graphql(`
  query OpsFollow_Follows($tradeId: ID!, $first: Int!, $after: String) {
    opsFollows(tradeId: $tradeId, first: $first, after: $after) {
      items {
        id
        orderNo
        currency
        quantity
        tolerance
        askAtFollow
        maxPrice
        heldAmount
        fee
        status
        reason
        fillPrice
        fillQuoteAt
        positionId
        createdAt
        decidedAt
      }
      nextCursor
    }
  }
`);

export const CreateFollowInstitutionMutation = graphql(`
  mutation OpsFollow_CreateInstitution($input: FollowInstitutionInput!) {
    createFollowInstitution(input: $input) {
      id
      name
    }
  }
`);

export const PublishFollowTradeMutation = graphql(`
  mutation OpsFollow_PublishTrade($input: FollowTradeInput!) {
    publishFollowTrade(input: $input) {
      id
      status
      phase
    }
  }
`);

export const CancelFollowTradeMutation = graphql(`
  mutation OpsFollow_CancelTrade($input: CancelFollowTradeInput!) {
    cancelFollowTrade(input: $input) {
      id
      status
      phase
      cancelReason
    }
  }
`);
