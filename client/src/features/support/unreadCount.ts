// The names of the queries live events read again: a module of its own, so the app-wide events listener
// loads none of the support pages' documents.

/** The hub's list: read again on every change to any conversation. */
export const SUPPORT_LIST_QUERIES = ['SupportHub_Conversations'];
/** One conversation: read again when an event is about it. */
export const SUPPORT_CONVERSATION_QUERIES = ['SupportConversation_Detail'];
