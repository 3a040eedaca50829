import { graphql } from '../../gql';

/** Per market: allowed leverage, lot size, settlement currency (public, cached for the session). */
export const TradingRulesQuery = graphql(`
  query Trading_Rules {
    tradingRules {
      market
      leverages
      lotSize
      settlementCurrency
      closeOutRatio
      intradayLeverageFrom
    }
  }
`);

export const ChargeFieldsFragment = graphql(`
  fragment ChargeFields on Charge {
    kind
    basis
    amount
    currency
    settlementAmount
  }
`);

export const FillQuoteFieldsFragment = graphql(`
  fragment FillQuoteFields on FillQuote {
    bid
    ask
    at
    simulated
    source
  }
`);

export const OrderPreviewQuery = graphql(`
  query Trading_OrderPreview($input: OrderPreviewInput!) {
    orderPreview(input: $input) {
      symbol
      orderType
      direction
      shares
      leverage
      price
      quote {
        ...FillQuoteFields
      }
      marketOpen
      quoteCurrency
      settlementCurrency
      notional
      marginQuote
      margin
      fxRate
      fxSpreadBps
      charges {
        ...ChargeFields
      }
      chargesTotal
      closeChargesEstimate {
        ...ChargeFields
      }
      totalCost
      stopOutPrice
      available
      sufficientFunds
    }
  }
`);

/** An order as the lists and the place/cancel answers show it (so each lands in the cache whole). */
export const OrderFieldsFragment = graphql(`
  fragment OrderFields on Order {
    id
    orderNo
    symbol
    market
    direction
    orderType
    shares
    limitPrice
    leverage
    quoteCurrency
    settlementCurrency
    heldAmount
    status
    cancelReason
    positionId
    createdAt
    closedAt
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation Trading_PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ...OrderFields
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation Trading_CancelOrder($id: ID!, $idempotencyKey: String!) {
    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {
      ...OrderFields
    }
  }
`);

export const OrdersQuery = graphql(`
  query Trading_Orders($pending: Boolean!, $first: Int!, $after: String) {
    orders(pending: $pending, first: $first, after: $after) {
      items {
        ...OrderFields
      }
      nextCursor
    }
  }
`);

/** A position as a list row shows it. */
export const PositionRowFragment = graphql(`
  fragment PositionRow on Position {
    id
    tradeNo
    symbol
    market
    direction
    leverage
    shares
    status
    buyPrice
    buyTime
    currentPrice
    marketValue
    profit
    quoteCurrency
    settlementCurrency
    sellPrice
    sellTime
    sellingType
    stopOutPrice
  }
`);

export const PositionsQuery = graphql(`
  query Trading_Positions($status: PositionStatus!, $first: Int!, $after: String) {
    positions(status: $status, first: $first, after: $after) {
      items {
        ...PositionRow
      }
      nextCursor
    }
  }
`);

/** Every field of the trade detail (PRODUCT.md §4). */
export const PositionDetailQuery = graphql(`
  query Trading_Position($id: ID!) {
    position(id: $id) {
      ...PositionRow
      orderNo
      totalBuyPrice
      margin
      buyFee
      buyFxRate
      buyQuote {
        ...FillQuoteFields
      }
      buyCharges {
        ...ChargeFields
      }
      sellFee
      sellFxRate
      sellQuote {
        ...FillQuoteFields
      }
      sellCharges {
        ...ChargeFields
      }
      transactionTax
      grossProfitQuote
      proceeds
      lossAbsorbed
    }
  }
`);

export const ClosePreviewQuery = graphql(`
  query Trading_ClosePreview($id: ID!) {
    closePreview(id: $id) {
      positionId
      price
      quote {
        ...FillQuoteFields
      }
      marketOpen
      charges {
        ...ChargeFields
      }
      chargesTotal
      proceeds
      netProfit
    }
  }
`);

export const ClosePositionMutation = graphql(`
  mutation Trading_ClosePosition($id: ID!, $idempotencyKey: String!) {
    closePosition(id: $id, idempotencyKey: $idempotencyKey) {
      ...PositionRow
    }
  }
`);

export const PortfolioFieldsFragment = graphql(`
  fragment PortfolioFields on Portfolio {
    at
    simulated
    balances {
      currency
      available
      frozen
      positionValue
      totalAssets
      floatingProfit
      totalProfit
      depositTotal
    }
    marks {
      positionId
      symbol
      currentPrice
      marketValue
      profit
    }
  }
`);

export const PortfolioQuery = graphql(`
  query Trading_Portfolio {
    portfolio {
      ...PortfolioFields
    }
  }
`);

export const PortfolioUpdatesSubscription = graphql(`
  subscription Trading_PortfolioUpdates {
    portfolioUpdates {
      ...PortfolioFields
    }
  }
`);

/** Orders and positions carry only the symbol: the name comes from the instrument (cached by symbol). */
export const InstrumentNameQuery = graphql(`
  query Trading_InstrumentName($symbol: ID!, $lang: String) {
    instrument(symbol: $symbol) {
      symbol
      code
      name(lang: $lang)
      market
    }
  }
`);

/** Names of the queries to refetch after an order or position changed. */
export const TRADING_LIST_QUERIES = ['Trading_Positions', 'Trading_Orders', 'Trading_Portfolio', 'Trading_Position'];

/** What the order panel needs of the instrument: lot size, tick size and the live quote (keyed by symbol). */
export const OrderInstrumentQuery = graphql(`
  query Trading_OrderInstrument($symbol: ID!) {
    instrument(symbol: $symbol) {
      symbol
      code
      market
      currency
      lotSize
      tickSize
      quote {
        symbol
        price
        at
        marketOpen
        simulated
      }
    }
  }
`);
