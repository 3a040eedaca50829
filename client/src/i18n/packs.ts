/**
 * Which screens need which extra texts beyond the app's own (loadMessages.ts). Pure data: the boot
 * script's build (vite.config.ts) reads it too, to start a product page's texts beside its code.
 *
 * `products`: the texts of the product pages (block trades, following an institution, funds, the
 * intraday strategy, loans, API tokens), each feature's messages/pages/<locale>.json. Their error
 * codes, review reasons and route titles stay in the app's texts, which every screen has. Those pages,
 * the notices page (block-trade notices) and the ops console load the pack; a product's account
 * events load it before they speak (ui/useAccountEventHandler.ts).
 */
export const PRODUCT_TEXT_ROUTES: ReadonlySet<string> = new Set([
  'blockTrade',
  'blockTradeSubscribe',
  'blockTradeRecords',
  'instaFollow',
  'fund',
  'fundRecord',
  'dayTrading',
  'dayTradingPay',
  'loan',
  'loanRecord',
  'loanProtocol',
  'apiTokens',
  'notice',
]);
