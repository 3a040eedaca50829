import { useCallback } from 'react';
import type { SocketStatusStore } from './apollo/socketStatus';
import { useSession } from './features/auth/useSession';
import { useBlockTradeEvents } from './features/block-trade/useBlockTradeEvents';
import { useFollowEvents } from './features/follow/useFollowEvents';
import { useFundEvents } from './features/funds/useFundEvents';
import { useIntradayEvents } from './features/intraday/useIntradayEvents';
import { useIpoEvents } from './features/ipo/useIpoEvents';
import { useLoanEvents } from './features/loans/useLoanEvents';
import { useNoticeEvents, useNotificationEvents } from './features/notifications/useNotificationEvents';
import { useVipEvents } from './features/vip/useVipEvents';
import { type AccountEvent, useAccountEvents } from './features/money/useAccountEvents';
import { useRealNameEvents } from './features/real-name/useRealNameEvents';
import { useSupportEvents } from './features/support/useSupportEvents';
import { useTradingEvents } from './features/trading/useTradingEvents';

/**
 * Keeps the signed-in user's money live on every screen (mounted once by App). It composes the
 * features: the money screens own the account-events subscription, the trading screens handle the
 * order and position events, IPO its lottery cards, block trades their records, follows theirs, real-name refreshes its status,
 * the intraday strategy its records, customer service its unread count and conversations.
 */
export function AccountEventsListener({ socketStatus }: { socketStatus: SocketStatusStore }) {
  const { me } = useSession();
  const onTradingEvent = useTradingEvents();
  const onIpoEvent = useIpoEvents();
  const onBlockTradeEvent = useBlockTradeEvents();
  const onRealNameEvent = useRealNameEvents();
  const onFollowEvent = useFollowEvents();
  const onIntradayEvent = useIntradayEvents();
  const onFundEvent = useFundEvents();
  const onLoanEvent = useLoanEvents();
  const onVipEvent = useVipEvents();
  const onNotificationEvent = useNotificationEvents();
  const onSupportEvent = useSupportEvents();
  const onEvent = useCallback(
    (event: AccountEvent) => {
      onFundEvent(event);
      onLoanEvent(event);
      onVipEvent(event);
      onTradingEvent(event);
      onIpoEvent(event);
      onBlockTradeEvent(event);
      onRealNameEvent(event);
      onFollowEvent(event);
      onIntradayEvent(event);
      onNotificationEvent(event);
      onSupportEvent(event);
    },
    [
      onTradingEvent,
      onIpoEvent,
      onBlockTradeEvent,
      onRealNameEvent,
      onFollowEvent,
      onIntradayEvent,
      onFundEvent,
      onLoanEvent,
      onVipEvent,
      onNotificationEvent,
      onSupportEvent,
    ],
  );
  const onNotice = useNoticeEvents();
  useAccountEvents(me?.id ?? null, socketStatus, onEvent, onNotice);
  return null;
}
