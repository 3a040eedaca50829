import { PositionDividends } from '../../features/dividends/PositionDividends';
import { TradeConfirmation } from '../../features/documents/TradeConfirmation';
import { type FillAction, TradeDetail } from '../../features/trading/TradeDetail';
import { usePageQuery } from '../../navigation/useQuery';

/** Trade detail of a closed position: `?id=<position id>`, with the sell side and every charge, its dividends and splits, each fill's confirmation (PDF). */
export function TradeDetail2Page() {
  const { id } = usePageQuery();
  const confirmation: FillAction | undefined = id ? (leg) => <TradeConfirmation key={leg} positionId={id} leg={leg} /> : undefined;
  return (
    <TradeDetail id={id} fillAction={confirmation}>
      {id && <PositionDividends positionId={id} />}
    </TradeDetail>
  );
}
