import { graphql } from '../../gql';

/** An application as a record card shows it: every field of PRODUCT.md §5 and the list of its trades. */
export const IntradayRecordCardFragment = graphql(`
  fragment IntradayRecordCard_Application on IntradayApplication {
    id
    orderNo
    symbol
    currency
    amount
    status
    reasons
    riskBand
    phase
    holding
    tradeDate
    atr
    rangeHigh
    rangeLow
    realisedNet
    netResult
    resultNow
    chargesTotal
    createdAt
    decidedAt
    finishedAt
    trades {
      id
      seq
      positionId
      orderNo
      tradeNo
      shares
      buyPrice
      sellPrice
      stopPrice
      targetPrice
      buyCharges
      sellCharges
      netProfit
      exitReason
      simulated
      openedAt
      closedAt
    }
  }
`);
