import type { ApolloClient } from '@apollo/client';
import { refetchFresh } from '../../apollo/refetchFresh';
import { SUPPORT_CONVERSATION_QUERIES, SUPPORT_LIST_QUERIES } from './unreadCount';

export type SupportEvent = { type: string; recordId?: string | null; unreadCount?: number | null };

/**
 * What a support event changes on screen (loaded with the first one, not with the first screen): the
 * unread count comes with the event (written into the cache: Mine's badge follows, no read), the hub's
 * list on screen is read again, and so is the conversation on screen when the event is about it
 * (`recordId`), which then marks Vela's new messages read.
 */
export function handleSupportEvent(client: ApolloClient<object>, event: SupportEvent): void {
  if (typeof event.unreadCount === 'number')
    client.cache.modify({ id: 'ROOT_QUERY', fields: { supportUnreadCount: () => event.unreadCount } });
  refetchFresh(client, SUPPORT_LIST_QUERIES);
  const id = event.recordId;
  if (id) refetchFresh(client, SUPPORT_CONVERSATION_QUERIES, (variables) => variables.conversationId === id);
}
