import type { ApolloCache } from '@apollo/client';
import { InMemoryCache } from '@apollo/client';
import { cursorPagePolicy } from '../apollo/cachePolicies';

const registered = new WeakSet<object>();

/**
 * The console's paged lists (first page replaces, later pages append), registered on the app's cache
 * when the console's chunk loads, so the console plugs in without touching the app's policy list.
 * Review items are keyed by kind and id: a deposit and a withdrawal may share an id.
 */
export function registerOpsCachePolicies(cache: ApolloCache<unknown>): void {
  if (registered.has(cache) || !(cache instanceof InMemoryCache)) return;
  registered.add(cache);
  cache.policies.addTypePolicies({
    ReviewQueueItem: { keyFields: ['kind', 'id'] },
    ReviewOutcome: { keyFields: ['kind', 'id'] },
    Query: {
      fields: {
        reviewQueue: cursorPagePolicy(['kind', 'status']),
        opsRequests: cursorPagePolicy(['status']),
        opsUsers: cursorPagePolicy(['query']),
        opsUserStatement: cursorPagePolicy(['userId', 'currency']),
        opsUserPositions: cursorPagePolicy(['userId', 'status']),
        opsUserDocuments: cursorPagePolicy(['userId']),
        opsInviteCodes: cursorPagePolicy(false),
        opsIpoApplications: cursorPagePolicy(['offeringId']),
        opsBlockTradeSubscriptions: cursorPagePolicy(['offeringId']),
        opsFollows: cursorPagePolicy(['tradeId']),
        opsIntradayApplications: cursorPagePolicy(['status']),
        opsSupportInbox: cursorPagePolicy(['topic', 'status', 'waitingHours', 'mine']),
        auditLog: cursorPagePolicy(['action', 'actorId', 'targetType', 'targetId']),
        opsCorporateActions: cursorPagePolicy(['from', 'to', 'kind']),
      },
    },
  });
}
