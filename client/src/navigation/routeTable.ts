/**
 * Every page of the app (PRODUCT.md §2), with the facts navigation needs about it.
 * Pure data: no React here, so navigation rules can be unit-tested.
 */

export type TabName = 'home' | 'market' | 'trade' | 'optional' | 'mine';

export interface RouteDef {
  /** Unique, stable name; used in test ids (`mine-link-<name>`) and message ids (`route.<name>`). */
  readonly name: string;
  /** Hash path, e.g. `/subPackages/mine/aboutUs/aboutUs`. */
  readonly path: string;
  /** Set on the five bottom-tab pages. */
  readonly tab?: TabName;
  /** Signed-out users are sent to the login page (and come back after signing in). */
  readonly requiresAuth: boolean;
}

const r = (name: string, path: string, requiresAuth: boolean, tab?: TabName): RouteDef => ({
  name,
  path,
  requiresAuth,
  tab,
});

export const LAUNCH_PATH = '/';
export const HOME_PATH = '/pages/home/index';
export const MARKET_PATH = '/pages/market/index';
export const TRADE_PATH = '/pages/trade/index';
export const OPTIONAL_PATH = '/pages/optional/index';
export const MINE_PATH = '/pages/mine/index';
export const LOGIN_PATH = '/subPackages/login/login';
export const REGISTER_PATH = '/subPackages/register/register';

/** Bottom tab pages, in tab-bar order. */
export const TAB_ROUTES: readonly RouteDef[] = [
  r('home', HOME_PATH, true, 'home'),
  r('market', MARKET_PATH, false, 'market'),
  r('trade', TRADE_PATH, true, 'trade'),
  // Optional and Mine are public tabs: signed out, they show a sign-in prompt in place.
  r('optional', OPTIONAL_PATH, false, 'optional'),
  r('mine', MINE_PATH, false, 'mine'),
];

/** Sub-pages (each has a navigation bar with a title and a back button). */
export const SUB_ROUTES: readonly RouteDef[] = [
  r('login', LOGIN_PATH, false),
  r('register', REGISTER_PATH, false),
  // Market browsing is public.
  r('stockDetail', '/subPackages/market/stockDetail/stockDetail', false),
  r('search', '/subPackages/market/search/search', false),
  r('dayTrading', '/subPackages/market/dayTrading/dayTrading', true),
  r('dayTradingPay', '/subPackages/market/dayTrading/pay', true),
  r('instaFollow', '/subPackages/market/instaFollow/instaFollow', true),
  r('blockTrade', '/subPackages/market/blockTrade/blockTrade', true),
  r('blockTradeSubscribe', '/subPackages/market/blockTrade/index', true),
  r('blockTradeRecords', '/subPackages/market/blockTrade/ai', true),
  r('ipo', '/subPackages/market/ipo/ipo', true),
  r('ipoDetail', '/subPackages/market/ipo/detail', true),
  r('fund', '/subPackages/market/fund/index', true),
  r('fundRecord', '/subPackages/market/fund/record', true),
  r('real', '/subPackages/mine/real/real', true),
  r('vip', '/subPackages/mine/vip/index', true),
  r('bankList', '/subPackages/mine/bank/bankList', true),
  r('bankCard', '/subPackages/mine/bank/bankCard', true),
  r('withdraw', '/subPackages/mine/withdraw/withdraw', true),
  r('withdrawType', '/subPackages/mine/withdraw/withdrawType', true),
  r('usdtWithdraw', '/subPackages/mine/withdraw/usdtWithdraw', true),
  r('addressList', '/subPackages/mine/withdraw/addressList', true),
  r('bindAddress', '/subPackages/mine/withdraw/bindAddress', true),
  r('loan', '/subPackages/mine/loan/loan', true),
  r('loanRecord', '/subPackages/mine/loan/record', true),
  r('loanProtocol', '/subPackages/mine/loan/protocol', true),
  // The user agreement is public: it is linked from the registration form.
  r('agreement', '/subPackages/mine/agreement/agreement', false),
  r('exchange', '/subPackages/mine/exchange/exchange', true),
  r('transactionRecord', '/subPackages/mine/transactionRecord/transactionRecord', true),
  r('changePayPassword', '/subPackages/mine/changePayPassword/changePayPassword', true),
  r('changeLoginPassword', '/subPackages/mine/changeLoginPassword/changeLoginPassword', true),
  // Passkeys, the authenticator app, two-step sign-in and the devices signed in (issue 32).
  r('security', '/subPackages/mine/security/index', true),
  // Personal API tokens for the user's own programs and registered apps (issue 19).
  r('apiTokens', '/subPackages/mine/apiTokens/apiTokens', true),
  r('aboutUs', '/subPackages/mine/aboutUs/aboutUs', false),
  r('companyIntrodution', '/subPackages/mine/companyIntrodution/companyIntrodution', false),
  r('languageSelection', '/subPackages/mine/languageSelection/languageSelection', false),
  // Web Push on this device and the per-category switches (issue 31).
  r('notificationSettings', '/subPackages/mine/notificationSettings/notificationSettings', true),
  r('notice', '/subPackages/mine/notice/notice', true),
  // The notification centre and the user's price alerts (issue 31).
  r('notifications', '/subPackages/mine/notifications/notifications', true),
  r('priceAlerts', '/subPackages/mine/priceAlerts/priceAlerts', true),
  r('deposit', '/subPackages/mine/deposit/deposit', true),
  r('statement', '/subPackages/mine/statement/statement', true),
  r('dividends', '/subPackages/mine/dividends/index', true),
  r('performance', '/subPackages/mine/performance/index', true),
  // Statements, tax reports, CSV exports and trade confirmations to download (issue 36).
  r('documents', '/subPackages/mine/documents/index', true),
  // Proof of liabilities (issue 38): the published roots are public; checking one's own balance signs in.
  r('proofs', '/subPackages/mine/proofs/index', false),
  // The help centre (issue 34): articles ops publish, searchable, opened by slug from the screens they
  // explain (ui/HelpArticleLink.tsx). Public, like news.
  r('helpCentre', '/subPackages/mine/help/articles', false),
  r('helpArticle', '/subPackages/mine/help/article', false),
  // Customer service (issue 34): the user's conversations with Vela staff, the only support channel.
  r('supportHub', '/subPackages/mine/help/index', true),
  r('supportNew', '/subPackages/mine/help/new', true),
  r('supportConversation', '/subPackages/mine/help/conversation', true),
  r('news', '/subPackages/news/news', false),
  r('newsDetail', '/subPackages/news/detail', false),
  r('tradeDetail', '/subPackages/trade/detail', true),
  r('tradeDetail2', '/subPackages/trade/detail2', true),
];

/** The entry route: the launch (loading) screen. */
export const LAUNCH_ROUTE: RouteDef = r('launch', LAUNCH_PATH, false);

/**
 * The ops console's entry (PRODUCT §10): its own pages live under `/ops/...` (client/src/ops, a lazily
 * loaded chunk with its own menu); this entry is what links and the sign-in redirect go to.
 */
export const OPS_PATH = '/ops';
export const OPS_ROUTE: RouteDef = r('ops', OPS_PATH, true);

export const ALL_ROUTES: readonly RouteDef[] = [LAUNCH_ROUTE, ...TAB_ROUTES, ...SUB_ROUTES, OPS_ROUTE];

const byPath = new Map(ALL_ROUTES.map((route) => [route.path, route]));
const byName = new Map(ALL_ROUTES.map((route) => [route.name, route]));

export function findRouteByPath(path: string): RouteDef | undefined {
  return byPath.get(path);
}

export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

export function isTabPath(path: string): boolean {
  return byPath.get(path)?.tab !== undefined;
}
