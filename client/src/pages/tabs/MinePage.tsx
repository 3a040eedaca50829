import { MineDashboard } from '../../features/account/MineDashboard';
import { BalanceCard } from '../../features/money/BalanceCard';
import { RealNameStatusTag } from '../../features/real-name/RealNameNotice';
import { usePortfolio } from '../../features/trading/usePortfolio';
import { OpsConsoleEntry } from '../../ops/OpsConsoleEntry';
import { TabPage } from '../../ui/Page';

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
      <MineDashboard balance={<MineBalance />} linkExtras={{ real: <RealNameStatusTag /> }} />
    </TabPage>
  );
}
