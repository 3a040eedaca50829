import { MineDashboard } from '../../features/account/MineDashboard';
import { TabPage } from '../../ui/Page';

export function MinePage() {
  return (
    <TabPage tab="mine" bare>
      <MineDashboard />
    </TabPage>
  );
}
