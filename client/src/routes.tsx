import type { ComponentType } from 'react';
import { createHashRouter, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { RequireAuth } from './features/auth/RequireAuth';
import { NavProvider } from './navigation/NavProvider';
import { ALL_ROUTES, type RouteDef } from './navigation/routeTable';
import { LaunchPage } from './pages/LaunchPage';
import { PageNotFoundPage } from './pages/PageNotFoundPage';
import { LoginPage } from './pages/auth/LoginPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { BlockTradePage } from './pages/market/BlockTradePage';
import { BlockTradeRecordsPage } from './pages/market/BlockTradeRecordsPage';
import { BlockTradeSubscribePage } from './pages/market/BlockTradeSubscribePage';
import { DayTradingPage } from './pages/market/DayTradingPage';
import { DayTradingPayPage } from './pages/market/DayTradingPayPage';
import { FundPage } from './pages/market/FundPage';
import { FundRecordPage } from './pages/market/FundRecordPage';
import { InstaFollowPage } from './pages/market/InstaFollowPage';
import { IpoDetailPage } from './pages/market/IpoDetailPage';
import { IpoPage } from './pages/market/IpoPage';
import { SearchPage } from './pages/market/SearchPage';
import { StockDetailPage } from './pages/market/StockDetailPage';
import { AboutUsPage } from './pages/mine/AboutUsPage';
import { AddressListPage } from './pages/mine/AddressListPage';
import { AgreementPage } from './pages/mine/AgreementPage';
import { BankCardPage } from './pages/mine/BankCardPage';
import { BankListPage } from './pages/mine/BankListPage';
import { BindAddressPage } from './pages/mine/BindAddressPage';
import { ChangeLoginPasswordPage } from './pages/mine/ChangeLoginPasswordPage';
import { ChangePayPasswordPage } from './pages/mine/ChangePayPasswordPage';
import { CompanyIntrodutionPage } from './pages/mine/CompanyIntrodutionPage';
import { DepositPage } from './pages/mine/DepositPage';
import { ExchangePage } from './pages/mine/ExchangePage';
import { LanguageSelectionPage } from './pages/mine/LanguageSelectionPage';
import { LoanPage } from './pages/mine/LoanPage';
import { LoanProtocolPage } from './pages/mine/LoanProtocolPage';
import { LoanRecordPage } from './pages/mine/LoanRecordPage';
import { NoticePage } from './pages/mine/NoticePage';
import { RealPage } from './pages/mine/RealPage';
import { StatementPage } from './pages/mine/StatementPage';
import { TransactionRecordPage } from './pages/mine/TransactionRecordPage';
import { UsdtWithdrawPage } from './pages/mine/UsdtWithdrawPage';
import { VipPage } from './pages/mine/VipPage';
import { WithdrawPage } from './pages/mine/WithdrawPage';
import { WithdrawTypePage } from './pages/mine/WithdrawTypePage';
import { NewsDetailPage } from './pages/news/NewsDetailPage';
import { NewsPage } from './pages/news/NewsPage';
import { HomePage } from './pages/tabs/HomePage';
import { MarketPage } from './pages/tabs/MarketPage';
import { MinePage } from './pages/tabs/MinePage';
import { OptionalPage } from './pages/tabs/OptionalPage';
import { TradePage } from './pages/tabs/TradePage';
import { TradeDetail2Page } from './pages/trade/TradeDetail2Page';
import { TradeDetailPage } from './pages/trade/TradeDetailPage';

/** The page component of every route name of navigation/routeTable.ts. */
export const PAGES: Readonly<Record<string, ComponentType>> = {
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
  aboutUs: AboutUsPage,
  companyIntrodution: CompanyIntrodutionPage,
  languageSelection: LanguageSelectionPage,
  notice: NoticePage,
  deposit: DepositPage,
  statement: StatementPage,
  news: NewsPage,
  newsDetail: NewsDetailPage,
  tradeDetail: TradeDetailPage,
  tradeDetail2: TradeDetail2Page,
};

function RoutePage({ route }: { route: RouteDef }) {
  const location = useLocation();
  const Page = PAGES[route.name];
  if (!Page) return <PageNotFoundPage />;
  // A new URL (other query parameters included) is a new page instance.
  const page = <Page key={`${location.pathname}${location.search}`} />;
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
      { path: '*', element: <PageNotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routeObjects);
}
