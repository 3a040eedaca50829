import { FormattedMessage } from 'react-intl';
import { IpoInventory, IpoLottery } from '../../features/ipo/IpoLottery';
import { TradeScreen } from '../../features/trading/TradeScreen';
import { TabPage } from '../../ui/Page';

/** Trade: my positions, closed positions, new-stock inventory, lottery, pending orders (`?tab=orders`). */
export function TradePage() {
  return (
    <TabPage tab="trade" title={<FormattedMessage id="trade.title" />} subtitle={<FormattedMessage id="trade.subtitle" />}>
      <TradeScreen inventory={<IpoInventory />} lottery={<IpoLottery />} />
    </TabPage>
  );
}
