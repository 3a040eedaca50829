import { useCallback } from 'react';
import type { SocketStatusStore } from './apollo/socketStatus';
import { useSession } from './features/auth/useSession';
import { useBlockTradeEvents } from './features/block-trade/useBlockTradeEvents';
import { useIpoEvents } from './features/ipo/useIpoEvents';
import { type AccountEvent, useAccountEvents } from './features/money/useAccountEvents';
import { useRealNameEvents } from './features/real-name/useRealNameEvents';
import { useTradingEvents } from './features/trading/useTradingEvents';

/**
 * Keeps the signed-in user's money live on every screen (mounted once by App). It composes the
 * features: the money screens own the account-events subscription, the trading screens handle the
 * order and position events, IPO its lottery cards, block trades their records, real-name refreshes its status.
 */
export function AccountEventsListener({ socketStatus }: { socketStatus: SocketStatusStore }) {
  const { me } = useSession();
  const onTradingEvent = useTradingEvents();
  const onIpoEvent = useIpoEvents();
  const onBlockTradeEvent = useBlockTradeEvents();
  const onRealNameEvent = useRealNameEvents();
  const onEvent = useCallback(
    (event: AccountEvent) => {
      onTradingEvent(event);
      onIpoEvent(event);
      onBlockTradeEvent(event);
      onRealNameEvent(event);
    },
    [onTradingEvent, onIpoEvent, onBlockTradeEvent, onRealNameEvent],
  );
  useAccountEvents(me?.id ?? null, socketStatus, onEvent);
  return null;
}
