import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';

/**
 * Typed topics. Later modules add theirs here (quotes, order fills, balance changes, review status...).
 * With REDIS_URL every API process shares events through Redis pub/sub; otherwise they stay in-process.
 */
export type Topics = {
  /** Sessions that ended (logout, password change): every API process closes their open sockets. */
  SESSION_ENDED: [payload: { userId: string; sessionIds: string[] }];
  /**
   * A notice ops publish to everyone became visible (published now, or its scheduled time came): every
   * signed-in screen reads its bell's count again. One message for all users, not a row per user.
   */
  NOTICE_PUBLISHED: [payload: { id: string; at: string }];
  /** A user's outbox events (balances, review statuses), published after the transaction commits. */
  USER_EVENT: [userId: string, payload: UserEventMessage];
};

/** The wire form of one outbox event (see modules/events). */
export interface UserEventMessage {
  userId: string;
  seq: string;
  type: string;
  payload: Record<string, unknown>;
  at: string;
}

export function createEventBus(redisUrl: string | undefined) {
  if (!redisUrl) return { pubSub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false });
  const pubSub = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    pubSub,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
