import { graphql } from '../../gql';

/** Published trades still open or not started (browsing needs no sign-in); prices then follow the live quotes. */
export const FollowTradesQuery = graphql(`
  query FollowTrades_Trades($first: Int!, $after: String, $lang: String) {
    followTrades(first: $first, after: $after, live: true) {
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
        phase
        marketPrice
        ask
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

/** Live quotes of the trades on screen (price and ask move with every tick). */
export const FollowQuotesSubscription = graphql(`
  subscription FollowTrades_Quotes($symbols: [ID!]!) {
    quotes(symbols: $symbols) {
      symbol
      price
      ask
      simulated
      at
    }
  }
`);

export const FollowBalancesQuery = graphql(`
  query FollowTrades_Balances {
    balances {
      currency
      available
    }
  }
`);

/** What following would hold now, every charge itemised: read fresh for the confirmation. */
export const FollowPreviewQuery = graphql(`
  query FollowTrades_Preview($tradeId: ID!, $quantity: Int!, $tolerance: Decimal!) {
    followPreview(tradeId: $tradeId, quantity: $quantity, tolerance: $tolerance) {
      ask
      quoteAt
      simulated
      notional
      charges {
        kind
        basis
        settlementAmount
      }
      fee
      total
      maxPrice
      currency
      available
      sufficientFunds
    }
  }
`);

export const CreateFollowMutation = graphql(`
  mutation FollowTrades_Follow($input: FollowInput!) {
    createFollow(input: $input) {
      id
      orderNo
      status
    }
  }
`);

export const MyFollowsQuery = graphql(`
  query FollowRecords_Mine($first: Int!, $after: String, $lang: String) {
    myFollows(first: $first, after: $after) {
      items {
        id
        orderNo
        symbol
        currency
        quantity
        tolerance
        askAtFollow
        maxPrice
        fee
        heldAmount
        status
        reason
        fillPrice
        fillQuoteAt
        fillCharges {
          kind
          basis
          settlementAmount
        }
        positionId
        createdAt
        decidedAt
        trade {
          id
          stockName(lang: $lang)
          buyPrice
          institution {
            id
            name
          }
        }
      }
      nextCursor
    }
  }
`);

export const FollowInstitutionsQuery = graphql(`
  query FollowInstitutions_List($first: Int!, $after: String, $lang: String) {
    followInstitutions(first: $first, after: $after) {
      items {
        id
        name
        descriptionText(lang: $lang) {
          text
          lang
          fallback
        }
        disclosuresText(lang: $lang) {
          text
          lang
          fallback
        }
      }
      nextCursor
    }
  }
`);

export const FollowTrackRecordQuery = graphql(`
  query FollowTrackRecord_Record($institutionId: ID!) {
    followTrackRecord(institutionId: $institutionId) {
      institutionId
      inception
      asOf
      periods {
        from
        to
        netReturn
      }
      sinceInception
      maxDrawdown
      winRate
      wins
      tradesCounted
      netOfCharges
      simulated
    }
  }
`);
