import { StockDetail } from '../../features/markets/StockDetail';
import { symbolFromQuery } from '../../features/markets/stockParams';
import { PriceAlertButton } from '../../features/notifications/PriceAlertSheet';
import { OrderPanel } from '../../features/trading/OrderPanel';
import { usePageQuery } from '../../navigation/useQuery';

/** `?symbol=US:AAPL` or `?code=2330&market=TW`: quotes and chart (markets) with the order panel (trading) and the price alert action (notifications). */
export function StockDetailPage() {
  return (
    <StockDetail
      symbol={symbolFromQuery(usePageQuery())}
      orderPanel={(symbol) => <OrderPanel symbol={symbol} />}
      actions={(symbol) => <PriceAlertButton symbol={symbol} />}
    />
  );
}
