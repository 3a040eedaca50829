import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { TabPage } from '../../ui/Page';

export function HomePage() {
  return (
    <TabPage tab="home" title={<FormattedMessage id="home.title" />} subtitle={<FormattedMessage id="home.subtitle" />}>
      <div className="card">
        <EmptyState
          icon="market"
          title={<FormattedMessage id="home.emptyTitle" />}
          description={<FormattedMessage id="home.emptyText" />}
        />
      </div>
    </TabPage>
  );
}
