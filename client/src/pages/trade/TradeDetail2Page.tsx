import { TradeDetail } from '../../features/trading/TradeDetail';
import { usePageQuery } from '../../navigation/useQuery';

/** Trade detail of a closed position: `?id=<position id>`, with the sell side and every charge. */
export function TradeDetail2Page() {
  return <TradeDetail id={usePageQuery().id} />;
}
