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
    "\n  query HomeContent($lang: String, $first: Int!) {\n    pinnedNotices(lang: $lang) {\n      id\n      title\n    }\n    banners(lang: $lang) {\n      id\n      title\n      link\n      imageUrl\n    }\n    newsPage(lang: $lang, first: $first) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n": typeof types.HomeContentDocument,
    "\n  query NewsDetail($id: ID!, $lang: String) {\n    newsItem(id: $id, lang: $lang) {\n      id\n      lang\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": typeof types.NewsDetailDocument,
    "\n  query NewsList($lang: String, $first: Int!, $after: String) {\n    newsPage(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  query NoticeList($lang: String, $first: Int!, $after: String) {\n    notices(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        lang\n        title\n        bodyHtml\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n": typeof types.NoticeListDocument,
    "\n  query IpoApply_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n": typeof types.IpoApply_BalancesDocument,
    "\n  query IpoList_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        opensAt\n        closesAt\n        drawsAt\n        phase\n        status\n        applications\n      }\n      nextCursor\n    }\n  }\n": typeof types.IpoList_OfferingsDocument,
    "\n  query IpoDetail_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      marketPrice\n      marketPriceLive\n      marketPriceSimulated\n      spread\n      returnRate\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      seedHash\n      status\n      phase\n      cancelReason\n      drawnAt\n      issuedAt\n      applications\n      myApplication {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n    }\n  }\n": typeof types.IpoDetail_OfferingDocument,
    "\n  query IpoDetail_Draw($offeringId: ID!) {\n    ipoDraw(offeringId: $offeringId) {\n      offeringId\n      seedHash\n      seed\n      drawnAt\n      entries\n      lotSize\n      lotsAvailable\n      lotsAllocated\n      cutoffRound\n      cutoffRank\n      myRank\n      excluded {\n        id\n        reason\n      }\n    }\n  }\n": typeof types.IpoDetail_DrawDocument,
    "\n  mutation IpoApply_Apply($input: ApplyIpoInput!) {\n    applyIpo(input: $input) {\n      id\n      orderNo\n      status\n      shares\n      heldAmount\n    }\n  }\n": typeof types.IpoApply_ApplyDocument,
    "\n  mutation IpoApply_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelIpoApplication(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n": typeof types.IpoApply_CancelDocument,
    "\n  query IpoLottery_Applications($first: Int!, $after: String) {\n    myIpoApplications(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n        offering {\n          id\n          symbol\n          name\n          currency\n          drawsAt\n          payBy\n          issuesAt\n          status\n          cancelReason\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.IpoLottery_ApplicationsDocument,
    "\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.IndexCards_IndicesDocument,
    "\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.MarketBoard_ListDocument,
    "\n  query MarketBoard_FxRates {\n    fxRates {\n      pair\n      rate\n      at\n      simulated\n    }\n  }\n": typeof types.MarketBoard_FxRatesDocument,
    "\n  query MarketBoard_Status($market: MarketCode!) {\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n      nextOpen\n      nextClose\n    }\n  }\n": typeof types.MarketBoard_StatusDocument,
    "\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.RisingRanking_InstrumentsDocument,
    "\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.Search_InstrumentsDocument,
    "\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": typeof types.Search_HistoryDocument,
    "\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": typeof types.Search_RecordDocument,
    "\n  mutation Search_ClearHistory {\n    clearSearchHistory\n  }\n": typeof types.Search_ClearHistoryDocument,
    "\n  query StockChart_Bars($symbol: ID!, $interval: BarInterval!) {\n    bars(symbol: $symbol, interval: $interval) {\n      at\n      open\n      high\n      low\n      close\n      volume\n    }\n  }\n": typeof types.StockChart_BarsDocument,
    "\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n": typeof types.StockDetail_InstrumentDocument,
    "\n  mutation WatchButton_Add($symbol: ID!) {\n    addToWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": typeof types.WatchButton_AddDocument,
    "\n  mutation WatchButton_Remove($symbol: ID!) {\n    removeFromWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": typeof types.WatchButton_RemoveDocument,
    "\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n": typeof types.Watchlist_InstrumentsDocument,
    "\n  fragment QuoteFields on Quote {\n    symbol\n    price\n    change\n    changePercent\n    open\n    high\n    low\n    previousClose\n    volume\n    marketValue\n    currency\n    at\n    simulated\n    marketOpen\n  }\n": typeof types.QuoteFieldsFragmentDoc,
    "\n  fragment InstrumentRow on Instrument {\n    symbol\n    code\n    name(lang: $lang)\n    market\n    currency\n  }\n": typeof types.InstrumentRowFragmentDoc,
    "\n  subscription LiveQuotes_Quotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      ...QuoteFields\n    }\n  }\n": typeof types.LiveQuotes_QuotesDocument,
    "\n  query List {\n    instruments(list: RISING) {\n      __typename\n      symbol\n      name\n      quote {\n        __typename\n        symbol\n        price\n        change\n        at\n      }\n    }\n  }\n": typeof types.ListDocument,
    "\n  query BalanceCard_Balances {\n    balances {\n      currency\n      available\n      frozen\n      total\n      depositTotal\n    }\n  }\n": typeof types.BalanceCard_BalancesDocument,
    "\n  query BankCardList_Cards {\n    bankCards {\n      id\n      ...BankCardItem_Card\n    }\n  }\n": typeof types.BankCardList_CardsDocument,
    "\n  mutation BankCardList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n": typeof types.BankCardList_DeleteDocument,
    "\n  mutation BankCardForm_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      id\n      ...BankCardItem_Card\n    }\n  }\n": typeof types.BankCardForm_AddDocument,
    "\n  fragment BankCardItem_Card on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n": typeof types.BankCardItem_CardFragmentDoc,
    "\n  query CryptoAddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": typeof types.CryptoAddressList_AddressesDocument,
    "\n  mutation CryptoAddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n": typeof types.CryptoAddressList_DeleteDocument,
    "\n  mutation BindAddressForm_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": typeof types.BindAddressForm_AddDocument,
    "\n  query DepositScreen_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n": typeof types.DepositScreen_InstructionsDocument,
    "\n  mutation DepositScreen_FileDeposit($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n": typeof types.DepositScreen_FileDepositDocument,
    "\n  query ExchangeScreen_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n": typeof types.ExchangeScreen_BalancesDocument,
    "\n  fragment QuoteSummary_Quote on FxQuote {\n    from\n    to\n    midRate\n    rate\n    spreadBps\n    spreadAmount\n    received\n    origin\n    simulated\n    asOf\n  }\n": typeof types.QuoteSummary_QuoteFragmentDoc,
    "\n  query ExchangeScreen_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      id\n      expiresAt\n      from\n      amount\n      ...QuoteSummary_Quote\n    }\n  }\n": typeof types.ExchangeScreen_QuoteDocument,
    "\n  mutation ExchangeScreen_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n": typeof types.ExchangeScreen_TransferDocument,
    "\n  query StatementScreen_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n": typeof types.StatementScreen_LinesDocument,
    "\n  query TransactionRecords_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        reasonCode\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.TransactionRecords_DepositsDocument,
    "\n  query TransactionRecords_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        id\n        ...WithdrawalRecord_Withdrawal\n      }\n      nextCursor\n    }\n  }\n": typeof types.TransactionRecords_WithdrawalsDocument,
    "\n  mutation TransactionRecords_Revoke($id: ID!, $idempotencyKey: String!) {\n    revokeWithdrawal(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n": typeof types.TransactionRecords_RevokeDocument,
    "\n  fragment WithdrawalRecord_Withdrawal on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    reasonCode\n    createdAt\n    reviewedAt\n  }\n": typeof types.WithdrawalRecord_WithdrawalFragmentDoc,
    "\n  query WithdrawScreen_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      currency\n      available\n    }\n  }\n": typeof types.WithdrawScreen_DestinationsDocument,
    "\n  query WithdrawScreen_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n": typeof types.WithdrawScreen_PreviewDocument,
    "\n  mutation WithdrawScreen_RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      ...WithdrawalRecord_Withdrawal\n    }\n  }\n": typeof types.WithdrawScreen_RequestWithdrawalDocument,
    "\n  subscription AccountEvents_Events($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n": typeof types.AccountEvents_EventsDocument,
    "\n  query RealName_Mine {\n    myRealName {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n": typeof types.RealName_MineDocument,
    "\n  mutation RealNameForm_Submit($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n": typeof types.RealNameForm_SubmitDocument,
    "\n  query OrderPanel_Instrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n": typeof types.OrderPanel_InstrumentDocument,
    "\n  query OrderPanel_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n": typeof types.OrderPanel_RulesDocument,
    "\n  query OrderPanel_Preview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      marketOpen\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeLines_Charge\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n": typeof types.OrderPanel_PreviewDocument,
    "\n  mutation OrderPanel_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      ...PendingOrderRow_Order\n    }\n  }\n": typeof types.OrderPanel_PlaceOrderDocument,
    "\n  query TradeDetail_Position($id: ID!) {\n    position(id: $id) {\n      id\n      tradeNo\n      orderNo\n      symbol\n      market\n      direction\n      leverage\n      shares\n      status\n      buyPrice\n      buyTime\n      currentPrice\n      marketValue\n      profit\n      quoteCurrency\n      settlementCurrency\n      sellPrice\n      sellTime\n      sellingType\n      stopOutPrice\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      buyCharges {\n        ...ChargeLines_Charge\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      sellCharges {\n        ...ChargeLines_Charge\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n": typeof types.TradeDetail_PositionDocument,
    "\n  fragment OpenPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    buyTime\n    currentPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n  }\n": typeof types.OpenPositionRow_PositionFragmentDoc,
    "\n  query OpenPositions_Positions($first: Int!, $after: String) {\n    positions(status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        ...OpenPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpenPositions_PositionsDocument,
    "\n  query ClosedPositions_Positions($first: Int!, $after: String) {\n    positions(status: CLOSED, first: $first, after: $after) {\n      items {\n        id\n        ...ClosedPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n": typeof types.ClosedPositions_PositionsDocument,
    "\n  query PendingOrders_Orders($first: Int!, $after: String) {\n    orders(pending: true, first: $first, after: $after) {\n      items {\n        id\n        status\n        ...PendingOrderRow_Order\n      }\n      nextCursor\n    }\n  }\n": typeof types.PendingOrders_OrdersDocument,
    "\n  fragment ClosedPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n  }\n": typeof types.ClosedPositionRow_PositionFragmentDoc,
    "\n  fragment PendingOrderRow_Order on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    createdAt\n  }\n": typeof types.PendingOrderRow_OrderFragmentDoc,
    "\n  query InstrumentName_Instrument($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      tickSize\n    }\n  }\n": typeof types.InstrumentName_InstrumentDocument,
    "\n  fragment QuoteLine_Quote on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n": typeof types.QuoteLine_QuoteFragmentDoc,
    "\n  fragment ChargeLines_Charge on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n": typeof types.ChargeLines_ChargeFragmentDoc,
    "\n  mutation CancelOrder_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      ...PendingOrderRow_Order\n    }\n  }\n": typeof types.CancelOrder_CancelDocument,
    "\n  query ClosePosition_Preview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      marketOpen\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n": typeof types.ClosePosition_PreviewDocument,
    "\n  mutation ClosePosition_Close($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...ClosedPositionRow_Position\n    }\n  }\n": typeof types.ClosePosition_CloseDocument,
    "\n  fragment Portfolio_Fields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n": typeof types.Portfolio_FieldsFragmentDoc,
    "\n  query Portfolio_Current {\n    portfolio {\n      ...Portfolio_Fields\n    }\n  }\n": typeof types.Portfolio_CurrentDocument,
    "\n  subscription Portfolio_Updates {\n    portfolioUpdates {\n      ...Portfolio_Fields\n    }\n  }\n": typeof types.Portfolio_UpdatesDocument,
    "\n  query OpsAudit_Log($action: String, $actorId: ID, $targetType: String, $targetId: String, $first: Int!, $after: String) {\n    auditLog(action: $action, actorId: $actorId, targetType: $targetType, targetId: $targetId, first: $first, after: $after) {\n      items {\n        id\n        at\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        reason\n        ip\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsAudit_LogDocument,
    "\n  query OpsLedger_Check {\n    ledgerCheck {\n      ok\n      accounts\n      entries\n      postings\n      currencyTotals {\n        currency\n        total\n      }\n      problems {\n        kind\n        currency\n        detail\n        expected\n        actual\n      }\n    }\n  }\n": typeof types.OpsLedger_CheckDocument,
    "\n  query OpsContent_Item($id: ID!) {\n    opsContentItem(id: $id) {\n      id\n      kind\n      status\n      pinned\n      link\n      imageUploadId\n      imageUrl\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n": typeof types.OpsContent_ItemDocument,
    "\n  query OpsContent_Preview($body: String!) {\n    opsContentPreview(body: $body)\n  }\n": typeof types.OpsContent_PreviewDocument,
    "\n  mutation OpsContent_Create($kind: ContentKind!, $input: ContentInput!, $publishAt: DateTime) {\n    createContent(kind: $kind, input: $input, publishAt: $publishAt) {\n      id\n      status\n    }\n  }\n": typeof types.OpsContent_CreateDocument,
    "\n  mutation OpsContent_Update($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      status\n      title\n      pinned\n      link\n      updatedAt\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n": typeof types.OpsContent_UpdateDocument,
    "\n  query OpsContent_List($kind: ContentKind, $first: Int!, $after: String) {\n    opsContent(kind: $kind, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        title\n        pinned\n        publishAt\n        updatedAt\n        translations {\n          lang\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsContent_ListDocument,
    "\n  mutation OpsContent_Publish($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n": typeof types.OpsContent_PublishDocument,
    "\n  mutation OpsContent_Unpublish($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n": typeof types.OpsContent_UnpublishDocument,
    "\n  mutation OpsContent_Delete($id: ID!) {\n    deleteContent(id: $id)\n  }\n": typeof types.OpsContent_DeleteDocument,
    "\n  query OpsIpo_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        referencePrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        underwritingShares\n        totalShares\n        lotSize\n        maxLots\n        processingFee\n        opensAt\n        closesAt\n        drawsAt\n        payBy\n        issuesAt\n        seedHash\n        status\n        phase\n        cancelReason\n        drawnAt\n        issuedAt\n        applications\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsIpo_OfferingsDocument,
    "\n  query OpsIpo_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      status\n      phase\n      applications\n    }\n  }\n": typeof types.OpsIpo_OfferingDocument,
    "\n  mutation OpsIpo_Create($input: IpoOfferingInput!) {\n    createIpoOffering(input: $input) {\n      id\n      status\n      phase\n      seedHash\n    }\n  }\n": typeof types.OpsIpo_CreateDocument,
    "\n  mutation OpsIpo_Update($id: ID!, $input: IpoOfferingInput!) {\n    updateIpoOffering(id: $id, input: $input) {\n      id\n      status\n      phase\n    }\n  }\n": typeof types.OpsIpo_UpdateDocument,
    "\n  mutation OpsIpo_Cancel($input: CancelIpoOfferingInput!) {\n    cancelIpoOffering(input: $input) {\n      id\n      status\n      phase\n      cancelReason\n      applications\n    }\n  }\n": typeof types.OpsIpo_CancelDocument,
    "\n  mutation OpsIpo_RunDraw($offeringId: ID!) {\n    runIpoDraw(offeringId: $offeringId) {\n      id\n      status\n      phase\n      drawnAt\n    }\n  }\n": typeof types.OpsIpo_RunDrawDocument,
    "\n  query OpsIpo_Applications($offeringId: ID!, $first: Int!, $after: String) {\n    opsIpoApplications(offeringId: $offeringId, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsIpo_ApplicationsDocument,
    "\n  mutation OpsRequests_AdjustBalance($input: AdjustBalanceInput!) {\n    adjustBalance(input: $input) {\n      id\n      requestNo\n      status\n    }\n  }\n": typeof types.OpsRequests_AdjustBalanceDocument,
    "\n  query OpsRequests_List($status: OpsRequestStatus, $first: Int!, $after: String) {\n    opsRequests(status: $status, first: $first, after: $after) {\n      items {\n        id\n        requestNo\n        kind\n        status\n        summary\n        reason\n        amount\n        currency\n        makerId\n        makerLabel\n        checkerLabel\n        checkerNote\n        targetUserId\n        targetUserPhone\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsRequests_ListDocument,
    "\n  mutation OpsRequests_Decide($input: DecideOpsRequestInput!) {\n    decideOpsRequest(input: $input) {\n      id\n      status\n      checkerLabel\n      checkerNote\n      decidedAt\n    }\n  }\n": typeof types.OpsRequests_DecideDocument,
    "\n  query OpsReviews_RealName($id: ID!) {\n    opsRealName(id: $id) {\n      id\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      frontImageUrl\n      backImageUrl\n    }\n  }\n": typeof types.OpsReviews_RealNameDocument,
    "\n  query OpsReviews_Kinds {\n    reviewKinds {\n      kind\n      pendingStatus\n      statuses\n      decisions\n    }\n  }\n": typeof types.OpsReviews_KindsDocument,
    "\n  query OpsReviews_Queue($kind: String!, $status: String, $first: Int!, $after: String) {\n    reviewQueue(kind: $kind, status: $status, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        orderNo\n        userId\n        userPhone\n        amount\n        currency\n        summary\n        createdAt\n        needsSecondApproval\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsReviews_QueueDocument,
    "\n  mutation OpsReviews_Decide($input: DecideReviewInput!) {\n    decideReview(input: $input) {\n      id\n      kind\n      status\n      opsRequestId\n    }\n  }\n": typeof types.OpsReviews_DecideDocument,
    "\n  query OpsReviews_RealNameReasons {\n    realNameReasonCodes\n  }\n": typeof types.OpsReviews_RealNameReasonsDocument,
    "\n  query OpsInvites_List($first: Int!, $after: String) {\n    opsInviteCodes(first: $first, after: $after) {\n      items {\n        code\n        maxUses\n        useCount\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsInvites_ListDocument,
    "\n  mutation OpsInvites_Issue($input: IssueInviteCodeInput!) {\n    issueInviteCode(input: $input) {\n      code\n      maxUses\n      useCount\n      note\n      createdAt\n    }\n  }\n": typeof types.OpsInvites_IssueDocument,
    "\n  query OpsUser_Profile($id: ID!) {\n    opsUser(id: $id) {\n      id\n      phone\n      role\n      inviteCode\n      hasPayPassword\n      createdAt\n      realName {\n        id\n        submissionNo\n        status\n        reasonCode\n        note\n        decidedAt\n      }\n      balances {\n        currency\n        available\n        frozen\n        depositTotal\n      }\n    }\n  }\n": typeof types.OpsUser_ProfileDocument,
    "\n  query OpsUser_Statement($userId: ID!, $currency: String!, $first: Int!, $after: String) {\n    opsUserStatement(userId: $userId, currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        memo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsUser_StatementDocument,
    "\n  query OpsUser_Positions($userId: ID!, $first: Int!, $after: String) {\n    opsUserPositions(userId: $userId, status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        symbol\n        direction\n        shares\n        leverage\n        buyPrice\n        currentPrice\n        quoteCurrency\n        settlementCurrency\n        margin\n        profit\n        buyTime\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsUser_PositionsDocument,
    "\n  query OpsUsers_Search($query: String, $first: Int!, $after: String) {\n    opsUsers(query: $query, first: $first, after: $after) {\n      items {\n        id\n        phone\n        role\n        inviteCode\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.OpsUsers_SearchDocument,
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
    "\n  query HomeContent($lang: String, $first: Int!) {\n    pinnedNotices(lang: $lang) {\n      id\n      title\n    }\n    banners(lang: $lang) {\n      id\n      title\n      link\n      imageUrl\n    }\n    newsPage(lang: $lang, first: $first) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n": types.HomeContentDocument,
    "\n  query NewsDetail($id: ID!, $lang: String) {\n    newsItem(id: $id, lang: $lang) {\n      id\n      lang\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": types.NewsDetailDocument,
    "\n  query NewsList($lang: String, $first: Int!, $after: String) {\n    newsPage(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n": types.NewsListDocument,
    "\n  query NoticeList($lang: String, $first: Int!, $after: String) {\n    notices(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        lang\n        title\n        bodyHtml\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n": types.NoticeListDocument,
    "\n  query IpoApply_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n": types.IpoApply_BalancesDocument,
    "\n  query IpoList_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        opensAt\n        closesAt\n        drawsAt\n        phase\n        status\n        applications\n      }\n      nextCursor\n    }\n  }\n": types.IpoList_OfferingsDocument,
    "\n  query IpoDetail_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      marketPrice\n      marketPriceLive\n      marketPriceSimulated\n      spread\n      returnRate\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      seedHash\n      status\n      phase\n      cancelReason\n      drawnAt\n      issuedAt\n      applications\n      myApplication {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n    }\n  }\n": types.IpoDetail_OfferingDocument,
    "\n  query IpoDetail_Draw($offeringId: ID!) {\n    ipoDraw(offeringId: $offeringId) {\n      offeringId\n      seedHash\n      seed\n      drawnAt\n      entries\n      lotSize\n      lotsAvailable\n      lotsAllocated\n      cutoffRound\n      cutoffRank\n      myRank\n      excluded {\n        id\n        reason\n      }\n    }\n  }\n": types.IpoDetail_DrawDocument,
    "\n  mutation IpoApply_Apply($input: ApplyIpoInput!) {\n    applyIpo(input: $input) {\n      id\n      orderNo\n      status\n      shares\n      heldAmount\n    }\n  }\n": types.IpoApply_ApplyDocument,
    "\n  mutation IpoApply_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelIpoApplication(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n": types.IpoApply_CancelDocument,
    "\n  query IpoLottery_Applications($first: Int!, $after: String) {\n    myIpoApplications(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n        offering {\n          id\n          symbol\n          name\n          currency\n          drawsAt\n          payBy\n          issuesAt\n          status\n          cancelReason\n        }\n      }\n      nextCursor\n    }\n  }\n": types.IpoLottery_ApplicationsDocument,
    "\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.IndexCards_IndicesDocument,
    "\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.MarketBoard_ListDocument,
    "\n  query MarketBoard_FxRates {\n    fxRates {\n      pair\n      rate\n      at\n      simulated\n    }\n  }\n": types.MarketBoard_FxRatesDocument,
    "\n  query MarketBoard_Status($market: MarketCode!) {\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n      nextOpen\n      nextClose\n    }\n  }\n": types.MarketBoard_StatusDocument,
    "\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.RisingRanking_InstrumentsDocument,
    "\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n": types.Search_InstrumentsDocument,
    "\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": types.Search_HistoryDocument,
    "\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n": types.Search_RecordDocument,
    "\n  mutation Search_ClearHistory {\n    clearSearchHistory\n  }\n": types.Search_ClearHistoryDocument,
    "\n  query StockChart_Bars($symbol: ID!, $interval: BarInterval!) {\n    bars(symbol: $symbol, interval: $interval) {\n      at\n      open\n      high\n      low\n      close\n      volume\n    }\n  }\n": types.StockChart_BarsDocument,
    "\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n": types.StockDetail_InstrumentDocument,
    "\n  mutation WatchButton_Add($symbol: ID!) {\n    addToWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": types.WatchButton_AddDocument,
    "\n  mutation WatchButton_Remove($symbol: ID!) {\n    removeFromWatchlist(symbol: $symbol) {\n      symbol\n      watched\n      followers\n    }\n  }\n": types.WatchButton_RemoveDocument,
    "\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n": types.Watchlist_InstrumentsDocument,
    "\n  fragment QuoteFields on Quote {\n    symbol\n    price\n    change\n    changePercent\n    open\n    high\n    low\n    previousClose\n    volume\n    marketValue\n    currency\n    at\n    simulated\n    marketOpen\n  }\n": types.QuoteFieldsFragmentDoc,
    "\n  fragment InstrumentRow on Instrument {\n    symbol\n    code\n    name(lang: $lang)\n    market\n    currency\n  }\n": types.InstrumentRowFragmentDoc,
    "\n  subscription LiveQuotes_Quotes($symbols: [ID!]!) {\n    quotes(symbols: $symbols) {\n      ...QuoteFields\n    }\n  }\n": types.LiveQuotes_QuotesDocument,
    "\n  query List {\n    instruments(list: RISING) {\n      __typename\n      symbol\n      name\n      quote {\n        __typename\n        symbol\n        price\n        change\n        at\n      }\n    }\n  }\n": types.ListDocument,
    "\n  query BalanceCard_Balances {\n    balances {\n      currency\n      available\n      frozen\n      total\n      depositTotal\n    }\n  }\n": types.BalanceCard_BalancesDocument,
    "\n  query BankCardList_Cards {\n    bankCards {\n      id\n      ...BankCardItem_Card\n    }\n  }\n": types.BankCardList_CardsDocument,
    "\n  mutation BankCardList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n": types.BankCardList_DeleteDocument,
    "\n  mutation BankCardForm_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      id\n      ...BankCardItem_Card\n    }\n  }\n": types.BankCardForm_AddDocument,
    "\n  fragment BankCardItem_Card on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n": types.BankCardItem_CardFragmentDoc,
    "\n  query CryptoAddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": types.CryptoAddressList_AddressesDocument,
    "\n  mutation CryptoAddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n": types.CryptoAddressList_DeleteDocument,
    "\n  mutation BindAddressForm_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n": types.BindAddressForm_AddDocument,
    "\n  query DepositScreen_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n": types.DepositScreen_InstructionsDocument,
    "\n  mutation DepositScreen_FileDeposit($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n": types.DepositScreen_FileDepositDocument,
    "\n  query ExchangeScreen_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n": types.ExchangeScreen_BalancesDocument,
    "\n  fragment QuoteSummary_Quote on FxQuote {\n    from\n    to\n    midRate\n    rate\n    spreadBps\n    spreadAmount\n    received\n    origin\n    simulated\n    asOf\n  }\n": types.QuoteSummary_QuoteFragmentDoc,
    "\n  query ExchangeScreen_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      id\n      expiresAt\n      from\n      amount\n      ...QuoteSummary_Quote\n    }\n  }\n": types.ExchangeScreen_QuoteDocument,
    "\n  mutation ExchangeScreen_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n": types.ExchangeScreen_TransferDocument,
    "\n  query StatementScreen_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n": types.StatementScreen_LinesDocument,
    "\n  query TransactionRecords_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        reasonCode\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n": types.TransactionRecords_DepositsDocument,
    "\n  query TransactionRecords_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        id\n        ...WithdrawalRecord_Withdrawal\n      }\n      nextCursor\n    }\n  }\n": types.TransactionRecords_WithdrawalsDocument,
    "\n  mutation TransactionRecords_Revoke($id: ID!, $idempotencyKey: String!) {\n    revokeWithdrawal(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n": types.TransactionRecords_RevokeDocument,
    "\n  fragment WithdrawalRecord_Withdrawal on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    reasonCode\n    createdAt\n    reviewedAt\n  }\n": types.WithdrawalRecord_WithdrawalFragmentDoc,
    "\n  query WithdrawScreen_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      currency\n      available\n    }\n  }\n": types.WithdrawScreen_DestinationsDocument,
    "\n  query WithdrawScreen_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n": types.WithdrawScreen_PreviewDocument,
    "\n  mutation WithdrawScreen_RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      ...WithdrawalRecord_Withdrawal\n    }\n  }\n": types.WithdrawScreen_RequestWithdrawalDocument,
    "\n  subscription AccountEvents_Events($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n": types.AccountEvents_EventsDocument,
    "\n  query RealName_Mine {\n    myRealName {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n": types.RealName_MineDocument,
    "\n  mutation RealNameForm_Submit($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n": types.RealNameForm_SubmitDocument,
    "\n  query OrderPanel_Instrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n": types.OrderPanel_InstrumentDocument,
    "\n  query OrderPanel_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n": types.OrderPanel_RulesDocument,
    "\n  query OrderPanel_Preview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      marketOpen\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeLines_Charge\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n": types.OrderPanel_PreviewDocument,
    "\n  mutation OrderPanel_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      ...PendingOrderRow_Order\n    }\n  }\n": types.OrderPanel_PlaceOrderDocument,
    "\n  query TradeDetail_Position($id: ID!) {\n    position(id: $id) {\n      id\n      tradeNo\n      orderNo\n      symbol\n      market\n      direction\n      leverage\n      shares\n      status\n      buyPrice\n      buyTime\n      currentPrice\n      marketValue\n      profit\n      quoteCurrency\n      settlementCurrency\n      sellPrice\n      sellTime\n      sellingType\n      stopOutPrice\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      buyCharges {\n        ...ChargeLines_Charge\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      sellCharges {\n        ...ChargeLines_Charge\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n": types.TradeDetail_PositionDocument,
    "\n  fragment OpenPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    buyTime\n    currentPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n  }\n": types.OpenPositionRow_PositionFragmentDoc,
    "\n  query OpenPositions_Positions($first: Int!, $after: String) {\n    positions(status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        ...OpenPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n": types.OpenPositions_PositionsDocument,
    "\n  query ClosedPositions_Positions($first: Int!, $after: String) {\n    positions(status: CLOSED, first: $first, after: $after) {\n      items {\n        id\n        ...ClosedPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n": types.ClosedPositions_PositionsDocument,
    "\n  query PendingOrders_Orders($first: Int!, $after: String) {\n    orders(pending: true, first: $first, after: $after) {\n      items {\n        id\n        status\n        ...PendingOrderRow_Order\n      }\n      nextCursor\n    }\n  }\n": types.PendingOrders_OrdersDocument,
    "\n  fragment ClosedPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n  }\n": types.ClosedPositionRow_PositionFragmentDoc,
    "\n  fragment PendingOrderRow_Order on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    createdAt\n  }\n": types.PendingOrderRow_OrderFragmentDoc,
    "\n  query InstrumentName_Instrument($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      tickSize\n    }\n  }\n": types.InstrumentName_InstrumentDocument,
    "\n  fragment QuoteLine_Quote on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n": types.QuoteLine_QuoteFragmentDoc,
    "\n  fragment ChargeLines_Charge on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n": types.ChargeLines_ChargeFragmentDoc,
    "\n  mutation CancelOrder_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      ...PendingOrderRow_Order\n    }\n  }\n": types.CancelOrder_CancelDocument,
    "\n  query ClosePosition_Preview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      marketOpen\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n": types.ClosePosition_PreviewDocument,
    "\n  mutation ClosePosition_Close($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...ClosedPositionRow_Position\n    }\n  }\n": types.ClosePosition_CloseDocument,
    "\n  fragment Portfolio_Fields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n": types.Portfolio_FieldsFragmentDoc,
    "\n  query Portfolio_Current {\n    portfolio {\n      ...Portfolio_Fields\n    }\n  }\n": types.Portfolio_CurrentDocument,
    "\n  subscription Portfolio_Updates {\n    portfolioUpdates {\n      ...Portfolio_Fields\n    }\n  }\n": types.Portfolio_UpdatesDocument,
    "\n  query OpsAudit_Log($action: String, $actorId: ID, $targetType: String, $targetId: String, $first: Int!, $after: String) {\n    auditLog(action: $action, actorId: $actorId, targetType: $targetType, targetId: $targetId, first: $first, after: $after) {\n      items {\n        id\n        at\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        reason\n        ip\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n": types.OpsAudit_LogDocument,
    "\n  query OpsLedger_Check {\n    ledgerCheck {\n      ok\n      accounts\n      entries\n      postings\n      currencyTotals {\n        currency\n        total\n      }\n      problems {\n        kind\n        currency\n        detail\n        expected\n        actual\n      }\n    }\n  }\n": types.OpsLedger_CheckDocument,
    "\n  query OpsContent_Item($id: ID!) {\n    opsContentItem(id: $id) {\n      id\n      kind\n      status\n      pinned\n      link\n      imageUploadId\n      imageUrl\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n": types.OpsContent_ItemDocument,
    "\n  query OpsContent_Preview($body: String!) {\n    opsContentPreview(body: $body)\n  }\n": types.OpsContent_PreviewDocument,
    "\n  mutation OpsContent_Create($kind: ContentKind!, $input: ContentInput!, $publishAt: DateTime) {\n    createContent(kind: $kind, input: $input, publishAt: $publishAt) {\n      id\n      status\n    }\n  }\n": types.OpsContent_CreateDocument,
    "\n  mutation OpsContent_Update($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      status\n      title\n      pinned\n      link\n      updatedAt\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n": types.OpsContent_UpdateDocument,
    "\n  query OpsContent_List($kind: ContentKind, $first: Int!, $after: String) {\n    opsContent(kind: $kind, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        title\n        pinned\n        publishAt\n        updatedAt\n        translations {\n          lang\n        }\n      }\n      nextCursor\n    }\n  }\n": types.OpsContent_ListDocument,
    "\n  mutation OpsContent_Publish($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n": types.OpsContent_PublishDocument,
    "\n  mutation OpsContent_Unpublish($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n": types.OpsContent_UnpublishDocument,
    "\n  mutation OpsContent_Delete($id: ID!) {\n    deleteContent(id: $id)\n  }\n": types.OpsContent_DeleteDocument,
    "\n  query OpsIpo_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        referencePrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        underwritingShares\n        totalShares\n        lotSize\n        maxLots\n        processingFee\n        opensAt\n        closesAt\n        drawsAt\n        payBy\n        issuesAt\n        seedHash\n        status\n        phase\n        cancelReason\n        drawnAt\n        issuedAt\n        applications\n      }\n      nextCursor\n    }\n  }\n": types.OpsIpo_OfferingsDocument,
    "\n  query OpsIpo_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      status\n      phase\n      applications\n    }\n  }\n": types.OpsIpo_OfferingDocument,
    "\n  mutation OpsIpo_Create($input: IpoOfferingInput!) {\n    createIpoOffering(input: $input) {\n      id\n      status\n      phase\n      seedHash\n    }\n  }\n": types.OpsIpo_CreateDocument,
    "\n  mutation OpsIpo_Update($id: ID!, $input: IpoOfferingInput!) {\n    updateIpoOffering(id: $id, input: $input) {\n      id\n      status\n      phase\n    }\n  }\n": types.OpsIpo_UpdateDocument,
    "\n  mutation OpsIpo_Cancel($input: CancelIpoOfferingInput!) {\n    cancelIpoOffering(input: $input) {\n      id\n      status\n      phase\n      cancelReason\n      applications\n    }\n  }\n": types.OpsIpo_CancelDocument,
    "\n  mutation OpsIpo_RunDraw($offeringId: ID!) {\n    runIpoDraw(offeringId: $offeringId) {\n      id\n      status\n      phase\n      drawnAt\n    }\n  }\n": types.OpsIpo_RunDrawDocument,
    "\n  query OpsIpo_Applications($offeringId: ID!, $first: Int!, $after: String) {\n    opsIpoApplications(offeringId: $offeringId, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n": types.OpsIpo_ApplicationsDocument,
    "\n  mutation OpsRequests_AdjustBalance($input: AdjustBalanceInput!) {\n    adjustBalance(input: $input) {\n      id\n      requestNo\n      status\n    }\n  }\n": types.OpsRequests_AdjustBalanceDocument,
    "\n  query OpsRequests_List($status: OpsRequestStatus, $first: Int!, $after: String) {\n    opsRequests(status: $status, first: $first, after: $after) {\n      items {\n        id\n        requestNo\n        kind\n        status\n        summary\n        reason\n        amount\n        currency\n        makerId\n        makerLabel\n        checkerLabel\n        checkerNote\n        targetUserId\n        targetUserPhone\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n": types.OpsRequests_ListDocument,
    "\n  mutation OpsRequests_Decide($input: DecideOpsRequestInput!) {\n    decideOpsRequest(input: $input) {\n      id\n      status\n      checkerLabel\n      checkerNote\n      decidedAt\n    }\n  }\n": types.OpsRequests_DecideDocument,
    "\n  query OpsReviews_RealName($id: ID!) {\n    opsRealName(id: $id) {\n      id\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      frontImageUrl\n      backImageUrl\n    }\n  }\n": types.OpsReviews_RealNameDocument,
    "\n  query OpsReviews_Kinds {\n    reviewKinds {\n      kind\n      pendingStatus\n      statuses\n      decisions\n    }\n  }\n": types.OpsReviews_KindsDocument,
    "\n  query OpsReviews_Queue($kind: String!, $status: String, $first: Int!, $after: String) {\n    reviewQueue(kind: $kind, status: $status, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        orderNo\n        userId\n        userPhone\n        amount\n        currency\n        summary\n        createdAt\n        needsSecondApproval\n      }\n      nextCursor\n    }\n  }\n": types.OpsReviews_QueueDocument,
    "\n  mutation OpsReviews_Decide($input: DecideReviewInput!) {\n    decideReview(input: $input) {\n      id\n      kind\n      status\n      opsRequestId\n    }\n  }\n": types.OpsReviews_DecideDocument,
    "\n  query OpsReviews_RealNameReasons {\n    realNameReasonCodes\n  }\n": types.OpsReviews_RealNameReasonsDocument,
    "\n  query OpsInvites_List($first: Int!, $after: String) {\n    opsInviteCodes(first: $first, after: $after) {\n      items {\n        code\n        maxUses\n        useCount\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": types.OpsInvites_ListDocument,
    "\n  mutation OpsInvites_Issue($input: IssueInviteCodeInput!) {\n    issueInviteCode(input: $input) {\n      code\n      maxUses\n      useCount\n      note\n      createdAt\n    }\n  }\n": types.OpsInvites_IssueDocument,
    "\n  query OpsUser_Profile($id: ID!) {\n    opsUser(id: $id) {\n      id\n      phone\n      role\n      inviteCode\n      hasPayPassword\n      createdAt\n      realName {\n        id\n        submissionNo\n        status\n        reasonCode\n        note\n        decidedAt\n      }\n      balances {\n        currency\n        available\n        frozen\n        depositTotal\n      }\n    }\n  }\n": types.OpsUser_ProfileDocument,
    "\n  query OpsUser_Statement($userId: ID!, $currency: String!, $first: Int!, $after: String) {\n    opsUserStatement(userId: $userId, currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        memo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n      }\n      nextCursor\n    }\n  }\n": types.OpsUser_StatementDocument,
    "\n  query OpsUser_Positions($userId: ID!, $first: Int!, $after: String) {\n    opsUserPositions(userId: $userId, status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        symbol\n        direction\n        shares\n        leverage\n        buyPrice\n        currentPrice\n        quoteCurrency\n        settlementCurrency\n        margin\n        profit\n        buyTime\n      }\n      nextCursor\n    }\n  }\n": types.OpsUser_PositionsDocument,
    "\n  query OpsUsers_Search($query: String, $first: Int!, $after: String) {\n    opsUsers(query: $query, first: $first, after: $after) {\n      items {\n        id\n        phone\n        role\n        inviteCode\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": types.OpsUsers_SearchDocument,
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
export function graphql(source: "\n  query HomeContent($lang: String, $first: Int!) {\n    pinnedNotices(lang: $lang) {\n      id\n      title\n    }\n    banners(lang: $lang) {\n      id\n      title\n      link\n      imageUrl\n    }\n    newsPage(lang: $lang, first: $first) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query HomeContent($lang: String, $first: Int!) {\n    pinnedNotices(lang: $lang) {\n      id\n      title\n    }\n    banners(lang: $lang) {\n      id\n      title\n      link\n      imageUrl\n    }\n    newsPage(lang: $lang, first: $first) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsDetail($id: ID!, $lang: String) {\n    newsItem(id: $id, lang: $lang) {\n      id\n      lang\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query NewsDetail($id: ID!, $lang: String) {\n    newsItem(id: $id, lang: $lang) {\n      id\n      lang\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($lang: String, $first: Int!, $after: String) {\n    newsPage(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query NewsList($lang: String, $first: Int!, $after: String) {\n    newsPage(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        title\n        summary\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeList($lang: String, $first: Int!, $after: String) {\n    notices(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        lang\n        title\n        bodyHtml\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query NoticeList($lang: String, $first: Int!, $after: String) {\n    notices(lang: $lang, first: $first, after: $after) {\n      items {\n        id\n        lang\n        title\n        bodyHtml\n        publishedAt\n        pinned\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpoApply_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n"): (typeof documents)["\n  query IpoApply_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpoList_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        opensAt\n        closesAt\n        drawsAt\n        phase\n        status\n        applications\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query IpoList_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        opensAt\n        closesAt\n        drawsAt\n        phase\n        status\n        applications\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpoDetail_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      marketPrice\n      marketPriceLive\n      marketPriceSimulated\n      spread\n      returnRate\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      seedHash\n      status\n      phase\n      cancelReason\n      drawnAt\n      issuedAt\n      applications\n      myApplication {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query IpoDetail_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      marketPrice\n      marketPriceLive\n      marketPriceSimulated\n      spread\n      returnRate\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      seedHash\n      status\n      phase\n      cancelReason\n      drawnAt\n      issuedAt\n      applications\n      myApplication {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpoDetail_Draw($offeringId: ID!) {\n    ipoDraw(offeringId: $offeringId) {\n      offeringId\n      seedHash\n      seed\n      drawnAt\n      entries\n      lotSize\n      lotsAvailable\n      lotsAllocated\n      cutoffRound\n      cutoffRank\n      myRank\n      excluded {\n        id\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query IpoDetail_Draw($offeringId: ID!) {\n    ipoDraw(offeringId: $offeringId) {\n      offeringId\n      seedHash\n      seed\n      drawnAt\n      entries\n      lotSize\n      lotsAvailable\n      lotsAllocated\n      cutoffRound\n      cutoffRank\n      myRank\n      excluded {\n        id\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IpoApply_Apply($input: ApplyIpoInput!) {\n    applyIpo(input: $input) {\n      id\n      orderNo\n      status\n      shares\n      heldAmount\n    }\n  }\n"): (typeof documents)["\n  mutation IpoApply_Apply($input: ApplyIpoInput!) {\n    applyIpo(input: $input) {\n      id\n      orderNo\n      status\n      shares\n      heldAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IpoApply_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelIpoApplication(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation IpoApply_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelIpoApplication(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpoLottery_Applications($first: Int!, $after: String) {\n    myIpoApplications(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n        offering {\n          id\n          symbol\n          name\n          currency\n          drawsAt\n          payBy\n          issuesAt\n          status\n          cancelReason\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query IpoLottery_Applications($first: Int!, $after: String) {\n    myIpoApplications(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        price\n        fee\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n        offering {\n          id\n          symbol\n          name\n          currency\n          drawsAt\n          payBy\n          issuesAt\n          status\n          cancelReason\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query IndexCards_Indices($lang: String) {\n    indices {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketBoard_List($list: InstrumentList!, $market: MarketCode, $lang: String) {\n    instruments(list: $list, market: $market, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RisingRanking_Instruments($lang: String) {\n    instruments(list: RISING, first: 10) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search_Instruments($query: String!, $lang: String) {\n    searchInstruments(query: $query, first: 20) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search_History($lang: String) {\n    searchHistory {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Search_Record($symbol: ID!, $lang: String) {\n    recordSearch(symbol: $symbol) {\n      at\n      instrument {\n        symbol\n        ...InstrumentRow\n        quote {\n          ...QuoteFields\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query StockDetail_Instrument($symbol: ID!, $market: MarketCode!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      lotSize\n      watched\n      followers\n    }\n    marketStatus(market: $market) {\n      market\n      open\n      timeZone\n    }\n  }\n"];
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
export function graphql(source: "\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n"): (typeof documents)["\n  query Watchlist_Instruments($lang: String) {\n    watchlist {\n      symbol\n      ...InstrumentRow\n      quote {\n        ...QuoteFields\n      }\n      watched\n    }\n  }\n"];
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
export function graphql(source: "\n  query BalanceCard_Balances {\n    balances {\n      currency\n      available\n      frozen\n      total\n      depositTotal\n    }\n  }\n"): (typeof documents)["\n  query BalanceCard_Balances {\n    balances {\n      currency\n      available\n      frozen\n      total\n      depositTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankCardList_Cards {\n    bankCards {\n      id\n      ...BankCardItem_Card\n    }\n  }\n"): (typeof documents)["\n  query BankCardList_Cards {\n    bankCards {\n      id\n      ...BankCardItem_Card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BankCardList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n"): (typeof documents)["\n  mutation BankCardList_Delete($id: ID!) {\n    deleteBankCard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BankCardForm_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      id\n      ...BankCardItem_Card\n    }\n  }\n"): (typeof documents)["\n  mutation BankCardForm_Add($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      id\n      ...BankCardItem_Card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankCardItem_Card on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BankCardItem_Card on BankCard {\n    id\n    holderName\n    bankName\n    cardNumber\n    bankAddress\n    iban\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CryptoAddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CryptoAddressList_Addresses {\n    cryptoAddresses {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CryptoAddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation CryptoAddressList_Delete($id: ID!) {\n    deleteCryptoAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindAddressForm_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation BindAddressForm_Add($input: AddCryptoAddressInput!) {\n    addCryptoAddress(input: $input) {\n      id\n      chain\n      address\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositScreen_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n"): (typeof documents)["\n  query DepositScreen_Instructions($currency: String!) {\n    depositInstructions(currency: $currency) {\n      currency\n      bankName\n      accountHolder\n      iban\n      bic\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepositScreen_FileDeposit($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation DepositScreen_FileDeposit($input: FileDepositInput!) {\n    fileDeposit(input: $input) {\n      id\n      orderNo\n      amount\n      currency\n      status\n      createdAt\n      note\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExchangeScreen_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n"): (typeof documents)["\n  query ExchangeScreen_Balances {\n    balances {\n      currency\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteSummary_Quote on FxQuote {\n    from\n    to\n    midRate\n    rate\n    spreadBps\n    spreadAmount\n    received\n    origin\n    simulated\n    asOf\n  }\n"): (typeof documents)["\n  fragment QuoteSummary_Quote on FxQuote {\n    from\n    to\n    midRate\n    rate\n    spreadBps\n    spreadAmount\n    received\n    origin\n    simulated\n    asOf\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExchangeScreen_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      id\n      expiresAt\n      from\n      amount\n      ...QuoteSummary_Quote\n    }\n  }\n"): (typeof documents)["\n  query ExchangeScreen_Quote($from: String!, $to: String!, $amount: Decimal!) {\n    fxQuote(from: $from, to: $to, amount: $amount) {\n      id\n      expiresAt\n      from\n      amount\n      ...QuoteSummary_Quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeScreen_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeScreen_Transfer($input: TransferFundsInput!) {\n    transferFunds(input: $input) {\n      id\n      orderNo\n      from\n      to\n      amount\n      rate\n      received\n      spreadAmount\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementScreen_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query StatementScreen_Lines($currency: String!, $first: Int!, $after: String) {\n    statement(currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n        frozenAfter\n        memo\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionRecords_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        reasonCode\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query TransactionRecords_Deposits($first: Int!, $after: String) {\n    myDeposits(first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        amount\n        currency\n        status\n        reason\n        reasonCode\n        note\n        createdAt\n        reviewedAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionRecords_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        id\n        ...WithdrawalRecord_Withdrawal\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query TransactionRecords_Withdrawals($first: Int!, $after: String) {\n    myWithdrawals(first: $first, after: $after) {\n      items {\n        id\n        ...WithdrawalRecord_Withdrawal\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransactionRecords_Revoke($id: ID!, $idempotencyKey: String!) {\n    revokeWithdrawal(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation TransactionRecords_Revoke($id: ID!, $idempotencyKey: String!) {\n    revokeWithdrawal(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      reason\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalRecord_Withdrawal on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    reasonCode\n    createdAt\n    reviewedAt\n  }\n"): (typeof documents)["\n  fragment WithdrawalRecord_Withdrawal on Withdrawal {\n    id\n    orderNo\n    amount\n    fee\n    received\n    currency\n    method\n    destination\n    status\n    reason\n    reasonCode\n    createdAt\n    reviewedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawScreen_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      currency\n      available\n    }\n  }\n"): (typeof documents)["\n  query WithdrawScreen_Destinations {\n    me {\n      id\n      hasPayPassword\n    }\n    withdrawalSettings {\n      bankCurrencies\n      bankMinimum\n      bankFeeRate\n      bankMinimumFee\n      cryptoCurrencies\n      cryptoMinimum\n      cryptoFee\n    }\n    bankCards {\n      id\n      bankName\n      cardNumber\n      holderName\n      iban\n    }\n    cryptoAddresses {\n      id\n      chain\n      address\n    }\n    balances {\n      currency\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawScreen_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n"): (typeof documents)["\n  query WithdrawScreen_Preview($input: WithdrawalPreviewInput!) {\n    withdrawalPreview(input: $input) {\n      amount\n      fee\n      received\n      minimum\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawScreen_RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      ...WithdrawalRecord_Withdrawal\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawScreen_RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      ...WithdrawalRecord_Withdrawal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountEvents_Events($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n"): (typeof documents)["\n  subscription AccountEvents_Events($afterSeq: String) {\n    accountEvents(afterSeq: $afterSeq) {\n      seq\n      type\n      at\n      currency\n      available\n      frozen\n      recordId\n      status\n      reason\n      symbol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealName_Mine {\n    myRealName {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  query RealName_Mine {\n    myRealName {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealNameForm_Submit($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RealNameForm_Submit($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      submissionNo\n      status\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      reasonCode\n      note\n      createdAt\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPanel_Instrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPanel_Instrument($symbol: ID!) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      market\n      currency\n      lotSize\n      tickSize\n      quote {\n        symbol\n        price\n        at\n        marketOpen\n        simulated\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPanel_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n"): (typeof documents)["\n  query OrderPanel_Rules {\n    tradingRules {\n      market\n      leverages\n      lotSize\n      settlementCurrency\n      closeOutRatio\n      intradayLeverageFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPanel_Preview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      marketOpen\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeLines_Charge\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n"): (typeof documents)["\n  query OrderPanel_Preview($input: OrderPreviewInput!) {\n    orderPreview(input: $input) {\n      marketOpen\n      orderType\n      direction\n      shares\n      leverage\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      quoteCurrency\n      settlementCurrency\n      notional\n      marginQuote\n      margin\n      fxRate\n      fxSpreadBps\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      closeChargesEstimate {\n        ...ChargeLines_Charge\n      }\n      totalCost\n      stopOutPrice\n      available\n      sufficientFunds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderPanel_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      ...PendingOrderRow_Order\n    }\n  }\n"): (typeof documents)["\n  mutation OrderPanel_PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNo\n      status\n      ...PendingOrderRow_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeDetail_Position($id: ID!) {\n    position(id: $id) {\n      id\n      tradeNo\n      orderNo\n      symbol\n      market\n      direction\n      leverage\n      shares\n      status\n      buyPrice\n      buyTime\n      currentPrice\n      marketValue\n      profit\n      quoteCurrency\n      settlementCurrency\n      sellPrice\n      sellTime\n      sellingType\n      stopOutPrice\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      buyCharges {\n        ...ChargeLines_Charge\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      sellCharges {\n        ...ChargeLines_Charge\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n"): (typeof documents)["\n  query TradeDetail_Position($id: ID!) {\n    position(id: $id) {\n      id\n      tradeNo\n      orderNo\n      symbol\n      market\n      direction\n      leverage\n      shares\n      status\n      buyPrice\n      buyTime\n      currentPrice\n      marketValue\n      profit\n      quoteCurrency\n      settlementCurrency\n      sellPrice\n      sellTime\n      sellingType\n      stopOutPrice\n      totalBuyPrice\n      margin\n      buyFee\n      buyFxRate\n      buyQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      buyCharges {\n        ...ChargeLines_Charge\n      }\n      sellFee\n      sellFxRate\n      sellQuote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      sellCharges {\n        ...ChargeLines_Charge\n      }\n      transactionTax\n      grossProfitQuote\n      proceeds\n      lossAbsorbed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpenPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    buyTime\n    currentPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n  }\n"): (typeof documents)["\n  fragment OpenPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    buyTime\n    currentPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenPositions_Positions($first: Int!, $after: String) {\n    positions(status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        ...OpenPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpenPositions_Positions($first: Int!, $after: String) {\n    positions(status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        ...OpenPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosedPositions_Positions($first: Int!, $after: String) {\n    positions(status: CLOSED, first: $first, after: $after) {\n      items {\n        id\n        ...ClosedPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ClosedPositions_Positions($first: Int!, $after: String) {\n    positions(status: CLOSED, first: $first, after: $after) {\n      items {\n        id\n        ...ClosedPositionRow_Position\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingOrders_Orders($first: Int!, $after: String) {\n    orders(pending: true, first: $first, after: $after) {\n      items {\n        id\n        status\n        ...PendingOrderRow_Order\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query PendingOrders_Orders($first: Int!, $after: String) {\n    orders(pending: true, first: $first, after: $after) {\n      items {\n        id\n        status\n        ...PendingOrderRow_Order\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClosedPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n  }\n"): (typeof documents)["\n  fragment ClosedPositionRow_Position on Position {\n    id\n    symbol\n    market\n    direction\n    leverage\n    shares\n    buyPrice\n    profit\n    quoteCurrency\n    settlementCurrency\n    sellPrice\n    sellTime\n    sellingType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingOrderRow_Order on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PendingOrderRow_Order on Order {\n    id\n    orderNo\n    symbol\n    market\n    direction\n    orderType\n    shares\n    limitPrice\n    leverage\n    quoteCurrency\n    settlementCurrency\n    heldAmount\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstrumentName_Instrument($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      tickSize\n    }\n  }\n"): (typeof documents)["\n  query InstrumentName_Instrument($symbol: ID!, $lang: String) {\n    instrument(symbol: $symbol) {\n      symbol\n      code\n      name(lang: $lang)\n      market\n      tickSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteLine_Quote on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n"): (typeof documents)["\n  fragment QuoteLine_Quote on FillQuote {\n    bid\n    ask\n    at\n    simulated\n    source\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargeLines_Charge on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n"): (typeof documents)["\n  fragment ChargeLines_Charge on Charge {\n    kind\n    basis\n    amount\n    currency\n    settlementAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      ...PendingOrderRow_Order\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder_Cancel($id: ID!, $idempotencyKey: String!) {\n    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      ...PendingOrderRow_Order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosePosition_Preview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      marketOpen\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n"): (typeof documents)["\n  query ClosePosition_Preview($id: ID!) {\n    closePreview(id: $id) {\n      positionId\n      marketOpen\n      price\n      quote {\n        bid\n        ask\n        ...QuoteLine_Quote\n      }\n      charges {\n        ...ChargeLines_Charge\n      }\n      chargesTotal\n      proceeds\n      netProfit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosePosition_Close($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...ClosedPositionRow_Position\n    }\n  }\n"): (typeof documents)["\n  mutation ClosePosition_Close($id: ID!, $idempotencyKey: String!) {\n    closePosition(id: $id, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...ClosedPositionRow_Position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Portfolio_Fields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n"): (typeof documents)["\n  fragment Portfolio_Fields on Portfolio {\n    at\n    simulated\n    balances {\n      currency\n      available\n      frozen\n      positionValue\n      totalAssets\n      floatingProfit\n      totalProfit\n      depositTotal\n    }\n    marks {\n      positionId\n      symbol\n      currentPrice\n      marketValue\n      profit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Portfolio_Current {\n    portfolio {\n      ...Portfolio_Fields\n    }\n  }\n"): (typeof documents)["\n  query Portfolio_Current {\n    portfolio {\n      ...Portfolio_Fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Portfolio_Updates {\n    portfolioUpdates {\n      ...Portfolio_Fields\n    }\n  }\n"): (typeof documents)["\n  subscription Portfolio_Updates {\n    portfolioUpdates {\n      ...Portfolio_Fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsAudit_Log($action: String, $actorId: ID, $targetType: String, $targetId: String, $first: Int!, $after: String) {\n    auditLog(action: $action, actorId: $actorId, targetType: $targetType, targetId: $targetId, first: $first, after: $after) {\n      items {\n        id\n        at\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        reason\n        ip\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsAudit_Log($action: String, $actorId: ID, $targetType: String, $targetId: String, $first: Int!, $after: String) {\n    auditLog(action: $action, actorId: $actorId, targetType: $targetType, targetId: $targetId, first: $first, after: $after) {\n      items {\n        id\n        at\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        reason\n        ip\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsLedger_Check {\n    ledgerCheck {\n      ok\n      accounts\n      entries\n      postings\n      currencyTotals {\n        currency\n        total\n      }\n      problems {\n        kind\n        currency\n        detail\n        expected\n        actual\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsLedger_Check {\n    ledgerCheck {\n      ok\n      accounts\n      entries\n      postings\n      currencyTotals {\n        currency\n        total\n      }\n      problems {\n        kind\n        currency\n        detail\n        expected\n        actual\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsContent_Item($id: ID!) {\n    opsContentItem(id: $id) {\n      id\n      kind\n      status\n      pinned\n      link\n      imageUploadId\n      imageUrl\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsContent_Item($id: ID!) {\n    opsContentItem(id: $id) {\n      id\n      kind\n      status\n      pinned\n      link\n      imageUploadId\n      imageUrl\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsContent_Preview($body: String!) {\n    opsContentPreview(body: $body)\n  }\n"): (typeof documents)["\n  query OpsContent_Preview($body: String!) {\n    opsContentPreview(body: $body)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsContent_Create($kind: ContentKind!, $input: ContentInput!, $publishAt: DateTime) {\n    createContent(kind: $kind, input: $input, publishAt: $publishAt) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OpsContent_Create($kind: ContentKind!, $input: ContentInput!, $publishAt: DateTime) {\n    createContent(kind: $kind, input: $input, publishAt: $publishAt) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsContent_Update($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      status\n      title\n      pinned\n      link\n      updatedAt\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsContent_Update($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      status\n      title\n      pinned\n      link\n      updatedAt\n      translations {\n        lang\n        title\n        body\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsContent_List($kind: ContentKind, $first: Int!, $after: String) {\n    opsContent(kind: $kind, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        title\n        pinned\n        publishAt\n        updatedAt\n        translations {\n          lang\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsContent_List($kind: ContentKind, $first: Int!, $after: String) {\n    opsContent(kind: $kind, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        title\n        pinned\n        publishAt\n        updatedAt\n        translations {\n          lang\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsContent_Publish($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OpsContent_Publish($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsContent_Unpublish($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OpsContent_Unpublish($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      publishAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsContent_Delete($id: ID!) {\n    deleteContent(id: $id)\n  }\n"): (typeof documents)["\n  mutation OpsContent_Delete($id: ID!) {\n    deleteContent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsIpo_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        referencePrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        underwritingShares\n        totalShares\n        lotSize\n        maxLots\n        processingFee\n        opensAt\n        closesAt\n        drawsAt\n        payBy\n        issuesAt\n        seedHash\n        status\n        phase\n        cancelReason\n        drawnAt\n        issuedAt\n        applications\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsIpo_Offerings($first: Int!, $after: String) {\n    ipoOfferings(first: $first, after: $after) {\n      items {\n        id\n        symbol\n        name\n        currency\n        subscriptionPrice\n        referencePrice\n        marketPrice\n        marketPriceLive\n        marketPriceSimulated\n        spread\n        returnRate\n        underwritingShares\n        totalShares\n        lotSize\n        maxLots\n        processingFee\n        opensAt\n        closesAt\n        drawsAt\n        payBy\n        issuesAt\n        seedHash\n        status\n        phase\n        cancelReason\n        drawnAt\n        issuedAt\n        applications\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsIpo_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      status\n      phase\n      applications\n    }\n  }\n"): (typeof documents)["\n  query OpsIpo_Offering($id: ID!) {\n    ipoOffering(id: $id) {\n      id\n      symbol\n      name\n      currency\n      subscriptionPrice\n      referencePrice\n      underwritingShares\n      totalShares\n      lotSize\n      maxLots\n      processingFee\n      opensAt\n      closesAt\n      drawsAt\n      payBy\n      issuesAt\n      status\n      phase\n      applications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsIpo_Create($input: IpoOfferingInput!) {\n    createIpoOffering(input: $input) {\n      id\n      status\n      phase\n      seedHash\n    }\n  }\n"): (typeof documents)["\n  mutation OpsIpo_Create($input: IpoOfferingInput!) {\n    createIpoOffering(input: $input) {\n      id\n      status\n      phase\n      seedHash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsIpo_Update($id: ID!, $input: IpoOfferingInput!) {\n    updateIpoOffering(id: $id, input: $input) {\n      id\n      status\n      phase\n    }\n  }\n"): (typeof documents)["\n  mutation OpsIpo_Update($id: ID!, $input: IpoOfferingInput!) {\n    updateIpoOffering(id: $id, input: $input) {\n      id\n      status\n      phase\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsIpo_Cancel($input: CancelIpoOfferingInput!) {\n    cancelIpoOffering(input: $input) {\n      id\n      status\n      phase\n      cancelReason\n      applications\n    }\n  }\n"): (typeof documents)["\n  mutation OpsIpo_Cancel($input: CancelIpoOfferingInput!) {\n    cancelIpoOffering(input: $input) {\n      id\n      status\n      phase\n      cancelReason\n      applications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsIpo_RunDraw($offeringId: ID!) {\n    runIpoDraw(offeringId: $offeringId) {\n      id\n      status\n      phase\n      drawnAt\n    }\n  }\n"): (typeof documents)["\n  mutation OpsIpo_RunDraw($offeringId: ID!) {\n    runIpoDraw(offeringId: $offeringId) {\n      id\n      status\n      phase\n      drawnAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsIpo_Applications($offeringId: ID!, $first: Int!, $after: String) {\n    opsIpoApplications(offeringId: $offeringId, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsIpo_Applications($offeringId: ID!, $first: Int!, $after: String) {\n    opsIpoApplications(offeringId: $offeringId, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        status\n        lots\n        shares\n        heldAmount\n        rank\n        wonShares\n        amountPaid\n        amountToPay\n        positionId\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsRequests_AdjustBalance($input: AdjustBalanceInput!) {\n    adjustBalance(input: $input) {\n      id\n      requestNo\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OpsRequests_AdjustBalance($input: AdjustBalanceInput!) {\n    adjustBalance(input: $input) {\n      id\n      requestNo\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsRequests_List($status: OpsRequestStatus, $first: Int!, $after: String) {\n    opsRequests(status: $status, first: $first, after: $after) {\n      items {\n        id\n        requestNo\n        kind\n        status\n        summary\n        reason\n        amount\n        currency\n        makerId\n        makerLabel\n        checkerLabel\n        checkerNote\n        targetUserId\n        targetUserPhone\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsRequests_List($status: OpsRequestStatus, $first: Int!, $after: String) {\n    opsRequests(status: $status, first: $first, after: $after) {\n      items {\n        id\n        requestNo\n        kind\n        status\n        summary\n        reason\n        amount\n        currency\n        makerId\n        makerLabel\n        checkerLabel\n        checkerNote\n        targetUserId\n        targetUserPhone\n        createdAt\n        decidedAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsRequests_Decide($input: DecideOpsRequestInput!) {\n    decideOpsRequest(input: $input) {\n      id\n      status\n      checkerLabel\n      checkerNote\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OpsRequests_Decide($input: DecideOpsRequestInput!) {\n    decideOpsRequest(input: $input) {\n      id\n      status\n      checkerLabel\n      checkerNote\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsReviews_RealName($id: ID!) {\n    opsRealName(id: $id) {\n      id\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      frontImageUrl\n      backImageUrl\n    }\n  }\n"): (typeof documents)["\n  query OpsReviews_RealName($id: ID!) {\n    opsRealName(id: $id) {\n      id\n      idName\n      idNumberMasked\n      nationality\n      phone\n      residence\n      frontImageUrl\n      backImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsReviews_Kinds {\n    reviewKinds {\n      kind\n      pendingStatus\n      statuses\n      decisions\n    }\n  }\n"): (typeof documents)["\n  query OpsReviews_Kinds {\n    reviewKinds {\n      kind\n      pendingStatus\n      statuses\n      decisions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsReviews_Queue($kind: String!, $status: String, $first: Int!, $after: String) {\n    reviewQueue(kind: $kind, status: $status, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        orderNo\n        userId\n        userPhone\n        amount\n        currency\n        summary\n        createdAt\n        needsSecondApproval\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsReviews_Queue($kind: String!, $status: String, $first: Int!, $after: String) {\n    reviewQueue(kind: $kind, status: $status, first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        orderNo\n        userId\n        userPhone\n        amount\n        currency\n        summary\n        createdAt\n        needsSecondApproval\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsReviews_Decide($input: DecideReviewInput!) {\n    decideReview(input: $input) {\n      id\n      kind\n      status\n      opsRequestId\n    }\n  }\n"): (typeof documents)["\n  mutation OpsReviews_Decide($input: DecideReviewInput!) {\n    decideReview(input: $input) {\n      id\n      kind\n      status\n      opsRequestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsReviews_RealNameReasons {\n    realNameReasonCodes\n  }\n"): (typeof documents)["\n  query OpsReviews_RealNameReasons {\n    realNameReasonCodes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsInvites_List($first: Int!, $after: String) {\n    opsInviteCodes(first: $first, after: $after) {\n      items {\n        code\n        maxUses\n        useCount\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsInvites_List($first: Int!, $after: String) {\n    opsInviteCodes(first: $first, after: $after) {\n      items {\n        code\n        maxUses\n        useCount\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsInvites_Issue($input: IssueInviteCodeInput!) {\n    issueInviteCode(input: $input) {\n      code\n      maxUses\n      useCount\n      note\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation OpsInvites_Issue($input: IssueInviteCodeInput!) {\n    issueInviteCode(input: $input) {\n      code\n      maxUses\n      useCount\n      note\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsUser_Profile($id: ID!) {\n    opsUser(id: $id) {\n      id\n      phone\n      role\n      inviteCode\n      hasPayPassword\n      createdAt\n      realName {\n        id\n        submissionNo\n        status\n        reasonCode\n        note\n        decidedAt\n      }\n      balances {\n        currency\n        available\n        frozen\n        depositTotal\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsUser_Profile($id: ID!) {\n    opsUser(id: $id) {\n      id\n      phone\n      role\n      inviteCode\n      hasPayPassword\n      createdAt\n      realName {\n        id\n        submissionNo\n        status\n        reasonCode\n        note\n        decidedAt\n      }\n      balances {\n        currency\n        available\n        frozen\n        depositTotal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsUser_Statement($userId: ID!, $currency: String!, $first: Int!, $after: String) {\n    opsUserStatement(userId: $userId, currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        memo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsUser_Statement($userId: ID!, $currency: String!, $first: Int!, $after: String) {\n    opsUserStatement(userId: $userId, currency: $currency, first: $first, after: $after) {\n      items {\n        entryId\n        at\n        kind\n        orderNo\n        label\n        memo\n        currency\n        availableChange\n        frozenChange\n        availableAfter\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsUser_Positions($userId: ID!, $first: Int!, $after: String) {\n    opsUserPositions(userId: $userId, status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        symbol\n        direction\n        shares\n        leverage\n        buyPrice\n        currentPrice\n        quoteCurrency\n        settlementCurrency\n        margin\n        profit\n        buyTime\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsUser_Positions($userId: ID!, $first: Int!, $after: String) {\n    opsUserPositions(userId: $userId, status: OPEN, first: $first, after: $after) {\n      items {\n        id\n        orderNo\n        symbol\n        direction\n        shares\n        leverage\n        buyPrice\n        currentPrice\n        quoteCurrency\n        settlementCurrency\n        margin\n        profit\n        buyTime\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsUsers_Search($query: String, $first: Int!, $after: String) {\n    opsUsers(query: $query, first: $first, after: $after) {\n      items {\n        id\n        phone\n        role\n        inviteCode\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OpsUsers_Search($query: String, $first: Int!, $after: String) {\n    opsUsers(query: $query, first: $first, after: $after) {\n      items {\n        id\n        phone\n        role\n        inviteCode\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;