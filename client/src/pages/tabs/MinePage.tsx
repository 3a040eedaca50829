import { MineDashboard, prefetchMineMe } from '../../features/account/MineDashboard';
import { BalanceCard, prefetchBalances } from '../../features/money/BalanceCard';
import { RealNameStatusTag } from '../../features/real-name/RealNameNotice';
import { prefetchPortfolio, usePortfolio } from '../../features/trading/usePortfolio';
import { OpsConsoleEntry } from '../../ops/OpsConsoleEntry';
import type { PagePrefetch } from '../../lazyPage';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { SupportUnreadBadge } from '../../features/support/SupportUnreadBadge';
import { TabPage } from '../../ui/Page';

/** Who is signed in and their balances, read before the page renders (signed out, the balance reads fail and leave nothing). */
export const prefetch: PagePrefetch = (client) => {
  prefetchMineMe(client);
  prefetchBalances(client);
  prefetchPortfolio(client);
};

/** Cash (money) with what the open positions add to it, marked live (trading); for ops, the console's link. */
function MineBalance() {
  const { portfolio } = usePortfolio();
  return (
    <>
      <BalanceCard positions={portfolio?.balances} />
      <OpsConsoleEntry />
    </>
  );
}

export function MinePage() {
  return (
    <TabPage tab="mine" bare>
      <MineDashboard
        balance={<MineBalance />}
        linkExtras={{ real: <RealNameStatusTag />, supportHub: <SupportUnreadBadge /> }}
        headerAction={<NotificationBell tone="light" />}
      />
    </TabPage>
  );
}
