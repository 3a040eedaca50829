import { FormattedMessage } from 'react-intl';
import { BlockTradeSubscribe } from '../../features/block-trade/BlockTradeSubscribe';
import { RealNameRequiredNotice } from '../../features/real-name/RealNameNotice';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/**
 * One offering (`?id=`, `&view=draw` for its allocation record): terms, live price, the purchase code,
 * subscribing (with the real-name notice until verified), my subscription, the allocation record.
 */
export function BlockTradeSubscribePage() {
  const { id = '', view } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.blockTradeSubscribe" />}>
      <BlockTradeSubscribe
        id={id}
        view={view}
        realNameNotice={(refused) => <RealNameRequiredNotice action="blockTrade" refused={refused} />}
      />
    </SubPage>
  );
}
