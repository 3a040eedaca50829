import { graphql } from '../../gql';

export const IntradayTermsQuery = graphql(`
  query DayTrading_Terms {
    intradayTerms {
      rule
      minAmount
      maxAmount
      maxExposure
      maxActive
      openingRangeMinutes
      entryCutoffMinutes
      maxEntriesPerDay
      stopAtrMultiple
      targetMultiple
      dailyLossLimit
      riskLow
      riskMedium
      riskHigh
      flatLeadSeconds
    }
  }
`);

export const MyIntradayApplicationsQuery = graphql(`
  query IntradayRecords_Applications($first: Int!, $after: String) {
    myIntradayApplications(first: $first, after: $after) {
      items {
        id
        ...IntradayRecordCard_Application
      }
      nextCursor
    }
  }
`);

export const ApplyIntradayMutation = graphql(`
  mutation IntradayApply_Apply($input: ApplyIntradayInput!) {
    applyIntradayStrategy(input: $input) {
      id
      status
      reasons
      ...IntradayRecordCard_Application
    }
  }
`);

/** The stock typed on the application form, by code or name (its name and market shown at once). */
export const IntradayApplyInstrumentQuery = graphql(`
  query IntradayApply_Instrument($query: String!, $lang: String) {
    searchInstruments(query: $query, first: 10) {
      symbol
      code
      name(lang: $lang)
      market
      currency
    }
  }
`);

/** The available balance the amount is held from. */
export const IntradayApplyBalancesQuery = graphql(`
  query IntradayApply_Balances {
    balances {
      currency
      available
    }
  }
`);
