import { StockDetail } from '../../features/markets/StockDetail';
import { symbolFromQuery } from '../../features/markets/stockParams';
import { usePageQuery } from '../../navigation/useQuery';

/** `?symbol=US:AAPL` or `?code=2330&market=TW`. */
export function StockDetailPage() {
  return <StockDetail symbol={symbolFromQuery(usePageQuery())} />;
}
