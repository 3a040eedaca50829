import { graphql } from '../../gql';

export const FundProductsQuery = graphql(`
  query FundList_Products($first: Int!, $after: String, $lang: String) {
    fundProducts(first: $first, after: $after) {
      items {
        id
        nameText(lang: $lang) {
          text
          lang
          fallback
        }
        underlyingText(lang: $lang) {
          text
          lang
          fallback
        }
        rateSourceText(lang: $lang) {
          text
          lang
          fallback
        }
        currency
        periodDays
        annualRate
        dailyRate
        minAmount
        maxAmount
        autoApproveUpTo
        earlyFeeRate
        disclosureText(lang: $lang) {
          text
          lang
          fallback
        }
        status
      }
      nextCursor
    }
  }
`);

export const BuyFundMutation = graphql(`
  mutation FundList_Buy($input: BuyFundInput!) {
    buyFund(input: $input) {
      id
      orderNo
      status
    }
  }
`);

export const MyFundHoldingsQuery = graphql(`
  query FundRecords_Holdings($first: Int!, $after: String, $lang: String) {
    myFundHoldings(first: $first, after: $after) {
      items {
        id
        orderNo
        productNameText(lang: $lang) {
          text
          lang
          fallback
        }
        currency
        principal
        periodDays
        annualRate
        dailyRate
        dailyEarnings
        earningDays
        earnings
        holdingAmount
        expectedEarnings
        earlyFeeRate
        earlyFee
        status
        reasonCode
        reason
        appliedAt
        startsAt
        endsAt
        closedAt
        accruals {
          day
          amount
        }
      }
      nextCursor
    }
  }
`);

export const RedemptionPreviewQuery = graphql(`
  query FundRecords_RedemptionPreview($id: ID!) {
    fundRedemptionPreview(id: $id) {
      principal
      earnings
      fee
      receive
      earningsForgone
    }
  }
`);

export const RedeemFundMutation = graphql(`
  mutation FundRecords_Redeem($id: ID!, $idempotencyKey: String!) {
    redeemFund(id: $id, idempotencyKey: $idempotencyKey) {
      id
      status
    }
  }
`);
