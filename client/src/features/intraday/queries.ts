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
