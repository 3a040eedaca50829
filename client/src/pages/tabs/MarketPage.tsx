import { FormattedMessage } from 'react-intl';
import { MarketBoard } from '../../features/markets/MarketBoard';
import { TabPage } from '../../ui/Page';

export function MarketPage() {
  return (
    <TabPage tab="market" title={<FormattedMessage id="market.title" />} subtitle={<FormattedMessage id="market.subtitle" />}>
      <MarketBoard />
    </TabPage>
  );
}
