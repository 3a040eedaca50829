import { useApolloClient } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { SocketStatusStore } from '../../apollo/socketStatus';
import { graphql } from '../../gql';
import type { AccountEvents_EventsSubscription } from '../../gql/graphql';
import { refetchFresh } from '../../apollo/refetchFresh';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { useToast } from '../../ui/Toast';
import { AccountEventsTracker } from './accountEventsTracker';
import { accountEventToast } from './status';

const AccountEventsSubscription = graphql(`
  subscription AccountEvents_Events($afterSeq: String) {
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

export type AccountEvent = AccountEvents_EventsSubscription['accountEvents'];

/** Queries shown on the money screens, refetched (when on screen) after a review decision. */
export const DEPOSIT_QUERIES = ['TransactionRecords_Deposits', ...CASH_BALANCE_QUERIES];
export const WITHDRAWAL_QUERIES = ['TransactionRecords_Withdrawals', ...CASH_BALANCE_QUERIES];
export const BALANCE_QUERIES = ['StatementScreen_Lines'];

/** big.js, loaded when the first balance event arrives. */
let bigLoaded: Promise<typeof import('big.js')> | undefined;

/** Wait before resubscribing after the subscription ended with an error. */
const RESUBSCRIBE_DELAY_MS = 1000;

/**
 * While `userId` is signed in: subscribes to the user's account events, resuming after the last seq
 * seen (kept in memory and sessionStorage) whenever the socket dropped, so no event is lost or applied
 * twice. Balances are updated in the cache (Balance is normalised by currency); deposit and withdrawal
 * lists are refetched on *_UPDATED; review decisions show a toast. Every event is also handed to
 * `onEvent` (the app passes the trading screens' handler: their lists, stop-outs, end-of-day closes).
 */
export function useAccountEvents(userId: string | null, socketStatus: SocketStatusStore, onEvent?: (event: AccountEvent) => void): void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const say = useRef({ intl, toast, onEvent });
  say.current = { intl, toast, onEvent };

  useEffect(() => {
    if (!userId) return;
    const tracker = new AccountEventsTracker(userId);
    let stopped = false;
    let subscription: { unsubscribe: () => void } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const apply = (event: AccountEvent) => {
      if (event.type === 'BALANCE_CHANGED' && event.currency && event.available != null && event.frozen != null) {
        const { available, frozen, currency } = event;
        // big.js loads with the first balance event (not in the first screen's JS); chained on one
        // promise, balance events are written in the order they arrived.
        bigLoaded ??= import('big.js').then((m) => m.default);
        void bigLoaded.then((Big) =>
          client.cache.modify({
            id: client.cache.identify({ __typename: 'Balance', currency }),
            fields: {
              available: () => available,
              frozen: () => frozen,
              total: () => new Big(available).plus(frozen).toFixed(),
            },
          }),
        );
        refetchFresh(client, BALANCE_QUERIES);
      }
      if (event.type === 'DEPOSIT_UPDATED') refetchFresh(client, DEPOSIT_QUERIES);
      if (event.type === 'WITHDRAWAL_UPDATED') refetchFresh(client, WITHDRAWAL_QUERIES);
      say.current.onEvent?.(event);
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
