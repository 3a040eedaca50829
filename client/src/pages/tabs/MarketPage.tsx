import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { TabPage } from '../../ui/Page';

export function MarketPage() {
  return (
    <TabPage tab="market" title={<FormattedMessage id="market.title" />} subtitle={<FormattedMessage id="market.subtitle" />}>
      <div className="card">
        <EmptyState
          icon="market"
          title={<FormattedMessage id="market.emptyTitle" />}
          description={<FormattedMessage id="market.emptyText" />}
        />
      </div>
    </TabPage>
  );
}
