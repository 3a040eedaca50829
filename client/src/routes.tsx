import { useApolloClient } from '@apollo/client';
import { type ComponentType, lazy, Suspense, useEffect, useReducer } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { RequireAuth } from './features/auth/RequireAuth';
import { NavProvider } from './navigation/NavProvider';
import { ALL_ROUTES, OPS_PATH, type RouteDef } from './navigation/routeTable';
import { type LazyPage, lazyPage, PageBoundary, type PagePrefetch } from './lazyPage';
import { loadMoreIcons, moreIconsLoaded } from './ui/icons';
import { DelayedLoading } from './ui/PageState';
import { useMessagePack } from './i18n/I18nProvider';
import { FIRST_SCREEN_ROUTES, PRODUCT_TEXT_ROUTES } from './i18n/packs';
import { useLang } from './i18n/useLang';

// Every page is its own chunk, downloaded when first shown (the launch and not-found pages excepted).
const LoginPage = lazyPage(() => import('./pages/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./pages/auth/RegisterPage'), 'RegisterPage');
const BlockTradePage = lazyPage(() => import('./pages/market/BlockTradePage'), 'BlockTradePage');
const BlockTradeRecordsPage = lazyPage(() => import('./pages/market/BlockTradeRecordsPage'), 'BlockTradeRecordsPage');
const BlockTradeSubscribePage = lazyPage(() => import('./pages/market/BlockTradeSubscribePage'), 'BlockTradeSubscribePage');
const DayTradingPage = lazyPage(() => import('./pages/market/DayTradingPage'), 'DayTradingPage');
const DayTradingPayPage = lazyPage(() => import('./pages/market/DayTradingPayPage'), 'DayTradingPayPage');
const FundPage = lazyPage(() => import('./pages/market/FundPage'), 'FundPage');
const FundRecordPage = lazyPage(() => import('./pages/market/FundRecordPage'), 'FundRecordPage');
const InstaFollowPage = lazyPage(() => import('./pages/market/InstaFollowPage'), 'InstaFollowPage');
const IpoDetailPage = lazyPage(() => import('./pages/market/IpoDetailPage'), 'IpoDetailPage');
const IpoPage = lazyPage(() => import('./pages/market/IpoPage'), 'IpoPage');
const SearchPage = lazyPage(() => import('./pages/market/SearchPage'), 'SearchPage');
const StockDetailPage = lazyPage(() => import('./pages/market/StockDetailPage'), 'StockDetailPage');
const AboutUsPage = lazyPage(() => import('./pages/mine/AboutUsPage'), 'AboutUsPage');
const ApiTokensPage = lazyPage(() => import('./pages/mine/ApiTokensPage'), 'ApiTokensPage');
const AddressListPage = lazyPage(() => import('./pages/mine/AddressListPage'), 'AddressListPage');
const AgreementPage = lazyPage(() => import('./pages/mine/AgreementPage'), 'AgreementPage');
const BankCardPage = lazyPage(() => import('./pages/mine/BankCardPage'), 'BankCardPage');
const BankListPage = lazyPage(() => import('./pages/mine/BankListPage'), 'BankListPage');
const BindAddressPage = lazyPage(() => import('./pages/mine/BindAddressPage'), 'BindAddressPage');
const ChangeLoginPasswordPage = lazyPage(() => import('./pages/mine/ChangeLoginPasswordPage'), 'ChangeLoginPasswordPage');
const ChangePayPasswordPage = lazyPage(() => import('./pages/mine/ChangePayPasswordPage'), 'ChangePayPasswordPage');
const CompanyIntrodutionPage = lazyPage(() => import('./pages/mine/CompanyIntrodutionPage'), 'CompanyIntrodutionPage');
const DepositPage = lazyPage(() => import('./pages/mine/DepositPage'), 'DepositPage');
const keptPages = () => import('./pages/mine/keptPages');
const DividendsPage = lazyPage(keptPages, 'DividendsPage');
const DocumentsPage = lazyPage(keptPages, 'DocumentsPage');
const PerformancePage = lazyPage(keptPages, 'PerformancePage');
const ExchangePage = lazyPage(() => import('./pages/mine/ExchangePage'), 'ExchangePage');
const LanguageSelectionPage = lazyPage(() => import('./pages/mine/LanguageSelectionPage'), 'LanguageSelectionPage');
const NotificationSettingsPage = lazyPage(() => import('./pages/mine/NotificationSettingsPage'), 'NotificationSettingsPage');
const LoanPage = lazyPage(() => import('./pages/mine/LoanPage'), 'LoanPage');
const LoanProtocolPage = lazyPage(() => import('./pages/mine/LoanProtocolPage'), 'LoanProtocolPage');
const LoanRecordPage = lazyPage(() => import('./pages/mine/LoanRecordPage'), 'LoanRecordPage');
const NoticePage = lazyPage(() => import('./pages/mine/NoticePage'), 'NoticePage');
const NotificationsPage = lazyPage(() => import('./pages/mine/NotificationsPage'), 'NotificationsPage');
const PriceAlertsPage = lazyPage(() => import('./pages/mine/PriceAlertsPage'), 'PriceAlertsPage');
const ProofsPage = lazyPage(() => import('./pages/mine/ProofsPage'), 'ProofsPage');
const RealPage = lazyPage(() => import('./pages/mine/RealPage'), 'RealPage');
const SecurityPage = lazyPage(() => import('./pages/mine/SecurityPage'), 'SecurityPage');
const StatementPage = lazyPage(() => import('./pages/mine/StatementPage'), 'StatementPage');
const TransactionRecordPage = lazyPage(() => import('./pages/mine/TransactionRecordPage'), 'TransactionRecordPage');
const UsdtWithdrawPage = lazyPage(() => import('./pages/mine/UsdtWithdrawPage'), 'UsdtWithdrawPage');
const VipPage = lazyPage(() => import('./pages/mine/VipPage'), 'VipPage');
const WithdrawPage = lazyPage(() => import('./pages/mine/WithdrawPage'), 'WithdrawPage');
const WithdrawTypePage = lazyPage(() => import('./pages/mine/WithdrawTypePage'), 'WithdrawTypePage');
// An unknown address is rare: its page loads when one is asked for (issue 30's budget).
const PageNotFound = lazy(() => import('./pages/PageNotFoundPage').then((m) => ({ default: m.PageNotFoundPage })));
function PageNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <PageNotFound />
    </Suspense>
  );
}

// The launch screen shows on a first visit only: not in every first screen's JavaScript (issue 30's budget).
const LaunchPage = lazyPage(() => import('./pages/LaunchPage'), 'LaunchPage');
const supportPages = () => import('./pages/mine/supportPages');
const HelpArticlePage = lazyPage(supportPages, 'HelpArticlePage');
const HelpCentrePage = lazyPage(supportPages, 'HelpCentrePage');
const SupportConversationPage = lazyPage(supportPages, 'SupportConversationPage');
const SupportHubPage = lazyPage(supportPages, 'SupportHubPage');
const SupportNewPage = lazyPage(supportPages, 'SupportNewPage');
const NewsDetailPage = lazyPage(() => import('./pages/news/NewsDetailPage'), 'NewsDetailPage');
const NewsPage = lazyPage(() => import('./pages/news/NewsPage'), 'NewsPage');
const HomePage = lazyPage(() => import('./pages/tabs/HomePage'), 'HomePage');
const MarketPage = lazyPage(() => import('./pages/tabs/MarketPage'), 'MarketPage');
const MinePage = lazyPage(() => import('./pages/tabs/MinePage'), 'MinePage');
const OptionalPage = lazyPage(() => import('./pages/tabs/OptionalPage'), 'OptionalPage');
const TradePage = lazyPage(() => import('./pages/tabs/TradePage'), 'TradePage');
const TradeDetail2Page = lazyPage(() => import('./pages/trade/TradeDetail2Page'), 'TradeDetail2Page');
const TradeDetailPage = lazyPage(() => import('./pages/trade/TradeDetailPage'), 'TradeDetailPage');

/**
 * True once the icons beyond the first screens' are in (ui/moreIcons.tsx), downloaded beside the page's
 * chunk and texts; at once where they are not needed. A failed download does not hold the page: an icon
 * it meets is drawn when it comes (ui/icons.tsx).
 */
function useMoreIcons(needed: boolean): boolean {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const ready = !needed || moreIconsLoaded();
  useEffect(() => {
    if (!ready) loadMoreIcons().then(loaded, loaded);
  }, [ready]);
  return ready;
}

/** The ops console: its own chunk and its own texts, loaded only when someone opens `#/ops/...`. */
const OpsConsole = lazyPage(() => import('./ops/OpsConsole'), 'OpsConsole');

function OpsConsolePage() {
  OpsConsole.preload().catch(() => undefined);
  const texts = useMessagePack('ops');
  // The console shows the product pages' records and offerings too, and the screens' texts.
  const productTexts = useMessagePack('products');
  const screenTexts = useMessagePack('screens');
  const icons = useMoreIcons(true);
  if (!texts || !productTexts || !screenTexts || !icons) return <DelayedLoading />;
  return (
    <PageBoundary>
      <OpsConsole />
    </PageBoundary>
  );
}

/** `#/ops` itself opens the console's first page (the review inbox). */
function OpsEntryPage() {
  return <Navigate to={`${OPS_PATH}/reviews`} replace />;
}

/** The page component of every route name of navigation/routeTable.ts. */
export const PAGES: Readonly<Record<string, ComponentType | LazyPage>> = {
  launch: LaunchPage,
  home: HomePage,
  market: MarketPage,
  trade: TradePage,
  optional: OptionalPage,
  mine: MinePage,
  login: LoginPage,
  register: RegisterPage,
  stockDetail: StockDetailPage,
  search: SearchPage,
  dayTrading: DayTradingPage,
  dayTradingPay: DayTradingPayPage,
  instaFollow: InstaFollowPage,
  blockTrade: BlockTradePage,
  blockTradeSubscribe: BlockTradeSubscribePage,
  blockTradeRecords: BlockTradeRecordsPage,
  ipo: IpoPage,
  ipoDetail: IpoDetailPage,
  fund: FundPage,
  fundRecord: FundRecordPage,
  real: RealPage,
  vip: VipPage,
  bankList: BankListPage,
  bankCard: BankCardPage,
  withdraw: WithdrawPage,
  withdrawType: WithdrawTypePage,
  usdtWithdraw: UsdtWithdrawPage,
  addressList: AddressListPage,
  bindAddress: BindAddressPage,
  loan: LoanPage,
  loanRecord: LoanRecordPage,
  loanProtocol: LoanProtocolPage,
  agreement: AgreementPage,
  exchange: ExchangePage,
  transactionRecord: TransactionRecordPage,
  changePayPassword: ChangePayPasswordPage,
  changeLoginPassword: ChangeLoginPasswordPage,
  apiTokens: ApiTokensPage,
  security: SecurityPage,
  aboutUs: AboutUsPage,
  companyIntrodution: CompanyIntrodutionPage,
  languageSelection: LanguageSelectionPage,
  notificationSettings: NotificationSettingsPage,
  notice: NoticePage,
  notifications: NotificationsPage,
  priceAlerts: PriceAlertsPage,
  deposit: DepositPage,
  statement: StatementPage,
  dividends: DividendsPage,
  performance: PerformancePage,
  documents: DocumentsPage,
  proofs: ProofsPage,
  helpCentre: HelpCentrePage,
  helpArticle: HelpArticlePage,
  supportHub: SupportHubPage,
  supportNew: SupportNewPage,
  supportConversation: SupportConversationPage,
  news: NewsPage,
  newsDetail: NewsDetailPage,
  tradeDetail: TradeDetailPage,
  tradeDetail2: TradeDetail2Page,
  ops: OpsEntryPage,
};

/** Starts downloading a route's page (idempotent; nothing for an eager page or an unknown name). */
export function preloadPage(name: string): void {
  const page = PAGES[name];
  if (page && 'preload' in page) page.preload().catch(() => undefined);
}

/** Starts a route's page download and then its first reads (its `prefetch`), where it has any. */
export function prefetchPage(name: string, ...args: Parameters<PagePrefetch>): void {
  const page = PAGES[name];
  if (page && 'prefetch' in page) page.prefetch(...args);
}

function RoutePage({ route }: { route: RouteDef }) {
  const location = useLocation();
  const client = useApolloClient();
  const lang = useLang();
  const Page = PAGES[route.name];
  // The page's first reads start while the guard waits for the session, not after (its prefetch).
  useEffect(() => prefetchPage(route.name, client, { lang }), [route.name, client, lang]);
  // A product page's texts come with it (i18n/packs.ts), downloaded beside its chunk; so do the screens'
  // texts, on every page but the first screens'.
  const productTexts = useMessagePack(PRODUCT_TEXT_ROUTES.has(route.name) ? 'products' : 'app');
  const screenTexts = useMessagePack(FIRST_SCREEN_ROUTES.has(route.name) ? 'app' : 'screens');
  // So do the icons only the screens beyond the first draw.
  const icons = useMoreIcons(!FIRST_SCREEN_ROUTES.has(route.name));
  if (!Page) return <PageNotFoundPage />;
  // The page's chunk downloads while the guard waits for the session, not after.
  preloadPage(route.name);
  if (!productTexts || !screenTexts || !icons) return <DelayedLoading />;
  // A new URL (other query parameters included) is a new page instance.
  const key = `${location.pathname}${location.search}`;
  const page = (
    <PageBoundary key={key}>
      <Page />
    </PageBoundary>
  );
  // The guard decides only once the session is known (RequireAuth); public pages never wait for it.
  return route.requiresAuth ? <RequireAuth>{page}</RequireAuth> : page;
}

function RootLayout() {
  return (
    <NavProvider>
      <Outlet />
    </NavProvider>
  );
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...ALL_ROUTES.map((route) => ({ path: route.path, element: <RoutePage key={route.name} route={route} /> })),
      // The console's own pages (it checks the session and the ops role itself).
      { path: `${OPS_PATH}/*`, element: <OpsConsolePage /> },
      { path: '*', element: <PageNotFoundPage /> },
    ],
  },
];

/**
 * The app's routes under the plain HashRouter (App.tsx). No page loads data through the router, so the
 * data router (createHashRouter) would add only bytes to the first screen: about 18 KB of gzip.
 */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
