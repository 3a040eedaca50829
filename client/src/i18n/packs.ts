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
  // Mine → Notification settings (features/push).
  'notificationSettings',
]);

/**
 * `screens`: the texts only the screens beyond the first show, so that the first screen (Home, Market,
 * the watchlist, search, signing in) downloads only the app's core texts: the money screens',
 * trading's, IPO's, real-name's, VIP's and dividends' own texts (each feature's
 * `messages/<locale>.json`, the keys under these prefixes), the notification centre's and price alerts' (issue 31), the ops console's
 * content editor's, and the core texts (i18n/messages) of the pages beyond the first (the agreement,
 * the company page, the image picker, Mine and what it opens). Home's IPO win notices (`ipo.win.*`)
 * and its bell's label (`notifications.bell`) stay. Split at build time by the key and the file
 * (vite.config.ts `textPacks`), error codes by their feature (below).
 */
const SCREEN_TEXT_PREFIXES = [
  'money.',
  'trading.',
  'ipo.',
  'realName.',
  'vip.',
  'notification.',
  'notifications.',
  'alerts.',
  'ops.content.',
  'ops.menu.',
  // The app's core texts (i18n/messages) of pages beyond the first: the user agreement, the company
  // page, the image picker (real-name, the ops console).
  'agreement.',
  'company.',
  'upload.',
  // Mine and what it opens: its menu, settings, the pay password, signing out, about.
  'mine.',
  'settings.',
  'changePayPassword.',
  'logout.',
  'about.',
  // Mine → Security, the step-up sheet and the sign-in's second step (issue 32).
  'security.',
  // The help centre's pages and the help links on the screens they explain (issue 34).
  'help.',
  // Customer service's pages (issue 34): the hub, a new conversation, a conversation.
  'support.',
  // Stock detail's dividends and splits (issue 35, features/markets), also read by the ops console.
  'corporateActions.',
  // Mine → Dividends, the W-8BEN and a position's dividends and splits (issue 35, features/dividends).
  'dividends.',
  // Mine → Proof of liabilities (issue 38, features/liabilities).
  'proofs.',
  // Mine → Documents and trade detail's confirmations (issue 36, features/documents).
  'documents.',
  // Mine → Performance (issue 37, features/performance).
  'performance.',
] as const;
const FIRST_SCREEN_TEXT_PREFIXES = ['ipo.win.', 'notifications.bell'] as const;

/**
 * The features whose error codes (`error.<CODE>` in their messages/<locale>.json) are in the `screens`
 * pack: their operations are on screens beyond the first, which load it. The error codes of the app
 * (i18n/messages) and of signing in, markets, content, the account and settings stay in the app's texts.
 * A code a first screen meets anyway shows once the pack is in: errors.ts asks for it.
 */
export const SCREEN_ERROR_FEATURES: ReadonlySet<string> = new Set([
  'api-tokens',
  'block-trade',
  'dividends',
  'documents',
  'follow',
  'funds',
  'intraday',
  'ipo',
  'liabilities',
  'loans',
  'money',
  'notifications',
  'push',
  'real-name',
  'second-factor',
  'trading',
  'vip',
]);

/**
 * The app's own error codes (i18n/messages) and content's that only screens beyond the first meet: the
 * pay password's (set in Mine), uploads' (real-name, the ops console), ops reviews' and the content
 * editor's. They are in the `screens` pack like their features' codes.
 */
const SCREEN_ERROR_CODES: ReadonlySet<string> = new Set([
  'PAY_PASSWORD_TOO_SHORT',
  'PAY_PASSWORDS_DO_NOT_MATCH',
  'PAY_PASSWORD_ALREADY_SET',
  'PAY_PASSWORD_NOT_SET',
  'WRONG_PAY_PASSWORD',
  // The second factor's (issue 32): set up in Mine, asked for by money movements.
  'TOTP_ALREADY_ENABLED',
  'TOTP_NOT_ENROLLED',
  'SECOND_FACTOR_CODE_INVALID',
  'TOO_MANY_CODE_ATTEMPTS',
  'REVIEW_KIND_UNKNOWN',
  'DECISION_NOT_ALLOWED',
  'REASON_CODE_REQUIRED',
  'OWN_ACCOUNT_FORBIDDEN',
  'MAKER_CANNOT_APPROVE',
  'OPS_REQUEST_NOT_PENDING',
  'SECOND_APPROVAL_PENDING',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_TYPE_NOT_ALLOWED',
  'UPLOAD_UNREADABLE',
  'UPLOAD_TOO_MANY_PIXELS',
  'UPLOAD_INCOMPLETE',
  'UPLOAD_PURPOSE_INVALID',
  'UPLOAD_LIMIT_REACHED',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_LINK_EXPIRED',
  'UPLOAD_LINK_INVALID',
  'CONTENT_UNSAFE',
  'CONTENT_ENGLISH_REQUIRED',
  'CONTENT_INCOMPLETE',
  'CONTENT_LINK_INVALID',
  'CONTENT_IMAGE_REQUIRED',
  // The help centre's (issue 34): its search, and the ops console's slug.
  'HELP_QUERY_TOO_LONG',
  'HELP_SLUG_INVALID',
  'HELP_SLUG_TAKEN',
  // Customer service's (issue 34): met only on its pages and in the ops console's support screens.
  'SUPPORT_MESSAGE_EMPTY',
  'SUPPORT_MESSAGE_TOO_LONG',
  'SUPPORT_TOO_MANY_ATTACHMENTS',
  'SUPPORT_CONVERSATION_CLOSED',
  'SUPPORT_REOPEN_EXPIRED',
  'SUPPORT_NOT_CLOSED',
  'SUPPORT_TOO_MANY_OPEN',
  'SUPPORT_LINK_NOT_ALLOWED',
  'SUPPORT_ERROR_CONTEXT_INVALID',
  'SUPPORT_ASSIGNEE_INVALID',
]);

/**
 * Whether a text is in the `screens` pack (else it is an app text, which every screen has). `feature`
 * is the folder of the message file it comes from (features/<feature>/messages), if any: an error
 * code's pack is its feature's.
 */
export function isScreenText(key: string, feature?: string): boolean {
  if (key.startsWith('error.')) {
    return (feature !== undefined && SCREEN_ERROR_FEATURES.has(feature)) || SCREEN_ERROR_CODES.has(key.slice('error.'.length));
  }
  return SCREEN_TEXT_PREFIXES.some((p) => key.startsWith(p)) && !FIRST_SCREEN_TEXT_PREFIXES.some((p) => key.startsWith(p));
}

/** The feature folder of a message file's path (`…/features/<feature>/messages/…`), if it is one. */
export function featureOfMessageFile(path: string): string | undefined {
  return /\/features\/([\w-]+)\/messages\//.exec(path.replace(/\\/g, '/'))?.[1];
}

/**
 * The routes whose pages show no `screens` text (packs.test.ts checks their code): the first screens a
 * reader opens. Every other route, a new one included, loads the pack with its page (routes.tsx).
 */
export const FIRST_SCREEN_ROUTES: ReadonlySet<string> = new Set(['launch', 'home', 'market', 'optional', 'search', 'login', 'register']);
