import { TradeDetail } from '../../features/trading/TradeDetail';
import { usePageQuery } from '../../navigation/useQuery';

/** Trade detail of an open position: `?id=<position id>`; it can be closed from here. */
export function TradeDetailPage() {
  return <TradeDetail id={usePageQuery().id} />;
}
