import { FormattedMessage } from 'react-intl';
import { Watchlist } from '../../features/markets/Watchlist';
import { TabPage } from '../../ui/Page';

export function OptionalPage() {
  return (
    <TabPage tab="optional" title={<FormattedMessage id="optional.title" />} subtitle={<FormattedMessage id="optional.subtitle" />}>
      <Watchlist />
    </TabPage>
  );
}
