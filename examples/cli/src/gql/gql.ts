/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CliPortfolio {\n    portfolio {\n      at\n      simulated\n      balances {\n        currency\n        available\n        frozen\n        positionValue\n        totalAssets\n        floatingProfit\n      }\n    }\n  }\n": typeof types.CliPortfolioDocument,
    "\n  subscription CliQuotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      symbol\n      bid\n      ask\n      at\n      simulated\n    }\n  }\n": typeof types.CliQuotesDocument,
    "\n  query CliOrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      price\n      totalCost\n      chargesTotal\n      settlementCurrency\n      available\n      sufficientFunds\n      charges {\n        kind\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.CliOrderPreviewDocument,
    "\n  mutation CliPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      symbol\n      direction\n      shares\n      limitPrice\n      heldAmount\n      settlementCurrency\n    }\n  }\n": typeof types.CliPlaceOrderDocument,
};
const documents: Documents = {
    "\n  query CliPortfolio {\n    portfolio {\n      at\n      simulated\n      balances {\n        currency\n        available\n        frozen\n        positionValue\n        totalAssets\n        floatingProfit\n      }\n    }\n  }\n": types.CliPortfolioDocument,
    "\n  subscription CliQuotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      symbol\n      bid\n      ask\n      at\n      simulated\n    }\n  }\n": types.CliQuotesDocument,
    "\n  query CliOrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      price\n      totalCost\n      chargesTotal\n      settlementCurrency\n      available\n      sufficientFunds\n      charges {\n        kind\n        amount\n        currency\n      }\n    }\n  }\n": types.CliOrderPreviewDocument,
    "\n  mutation CliPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      symbol\n      direction\n      shares\n      limitPrice\n      heldAmount\n      settlementCurrency\n    }\n  }\n": types.CliPlaceOrderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliPortfolio {\n    portfolio {\n      at\n      simulated\n      balances {\n        currency\n        available\n        frozen\n        positionValue\n        totalAssets\n        floatingProfit\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliPortfolio {\n    portfolio {\n      at\n      simulated\n      balances {\n        currency\n        available\n        frozen\n        positionValue\n        totalAssets\n        floatingProfit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CliQuotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      symbol\n      bid\n      ask\n      at\n      simulated\n    }\n  }\n"): (typeof documents)["\n  subscription CliQuotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      symbol\n      bid\n      ask\n      at\n      simulated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliOrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      price\n      totalCost\n      chargesTotal\n      settlementCurrency\n      available\n      sufficientFunds\n      charges {\n        kind\n        amount\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliOrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      price\n      totalCost\n      chargesTotal\n      settlementCurrency\n      available\n      sufficientFunds\n      charges {\n        kind\n        amount\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      symbol\n      direction\n      shares\n      limitPrice\n      heldAmount\n      settlementCurrency\n    }\n  }\n"): (typeof documents)["\n  mutation CliPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      symbol\n      direction\n      shares\n      limitPrice\n      heldAmount\n      settlementCurrency\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;