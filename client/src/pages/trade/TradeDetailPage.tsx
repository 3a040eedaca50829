import { PositionDividends } from '../../features/dividends/PositionDividends';
import { TradeConfirmation } from '../../features/documents/TradeConfirmation';
import { type FillAction, TradeDetail } from '../../features/trading/TradeDetail';
import { usePageQuery } from '../../navigation/useQuery';

/** Trade detail of an open position: `?id=<position id>`; it can be closed from here. Its dividends and splits below, the opening fill's confirmation (PDF). */
export function TradeDetailPage() {
  const { id } = usePageQuery();
  const confirmation: FillAction | undefined = id ? (leg) => <TradeConfirmation key={leg} positionId={id} leg={leg} /> : undefined;
  return (
    <TradeDetail id={id} fillAction={confirmation}>
      {id && <PositionDividends positionId={id} />}
    </TradeDetail>
  );
}
