import { graphql } from './gql';

// Every operation the CLI runs. Codegen types them and hashes them into the app's manifest.

export const PortfolioDocument = graphql(`
  query CliPortfolio {
    portfolio {
      at
      simulated
      balances {
        currency
        available
        frozen
        positionValue
        totalAssets
        floatingProfit
      }
    }
  }
`);

export const QuotesDocument = graphql(`
  subscription CliQuotes($symbols: [ID!]!) {
    quotes(symbols: $symbols) {
      symbol
      bid
      ask
      at
      simulated
    }
  }
`);

export const OrderPreviewDocument = graphql(`
  query CliOrderPreview($input: OrderPreviewInput!) {
    orderPreview(input: $input) {
      price
      totalCost
      chargesTotal
      settlementCurrency
      available
      sufficientFunds
      charges {
        kind
        amount
        currency
      }
    }
  }
`);

export const PlaceOrderDocument = graphql(`
  mutation CliPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      orderNo
      status
      symbol
      direction
      shares
      limitPrice
      heldAmount
      settlementCurrency
    }
  }
`);
