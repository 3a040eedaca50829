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
    "\n  fragment MoneyBalance on Balance {\n    currency\n    available\n    frozen\n    total\n    depositTotal\n  }\n": typeof types.MoneyBalanceFragmentDoc,
    "\n  query Money_Balances {\n    balances {\n      ...MoneyBalance\n    }\n  }\n": typeof types.Money_BalancesDocument,
    "\n  fragment BankCardFields on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n": typeof types.BankCardFieldsFragmentDoc,
    "\n  query BankList_Cards {\n    bankCards {\n      ...BankCardFields\n    }\n  }\n": typeof types.BankList_CardsDocument,
    "\n  mutation BankList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n": typeof types.BankList_DeleteDocument,
    "\n  mutation BankCard_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...BankCardFields\n    }\n  }\n": typeof types.BankCard_AddDocument,
    "\n  query AddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": typeof types.AddressList_AddressesDocument,
    "\n  mutation AddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n": typeof types.AddressList_DeleteDocument,
    "\n  mutation BindAddress_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": typeof types.BindAddress_AddDocument,
    "\n  query Deposit_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n": typeof types.Deposit_InstructionsDocument,
    "\n  mutation Deposit_File($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n": typeof types.Deposit_FileDocument,
    "\n  query Exchange_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      from\n      to\n      amount\n      midRate\n      rate\n      spreadBps\n      spreadAmount\n      received\n      origin\n      simulated\n      asOf\n    }\n  }\n": typeof types.Exchange_QuoteDocument,
    "\n  mutation Exchange_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n": typeof types.Exchange_TransferDocument,
    "\n  query Statement_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n": typeof types.Statement_LinesDocument,
    "\n  query Records_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.Records_DepositsDocument,
    "\n  fragment WithdrawalRecord on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    createdAt\n    reviewedAt\n  }\n": typeof types.WithdrawalRecordFragmentDoc,
    "\n  query Records_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        ...WithdrawalRecord\n      }\n      nextCursor\n    }\n  }\n": typeof types.Records_WithdrawalsDocument,
    "\n  mutation Records_Revoke($id: ID!) {\n    revokeWithdrawal(id: $id) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n": typeof types.Records_RevokeDocument,
    "\n  query Withdraw_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      ...MoneyBalance\n    }\n  }\n": typeof types.Withdraw_DestinationsDocument,
    "\n  query Withdraw_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n": typeof types.Withdraw_PreviewDocument,
    "\n  mutation Withdraw_Request($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalRecord\n    }\n  }\n": typeof types.Withdraw_RequestDocument,
    "\n  subscription Money_AccountEvents($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n": typeof types.Money_AccountEventsDocument,
    "\n  query Trading_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n": typeof types.Trading_RulesDocument,
    "\n  fragment ChargeFields on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n": typeof types.ChargeFieldsFragmentDoc,
    "\n  fragment FillQuoteFields on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n": typeof types.FillQuoteFieldsFragmentDoc,
    "\n  query Trading_OrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      symbol\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeFields\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n": typeof types.Trading_OrderPreviewDocument,
    "\n  fragment OrderFields on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    cancelReason\n    positionId\n    createdAt\n    closedAt\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  mutation Trading_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": typeof types.Trading_PlaceOrderDocument,
    "\n  mutation Trading_CancelOrder($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      ...OrderFields\n    }\n  }\n": typeof types.Trading_CancelOrderDocument,
    "\n  query Trading_Orders($pending: Boolean!, $first: Int!, $after: String) {\n    orders(pending: $pending, first: $first, after: $after) {\n      items {\n        ...OrderFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.Trading_OrdersDocument,
    "\n  fragment PositionRow on Position {\n    id\n    tradeNo\n    symbol\n    market\n    direction\n    leverage\n    shares\n    status\n    buyPrice\n    buyTime\n    currentPrice\n    marketValue\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n    stopOutPrice\n  }\n": typeof types.PositionRowFragmentDoc,
    "\n  query Trading_Positions($status: PositionStatus!, $first: Int!, $after: String) {\n    positions(status: $status, first: $first, after: $after) {\n      items {\n        ...PositionRow\n      }\n      nextCursor\n    }\n  }\n": typeof types.Trading_PositionsDocument,
    "\n  query Trading_Position($id: ID!) {\n    position(id: $id) {\n      ...PositionRow\n      orderNo\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        ...FillQuoteFields\n      }\n      buyCharges {\n        ...ChargeFields\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        ...FillQuoteFields\n      }\n      sellCharges {\n        ...ChargeFields\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n": typeof types.Trading_PositionDocument,
    "\n  query Trading_ClosePreview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n": typeof types.Trading_ClosePreviewDocument,
    "\n  mutation Trading_ClosePosition($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PositionRow\n    }\n  }\n": typeof types.Trading_ClosePositionDocument,
    "\n  fragment PortfolioFields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n": typeof types.PortfolioFieldsFragmentDoc,
    "\n  query Trading_Portfolio {\n    portfolio {\n      ...PortfolioFields\n    }\n  }\n": typeof types.Trading_PortfolioDocument,
    "\n  subscription Trading_PortfolioUpdates {\n    portfolioUpdates {\n      ...PortfolioFields\n    }\n  }\n": typeof types.Trading_PortfolioUpdatesDocument,
    "\n  query Trading_InstrumentName($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n    }\n  }\n": typeof types.Trading_InstrumentNameDocument,
    "\n  query Trading_OrderInstrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n": typeof types.Trading_OrderInstrumentDocument,
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
    "\n  fragment MoneyBalance on Balance {\n    currency\n    available\n    frozen\n    total\n    depositTotal\n  }\n": types.MoneyBalanceFragmentDoc,
    "\n  query Money_Balances {\n    balances {\n      ...MoneyBalance\n    }\n  }\n": types.Money_BalancesDocument,
    "\n  fragment BankCardFields on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n": types.BankCardFieldsFragmentDoc,
    "\n  query BankList_Cards {\n    bankCards {\n      ...BankCardFields\n    }\n  }\n": types.BankList_CardsDocument,
    "\n  mutation BankList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n": types.BankList_DeleteDocument,
    "\n  mutation BankCard_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...BankCardFields\n    }\n  }\n": types.BankCard_AddDocument,
    "\n  query AddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": types.AddressList_AddressesDocument,
    "\n  mutation AddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n": types.AddressList_DeleteDocument,
    "\n  mutation BindAddress_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": types.BindAddress_AddDocument,
    "\n  query Deposit_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n": types.Deposit_InstructionsDocument,
    "\n  mutation Deposit_File($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n": types.Deposit_FileDocument,
    "\n  query Exchange_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      from\n      to\n      amount\n      midRate\n      rate\n      spreadBps\n      spreadAmount\n      received\n      origin\n      simulated\n      asOf\n    }\n  }\n": types.Exchange_QuoteDocument,
    "\n  mutation Exchange_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n": types.Exchange_TransferDocument,
    "\n  query Statement_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n": types.Statement_LinesDocument,
    "\n  query Records_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n": types.Records_DepositsDocument,
    "\n  fragment WithdrawalRecord on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    createdAt\n    reviewedAt\n  }\n": types.WithdrawalRecordFragmentDoc,
    "\n  query Records_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        ...WithdrawalRecord\n      }\n      nextCursor\n    }\n  }\n": types.Records_WithdrawalsDocument,
    "\n  mutation Records_Revoke($id: ID!) {\n    revokeWithdrawal(id: $id) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n": types.Records_RevokeDocument,
    "\n  query Withdraw_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      ...MoneyBalance\n    }\n  }\n": types.Withdraw_DestinationsDocument,
    "\n  query Withdraw_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n": types.Withdraw_PreviewDocument,
    "\n  mutation Withdraw_Request($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalRecord\n    }\n  }\n": types.Withdraw_RequestDocument,
    "\n  subscription Money_AccountEvents($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n": types.Money_AccountEventsDocument,
    "\n  query Trading_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n": types.Trading_RulesDocument,
    "\n  fragment ChargeFields on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n": types.ChargeFieldsFragmentDoc,
    "\n  fragment FillQuoteFields on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n": types.FillQuoteFieldsFragmentDoc,
    "\n  query Trading_OrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      symbol\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeFields\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n": types.Trading_OrderPreviewDocument,
    "\n  fragment OrderFields on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    cancelReason\n    positionId\n    createdAt\n    closedAt\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  mutation Trading_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": types.Trading_PlaceOrderDocument,
    "\n  mutation Trading_CancelOrder($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      ...OrderFields\n    }\n  }\n": types.Trading_CancelOrderDocument,
    "\n  query Trading_Orders($pending: Boolean!, $first: Int!, $after: String) {\n    orders(pending: $pending, first: $first, after: $after) {\n      items {\n        ...OrderFields\n      }\n      nextCursor\n    }\n  }\n": types.Trading_OrdersDocument,
    "\n  fragment PositionRow on Position {\n    id\n    tradeNo\n    symbol\n    market\n    direction\n    leverage\n    shares\n    status\n    buyPrice\n    buyTime\n    currentPrice\n    marketValue\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n    stopOutPrice\n  }\n": types.PositionRowFragmentDoc,
    "\n  query Trading_Positions($status: PositionStatus!, $first: Int!, $after: String) {\n    positions(status: $status, first: $first, after: $after) {\n      items {\n        ...PositionRow\n      }\n      nextCursor\n    }\n  }\n": types.Trading_PositionsDocument,
    "\n  query Trading_Position($id: ID!) {\n    position(id: $id) {\n      ...PositionRow\n      orderNo\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        ...FillQuoteFields\n      }\n      buyCharges {\n        ...ChargeFields\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        ...FillQuoteFields\n      }\n      sellCharges {\n        ...ChargeFields\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n": types.Trading_PositionDocument,
    "\n  query Trading_ClosePreview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n": types.Trading_ClosePreviewDocument,
    "\n  mutation Trading_ClosePosition($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PositionRow\n    }\n  }\n": types.Trading_ClosePositionDocument,
    "\n  fragment PortfolioFields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n": types.PortfolioFieldsFragmentDoc,
    "\n  query Trading_Portfolio {\n    portfolio {\n      ...PortfolioFields\n    }\n  }\n": types.Trading_PortfolioDocument,
    "\n  subscription Trading_PortfolioUpdates {\n    portfolioUpdates {\n      ...PortfolioFields\n    }\n  }\n": types.Trading_PortfolioUpdatesDocument,
    "\n  query Trading_InstrumentName($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n    }\n  }\n": types.Trading_InstrumentNameDocument,
    "\n  query Trading_OrderInstrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n": types.Trading_OrderInstrumentDocument,
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyBalance on Balance {\n    currency\n    available\n    frozen\n    total\n    depositTotal\n  }\n"): (typeof documents)["\n  fragment MoneyBalance on Balance {\n    currency\n    available\n    frozen\n    total\n    depositTotal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Money_Balances {\n    balances {\n      ...MoneyBalance\n    }\n  }\n"): (typeof documents)["\n  query Money_Balances {\n    balances {\n      ...MoneyBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankCardFields on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BankCardFields on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankList_Cards {\n    bankCards {\n      ...BankCardFields\n    }\n  }\n"): (typeof documents)["\n  query BankList_Cards {\n    bankCards {\n      ...BankCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BankList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n"): (typeof documents)["\n  mutation BankList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BankCard_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...BankCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation BankCard_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...BankCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation AddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindAddress_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation BindAddress_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Deposit_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n"): (typeof documents)["\n  query Deposit_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Deposit_File($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation Deposit_File($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Exchange_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      from\n      to\n      amount\n      midRate\n      rate\n      spreadBps\n      spreadAmount\n      received\n      origin\n      simulated\n      asOf\n    }\n  }\n"): (typeof documents)["\n  query Exchange_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      from\n      to\n      amount\n      midRate\n      rate\n      spreadBps\n      spreadAmount\n      received\n      origin\n      simulated\n      asOf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Exchange_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation Exchange_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Statement_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query Statement_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Records_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query Records_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalRecord on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    createdAt\n    reviewedAt\n  }\n"): (typeof documents)["\n  fragment WithdrawalRecord on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    createdAt\n    reviewedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Records_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        ...WithdrawalRecord\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query Records_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        ...WithdrawalRecord\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Records_Revoke($id: ID!) {\n    revokeWithdrawal(id: $id) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation Records_Revoke($id: ID!) {\n    revokeWithdrawal(id: $id) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Withdraw_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      ...MoneyBalance\n    }\n  }\n"): (typeof documents)["\n  query Withdraw_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      ...MoneyBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Withdraw_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n"): (typeof documents)["\n  query Withdraw_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw_Request($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalRecord\n    }\n  }\n"): (typeof documents)["\n  mutation Withdraw_Request($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Money_AccountEvents($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n"): (typeof documents)["\n  subscription Money_AccountEvents($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n"): (typeof documents)["\n  query Trading_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargeFields on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n"): (typeof documents)["\n  fragment ChargeFields on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FillQuoteFields on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n"): (typeof documents)["\n  fragment FillQuoteFields on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_OrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      symbol\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeFields\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n"): (typeof documents)["\n  query Trading_OrderPreview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      symbol\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeFields\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    cancelReason\n    positionId\n    createdAt\n    closedAt\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    cancelReason\n    positionId\n    createdAt\n    closedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Trading_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation Trading_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Trading_CancelOrder($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation Trading_CancelOrder($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_Orders($pending: Boolean!, $first: Int!, $after: String) {\n    orders(pending: $pending, first: $first, after: $after) {\n      items {\n        ...OrderFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query Trading_Orders($pending: Boolean!, $first: Int!, $after: String) {\n    orders(pending: $pending, first: $first, after: $after) {\n      items {\n        ...OrderFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PositionRow on Position {\n    id\n    tradeNo\n    symbol\n    market\n    direction\n    leverage\n    shares\n    status\n    buyPrice\n    buyTime\n    currentPrice\n    marketValue\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n    stopOutPrice\n  }\n"): (typeof documents)["\n  fragment PositionRow on Position {\n    id\n    tradeNo\n    symbol\n    market\n    direction\n    leverage\n    shares\n    status\n    buyPrice\n    buyTime\n    currentPrice\n    marketValue\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n    stopOutPrice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_Positions($status: PositionStatus!, $first: Int!, $after: String) {\n    positions(status: $status, first: $first, after: $after) {\n      items {\n        ...PositionRow\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query Trading_Positions($status: PositionStatus!, $first: Int!, $after: String) {\n    positions(status: $status, first: $first, after: $after) {\n      items {\n        ...PositionRow\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_Position($id: ID!) {\n    position(id: $id) {\n      ...PositionRow\n      orderNo\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        ...FillQuoteFields\n      }\n      buyCharges {\n        ...ChargeFields\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        ...FillQuoteFields\n      }\n      sellCharges {\n        ...ChargeFields\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n"): (typeof documents)["\n  query Trading_Position($id: ID!) {\n    position(id: $id) {\n      ...PositionRow\n      orderNo\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        ...FillQuoteFields\n      }\n      buyCharges {\n        ...ChargeFields\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        ...FillQuoteFields\n      }\n      sellCharges {\n        ...ChargeFields\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_ClosePreview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n"): (typeof documents)["\n  query Trading_ClosePreview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      price\n      quote {\n        ...FillQuoteFields\n      }\n      marketOpen\n      charges {\n        ...ChargeFields\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Trading_ClosePosition($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PositionRow\n    }\n  }\n"): (typeof documents)["\n  mutation Trading_ClosePosition($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PositionRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioFields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioFields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_Portfolio {\n    portfolio {\n      ...PortfolioFields\n    }\n  }\n"): (typeof documents)["\n  query Trading_Portfolio {\n    portfolio {\n      ...PortfolioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Trading_PortfolioUpdates {\n    portfolioUpdates {\n      ...PortfolioFields\n    }\n  }\n"): (typeof documents)["\n  subscription Trading_PortfolioUpdates {\n    portfolioUpdates {\n      ...PortfolioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_InstrumentName($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n    }\n  }\n"): (typeof documents)["\n  query Trading_InstrumentName($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trading_OrderInstrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n"): (typeof documents)["\n  query Trading_OrderInstrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;