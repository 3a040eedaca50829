import { useApolloClient } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { SocketStatusStore } from '../../apollo/socketStatus';
import { graphql } from '../../gql';
import type { AccountEvents_EventsSubscription } from '../../gql/graphql';
import { refetchFresh } from '../../apollo/refetchFresh';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { useLocale } from '../../i18n/I18nProvider';
import { useToast } from '../../ui/Toast';
import { intlWithPacks } from '../../ui/useAccountEventHandler';
import { AccountEventsTracker } from './accountEventsTracker';
import { accountEventToast } from './eventToast';

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
      notificationKind
      unreadCount
    }
  }
`);

const NoticesSubscription = graphql(`
  subscription AccountEvents_Notices {
    noticePublished {
      id
      at
    }
  }
`);

export type AccountEvent = AccountEvents_EventsSubscription['accountEvents'];

/** Queries shown on the money screens, refetched (when on screen) after a review decision. */
export const DEPOSIT_QUERIES = ['TransactionRecords_Deposits', ...CASH_BALANCE_QUERIES];
export const WITHDRAWAL_QUERIES = ['TransactionRecords_Withdrawals', ...CASH_BALANCE_QUERIES];
export const BALANCE_QUERIES = ['StatementScreen_Lines'];
/** Read again when a dividend is paid (issue 35): Mine → Dividends, the position's dividends, the cash it moved. */
export const DIVIDEND_QUERIES = ['DividendsScreen_Year', 'PositionDividends_Actions', ...BALANCE_QUERIES, ...CASH_BALANCE_QUERIES];
/** Read again when one of the user's documents moves on (issue 36: queued, its progress, ready, failed): Mine → Documents. */
export const DOCUMENT_QUERIES = ['DocumentsScreen_List'];

/** big.js, loaded when the first balance event arrives. */
let bigLoaded: Promise<typeof import('big.js')> | undefined;

/** Wait before resubscribing after the subscription ended with an error. */
const RESUBSCRIBE_DELAY_MS = 1000;

/**
 * While `userId` is signed in: subscribes to the user's account events, resuming after the last seq
 * seen (kept in memory and sessionStorage) whenever the socket dropped, so no event is lost or applied
 * twice. Balances are updated in the cache (Balance is normalised by currency); deposit and withdrawal
 * lists are refetched on *_UPDATED, Mine → Documents' list on DOCUMENT_UPDATED; review decisions show a toast. Every event is also handed to
 * `onEvent` (the app passes the trading screens' handler: their lists, stop-outs, end-of-day closes), and
 * every notice ops publish to everyone to `onNotice` (the notification centre reads its count again).
 */
export function useAccountEvents(
  userId: string | null,
  socketStatus: SocketStatusStore,
  onEvent?: (event: AccountEvent) => void,
  onNotice?: () => void,
): void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useLocale();
  const say = useRef({ intl, toast, onEvent, onNotice, locale });
  say.current = { intl, toast, onEvent, onNotice, locale };

  useEffect(() => {
    if (!userId) return;
    const tracker = new AccountEventsTracker(userId);
    let stopped = false;
    let subscription: { unsubscribe: () => void } | null = null;
    let notices: { unsubscribe: () => void } | null = null;
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
      if (event.type === 'DIVIDEND_PAID') refetchFresh(client, DIVIDEND_QUERIES);
      if (event.type === 'DOCUMENT_UPDATED') refetchFresh(client, DOCUMENT_QUERIES);
      say.current.onEvent?.(event);
      const note = accountEventToast(event);
      if (note) {
        // Told with the screens' texts, loaded first (the first screen has only the app's).
        void intlWithPacks(say.current.intl, say.current.locale, ['screens']).then((intl) => {
          if (intl) say.current.toast.show(intl.formatMessage({ id: note.id }, { reason: note.reason }), note.kind);
        });
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
      // Notices to everyone are not the user's stream (no seq, nothing to resume): live while connected.
      // Read state is each user's, so the bell's count is read again rather than carried.
      notices = client.subscribe({ query: NoticesSubscription, fetchPolicy: 'no-cache' }).subscribe({
        next: ({ data }) => {
          if (data?.noticePublished) say.current.onNotice?.();
        },
        error: () => undefined,
      });
    };

    // A retried socket would replay the first subscribe message (its old afterSeq): resubscribe with
    // the newest one instead, as soon as the socket is known lost.
    const restart = (delay: number) => {
      if (stopped) return;
      subscription?.unsubscribe();
      subscription = null;
      notices?.unsubscribe();
      notices = null;
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
      notices?.unsubscribe();
    };
  }, [client, userId, socketStatus]);
}
