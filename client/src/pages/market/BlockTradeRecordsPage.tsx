import { FormattedMessage } from 'react-intl';
import { BlockTradeRecords } from '../../features/block-trade/BlockTradeRecords';
import { SubPage } from '../../ui/Page';

/** Block-trade purchase records: every subscription with its status and reason (PRODUCT.md §5). */
export function BlockTradeRecordsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.blockTradeRecords" />}>
      <BlockTradeRecords />
    </SubPage>
  );
}
