import { useApolloClient } from '@apollo/client';
import Decimal from 'decimal.js';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { SocketStatusStore } from '../../apollo/socketStatus';
import { graphql } from '../../gql';
import type { Money_AccountEventsSubscription } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';
import { isTradingEvent, tradingEventNotice } from '../trading/labels';
import { TRADING_LIST_QUERIES } from '../trading/operations';
import { AccountEventsTracker } from './accountEventsTracker';
import { accountEventToast } from './status';

const AccountEventsSubscription = graphql(`
  subscription Money_AccountEvents($afterSeq: String) {
    accountEvents(afterSeq: $afterSeq) {
      seq
      type
      at
      currency
      available
      frozen
      recordId
      status
      reason
      symbol
    }
  }
`);

type AccountEvent = Money_AccountEventsSubscription['accountEvents'];

/** Queries shown on the money screens, refetched (when on screen) after a review decision. */
export const DEPOSIT_QUERIES = ['Records_Deposits', 'Money_Balances'];
export const WITHDRAWAL_QUERIES = ['Records_Withdrawals', 'Money_Balances'];
export const BALANCE_QUERIES = ['Statement_Lines'];

/** Wait before resubscribing after the subscription ended with an error. */
const RESUBSCRIBE_DELAY_MS = 1000;

/**
 * While `userId` is signed in: subscribes to the user's account events, resuming after the last seq
 * seen (kept in memory and sessionStorage) whenever the socket dropped, so no event is lost or applied
 * twice. Balances are updated in the cache (Balance is normalised by currency); deposit and withdrawal
 * lists are refetched on *_UPDATED (trading lists on ORDER_UPDATED / POSITION_UPDATED); review decisions,
 * stop-outs and end-of-day closes show a toast.
 */
export function useAccountEvents(userId: string | null, socketStatus: SocketStatusStore): void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const say = useRef({ intl, toast });
  say.current = { intl, toast };

  useEffect(() => {
    if (!userId) return;
    const tracker = new AccountEventsTracker(userId);
    let stopped = false;
    let subscription: { unsubscribe: () => void } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const apply = (event: AccountEvent) => {
      if (event.type === 'BALANCE_CHANGED' && event.currency && event.available != null && event.frozen != null) {
        const { available, frozen } = event;
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Balance', currency: event.currency }),
          fields: {
            available: () => available,
            frozen: () => frozen,
            total: () => new Decimal(available).plus(frozen).toFixed(),
          },
        });
        void client.refetchQueries({ include: BALANCE_QUERIES }).catch(() => undefined);
      }
      if (event.type === 'DEPOSIT_UPDATED') void client.refetchQueries({ include: DEPOSIT_QUERIES }).catch(() => undefined);
      if (event.type === 'WITHDRAWAL_UPDATED') void client.refetchQueries({ include: WITHDRAWAL_QUERIES }).catch(() => undefined);
      if (isTradingEvent(event.type)) {
        void client.refetchQueries({ include: TRADING_LIST_QUERIES }).catch(() => undefined);
        // What the server did on its own (a stop-out, an end-of-day close, a fill it could not pay) is told.
        const notice = tradingEventNotice(event);
        if (notice) {
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
        }
      }
      const note = accountEventToast(event);
      if (note) {
        const text = say.current.intl.formatMessage({ id: note.id }, { reason: note.reason });
        say.current.toast.show(text, note.kind);
      }
    };

    const start = () => {
      if (stopped) return;
      subscription = client
        .subscribe({ query: AccountEventsSubscription, variables: { afterSeq: tracker.resumeFrom() }, fetchPolicy: 'no-cache' })
        .subscribe({
          next: ({ data }) => {
            const event = data?.accountEvents;
            if (event && tracker.accept(event.seq)) apply(event);
          },
          error: () => restart(RESUBSCRIBE_DELAY_MS),
          complete: () => restart(RESUBSCRIBE_DELAY_MS),
        });
    };

    // A retried socket would replay the first subscribe message (its old afterSeq): resubscribe with
    // the newest one instead, as soon as the socket is known lost.
    const restart = (delay: number) => {
      if (stopped) return;
      subscription?.unsubscribe();
      subscription = null;
      clearTimeout(timer);
      timer = setTimeout(start, delay);
    };
    const unlisten = socketStatus.subscribe((status) => {
      if (status === 'lost') restart(0);
    });

    start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      unlisten();
      subscription?.unsubscribe();
    };
  }, [client, userId, socketStatus]);
}
