import { useApolloClient, useQuery } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { StepUpSlot } from '../features/second-factor/StepUpSlot';
import { useSession } from '../features/auth/useSession';
import { LOGIN_PATH, MINE_PATH, OPS_PATH } from '../navigation/routeTable';
import { buildUrl } from '../navigation/url';
import { useNav } from '../navigation/useNav';
import { graphql } from '../gql';
import { Button } from '../ui/Button';
import { SupportLink } from '../ui/SupportLink';
import { Icon } from '../ui/icons';
import { DelayedLoading, LoadError } from '../ui/PageState';
import { AdjustBalancePage } from './requests/AdjustBalancePage';
import { OpsRequestsPage } from './requests/OpsRequestsPage';
import { AuditLogPage } from './audit/AuditLogPage';
import { OpsClientAppsPage } from './client-apps/OpsClientAppsPage';
import { OpsBlockTradeEditorPage } from './block-trade/OpsBlockTradeEditorPage';
import { OpsBlockTradeListPage } from './block-trade/OpsBlockTradeListPage';
import { OpsBlockTradeSubscriptionsPage } from './block-trade/OpsBlockTradeSubscriptionsPage';
import { OpsIntradayPage } from './intraday/OpsIntradayPage';
import { registerOpsCachePolicies } from './cachePolicies';
import { OpsFollowPage } from './follow/OpsFollowPage';
import { OpsFollowsPage } from './follow/OpsFollowsPage';
import { InviteCodesPage } from './users/InviteCodesPage';
import { LedgerCheckPage } from './audit/LedgerCheckPage';
import { ContentEditorPage } from './content/ContentEditorPage';
import { ContentListPage } from './content/ContentListPage';
import { OpsCorporateActionsPage } from './corporate-actions/OpsCorporateActionsPage';
import { OpsFundsPage } from './funds/OpsFundsPage';
import { OpsLoansPage } from './loans/OpsLoansPage';
import { OpsVipPage } from './vip/OpsVipPage';
import { OpsIpoApplicationsPage } from './ipo/OpsIpoApplicationsPage';
import { OpsIpoEditorPage } from './ipo/OpsIpoEditorPage';
import { OpsIpoListPage } from './ipo/OpsIpoListPage';
import { ReviewInboxPage } from './reviews/ReviewInboxPage';
import { SupportCannedRepliesPage } from './support/SupportCannedRepliesPage';
import { SupportConversationPage } from './support/SupportConversationPage';
import { SupportInboxPage } from './support/SupportInboxPage';
import { OpsUserPage } from './users/OpsUserPage';
import { OpsUsersPage } from './users/OpsUsersPage';
import './ops.css';

/** The console's pages, in menu order: path under /ops and the menu label. */
const MENU = [
  { path: 'reviews', labelId: 'ops.menu.reviews' },
  { path: 'support', labelId: 'ops.menu.support' },
  { path: 'requests', labelId: 'ops.menu.requests' },
  { path: 'users', labelId: 'ops.menu.users' },
  { path: 'invites', labelId: 'ops.menu.invites' },
  { path: 'content', labelId: 'ops.menu.content' },
  { path: 'ipo', labelId: 'ops.menu.ipo' },
  { path: 'block-trade', labelId: 'ops.menu.blockTrade' },
  { path: 'follow', labelId: 'ops.menu.follow' },
  { path: 'intraday', labelId: 'ops.menu.intraday' },
  { path: 'funds', labelId: 'ops.menu.funds' },
  { path: 'loans', labelId: 'ops.menu.loans' },
  { path: 'vip', labelId: 'ops.menu.vip' },
  { path: 'corporate-actions', labelId: 'ops.menu.corporateActions' },
  { path: 'ledger', labelId: 'ops.menu.ledger' },
  { path: 'audit', labelId: 'ops.menu.audit' },
  { path: 'apps', labelId: 'ops.menu.apps' },
] as const;

/**
 * The ops console (PRODUCT §10): signed out, the login page (which comes back here); signed in
 * without the ops role, 'Insufficient permissions, contact support'; else the console. Stacked on a
 * phone (menu as a scrolling row), a side menu on a wide screen.
 */
export function OpsConsole() {
  const client = useApolloClient();
  // The console's list policies, registered before its first query.
  useState(() => registerOpsCachePolicies(client.cache));
  const { me, loading, error, refetch } = useSession('cache-and-network');
  const nav = useNav();
  const redirected = useRef(false);
  const signedOut = !loading && !error && !me;

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    nav.redirectTo(buildUrl(LOGIN_PATH, { redirect: OPS_PATH }));
  }, [signedOut, nav]);

  if (loading || signedOut) return <DelayedLoading />;
  if (error || !me) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (me.role !== 'OPS') return <OpsForbidden />;
  return <OpsShell />;
}

function BackToApp() {
  const navigate = useNavigate();
  return (
    <button type="button" className="ops-header__back" onClick={() => navigate(MINE_PATH)} data-testid="ops-back-to-app">
      <Icon name="back" size={18} />
      <FormattedMessage id="ops.backToApp" />
    </button>
  );
}

/** An ops read the server refuses a customer: its FORBIDDEN carries the request id support can look up. */
const OpsAccessProbe = graphql(`
  query OpsConsole_AccessProbe {
    opsSupportAgents {
      id
    }
  }
`);

function OpsForbidden() {
  const navigate = useNavigate();
  // The role check above is the browser's; the server's own refusal is what a support conversation attaches.
  const probe = useQuery(OpsAccessProbe, { fetchPolicy: 'network-only' });
  return (
    <div className="ops-forbidden" data-testid="ops-forbidden">
      <Icon name="lock" size={40} />
      <p>
        <FormattedMessage id="error.FORBIDDEN" />
      </p>
      {!probe.loading && (probe.error ? <SupportLink error={probe.error} /> : <SupportLink code="FORBIDDEN" />)}
      <Button variant="secondary" block={false} onClick={() => navigate(MINE_PATH)}>
        <FormattedMessage id="ops.backToApp" />
      </Button>
    </div>
  );
}

function OpsShell() {
  return (
    <div className="ops-shell" data-testid="ops-console">
      {/* Decisions in production ask for a fresh second factor (issue 32, OPS_SECOND_FACTOR). */}
      <StepUpSlot />
      <header className="ops-header">
        <span className="ops-header__brand">
          <FormattedMessage id="ops.title" />
        </span>
        <BackToApp />
      </header>
      <nav className="ops-menu" aria-label="ops">
        {MENU.map((item) => (
          <NavLink
            key={item.path}
            to={`${OPS_PATH}/${item.path}`}
            className={({ isActive }) => `ops-menu__item${isActive ? ' ops-menu__item--active' : ''}`}
            data-testid={`ops-menu-${item.path}`}
          >
            <FormattedMessage id={item.labelId} />
          </NavLink>
        ))}
      </nav>
      <main className="ops-main">
        <Routes>
          <Route path="reviews" element={<ReviewInboxPage />} />
          <Route path="support" element={<SupportInboxPage />} />
          <Route path="support/canned" element={<SupportCannedRepliesPage />} />
          <Route path="support/:id" element={<SupportConversationPage />} />
          <Route path="requests" element={<OpsRequestsPage />} />
          <Route path="requests/adjust" element={<AdjustBalancePage />} />
          <Route path="users" element={<OpsUsersPage />} />
          <Route path="users/:id" element={<OpsUserPage />} />
          <Route path="invites" element={<InviteCodesPage />} />
          <Route path="content" element={<ContentListPage />} />
          <Route path="content/new" element={<ContentEditorPage />} />
          <Route path="content/:id" element={<ContentEditorPage />} />
          <Route path="ipo" element={<OpsIpoListPage />} />
          <Route path="ipo/new" element={<OpsIpoEditorPage />} />
          <Route path="ipo/:id" element={<OpsIpoEditorPage />} />
          <Route path="ipo/:id/applications" element={<OpsIpoApplicationsPage />} />
          <Route path="block-trade" element={<OpsBlockTradeListPage />} />
          <Route path="block-trade/new" element={<OpsBlockTradeEditorPage />} />
          <Route path="block-trade/:id" element={<OpsBlockTradeEditorPage />} />
          <Route path="block-trade/:id/subscriptions" element={<OpsBlockTradeSubscriptionsPage />} />
          <Route path="follow" element={<OpsFollowPage />} />
          <Route path="follow/:id/follows" element={<OpsFollowsPage />} />
          <Route path="intraday" element={<OpsIntradayPage />} />
          <Route path="funds" element={<OpsFundsPage />} />
          <Route path="loans" element={<OpsLoansPage />} />
          <Route path="vip" element={<OpsVipPage />} />
          <Route path="corporate-actions" element={<OpsCorporateActionsPage />} />
          <Route path="ledger" element={<LedgerCheckPage />} />
          <Route path="audit" element={<AuditLogPage />} />
          <Route path="apps" element={<OpsClientAppsPage />} />
          <Route path="*" element={<Navigate to={`${OPS_PATH}/reviews`} replace />} />
        </Routes>
      </main>
    </div>
  );
}
