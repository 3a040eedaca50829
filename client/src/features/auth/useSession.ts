import { type ApolloCache, useQuery, type WatchQueryFetchPolicy } from '@apollo/client';
import { graphql, useFragment } from '../../gql';
import type { UseSession_UserFragment as SessionUserFields } from '../../gql/graphql';

/** What the client keeps about the signed-in user; login, register and `me` all ask for exactly this. */
export const SessionUserFragment = graphql(`
  fragment UseSession_User on User {
    id
    phone
    role
    inviteCode
    hasPayPassword
    createdAt
  }
`);

/** Who is signed in (`me` is null when signed out). The session itself is an httpOnly cookie. */
export const SessionMeQuery = graphql(`
  query Session_Me {
    me {
      ...UseSession_User
    }
  }
`);

export type SessionUser = SessionUserFields;

/**
 * `cache-first` answers at once from what login/logout wrote; `cache-and-network` also asks the
 * server (used where the answer guards access: the session cookie may have expired).
 */
export function useSession(fetchPolicy: WatchQueryFetchPolicy = 'cache-first') {
  const result = useQuery(SessionMeQuery, { fetchPolicy });
  return {
    me: useFragment(SessionUserFragment, result.data?.me) ?? null,
    /** True until the first answer (from cache or network). */
    loading: result.loading && result.data === undefined,
    error: result.data === undefined ? result.error : undefined,
    refetch: result.refetch,
    result,
  };
}

/** Records the signed-in user (or null after logout) so every `me` query sees it at once. */
export function writeSessionUser(cache: ApolloCache<unknown>, user: SessionUser | null): void {
  cache.writeQuery({ query: SessionMeQuery, data: { __typename: 'Query', me: user } });
}
