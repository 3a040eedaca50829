import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import type { SupportEvent } from './supportEventHandler';

/**
 * Customer service's part of the app-wide account-events listener (issue 34): SUPPORT_CONVERSATION_UPDATED
 * and SUPPORT_REPLY_RECEIVED go to supportEventHandler.ts, loaded with the first such event (not on the
 * first screen). It says nothing itself: a reply is also a notification.
 */
export function useSupportEvents(): (event: SupportEvent) => void {
  const client = useApolloClient();
  return useCallback(
    (event: SupportEvent) => {
      if (event.type.startsWith('SUPPORT_'))
        void import('./supportEventHandler').then((m) => m.handleSupportEvent(client, event)).catch(() => undefined);
    },
    [client],
  );
}
