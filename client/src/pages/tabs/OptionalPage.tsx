import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { TabPage } from '../../ui/Page';

export function OptionalPage() {
  return (
    <TabPage tab="optional" title={<FormattedMessage id="optional.title" />} subtitle={<FormattedMessage id="optional.subtitle" />}>
      <div className="card">
        <EmptyState
          icon="optional"
          title={<FormattedMessage id="optional.emptyTitle" />}
          description={<FormattedMessage id="optional.emptyText" />}
        />
      </div>
    </TabPage>
  );
}
