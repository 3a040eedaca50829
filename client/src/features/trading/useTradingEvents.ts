import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/I18nProvider';
import { useToast } from '../../ui/Toast';
import { intlWithPacks } from '../../ui/useAccountEventHandler';
import { TRADING_LIST_QUERIES } from './listQueries';
import { isTradingEvent, type TradingEventLike } from './tradingEvents';

/**
 * What the trading screens do with an account event (the app hands them every one): on ORDER_UPDATED /
 * POSITION_UPDATED / SPLIT_APPLIED the trading lists are refetched, and what the server did on its own
 * (a stop-out, an end-of-day close, a fill it could not pay, an order a split cancelled) is told in a
 * toast, worded by eventNotice.ts: loaded with the first trading event, not with the first screen.
 */
export function useTradingEvents(): (event: TradingEventLike) => void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useLocale();
  const say = useRef({ intl, toast, locale });
  say.current = { intl, toast, locale };
  return useCallback(
    (event: TradingEventLike) => {
      if (!isTradingEvent(event.type)) return;
      void client.refetchQueries({ include: TRADING_LIST_QUERIES }).catch(() => undefined);
      void import('./eventNotice')
        .then(async ({ tradingEventNotice }) => {
          const notice = tradingEventNotice(event);
          if (!notice) return;
          // Told with the screens' texts, loaded first (the first screen has only the app's).
          const intl = await intlWithPacks(say.current.intl, say.current.locale, ['screens']);
          if (!intl) return;
          const text = intl.formatMessage(
            { id: notice.id },
            {
              code: notice.code,
              type: notice.typeId ? intl.formatMessage({ id: notice.typeId }) : '',
              reason: notice.reasonId ? intl.formatMessage({ id: notice.reasonId }) : '',
            },
          );
          say.current.toast.show(text, notice.kind);
        })
        .catch(() => undefined);
    },
    [client],
  );
}
