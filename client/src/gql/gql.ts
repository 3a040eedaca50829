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
    "\n  mutation Mine_Logout {\n    logout\n  }\n": typeof types.Mine_LogoutDocument,
    "\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n": typeof types.Mine_MeDocument,
    "\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n": typeof types.ChangeLoginPassword_ChangeDocument,
    "\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n": typeof types.ChangePayPassword_SetDocument,
    "\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n": typeof types.ChangePayPassword_ChangeDocument,
    "\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.Login_SignInDocument,
    "\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.Register_CreateAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.Session_MeDocument,
    "\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.IndexCards_IndicesDocument,
    "\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.MarketBoard_ListDocument,
    "\n  query MarketBoard_FxRates {\n    fxRates {\n      pair\n      rate\n      at\n      simulated\n    }\n  }\n": typeof types.MarketBoard_FxRatesDocument,
    "\n  query MarketBoard_Status($market: MarketCode!) {\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n      nextOpen\n      nextClose\n    }\n  }\n": typeof types.MarketBoard_StatusDocument,
    "\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.RisingRanking_InstrumentsDocument,
    "\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.Search_InstrumentsDocument,
    "\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": typeof types.Search_HistoryDocument,
    "\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": typeof types.Search_RecordDocument,
    "\n  mutation Search_ClearHistory {\n    clearSearchHistory\n  }\n": typeof types.Search_ClearHistoryDocument,
    "\n  query StockChart_Bars($symbol: ID!, $interval: BarInterval!) {\n    bars(symbol: $symbol, interval: $interval) {\n      at\n      open\n      high\n      low\n      close\n      volume\n    }\n  }\n": typeof types.StockChart_BarsDocument,
    "\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n": typeof types.StockDetail_InstrumentDocument,
    "\n  mutation WatchButton_Add($symbol: ID!) {\n    addToWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": typeof types.WatchButton_AddDocument,
    "\n  mutation WatchButton_Remove($symbol: ID!) {\n    removeFromWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": typeof types.WatchButton_RemoveDocument,
    "\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n": typeof types.Watchlist_InstrumentsDocument,
    "\n  fragment QuoteFields on Quote {\n    symbol\n    price\n    change\n    changePercent\n    open\n    high\n    low\n    previousClose\n    volume\n    marketValue\n    currency\n    at\n    simulated\n    marketOpen\n  }\n": typeof types.QuoteFieldsFragmentDoc,
    "\n  fragment InstrumentRow on Instrument {\n    symbol\n    code\n    name(lang: $lang)\n    market\n    currency\n  }\n": typeof types.InstrumentRowFragmentDoc,
    "\n  subscription LiveQuotes_Quotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      ...QuoteFields\n    }\n  }\n": typeof types.LiveQuotes_QuotesDocument,
    "\n  query List {\n    instruments(list: RISING) {\n      __typename\n      symbol\n      name\n      quote {\n        __typename\n        symbol\n        price\n        change\n        at\n      }\n    }\n  }\n": typeof types.ListDocument,
};
const documents: Documents = {
    "\n  mutation Mine_Logout {\n    logout\n  }\n": types.Mine_LogoutDocument,
    "\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n": types.Mine_MeDocument,
    "\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n": types.ChangeLoginPassword_ChangeDocument,
    "\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n": types.ChangePayPassword_SetDocument,
    "\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n": types.ChangePayPassword_ChangeDocument,
    "\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.Login_SignInDocument,
    "\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.Register_CreateAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.Session_MeDocument,
    "\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.IndexCards_IndicesDocument,
    "\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.MarketBoard_ListDocument,
    "\n  query MarketBoard_FxRates {\n    fxRates {\n      pair\n      rate\n      at\n      simulated\n    }\n  }\n": types.MarketBoard_FxRatesDocument,
    "\n  query MarketBoard_Status($market: MarketCode!) {\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n      nextOpen\n      nextClose\n    }\n  }\n": types.MarketBoard_StatusDocument,
    "\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.RisingRanking_InstrumentsDocument,
    "\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.Search_InstrumentsDocument,
    "\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": types.Search_HistoryDocument,
    "\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": types.Search_RecordDocument,
    "\n  mutation Search_ClearHistory {\n    clearSearchHistory\n  }\n": types.Search_ClearHistoryDocument,
    "\n  query StockChart_Bars($symbol: ID!, $interval: BarInterval!) {\n    bars(symbol: $symbol, interval: $interval) {\n      at\n      open\n      high\n      low\n      close\n      volume\n    }\n  }\n": types.StockChart_BarsDocument,
    "\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n": types.StockDetail_InstrumentDocument,
    "\n  mutation WatchButton_Add($symbol: ID!) {\n    addToWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": types.WatchButton_AddDocument,
    "\n  mutation WatchButton_Remove($symbol: ID!) {\n    removeFromWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": types.WatchButton_RemoveDocument,
    "\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n": types.Watchlist_InstrumentsDocument,
    "\n  fragment QuoteFields on Quote {\n    symbol\n    price\n    change\n    changePercent\n    open\n    high\n    low\n    previousClose\n    volume\n    marketValue\n    currency\n    at\n    simulated\n    marketOpen\n  }\n": types.QuoteFieldsFragmentDoc,
    "\n  fragment InstrumentRow on Instrument {\n    symbol\n    code\n    name(lang: $lang)\n    market\n    currency\n  }\n": types.InstrumentRowFragmentDoc,
    "\n  subscription LiveQuotes_Quotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      ...QuoteFields\n    }\n  }\n": types.LiveQuotes_QuotesDocument,
    "\n  query List {\n    instruments(list: RISING) {\n      __typename\n      symbol\n      name\n      quote {\n        __typename\n        symbol\n        price\n        change\n        at\n      }\n    }\n  }\n": types.ListDocument,
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
export function graphql(source: "\n  mutation Mine_Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Mine_Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n"): (typeof documents)["\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketBoard_FxRates {\n    fxRates {\n      pair\n      rate\n      at\n      simulated\n    }\n  }\n"): (typeof documents)["\n  query MarketBoard_FxRates {\n    fxRates {\n      pair\n      rate\n      at\n      simulated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketBoard_Status($market: MarketCode!) {\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n      nextOpen\n      nextClose\n    }\n  }\n"): (typeof documents)["\n  query MarketBoard_Status($market: MarketCode!) {\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n      nextOpen\n      nextClose\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Search_ClearHistory {\n    clearSearchHistory\n  }\n"): (typeof documents)["\n  mutation Search_ClearHistory {\n    clearSearchHistory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockChart_Bars($symbol: ID!, $interval: BarInterval!) {\n    bars(symbol: $symbol, interval: $interval) {\n      at\n      open\n      high\n      low\n      close\n      volume\n    }\n  }\n"): (typeof documents)["\n  query StockChart_Bars($symbol: ID!, $interval: BarInterval!) {\n    bars(symbol: $symbol, interval: $interval) {\n      at\n      open\n      high\n      low\n      close\n      volume\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchButton_Add($symbol: ID!) {\n    addToWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n"): (typeof documents)["\n  mutation WatchButton_Add($symbol: ID!) {\n    addToWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchButton_Remove($symbol: ID!) {\n    removeFromWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n"): (typeof documents)["\n  mutation WatchButton_Remove($symbol: ID!) {\n    removeFromWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n"): (typeof documents)["\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteFields on Quote {\n    symbol\n    price\n    change\n    changePercent\n    open\n    high\n    low\n    previousClose\n    volume\n    marketValue\n    currency\n    at\n    simulated\n    marketOpen\n  }\n"): (typeof documents)["\n  fragment QuoteFields on Quote {\n    symbol\n    price\n    change\n    changePercent\n    open\n    high\n    low\n    previousClose\n    volume\n    marketValue\n    currency\n    at\n    simulated\n    marketOpen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstrumentRow on Instrument {\n    symbol\n    code\n    name(lang: $lang)\n    market\n    currency\n  }\n"): (typeof documents)["\n  fragment InstrumentRow on Instrument {\n    symbol\n    code\n    name(lang: $lang)\n    market\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveQuotes_Quotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      ...QuoteFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveQuotes_Quotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      ...QuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query List {\n    instruments(list: RISING) {\n      __typename\n      symbol\n      name\n      quote {\n        __typename\n        symbol\n        price\n        change\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query List {\n    instruments(list: RISING) {\n      __typename\n      symbol\n      name\n      quote {\n        __typename\n        symbol\n        price\n        change\n        at\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;