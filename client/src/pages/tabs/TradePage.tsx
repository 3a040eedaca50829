import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { TabPage } from '../../ui/Page';

export function TradePage() {
  return (
    <TabPage tab="trade" title={<FormattedMessage id="trade.title" />} subtitle={<FormattedMessage id="trade.subtitle" />}>
      <div className="card">
        <EmptyState
          icon="trade"
          title={<FormattedMessage id="trade.emptyTitle" />}
          description={<FormattedMessage id="trade.emptyText" />}
        />
      </div>
    </TabPage>
  );
}
