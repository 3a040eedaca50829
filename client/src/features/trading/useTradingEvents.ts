import { useApolloClient, useSubscription } from '@apollo/client';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/Toast';
import { isTradingEvent, tradingEventNotice } from './labels';
import { TRADING_LIST_QUERIES, TradingEventsSubscription } from './operations';

/**
 * While a trading screen is shown: order and position changes (a limit order filled, a position
 * stopped out or closed at the end of the day) refresh the lists on screen, and what the server did on
 * its own is told in a toast ("Position AAPL was closed: stop-out").
 */
export function useTradingEvents(enabled = true): void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const say = useRef({ intl, toast });
  say.current = { intl, toast };
  useSubscription(TradingEventsSubscription, {
    skip: !enabled,
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const event = data.data?.accountEvents;
      if (!event || !isTradingEvent(event.type)) return;
      void client.refetchQueries({ include: TRADING_LIST_QUERIES }).catch(() => undefined);
      const notice = tradingEventNotice(event);
      if (!notice) return;
      const { intl: i18n, toast: t } = say.current;
      const text = i18n.formatMessage(
        { id: notice.id },
        {
          code: notice.code,
          type: notice.typeId ? i18n.formatMessage({ id: notice.typeId }) : '',
          reason: notice.reasonId ? i18n.formatMessage({ id: notice.reasonId }) : '',
        },
      );
      t.show(text, notice.kind);
    },
  });
}
