import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/Toast';
import { isTradingEvent, type TradingEventLike, tradingEventNotice } from './labels';
import { TRADING_LIST_QUERIES } from './listQueries';

/**
 * What the trading screens do with an account event (the app hands them every one): on ORDER_UPDATED /
 * POSITION_UPDATED the trading lists are refetched, and what the server did on its own (a stop-out, an
 * end-of-day close, a fill it could not pay) is told in a toast.
 */
export function useTradingEvents(): (event: TradingEventLike) => void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    (event: TradingEventLike) => {
      if (!isTradingEvent(event.type)) return;
      void client.refetchQueries({ include: TRADING_LIST_QUERIES }).catch(() => undefined);
      const notice = tradingEventNotice(event);
      if (!notice) return;
      const text = intl.formatMessage(
        { id: notice.id },
        {
          code: notice.code,
          type: notice.typeId ? intl.formatMessage({ id: notice.typeId }) : '',
          reason: notice.reasonId ? intl.formatMessage({ id: notice.reasonId }) : '',
        },
      );
      toast.show(text, notice.kind);
    },
    [client, intl, toast],
  );
}
