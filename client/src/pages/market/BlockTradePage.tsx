import { FormattedMessage } from 'react-intl';
import { BlockTradeList } from '../../features/block-trade/BlockTradeList';
import { SubPage } from '../../ui/Page';

/** Block trades (placements): the offerings (PRODUCT.md §5). */
export function BlockTradePage() {
  return (
    <SubPage title={<FormattedMessage id="route.blockTrade" />}>
      <BlockTradeList />
    </SubPage>
  );
}
